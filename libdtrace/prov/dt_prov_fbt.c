/*
 * dt_prov_fbt.c -- the fbt provider: fbt:<module>:<function>:entry and
 * :return for every kernel function the kernel can trace.
 *
 * Which functions there are comes from dt_prov_fbt_btf.c, read on first
 * use: a description whose provider cannot be fbt, or whose name cannot
 * be entry or return, never pays for it, so `dtrace -l -P syscall` and
 * scripts without fbt stay fast.  Probes are made as descriptions name
 * them (po_provide); `dtrace -l -P fbt` makes them all.
 *
 * Two ways to attach, chosen for each enabled probe before its program is
 * generated (po_prepare), because the program's type and context differ:
 *
 *  - fentry/fexit (BPF_PROG_TYPE_TRACING, BPF_TRACE_FENTRY/FEXIT, the
 *    function's BTF id as attach_btf_id; kernel >= 5.5, x86-64 BPF
 *    trampolines): the context is the arguments as u64[], and for fexit
 *    the return value after them.  Tried first: a two-instruction
 *    program is loaded for the function to see whether the kernel takes
 *    it (lockdown and some hardened kernels refuse with EPERM);
 *  - a kprobe or kretprobe perf event (the kprobe PMU, kernel >= 4.17,
 *    CONFIG_KPROBES): BPF_PROG_TYPE_KPROBE with pt_regs as context.
 *
 * If neither works the probe cannot be enabled, and loading it fails with
 * a message naming both missing kernel features; nothing is left behind.
 *
 * For tests, DTRACE_DEBUG_KPROBE=1 in the environment takes the kprobe
 * way even where fentry works or kprobes are missing: the kprobe
 * programs are generated and loaded (the verifier checks them), and
 * without kprobes attaching fails with the message that says so.
 *
 * Arguments, as Oracle's Linux DTrace gives them: at entry, arg0..argN
 * are the function's arguments (typed args[] from BTF); at return, arg0
 * is -1 (the offset of the returning instruction is not known: fexit and
 * kretprobes fire after it) and arg1 the return value.
 */
#include <errno.h>
#include <fnmatch.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <linux/perf_event.h>
#include <bpf/bpf.h>

#include "dt_impl.h"
#include "base/dt_file.h"
#include "base/dt_kfeat.h"
#include "cg/dt_cg_tramp.h"
#include "prov/dt_fbt.h"

#define DT_FBT_KRETPROBE_BIT \
	"/sys/bus/event_source/devices/kprobe/format/retprobe"

extern const dt_provops_t dt_prov_fbt_kprobe;

static dt_fbt_t *
dt_fbt_table(dtrace_hdl_t *dtp)
{
	if (dtp->dt_fbt == NULL)
		dtp->dt_fbt = dt_fbt_table_read();
	return dtp->dt_fbt;
}

static dt_fbt_func_t *
dt_fbt_func(dtrace_hdl_t *dtp, const dt_probe_t *pr)
{
	return &dt_fbt_table(dtp)->fb_funcs[pr->pr_arg];
}

static bool
dt_fbt_is_return(const dt_probe_t *pr)
{
	return strcmp(pr->pr_name, "return") == 0;
}

/* Make the entry and return probes (those in want) of function i. */
static int
dt_fbt_make(dtrace_hdl_t *dtp, dt_fbt_t *fb, size_t i, int want)
{
	dt_fbt_func_t *f = &fb->fb_funcs[i];
	int n = 0;

	if ((want & DT_FBT_ENTRY) && !(f->ff_made & DT_FBT_ENTRY)) {
		dt_probe_create(dtp, &dt_prov_fbt, f->ff_mod, f->ff_name,
		    "entry", i);
		n++;
	}
	if ((want & DT_FBT_RETURN) && !(f->ff_made & DT_FBT_RETURN)) {
		dt_probe_create(dtp, &dt_prov_fbt, f->ff_mod, f->ff_name,
		    "return", i);
		n++;
	}
	f->ff_made |= (uint8_t)want;
	return n;
}

