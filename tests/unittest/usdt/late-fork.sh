# A program with <sys/sdt.h> probes alone (it never registers), started
# after dtrace and matched by a provider glob, forks two children without
# exec, as a server's workers are made: dtrace sees the forks (the
# process events connector) and enables each child's probes, each child
# its own provider (sdtfork<pid>).  The parent and the children fire
# until dtrace has seen all three.
. "$(dirname "$0")/build.sh"
cd "$T" || exit 1
cc -O2 -o sdtfork "$HERE/sdtfork.c" || exit 1
"$DTRACE" -Z -q -o out -n 'BEGIN { printf("ready\n"); }
    sdtfork*:::tick
    {
	@own["each provider named for its process"] =
	    min(probeprov == strjoin("sdtfork", lltostr(pid)));
    }
    sdtfork*:::tick /arg0 == 0 && !parent/ {
	parent = 1; printf("parent fired\n"); }
    sdtfork*:::tick /arg0 == 1 && !seen[pid]/ { seen[pid] = 1; kids++; }
    sdtfork*:::tick /kids == 2 && parent/ {
	printf("both children fired\n"); exit(0); }
    tick-1s /++secs == '$((20 * ${RUN_TESTS_SCALE:-1}))'/
    { printf("children seen: %d\n", kids); exit(0); }
    END { printa("%s: %@d\n", @own); }' 2>err &
dt=$!
wait_ready
./sdtfork &
app=$!
wait $dt
echo "status $?"
touch stop
wait $app
cat out err
