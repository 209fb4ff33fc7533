# -l -v of rawtp probes: args[] typed by the tracepoint's BTF prototype
# (sched_switch's bool preempt, its two struct task_struct *, unsigned int
# prev_state; a kernel typedef, pid_t, as BTF names it), at the
# stability of tracepoint providers.
"$DTRACE" -l -v -n rawtp:sched::sched_switch -n rawtp:sched::sched_process_exec |
    sed 's/^ *[0-9][0-9]* /ID /'
