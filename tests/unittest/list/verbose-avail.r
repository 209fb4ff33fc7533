fbt::do_sys_openat2:entry: listing and enabling agree
sched:::enqueue: listing and enabling agree
syscall::getppid:entry: listing and enabling agree
lockstat:::adaptive-acquire: listing and enabling agree
lockstat:::spin-acquire: listing and enabling agree
tcp:::receive: listing and enabling agree
