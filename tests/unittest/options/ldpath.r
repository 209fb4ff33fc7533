dtrace: /nonexistent/ld: No such file or directory
dtrace: failed to link script prog: failed to link prog.o: /nonexistent/ld exited with status 127
status 1
linker: -o it's.o -r
status 0
it's.o
myld
prog.d
dtrace: failed to compile script prag.d: line 1: failed to set option 'ldpath' to '/bin/ld': Option cannot be used from within a D program
status 1
