status 0
first target: 3 calls

dtrace: pid N exited with status 3
dtrace: pid N has exited
$target is the first -p: yes
dtrace: pid P1 has exited
dtrace: pid P2 has exited

