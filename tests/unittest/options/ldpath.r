dtrace: failed to link script prog: failed to link prog.o: /nonexistent/ld exited with status 127
status 1
linker: -o prog.o -r
status 0
myld
prog.d
prog.o
dtrace: failed to compile script prag.d: line 1: failed to set option 'ldpath' to '/bin/ld': Option cannot be used from within a D program
status 1
