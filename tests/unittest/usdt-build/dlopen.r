exported semaphores: 0
PID main
PID main
PID ./libmy.so
PID main
PID main
PID main
PID main
status 0, 0 entries after exit
child after dlclose: exited
