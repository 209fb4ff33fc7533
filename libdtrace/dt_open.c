/*
 * dt_open.c -- a dtrace handle's life: open (providers, probe table, BTF
 * facts, mounting tracefs and bpffs if absent), close.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <bpf/libbpf.h>

#include "dt_impl.h"
#include "check/dt_regs.h"
#include "types/dt_ident.h"
#include "check/dt_stack.h"
#include "types/dt_btf.h"
#include "types/dt_kdata.h"
#include "check/dt_check.h"
#include "consume/dt_consume.h"
#include "dt_driver.h"

/*
 * The providers, in the order their probes are numbered and listed.  A
 * provider makes its probes only when a description could match one, and
 * then after every provider before it (dt_probe.c): the cheap and the
 * stable ones come first, so that proc:::exec or a D library's
 * "depends_on provider io" does not make sdt's and rawtp's 4,600.
 */
static const dt_provops_t *const dt_providers[] = {
	&dt_prov_dtrace, &dt_prov_profile, &dt_prov_syscall, &dt_prov_proc,
	&dt_prov_sched, &dt_prov_io, &dt_prov_lockstat, &dt_prov_ip,
	&dt_prov_tcp, &dt_prov_udp,
	&dt_prov_sdt, &dt_prov_rawtp, &dt_prov_fbt, &dt_prov_cpc,
	&dt_prov_pid,
	&dt_prov_usdt,
};

/*
 * tracefs (for tracepoint providers) and bpffs: DTrace users expect the
 * tool to work on a machine where nobody mounted them.  Failure is not an
 * error here: a script that needs no tracepoint works without tracefs.
 * Returns why tracefs is missing (mount's errno), or 0; a description
 * that then matches nothing says so (dt_compile.c).
 */
static int
dt_mount_fs(void)
{
	struct stat st;
	int tracefs = 0;

	if (stat("/sys/kernel/tracing/trace", &st) != 0 &&
	    mount("nodev", "/sys/kernel/tracing", "tracefs", 0, NULL) != 0)
		tracefs = errno;
	if (stat("/sys/fs/bpf", &st) == 0) {
		struct stat parent;

		if (stat("/sys/fs", &parent) == 0 && st.st_dev == parent.st_dev)
			(void)mount("bpf", "/sys/fs/bpf", "bpf", 0, NULL);
	}
	return tracefs;
}

/*
 * A handle whose probe table holds only the probes of provs[0 .. nprovs).
 * dtrace_open() gives every provider; the D compiler's fuzz target
 * (tests/fuzz/fuzz_dcc.c) gives the dtrace and profile providers only,
 * whose probes need nothing from the kernel to be listed, so that
 * compiling D is the same with or without tracefs.
 */
