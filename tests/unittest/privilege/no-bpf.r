bpf ENOSYS, dtrace -n BEGIN: status 1
dtrace: failed to initialize dtrace: DTrace device not available on system: this kernel has no bpf() system call (it needs CONFIG_BPF_SYSCALL=y)
bpf ENOSYS, dtrace -n syscall::getppid:entry -c true: status 1
dtrace: failed to initialize dtrace: DTrace device not available on system: this kernel has no bpf() system call (it needs CONFIG_BPF_SYSCALL=y)
   ID   PROVIDER            MODULE                          FUNCTION NAME
    1     dtrace                                                     BEGIN
bpf ENOSYS, dtrace -l: status 0
bpf ENOSYS, dtrace -e: status 0
bpf EPERM, dtrace -n BEGIN: status 1
dtrace: failed to initialize dtrace: DTrace requires additional privileges: bpf() is forbidden to this process (Operation not permitted): lift the seccomp filter, security module or lockdown that refuses it
bpf EPERM, dtrace -n syscall::getppid:entry -c true: status 1
dtrace: failed to initialize dtrace: DTrace requires additional privileges: bpf() is forbidden to this process (Operation not permitted): lift the seccomp filter, security module or lockdown that refuses it
   ID   PROVIDER            MODULE                          FUNCTION NAME
    1     dtrace                                                     BEGIN
bpf EPERM, dtrace -l: status 0
bpf EPERM, dtrace -e: status 0
