dtrace: description 'sched:::enqueue ' matched 1 probe
BPF verifier log for sched:vmlinux::enqueue:
verified
dtrace: could not enable tracing: sched:vmlinux::enqueue: this kernel (REASON) has no kprobes
exit 1
dtrace: description 'sched:::dequeue ' matched 1 probe
BPF verifier log for sched:vmlinux::dequeue:
verified
dtrace: could not enable tracing: sched:vmlinux::dequeue: this kernel (REASON) has no kprobes
exit 1
dtrace: description 'sched:::change-pri ' matched 1 probe
BPF verifier log for sched:vmlinux::change-pri:
verified
BPF verifier log for sched:vmlinux::change-pri (entry):
verified
dtrace: could not enable tracing: sched:vmlinux::change-pri: this kernel (REASON) has no kprobes
exit 1
dtrace: description 'proc:::signal-clear ' matched 1 probe
BPF verifier log for proc:vmlinux::signal-clear:
verified
BPF verifier log for proc:vmlinux::signal-clear (entry):
verified
dtrace: could not enable tracing: proc:vmlinux::signal-clear: this kernel (REASON) has no kprobes
exit 1
dtrace: description 'io:::wait-start ' matched 1 probe
BPF verifier log for io:vmlinux::wait-start:
verified
dtrace: could not enable tracing: io:vmlinux::wait-start: this kernel (REASON) has no kprobes
exit 1
dtrace: description 'io:::wait-done ' matched 1 probe
BPF verifier log for io:vmlinux::wait-done:
verified
BPF verifier log for io:vmlinux::wait-done (entry):
verified
dtrace: could not enable tracing: io:vmlinux::wait-done: this kernel (REASON) has no kprobes
exit 1
