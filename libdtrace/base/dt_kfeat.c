/*
 * dt_kfeat.c -- the kernel features dtrace takes a different way for,
 * in one table: the name and how to find out (the Linux release that
 * brought each is below).  Each is asked of the running kernel the
 * first time a provider needs to know, and the answer kept in the handle:
 *
 *	uprobe_multi	BPF uprobe_multi links (6.6); without them, one
 *			perf uprobe event per probe site (dt_uprobe.c)
 *	kprobes		the kprobe PMU (4.17); without it fbt and the stable
 *			probes on kernel functions need fentry
 *	kunwind		bpf_loop() (5.17) and bpf_task_pt_regs() (5.15),
 *			which the in-kernel user stack unwinder needs;
 *			without them ustack() keys walk frame pointers
 *			(dt_kunwind.c)
 *	proc_filter	the proc connector's event filter (6.6); without
 *			it the exec watch takes every process event
 *			(dt_late_exec.c)
 *	group_dead	sched_process_exit's group_dead argument (6.18);
 *			without it proc:::exit finds a process's last
 *			thread from its live count (dt_prov_proc.c)
 *	task_storage	task-local storage maps and the helpers tracing
 *			programs reach them by (5.11, kernel BTF); without
 *			them self-> scalars live in dt_dvars (dt_tls.c)
 *	nop5_call	x86-64 turns a uprobe on the 5-byte nop into a call
 *			("uprobes/x86: Add support to optimize uprobes",
 *			6.18), whose return address overwrites a leaf
 *			function's red zone; with it the pid provider puts
 *			no probe on that nop in such a function
 *			(dt_prov_pid.c).  By release: the system call its
 *			trampoline makes kills any other caller with SIGILL,
 *			so it cannot be asked.  Taking it as missing (below)
 *			is the way of an older kernel, unsafe on this one.
 *
 * For tests, the environment variable DTRACE_DEBUG_KFEAT_OFF names
 * features to take as missing ("uprobe_multi,group_dead", or "all"), so
 * that the way of an older kernel runs on this one.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/utsname.h>
#include <bpf/bpf.h>
#include <bpf/libbpf.h>

#include "dt_impl.h"
#include "base/dt_file.h"
#include "base/dt_kfeat.h"

static bool dt_kf_uprobe_multi(dtrace_hdl_t *);
static bool dt_kf_kprobes(dtrace_hdl_t *);
static bool dt_kf_kunwind(dtrace_hdl_t *);
static bool dt_kf_proc_filter(dtrace_hdl_t *);
static bool dt_kf_group_dead(dtrace_hdl_t *);
static bool dt_kf_task_storage(dtrace_hdl_t *);
static bool dt_kf_nop5_call(dtrace_hdl_t *);

static const struct {
	const char *name;
	bool (*probe)(dtrace_hdl_t *);
} dt_kfeats[DT_KF_NFEAT] = {
	[DT_KF_UPROBE_MULTI] = { "uprobe_multi", dt_kf_uprobe_multi },
	[DT_KF_KPROBES] = { "kprobes", dt_kf_kprobes },
	[DT_KF_KUNWIND] = { "kunwind", dt_kf_kunwind },
	[DT_KF_PROC_FILTER] = { "proc_filter", dt_kf_proc_filter },
	[DT_KF_GROUP_DEAD] = { "group_dead", dt_kf_group_dead },
	[DT_KF_TASK_STORAGE] = { "task_storage", dt_kf_task_storage },
	[DT_KF_NOP5_CALL] = { "nop5_call", dt_kf_nop5_call },
};

_Static_assert(DT_KF_NFEAT <= sizeof(((dtrace_hdl_t *)0)->dt_kfeat),
    "dtrace_hdl_t's dt_kfeat[] holds every feature");

/*
 * uprobe_multi links, found out by making one: a kernel before 6.6 loads
 * a program with any expected attach type of a kprobe program and
 * refuses only the link (EINVAL); one that has them gets as far as the
 * path, "/", and refuses it as no regular file (EBADF).
 */
static bool
dt_kf_uprobe_multi(dtrace_hdl_t *dtp)
{
	static const struct bpf_insn ret0[] = {
		{ .code = BPF_ALU64 | BPF_MOV | BPF_K, .dst_reg = 0 },
		{ .code = BPF_JMP | BPF_EXIT },
	};
	static const uint64_t off0;
	LIBBPF_OPTS(bpf_prog_load_opts, opts,
	    .expected_attach_type = DT_TRACE_UPROBE_MULTI);
	dt_uprobe_t up = { .up_path = "/", .up_offs = &off0, .up_noffs = 1 };
	bool has = false;
	int fd, link;

	(void)dtp;
	fd = bpf_prog_load(BPF_PROG_TYPE_KPROBE, "dt_probe_um", "GPL", ret0,
	    2, &opts);
	if (fd < 0)
		return false;
	link = dt_uprobe_link_raw(&up, &off0, NULL, NULL, 1, fd);
	if (link >= 0)
		close(link);
	else
		has = errno == EBADF;
	close(fd);
	return has;
}

