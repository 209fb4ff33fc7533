/*
 * dt_cg.c -- the BPF code generator: one program per enabled probe (or
 * per group of probes sharing one, dt_share.c).  This file generates
 * expressions and keeps the generator's slots, labels and helpers;
 * dt_cg_clause.c arranges statements and clauses into the program.
 *
 * A probe's program is
 *
 *	prologue	save ctx at fp-8; r9 = this CPU's dt_mem (scratch);
 *			return unless the activity state allows this probe
 *	trampoline	the provider stores the probe's arguments in dt_mem
 *	clause 0	predicate as a branch to the clause's end; the record
 *	clause 1	header; each statement; perf_event_output of the record
 *	...
 *	exit		r0 = 0
 *
 * Expression values live in 8-byte stack slots below fp-24 (dt_cg_expr
 * returns a slot); r0-r5 are scratch within one node, r9 holds &dt_mem for
 * the whole program.  Keeping every value in a slot costs a load and a
 * store per operation but makes any depth of expression, and helper calls
 * in the middle of one, correct without a register allocator.
 *
 * Integers are kept normalised to their D type (sign- or zero-extended to
 * 64 bits), so comparisons and division see C's values.  Strings are
 * pointers to buffers of strsize characters and a NUL (strbytes, padded
 * to whole words: DT_STRBUF) in map memory (the string table, a
 * variable, or a temporary string in dt_mem).
 *
 * Every load from memory D does not own goes through bpf_probe_read_kernel;
 * when it fails, and when a divisor is zero, the clause stores the fault in
 * dt_mem and jumps to its fault block, which writes an error record (the
 * consumer prints DTrace's message) and continues with the next clause.
 *
 * A program shared by probes (cg_shared) reads their identity at run time
 * (dt_cg_row.c).
 */
#include <string.h>

#include "dt_impl.h"
#include "types/dt_btf.h"
#include "types/dt_ident.h"
#include "cg/dt_cg.h"
#include "check/dt_subr.h"
#include "check/dt_stack.h"

#define DT_CG_NSLOTS	56
#define SLOT_OFF(k)	DT_CG_SLOT_OFF(k)
#define FP		BPF_REG_10

static int dt_cg_strval(dt_cg_t *, dt_node_t *, bool);
static void dt_cg_copystr(dt_cg_t *, int, const dt_type_t *, bool, bool);

/* ---- emission helpers -------------------------------------------------- */

static void
emit(dt_cg_t *cg, struct bpf_insn insn)
{
	dt_prog_emit(cg->cg_prog, insn);
}

static int
dt_cg_slot(dt_cg_t *cg)
{
	int k;

	for (k = 0; k < DT_CG_NSLOTS; k++)
		if (!(cg->cg_slots & (1ULL << k))) {
			cg->cg_slots |= 1ULL << k;
			return k;
		}
	cg->cg_toodeep = true;
	return DT_CG_NSLOTS - 1;
}

static void
dt_cg_free(dt_cg_t *cg, int k)
{
	cg->cg_slots &= ~(1ULL << k);
}

static void
ld(dt_cg_t *cg, int reg, int slot)
{
	emit(cg, BPF_LDX_MEM(BPF_DW, reg, FP, SLOT_OFF(slot)));
}

static void
st(dt_cg_t *cg, int slot, int reg)
{
	emit(cg, BPF_STX_MEM(BPF_DW, FP, reg, SLOT_OFF(slot)));
}

static void
dt_cg_imm(dt_cg_t *cg, int reg, uint64_t v)
{
	if ((int64_t)v >= INT32_MIN && (int64_t)v <= INT32_MAX)
		emit(cg, BPF_MOV64_IMM(reg, (int32_t)v));
	else
		dt_prog_emit_ldimm64(cg->cg_prog, reg, v);
}

/* reg = address of a map's value (+ off), for array maps */
static void
dt_cg_mapval(dt_cg_t *cg, int reg, const char *map, uint32_t off)
{
	uint32_t at = dt_prog_emit_ldimm64(cg->cg_prog, reg, 0);

	dt_prog_reloc(cg->cg_prog, DT_RELOC_MAP_VALUE, at, map, (int32_t)off);
}

static void
dt_cg_mapfd(dt_cg_t *cg, int reg, const char *map)
{
	uint32_t at = dt_prog_emit_ldimm64(cg->cg_prog, reg, 0);

	dt_prog_reloc(cg->cg_prog, DT_RELOC_MAP_FD, at, map, 0);
}

static void
dt_cg_call(dt_cg_t *cg, int helper)
{
	emit(cg, BPF_CALL_HELPER(helper));
}

/* call a support function from libdtrace/bpf/ */
static void
dt_cg_call_lib(dt_cg_t *cg, const char *func)
{
	uint32_t at = dt_prog_emit(cg->cg_prog, BPF_CALL_PSEUDO());

	dt_prog_reloc(cg->cg_prog, DT_RELOC_CALL, at, func, 0);
}

static void
dt_cg_jump(dt_cg_t *cg, struct bpf_insn insn, uint32_t label)
{
	dt_prog_emit_jump(cg->cg_prog, insn, label);
}

static uint32_t
dt_cg_label(dt_cg_t *cg)
{
	return dt_prog_label_new(cg->cg_prog);
}

static void
dt_cg_place(dt_cg_t *cg, uint32_t label)
{
	dt_prog_label_here(cg->cg_prog, label);
}

/*
 * Record a fault: the BPF pc, the fault code, and the offending value (in
 * reg, or none), then leave the clause through its fault block.
 */
static void
dt_cg_fault(dt_cg_t *cg, int fault, int reg)
{
	uint32_t pc = cg->cg_prog->dp_ninsns;

	emit(cg, BPF_ST_MEM(BPF_DW, BPF_REG_9, DT_MEM_FAULT, (int32_t)pc));
	emit(cg, BPF_ST_MEM(BPF_DW, BPF_REG_9, DT_MEM_FAULT + 8, fault));
	if (reg >= 0)
		emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_9, reg, DT_MEM_FAULT + 16));
	else
		emit(cg, BPF_ST_MEM(BPF_DW, BPF_REG_9, DT_MEM_FAULT + 16, 0));
	dt_cg_jump(cg, BPF_JMP_A(0), cg->cg_fault);
	cg->cg_fault_used = true;
}

/*
 * Check the run-time index in reg against an array of nelems elements,
 * as DTrace does before an access through it: compared unsigned, so that
 * a negative index is out of range too, and out of range it is the
 * "index out of bounds" fault with the index.  Past the check the
 * verifier knows that reg < nelems, which bounds the offset added next
 * to a map value pointer.  An array without a size (a kernel flexible
 * array member, cpu_bitmap[]) has no bounds to check.
 */
void
dt_cg_index_check(dt_cg_t *cg, int reg, size_t nelems)
{
	uint32_t ok;

	if (nelems == 0 || nelems > INT32_MAX)
		return;
	ok = dt_cg_label(cg);
	dt_cg_jump(cg, BPF_JMP_IMM(BPF_JLT, reg, (int32_t)nelems, 0), ok);
	dt_cg_fault(cg, DT_FLT_BADINDEX, reg);
	dt_cg_place(cg, ok);
}

