dtrace: description 'lockstat:::adaptive-block, lockstat:::spin-acquire ' matched 2 probes
dtrace: could not enable tracing: lockstat:vmlinux::spin-acquire: this kernel cannot attach fentry programs (REASON) and has no kprobes
exit 1