dtrace_hdl_t *
dt_open_provs(const dt_provops_t *const *provs, int nprovs, char *err,
    size_t errlen)
{
	dtrace_hdl_t *dtp = calloc(1, sizeof(*dtp));

	if (dtp == NULL) {
		snprintf(err, errlen, "out of memory");
		return NULL;
	}
	dtp->dt_arena = dt_arena_create();
	dtp->dt_carena = dt_arena_create();
	dt_type_init(&dtp->dt_types, dtp->dt_arena);
	/* D's NULL: DTrace's hard-wired "inline long NULL = 0" */
	dt_ident_add(dtp, &dtp->dt_globals, "NULL", DT_ID_CONST,
	    dtp->dt_types.tt_long)->di_value = 0;
	dt_regs_define(dtp);	/* R_PC, R_SP, ...: Oracle's regs.d */
	dtp->dt_opts.bufsize = 4 << 20;
	dtp->dt_opts.strbytes = 256 + 1;	/* strsize 256 and the NUL */
	dtp->dt_types.tt_string->dt_size = DT_STRBUF(dtp);
	dtp->dt_opts.switchrate = 1000000000ULL;
	dtp->dt_opts.maxrecsize = 16384;
	dtp->dt_opts.printsize = DT_PRINTSIZE_DEFAULT;
	dtp->dt_opts.dynvarsize = 1 << 20;	/* DTrace's default */
	dtp->dt_opts.nspec = 1;			/* Oracle DTrace's defaults */
	dtp->dt_opts.specsize = 4 << 20;
	dtp->dt_opts.cleanrate = 1000000000ULL / 101;	/* 101hz */
	dtp->dt_opts.cpu = -1;
	dtp->dt_opts.statusrate = 1000000000ULL;	/* DTrace's 1hz */
	dtp->dt_opts.evaltime = DT_EVAL_PREINIT;
	dtp->dt_memfd = dtp->dt_globfd = dtp->dt_strfd = dtp->dt_buffd = -1;
	dtp->dt_dropsfd = dtp->dt_fillfd = dtp->dt_cpuinfofd = -1;
	dtp->dt_rowsfd = dtp->dt_pnamesfd = -1;
	dtp->dt_aggfd = dtp->dt_aggzerofd = dtp->dt_dvarfd = -1;
	dtp->dt_vtimefd = -1;
	dtp->dt_tlsfd = -1;
	dtp->dt_kfnargsfd = -1;
	dtp->dt_procexitfd = -1;
	dtp->dt_epollfd = -1;
	dtp->dt_out = stdout;
	dtp->dt_outsaved = -1;
	dtp->dt_provs = (const dt_provops_t **)provs;
	dtp->dt_nprovs = nprovs;
	dtp->dt_provdata = dt_xcalloc((size_t)nprovs, sizeof(void *));
	dtp->dt_walloff = dt_clock_ns(CLOCK_REALTIME) -
	    dt_clock_ns(CLOCK_MONOTONIC);
	dtp->dt_btf_ppid_parent = dtp->dt_btf_ppid_tgid = DT_BTF_UNLOADED;
	return dtp;		/* the providers populate later (dt_probe.c) */
}

/*
 * libbpf's own messages ("libbpf: failed to find valid kernel BTF") would
 * come before or instead of ours: each failure they describe is reported
 * by the caller that sees it, in DTrace's words.
 */
static int
dt_libbpf_print(enum libbpf_print_level level, const char *fmt, va_list ap)
{
	return 0;
}

dtrace_hdl_t *
dtrace_open(char *err, size_t errlen)
{
	dtrace_hdl_t *dtp;
	int tracefs;

	libbpf_set_print(dt_libbpf_print);
	tracefs = dt_mount_fs();
	dtp = dt_open_provs(dt_providers,
	    sizeof(dt_providers) / sizeof(dt_providers[0]), err, errlen);
	if (dtp != NULL)
		dtp->dt_tracefs_errno = tracefs;
	return dtp;
}

void
dtrace_close(dtrace_hdl_t *dtp)
{
	int i;

	if (dtp == NULL)
		return;
	dt_load_teardown(dtp);
	dt_proc_teardown(dtp);
	dt_consume_act_close(dtp);
	for (i = 0; i < dtp->dt_nclauses; i++) {
		dt_action_t *act;

		for (act = dtp->dt_clauses[i]->cl_actions; act != NULL;
		    act = act->act_next)
			dt_printf_destroy(act->act_pf);
	}
	free(dtp->dt_clauses);
	free(dtp->dt_epids);
	free(dtp->dt_freeepids);
	free(dtp->dt_drops);
	free(dtp->dt_strtab);
	dt_agg_rate_free(dtp);
	dt_options_teardown(dtp);
	dt_dlib_free(dtp);
	dt_ksym_free(dtp);
	dt_kdata_close(dtp->dt_kdata);
	dt_ustack_dwarf_free(dtp);	/* before the lists it was made from */
	dt_usym_free(dtp);
	dt_tracefs_free(dtp);
	free(dtp->dt_provdata);	/* what they held: po_teardown */
	dt_btf_close(&dtp->dt_types);
	dt_arena_destroy(dtp->dt_carena);
	dt_arena_destroy(dtp->dt_arena);
	free(dtp);
}

void
dtrace_set_provider_build(dtrace_hdl_t *dtp)
{
	dtp->dt_provider_build = true;
}

void
dtrace_set_macro_args(dtrace_hdl_t *dtp, int argc, char **argv)
{
	dtp->dt_macro_argc = argc;
	dtp->dt_macro_argv = argv;
}
