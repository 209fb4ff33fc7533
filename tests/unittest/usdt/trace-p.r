--- -p
status 0
ready
tpappPID select 1 0
tpappPID update t 1
tpappPID begin 2

                3
--- tpapp*
status 0
ready
tpappPID select 1 0
tpappPID update t 1
tpappPID begin 2

                3
