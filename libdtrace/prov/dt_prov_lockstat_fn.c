/*
 * dt_prov_lockstat_fn.c -- lockstat's acquire and release probes
 * (adaptive-acquire, adaptive-acquire-error, adaptive-release,
 * rw-acquire, rw-release, spin-acquire, spin-release), on the return of
 * the kernel's lock functions, attached as fbt attaches (dt_prov_fbt.c):
 * an fexit program (BPF_PROG_TYPE_TRACING, kernel >= 5.5), whose context
 * is the function's arguments as u64[], so the lock (the first argument)
 * is known at the return without being kept from the entry.
 *
 * A probe covers several functions (rw-acquire: _raw_read_lock,
 * _raw_write_lock_irqsave, _raw_read_trylock, ...; dt_prov_lockstat.c
 * lists them).  An fexit program is loaded for one function (its BTF id),
 * so the probe's one generated program is loaded once for each function
 * the kernel has, and each attachment carries the function's cookie
 * (kernel >= 5.19 for fexit cookies; the loading and attaching are the
 * stable providers', dt_kfn_attach in dt_prov_stable_fn.c): whether it
 * is a reader's function
 * (rw-*: arg1 RW_READER 1, else RW_WRITER 0) and which return values
 * count (a trylock fires only when it took the lock, returning 1;
 * adaptive-acquire-error only when mutex_lock_interruptible or
 * mutex_lock_killable failed, with arg1 their -errno), read with
 * bpf_get_func_ret() (kernel >= 5.17).
 *
 * Where the kernel refuses fentry programs but has kprobes, po_prepare
 * moves the probe to its kprobe way (dt_prov_lockstat_fn_kprobe, below;
 * dt_kfn_kprobe.c): a kretprobe on each function, which does not see the
 * function's arguments, so a kprobe at the entry keeps them for it, as
 * Oracle's DTrace keeps the lock.  The trampoline is the same: it reads
 * the lock with dt_stable_ctx() and the return value with
 * dt_stable_fn_ret(), which know where each way has them.  (Oracle's
 * DTrace leaves these probes out before 5.10, whose kretprobes on
 * spinlock functions could deadlock; the kprobe way needs cookies on
 * perf events, 5.15, past that.)  Where the kernel has neither,
 * enabling one of these probes fails with fbt's message.
 */
#include <stdlib.h>
#include <string.h>
#include <bpf/bpf.h>

#include "prov/dt_lockstat.h"
#include "prov/dt_fbt.h"
#include "prov/dt_prov_stable.h"

#define R(n)	BPF_REG_##n

static const dt_lockstat_probe_t *
dt_lsfn_probe(const dt_probe_t *pr)
{
	return &dt_lockstat_probes[pr->pr_arg];
}

/* The first function's fexit options, or why the probe cannot attach. */
static int
dt_lsfn_load_opts(dtrace_hdl_t *dtp, const dt_probe_t *pr,
    struct bpf_prog_load_opts *opts)
{
	return dt_kfn_load_opts(dtp, pr, dt_lsfn_probe(pr)->lp_fns, true,
	    opts);
}

/* whether some function of the probe filters by its return value */
static bool
dt_lsfn_filters(const dt_lockstat_probe_t *lp)
{
	const dt_lockstat_fn_t *fn;

	for (fn = lp->lp_fns; fn->kf_name != NULL; fn++)
		if ((fn->kf_cookie >> 1) != DT_LS_FN_ANY)
			return true;
	return false;
}

/*
 * The cookie's filter (r7) against the return value: OK keeps 0, TRY
 * keeps 1, ERR keeps the rest, as arg1 (an int, sign-extended).
 */
static void
dt_lsfn_tramp_filter(dt_cg_t *cg)
{
	uint32_t done = dt_cg_newlabel(cg), try = dt_cg_newlabel(cg);
	uint32_t err = dt_cg_newlabel(cg);

	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JEQ, R(7), DT_LS_FN_ANY, 0), done);
	dt_stable_fn_ret(cg, R(8));
	dt_cg_tramp_emit(cg, BPF_ALU64_IMM(BPF_LSH, R(8), 32));
	dt_cg_tramp_emit(cg, BPF_ALU64_IMM(BPF_ARSH, R(8), 32));
	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JNE, R(7), DT_LS_FN_OK, 0), try);
	dt_cg_tramp_exit_if(cg, BPF_JEQ, R(8), 0);
	dt_cg_goto(cg, BPF_JMP_A(0), done);
	dt_cg_setlabel(cg, try);
	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JNE, R(7), DT_LS_FN_TRY, 0), err);
	dt_cg_tramp_exit_if(cg, BPF_JEQ, R(8), 1);
	dt_cg_goto(cg, BPF_JMP_A(0), done);
	dt_cg_setlabel(cg, err);
	dt_cg_tramp_exit_if(cg, BPF_JNE, R(8), 0);
	dt_cg_tramp_emit(cg, BPF_STX_MEM(BPF_DW, R(9), R(8), DT_MEM_ARGS + 8));
	dt_cg_setlabel(cg, done);
}

