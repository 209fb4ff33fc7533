create: ppid is the target 1, fname sh
exec /nonexistent/dtrace-test
exec-failure -2
signal-send 17 to sh, lwp is the target 1
create: ppid is the target 1, fname sh
exec /bin/true
signal-send 17 to sh, lwp is the target 1