static bool
dt_kf_kprobes(dtrace_hdl_t *dtp)
{
	(void)dtp;
	return dt_read_int(DT_KPROBE_PMU_TYPE, -1) >= 0;
}

/* libbpf loads a program that calls the helper (1: it loads) */
static bool
dt_kf_kunwind(dtrace_hdl_t *dtp)
{
	(void)dtp;
	return libbpf_probe_bpf_helper(BPF_PROG_TYPE_KPROBE, BPF_FUNC_loop,
	    NULL) == 1 && libbpf_probe_bpf_helper(BPF_PROG_TYPE_KPROBE,
	    BPF_FUNC_task_pt_regs, NULL) == 1;
}

/* Is the kernel's release at least major.minor, on machine (or any)? */
static bool
dt_kf_release(const char *machine, int major, int minor)
{
	struct utsname u;
	int ma = 0, mi = 0;

	if (uname(&u) != 0 || sscanf(u.release, "%d.%d", &ma, &mi) != 2 ||
	    (machine != NULL && strcmp(u.machine, machine) != 0))
		return false;
	return ma > major || (ma == major && mi >= minor);
}

/* The filter has no probe that does not take it: by release. */
static bool
dt_kf_proc_filter(dtrace_hdl_t *dtp)
{
	(void)dtp;
	return dt_kf_release(NULL, 6, 6);
}

static bool
dt_kf_nop5_call(dtrace_hdl_t *dtp)
{
	(void)dtp;
	return dt_kf_release("x86_64", 6, 18);
}

static bool
dt_kf_group_dead(dtrace_hdl_t *dtp)
{
	return dt_rawtp_nargs(dtp, "sched_process_exit") >= 2;
}

/* libbpf makes the map and loads programs of each type dt_tls.c's code
   goes into that call the helpers (1: they load) */
static bool
dt_kf_task_storage(dtrace_hdl_t *dtp)
{
	static const enum bpf_prog_type types[] = { BPF_PROG_TYPE_KPROBE,
	    BPF_PROG_TYPE_TRACEPOINT, BPF_PROG_TYPE_RAW_TRACEPOINT,
	    BPF_PROG_TYPE_PERF_EVENT };

	(void)dtp;
	if (libbpf_probe_bpf_map_type(BPF_MAP_TYPE_TASK_STORAGE, NULL) != 1)
		return false;
	for (size_t i = 0; i < sizeof(types) / sizeof(types[0]); i++)
		if (libbpf_probe_bpf_helper(types[i],
		    BPF_FUNC_task_storage_get, NULL) != 1 ||
		    libbpf_probe_bpf_helper(types[i],
		    BPF_FUNC_get_current_task_btf, NULL) != 1)
			return false;
	return true;
}

/* Is f in DTRACE_DEBUG_KFEAT_OFF? */
static bool
dt_kfeat_off(dt_kfeat_t f)
{
	const char *s = getenv("DTRACE_DEBUG_KFEAT_OFF");
	size_t len = strlen(dt_kfeats[f].name);

	if (s == NULL)
		return false;
	if (strcmp(s, "all") == 0)
		return true;
	for (const char *p = s; (p = strstr(p, dt_kfeats[f].name)) != NULL;
	    p += len)
		if ((p == s || p[-1] == ',') &&
		    (p[len] == '\0' || p[len] == ','))
			return true;
	return false;
}

bool
dt_kfeat_has(dtrace_hdl_t *dtp, dt_kfeat_t f)
{
	if (dtp->dt_kfeat[f] == 0)
		dtp->dt_kfeat[f] = !dt_kfeat_off(f) &&
		    dt_kfeats[f].probe(dtp) ? 1 : -1;
	return dtp->dt_kfeat[f] > 0;
}

/*
 * Can ustack() keys be unwound in the kernel here: x86-64 (the rows are
 * its CFI), ustackmode not fp, and the kernel's kunwind feature?  The
 * checker, the code generator and the consumer (dt_kunwind.c) ask.
 */
bool
dt_kuw_usable(dtrace_hdl_t *dtp)
{
#if defined(__x86_64__)
	return dtp->dt_opts.ustackmode != DT_USTACK_FP &&
	    dt_kfeat_has(dtp, DT_KF_KUNWIND);
#else
	(void)dtp;
	return false;
#endif
}
