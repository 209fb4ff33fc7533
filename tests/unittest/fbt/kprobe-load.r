dtrace: description 'fbt::vfs_read:entry ' matched 1 probe
BPF verifier log for fbt:vmlinux:vfs_read:entry:
verified
dtrace: could not enable tracing: fbt:vmlinux:vfs_read:entry: this kernel (REASON) has no kprobes
exit 1
dtrace: description 'fbt::vfs_read:return ' matched 1 probe
BPF verifier log for fbt:vmlinux:vfs_read:return:
verified
dtrace: could not enable tracing: fbt:vmlinux:vfs_read:return: this kernel (REASON) has no kprobes
exit 1
