# Conditional tail calls (jCC other_function): the return probe fires at
# the jump only when it is taken (as DTrace's fasttrap does: a return is
# a jump that leaves the function), and at the ret otherwise -- for all
# 16 x86 conditions, each evaluated from the flags at the jump.  The
# program says how often each jump was taken; the counts must agree.
# (The jump is at +2, after cmp; the ret after it, at +9 or +0xd.)
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
cc -O1 -o "$T/tailcond" "$(dirname "$0")/tailcond.c" || exit 1
"$DTRACE" -q -n 'pid$target:a.out:t_*:return { @[probefunc,
    arg0 == 2 ? "at the jump" : "at the ret"] = count(); }
END { printa("%s returns %s %@d\n", @); }' -c "$T/tailcond" >"$T/out" \
    2>"$T/err"
echo "status $?"
# the program's lines first, then the probes', by function
grep taken "$T/out"
grep returns "$T/out" | sort
sed 's/pid [0-9]*/pid PID/' "$T/err"