/* fexit: arg0 = the lock; the cookie gives arg1's kind and the filter */
static void
dt_lsfn_trampoline(dt_cg_t *cg, dt_probe_t *pr)
{
	const dt_lockstat_probe_t *lp = dt_lsfn_probe(pr);
	bool filters = dt_lsfn_filters(lp);

	dt_cg_tramp_zero_args(cg);
	dt_stable_ctx(cg, R(0), 0);
	dt_stable_setarg(cg, 0, R(0));
	if (!lp->lp_kind && !filters)
		return;
	dt_cg_tramp_emit(cg, BPF_LDX_MEM(BPF_DW, R(1), R(10), -8));
	dt_cg_helper(cg, BPF_FUNC_get_attach_cookie);
	/* the lower half: a kprobe's upper half is the function's index
	   (dt_kfn_kprobe.c) */
	dt_cg_tramp_emit(cg, BPF_MOV32_REG(R(7), R(0)));
	if (lp->lp_kind) {
		dt_cg_tramp_emit(cg, BPF_ALU64_IMM(BPF_AND, R(0),
		    DT_LS_FN_READER));
		dt_cg_tramp_emit(cg, BPF_STX_MEM(BPF_DW, R(9), R(0),
		    DT_MEM_ARGS + 8));
	}
	dt_cg_tramp_emit(cg, BPF_ALU64_IMM(BPF_RSH, R(7), 1));
	if (filters)
		dt_lsfn_tramp_filter(cg);
}

/* Attach prog, and a copy to each other function (dt_stable_fn.h). */
static int
dt_lsfn_attach(dtrace_hdl_t *dtp, dt_probe_t *pr, int prog)
{
	return dt_kfn_attach(dtp, pr, prog, dt_lsfn_probe(pr)->lp_fns, true);
}

/* ---- the kprobe way (dt_kfn_kprobe.c) -------------------------------- */

static void
dt_lsfn_kprobe_trampoline(dt_cg_t *cg, dt_probe_t *pr)
{
	dt_kfn_kprobe_tramp(cg, true);
	dt_lsfn_trampoline(cg, pr);
}

static int
dt_lsfn_kprobe_load_opts(dtrace_hdl_t *dtp, const dt_probe_t *pr,
    struct bpf_prog_load_opts *opts)
{
	(void)opts;
	return dt_kfn_kprobe_load_opts(dtp, pr, dt_lsfn_probe(pr)->lp_fns);
}

static int
dt_lsfn_kprobe_attach(dtrace_hdl_t *dtp, dt_probe_t *pr, int prog)
{
	return dt_kfn_kprobe_attach(dtp, pr, prog, dt_lsfn_probe(pr)->lp_fns,
	    true);
}

static const dt_provops_t dt_prov_lockstat_fn_kprobe = {
	.po_name = "lockstat",
	.po_attr = dt_stable_attr,
	.po_progtype = BPF_PROG_TYPE_KPROBE,
	.po_prepare = dt_lockstat_fn_prepare,
	.po_load_opts = dt_lsfn_kprobe_load_opts,
	.po_trampoline = dt_lsfn_kprobe_trampoline,
	.po_attach = dt_lsfn_kprobe_attach,
	.po_argdesc = dt_lockstat_argdesc,
};

/* Before code generation: the kprobe way where fentry is refused and
   the kernel has kprobes (kept if chosen before). */
void
dt_lockstat_fn_prepare(dtrace_hdl_t *dtp, dt_probe_t *pr)
{
	if (pr->pr_ops != &dt_prov_lockstat_fn_kprobe &&
	    dt_kfn_prepare(dtp, dt_lsfn_probe(pr)->lp_fns, true))
		pr->pr_ops = &dt_prov_lockstat_fn_kprobe;
}

/* the probes po_prepare moved here: not in the provider list */
const dt_provops_t dt_prov_lockstat_fn = {
	.po_name = "lockstat",
	.po_attr = dt_stable_attr,
	.po_progtype = BPF_PROG_TYPE_TRACING,
	.po_prepare = dt_lockstat_fn_prepare,
	.po_load_opts = dt_lsfn_load_opts,
	.po_trampoline = dt_lsfn_trampoline,
	.po_attach = dt_lsfn_attach,
	.po_argdesc = dt_lockstat_argdesc,
};
