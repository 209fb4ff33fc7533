hello
getppid 5

unmounted: status 0
tracefs
dtrace: invalid probe specifier syscall::getppid:entry /pid == $target/ { @n = count(); }
    END { printa("getppid %@d\n", @n); }: probe description syscall::getppid:entry does not match any probes (tracefs is not mounted on /sys/kernel/tracing and dtrace could not mount it: Operation not permitted; mount -t tracefs nodev /sys/kernel/tracing)
mount EPERM: status 1
   ID   PROVIDER            MODULE                          FUNCTION NAME
dtrace: failed to match sdt:::sched_switch: No probe matches description (tracefs is not mounted on /sys/kernel/tracing and dtrace could not mount it: Operation not permitted; mount -t tracefs nodev /sys/kernel/tracing)
mount EPERM, -l sdt: status 0
   ID   PROVIDER            MODULE                          FUNCTION NAME
dtrace: failed to match fbt::nosuch:entry: No probe matches description
mount EPERM, -l fbt: status 0
BEGIN

mount EPERM, BEGIN: status 0
dtrace: invalid probe specifier syscall::getppid:entry /pid == $target/ { @n = count(); }
    END { printa("getppid %@d\n", @n); }: probe description syscall::getppid:entry does not match any probes (this kernel has no tracefs: it needs CONFIG_FTRACE=y)
mount ENODEV: status 1
   ID   PROVIDER            MODULE                          FUNCTION NAME
dtrace: failed to match sdt:::sched_switch: No probe matches description (this kernel has no tracefs: it needs CONFIG_FTRACE=y)
mount ENODEV, -l sdt: status 0
   ID   PROVIDER            MODULE                          FUNCTION NAME
dtrace: failed to match fbt::nosuch:entry: No probe matches description
mount ENODEV, -l fbt: status 0
BEGIN

mount ENODEV, BEGIN: status 0
