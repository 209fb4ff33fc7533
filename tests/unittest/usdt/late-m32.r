enabled
status 0
ready
late32appPID select 1 0
late32appPID update t 1
late32appPID begin 2
late32appPID select 1 0
late32appPID update t 1
late32appPID begin 2

