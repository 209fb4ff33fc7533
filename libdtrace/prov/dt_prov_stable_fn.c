/*
 * dt_prov_stable_fn.c -- the stable probes that sit on kernel functions
 * rather than tracepoints: sched:::change-pri, enqueue and dequeue,
 * proc:::signal-clear, io:::wait-start and wait-done (the tables are in
 * their providers' files).  Oracle Linux DTrace builds these on fbt
 * probes; here they attach as fbt does (dt_prov_fbt.c): an fentry or
 * fexit program (BPF_PROG_TYPE_TRACING, kernel >= 5.5) whose context is
 * the function's arguments as u64[], the same shape as a raw
 * tracepoint's, so a probe's trampoline reads them with dt_stable_ctx().
 *
 * A probe may cover several functions (enqueue: enqueue_task_fair,
 * enqueue_task_rt, ... one a scheduling class).  An fentry program is
 * loaded for one function (its BTF id), so the probe's one generated
 * program is loaded again for each further function the kernel has, and
 * each attachment carries the function's cookie (kernel >= 5.19 for
 * tracing cookies), read into r7 before the probe's trampoline runs.
 * Functions this kernel lacks in BTF (inlined, or of a scheduling class
 * not built) are passed over.
 *
 * Where the kernel refuses fentry programs but has kprobes, po_prepare
 * moves the probe to its kprobe way (dt_stable_fn_kprobe, below; the
 * programs and attachments are dt_kfn_kprobe.c's): a kprobe, or for an
 * fexit probe a kretprobe whose arguments a kprobe at the entry keeps,
 * as Oracle's DTrace does.  Where it has neither, enabling one of these
 * probes fails with fbt's message.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <bpf/bpf.h>
#include <bpf/btf.h>

#include "prov/dt_stable_fn.h"
#include "prov/dt_fbt.h"
#include "link/dt_load_btf.h"

#define R(n)	BPF_REG_##n

static const dt_stable_fn_probe_t *
dt_sfn_probe(const dt_probe_t *pr)
{
	return (const dt_stable_fn_probe_t *)(uintptr_t)pr->pr_arg;
}

void
dt_stable_fn_create(dtrace_hdl_t *dtp, const dt_provops_t *ops,
    const dt_stable_fn_probe_t *sp)
{
	dt_probe_create(dtp, ops, "vmlinux", "", sp->sf_name,
	    (uint64_t)(uintptr_t)sp);
}

_Static_assert(offsetof(dt_stable_fn_probe_t, sf_name) == 0,
    "dt_probe_table_may() finds the name first");

bool
dt_stable_fn_may(char *const fld[4], const dt_stable_fn_probe_t *tab,
    size_t n)
{
	return dt_stable_fields_may(fld) &&
	    dt_probe_table_may(fld[3], tab, n, sizeof(*tab));
}

static uint32_t
dt_kfn_type(bool exit)
{
	return exit ? BPF_TRACE_FEXIT : BPF_TRACE_FENTRY;
}

/* A function this kernel has in BTF, or NULL; for a kf_copy function
   the kernel has only as a copy (finish_task_switch.isra.0, which has
   no BTF: dt_fbt_decide() gives it to kprobes), the copy. */
dt_fbt_func_t *
dt_kfn_func(dtrace_hdl_t *dtp, const dt_stable_kfn_t *fn)
{
	dt_fbt_func_t *f = dt_fbt_find(dtp, fn->kf_name);

	if (f != NULL && f->ff_btfid != 0)
		return f;
	return fn->kf_copy ? dt_fbt_find_copy(dtp, fn->kf_name) : NULL;
}

/* The first of the functions fns this kernel has, or NULL. */
static dt_fbt_func_t *
dt_kfn_first(dtrace_hdl_t *dtp, const dt_stable_kfn_t *fns)
{
	const dt_stable_kfn_t *fn;
	dt_fbt_func_t *f;

	for (fn = fns; fn->kf_name != NULL; fn++)
		if ((f = dt_kfn_func(dtp, fn)) != NULL)
			return f;
	return NULL;
}