/* Bring reg to the canonical 64-bit form of an integer of type t. */
void
dt_cg_normalize(dt_cg_t *cg, int reg, const dt_type_t *t)
{
	int bits;

	if (!dt_type_is_integer(t) || t->dt_size >= 8)
		return;
	if (t->dt_bool) {
		emit(cg, BPF_JMP_IMM(BPF_JEQ, reg, 0, 1));
		emit(cg, BPF_MOV64_IMM(reg, 1));
		return;
	}
	bits = 64 - 8 * (int)t->dt_size;
	if (t->dt_signed) {
		emit(cg, BPF_ALU64_IMM(BPF_LSH, reg, bits));
		emit(cg, BPF_ALU64_IMM(BPF_ARSH, reg, bits));
	} else if (t->dt_size == 4) {
		emit(cg, BPF_MOV32_REG(reg, reg));
	} else {
		emit(cg, BPF_ALU64_IMM(BPF_AND, reg,
		    (int32_t)((1u << (8 * t->dt_size)) - 1)));
	}
}

/* ---- loads through probe_read ----------------------------------------- */

/*
 * Read size bytes at the address in slot into a register: r0 = *(addr),
 * normalised to type t.  A failed read faults with the address.
 */
void
dt_cg_load(dt_cg_t *cg, int addrslot, const dt_type_t *t)
{
	uint32_t ok = dt_cg_label(cg);
	int size = (int)t->dt_size;
	static const int bpfsz[] = { 0, BPF_B, BPF_H, 0, BPF_W, 0, 0, 0,
	    BPF_DW };

	emit(cg, BPF_MOV64_REG(BPF_REG_1, BPF_REG_9));
	emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, DT_MEM_SCRATCH));
	emit(cg, BPF_MOV64_IMM(BPF_REG_2, size));
	ld(cg, BPF_REG_3, addrslot);
	dt_cg_call(cg, BPF_FUNC_probe_read_kernel);
	dt_cg_jump(cg, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), ok);
	ld(cg, BPF_REG_1, addrslot);
	dt_cg_fault(cg, DT_FLT_BADADDR, BPF_REG_1);
	dt_cg_place(cg, ok);
	emit(cg, BPF_LDX_MEM(bpfsz[size], BPF_REG_0, BPF_REG_9,
	    DT_MEM_SCRATCH));
	dt_cg_normalize(cg, BPF_REG_0, t);
}

static void dt_cg_varaddr(dt_cg_t *, int reg, const dt_ident_t *);
static int dt_cg_assoc(dt_cg_t *, dt_node_t *);

/* Is n a dynamic variable (self->s, a[k]) itself? */
static bool
dt_cg_is_dvar(const dt_node_t *n)
{
	const dt_ident_t *id = n->dn_ident;

	return id != NULL && id->di_kind == DT_ID_DVAR &&
	    (n->dn_kind == DT_N_IDENT || n->dn_kind == DT_N_INDEX);
}

static int dt_cg_addr(dt_cg_t *, dt_node_t *);

/*
 * (this->%xlargN = operand, member's translation): the input of a
 * translator bound once (dt_xlate.c), then the address of the member's
 * translation, a char array or struct in memory.
 */
static int
dt_cg_xlbind_addr(dt_cg_t *cg, dt_node_t *n)
{
	uint32_t mark = dt_cg_tstr_mark(cg);

	dt_cg_free(cg, dt_cg_expr(cg, n->dn_left));
	dt_cg_tstr_release(cg, mark);
	return dt_cg_addr(cg, n->dn_right);
}

/* The address of an lvalue in traced memory, into a new slot. */
static int
dt_cg_addr(dt_cg_t *cg, dt_node_t *n)
{
	int s, i;
	const dt_type_t *t;

	if (dt_cg_is_dvar(n))	/* a struct's value is its address */
		return n->dn_kind == DT_N_IDENT ?
		    dt_cg_dvar_load(cg, n->dn_ident, NULL) : dt_cg_assoc(cg, n);
	switch (n->dn_kind) {
	case DT_N_IDENT:		/* a D variable's storage */
		s = dt_cg_slot(cg);
		if (n->dn_scope == DT_SCOPE_MODULE) {	/* `sym: address */
			dt_prog_emit_ldimm64(cg->cg_prog, BPF_REG_0,
			    (uint64_t)n->dn_int);
			st(cg, s, BPF_REG_0);
			return s;
		}
		dt_vartab_use(cg, n->dn_ident, DT_PV_READ);
		dt_cg_varaddr(cg, BPF_REG_0, n->dn_ident);
		st(cg, s, BPF_REG_0);
		return s;
	case DT_N_UNARY:		/* *p */
		return dt_cg_expr(cg, n->dn_left);
	case DT_N_XLSTRUCT:		/* dt_cg_print.c */
		return dt_cg_xlstruct(cg, n);
	case DT_N_BINARY:		/* a translator's input bound first */
		return dt_cg_xlbind_addr(cg, n);
	case DT_N_PTRMEMBER:
		s = dt_cg_expr(cg, n->dn_left);
		t = n->dn_left->dn_ctype->dt_ref;
		break;
	case DT_N_MEMBER:
		s = dt_cg_addr(cg, n->dn_left);
		t = n->dn_left->dn_ctype;
		break;
	default:			/* DT_N_INDEX */
		t = n->dn_left->dn_ctype;	/* an array, pointer or string */
		s = dt_cg_expr(cg, n->dn_left);
		i = dt_cg_expr(cg, n->dn_args);
		if (t->dt_kind == DT_TK_STRING) {	/* NULL[i] */
			ld(cg, BPF_REG_2, i);
			dt_cg_strnull_index(cg, s, BPF_REG_2);
		}
		ld(cg, BPF_REG_1, i);
		if (t->dt_kind == DT_TK_ARRAY)
			dt_cg_index_check(cg, BPF_REG_1, t->dt_nelems);
		ld(cg, BPF_REG_0, s);
		emit(cg, BPF_ALU64_IMM(BPF_MUL, BPF_REG_1, (int32_t)
		    dt_type_field_size(&cg->cg_dtp->dt_types, n->dn_ctype)));
		emit(cg, BPF_ALU64_REG(BPF_ADD, BPF_REG_0, BPF_REG_1));
		st(cg, s, BPF_REG_0);
		dt_cg_free(cg, i);
		return s;
	}
	ld(cg, BPF_REG_0, s);
	emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_0,
	    (int32_t)dt_type_member(t, n->dn_str)->dm_off));
	st(cg, s, BPF_REG_0);
	return s;
}

/* The bytes a load of lvalue n (bit-field m of it, or NULL) reads. */
static uint32_t
dt_cg_load_size(const dt_node_t *n, const dt_member_t *m)
{
	if (n->dn_ctype->dt_kind == DT_TK_STRING)
		return 1;			/* at least its first byte */
	return m != NULL ? dt_cg_bitfield_size(m) :	/* dt_cg_member.c */
	    (uint32_t)n->dn_ctype->dt_size;
}

static int
dt_cg_deref(dt_cg_t *cg, dt_node_t *n)
{
	int s = dt_cg_addr(cg, n);
	const dt_member_t *m;

	m = dt_cg_bitfield(n);				/* dt_cg_member.c */
	if ((n->dn_flags & DT_NF_INALLOCA) &&
	    n->dn_ctype->dt_kind != DT_TK_ARRAY)	/* read past alloca()? */
		dt_cg_subr_allocaload(cg, s, dt_cg_load_size(n, m));
	if (m != NULL) {
		dt_cg_bitfield_load(cg, s, m);
		return s;
	}
	if (n->dn_ctype->dt_kind == DT_TK_ARRAY)
		return s;	/* an array's value is its address */
	if (n->dn_ctype->dt_kind == DT_TK_STRING) {
		/* a string member of a D struct, held in place: copied, as a
		   string value must be map memory the verifier can bound,
		   and the struct may be scratch memory behind a pointer */
		dt_cg_copystr(cg, s, n->dn_ctype, false, false);
		return s;
	}
	if (!dt_type_is_scalar(n->dn_ctype)) {
		cg->cg_unsupported = "loading a struct, union or array value";
		return s;
	}
	dt_cg_load(cg, s, n->dn_ctype);
	st(cg, s, BPF_REG_0);
	return s;
}

