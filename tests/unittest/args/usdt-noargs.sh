# A usdt probe whose provider definition gives it no arguments has no
# args[]: its translated list is empty ("none(int a, char *s) : ()",
# DTrace's err.argmap-null).  DTrace's error.  (A plain <sys/sdt.h>
# probe, which no DOF defines, has args[] typed from its note:
# usdt/sdtonly-args.)
. "$(dirname "$0")/usdt-build.sh"
build_argapp || exit 1
start_app
trace_app 'argapp$target:::none { trace(args[0]); }'
