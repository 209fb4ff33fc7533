status 0
target PID
getppid 3

dtrace: pid PID has exited
dtrace: pid PID exited with status 3
dtrace: pid PID terminated by SIGKILL
