# A glob over many functions: their probes share one program (and one
# uprobe_multi link) per kind of probe, told apart at run time, so each
# firing must still count for its own function, carry its own names and
# its own EPIDs (the default output's FUNCTION:NAME is the consumer's,
# from the record's EPID; printf's names are the kernel's), and the
# return probes their own function's return offset.  Then dtrace exits
# and leaves nothing attached (the runner's leak check).
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
cc -O1 -o "$T/many" "$(dirname "$0")/many.c" || exit 1
"$DTRACE" -n '
pid$target:a.out:f*:entry { @calls[probefunc] = count(); }
pid$target:a.out:f*:return { @rets[probefunc, probename, arg0 > 0] =
    count(); }
pid$target:a.out:f1*:entry /arg0 == 3/ { }
pid$target:a.out:f*:entry /arg0 == 2/ { printf("%s:%s:%s arg0=%d",
    probemod, probefunc, probename, arg0); }
END { printf("\n"); printa("%-4s %@d\n", @calls);
    printa("%-4s %s %d %@d\n", @rets); }' \
    -c "$T/many" >"$T/out" 2>"$T/err"
echo "status $?"
awk 'NF == 0 { next } $1 == "CPU" { print "CPU ID FUNCTION:NAME"; next }
    $1 ~ /^[0-9]+$/ && $2 ~ /^[0-9]+$/ { $1 = "C"; $2 = "ID" } { print }' \
    "$T/out"
sed 's/pid [0-9]*/pid PID/' "$T/err"
