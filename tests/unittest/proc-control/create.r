status 0
target PID
getppid 3

exit 3: status 0
killed: status 0
