# A process with 8 threads calling work() 1000 times each, at once: every
# call is seen, entry and return (exact counts, per thread too), by 8
# distinct thread ids none of which is the main thread's, with each
# thread's own arguments and return values.
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
cc -O1 -pthread -o "$T/threads" "$(dirname "$0")/threads.c" || exit 1
"$DTRACE" -q -n '
pid$target:a.out:work:entry { @calls = count(); @tids[tid] = count();
    @ids[arg0] = count(); self->id = arg0; }
pid$target:a.out:work:return { @rets = count(); @rsum = sum(arg1 % 1000);
    @bad = sum(arg1 / 1000 != self->id); @main = sum(tid == pid); }
END { printa("calls %@d\n", @calls); printa("returns %@d\n", @rets);
    printa("return values %% 1000 sum %@d\n", @rsum);
    printa("from the main thread %@d\n", @main);
    printa("mismatched returns %@d\n", @bad);
    printa("id %d %@d\n", @ids); printa("%@d\n", @tids); }' \
    -c "$T/threads" >"$T/out" 2>"$T/err"
echo "status $?"
# the tids themselves differ from run to run: how many, and their counts
awk '/^[0-9]+$/ { n++; print "a thread " $1; next } { print }
    END { print n " threads" }' "$T/out"
sed 's/pid [0-9]*/pid PID/' "$T/err"
