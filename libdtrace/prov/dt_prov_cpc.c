/*
 * dt_prov_cpc.c -- the cpc provider: cpc:::<event>-<mode>-<count> fires on
 * a CPU every <count> occurrences of <event> there.
 *
 *	<event>	a perf event, as Oracle's Linux DTrace names them (libpfm's
 *		perf PMU names, lower case, '-' made '_'): the long name,
 *		perf_count_sw_page_faults, and the short ones, page_faults,
 *		faults;
 *	<mode>	all, user (exclude_kernel) or kernel (exclude_user);
 *	<count>	the sampling period, digits only.  Hardware events and the
 *		two clocks (whose count is nanoseconds) need at least 5000,
 *		illumos's dcpc-min-overflow: a smaller period would flood
 *		the machine with interrupts.  Events that count occurrences
 *		(faults, switches, migrations) take any count from 1.
 *
 * The hardware cache events are named as libpfm's perf PMU names them
 * (perf_count_hw_cache_l1d, ..._node), with libpfm's default unit masks,
 * read accesses: Oracle's takes libpfm's names and defaults, and a probe
 * name has no room for libpfm's ":MISS" unit-mask syntax.  Oracle parses
 * but does not implement the optional <attr> field
 * (<event>-<mode>-<attr>-<count>): such a name matches no probe, here too.
 *
 * Only the events this machine offers are listed and can be named: each
 * is tried with perf_event_open on CPU 0 when the provider is first
 * asked for probes (software events always; hardware counters only where
 * the CPU's PMU is exposed, so not in most virtual machines).  `dtrace -l`
 * lists each as <event>-all-1000000000, as Oracle's does; any other mode
 * and count is made when a description names it.
 *
 * arg0 is the kernel PC and arg1 the user PC of the sample, as for
 * profile (dt_perf_tramp_pcs).  The probe's program runs as the perf
 * event's overflow handler, one event per online CPU.
 */
#include <errno.h>
#include <fnmatch.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <linux/perf_event.h>

#include "dt_impl.h"
#include "cg/dt_cg_tramp.h"

#define DT_CPC_MINCOUNT		5000
#define DT_CPC_LISTCOUNT	"-all-1000000000"

typedef struct dt_cpc_event {
	const char *ce_name;
	uint32_t ce_type;	/* PERF_TYPE_HARDWARE, _HW_CACHE or _SOFTWARE */
	uint64_t ce_config;
	bool ce_counts;			/* counts occurrences: no minimum */
} dt_cpc_event_t;

#define HW(n, c)	{ n, PERF_TYPE_HARDWARE, PERF_COUNT_HW_##c, false }
#define CLK(n, c)	{ n, PERF_TYPE_SOFTWARE, PERF_COUNT_SW_##c, false }
#define SW(n, c)	{ n, PERF_TYPE_SOFTWARE, PERF_COUNT_SW_##c, true }
#define CACHE(n, c)	{ "perf_count_hw_cache_" n, PERF_TYPE_HW_CACHE, \
	PERF_COUNT_HW_CACHE_##c | PERF_COUNT_HW_CACHE_OP_READ << 8 | \
	PERF_COUNT_HW_CACHE_RESULT_ACCESS << 16, false }