/* ---- built-in variables and variables ---------------------------------- */

static void
dt_cg_ppid(dt_cg_t *cg)
{
	dtrace_hdl_t *dtp = cg->cg_dtp;

	if (dtp->dt_btf_ppid_parent == DT_BTF_UNLOADED)
		dt_cg_task_btf(dtp);
	if (dtp->dt_btf_ppid_parent < 0 || dtp->dt_btf_ppid_tgid < 0) {
		cg->cg_nobtf = "ppid";
		return;
	}
	dt_cg_call(cg, BPF_FUNC_get_current_task);
	emit(cg, BPF_MOV64_REG(BPF_REG_3, BPF_REG_0));
	emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_3, dtp->dt_btf_ppid_parent));
	emit(cg, BPF_MOV64_REG(BPF_REG_1, BPF_REG_9));
	emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, DT_MEM_SCRATCH));
	emit(cg, BPF_MOV64_IMM(BPF_REG_2, 8));
	dt_cg_call(cg, BPF_FUNC_probe_read_kernel);
	emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_9, DT_MEM_SCRATCH));
	emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_3, dtp->dt_btf_ppid_tgid));
	emit(cg, BPF_MOV64_REG(BPF_REG_1, BPF_REG_9));
	emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, DT_MEM_SCRATCH));
	emit(cg, BPF_MOV64_IMM(BPF_REG_2, 4));
	dt_cg_call(cg, BPF_FUNC_probe_read_kernel);
	emit(cg, BPF_LDX_MEM(BPF_W, BPF_REG_0, BPF_REG_9, DT_MEM_SCRATCH));
}

/* r0 = the upper (or lower) 32 bits of what a helper returns */
static void
dt_cg_call_half(dt_cg_t *cg, int helper, bool upper)
{
	dt_cg_call(cg, helper);
	if (upper)
		emit(cg, BPF_ALU64_IMM(BPF_RSH, BPF_REG_0, 32));
	else
		emit(cg, BPF_MOV32_REG(BPF_REG_0, BPF_REG_0));
}

/* r0 = the value of a built-in variable */
static void
dt_cg_builtin(dt_cg_t *cg, const dt_ident_t *id)
{
	dt_probe_t *pr = cg->cg_probe;
	uint32_t off;

	switch (id->di_builtin) {
	case DT_BI_PID: case DT_BI_TID:		/* tgid << 32 | pid */
		dt_cg_call_half(cg, BPF_FUNC_get_current_pid_tgid,
		    id->di_builtin == DT_BI_PID);
		break;
	case DT_BI_UID: case DT_BI_GID:		/* gid << 32 | uid */
		dt_cg_call_half(cg, BPF_FUNC_get_current_uid_gid,
		    id->di_builtin == DT_BI_GID);
		break;
	case DT_BI_PPID:
		dt_cg_ppid(cg);
		break;
	case DT_BI_EXECNAME:
		off = dt_cg_newtstring(cg);
		emit(cg, BPF_MOV64_REG(BPF_REG_1, BPF_REG_9));
		emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, (int32_t)off));
		emit(cg, BPF_MOV64_IMM(BPF_REG_2, 16));
		dt_cg_call(cg, BPF_FUNC_get_current_comm);
		emit(cg, BPF_MOV64_REG(BPF_REG_0, BPF_REG_9));
		emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_0, (int32_t)off));
		break;
	case DT_BI_TIMESTAMP:
		dt_cg_timestamp(cg);		/* dt_cg_clause.c */
		break;
	case DT_BI_VTIMESTAMP:
		dt_vtime_read(cg);
		break;
	case DT_BI_WALLTIMESTAMP:
		dt_cg_timestamp(cg);
		dt_prog_emit_ldimm64(cg->cg_prog, BPF_REG_1,
		    cg->cg_dtp->dt_walloff);
		emit(cg, BPF_ALU64_REG(BPF_ADD, BPF_REG_0, BPF_REG_1));
		break;
	case DT_BI_CPU:
		dt_cg_call(cg, BPF_FUNC_get_smp_processor_id);
		break;
	case DT_BI_CURCPU:	/* this CPU's element of dt_cpuinfo */
		dt_cg_mapfd(cg, BPF_REG_1, "dt_cpuinfo");
		emit(cg, BPF_MOV64_REG(BPF_REG_2, FP));
		emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, -16));
		dt_cg_call(cg, BPF_FUNC_map_lookup_elem);
		{
			uint32_t ok = dt_cg_label(cg);

			dt_cg_jump(cg, BPF_JMP_IMM(BPF_JNE, BPF_REG_0, 0, 0),
			    ok);
			dt_cg_fault(cg, DT_FLT_BADADDR, BPF_REG_0);
			dt_cg_place(cg, ok);
		}
		break;
	case DT_BI_CURTHREAD:
		dt_cg_call(cg, BPF_FUNC_get_current_task);
		break;
	case DT_BI_EPID:
		if (dt_cg_from_row(cg))
			dt_cg_row_epid(cg, BPF_REG_0);
		else
			dt_cg_imm(cg, BPF_REG_0, cg->cg_epid);
		break;
	case DT_BI_ID:
		if (dt_cg_from_row(cg))
			dt_cg_rowval(cg, BPF_REG_0, DT_ROW_ID, BPF_W);
		else
			dt_cg_imm(cg, BPF_REG_0, pr->pr_id);
		break;
	case DT_BI_PROBEPROV: case DT_BI_PROBEMOD: case DT_BI_PROBEFUNC:
	case DT_BI_PROBENAME:
		dt_cg_probename(cg, id->di_builtin - DT_BI_PROBEPROV);
		break;
	case DT_BI_ERRNO:	/* the provider's (syscall's), else 0 */
		if (pr->pr_ops->po_errno != NULL)
			pr->pr_ops->po_errno(cg, pr);
		else
			dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_0, 0));
		break;
	case DT_BI_CALLER: case DT_BI_UCALLER:
	case DT_BI_STACKDEPTH: case DT_BI_USTACKDEPTH:
		dt_cg_stack_builtin(cg, id->di_builtin);
		break;
	case DT_BI_IPL:
		dt_cg_ipl(cg);
		break;
	default:		/* arg0 .. arg9 */
		emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_9, DT_MEM_ARGS +
		    8 * (id->di_builtin - DT_BI_ARG0)));
		break;
	}
}

/* reg = address of a D variable's storage */
static void
dt_cg_varaddr(dt_cg_t *cg, int reg, const dt_ident_t *id)
{
	if (id->di_kind == DT_ID_GLOBAL) {
		dt_cg_mapval(cg, reg, "dt_global", cg->cg_globoff + id->di_off);
	} else {
		emit(cg, BPF_MOV64_REG(reg, BPF_REG_9));
		emit(cg, BPF_ALU64_IMM(BPF_ADD, reg,
		    (int32_t)(cg->cg_thisoff + id->di_off)));
	}
}

