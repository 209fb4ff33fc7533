exit status 0
PID-DOF
--- SIGTERM
exit status 0
PID-DOF
