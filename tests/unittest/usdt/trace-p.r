--- -p
status 0
ready
myappPID select 1 0
myappPID update t 1
myappPID begin 2

                3
dtrace: pid PID has exited
--- myapp*
status 0
ready
myappPID select 1 0
myappPID update t 1
myappPID begin 2

                3
dtrace: pid PID has exited
