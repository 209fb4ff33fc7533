/*
 * dt_cg_store.c -- code for stores through pointers: *p = v, p->m += v,
 * p[i]++, *(T *)p = v (the checker marks such lvalues DT_NF_PTRSTORE,
 * dt_check.c).
 *
 * D variables can hold only addresses of memory D owns or of traced
 * memory, and D lets a program write only its own: the scratch memory
 * alloca() and copyin() give (dt_cg_subr.c).  So a store works out the
 * address as a load would (dt_cg_lvaddr), then asks dt_cg_subr_scratchptr
 * for a pointer to those bytes inside this clause's allocations: that
 * both keeps the store where DTrace allows it (anything else, kernel
 * memory, NULL + 50, another clause's allocation, faults with "invalid
 * address" and the address) and gives the verifier a map value pointer
 * whose offset it can bound, so that the store itself is a plain BPF
 * store.  The check is the same whatever the pointer's type: a 4-byte
 * allocation stored through as a uint64_t * faults.
 *
 * A compound assignment reads the old value through the checked pointer,
 * evaluates the right-hand side (which may call helpers, so the pointer
 * is not kept in a register across it) and checks again before storing.
 */
#include "dt_cg.h"

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

/* The assignment, compound assignment, ++ or -- n to a PTRSTORE lvalue. */
int
dt_cg_assign_ptr(dt_cg_t *cg, dt_node_t *n)
{
	const dt_type_t *t = n->dn_left->dn_ctype;
	int a, s, old = -1;

	if (dt_cg_bitfield(n->dn_left) != NULL || !dt_cg_store_sized(t)) {
		cg->cg_unsupported = "a store through a pointer to a "
		    "bit-field, struct, union or array";
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
	if (n->dn_kind == DT_N_POSTINC) {
		dt_cg_freeslot(cg, s);
		return old;
	}
	if (old >= 0)
		dt_cg_freeslot(cg, old);
	return s;
}