static bool
dt_fbt_glob(const char *pat, const char *s)
{
	return pat[0] == '\0' || fnmatch(pat, s, 0) == 0;
}

/* The first of the n functions of sorted v whose name is not below name
   (n if none). */
static size_t
dt_fbt_lower(const dt_fbt_func_t *v, size_t n, const char *name)
{
	size_t lo = 0, hi = n;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (strcmp(v[mid].ff_name, name) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/* The first function named name in the sorted table (or fb_nfuncs). */
static size_t
dt_fbt_first(const dt_fbt_t *fb, const char *name)
{
	return dt_fbt_lower(fb->fb_funcs, fb->fb_nfuncs, name);
}

/* The vmlinux function called name, or NULL (for lockstat's probes, which
   sit on kernel functions: dt_prov_lockstat_fn.c). */
dt_fbt_func_t *
dt_fbt_find(dtrace_hdl_t *dtp, const char *name)
{
	dt_fbt_t *fb = dt_fbt_table(dtp);
	size_t i;

	for (i = dt_fbt_first(fb, name); i < fb->fb_nfuncs &&
	    strcmp(fb->fb_funcs[i].ff_name, name) == 0; i++)
		if (strcmp(fb->fb_funcs[i].ff_mod, "vmlinux") == 0)
			return &fb->fb_funcs[i];
	return NULL;
}

/* The first whole-function copy of vmlinux's function name (the table is
   sorted: name.constprop.0 before name.isra.0), or NULL. */
dt_fbt_func_t *
dt_fbt_find_copy(dtrace_hdl_t *dtp, const char *name)
{
	dt_fbt_t *fb = dt_fbt_table(dtp);
	size_t len = strlen(name), lo = dt_fbt_lower(fb->fb_copies,
	    fb->fb_ncopies, name);

	if (lo < fb->fb_ncopies && strncmp(fb->fb_copies[lo].ff_name, name,
	    len) == 0 && fb->fb_copies[lo].ff_name[len] == '.')
		return &fb->fb_copies[lo];
	return NULL;
}

static int
dt_prov_fbt_provide(dtrace_hdl_t *dtp, const char *prov, const char *mod,
    const char *fun, const char *name)
{
	int want = 0, n = 0;
	dt_fbt_t *fb;
	size_t i;

	if (!dt_fbt_glob(prov, "fbt"))
		return 0;
	if (dt_fbt_glob(name, "entry"))
		want |= DT_FBT_ENTRY;
	if (dt_fbt_glob(name, "return"))
		want |= DT_FBT_RETURN;
	if (want == 0)
		return 0;
	fb = dt_fbt_table(dtp);
	if (fun[0] != '\0' && strpbrk(fun, "*?[\\") == NULL) {
		for (i = dt_fbt_first(fb, fun); i < fb->fb_nfuncs &&
		    strcmp(fb->fb_funcs[i].ff_name, fun) == 0; i++)
			if (dt_fbt_glob(mod, fb->fb_funcs[i].ff_mod))
				n += dt_fbt_make(dtp, fb, i, want);
		return n;
	}
	for (i = 0; i < fb->fb_nfuncs; i++)
		if ((fb->fb_funcs[i].ff_made & want) != want &&
		    dt_fbt_glob(fun, fb->fb_funcs[i].ff_name) &&
		    dt_fbt_glob(mod, fb->fb_funcs[i].ff_mod))
			n += dt_fbt_make(dtp, fb, i, want);
	return n;
}

/*
 * Would the kernel load an fentry (or fexit) program for the function?
 * 0, or the errno of its refusal.
 */
int
dt_fbt_fentry_err(const dt_fbt_func_t *f, bool ret)
{
	static const struct bpf_insn ret0[] = {
		BPF_MOV64_IMM(BPF_REG_0, 0), BPF_EXIT_INSN()
	};
	LIBBPF_OPTS(bpf_prog_load_opts, opts,
	    .expected_attach_type = ret ? BPF_TRACE_FEXIT : BPF_TRACE_FENTRY,
	    .attach_btf_id = f->ff_btfid);
	int fd;

	if (f->ff_btfid == 0 || strcmp(f->ff_mod, "vmlinux") != 0)
		return ENOENT;		/* no BTF id to attach to */
	fd = bpf_prog_load(BPF_PROG_TYPE_TRACING, "dt_fbt_try", "GPL", ret0,
	    2, &opts);
	if (fd < 0)
		return errno;
	close(fd);
	return 0;
}

/* DTRACE_DEBUG_KPROBE=1: the kprobe way whatever the kernel has (tests) */
static bool
dt_fbt_kprobes_forced(void)
{
	return dt_debug_set("DTRACE_DEBUG_KPROBE");
}

/* How f attaches (DT_FBT_*), decided on first use: fentry (or fexit, if
   ret) where the kernel takes it, else kprobes where it has them. */
int
dt_fbt_decide(dtrace_hdl_t *dtp, dt_fbt_func_t *f, bool ret)
{
	int err;

	if (f->ff_via != DT_FBT_UNDECIDED)
		return f->ff_via;
	err = dt_fbt_fentry_err(f, ret);
	f->ff_fentry_err = err;
	if (dt_fbt_kprobes_forced())
		f->ff_via = DT_FBT_KPROBE;
	else
		f->ff_via = err == 0 ? DT_FBT_FENTRY :
		    dt_kfeat_has(dtp, DT_KF_KPROBES) ? DT_FBT_KPROBE : DT_FBT_NONE;
	return f->ff_via;
}

/* Why pr on function f cannot attach: no fentry and no kprobes (or, with
   DTRACE_DEBUG_KPROBE, no kprobes). */
int
dt_fbt_nokprobes(dtrace_hdl_t *dtp, const dt_probe_t *pr,
    const dt_fbt_func_t *f)
{
	if (f->ff_fentry_err == 0)
		return dt_set_err(dtp, "could not enable tracing: "
		    "%s:%s:%s:%s: this kernel has no kprobes "
		    "(DTRACE_DEBUG_KPROBE=1 asked for them)", pr->pr_prov,
		    pr->pr_mod, pr->pr_func, pr->pr_name);
	return dt_set_err(dtp, "could not enable tracing: %s:%s:%s:%s: "
	    "this kernel cannot attach fentry programs (%s) and has no "
	    "kprobes", pr->pr_prov, pr->pr_mod, pr->pr_func, pr->pr_name,
	    f->ff_btfid == 0 ? "no BTF for the function" :
	    strerror(f->ff_fentry_err));
}

static void
dt_prov_fbt_prepare(dtrace_hdl_t *dtp, dt_probe_t *pr)
{
	dt_fbt_func_t *f = dt_fbt_func(dtp, pr);

	if (pr->pr_ops != &dt_prov_fbt)
		return;			/* chose kprobes already */
	if (dt_fbt_decide(dtp, f, dt_fbt_is_return(pr)) == DT_FBT_KPROBE)
		pr->pr_ops = &dt_prov_fbt_kprobe;
}

static int
dt_prov_fbt_load_opts(dtrace_hdl_t *dtp, const dt_probe_t *pr,
    struct bpf_prog_load_opts *opts)
{
	dt_fbt_func_t *f = dt_fbt_func(dtp, pr);

	if (f->ff_via == DT_FBT_NONE)
		return dt_fbt_nokprobes(dtp, pr, f);
	opts->expected_attach_type = dt_fbt_is_return(pr) ?
	    BPF_TRACE_FEXIT : BPF_TRACE_FENTRY;
	opts->attach_btf_id = f->ff_btfid;
	return 0;
}

static void
dt_fbt_tramp_store(dt_cg_t *cg, int ctxoff, int arg)
{
	dt_cg_tramp_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_1,
	    (int16_t)ctxoff));
	dt_cg_tramp_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_9, BPF_REG_0,
	    (int16_t)(DT_MEM_ARGS + 8 * arg)));
}

