/*
 * dt_prov_dtrace.c -- the dtrace provider: BEGIN, END and ERROR.
 *
 * BEGIN and END fire in dtrace itself, synchronously, when tracing starts
 * and when it stops.  Their programs are raw-tracepoint programs that the
 * consumer runs with BPF_PROG_TEST_RUN (raw_tp test runs: kernel >= 5.10):
 * the program runs in this thread, so pid, execname and the rest are
 * dtrace's own, and nothing is attached anywhere.  (A uprobe on a function
 * of our own would do the same, but registering and unregistering a uprobe
 * costs the kernel an RCU grace period each, about a tenth of a second of
 * start-up and exit.)
 *
 * ERROR has no program of its own: a faulting clause writes an error
 * record (the consumer prints DTrace's message) and then runs ERROR's
 * clauses inline, in the faulting probe's context (see dt_cg.c).
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <bpf/bpf.h>

#include "dt_impl.h"
#include "cg/dt_cg_tramp.h"

static int
dt_prov_dtrace_populate(dtrace_hdl_t *dtp)
{
	dt_probe_create(dtp, &dt_prov_dtrace, "", "", "BEGIN", 0);
	dt_probe_create(dtp, &dt_prov_dtrace, "", "", "END", 0);
	dt_probe_create(dtp, &dt_prov_dtrace, "", "", "ERROR", 0);
	return 0;
}

static void
dt_prov_dtrace_trampoline(dt_cg_t *cg, dt_probe_t *pr)
{
	dt_cg_tramp_zero_args(cg);
}

static int
dt_prov_dtrace_attach(dtrace_hdl_t *dtp, dt_probe_t *pr, int prog)
{
	return 0;	/* run on demand by dt_prov_dtrace_fire() */
}

/*
 * Fire BEGIN or END: run the probe's program, if it has clauses, in this
 * thread (on the CPU -x cpu names, if any).  Returns 0, or -1 with the handle's error set.
 */
int
dt_prov_dtrace_fire(dtrace_hdl_t *dtp, const char *name)
{
	uint64_t args[6] = { 0 };
	LIBBPF_OPTS(bpf_test_run_opts, opts, .ctx_in = args,
	    .ctx_size_in = sizeof(args));
	dt_probe_t *pr = dt_probe_lookup(dtp, "dtrace", "", "", name);

	if (pr == NULL || pr->pr_progfd < 0)
		return 0;
	if (dtp->dt_opts.cpu >= 0) {
		/* -x cpu=N: on that CPU (raw tracepoint test runs take
		   BPF_F_TEST_RUN_ON_CPU since Linux 5.10) */
		opts.flags = BPF_F_TEST_RUN_ON_CPU;
		opts.cpu = (uint32_t)dtp->dt_opts.cpu;
	}
	if (bpf_prog_test_run_opts(pr->pr_progfd, &opts) != 0)
		return dt_set_err(dtp, "cannot fire dtrace:::%s: %s", name,
		    strerror(errno));
	return 0;
}

/* DTrace's stability for this provider: provider, module, function,
   name, arguments */
static const dt_attr_t dt_dtrace_attr[5] = {
	{ DT_STAB_STABLE, DT_STAB_STABLE, DT_CLASS_COMMON },	/* provider */
	{ DT_STAB_PRIVATE, DT_STAB_PRIVATE, DT_CLASS_UNKNOWN },	/* module */
	{ DT_STAB_PRIVATE, DT_STAB_PRIVATE, DT_CLASS_UNKNOWN },	/* function */
	{ DT_STAB_STABLE, DT_STAB_STABLE, DT_CLASS_COMMON },	/* name */
	{ DT_STAB_STABLE, DT_STAB_STABLE, DT_CLASS_COMMON },	/* arguments */
};

const dt_provops_t dt_prov_dtrace = {
	.po_name = "dtrace",
	.po_attr = dt_dtrace_attr,
	.po_populate = dt_prov_dtrace_populate,
	.po_progtype = BPF_PROG_TYPE_RAW_TRACEPOINT,
	.po_trampoline = dt_prov_dtrace_trampoline,
	.po_attach = dt_prov_dtrace_attach,
	.po_control = true,
};
