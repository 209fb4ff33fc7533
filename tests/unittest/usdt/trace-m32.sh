# A 32-bit program (cc -m32, dtrace -G -32) traced with -c, on the 64-bit
# kernel: its notes have 4-byte addresses, its argument specs name i386
# registers (-O2: "4@%esi -4@%edi") or the stack frame (-O0:
# "4@-40(%ebp)"), read from the 64-bit pt_regs the kernel keeps for a
# compat task; arg0 is a 32-bit pointer for copyinstr, signed 4-byte
# arguments are sign-extended, and the is-enabled semaphores work.  -l -v
# reads the types and stability from the DOF (DOF_MODEL_ILP32).
. "$(dirname "$0")/build.sh"
for opt in -O2 -O0; do
	build_queries32 $opt queries.c queries || exit 1
	echo "--- $opt"
	"$DTRACE" -q -n 'myapp$target:::query-start { printf("%s %d\n",
	    copyinstr(arg0), arg1); } myapp$target:::query-done {
	    printf("%s:%s:%s rows %d\n", probemod, probefunc, probename,
	    arg0); }' -c ./queries 2>err
	echo "status $?"
	sed 's/pid [0-9]*/pid PID/' err
done
build_queries32 -O2 signs.c signs || exit 1
echo "--- negative arguments"
"$DTRACE" -q -n 'myapp$target:::query-start { printf("%s %d %d\n",
    copyinstr(arg0), arg1, arg1 < 0); } myapp$target:::query-done {
    printf("rows %d\n", arg0); }' -c ./signs 2>err
echo "status $?"
sed 's/pid [0-9]*/pid PID/' err
echo "--- -l -v"
"$DTRACE" -l -v -n 'myapp$target:::query-done' -c ./queries 2>/dev/null |
    sed 's/^ *[0-9][0-9]* *myapp[0-9]* *queries/ID myappPID queries/'