/* arg0 = -1: where in the function it returned from is not known */
static void
dt_fbt_tramp_retoff(dt_cg_t *cg)
{
	dt_cg_tramp_emit(cg, BPF_MOV64_IMM(BPF_REG_0, -1));
	dt_cg_tramp_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_9, BPF_REG_0,
	    DT_MEM_ARGS));
}

/* fentry: args from the u64[] context; fexit: -1, the return value */
static void
dt_prov_fbt_trampoline(dt_cg_t *cg, dt_probe_t *pr)
{
	dtrace_hdl_t *dtp = dt_cg_dtp(cg);
	dt_fbt_func_t *f = dt_fbt_func(dtp, pr);
	int slots[DT_MEM_NARGS], nslots = 0, n, i;

	n = dt_fbt_arg_slots(dtp->dt_fbt, f->ff_btfid, slots, DT_MEM_NARGS,
	    &nslots);
	dt_cg_tramp_zero_args(cg);
	dt_cg_tramp_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_10, -8));
	if (dt_fbt_is_return(pr)) {
		dt_fbt_tramp_retoff(cg);
		if (n >= 0 && !dt_fbt_returns_void(dtp->dt_fbt, f->ff_btfid))
			dt_fbt_tramp_store(cg, 8 * nslots, 1);
		return;
	}
	for (i = 0; i < n && i < DT_MEM_NARGS; i++)
		dt_fbt_tramp_store(cg, 8 * slots[i], i);
}

