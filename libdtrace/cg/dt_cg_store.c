/*
 * dt_cg_store.c -- code for stores through pointers: *p = v, p->m += v,
 * p[i]++, *(T *)p = v (the checker marks such lvalues DT_NF_PTRSTORE,
 * dt_check.c).
 *
 * D variables can hold only addresses of memory D owns or of traced
 * memory, and D lets a program write only its own: the scratch memory
 * alloca() and copyin() give (dt_cg_subr.c), and the global and this->
 * variables an array cast to a pointer points into.  So a store works
 * out the address as a load would (dt_cg_lvaddr), then asks
 * dt_cg_subr_scratchptr for a pointer to those bytes inside one of those
 * regions: that both keeps the store where DTrace allows it (anything
 * else, kernel memory, NULL + 50, another clause's allocation, faults
 * with "invalid address" and the address) and gives the verifier a map
 * value pointer whose offset it can bound, so that the store itself is a
 * plain BPF store.  The check is the same whatever the pointer's type: a 4-byte
 * allocation stored through as a uint64_t * faults.
 *
 * A compound assignment reads the old value through the checked pointer,
 * evaluates the right-hand side (which may call helpers, so the pointer
 * is not kept in a register across it) and checks again before storing.
 *
 * A whole struct or union (*q = *p, s = *p, *q = s, q->in = s.in) is a
 * copy of its bytes, as DTrace's is: one bpf_probe_read_kernel from the
 * source's address, which may be kernel memory, our scratch memory or a
 * D variable (a bad one faults), into the destination: a D variable's
 * storage, or scratch memory checked as above.
 */
#include "cg/dt_cg.h"

static const int dt_cg_store_bpfsize[] = { 0, BPF_B, BPF_H, 0, BPF_W, 0, 0,
    0, BPF_DW };

static bool
dt_cg_store_sized(const dt_type_t *t)
{
	return dt_type_is_scalar(t) && (t->dt_size == 1 || t->dt_size == 2 ||
	    t->dt_size == 4 || t->dt_size == 8);
}

/* a new slot = the value of type t in scratch at the address in slot a */
static int
dt_cg_store_old(dt_cg_t *cg, int a, const dt_type_t *t)
{
	int s = dt_cg_newslot(cg);

	dt_cg_subr_scratchptr(cg, a, (uint32_t)t->dt_size);
	dt_cg_emit(cg, BPF_LDX_MEM(dt_cg_store_bpfsize[t->dt_size],
	    BPF_REG_0, BPF_REG_1, 0));
	dt_cg_normalize(cg, BPF_REG_0, t);
	dt_cg_st(cg, s, BPF_REG_0);
	return s;
}

/* May the struct or union n be copied from: an object with an address
   (*p, p->m, a[i], s.m, a global, clause-local or dynamic variable, or
   a translation built whole)? */
bool
dt_cg_store_hasaddr(const dt_node_t *n)
{
	const dt_ident_t *id = n->dn_ident;

	if (id != NULL && id->di_kind == DT_ID_DVAR)	/* self->s, a[k] */
		return n->dn_kind == DT_N_IDENT || n->dn_kind == DT_N_INDEX;
	if (n->dn_kind == DT_N_IDENT)
		return id != NULL && (id->di_kind == DT_ID_GLOBAL ||
		    id->di_kind == DT_ID_THIS);
	if (n->dn_kind == DT_N_UNARY)
		return n->dn_op == '*';
	if (n->dn_kind == DT_N_XLSTRUCT)	/* its clause-local variable */
		return !dt_type_is_pointer(n->dn_ctype);
	if (n->dn_flags & DT_NF_XLBIND)		/* a member's translation */
		return dt_cg_store_hasaddr(n->dn_right);
	return n->dn_kind == DT_N_PTRMEMBER || n->dn_kind == DT_N_MEMBER ||
	    (n->dn_kind == DT_N_INDEX && n->dn_left->dn_ctype->dt_kind ==
	    DT_TK_ARRAY);
}

/*
 * The struct or union assignment n, its destination's address in slot
 * dst (scratch: through a D pointer, checked).  Its value is the source's
 * address, as a struct's value is everywhere in the code generator.
 */