/* Does the probe on fns take the kprobe way (dt_kfn_kprobe.c)?  Decided
   on the first function the kernel has, as loading decides fentry. */
bool
dt_kfn_prepare(dtrace_hdl_t *dtp, const dt_stable_kfn_t *fns, bool exit)
{
	dt_fbt_func_t *f = dt_kfn_first(dtp, fns);

	if (f == NULL || dt_fbt_decide(dtp, f, exit) != DT_FBT_KPROBE)
		return false;
	if (exit)
		dt_kfn_args_map(dtp);
	return true;
}

static int
dt_kfn_nofuncs(dtrace_hdl_t *dtp, const dt_probe_t *pr,
    const dt_stable_kfn_t *fns)
{
	return dt_set_err(dtp, "could not enable tracing: %s:%s:%s:%s: "
	    "this kernel has none of its functions (%s, ...) to trace",
	    pr->pr_prov, pr->pr_mod, pr->pr_func, pr->pr_name,
	    fns[0].kf_name);
}

/* The first function's load options, or why the probe cannot attach. */
int
dt_kfn_load_opts(dtrace_hdl_t *dtp, const dt_probe_t *pr,
    const dt_stable_kfn_t *fns, bool exit, struct bpf_prog_load_opts *opts)
{
	dt_fbt_func_t *f = dt_kfn_first(dtp, fns);

	if (f == NULL)
		return dt_kfn_nofuncs(dtp, pr, fns);
	if (dt_fbt_decide(dtp, f, exit) != DT_FBT_FENTRY)
		return dt_fbt_nokprobes(dtp, pr, f);
	opts->expected_attach_type = dt_kfn_type(exit);
	opts->attach_btf_id = f->ff_btfid;
	return 0;
}

/* kprobes: nothing to load with, unless the kernel has no function */
int
dt_kfn_kprobe_load_opts(dtrace_hdl_t *dtp, const dt_probe_t *pr,
    const dt_stable_kfn_t *fns)
{
	return dt_kfn_first(dtp, fns) == NULL ? dt_kfn_nofuncs(dtp, pr, fns) :
	    0;
}

int
dt_stable_fn_load_opts(dtrace_hdl_t *dtp, const dt_probe_t *pr,
    struct bpf_prog_load_opts *opts)
{
	const dt_stable_fn_probe_t *sp = dt_sfn_probe(pr);

	return dt_kfn_load_opts(dtp, pr, sp->sf_fns, sp->sf_exit, opts);
}

/* whether some function of the probe has a cookie for the trampoline */
static bool
dt_sfn_has_cookies(const dt_stable_fn_probe_t *sp)
{
	const dt_stable_kfn_t *fn;

	for (fn = sp->sf_fns; fn->kf_name != NULL; fn++)
		if (fn->kf_cookie != 0)
			return true;
	return false;
}

/* r7 = the attachment's cookie (0 if no function of the probe has one),
   then the probe's own code */
void
dt_stable_fn_trampoline(dt_cg_t *cg, dt_probe_t *pr)
{
	const dt_stable_fn_probe_t *sp = dt_sfn_probe(pr);

	dt_cg_tramp_zero_args(cg);
	dt_cg_tramp_emit(cg, BPF_MOV64_IMM(R(7), 0));
	if (dt_sfn_has_cookies(sp)) {
		dt_cg_tramp_emit(cg, BPF_LDX_MEM(BPF_DW, R(1), R(10), -8));
		dt_cg_helper(cg, BPF_FUNC_get_attach_cookie);
		/* the lower half: a kprobe's upper half is the function's
		   index (dt_kfn_kprobe.c) */
		dt_cg_tramp_emit(cg, BPF_MOV32_REG(R(7), R(0)));
	}
	sp->sf_tramp(cg);
}