/* kprobe: the argument registers; kretprobe: -1, the return register */
static void
dt_prov_fbt_kprobe_trampoline(dt_cg_t *cg, dt_probe_t *pr)
{
	dtrace_hdl_t *dtp = dt_cg_dtp(cg);
	dt_fbt_func_t *f = dt_fbt_func(dtp, pr);
	int slots[DT_MEM_NARGS], nslots = 0, n;

	if (dt_fbt_is_return(pr)) {
		dt_cg_tramp_zero_args(cg);
		dt_fbt_tramp_retoff(cg);
		dt_uprobe_tramp_rval(cg, BPF_REG_0);
		dt_cg_tramp_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_9, BPF_REG_0,
		    DT_MEM_ARGS + 8));
		return;
	}
	/* stack arguments would need kernel reads: registers only */
	n = dt_fbt_arg_slots(dtp->dt_fbt, f->ff_btfid, slots, DT_MEM_NARGS,
	    &nslots);
	dt_uprobe_tramp_regargs(cg, n < 0 || n > 6 ? 6 : n);
}

static int
dt_prov_fbt_attach(dtrace_hdl_t *dtp, dt_probe_t *pr, int prog)
{
	int fd = bpf_raw_tracepoint_open(NULL, prog);

	if (fd < 0)
		return dt_set_err(dtp, "cannot enable %s:%s:%s:%s: fentry "
		    "attach: %s", pr->pr_prov, pr->pr_mod, pr->pr_func,
		    pr->pr_name, strerror(errno));
	dt_probe_keep_fd(pr, fd);
	return 0;
}

/*
 * A kprobe perf event on the function: config1 points at its name (which
 * must outlive the perf_event_open() call), config bit "retprobe" (from
 * the PMU's format directory) asks for a kretprobe.  The program runs on
 * every CPU whatever the event's CPU.
 */
void
dt_fbt_kprobe_attr(struct perf_event_attr *attr, const char *func, bool ret)
{
	char fmt[64] = "";
	int bit = 0;
	FILE *fp;

	memset(attr, 0, sizeof(*attr));
	attr->size = sizeof(*attr);
	attr->type = (uint32_t)dt_read_int(DT_KPROBE_PMU_TYPE, -1);
	attr->config1 = (uint64_t)(uintptr_t)func;
	if (!ret)
		return;
	if ((fp = fopen(DT_FBT_KRETPROBE_BIT, "r")) != NULL) {
		if (fgets(fmt, sizeof(fmt), fp) == NULL ||
		    sscanf(fmt, "config:%d", &bit) != 1)
			bit = 0;
		fclose(fp);
	}
	attr->config |= 1ULL << bit;
}

