/*
 * dt_prov_profile.c -- the profile provider: profile-N and tick-N.
 *
 * profile-<rate> fires on every CPU at the rate; tick-<rate> fires once per
 * interval, on one CPU.  Rates are a number with an optional unit: ns nsec
 * us usec ms msec s sec m min h hour d day hz (none means hz).
 *
 * Both are cpu-clock software perf events (no hardware counters needed).
 * An idle vCPU may deliver no cpu-clock samples at all, so tick cannot be
 * bound to one chosen CPU: it opens the event on every CPU and lets the
 * first CPU past a shared deadline fire the probe (dt_tick_due, a support
 * function in libdtrace/bpf/, advances the deadline with compare-and-swap,
 * and marks the firing running until the program returns, so that two
 * never overlap, as DTrace's one cyclic never does).
 * The deadline moves by whole periods, so the rate stays exact whichever
 * CPUs deliver the samples.
 *
 * arg0 is the kernel PC and arg1 the user PC at the sample (the other is
 * 0), read from the pt_regs at the head of struct bpf_perf_event_data
 * (x86_64 layout: ip at 128, cs at 136).
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <fnmatch.h>
#include <string.h>
#include <unistd.h>
#include <linux/perf_event.h>

#include "dt_impl.h"
#include "cg/dt_cg_tramp.h"

#define PT_REGS_IP	128
#define PT_REGS_CS	136

static const char *const dt_profile_defaults[] = {
	"profile-97", "profile-199", "profile-499", "profile-997",
	"profile-1999", "profile-4001", "profile-4999",
	"tick-1", "tick-10", "tick-100", "tick-500", "tick-1000", "tick-5000",
	NULL
};

/* Parse "<n>[unit]" into a period in ns; 0 if malformed. */
static uint64_t
dt_profile_period(const char *rate)
{
	static const struct { const char *unit; uint64_t mult; } units[] = {
		{ "ns", 1 }, { "nsec", 1 }, { "us", 1000 }, { "usec", 1000 },
		{ "ms", 1000000 }, { "msec", 1000000 },
		{ "s", 1000000000ULL }, { "sec", 1000000000ULL },
		{ "m", 60000000000ULL }, { "min", 60000000000ULL },
		{ "h", 3600000000000ULL }, { "hour", 3600000000000ULL },
		{ "d", 86400000000000ULL }, { "day", 86400000000000ULL },
	};
	char *end;
	unsigned long long n;
	size_t i;

	if (rate[0] < '0' || rate[0] > '9')
		return 0;
	n = strtoull(rate, &end, 10);
	if (n == 0)
		return 0;
	if (*end == '\0' || strcmp(end, "hz") == 0)
		return 1000000000ULL / n;
	for (i = 0; i < sizeof(units) / sizeof(units[0]); i++)
		if (strcmp(end, units[i].unit) == 0)
			return n * units[i].mult;
	return 0;
}

/* The shortest interval, DTrace's: 200 us (5000 Hz).  A shorter one
   names no probe (profile-1us does not match any probes). */
#define DT_PROFILE_MIN_NS	200000ULL

/* "profile-997" -> 1 and the period, "tick-1s" -> 2; 0 if not ours */
static int
dt_profile_parse(const char *name, uint64_t *period)
{
	int kind;

	if (strncmp(name, "profile-", 8) == 0)
		kind = 1, name += 8;
	else if (strncmp(name, "tick-", 5) == 0)
		kind = 2, name += 5;
	else
		return 0;
	*period = dt_profile_period(name);
	return *period >= DT_PROFILE_MIN_NS ? kind : 0;
}

static int
dt_prov_profile_make(dtrace_hdl_t *dtp, const char *mod, const char *func,
    const char *name)
{
	uint64_t period;

	if (mod[0] != '\0' || func[0] != '\0' ||
	    dt_profile_parse(name, &period) == 0)
		return 0;
	if (dt_probe_lookup(dtp, "profile", "", "", name) != NULL)
		return 0;
	dt_probe_create(dtp, &dt_prov_profile, "", "", name, period);
	return 1;
}

/* profile-N and tick-N named explicitly (no glob in the name) */
static int
dt_prov_profile_provide(dtrace_hdl_t *dtp, const char *prov,
    const char *mod, const char *func, const char *name)
{
	if ((prov[0] != '\0' && fnmatch(prov, "profile", 0) != 0) ||
	    name[0] == '\0' || strpbrk(name, "*?[") != NULL)
		return 0;
	return dt_prov_profile_make(dtp, mod, func, name);
}

static int
dt_prov_profile_populate(dtrace_hdl_t *dtp)
{
	int i;

	for (i = 0; dt_profile_defaults[i] != NULL; i++)
		dt_prov_profile_make(dtp, "", "", dt_profile_defaults[i]);
	return 0;
}

