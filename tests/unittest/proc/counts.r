exec-failure   1
exec-success   1
create         2
exec           2
lwp-start      2
start          2
exit           3
lwp-exit       3

