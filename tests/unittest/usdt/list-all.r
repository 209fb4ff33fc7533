--- dtrace -l
laappPID queries main query-start
laappPID queries main query-done
--- dtrace -l -n query-start
laappPID queries main query-start