/* the defaults, :::profile-97 to :::tick-5000 */
static bool
dt_prov_profile_may_list(dtrace_hdl_t *dtp, char *const fld[4])
{
	(void)dtp;
	return dt_field_match(fld[1], "") && dt_field_match(fld[2], "") &&
	    dt_probe_table_may(fld[3], dt_profile_defaults,
	    sizeof(dt_profile_defaults) / sizeof(dt_profile_defaults[0]) - 1,
	    sizeof(dt_profile_defaults[0]));	/* (less its NULL) */
}

static void
dt_prov_profile_trampoline(dt_cg_t *cg, dt_probe_t *pr)
{
	uint64_t period;

	if (dt_profile_parse(pr->pr_name, &period) == 2) {
		/* tick: fire only when this sample passes the deadline and
		   no firing runs; the program's returns end this one */
		dt_cg_tramp_emit(cg, BPF_CALL_HELPER(BPF_FUNC_ktime_get_ns));
		dt_cg_tramp_emit(cg, BPF_MOV64_REG(BPF_REG_3, BPF_REG_0));
		dt_cg_tramp_mapval(cg, BPF_REG_1, "dt_global", pr->pr_globoff);
		dt_cg_loadimm(cg, BPF_REG_2, period);
		dt_cg_tramp_call_lib(cg, "dt_tick_due");
		dt_cg_tramp_exit_unless(cg, BPF_REG_0);
		dt_cg_tramp_mapval(cg, BPF_REG_1, "dt_global", pr->pr_globoff);
		dt_cg_tramp_exit_clears(cg, BPF_REG_1);
	}
	dt_perf_tramp_pcs(cg);
}

/*
 * A perf event sample's PCs (profile, cpc): arg0 the kernel PC, arg1 the
 * user PC, the other 0.
 */
void
dt_perf_tramp_pcs(dt_cg_t *cg)
{
	dt_cg_tramp_zero_args(cg);
	dt_cg_tramp_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_10, -8));
	dt_cg_tramp_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_2, BPF_REG_1,
	    PT_REGS_IP));
	dt_cg_tramp_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_1,
	    PT_REGS_CS));
	dt_cg_tramp_emit(cg, BPF_ALU64_IMM(BPF_AND, BPF_REG_3, 3));
	/* cs & 3 != 0: user mode, the PC goes to arg1 */
	dt_cg_tramp_emit(cg, BPF_JMP_IMM(BPF_JNE, BPF_REG_3, 0, 2));
	dt_cg_tramp_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_9, BPF_REG_2,
	    DT_MEM_ARGS));
	dt_cg_tramp_emit(cg, BPF_JMP_A(1));
	dt_cg_tramp_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_9, BPF_REG_2,
	    DT_MEM_ARGS + 8));
}

/* The online CPUs, from /sys/devices/system/cpu/online ("0-3,5"). */
int
dt_online_cpus(int *cpus, int max)
{
	FILE *fp = fopen("/sys/devices/system/cpu/online", "r");
	int n = 0, a, b;
	char sep;

	if (fp == NULL)
		return -1;
	while (fscanf(fp, "%d", &a) == 1) {
		b = a;
		if (fscanf(fp, "%c", &sep) == 1 && sep == '-') {
			if (fscanf(fp, "%d", &b) != 1)
				break;
			if (fscanf(fp, "%c", &sep) != 1)
				sep = '\n';
		}
		for (; a <= b && n < max; a++)
			cpus[n++] = a;
		if (sep != ',')
			break;
	}
	fclose(fp);
	return n;
}

static int
dt_prov_profile_attach(dtrace_hdl_t *dtp, dt_probe_t *pr, int prog)
{
	struct perf_event_attr attr;

	memset(&attr, 0, sizeof(attr));
	attr.size = sizeof(attr);
	attr.type = PERF_TYPE_SOFTWARE;
	attr.config = PERF_COUNT_SW_CPU_CLOCK;
	attr.sample_period = pr->pr_arg;
	return dt_perf_attach_cpus(dtp, pr, &attr, prog);
}

/* DTrace's stability for this provider: provider, module, function,
   name, arguments */
static const dt_attr_t dt_profile_attr[5] = {
	{ DT_STAB_EVOLVING, DT_STAB_EVOLVING, DT_CLASS_COMMON },	/* provider */
	{ DT_STAB_UNSTABLE, DT_STAB_UNSTABLE, DT_CLASS_COMMON },	/* module */
	{ DT_STAB_PRIVATE, DT_STAB_PRIVATE, DT_CLASS_UNKNOWN },	/* function */
	{ DT_STAB_EVOLVING, DT_STAB_EVOLVING, DT_CLASS_COMMON },	/* name */
	{ DT_STAB_EVOLVING, DT_STAB_EVOLVING, DT_CLASS_COMMON },	/* arguments */
};

const dt_provops_t dt_prov_profile = {
	.po_name = "profile",
	.po_attr = dt_profile_attr,
	.po_populate = dt_prov_profile_populate,
	.po_may_list = dt_prov_profile_may_list,
	.po_provide = dt_prov_profile_provide,
	.po_progtype = BPF_PROG_TYPE_PERF_EVENT,
	.po_trampoline = dt_prov_profile_trampoline,
	.po_attach = dt_prov_profile_attach,
};
