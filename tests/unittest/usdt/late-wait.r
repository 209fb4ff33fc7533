--- no consumer
dtrace helper: registered /REG/PID-DOF
dtrace helper: unregistered /REG/PID-DOF
--- a consumer that died
dtrace helper: registered /REG/PID-DOF
dtrace helper: unregistered /REG/PID-DOF
.consumers
.consumers/CONSUMER
--- a live consumer that never acknowledges
dtrace helper: registered /REG/PID-DOF
dtrace helper: gave up waiting for consumers
dtrace helper: unregistered /REG/PID-DOF
.consumers
.consumers/CONSUMER
