/*
 * dt_perf.c -- BPF programs on perf events: the tracepoint events of
 * tracefs (sdt, syscall), and the clocks and counters of profile, cpc
 * and sched, one event a CPU.  Each event's descriptor is kept by its
 * probe, so the probe's teardown closes it.
 */
#include <errno.h>
#include <string.h>
#include <unistd.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <linux/perf_event.h>

#include "dt_impl.h"

int
dt_perf_event_open(void *attr, int pid, int cpu, int group, unsigned long fl)
{
	return (int)syscall(SYS_perf_event_open, attr, pid, cpu, group, fl);
}

/*
 * Open a perf event on one CPU, record it in the probe (so teardown closes
 * it), attach the probe's program and enable it.  Returns 0, or -1 with
 * the error set.
 */
int
dt_perf_attach(dtrace_hdl_t *dtp, dt_probe_t *pr, struct perf_event_attr *attr,
    int cpu, int prog)
{
	int fd = dt_perf_event_open(attr, -1, cpu, -1, PERF_FLAG_FD_CLOEXEC);

	if (fd < 0)
		goto fail;
	dt_probe_keep_fd(pr, fd);
	if (ioctl(fd, PERF_EVENT_IOC_SET_BPF, prog) == 0 &&
	    ioctl(fd, PERF_EVENT_IOC_ENABLE, 0) == 0)
		return 0;
fail:
	return dt_set_err(dtp, "cannot enable %s:%s:%s:%s on CPU %d: %s",
	    pr->pr_prov, pr->pr_mod, pr->pr_func, pr->pr_name, cpu,
	    strerror(errno));
}

/*
 * The tracepoint event of tracefs id (its events/<group>/<name>/id) on
 * one CPU: a tracepoint runs its programs on every CPU.  A counting
 * event: the program runs before perf counts, and the events perf
 * refuses to sample (irq_vectors: EPERM) take it.  For sdt and the
 * syscalls' own events.
 */
int
dt_perf_attach_tp(dtrace_hdl_t *dtp, dt_probe_t *pr, int id, int prog)
{
	struct perf_event_attr attr;
	int cpu;

	if (dt_online_cpus(&cpu, 1) != 1)
		return dt_set_err(dtp, "cannot read the online CPUs");
	memset(&attr, 0, sizeof(attr));
	attr.size = sizeof(attr);
	attr.type = PERF_TYPE_TRACEPOINT;
	attr.config = (uint64_t)id;
	attr.sample_period = 0;
	return dt_perf_attach(dtp, pr, &attr, cpu, prog);
}

/*
 * The same on every online CPU (-x cpu=N: only that one, since the
 * program returns at once on the others), for profile and cpc.
 */
int
dt_perf_attach_cpus(dtrace_hdl_t *dtp, dt_probe_t *pr,
    struct perf_event_attr *attr, int prog)
{
	int cpus[DT_PROBE_MAXFDS], n;

	if ((n = dt_online_cpus(cpus, DT_PROBE_MAXFDS)) <= 0)
		return dt_set_err(dtp, "cannot read the online CPUs");
	for (int i = 0; i < n; i++) {
		if (dtp->dt_opts.cpu >= 0 && cpus[i] != dtp->dt_opts.cpu)
			continue;
		if (dt_perf_attach(dtp, pr, attr, cpus[i], prog) != 0)
			return -1;
	}
	return 0;
}
