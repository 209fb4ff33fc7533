dtrace: invalid probe specifier fbt::vfs_read:entry { exit(0); }: probe description fbt::vfs_read:entry does not match any probes (the kernel has no BTF (/sys/kernel/btf/vmlinux): it needs a kernel built with CONFIG_DEBUG_INFO_BTF=y)
fbt: status 1
