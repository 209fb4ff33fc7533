/*
 * dt_prov_dtrace.c -- the dtrace provider: BEGIN, END and ERROR.
 *
 * BEGIN and END fire in dtrace itself: each is a uprobe on a function of
 * libdtrace (dt_begin_probe, dt_end_probe) that the consumer calls when
 * tracing starts and when it stops, filtered to this process.  The uprobe
 * is made through the perf "uprobe" PMU (kernel >= 4.17), so it is an fd:
 * closing it, or dtrace dying, removes it; nothing is left in tracefs.
 *
 * ERROR is reported by the faulting clause itself, which writes an error
 * record that the consumer prints as DTrace does; clauses on ERROR are not
 * compiled yet and are refused with a message.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <linux/perf_event.h>
#include <sys/ioctl.h>

#include "dt_impl.h"
#include "dt_cg.h"

/* The functions BEGIN and END are attached to.  They must stay real,
   out-of-line calls, so they are noinline and have a side effect. */
__attribute__((noinline, used)) void
dt_begin_probe(void)
{
	__asm__ __volatile__("" ::: "memory");
}

__attribute__((noinline, used)) void
dt_end_probe(void)
{
	__asm__ __volatile__("" ::: "memory");
}

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
	int i;

	for (i = 0; i < DT_MEM_NARGS; i++)
		dt_cg_tramp_emit(cg, BPF_ST_MEM(BPF_DW, BPF_REG_9,
		    DT_MEM_ARGS + 8 * i, 0));
}

/* The file and offset of a function of this process, from /proc/self/maps. */
static int
dt_uprobe_locate(void (*fn)(void), char *path, size_t len, uint64_t *off)
{
	uintptr_t addr = (uintptr_t)fn;
	char line[4096];
	FILE *fp = fopen("/proc/self/maps", "r");
	int rc = -1;

	if (fp == NULL)
		return -1;
	while (fgets(line, sizeof(line), fp) != NULL) {
		unsigned long start, end, pgoff;
		char perms[8], file[4096];

		file[0] = '\0';
		if (sscanf(line, "%lx-%lx %7s %lx %*s %*s %4095s", &start, &end,
		    perms, &pgoff, file) < 4)
			continue;
		if (addr < start || addr >= end || file[0] != '/')
			continue;
		snprintf(path, len, "%s", file);
		*off = addr - start + pgoff;
		rc = 0;
		break;
	}
	fclose(fp);
	return rc;
}

static int
dt_uprobe_pmu_type(void)
{
	FILE *fp = fopen("/sys/bus/event_source/devices/uprobe/type", "r");
	int type = -1;

	if (fp == NULL)
		return -1;
	if (fscanf(fp, "%d", &type) != 1)
		type = -1;
	fclose(fp);
	return type;
}

/* Attach a program to a uprobe on one of our own functions. */
static int
dt_uprobe_self(dtrace_hdl_t *dtp, dt_probe_t *pr, void (*fn)(void), int prog)
{
	struct perf_event_attr attr;
	char path[4096];
	uint64_t off;
	int type = dt_uprobe_pmu_type(), fd;

	if (type < 0)
		return dt_set_err(dtp, "cannot enable dtrace:::%s: the kernel "
		    "has no uprobe PMU (CONFIG_UPROBE_EVENTS)", pr->pr_name);
	if (dt_uprobe_locate(fn, path, sizeof(path), &off) != 0)
		return dt_set_err(dtp, "cannot enable dtrace:::%s: cannot "
		    "find libdtrace in /proc/self/maps", pr->pr_name);
	memset(&attr, 0, sizeof(attr));
	attr.size = sizeof(attr);
	attr.type = (uint32_t)type;
	attr.config1 = (uint64_t)(uintptr_t)path;
	attr.config2 = off;
	attr.sample_period = 1;
	attr.wakeup_events = 1;
	fd = dt_perf_event_open(&attr, getpid(), -1, -1, PERF_FLAG_FD_CLOEXEC);
	if (fd < 0)
		return dt_set_err(dtp, "cannot enable dtrace:::%s: uprobe on "
		    "%s+0x%lx: %s", pr->pr_name, path, (unsigned long)off,
		    strerror(errno));
	pr->pr_fds = malloc(sizeof(int));
	if (pr->pr_fds == NULL)
		abort();
	pr->pr_fds[pr->pr_nfds++] = fd;
	if (ioctl(fd, PERF_EVENT_IOC_SET_BPF, prog) != 0 ||
	    ioctl(fd, PERF_EVENT_IOC_ENABLE, 0) != 0)
		return dt_set_err(dtp, "cannot enable dtrace:::%s: %s",
		    pr->pr_name, strerror(errno));
	return 0;
}

static int
dt_prov_dtrace_attach(dtrace_hdl_t *dtp, dt_probe_t *pr, int prog)
{
	if (strcmp(pr->pr_name, "BEGIN") == 0)
		return dt_uprobe_self(dtp, pr, dt_begin_probe, prog);
	if (strcmp(pr->pr_name, "END") == 0)
		return dt_uprobe_self(dtp, pr, dt_end_probe, prog);
	return dt_set_err(dtp, "clauses for dtrace:::ERROR are not "
	    "supported yet");
}

const dt_provops_t dt_prov_dtrace = {
	.po_name = "dtrace",
	.po_populate = dt_prov_dtrace_populate,
	.po_progtype = BPF_PROG_TYPE_KPROBE,
	.po_trampoline = dt_prov_dtrace_trampoline,
	.po_attach = dt_prov_dtrace_attach,
};
