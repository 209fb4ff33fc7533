fbt::do_sys_openat2:entry: listing and enabling agree
sched:::enqueue: listing and enabling agree
syscall::getppid:entry: listing and enabling agree
