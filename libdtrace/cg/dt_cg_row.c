/*
 * dt_cg_row.c -- the code generator's side of shared programs (see
 * dt_share.c): a program that serves many probes reads what differs
 * between them from the firing probe's row of dt_prows, which the
 * prologue copies into this CPU's dt_mem (cg_rowoff), found by the
 * attachment's cookie.  In ERROR's clauses, inlined in such a program,
 * the probe is dtrace:::ERROR, whose identity is constant.
 */
#include <string.h>

#include "dt_impl.h"
#include "cg/dt_cg.h"
#include "types/dt_ident.h"

/* Does the probe's identity come from its row (a shared program)?  Not
   in ERROR's clauses: those are of the one dtrace:::ERROR probe. */
bool
dt_cg_from_row(const dt_cg_t *cg)
{
	return cg->cg_shared && !cg->cg_in_error;
}

/* reg = a field of the firing probe's row (size BPF_W or BPF_DW) */
void
dt_cg_rowval(dt_cg_t *cg, int reg, int32_t off, int size)
{
	dt_cg_emit(cg, BPF_MOV64_REG(reg, BPF_REG_9));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, reg, (int32_t)cg->cg_rowoff));
	dt_cg_emit(cg, BPF_LDX_MEM(size, reg, reg, (int16_t)off));
}

/* reg = the EPID of the current clause for the firing probe */
void
dt_cg_row_epid(dt_cg_t *cg, int reg)
{
	dt_cg_rowval(cg, reg, DT_ROW_EPIDS + 4 * cg->cg_clause, BPF_W);
}

/*
 * r0 = probeprov, probemod, probefunc or probename (which = 0..3): a
 * string constant, or in a shared program a temporary string copied from
 * dt_pnames at the row's offset.  The offset is masked so that the
 * verifier sees a bounded pointer; the copy is bounded by strsize.
 */
void
dt_cg_probename(dt_cg_t *cg, int which)
{
	dt_probe_t *pr = cg->cg_probe;
	const char *names[4] = { pr->pr_prov, pr->pr_mod, pr->pr_func,
	    pr->pr_name };
	uint32_t off;

	if (!dt_cg_from_row(cg)) {	/* a string constant */
		dt_cg_mapaddr(cg, BPF_REG_0, "dt_strtab", dt_strtab_add(
		    cg->cg_dtp, names[which], strlen(names[which])));
		return;
	}
	off = dt_cg_newtstring(cg);
	dt_cg_rowval(cg, BPF_REG_0, DT_ROW_NAMES + 4 * which, BPF_W);
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_AND, BPF_REG_0, 0x0fffffff));
	dt_cg_mapaddr(cg, BPF_REG_3, "dt_pnames", 0);
	dt_cg_emit(cg, BPF_ALU64_REG(BPF_ADD, BPF_REG_3, BPF_REG_0));
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_1, BPF_REG_9));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, (int32_t)off));
	dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_2,
	    (int32_t)cg->cg_dtp->dt_opts.strbytes));
	dt_cg_helper(cg, BPF_FUNC_probe_read_kernel_str);
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_0, BPF_REG_9));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_0, (int32_t)off));
}


/*
 * A shared program: copy the row of the probe that fired, found by the
 * attachment's cookie (bpf_get_attach_cookie: uprobe_multi links, Linux
 * 6.6), into dt_mem; return if there is none.
 */
void
dt_cg_load_row(dt_cg_t *cg)
{
	uint32_t size = cg->cg_dtp->dt_rowsize;

	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_10, -8));
	dt_cg_helper(cg, BPF_FUNC_get_attach_cookie);
	dt_cg_emit(cg, BPF_STX_MEM(BPF_W, BPF_REG_9, BPF_REG_0, DT_MEM_KEY));
	dt_cg_map(cg, BPF_REG_1, "dt_prows");
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_2, BPF_REG_9));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, DT_MEM_KEY));
	dt_cg_helper(cg, BPF_FUNC_map_lookup_elem);
	dt_cg_tramp_exit_unless(cg, BPF_REG_0);
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_1, BPF_REG_9));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, (int32_t)cg->cg_rowoff));
	for (uint32_t k = 0; k < size; k += 8) {
		dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_2, BPF_REG_0, (int16_t)k));
		dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_1, BPF_REG_2, (int16_t)k));
	}
}


/* reg = the probe's pr_arg: a constant, or the firing probe's, from its
   row, in a shared program */
void
dt_cg_tramp_probe_arg(dt_cg_t *cg, int reg)
{
	if (cg->cg_shared)
		dt_cg_rowval(cg, reg, DT_ROW_ARG, BPF_DW);
	else
		dt_cg_loadimm(cg, reg, cg->cg_probe->pr_arg);
}
