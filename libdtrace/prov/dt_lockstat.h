/*
 * dt_lockstat.h -- what the lockstat provider's two halves share: the
 * table of its probes (dt_prov_lockstat.c: the contention probes, on the
 * lock tracepoints) and the kernel functions of its acquire and release
 * probes (dt_prov_lockstat_fn.c, on fexit).
 */
#ifndef DT_LOCKSTAT_H
#define DT_LOCKSTAT_H

#include "dt_impl.h"
#include "cg/dt_cg_tramp.h"
#include "prov/dt_stable_fn.h"

#define DT_LS_MAXARGS	3

/* How an acquire or release probe's function filters its firings, by
   its return value (the fexit program's cookie, bits 1-2). */
enum {
	DT_LS_FN_ANY,		/* always fires */
	DT_LS_FN_OK,		/* only when it returned 0 (taken) */
	DT_LS_FN_TRY,		/* only when it returned 1 (a trylock
				   took it) */
	DT_LS_FN_ERR		/* only when it failed: arg1 = the error */
};

#define DT_LS_FN_READER	1	/* cookie bit 0: a reader's function */

/* a kernel function ("_raw_read_lock") and its cookie,
   DT_LS_FN_READER | filter << 1 (dt_stable_fn.h) */
typedef dt_stable_kfn_t dt_lockstat_fn_t;

typedef struct dt_lockstat_probe {
	const char *lp_name;		/* "adaptive-block" */
	/* its contention class (DT_LS_*), or 0: on kernel functions */
	int lp_class;
	/* those functions, NULL-ended */
	const dt_lockstat_fn_t *lp_fns;
	/* arg1 is RW_READER (1) or RW_WRITER (0) */
	bool lp_kind;
	/* args[]: ad_native NULL, no more */
	dt_argdesc_t lp_args[DT_LS_MAXARGS];
} dt_lockstat_probe_t;

extern const dt_lockstat_probe_t dt_lockstat_probes[];
bool dt_lockstat_argdesc(dtrace_hdl_t *, const dt_probe_t *, int i,
    dt_argdesc_t *);

/* dt_prov_lockstat_fn.c: the variant of the provider for the probes on
   kernel functions (po_prepare moves them there) */
extern const dt_provops_t dt_prov_lockstat_fn;
/* its po_prepare: fexit, or the kprobe way (dt_kfn_kprobe.c) */
void dt_lockstat_fn_prepare(dtrace_hdl_t *, dt_probe_t *);

#endif