/* `sym, a kernel variable (dt_check_btf.c): read at its address, as
   any kernel memory (a fault is an error); a struct or array by address */
static int
dt_cg_ksym(dt_cg_t *cg, dt_node_t *n)
{
	int s = dt_cg_addr(cg, n);

	if (dt_type_is_scalar(n->dn_ctype)) {
		dt_cg_load(cg, s, n->dn_ctype);
		st(cg, s, BPF_REG_0);
	}
	return s;
}

static int
dt_cg_ident(dt_cg_t *cg, dt_node_t *n)
{
	const dt_ident_t *id = n->dn_ident;
	int s;

	if (n->dn_scope == DT_SCOPE_MODULE)
		return dt_cg_ksym(cg, n);
	s = dt_cg_slot(cg);

	if (id->di_kind == DT_ID_DVAR) {	/* self->x */
		dt_cg_free(cg, s);
		return dt_cg_dvar_load(cg, id, NULL);
	}
	dt_vartab_use(cg, id, DT_PV_READ);
	if (id->di_kind == DT_ID_BUILTIN) {
		dt_cg_builtin(cg, id);
	} else {
		dt_cg_varaddr(cg, BPF_REG_0, id);
		if (id->di_type->dt_kind == DT_TK_STRING)	/* by address */
			dt_cg_strnull_load(cg, BPF_REG_0);
		else if (id->di_type->dt_kind != DT_TK_STRUCT &&
		    id->di_type->dt_kind != DT_TK_UNION &&
		    id->di_type->dt_kind != DT_TK_ARRAY)
			emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_0, 0));
	}
	st(cg, s, BPF_REG_0);
	return s;
}

/* The address of variable id, which a whole value is stored into, into
   a new slot */
static int
dt_cg_var_dest(dt_cg_t *cg, const dt_ident_t *id)
{
	int s = dt_cg_slot(cg);

	dt_vartab_use(cg, id, DT_PV_WRITE);
	dt_cg_varaddr(cg, BPF_REG_0, id);
	st(cg, s, BPF_REG_0);
	return s;
}

/* Store the value in slot s into variable id (strings are copied). */
static void
dt_cg_store_var(dt_cg_t *cg, const dt_ident_t *id, int s)
{
	dt_vartab_use(cg, id, DT_PV_WRITE);
	if (dt_type_is_string(id->di_type)) {
		size_t size = cg->cg_dtp->dt_opts.strbytes;
		int fn = BPF_FUNC_probe_read_kernel_str;
		uint32_t done = dt_cg_label(cg);

		/* a char array takes its size's bytes, as DTrace copies
		   them: "abcdefgh" into char[4] is "abcd", no NUL */
		if (id->di_type->dt_kind == DT_TK_ARRAY &&
		    id->di_type->dt_size < size) {
			size = id->di_type->dt_size;
			fn = BPF_FUNC_probe_read_kernel;
		}
		if (id->di_type->dt_kind == DT_TK_STRING) {
			dt_cg_varaddr(cg, BPF_REG_2, id);
			dt_cg_strnull_store(cg, BPF_REG_2, s, done);
		}
		dt_cg_varaddr(cg, BPF_REG_1, id);
		emit(cg, BPF_MOV64_IMM(BPF_REG_2, (int32_t)size));
		ld(cg, BPF_REG_3, s);
		dt_cg_call(cg, fn);
		dt_cg_varaddr(cg, BPF_REG_0, id);
		st(cg, s, BPF_REG_0);	/* the value is the copy */
		if (id->di_type->dt_kind == DT_TK_STRING)
			dt_cg_strnull_cleared(cg, BPF_REG_0);
		dt_cg_place(cg, done);
		dt_cg_tstr_result(cg, 0);
		return;
	}
	dt_cg_varaddr(cg, BPF_REG_1, id);
	ld(cg, BPF_REG_0, s);
	emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_1, BPF_REG_0, 0));
}

/* ---- operators --------------------------------------------------------- */

/* Signed division and modulo by unsigned division of magnitudes, so that
   kernels without the cpu v4 sdiv/smod instructions (< 6.6) work.  The
   result is negated where exactly one operand is negative, for % too: that
   is Oracle's DTrace (19 % -5 is -4, -19 % -5 is 4), not C, whose remainder
   has the dividend's sign.  Folded constants keep C's rule, as there. */
static void
dt_cg_sdiv(dt_cg_t *cg, bool mod)
{
	uint32_t l1 = dt_cg_label(cg), l2 = dt_cg_label(cg),
	    l3 = dt_cg_label(cg);

	emit(cg, BPF_MOV64_IMM(BPF_REG_3, 0));
	dt_cg_jump(cg, BPF_JMP_IMM(BPF_JSGE, BPF_REG_1, 0, 0), l1);
	emit(cg, BPF_NEG64(BPF_REG_1));
	emit(cg, BPF_MOV64_IMM(BPF_REG_3, 1));
	dt_cg_place(cg, l1);
	dt_cg_jump(cg, BPF_JMP_IMM(BPF_JSGE, BPF_REG_2, 0, 0), l2);
	emit(cg, BPF_NEG64(BPF_REG_2));
	emit(cg, BPF_ALU64_IMM(BPF_XOR, BPF_REG_3, 1));
	dt_cg_place(cg, l2);
	emit(cg, BPF_ALU64_REG(mod ? BPF_MOD : BPF_DIV, BPF_REG_1, BPF_REG_2));
	dt_cg_jump(cg, BPF_JMP_IMM(BPF_JEQ, BPF_REG_3, 0, 0), l3);
	emit(cg, BPF_NEG64(BPF_REG_1));
	dt_cg_place(cg, l3);
}

/*
 * r1 = r1 op r2 for an arithmetic operator on integers of type t (which
 * says whether division and >> are signed).  As in DTrace, arithmetic is
 * done in 64-bit registers and its result is not narrowed to t: an int
 * expression may hold more than 32 bits until it is stored into a
 * variable or record of its type, or cast (dt_cg_normalize).
 */
static void
dt_cg_arith(dt_cg_t *cg, int op, const dt_type_t *t)
{
	static const int alu[] = {
		[DT_OP_ADD] = BPF_ADD, [DT_OP_SUB] = BPF_SUB,
		[DT_OP_MUL] = BPF_MUL, [DT_OP_SHL] = BPF_LSH,
		[DT_OP_BAND] = BPF_AND, [DT_OP_BOR] = BPF_OR,
		[DT_OP_XOR] = BPF_XOR
	};

	if (op == DT_OP_DIV || op == DT_OP_MOD) {
		uint32_t ok = dt_cg_label(cg);

		dt_cg_jump(cg, BPF_JMP_IMM(BPF_JNE, BPF_REG_2, 0, 0), ok);
		dt_cg_fault(cg, DT_FLT_DIVZERO, -1);
		dt_cg_place(cg, ok);
		if (t->dt_signed)
			dt_cg_sdiv(cg, op == DT_OP_MOD);
		else
			emit(cg, BPF_ALU64_REG(op == DT_OP_DIV ? BPF_DIV :
			    BPF_MOD, BPF_REG_1, BPF_REG_2));
	} else if (op == DT_OP_SHR) {
		emit(cg, BPF_ALU64_REG(t->dt_signed ? BPF_ARSH : BPF_RSH,
		    BPF_REG_1, BPF_REG_2));
	} else {
		emit(cg, BPF_ALU64_REG(alu[op], BPF_REG_1, BPF_REG_2));
	}
}

