dtrace -n BEGIN: status 1
dtrace: failed to initialize dtrace: DTrace requires additional privileges
dtrace -l: status 1
dtrace: failed to initialize dtrace: DTrace requires additional privileges
dtrace -l -n syscall:::: status 1
dtrace: failed to initialize dtrace: DTrace requires additional privileges
dtrace -e -n BEGIN: status 1
dtrace: failed to initialize dtrace: DTrace requires additional privileges
dtrace -n syscall::getpid:entry -c true: status 1
dtrace: failed to initialize dtrace: DTrace requires additional privileges
dtrace -h: status 0
dtrace -G: status 0
linked
ran
dtrace: Sun D 2.0