static const dt_cpc_event_t dt_cpc_events[] = {
	HW("perf_count_hw_cpu_cycles", CPU_CYCLES),
	HW("cycles", CPU_CYCLES), HW("cpu_cycles", CPU_CYCLES),
	HW("perf_count_hw_instructions", INSTRUCTIONS),
	HW("instructions", INSTRUCTIONS),
	HW("perf_count_hw_cache_references", CACHE_REFERENCES),
	HW("cache_references", CACHE_REFERENCES),
	HW("perf_count_hw_cache_misses", CACHE_MISSES),
	HW("cache_misses", CACHE_MISSES),
	HW("perf_count_hw_branch_instructions", BRANCH_INSTRUCTIONS),
	HW("branch_instructions", BRANCH_INSTRUCTIONS),
	HW("branches", BRANCH_INSTRUCTIONS),
	HW("perf_count_hw_branch_misses", BRANCH_MISSES),
	HW("branch_misses", BRANCH_MISSES),
	HW("perf_count_hw_bus_cycles", BUS_CYCLES),
	HW("bus_cycles", BUS_CYCLES),
	HW("perf_count_hw_stalled_cycles_frontend", STALLED_CYCLES_FRONTEND),
	HW("stalled_cycles_frontend", STALLED_CYCLES_FRONTEND),
	HW("idle_cycles_frontend", STALLED_CYCLES_FRONTEND),
	HW("perf_count_hw_stalled_cycles_backend", STALLED_CYCLES_BACKEND),
	HW("stalled_cycles_backend", STALLED_CYCLES_BACKEND),
	HW("idle_cycles_backend", STALLED_CYCLES_BACKEND),
	HW("perf_count_hw_ref_cpu_cycles", REF_CPU_CYCLES),
	HW("ref_cycles", REF_CPU_CYCLES),
	CACHE("l1d", L1D), CACHE("l1i", L1I), CACHE("ll", LL),
	CACHE("dtlb", DTLB), CACHE("itlb", ITLB), CACHE("bpu", BPU),
	CACHE("node", NODE),
	CLK("perf_count_sw_cpu_clock", CPU_CLOCK), CLK("cpu_clock", CPU_CLOCK),
	CLK("perf_count_sw_task_clock", TASK_CLOCK),
	CLK("task_clock", TASK_CLOCK),
	SW("perf_count_sw_page_faults", PAGE_FAULTS),
	SW("page_faults", PAGE_FAULTS), SW("faults", PAGE_FAULTS),
	SW("perf_count_sw_context_switches", CONTEXT_SWITCHES),
	SW("context_switches", CONTEXT_SWITCHES), SW("cs", CONTEXT_SWITCHES),
	SW("perf_count_sw_cpu_migrations", CPU_MIGRATIONS),
	SW("cpu_migrations", CPU_MIGRATIONS),
	SW("migrations", CPU_MIGRATIONS),
	SW("perf_count_sw_page_faults_min", PAGE_FAULTS_MIN),
	SW("minor_faults", PAGE_FAULTS_MIN),
	SW("perf_count_sw_page_faults_maj", PAGE_FAULTS_MAJ),
	SW("major_faults", PAGE_FAULTS_MAJ),
	SW("perf_count_sw_alignment_faults", ALIGNMENT_FAULTS),
	SW("alignment_faults", ALIGNMENT_FAULTS),
	SW("perf_count_sw_emulation_faults", EMULATION_FAULTS),
	SW("emulation_faults", EMULATION_FAULTS),
};

#define DT_CPC_NEVENTS	(sizeof(dt_cpc_events) / sizeof(dt_cpc_events[0]))

/* which events this machine offers, tried once (see dt_cpc_list) */
static bool
dt_cpc_offered(const dt_cpc_event_t *ev)
{
	struct perf_event_attr attr;
	int fd;

	memset(&attr, 0, sizeof(attr));
	attr.size = sizeof(attr);
	attr.type = ev->ce_type;
	attr.config = ev->ce_config;
	attr.sample_period = 1000000000;
	attr.disabled = 1;
	fd = dt_perf_event_open(&attr, -1, 0, -1, PERF_FLAG_FD_CLOEXEC);
	if (fd < 0)
		return false;
	close(fd);
	return true;
}

/*
 * Split "<event>-<mode>-<count>" into perf_event_attr: the event must be
 * one this machine offers.  Returns false if the name is not a cpc probe.
 */
static bool
dt_cpc_parse(const char *name, struct perf_event_attr *attr)
{
	const char *mode = strchr(name, '-'), *count;
	unsigned long long n;
	size_t i, len;
	char *end;

	if (mode == NULL || (count = strchr(mode + 1, '-')) == NULL)
		return false;
	len = (size_t)(mode - name);
	for (i = 0; i < DT_CPC_NEVENTS; i++)
		if (strlen(dt_cpc_events[i].ce_name) == len &&
		    strncmp(dt_cpc_events[i].ce_name, name, len) == 0)
			break;
	if (i == DT_CPC_NEVENTS || count[1] < '0' || count[1] > '9')
		return false;
	errno = 0;
	n = strtoull(count + 1, &end, 10);
	if (*end != '\0' || errno != 0 || n == 0 ||
	    (!dt_cpc_events[i].ce_counts && n < DT_CPC_MINCOUNT))
		return false;
	memset(attr, 0, sizeof(*attr));
	attr->size = sizeof(*attr);
	attr->type = dt_cpc_events[i].ce_type;
	attr->config = dt_cpc_events[i].ce_config;
	attr->sample_period = n;
	len = (size_t)(count - mode - 1);
	if (len == 4 && strncmp(mode + 1, "user", 4) == 0)
		attr->exclude_kernel = 1;
	else if (len == 6 && strncmp(mode + 1, "kernel", 6) == 0)
		attr->exclude_user = 1;
	else if (len != 3 || strncmp(mode + 1, "all", 3) != 0)
		return false;
	return dt_cpc_offered(&dt_cpc_events[i]);
}

