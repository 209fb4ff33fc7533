dtrace: description 'fbt::vfs_read:entry ' matched 1 probe
dtrace: could not enable tracing: fbt:vmlinux:vfs_read:entry: this kernel cannot attach fentry programs (REASON) and has no kprobes
exit 1
