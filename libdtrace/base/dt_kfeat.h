/*
 * dt_kfeat.h -- what the running kernel offers that dtrace chooses a way
 * by (dt_kfeat.c): one table, each feature found out once per handle.
 */
#ifndef DT_KFEAT_H
#define DT_KFEAT_H

#include <stdbool.h>

struct dtrace_hdl;

/* the kprobe PMU's perf event type, where the kernel has kprobes */
#define DT_KPROBE_PMU_TYPE	"/sys/bus/event_source/devices/kprobe/type"

typedef enum dt_kfeat {
	DT_KF_UPROBE_MULTI,	/* BPF uprobe_multi links */
	DT_KF_KPROBES,		/* the kprobe PMU (perf_event_open) */
	DT_KF_KUNWIND,		/* what the in-kernel unwinder calls */
	DT_KF_PROC_FILTER,	/* the proc connector's event filter */
	DT_KF_GROUP_DEAD,	/* sched_process_exit's group_dead */
	DT_KF_TASK_STORAGE,	/* task storage for tracing programs */
	DT_KF_NOP5_CALL,	/* a uprobe on the 5-byte nop becomes a call */
	DT_KF_NFEAT
} dt_kfeat_t;

/* Has the kernel feature f?  (Asked of the kernel the first time.) */
bool dt_kfeat_has(struct dtrace_hdl *, dt_kfeat_t f);
/* Can ustack() keys be unwound in the kernel here (x86-64, ustackmode
   not fp, bpf_loop() and bpf_task_pt_regs() present)? */
bool dt_kuw_usable(struct dtrace_hdl *);

#endif
