/*
 * dt_prov_stable.h -- what the stable providers (proc, sched, io, ip,
 * tcp, udp) share: a probe is one entry of its provider's table (its
 * pr_arg points to it), sits on one raw tracepoint, and has a trampoline
 * that turns the tracepoint's arguments into the probe's (see
 * dt_prov_stable.c).
 */
#ifndef DT_PROV_STABLE_H
#define DT_PROV_STABLE_H

#include "dt_impl.h"
#include "cg/dt_cg_tramp.h"

#define DT_STABLE_MAXARGS	6

typedef struct dt_stable_probe {
	const char *sp_name;		/* "signal-send" */
	const char *sp_group;		/* its tracefs group: "signal", or
					   NULL: a bare tracepoint */
	const char *sp_tp;		/* raw tracepoint: signal_generate */
	/* emit the code that sets arg0.. from the tracepoint's arguments
	   (ctx[i]), returning early when this firing is not the probe's */
	void (*sp_tramp)(dt_cg_t *);
	/* args[i]: native type, translated type, which argN (ad_native
	   NULL: no more) */
	dt_argdesc_t sp_args[DT_STABLE_MAXARGS];
} dt_stable_probe_t;

/* the stability of the stable providers' probes */
extern const dt_attr_t dt_stable_attr[5];

void dt_stable_populate(dtrace_hdl_t *, const dt_provops_t *,
    const dt_stable_probe_t *, size_t n);
/* only tab[from] .. tab[to - 1], for a provider that puts a probe of
   another kind between them (sched:::tick) */
void dt_stable_populate_range(dtrace_hdl_t *, const dt_provops_t *,
    const dt_stable_probe_t *, size_t from, size_t to);
/* for po_may_list: could vmlinux::<name> of tab[0 .. n) match fld, and
   are fld's module and function a stable probe's */
bool dt_stable_may(char *const fld[4], const dt_stable_probe_t *tab,
    size_t n);
bool dt_stable_fields_may(char *const fld[4]);
/* whether the kernel has the probe's tracepoint */
bool dt_stable_has_tp(dtrace_hdl_t *, const dt_stable_probe_t *);
bool dt_stable_argdesc(const dt_stable_probe_t *, int i, dt_argdesc_t *);

/* a probe's entry of its table, and the provider operations on it */
const dt_stable_probe_t *dt_stable_probe(const dt_probe_t *);
void dt_stable_trampoline(dt_cg_t *, dt_probe_t *);	/* sp_tramp */
int dt_stable_attach(dtrace_hdl_t *, dt_probe_t *, int prog);
bool dt_stable_probe_argdesc(dtrace_hdl_t *, const dt_probe_t *, int i,
    dt_argdesc_t *);

/* the operations of a provider of table probes; populate and may_list
   are its own, and prepare (NULL, or one that moves probes to kernel
   functions: dt_stable_fn_take) */
#define DT_STABLE_OPS_PREPARE(prov, populate, may_list, prepare) {	\
	.po_name = prov,					\
	.po_attr = dt_stable_attr,				\
	.po_populate = populate,				\
	.po_may_list = may_list,				\
	.po_progtype = BPF_PROG_TYPE_RAW_TRACEPOINT,		\
	.po_prepare = prepare,					\
	.po_trampoline = dt_stable_trampoline,			\
	.po_attach = dt_stable_attach,				\
	.po_argdesc = dt_stable_probe_argdesc,			\
}
#define DT_STABLE_OPS(prov, populate, may_list)			\
	DT_STABLE_OPS_PREPARE(prov, populate, may_list, NULL)

/* for trampolines: reg = the raw tracepoint's argument i */
void dt_stable_ctx(dt_cg_t *, int reg, int i);
/* argN = reg */
void dt_stable_setarg(dt_cg_t *, int n, int reg);
/* argN = the size-byte value at reg + off in kernel memory (0 if it
   cannot be read, or off is -1); clobbers r0-r5 */
void dt_stable_readarg(dt_cg_t *, int n, int reg, int32_t off, int size);
/* the byte offset of a member ("sa.sa_handler": nested) of a kernel
   struct, or -1 */
int dt_stable_offsetof(dt_cg_t *, const char *sou, const char *member);
/* reg = the 4- or 8-byte value at reg + off in kernel memory (0 if it
   cannot be read, or off is -1); clobbers r0-r5 */
void dt_stable_deref(dt_cg_t *, int reg, int32_t off, int size);
/* reg = the 4-byte member of struct task_struct at reg (pid, tgid), or
   0; clobbers r0-r5 */
void dt_stable_task_int(dt_cg_t *, int reg, const char *member);

#endif
