dtrace: invalid probe specifier BEGIN { exit(0); }: Cyclic dependency detected: cycle/libb.d => cycle/liba.d
status 1
dtrace: failed to compile script /dev/stdin: Invalid library dependency in missing/liba.d: missing/libnotthere.d
status 1
3

status 0
