/*
 * dt_prov_syscall.c -- the syscall provider: syscall:vmlinux:<name>:entry
 * and :return for every system call, on the kernel's per-syscall
 * tracepoints (events/syscalls/sys_enter_<name>, sys_exit_<name>).
 *
 * A syscalls tracepoint record is
 *
 *	u16 common_type; u8 common_flags; u8 common_preempt_count;
 *	s32 common_pid;			(offsets 0-7)
 *	s32 __syscall_nr;		(offset 8)
 *	sys_enter: u64 args[n]		(offset 16, one 8-byte slot each)
 *	sys_exit:  s64 ret		(offset 16)
 *
 * so entry probes take arg0..arg(n-1) from the record (n from the event's
 * format file; the others are 0) and return probes set arg0 and arg1 to
 * the return value, as DTrace does.  Each enabled probe is a tracepoint
 * perf event on every online CPU carrying the probe's BPF program
 * (BPF_PROG_TYPE_TRACEPOINT, kernel >= 4.7).
 */
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/ioctl.h>
#include <linux/perf_event.h>

#include "dt_impl.h"
#include "dt_cg.h"

#define DT_SYSCALL_EVENTS	"/sys/kernel/tracing/events/syscalls"
#define DT_SYSCALL_RECARGS	16	/* offset of args[] / ret */
#define DT_SYSCALL_MAXARGS	6

/* pr_arg: the argument count in the low byte, 0x100 for a return probe */
#define DT_SYSCALL_RETURN	0x100

static int
dt_syscall_cmp(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The number of argument fields in an event's format (offset >= 16). */
static int
dt_syscall_nargs(const char *event)
{
	char path[512], line[512];
	int n = 0, off;
	FILE *fp;

	snprintf(path, sizeof(path), "%s/%s/format", DT_SYSCALL_EVENTS, event);
	if ((fp = fopen(path, "r")) == NULL)
		return 0;
	while (fgets(line, sizeof(line), fp) != NULL) {
		char *p = strstr(line, "offset:");

		if (p != NULL && sscanf(p, "offset:%d;", &off) == 1 &&
		    off >= DT_SYSCALL_RECARGS)
			n++;
	}
	fclose(fp);
	return n > DT_SYSCALL_MAXARGS ? DT_SYSCALL_MAXARGS : n;
}

/*
 * List the system calls (sorted, so IDs are stable from run to run) and
 * create an entry and a return probe for each.  No tracefs, or no syscalls
 * tracepoints: no probes, and enabling one says why.
 */
static int
dt_prov_syscall_populate(dtrace_hdl_t *dtp)
{
	DIR *dir = opendir(DT_SYSCALL_EVENTS);
	struct dirent *de;
	char **names = NULL;
	size_t n = 0, cap = 0, i;

	if (dir == NULL)
		return 0;
	while ((de = readdir(dir)) != NULL) {
		if (strncmp(de->d_name, "sys_enter_", 10) != 0)
			continue;
		if (n == cap) {
			cap = cap ? cap * 2 : 512;
			if ((names = realloc(names, cap * sizeof(*names))) ==
			    NULL)
				abort();
		}
		if ((names[n++] = strdup(de->d_name + 10)) == NULL)
			abort();
	}
	closedir(dir);
	qsort(names, n, sizeof(*names), dt_syscall_cmp);
	for (i = 0; i < n; i++) {
		dt_probe_create(dtp, &dt_prov_syscall, "vmlinux", names[i],
		    "entry", 0);
		dt_probe_create(dtp, &dt_prov_syscall, "vmlinux", names[i],
		    "return", DT_SYSCALL_RETURN);
		free(names[i]);
	}
	free(names);
	return 0;
}

static void
dt_prov_syscall_trampoline(dt_cg_t *cg, dt_probe_t *pr)
{
	char event[256];
	int i, nargs;

	dt_cg_tramp_zero_args(cg);
	dt_cg_tramp_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_10, -8));
	if (pr->pr_arg & DT_SYSCALL_RETURN) {
		dt_cg_tramp_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_1,
		    DT_SYSCALL_RECARGS));
		dt_cg_tramp_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_9, BPF_REG_0,
		    DT_MEM_ARGS));
		dt_cg_tramp_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_9, BPF_REG_0,
		    DT_MEM_ARGS + 8));
		return;
	}
	snprintf(event, sizeof(event), "sys_enter_%s", pr->pr_func);
	nargs = dt_syscall_nargs(event);
	for (i = 0; i < nargs; i++) {
		dt_cg_tramp_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_1,
		    DT_SYSCALL_RECARGS + 8 * i));
		dt_cg_tramp_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_9, BPF_REG_0,
		    DT_MEM_ARGS + 8 * i));
	}
}

