status 1
dtrace: failed to compile script script.d: line 2: index 0 is out of range for argappPID:::none args[ ]
--- <sys/sdt.h>
dtrace: invalid probe specifier sdtonly$target:::global { trace(args[0]); }: in action list: index 0 is out of range for sdtonlyPID:::global args[ ]
status 1