/* r1 = (r1 op r2) for a comparison; unsigned if either side is */
static void
dt_cg_compare(dt_cg_t *cg, int op, bool sign)
{
	static const int s_ops[] = {
		[DT_OP_LT] = BPF_JSLT, [DT_OP_LE] = BPF_JSLE,
		[DT_OP_GT] = BPF_JSGT, [DT_OP_GE] = BPF_JSGE,
		[DT_OP_EQ] = BPF_JEQ, [DT_OP_NE] = BPF_JNE
	};
	static const int u_ops[] = {
		[DT_OP_LT] = BPF_JLT, [DT_OP_LE] = BPF_JLE,
		[DT_OP_GT] = BPF_JGT, [DT_OP_GE] = BPF_JGE,
		[DT_OP_EQ] = BPF_JEQ, [DT_OP_NE] = BPF_JNE
	};

	emit(cg, BPF_MOV64_IMM(BPF_REG_0, 1));
	emit(cg, BPF_JMP_REG(sign ? s_ops[op] : u_ops[op], BPF_REG_1,
	    BPF_REG_2, 1));
	emit(cg, BPF_MOV64_IMM(BPF_REG_0, 0));
	emit(cg, BPF_MOV64_REG(BPF_REG_1, BPF_REG_0));
}

static bool
dt_cg_signed_cmp(const dt_node_t *l, const dt_node_t *r)
{
	const dt_type_t *a = l->dn_ctype, *b = r->dn_ctype;

	if (!dt_type_is_integer(a) || !dt_type_is_integer(b))
		return false;
	/* after promotion, unsigned wins only at the larger or equal size */
	if (a->dt_size < 4 && b->dt_size < 4)
		return true;
	if (a->dt_size != b->dt_size)
		return a->dt_size > b->dt_size ? a->dt_signed : b->dt_signed;
	return a->dt_signed && b->dt_signed;
}

/* dst = (src != 0) */
static void
dt_cg_truth(dt_cg_t *cg, int dst, int src)
{
	emit(cg, BPF_MOV64_IMM(dst, 0));
	emit(cg, BPF_JMP_IMM(BPF_JEQ, src, 0, 1));
	emit(cg, BPF_MOV64_IMM(dst, 1));
}

static int
dt_cg_logical(dt_cg_t *cg, dt_node_t *n)
{
	uint32_t done = dt_cg_label(cg);
	int s = dt_cg_expr(cg, n->dn_left), r;

	ld(cg, BPF_REG_0, s);
	dt_cg_truth(cg, BPF_REG_1, BPF_REG_0);
	st(cg, s, BPF_REG_1);
	if (n->dn_op == DT_OP_LAND)
		dt_cg_jump(cg, BPF_JMP_IMM(BPF_JEQ, BPF_REG_1, 0, 0), done);
	else if (n->dn_op == DT_OP_LOR)
		dt_cg_jump(cg, BPF_JMP_IMM(BPF_JNE, BPF_REG_1, 0, 0), done);
	r = dt_cg_expr(cg, n->dn_right);
	ld(cg, BPF_REG_0, r);
	dt_cg_truth(cg, BPF_REG_2, BPF_REG_0);
	if (n->dn_op == DT_OP_LXOR) {
		ld(cg, BPF_REG_1, s);
		emit(cg, BPF_ALU64_REG(BPF_XOR, BPF_REG_2, BPF_REG_1));
	}
	st(cg, s, BPF_REG_2);
	dt_cg_free(cg, r);
	dt_cg_place(cg, done);
	return s;
}

/* a relational operator on a string (and a string, char array or char *:
   two char arrays, or a char array and a char *, compare as addresses) */
static bool
dt_cg_is_strcmp(const dt_node_t *n)
{
	return n->dn_op >= DT_OP_LT && n->dn_op <= DT_OP_NE &&
	    (n->dn_left->dn_ctype->dt_kind == DT_TK_STRING ||
	    n->dn_right->dn_ctype->dt_kind == DT_TK_STRING);
}

/* An operand of a comparison or arithmetic: an array in memory is its
   address (a char array among them), anything else its value. */
static int
dt_cg_operand(dt_cg_t *cg, dt_node_t *n)
{
	if (n->dn_ctype->dt_kind == DT_TK_ARRAY &&
	    (n->dn_flags & DT_NF_LVALUE))
		return dt_cg_addr(cg, n);
	return dt_cg_expr(cg, n);
}

/*
 * (type)expr.  An array cast to a pointer is its address (dt_cg_operand),
 * turned into a plain number through dt_mem as alloca()'s addresses are:
 * the verifier then lets D do pointer arithmetic on it that no map value
 * bounds (((int *)a)[i] for any i, past the array as DTrace allows), and
 * every load through it goes through bpf_probe_read_kernel, which faults
 * cleanly wherever it points.  A pointer cast to an integer is turned
 * into a number the same way: curcpu and D's own addresses are pointers
 * the verifier tracks, on which it refuses arithmetic such as >>
 * (((int64_t)curcpu) >> 8).
 */
static int
dt_cg_cast(dt_cg_t *cg, dt_node_t *n)
{
	const dt_type_t *from = n->dn_left->dn_ctype;
	int s;

	if (from->dt_kind == DT_TK_ARRAY || (dt_type_is_pointer(from) &&
	    dt_type_is_integer(n->dn_ctype))) {
		s = dt_cg_operand(cg, n->dn_left);
		ld(cg, BPF_REG_0, s);
		emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_9, BPF_REG_0,
		    DT_MEM_SCRATCH));
		emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_9,
		    DT_MEM_SCRATCH));
	} else {
		s = dt_cg_expr(cg, n->dn_left);
		ld(cg, BPF_REG_0, s);
	}
	dt_cg_normalize(cg, BPF_REG_0, n->dn_ctype);
	st(cg, s, BPF_REG_0);
	return s;
}