static int
dt_prov_fbt_kprobe_attach(dtrace_hdl_t *dtp, dt_probe_t *pr, int prog)
{
	struct perf_event_attr attr;

	if (!dt_kfeat_has(dtp, DT_KF_KPROBES))
		return dt_fbt_nokprobes(dtp, pr, dt_fbt_func(dtp, pr));
	dt_fbt_kprobe_attr(&attr, pr->pr_func, dt_fbt_is_return(pr));
	return dt_perf_attach(dtp, pr, &attr, 0, prog);
}

/* args[i]: entry, the BTF types of the arguments; return, uint64_t and
   the return type */
static bool
dt_prov_fbt_argdesc(dtrace_hdl_t *dtp, const dt_probe_t *pr, int i,
    dt_argdesc_t *ad)
{
	dt_fbt_func_t *f = dt_fbt_func(dtp, pr);
	int n = dt_fbt_types(dtp->dt_fbt, f), k;
	const char *s;

	if (n < 0 || i < 0)
		return false;
	if (dt_fbt_is_return(pr)) {
		if (i > 1 || (i == 1 &&
		    dt_fbt_returns_void(dtp->dt_fbt, f->ff_btfid)))
			return false;
		if (i == 0) {
			*ad = (dt_argdesc_t){ "uint64_t", NULL, 0, false };
			return true;
		}
		i = n;			/* the return type, after the args */
	} else if (i >= n || i >= DT_MEM_NARGS)
		return false;
	for (s = f->ff_types, k = 0; k < i; k++)
		s += strlen(s) + 1;
	*ad = (dt_argdesc_t){ s, NULL, dt_fbt_is_return(pr) ? 1 : i, false };
	return true;
}

static void
dt_prov_fbt_teardown(dtrace_hdl_t *dtp)
{
	dt_fbt_table_free(dtp->dt_fbt);
	dtp->dt_fbt = NULL;
}

/* DTrace's stability for fbt: provider, module, function, name, args */
static const dt_attr_t dt_fbt_attr[5] = {
	{ DT_STAB_EVOLVING, DT_STAB_EVOLVING, DT_CLASS_COMMON },
	{ DT_STAB_PRIVATE, DT_STAB_PRIVATE, DT_CLASS_UNKNOWN },
	{ DT_STAB_PRIVATE, DT_STAB_PRIVATE, DT_CLASS_ISA },
	{ DT_STAB_EVOLVING, DT_STAB_EVOLVING, DT_CLASS_COMMON },
	{ DT_STAB_PRIVATE, DT_STAB_PRIVATE, DT_CLASS_ISA },
};

const dt_provops_t dt_prov_fbt = {
	.po_name = "fbt",
	.po_btf = true,
	.po_attr = dt_fbt_attr,
	.po_provide = dt_prov_fbt_provide,
	.po_progtype = BPF_PROG_TYPE_TRACING,
	.po_prepare = dt_prov_fbt_prepare,
	.po_load_opts = dt_prov_fbt_load_opts,
	.po_trampoline = dt_prov_fbt_trampoline,
	.po_attach = dt_prov_fbt_attach,
	.po_argdesc = dt_prov_fbt_argdesc,
	.po_teardown = dt_prov_fbt_teardown,
};

/* the probes po_prepare moved to kprobes: not in the provider list */
const dt_provops_t dt_prov_fbt_kprobe = {
	.po_name = "fbt",
	.po_attr = dt_fbt_attr,
	.po_progtype = BPF_PROG_TYPE_KPROBE,
	.po_trampoline = dt_prov_fbt_kprobe_trampoline,
	.po_attach = dt_prov_fbt_kprobe_attach,
	.po_argdesc = dt_prov_fbt_argdesc,
};
