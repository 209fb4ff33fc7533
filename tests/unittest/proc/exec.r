create: child of the target 1
exec /nonexistent/dtrace-test
exec-failure: -2, -ENOENT 1
exit: CLD_EXITED 1, status 127
create: child of the target 1
exec /bin/true
exec-success: true
exit: CLD_EXITED 1, status 0
target exit: CLD_EXITED 1, status 3