static int
dt_cg_binary(dt_cg_t *cg, dt_node_t *n)
{
	int op = n->dn_op, l, r;
	const dt_type_t *lt = n->dn_left->dn_ctype, *rt;

	if (op == DT_OP_LAND || op == DT_OP_LOR || op == DT_OP_LXOR)
		return dt_cg_logical(cg, n);
	if (op == DT_OP_COMMA) {	/* the left's value is discarded */
		uint32_t mark = dt_cg_tstr_mark(cg);

		dt_cg_free(cg, dt_cg_operand(cg, n->dn_left));
		dt_cg_tstr_release(cg, mark);
		return dt_cg_operand(cg, n->dn_right);
	}
	if (dt_cg_is_strcmp(n)) {
		l = dt_cg_strval(cg, n->dn_left, true);
		r = dt_cg_strval(cg, n->dn_right, true);
	} else {
		l = dt_cg_operand(cg, n->dn_left);
		r = dt_cg_operand(cg, n->dn_right);
	}
	rt = n->dn_right->dn_ctype;
	ld(cg, BPF_REG_1, l);
	ld(cg, BPF_REG_2, r);
	if (dt_cg_is_strcmp(n)) {
		dt_cg_str_cmp(cg);	/* dt_cg_str.c */
		emit(cg, BPF_MOV64_REG(BPF_REG_1, BPF_REG_0));
		emit(cg, BPF_MOV64_IMM(BPF_REG_2, 0));
		dt_cg_compare(cg, op, true);
	} else if (op >= DT_OP_LT && op <= DT_OP_NE) {
		dt_cg_compare(cg, op, dt_cg_signed_cmp(n->dn_left,
		    n->dn_right));
	} else if (dt_type_is_pointer(lt) && dt_type_is_pointer(rt)) {
		emit(cg, BPF_ALU64_REG(BPF_SUB, BPF_REG_1, BPF_REG_2));
		if (lt->dt_ref->dt_size > 1)
			emit(cg, BPF_ALU64_IMM(BPF_DIV, BPF_REG_1,
			    (int32_t)lt->dt_ref->dt_size));
	} else if (!dt_type_is_integer(lt) || !dt_type_is_integer(rt)) {
		/* pointer (or string) and integer */
		bool lptr = !dt_type_is_integer(lt);
		const dt_type_t *pt = lptr ? lt : rt;
		int ireg = lptr ? BPF_REG_2 : BPF_REG_1;
		size_t size = dt_type_is_pointer(pt) && pt->dt_ref->dt_size ?
		    pt->dt_ref->dt_size : 1;

		emit(cg, BPF_ALU64_IMM(BPF_MUL, ireg, (int32_t)size));
		emit(cg, BPF_ALU64_REG(op == DT_OP_ADD ? BPF_ADD : BPF_SUB,
		    BPF_REG_1, BPF_REG_2));
		if (n->dn_ctype->dt_kind == DT_TK_STRING) {
			/* string + n: the tail, in a buffer of its own */
			st(cg, l, BPF_REG_1);
			dt_cg_free(cg, r);
			dt_cg_copystr(cg, l, n->dn_ctype, false, false);
			return l;
		}
	} else {
		dt_cg_arith(cg, op, n->dn_ctype);
	}
	st(cg, l, BPF_REG_1);
	dt_cg_free(cg, r);
	return l;
}

static int
dt_cg_unary(dt_cg_t *cg, dt_node_t *n)
{
	int s;

	if (n->dn_op == '*')
		return dt_cg_deref(cg, n);
	if (n->dn_op == '&')
		return dt_cg_addr(cg, n->dn_left);
	s = dt_cg_expr(cg, n->dn_left);
	ld(cg, BPF_REG_0, s);
	switch (n->dn_op) {
	case '-':
		emit(cg, BPF_NEG64(BPF_REG_0));
		break;
	case '~':
		emit(cg, BPF_ALU64_IMM(BPF_XOR, BPF_REG_0, -1));
		break;
	case '!':
		emit(cg, BPF_MOV64_REG(BPF_REG_1, BPF_REG_0));
		emit(cg, BPF_MOV64_IMM(BPF_REG_0, 1));
		emit(cg, BPF_JMP_IMM(BPF_JEQ, BPF_REG_1, 0, 1));
		emit(cg, BPF_MOV64_IMM(BPF_REG_0, 0));
		break;
	}
	st(cg, s, BPF_REG_0);
	return s;
}

/*
 * An lvalue being assigned: a variable, or a dynamic variable's element
 * whose keys are evaluated once, before the value.
 */
typedef struct dt_cg_lval {
	dt_node_t *lv_node;
	const dt_ident_t *lv_id;
	int lv_keys[DT_DVAR_MAXKEYS];
	int lv_nkeys;
} dt_cg_lval_t;

static int
dt_cg_lval_load(dt_cg_t *cg, const dt_cg_lval_t *lv)
{
	if (lv->lv_id->di_kind == DT_ID_DVAR)
		return dt_cg_dvar_load(cg, lv->lv_id, lv->lv_keys);
	return dt_cg_ident(cg, lv->lv_node);
}

static void
dt_cg_lval_store(dt_cg_t *cg, const dt_cg_lval_t *lv, int s)
{
	if (lv->lv_id->di_kind == DT_ID_DVAR)
		dt_cg_dvar_store(cg, lv->lv_id, lv->lv_keys, s);
	else
		dt_cg_store_var(cg, lv->lv_id, s);
}

/*
 * r1 = p += r2 or p -= r2, p a pointer of type t (in r1): an integer
 * counts elements, as in p + i; a pointer (DTrace lets p += q through
 * when q points to p's type or void) is added as it is, or subtracted
 * to a count of elements, as p - q is.
 */
static void
dt_cg_ptr_update(dt_cg_t *cg, int op, const dt_type_t *t,
    const dt_type_t *rt)
{
	int32_t size = t->dt_ref->dt_size ? (int32_t)t->dt_ref->dt_size : 1;
	bool rptr = !dt_type_is_integer(rt);

	if (!rptr)
		emit(cg, BPF_ALU64_IMM(BPF_MUL, BPF_REG_2, size));
	emit(cg, BPF_ALU64_REG(op == DT_OP_SUB ? BPF_SUB : BPF_ADD,
	    BPF_REG_1, BPF_REG_2));
	if (rptr && op == DT_OP_SUB && size > 1)
		emit(cg, BPF_ALU64_IMM(BPF_DIV, BPF_REG_1, size));
}

/*
 * The new value of a compound assignment, ++ or -- (n) whose lvalue held
 * the value in slot old: into a new slot, normalised to the lvalue's type.
 */
int
dt_cg_update(dt_cg_t *cg, dt_node_t *n, int old)
{
	const dt_type_t *t = n->dn_left->dn_ctype;
	int s;

	if (n->dn_kind == DT_N_ASSIGN) {
		s = dt_cg_expr(cg, n->dn_right);
		ld(cg, BPF_REG_1, old);
		ld(cg, BPF_REG_2, s);
		if (dt_type_is_pointer(t))
			dt_cg_ptr_update(cg, n->dn_op, t,
			    n->dn_right->dn_ctype);
		else
			dt_cg_arith(cg, n->dn_op, t->dt_size >=
			    n->dn_right->dn_ctype->dt_size && t->dt_size >= 4 ?
			    t : n->dn_right->dn_ctype);
	} else {
		s = dt_cg_slot(cg);
		ld(cg, BPF_REG_1, old);
		emit(cg, BPF_ALU64_IMM(n->dn_op == '+' ? BPF_ADD : BPF_SUB,
		    BPF_REG_1, dt_type_is_pointer(t) ?
		    (int32_t)t->dt_ref->dt_size : 1));
	}
	dt_cg_normalize(cg, BPF_REG_1, t);
	st(cg, s, BPF_REG_1);
	return s;
}

/*
 * The value of a compound assignment, ++ or -- (n) once stored: the new
 * value in slot s, or for a postfix x++ or x-- the old one in slot old;
 * the other slot is freed (old may be -1: none).
 */
int
dt_cg_update_value(dt_cg_t *cg, const dt_node_t *n, int s, int old)
{
	if (n->dn_kind == DT_N_POSTINC) {
		dt_cg_free(cg, s);
		return old;
	}
	if (old >= 0)
		dt_cg_free(cg, old);
	return s;
}