static int
dt_cpc_make(dtrace_hdl_t *dtp, const char *name)
{
	if (dt_probe_lookup(dtp, "cpc", "", "", name) != NULL)
		return 0;
	dt_probe_create(dtp, &dt_prov_cpc, "", "", name, 0);
	return 1;
}

/* The name dt_cpc_list gives event i's probe: <event>-all-1000000000. */
static void
dt_cpc_listed_name(size_t i, char *buf, size_t len)
{
	snprintf(buf, len, "%s" DT_CPC_LISTCOUNT, dt_cpc_events[i].ce_name);
}

/* <event>-all-1000000000 for every event the machine offers */
static int
dt_cpc_list(dtrace_hdl_t *dtp)
{
	static char mark;	/* the provider's state: listed, once */
	void **listed = dt_prov_data(dtp, &dt_prov_cpc);
	char name[128];
	size_t i;
	int n = 0;

	if (*listed != NULL)
		return 0;
	*listed = &mark;
	for (i = 0; i < DT_CPC_NEVENTS; i++) {
		if (!dt_cpc_offered(&dt_cpc_events[i]))
			continue;
		dt_cpc_listed_name(i, name, sizeof(name));
		n += dt_cpc_make(dtp, name);
	}
	return n;
}

/*
 * Could the listing (dt_cpc_list) make a probe of this name?  Asking the
 * machine which events it offers opens a perf event for each, and each
 * open and close patches the kernel's text on every CPU: a description
 * such as BEGIN, which only the dtrace provider has, should not pay it.
 */
static bool
dt_cpc_may_list(const char *name)
{
	char listed[128];
	size_t i;

	if (name[0] == '\0')
		return true;
	for (i = 0; i < DT_CPC_NEVENTS; i++) {
		dt_cpc_listed_name(i, listed, sizeof(listed));
		if (fnmatch(name, listed, 0) == 0)
			return true;
	}
	return false;
}

static int
dt_prov_cpc_provide(dtrace_hdl_t *dtp, const char *prov, const char *mod,
    const char *fun, const char *name)
{
	struct perf_event_attr attr;
	int n;

	if ((prov[0] != '\0' && fnmatch(prov, "cpc", 0) != 0) ||
	    (mod[0] != '\0' && fnmatch(mod, "", 0) != 0) ||
	    (fun[0] != '\0' && fnmatch(fun, "", 0) != 0))
		return 0;
	n = dt_cpc_may_list(name) ? dt_cpc_list(dtp) : 0;
	if (name[0] != '\0' && strpbrk(name, "*?[\\") == NULL &&
	    dt_cpc_parse(name, &attr))
		n += dt_cpc_make(dtp, name);
	return n;
}

static void
dt_prov_cpc_trampoline(dt_cg_t *cg, dt_probe_t *pr)
{
	(void)pr;
	dt_perf_tramp_pcs(cg);
}

static int
dt_prov_cpc_attach(dtrace_hdl_t *dtp, dt_probe_t *pr, int prog)
{
	struct perf_event_attr attr;

	if (!dt_cpc_parse(pr->pr_name, &attr))
		return dt_set_err(dtp, "cannot enable cpc:::%s: the event is "
		    "not offered by this machine", pr->pr_name);
	return dt_perf_attach_cpus(dtp, pr, &attr, prog);
}

/* Oracle's stability for cpc: provider, module, function, name, args */
static const dt_attr_t dt_cpc_attr[5] = {
	{ DT_STAB_EVOLVING, DT_STAB_EVOLVING, DT_CLASS_COMMON },
	{ DT_STAB_UNSTABLE, DT_STAB_UNSTABLE, DT_CLASS_UNKNOWN },
	{ DT_STAB_PRIVATE, DT_STAB_PRIVATE, DT_CLASS_UNKNOWN },
	{ DT_STAB_EVOLVING, DT_STAB_EVOLVING, DT_CLASS_COMMON },
	{ DT_STAB_EVOLVING, DT_STAB_EVOLVING, DT_CLASS_COMMON },
};

const dt_provops_t dt_prov_cpc = {
	.po_name = "cpc",
	.po_attr = dt_cpc_attr,
	.po_provide = dt_prov_cpc_provide,
	.po_progtype = BPF_PROG_TYPE_PERF_EVENT,
	.po_trampoline = dt_prov_cpc_trampoline,
	.po_attach = dt_prov_cpc_attach,
};
