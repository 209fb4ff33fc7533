perf_event_open ENOSYS, dtrace -n BEGIN: status 1
dtrace: failed to initialize dtrace: DTrace device not available on system: this kernel has no perf events (it needs CONFIG_PERF_EVENTS=y)
perf_event_open ENOSYS, dtrace -n profile-97 -c true: status 1
dtrace: failed to initialize dtrace: DTrace device not available on system: this kernel has no perf events (it needs CONFIG_PERF_EVENTS=y)
perf_event_open EACCES, dtrace -n BEGIN: status 1
dtrace: failed to initialize dtrace: DTrace requires additional privileges: perf_event_open() is forbidden to this process (Permission denied): lift the seccomp filter or security module that refuses it
perf_event_open EACCES, dtrace -n profile-97 -c true: status 1
dtrace: failed to initialize dtrace: DTrace requires additional privileges: perf_event_open() is forbidden to this process (Permission denied): lift the seccomp filter or security module that refuses it
perf_event_open EPERM, dtrace -n BEGIN: status 1
dtrace: failed to initialize dtrace: DTrace requires additional privileges: perf_event_open() is forbidden to this process (Operation not permitted): lift the seccomp filter or security module that refuses it
perf_event_open EPERM, dtrace -n profile-97 -c true: status 1
dtrace: failed to initialize dtrace: DTrace requires additional privileges: perf_event_open() is forbidden to this process (Operation not permitted): lift the seccomp filter or security module that refuses it
   ID   PROVIDER            MODULE                          FUNCTION NAME
    1     dtrace                                                     BEGIN
perf_event_open EACCES, dtrace -l: status 0