/* Assignment, compound assignment, ++ and --: all to D variables. */
static int
dt_cg_assign(dt_cg_t *cg, dt_node_t *n)
{
	dt_cg_lval_t lv = { .lv_node = n->dn_left,
	    .lv_id = n->dn_left->dn_ident };
	const dt_type_t *t = lv.lv_node->dn_ctype;
	int s, old;

	if (lv.lv_id == NULL && (lv.lv_node->dn_flags & DT_NF_PTRSTORE))
		return dt_cg_assign_ptr(cg, n);	/* dt_cg_store.c */
	if (lv.lv_id == NULL && (lv.lv_node->dn_flags & DT_NF_WRITABLE))
		return dt_cg_assign_var_member(cg, n);	/* dt_cg_print.c */
	if (dt_cg_is_dvar(lv.lv_node) && dt_type_is_byref(t))
		return dt_cg_dvar_assign_sou(cg, n);	/* dt_cg_dvar.c */
	if (lv.lv_node->dn_kind == DT_N_IDENT && (t->dt_kind == DT_TK_STRUCT ||
	    t->dt_kind == DT_TK_UNION) && (lv.lv_id->di_kind == DT_ID_GLOBAL ||
	    lv.lv_id->di_kind == DT_ID_THIS))
		return dt_cg_store_sou(cg, n, dt_cg_var_dest(cg, lv.lv_id),
		    false);			/* dt_cg_store.c */
	if (lv.lv_id == NULL || lv.lv_id->di_kind == DT_ID_BUILTIN) {
		cg->cg_unsupported = "assignment to this kind of lvalue";
		return dt_cg_slot(cg);
	}
	lv.lv_nkeys = dt_cg_dvar_keys(cg, lv.lv_node, lv.lv_keys);
	if (n->dn_kind == DT_N_ASSIGN && n->dn_op == '=') {
		s = dt_cg_expr(cg, n->dn_right);
		if (!dt_type_is_string(t)) {
			ld(cg, BPF_REG_0, s);
			dt_cg_normalize(cg, BPF_REG_0, t);
			st(cg, s, BPF_REG_0);
		}
		dt_cg_lval_store(cg, &lv, s);
		dt_cg_dvar_free(cg, lv.lv_keys, lv.lv_nkeys);
		return s;
	}
	if (lv.lv_id->di_kind == DT_ID_DVAR && n->dn_kind != DT_N_ASSIGN &&
	    !dt_type_is_string(t)) {			/* x[k]++ */
		s = dt_cg_dvar_step(cg, n, lv.lv_id, lv.lv_keys);
		dt_cg_dvar_free(cg, lv.lv_keys, lv.lv_nkeys);
		return s;
	}
	old = dt_cg_lval_load(cg, &lv);
	s = dt_cg_update(cg, n, old);
	dt_cg_lval_store(cg, &lv, s);
	dt_cg_dvar_free(cg, lv.lv_keys, lv.lv_nkeys);
	return dt_cg_update_value(cg, n, s, old);
}

/* x[keys] or self->x[keys] */
static int
dt_cg_assoc(dt_cg_t *cg, dt_node_t *n)
{
	int keys[DT_DVAR_MAXKEYS], nkeys = dt_cg_dvar_keys(cg, n, keys);
	int s = dt_cg_dvar_load(cg, n->dn_ident, keys);

	dt_cg_dvar_free(cg, keys, nkeys);
	return s;
}

/* Evaluate n into slot dst, normalised to type t (a string: the string a
   char * or char array holds, copied). */
static void
dt_cg_expr_into(dt_cg_t *cg, dt_node_t *n, int dst, const dt_type_t *t)
{
	int s = t->dt_kind == DT_TK_STRING ? dt_cg_strval(cg, n, false) :
	    dt_cg_expr(cg, n);

	ld(cg, BPF_REG_0, s);
	dt_cg_normalize(cg, BPF_REG_0, t);
	st(cg, dst, BPF_REG_0);
	dt_cg_free(cg, s);
}

static int
dt_cg_ternary(dt_cg_t *cg, dt_node_t *n)
{
	uint32_t other = dt_cg_label(cg), done = dt_cg_label(cg);
	int c = dt_cg_expr(cg, n->dn_cond);

	ld(cg, BPF_REG_0, c);
	dt_cg_jump(cg, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), other);
	dt_cg_expr_into(cg, n->dn_left, c, n->dn_ctype);
	dt_cg_jump(cg, BPF_JMP_A(0), done);
	dt_cg_place(cg, other);
	dt_cg_expr_into(cg, n->dn_right, c, n->dn_ctype);
	dt_cg_place(cg, done);
	return c;
}

/*
 * Read the string at the address in slot s with helper (probe_read_kernel
 * or _user _str), at most r2 bytes (set by the caller), into a temporary
 * string, and leave the temporary's address in s; a bad address is a
 * fault, except NULL when nullstr says it reads as "" (string comparison).
 * A D string value must point to a string buffer in map memory:
 * string comparison reads it directly.
 */
static void
dt_cg_readstr(dt_cg_t *cg, int s, int helper, bool nullstr)
{
	uint32_t off = dt_cg_newtstring(cg), ok = dt_cg_label(cg);

	emit(cg, BPF_MOV64_REG(BPF_REG_1, BPF_REG_9));
	emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, (int32_t)off));
	/* an empty string first: a read that fails leaves nothing behind */
	emit(cg, BPF_ST_MEM(BPF_B, BPF_REG_1, 0, 0));
	ld(cg, BPF_REG_3, s);
	if (nullstr)
		dt_cg_jump(cg, BPF_JMP_IMM(BPF_JEQ, BPF_REG_3, 0, 0), ok);
	dt_cg_call(cg, helper);
	dt_cg_jump(cg, BPF_JMP_IMM(BPF_JSGE, BPF_REG_0, 0, 0), ok);
	ld(cg, BPF_REG_1, s);
	dt_cg_fault(cg, DT_FLT_BADADDR, BPF_REG_1);
	dt_cg_place(cg, ok);
	emit(cg, BPF_MOV64_REG(BPF_REG_0, BPF_REG_9));
	emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_0, (int32_t)off));
	st(cg, s, BPF_REG_0);
}

/*
 * How many bytes to read for a string of type t: strbytes, or for a char
 * array shorter than that its length and the NUL (which the _str helpers
 * write at the end instead of reading past the array).
 */
int32_t
dt_cg_strread(const dt_cg_t *cg, const dt_type_t *t, uint32_t max)
{
	if (t->dt_kind == DT_TK_ARRAY && t->dt_nelems > 0 &&
	    t->dt_nelems < max)
		return (int32_t)t->dt_nelems + 1;
	return (int32_t)max;
}

/* The string (of type t) at the address in slot s, as a D string in s:
   the kernel's, or the traced process's if user; NULL as "" if nullstr. */
static void
dt_cg_copystr(dt_cg_t *cg, int s, const dt_type_t *t, bool user,
    bool nullstr)
{
	emit(cg, BPF_MOV64_IMM(BPF_REG_2, dt_cg_strread(cg, t,
	    (uint32_t)cg->cg_dtp->dt_opts.strbytes)));
	dt_cg_readstr(cg, s, user ? BPF_FUNC_probe_read_user_str :
	    BPF_FUNC_probe_read_kernel_str, nullstr);
}

/*
 * copyinstr(addr [, max]): the user string at addr, at most strsize (or
 * max) characters, in a temporary string.
 */
static int
dt_cg_copyinstr(dt_cg_t *cg, dt_node_t *n)
{
	uint32_t size = (uint32_t)cg->cg_dtp->dt_opts.strbytes;
	int s = dt_cg_expr(cg, n->dn_args), m = -1;
	uint32_t small = dt_cg_label(cg);

	if (n->dn_args->dn_next != NULL)
		m = dt_cg_expr(cg, n->dn_args->dn_next);
	emit(cg, BPF_MOV64_IMM(BPF_REG_2, (int32_t)size));
	if (m >= 0) {		/* min(max + 1, strbytes): room for the NUL */
		ld(cg, BPF_REG_0, m);
		emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_0, 1));
		dt_cg_jump(cg, BPF_JMP_REG(BPF_JGE, BPF_REG_0, BPF_REG_2, 0),
		    small);
		emit(cg, BPF_MOV64_REG(BPF_REG_2, BPF_REG_0));
		dt_cg_place(cg, small);
		dt_cg_free(cg, m);
	}
	dt_cg_readstr(cg, s, BPF_FUNC_probe_read_user_str, false);
	return s;
}

