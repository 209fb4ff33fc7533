status 0
status 0
ok
status 0, 0 entries
node:gc__done -4@ -4@ 8@
node:gc__start -4@ -4@ 8@
node:net__server__connection 8@ 8@ -4@ -4@
node:net__stream__end 8@ 8@ -4@ -4@
.probes node_gc__done_semaphore
.probes node_gc__start_semaphore
.probes node_net__server__connection_semaphore
.probes node_net__stream__end_semaphore
DOF sections: 1
