state T
resumed
status 0
stopping PID