void
dt_stable_fn_ret(dt_cg_t *cg, int reg)
{
	if (dt_cg_kfncopy(cg)) {		/* kretprobe: copied (dt_kfn_kprobe.c) */
		dt_cg_tramp_emit(cg, BPF_MOV64_REG(reg, R(9)));
		dt_cg_tramp_emit(cg, BPF_ALU64_IMM(BPF_ADD, reg,
		    (int32_t)(dt_cg_kfnoff(cg) + DT_KFN_RVAL)));
		dt_cg_tramp_emit(cg, BPF_LDX_MEM(BPF_DW, reg, reg, 0));
		return;
	}
	dt_cg_tramp_emit(cg, BPF_LDX_MEM(BPF_DW, R(1), R(10), -8));
	dt_cg_tramp_emit(cg, BPF_MOV64_REG(R(2), R(9)));
	dt_cg_tramp_emit(cg, BPF_ALU64_IMM(BPF_ADD, R(2), DT_MEM_SCRATCH));
	dt_cg_helper(cg, BPF_FUNC_get_func_ret);
	dt_cg_tramp_emit(cg, BPF_LDX_MEM(BPF_DW, reg, R(9), DT_MEM_SCRATCH));
}

/* Another copy of the probe's program, for function f. */
static int
dt_kfn_load_copy(const dt_probe_t *pr, const dt_fbt_func_t *f, bool exit)
{
	LIBBPF_OPTS(bpf_prog_load_opts, opts,
	    .expected_attach_type = dt_kfn_type(exit),
	    .attach_btf_id = f->ff_btfid);
	struct bpf_func_info *fi;
	struct btf *btf;
	int fd, err;

	/* a program with a callback carries BTF (dt_load_btf.c) */
	if (dt_load_btf_opts(&pr->pr_bpf, &opts, &btf, &fi) != 0)
		return -1;
	fd = bpf_prog_load(BPF_PROG_TYPE_TRACING, "dt_probe", "GPL",
	    pr->pr_bpf.dp_insns, pr->pr_bpf.dp_ninsns, &opts);
	err = errno;
	free(fi);
	btf__free(btf);
	errno = err;
	return fd;
}

/* Attach prog (loaded for the first function), and a copy to each other
   function the kernel has, each with its cookie; the links are the
   probe's to close. */
int
dt_kfn_attach(dtrace_hdl_t *dtp, dt_probe_t *pr, int prog,
    const dt_stable_kfn_t *fns, bool exit)
{
	dt_fbt_func_t *first = dt_kfn_first(dtp, fns), *f;
	const dt_stable_kfn_t *fn;

	for (fn = fns; fn->kf_name != NULL; fn++) {
		LIBBPF_OPTS(bpf_link_create_opts, lo,
		    .tracing.cookie = fn->kf_cookie);
		int fd = prog, link;

		if ((f = dt_kfn_func(dtp, fn)) == NULL)
			continue;
		if (f != first && (fd = dt_kfn_load_copy(pr, f, exit)) < 0)
			return dt_set_err(dtp, "cannot enable %s:%s:%s:%s: "
			    "program for %s: %s", pr->pr_prov, pr->pr_mod,
			    pr->pr_func, pr->pr_name, fn->kf_name,
			    strerror(errno));
		link = bpf_link_create(fd, 0, dt_kfn_type(exit), &lo);
		if (fd != prog)
			close(fd);	/* the link holds it */
		if (link < 0)
			return dt_set_err(dtp, "cannot enable %s:%s:%s:%s: "
			    "attach to %s: %s", pr->pr_prov, pr->pr_mod,
			    pr->pr_func, pr->pr_name, fn->kf_name,
			    strerror(errno));
		dt_probe_keep_fd(pr, link);
	}
	return 0;
}

int
dt_stable_fn_attach(dtrace_hdl_t *dtp, dt_probe_t *pr, int prog)
{
	const dt_stable_fn_probe_t *sp = dt_sfn_probe(pr);

	return dt_kfn_attach(dtp, pr, prog, sp->sf_fns, sp->sf_exit);
}

