# A usdt probe without typed arguments has no args[]: one whose
# translated list is empty ("none(int a, char *s) : ()", DTrace's
# err.argmap-null), and a plain <sys/sdt.h> probe, whose program has no
# provider definition (DOF) to type them.  DTrace's error for each.
. "$(dirname "$0")/usdt-build.sh"
build_argapp || exit 1
start_app
trace_app 'argapp$target:::none { trace(args[0]); }'
echo "--- <sys/sdt.h>"
cc -O2 -o sdtonly "$HERE/../usdt/sdtonly.c" || exit 1
"$DTRACE" -q -n 'sdtonly$target:::global { trace(args[0]); }' \
    -c ./sdtonly 2>&1 | sed 's/sdtonly[0-9][0-9]*/sdtonlyPID/'
echo "status ${PIPESTATUS[0]}"
