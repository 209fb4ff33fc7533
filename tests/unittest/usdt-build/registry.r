--- one process
PID-ADDR
pid matches the name
address matches the name
path is the program
 177 D O F
registry mode 1777
status 0, 0 entries after exit
--- DTRACE_DOF_INIT_DISABLE
0 entries
--- fork
CHILD-ADDR
PID-ADDR
pid matches the name
address matches the name
path is the program
 177 D O F
status 0, 0 entries after exit
--- DTRACE_DOF_INIT_DEBUG
dtrace helper: registered REGISTRY/PID-ADDR
dtrace helper: unregistered REGISTRY/PID-ADDR
dtrace helper: DTRACE_DOF_INIT_DISABLE is set: not registering