/* ---- the kprobe way (dt_kfn_kprobe.c) -------------------------------- */

static void
dt_stable_fn_kprobe_trampoline(dt_cg_t *cg, dt_probe_t *pr)
{
	dt_kfn_kprobe_tramp(cg, dt_sfn_probe(pr)->sf_exit);
	dt_stable_fn_trampoline(cg, pr);
}

static int
dt_stable_fn_kprobe_load_opts(dtrace_hdl_t *dtp, const dt_probe_t *pr,
    struct bpf_prog_load_opts *opts)
{
	(void)opts;
	return dt_kfn_kprobe_load_opts(dtp, pr, dt_sfn_probe(pr)->sf_fns);
}

static int
dt_stable_fn_kprobe_attach(dtrace_hdl_t *dtp, dt_probe_t *pr, int prog)
{
	const dt_stable_fn_probe_t *sp = dt_sfn_probe(pr);

	return dt_kfn_kprobe_attach(dtp, pr, prog, sp->sf_fns, sp->sf_exit);
}

/* the probes of any stable provider that po_prepare moved to kprobes
   (not in the provider list: po_name is the probe's own provider's) */
static const dt_provops_t dt_stable_fn_kprobe = {
	.po_attr = dt_stable_attr,
	.po_progtype = BPF_PROG_TYPE_KPROBE,
	.po_prepare = dt_stable_fn_prepare,
	.po_load_opts = dt_stable_fn_kprobe_load_opts,
	.po_trampoline = dt_stable_fn_kprobe_trampoline,
	.po_attach = dt_stable_fn_kprobe_attach,
	.po_argdesc = dt_stable_fn_argdesc,
};

/* Before code generation: the kprobe way where fentry is refused and
   the kernel has kprobes (kept if chosen before). */
void
dt_stable_fn_prepare(dtrace_hdl_t *dtp, dt_probe_t *pr)
{
	const dt_stable_fn_probe_t *sp = dt_sfn_probe(pr);

	if (pr->pr_ops != &dt_stable_fn_kprobe &&
	    dt_kfn_prepare(dtp, sp->sf_fns, sp->sf_exit))
		pr->pr_ops = &dt_stable_fn_kprobe;
}

/* the tracepoint probes that moved to their function way (fentry; the
   kprobe way is dt_stable_fn_kprobe's, as for any function probe) */
static const dt_provops_t dt_stable_fn_moved = DT_STABLE_FN_OPS(NULL);

void
dt_stable_fn_take(dtrace_hdl_t *dtp, dt_probe_t *pr,
    const dt_stable_fn_probe_t *tab, size_t n)
{
	const dt_stable_fn_probe_t *sp = NULL;
	dt_fbt_func_t *f;
	size_t i;

	for (i = 0; i < n && sp == NULL; i++)
		if (strcmp(tab[i].sf_name, pr->pr_name) == 0)
			sp = &tab[i];
	if (sp == NULL || dt_debug_set("DTRACE_DEBUG_STABLE_TP") ||
	    (f = dt_kfn_first(dtp, sp->sf_fns)) == NULL ||
	    dt_fbt_decide(dtp, f, sp->sf_exit) == DT_FBT_NONE)
		return;
	pr->pr_ops = &dt_stable_fn_moved;
	pr->pr_arg = (uint64_t)(uintptr_t)sp;
	dt_stable_fn_prepare(dtp, pr);
}

bool
dt_stable_fn_argdesc(dtrace_hdl_t *dtp, const dt_probe_t *pr, int i,
    dt_argdesc_t *ad)
{
	const dt_stable_fn_probe_t *sp = dt_sfn_probe(pr);

	(void)dtp;
	if (i < 0 || i >= DT_STABLE_MAXARGS || sp->sf_args[i].ad_native ==
	    NULL)
		return false;
	*ad = sp->sf_args[i];
	return true;
}
