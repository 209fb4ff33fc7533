/*
 * dt_stable_fn.h -- stable probes (proc, sched, io) that this kind of
 * kernel offers no tracepoint for, placed on kernel functions by fentry
 * or fexit as fbt attaches (dt_prov_stable_fn.c), or by kprobes where
 * the kernel refuses fentry (dt_kfn_kprobe.c): sched:::enqueue on
 * enqueue_task_fair(), io:::wait-done on the return of submit_bio_wait().
 */
#ifndef DT_STABLE_FN_H
#define DT_STABLE_FN_H

#include "prov/dt_prov_stable.h"

/* one kernel function of a probe, and the attachment's cookie, which
   the probe's trampoline finds in r7 (its meaning is the probe's) */
typedef struct dt_stable_kfn {
	const char *kf_name;		/* "enqueue_task_fair" */
	uint32_t kf_cookie;
	bool kf_copy;			/* or, where the kernel has no such
					   function in BTF, a compiler-made
					   copy of it by kprobe (its entry
					   only: no arguments read) */
} dt_stable_kfn_t;

typedef struct dt_stable_fn_probe {
	const char *sf_name;		/* "enqueue" */
	const dt_stable_kfn_t *sf_fns;	/* NULL-ended */
	bool sf_exit;			/* fexit: at the return, else fentry */
	/* emit the code that sets arg0.. from the function's arguments
	   (dt_stable_ctx(cg, reg, i): the u64 array that is the context),
	   with the cookie in r7, returning early when this call is not a
	   firing of the probe */
	void (*sf_tramp)(dt_cg_t *);
	dt_argdesc_t sf_args[DT_STABLE_MAXARGS];
} dt_stable_fn_probe_t;

/*
 * The kernel-function layer, shared with lockstat's acquire and release
 * probes: a probe's program loaded for the first of its functions that
 * the kernel has in BTF (fentry, or fexit if exit), and a copy attached
 * to each other one, each with its function's cookie.
 */
int dt_kfn_load_opts(dtrace_hdl_t *, const dt_probe_t *,
    const dt_stable_kfn_t *fns, bool exit, struct bpf_prog_load_opts *);
int dt_kfn_attach(dtrace_hdl_t *, dt_probe_t *, int prog,
    const dt_stable_kfn_t *fns, bool exit);

/*
 * The kprobe way of the same (dt_kfn_kprobe.c), for kernels that refuse
 * fentry: dt_kfn_prepare() (from po_prepare, before code generation)
 * says whether the probe takes it; its program (BPF_PROG_TYPE_KPROBE)
 * starts with dt_kfn_kprobe_tramp() and is attached by
 * dt_kfn_kprobe_attach().  The cookie in r7 is as with fentry.
 */
bool dt_kfn_prepare(dtrace_hdl_t *, const dt_stable_kfn_t *fns, bool exit);
int dt_kfn_kprobe_load_opts(dtrace_hdl_t *, const dt_probe_t *,
    const dt_stable_kfn_t *fns);
void dt_kfn_kprobe_tramp(dt_cg_t *, bool exit);
int dt_kfn_kprobe_attach(dtrace_hdl_t *, dt_probe_t *, int prog,
    const dt_stable_kfn_t *fns, bool exit);
void dt_kfn_args_map(dtrace_hdl_t *);
/* the function fn if the kernel has it in BTF (or, for a kf_copy, a copy
   of it to kprobe), else NULL */
struct dt_fbt_func *dt_kfn_func(dtrace_hdl_t *, const dt_stable_kfn_t *fn);

/* the probe <ops->po_name>:vmlinux::<sf_name>, whatever the kernel has:
   its functions are looked for when it is enabled */
void dt_stable_fn_create(dtrace_hdl_t *, const dt_provops_t *ops,
    const dt_stable_fn_probe_t *);
/* for po_may_list: could vmlinux::<sf_name> of tab[0 .. n) match fld? */
bool dt_stable_fn_may(char *const fld[4], const dt_stable_fn_probe_t *tab,
    size_t n);

/* for a provider's variant (dt_provops_t) on kernel functions */
int dt_stable_fn_load_opts(dtrace_hdl_t *, const dt_probe_t *,
    struct bpf_prog_load_opts *);
void dt_stable_fn_trampoline(dt_cg_t *, dt_probe_t *);
int dt_stable_fn_attach(dtrace_hdl_t *, dt_probe_t *, int prog);
bool dt_stable_fn_argdesc(dtrace_hdl_t *, const dt_probe_t *, int i,
    dt_argdesc_t *);

/* for trampolines of fexit probes: reg = the function's return value
   (bpf_get_func_ret(), kernel >= 5.17); clobbers r0-r5 */
void dt_stable_fn_ret(dt_cg_t *, int reg);

void dt_stable_fn_prepare(dtrace_hdl_t *, dt_probe_t *);

/*
 * For the po_prepare of a provider whose tracepoint probes kernel
 * functions serve better where the kernel can attach them (the network
 * providers: the socket a segment arrives on, which a device's
 * tracepoint cannot know): pr moves to the probe of its name in tab (n
 * entries), if any (its operations and pr_arg become that one's), when
 * the kernel can attach the first of its functions, by fentry or
 * kprobes.  DTRACE_DEBUG_STABLE_TP=1 keeps every probe on its tracepoint
 * (tests).
 */
void dt_stable_fn_take(dtrace_hdl_t *, dt_probe_t *,
    const dt_stable_fn_probe_t *tab, size_t n);

#define DT_STABLE_FN_OPS(prov) {				\
	.po_name = prov,					\
	.po_attr = dt_stable_attr,				\
	.po_progtype = BPF_PROG_TYPE_TRACING,			\
	.po_prepare = dt_stable_fn_prepare,			\
	.po_load_opts = dt_stable_fn_load_opts,			\
	.po_trampoline = dt_stable_fn_trampoline,		\
	.po_attach = dt_stable_fn_attach,			\
	.po_argdesc = dt_stable_fn_argdesc,			\
}

#endif
