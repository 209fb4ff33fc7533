# pid entry probes see arguments past the registers (arg6 .. arg9): those
# passed on the stack are read from above the return address.
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
cc -O1 -o "$T/stack-args" "$(dirname "$0")/stack-args.c" || exit 1
"$DTRACE" -q -n 'pid$target:a.out:nine:entry { printf("%d %d %d %d %d %d %d %d %d\n",
    arg0, arg1, arg2, arg3, arg4, arg5, arg6, arg7, arg8); }' -c "$T/stack-args"
echo "status $?"
