hello
getppid 5

syscall count: status 0
42 printf

printf: status 0
dtrace: invalid probe specifier BEGIN { trace(curthread->pid); exit(0); }: in action list: failed to resolve type of curthread: the kernel has no BTF (/sys/kernel/btf/vmlinux): it needs a kernel built with CONFIG_DEBUG_INFO_BTF=y
curthread: status 1
dtrace: ppid needs kernel types: the kernel has no BTF (/sys/kernel/btf/vmlinux): it needs a kernel built with CONFIG_DEBUG_INFO_BTF=y
ppid: status 1
