dtrace: could not enable tracing: Destructive actions not allowed
raise(9): status 1
dtrace: could not enable tracing: Destructive actions not allowed
stop(): status 1
dtrace: could not enable tracing: Destructive actions not allowed
copyout("x", 0, 1): status 1
dtrace: could not enable tracing: Destructive actions not allowed
copyoutstr("x", 0, 1): status 1
dtrace: could not enable tracing: Destructive actions not allowed
system("echo run"): status 1
dtrace: could not enable tracing: Destructive actions not allowed
freopen("/dev/null"): status 1
ftruncate(): status 0
