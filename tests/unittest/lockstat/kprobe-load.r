dtrace: description 'lockstat:::adaptive-acquire ' matched 1 probe
BPF verifier log for lockstat:vmlinux::adaptive-acquire:
verified
BPF verifier log for lockstat:vmlinux::adaptive-acquire (entry):
verified
dtrace: could not enable tracing: lockstat:vmlinux::adaptive-acquire: this kernel (REASON) has no kprobes
exit 1
dtrace: description 'lockstat:::adaptive-acquire-error ' matched 1 probe
BPF verifier log for lockstat:vmlinux::adaptive-acquire-error:
verified
BPF verifier log for lockstat:vmlinux::adaptive-acquire-error (entry):
verified
dtrace: could not enable tracing: lockstat:vmlinux::adaptive-acquire-error: this kernel (REASON) has no kprobes
exit 1
dtrace: description 'lockstat:::adaptive-release ' matched 1 probe
BPF verifier log for lockstat:vmlinux::adaptive-release:
verified
BPF verifier log for lockstat:vmlinux::adaptive-release (entry):
verified
dtrace: could not enable tracing: lockstat:vmlinux::adaptive-release: this kernel (REASON) has no kprobes
exit 1
dtrace: description 'lockstat:::rw-acquire ' matched 1 probe
BPF verifier log for lockstat:vmlinux::rw-acquire:
verified
BPF verifier log for lockstat:vmlinux::rw-acquire (entry):
verified
dtrace: could not enable tracing: lockstat:vmlinux::rw-acquire: this kernel (REASON) has no kprobes
exit 1
dtrace: description 'lockstat:::rw-release ' matched 1 probe
BPF verifier log for lockstat:vmlinux::rw-release:
verified
BPF verifier log for lockstat:vmlinux::rw-release (entry):
verified
dtrace: could not enable tracing: lockstat:vmlinux::rw-release: this kernel (REASON) has no kprobes
exit 1
dtrace: description 'lockstat:::spin-acquire ' matched 1 probe
BPF verifier log for lockstat:vmlinux::spin-acquire:
verified
BPF verifier log for lockstat:vmlinux::spin-acquire (entry):
verified
dtrace: could not enable tracing: lockstat:vmlinux::spin-acquire: this kernel (REASON) has no kprobes
exit 1
dtrace: description 'lockstat:::spin-release ' matched 1 probe
BPF verifier log for lockstat:vmlinux::spin-release:
verified
BPF verifier log for lockstat:vmlinux::spin-release (entry):
verified
dtrace: could not enable tracing: lockstat:vmlinux::spin-release: this kernel (REASON) has no kprobes
exit 1
