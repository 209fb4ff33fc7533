# bufresize=auto (the default): a principal buffer the kernel cannot map
# is halved until it can, and dtrace says to what.  The address space
# limit makes the refusal quick and the result small; the size it ends
# at depends on the machine, so only its form is checked.
err=$(mktemp)
trap 'rm -f "$err"' EXIT
ulimit -v 300000
$DTRACE -x bufsize=100t -n 'BEGIN { exit(0); }' 2>"$err"
echo "exit $?"
sed -E 's/lowered to [0-9]+[kmg]$/lowered to N/' "$err"
