dtrace: failed to execute /nonexistent/cmd: No such file or directory
status 1
dtrace: failed to grab pid 2147483647: No such process
status 1
dtrace: invalid pid: 12x
status 1