int
dt_cg_store_sou(dt_cg_t *cg, dt_node_t *n, int dst, bool scratch)
{
	uint32_t size = (uint32_t)n->dn_left->dn_ctype->dt_size;
	uint32_t ok = dt_cg_newlabel(cg);
	int src;

	if (!dt_cg_store_hasaddr(n->dn_right) || size == 0) {
		cg->cg_unsupported = "assigning this struct or union value";
		return dst;
	}
	src = dt_cg_lvaddr(cg, n->dn_right);
	if (scratch)
		dt_cg_subr_scratchptr(cg, dst, size);
	else
		dt_cg_ld(cg, BPF_REG_1, dst);
	dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_2, (int32_t)size));
	dt_cg_ld(cg, BPF_REG_3, src);
	dt_cg_helper(cg, BPF_FUNC_probe_read_kernel);
	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JSGE, BPF_REG_0, 0, 0), ok);
	dt_cg_ld(cg, BPF_REG_1, src);
	dt_cg_raise(cg, DT_FLT_BADADDR, BPF_REG_1);
	dt_cg_setlabel(cg, ok);
	dt_cg_freeslot(cg, dst);
	return src;
}

/*
 * p->name = s, a string member through a pointer: the string copied into
 * the scratch memory's strsize bytes there (the member's), NUL-terminated,
 * as into a D variable's member (dt_cg_print.c).
 */
static int
dt_cg_store_str(dt_cg_t *cg, dt_node_t *n)
{
	uint32_t size = (uint32_t)cg->cg_dtp->dt_types.tt_strsize;
	int a = dt_cg_lvaddr(cg, n->dn_left);
	int s = dt_cg_value(cg, n->dn_right);

	dt_cg_subr_scratchptr(cg, a, size);	/* r1 = the checked address */
	dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_2, (int32_t)size));
	dt_cg_ld(cg, BPF_REG_3, s);
	dt_cg_helper(cg, BPF_FUNC_probe_read_kernel_str);
	dt_cg_freeslot(cg, a);
	return s;
}

/* The assignment, compound assignment, ++ or -- n to a PTRSTORE lvalue. */
int
dt_cg_assign_ptr(dt_cg_t *cg, dt_node_t *n)
{
	const dt_type_t *t = n->dn_left->dn_ctype;
	const dt_member_t *m = dt_cg_bitfield(n->dn_left);
	int a, s, old = -1;

	if (m != NULL)		/* dt_cg_member.c */
		return dt_cg_bitfield_assign(cg, n, m,
		    dt_cg_lvaddr(cg, n->dn_left), true);
	if (dt_type_is_byref(t) && t->dt_kind != DT_TK_ARRAY)
		return dt_cg_store_sou(cg, n, dt_cg_lvaddr(cg, n->dn_left),
		    true);
	if (t->dt_kind == DT_TK_STRING && n->dn_kind == DT_N_ASSIGN &&
	    n->dn_op == '=')
		return dt_cg_store_str(cg, n);
	if (!dt_cg_store_sized(t)) {
		cg->cg_unsupported = "a store through a pointer to a "
		    "struct, union or array";
		return dt_cg_newslot(cg);
	}
	a = dt_cg_lvaddr(cg, n->dn_left);
	if (n->dn_kind == DT_N_ASSIGN && n->dn_op == '=') {
		s = dt_cg_value(cg, n->dn_right);
		dt_cg_ld(cg, BPF_REG_0, s);
		dt_cg_normalize(cg, BPF_REG_0, t);
		dt_cg_st(cg, s, BPF_REG_0);
	} else {
		old = dt_cg_store_old(cg, a, t);
		s = dt_cg_update(cg, n, old);
	}
	dt_cg_subr_scratchptr(cg, a, (uint32_t)t->dt_size);
	dt_cg_ld(cg, BPF_REG_0, s);
	dt_cg_emit(cg, BPF_STX_MEM(dt_cg_store_bpfsize[t->dt_size],
	    BPF_REG_1, BPF_REG_0, 0));
	dt_cg_freeslot(cg, a);
	return dt_cg_update_value(cg, n, s, old);
}
