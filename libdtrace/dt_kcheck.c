/*
 * dt_kcheck.c -- before tracing: may this process use what tracing needs?
 *
 * DTrace on Solaris opens /dev/dtrace and learns at once whether it may
 * trace: "DTrace requires additional privileges" or "DTrace device not
 * available on system".  Here the kernel facilities are three, each of
 * which can be missing or forbidden on its own:
 *
 *  - capabilities: loading tracing programs takes CAP_SYS_ADMIN, or since
 *    Linux 5.8 CAP_BPF and CAP_PERFMON together;
 *  - bpf(2): absent from a kernel built without CONFIG_BPF_SYSCALL
 *    (ENOSYS); refused (EPERM) by a seccomp filter, a security module or
 *    lockdown even to root;
 *  - perf_event_open(2), which holds the principal buffers and attaches
 *    tracepoint, profile and uprobe programs: absent without
 *    CONFIG_PERF_EVENTS; refused by seccomp or a security module, or by
 *    kernel.perf_event_paranoid where a distribution's level 3 asks for
 *    more than CAP_PERFMON.
 *
 * Each is tried once, cheaply (a one-entry map, one software event), so
 * that a session that cannot trace fails up front with one message that
 * names what is missing and what to do, and not at the first map or
 * buffer it happens to create.  The command prints it after DTrace's
 * "failed to initialize dtrace: ".
 */
#define _GNU_SOURCE		/* sched_getcpu */
#include <errno.h>
#include <sched.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/syscall.h>
#include <linux/bpf.h>
#include <linux/capability.h>
#include <linux/perf_event.h>

#include "dt_impl.h"

/* DTrace's own texts for a missing device and for missing privileges */
#define DT_KC_NOENT	"DTrace device not available on system"
#define DT_KC_ACCESS	"DTrace requires additional privileges"

#define DT_CAP_SYS_ADMIN	21
#define DT_CAP_PERFMON		38
#define DT_CAP_BPF		39

/* The effective capability set (capget(2), version 3: two 32-bit
   halves), or false if the kernel will not tell. */
static bool
dt_kcheck_capeff(unsigned long long *eff)
{
	struct __user_cap_header_struct h = { _LINUX_CAPABILITY_VERSION_3, 0 };
	struct __user_cap_data_struct d[_LINUX_CAPABILITY_U32S_3];

	if (syscall(SYS_capget, &h, d) != 0)
		return false;
	*eff = (unsigned long long)d[1].effective << 32 | d[0].effective;
	return true;
}

/* Has this process CAP_SYS_ADMIN (true if /proc cannot tell)? */
static bool
dt_kcheck_sysadmin(void)
{
	unsigned long long eff;

	return !dt_kcheck_capeff(&eff) || (eff >> DT_CAP_SYS_ADMIN & 1);
}

int
dtrace_check_privileges(dtrace_hdl_t *dtp)
{
	unsigned long long eff;
	bool bpf, perfmon;

	if (!dt_kcheck_capeff(&eff))	/* no /proc: the kernel decides */
		return 0;
	if (eff >> DT_CAP_SYS_ADMIN & 1)
		return 0;
	bpf = eff >> DT_CAP_BPF & 1;
	perfmon = eff >> DT_CAP_PERFMON & 1;
	if (bpf && perfmon)
		return 0;
	if (!bpf && !perfmon)		/* an ordinary user: DTrace's words */
		return dt_set_err(dtp, DT_KC_ACCESS);
	return dt_set_err(dtp, DT_KC_ACCESS ": %s is missing (run dtrace as "
	    "root, or with CAP_BPF and CAP_PERFMON)",
	    bpf ? "CAP_PERFMON" : "CAP_BPF");
}

/* bpf(2) as the first map of a session makes it: a one-entry array. */
static int
dt_kcheck_bpf(dtrace_hdl_t *dtp)
{
	union bpf_attr attr;
	int fd;

	memset(&attr, 0, sizeof(attr));
	attr.map_type = BPF_MAP_TYPE_ARRAY;
	attr.key_size = 4;
	attr.value_size = 4;
	attr.max_entries = 1;
	fd = (int)syscall(SYS_bpf, BPF_MAP_CREATE, &attr, sizeof(attr));
	if (fd >= 0) {
		close(fd);
		return 0;
	}
	if (errno == ENOSYS)
		return dt_set_err(dtp, DT_KC_NOENT ": this kernel has no "
		    "bpf() system call (it needs CONFIG_BPF_SYSCALL=y)");
	if (errno == EPERM || errno == EACCES)
		return dt_set_err(dtp, DT_KC_ACCESS ": bpf() is forbidden to "
		    "this process (%s): lift the seccomp filter, security "
		    "module or lockdown that refuses it", strerror(errno));
	return dt_set_err(dtp, "cannot use bpf(): %s", strerror(errno));
}

/* kernel.perf_event_paranoid, or -2 if it cannot be read */
static int
dt_kcheck_paranoid(void)
{
	FILE *fp = fopen("/proc/sys/kernel/perf_event_paranoid", "r");
	int level = -2;

	if (fp != NULL) {
		if (fscanf(fp, "%d", &level) != 1)
			level = -2;
		fclose(fp);
	}
	return level;
}

/* perf_event_open(2) as a principal buffer opens it, on this CPU. */
static int
dt_kcheck_perf(dtrace_hdl_t *dtp)
{
	struct perf_event_attr attr;
	int cpu = sched_getcpu(), fd, paranoid;

	memset(&attr, 0, sizeof(attr));
	attr.size = sizeof(attr);
	attr.type = PERF_TYPE_SOFTWARE;
	attr.config = PERF_COUNT_SW_BPF_OUTPUT;
	attr.sample_type = PERF_SAMPLE_RAW;
	attr.sample_period = 1;
	fd = dt_perf_event_open(&attr, -1, cpu < 0 ? 0 : cpu, -1,
	    PERF_FLAG_FD_CLOEXEC);
	if (fd >= 0) {
		close(fd);
		return 0;
	}
	if (errno == ENOSYS)
		return dt_set_err(dtp, DT_KC_NOENT ": this kernel has no perf "
		    "events (it needs CONFIG_PERF_EVENTS=y)");
	if (errno != EPERM && errno != EACCES)
		return dt_set_err(dtp, "cannot use perf_event_open(): %s",
		    strerror(errno));
	/* Debian's level 3 and above refuse even CAP_PERFMON, but not
	   CAP_SYS_ADMIN (root): there the refusal is someone else's */
	if ((paranoid = dt_kcheck_paranoid()) > 2 && !dt_kcheck_sysadmin())
		return dt_set_err(dtp, DT_KC_ACCESS ": perf events are "
		    "forbidden (%s): kernel.perf_event_paranoid is %d; set "
		    "it to 2 or lower, or run dtrace as root",
		    strerror(errno), paranoid);
	return dt_set_err(dtp, DT_KC_ACCESS ": perf_event_open() is "
	    "forbidden to this process (%s): lift the seccomp filter or "
	    "security module that refuses it", strerror(errno));
}

int
dtrace_check_tracing(dtrace_hdl_t *dtp)
{
	if (dt_kcheck_bpf(dtp) != 0 || dt_kcheck_perf(dtp) != 0)
		return -1;
	return 0;
}
