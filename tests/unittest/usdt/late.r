enabled
status 0
ready
lateappPID select 1 0
lateappPID update t 1
lateappPID begin 2
lateappPID select 1 0
lateappPID update t 1
lateappPID begin 2

