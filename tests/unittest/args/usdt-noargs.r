status 1
dtrace: failed to compile script script.d: line 2: index 0 is out of range for argappPID:::none args[ ]