static int
dt_syscall_event_id(const dt_probe_t *pr)
{
	char path[512];
	FILE *fp;
	int id = -1;

	snprintf(path, sizeof(path), "%s/sys_%s_%s/id", DT_SYSCALL_EVENTS,
	    (pr->pr_arg & DT_SYSCALL_RETURN) ? "exit" : "enter", pr->pr_func);
	if ((fp = fopen(path, "r")) == NULL)
		return -1;
	if (fscanf(fp, "%d", &id) != 1)
		id = -1;
	fclose(fp);
	return id;
}

static int
dt_prov_syscall_attach(dtrace_hdl_t *dtp, dt_probe_t *pr, int prog)
{
	struct perf_event_attr attr;
	int cpus[DT_PROBE_MAXFDS], n, i, id = dt_syscall_event_id(pr);

	if (id < 0)
		return dt_set_err(dtp, "cannot enable syscall:%s:%s:%s: no "
		    "tracepoint id in %s: %s", pr->pr_mod, pr->pr_func,
		    pr->pr_name, DT_SYSCALL_EVENTS, strerror(errno));
	if ((n = dt_online_cpus(cpus, DT_PROBE_MAXFDS)) <= 0)
		return dt_set_err(dtp, "cannot read the online CPUs");
	if ((pr->pr_fds = calloc((size_t)n, sizeof(int))) == NULL)
		abort();
	memset(&attr, 0, sizeof(attr));
	attr.size = sizeof(attr);
	attr.type = PERF_TYPE_TRACEPOINT;
	attr.config = (uint64_t)id;
	attr.sample_period = 1;
	attr.wakeup_events = 1;
	for (i = 0; i < n; i++) {
		int fd = dt_perf_event_open(&attr, -1, cpus[i], -1,
		    PERF_FLAG_FD_CLOEXEC);

		if (fd < 0)
			return dt_set_err(dtp, "cannot enable syscall:%s:%s:%s "
			    "on CPU %d: %s", pr->pr_mod, pr->pr_func,
			    pr->pr_name, cpus[i], strerror(errno));
		pr->pr_fds[pr->pr_nfds++] = fd;
		if (ioctl(fd, PERF_EVENT_IOC_SET_BPF, prog) != 0 ||
		    ioctl(fd, PERF_EVENT_IOC_ENABLE, 0) != 0)
			return dt_set_err(dtp, "cannot enable syscall:%s:%s:%s: "
			    "%s", pr->pr_mod, pr->pr_func, pr->pr_name,
			    strerror(errno));
	}
	return 0;
}

const dt_provops_t dt_prov_syscall = {
	.po_name = "syscall",
	.po_attr = {
		{ DT_STAB_EVOLVING, DT_STAB_EVOLVING, DT_CLASS_COMMON },	/* provider */
		{ DT_STAB_PRIVATE, DT_STAB_PRIVATE, DT_CLASS_UNKNOWN },	/* module */
		{ DT_STAB_PRIVATE, DT_STAB_PRIVATE, DT_CLASS_ISA },	/* function */
		{ DT_STAB_EVOLVING, DT_STAB_EVOLVING, DT_CLASS_COMMON },	/* name */
		{ DT_STAB_PRIVATE, DT_STAB_PRIVATE, DT_CLASS_ISA },	/* arguments */
	},
	.po_populate = dt_prov_syscall_populate,
	.po_progtype = BPF_PROG_TYPE_TRACEPOINT,
	.po_trampoline = dt_prov_syscall_trampoline,
	.po_attach = dt_prov_syscall_attach,
};
