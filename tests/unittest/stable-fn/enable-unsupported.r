dtrace: description 'sched:::wakeup ' matched 1 probe
dtrace: description 'sched:::enqueue ' matched 1 probe
dtrace: could not enable tracing: sched:vmlinux::enqueue: this kernel cannot attach fentry programs (REASON) and has no kprobes
exit 1
dtrace: description 'sched:::wakeup ' matched 1 probe
dtrace: description 'sched:::dequeue ' matched 1 probe
dtrace: could not enable tracing: sched:vmlinux::dequeue: this kernel cannot attach fentry programs (REASON) and has no kprobes
exit 1
dtrace: description 'sched:::wakeup ' matched 1 probe
dtrace: description 'sched:::change-pri ' matched 1 probe
dtrace: could not enable tracing: sched:vmlinux::change-pri: this kernel cannot attach fentry programs (REASON) and has no kprobes
exit 1
dtrace: description 'sched:::wakeup ' matched 1 probe
dtrace: description 'proc:::signal-clear ' matched 1 probe
dtrace: could not enable tracing: proc:vmlinux::signal-clear: this kernel cannot attach fentry programs (REASON) and has no kprobes
exit 1
dtrace: description 'sched:::wakeup ' matched 1 probe
dtrace: description 'io:::wait-start ' matched 1 probe
dtrace: could not enable tracing: io:vmlinux::wait-start: this kernel cannot attach fentry programs (REASON) and has no kprobes
exit 1
dtrace: description 'sched:::wakeup ' matched 1 probe
dtrace: description 'io:::wait-done ' matched 1 probe
dtrace: could not enable tracing: io:vmlinux::wait-done: this kernel cannot attach fentry programs (REASON) and has no kprobes
exit 1