/*
 * A string-valued expression as a D string: char arrays are copied, and
 * so is the string at a char * (an operand of a string comparison, where
 * a NULL char * compares as "", as DTrace's string comparison has it:
 * nullstr).
 */
static int
dt_cg_strval(dt_cg_t *cg, dt_node_t *n, bool nullstr)
{
	int s = dt_cg_expr(cg, n);

	if (n->dn_ctype->dt_kind != DT_TK_STRING)
		dt_cg_copystr(cg, s, n->dn_ctype,
		    n->dn_flags & DT_NF_USERLAND, nullstr);
	return s;
}

/* stringof(ptr or char array): the string at that address, copied */
static int
dt_cg_stringof(dt_cg_t *cg, dt_node_t *n)
{
	int s = dt_cg_expr(cg, n->dn_left);

	if (n->dn_left->dn_ctype->dt_kind != DT_TK_STRING)
		dt_cg_copystr(cg, s, n->dn_left->dn_ctype,
		    n->dn_left->dn_flags & DT_NF_USERLAND, false);
	return s;
}

static int
dt_cg_node(dt_cg_t *cg, dt_node_t *n)
{
	int s;

	if (n->dn_flags & DT_NF_CONST) {
		s = dt_cg_slot(cg);
		dt_cg_imm(cg, BPF_REG_0, n->dn_int);
		st(cg, s, BPF_REG_0);
		return s;
	}
	switch (n->dn_kind) {
	case DT_N_STR:
		s = dt_cg_slot(cg);
		dt_cg_mapval(cg, BPF_REG_0, "dt_strtab", (uint32_t)n->dn_reg);
		st(cg, s, BPF_REG_0);
		return s;
	case DT_N_IDENT:
		return dt_cg_ident(cg, n);
	case DT_N_UNARY:
		return dt_cg_unary(cg, n);
	case DT_N_BINARY:
		return dt_cg_binary(cg, n);
	case DT_N_ASSIGN: case DT_N_PREINC: case DT_N_POSTINC:
		return dt_cg_assign(cg, n);
	case DT_N_TERNARY:
		return dt_cg_ternary(cg, n);
	case DT_N_CAST:
		return dt_cg_cast(cg, n);
	case DT_N_STRINGOF:
		return dt_cg_stringof(cg, n);
	case DT_N_CALL:
		if (strcmp(n->dn_str, "copyinstr") == 0)
			return dt_cg_copyinstr(cg, n);
		if (dt_subr_lookup(n->dn_str) != NULL)	/* dt_cg_str.c */
			return dt_cg_subr(cg, n);
		if (dt_stack_kind(n->dn_ctype))		/* dt_cg_stack.c */
			return dt_cg_stackfn(cg, n);
		cg->cg_unsupported = n->dn_str;
		return dt_cg_slot(cg);
	case DT_N_INDEX:
		if (n->dn_ident != NULL &&
		    ((dt_ident_t *)n->dn_ident)->di_kind == DT_ID_BUILTIN)
			return dt_cg_uregs(cg, n);	/* dt_cg_uregs.c */
		if (n->dn_ident != NULL &&
		    ((dt_ident_t *)n->dn_ident)->di_kind == DT_ID_DVAR)
			return dt_cg_assoc(cg, n);
		return dt_cg_deref(cg, n);
	case DT_N_MEMBER: case DT_N_PTRMEMBER:
		return dt_cg_deref(cg, n);
	case DT_N_XLSTRUCT:		/* dt_cg_print.c */
		return dt_cg_xlstruct(cg, n);
	default:
		cg->cg_unsupported = "this expression";
		return dt_cg_slot(cg);
	}
}

/* An expression's value into a slot; the temporary strings it made and
   its value cannot be in released (dt_cg_tstr.c). */
int
dt_cg_expr(dt_cg_t *cg, dt_node_t *n)
{
	return dt_cg_tstr_expr(cg, n, dt_cg_node);
}

/* ---- the code generator's interface to its other files ------------------ */

void dt_cg_emit(dt_cg_t *cg, struct bpf_insn i) { emit(cg, i); }
void dt_cg_ld(dt_cg_t *cg, int reg, int slot) { ld(cg, reg, slot); }
void dt_cg_st(dt_cg_t *cg, int slot, int reg) { st(cg, slot, reg); }
void dt_cg_loadimm(dt_cg_t *cg, int reg, uint64_t v) { dt_cg_imm(cg, reg, v); }
int dt_cg_newslot(dt_cg_t *cg) { return dt_cg_slot(cg); }
void dt_cg_freeslot(dt_cg_t *cg, int slot) { dt_cg_free(cg, slot); }

/* reg = the stack address of a slot (a key or value for a helper) */
void
dt_cg_slotaddr(dt_cg_t *cg, int reg, int slot)
{
	emit(cg, BPF_MOV64_REG(reg, FP));
	emit(cg, BPF_ALU64_IMM(BPF_ADD, reg, SLOT_OFF(slot)));
}

/* Two adjacent slots: 16 bytes at dt_cg_slotaddr(the one returned). */
int
dt_cg_newslotpair(dt_cg_t *cg)
{
	uint64_t skipped = 0;
	int prev = dt_cg_slot(cg), cur;

	while ((cur = dt_cg_slot(cg)) != prev + 1 && !cg->cg_toodeep) {
		skipped |= 1ULL << prev;
		prev = cur;
	}
	cg->cg_slots &= ~skipped;
	return cur;
}
int
dt_cg_value(dt_cg_t *cg, dt_node_t *n)
{
	return dt_type_is_string(n->dn_ctype) ? dt_cg_strval(cg, n, false) :
	    dt_cg_expr(cg, n);
}

void dt_cg_helper(dt_cg_t *cg, int helper) { dt_cg_call(cg, helper); }
int dt_cg_lvaddr(dt_cg_t *cg, dt_node_t *n) { return dt_cg_addr(cg, n); }
void
dt_cg_loadmem(dt_cg_t *cg, int addrslot, const dt_type_t *t)
{
	dt_cg_load(cg, addrslot, t);
}

void dt_cg_raise(dt_cg_t *cg, int f, int reg) { dt_cg_fault(cg, f, reg); }
void dt_cg_libcall(dt_cg_t *cg, const char *f) { dt_cg_call_lib(cg, f); }
void dt_cg_map(dt_cg_t *cg, int reg, const char *m) { dt_cg_mapfd(cg, reg, m); }
uint32_t dt_cg_newlabel(dt_cg_t *cg) { return dt_cg_label(cg); }
void dt_cg_setlabel(dt_cg_t *cg, uint32_t l) { dt_cg_place(cg, l); }

void
dt_cg_mapaddr(dt_cg_t *cg, int reg, const char *map, uint32_t off)
{
	dt_cg_mapval(cg, reg, map, off);
}

void
dt_cg_goto(dt_cg_t *cg, struct bpf_insn insn, uint32_t label)
{
	dt_cg_jump(cg, insn, label);
}
