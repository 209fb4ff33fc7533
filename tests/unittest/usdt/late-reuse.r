pid reused: yes
status 0
ready
reuseappPID select 1 0
reuseappPID update t 1
reuseappPID begin 2
reuseappPID select 1 0
reuseappPID update t 1
reuseappPID begin 2

