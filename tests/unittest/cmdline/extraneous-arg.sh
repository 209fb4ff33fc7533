# The last macro argument must be used, as DTrace checks it (only the
# last one): D_MACRO_UNUSED otherwise, unless -x argref.  Messages from
# Oracle's test suite (dtrace-util/tst.ExtraneousProbeIds,
# tst.InvalidTraceID6); a script's names its last line.
"$DTRACE" -i 12 10 -i 23 2>&1
echo "exit $?"
"$DTRACE" -i 1 2 3 4 2>&1
echo "exit $?"
"$DTRACE" -qn 'BEGIN { trace($1); exit(0); }' one two 2>&1
echo "exit $?"
"$DTRACE" -qn 'BEGIN { printf("%s\n", $$2); exit(0); }' one two 2>&1
echo "exit $?"
"$DTRACE" -x argref -qn 'BEGIN { printf("argref\n"); exit(0); }' one 2>&1
echo "exit $?"
d=$(mktemp -d)
printf 'BEGIN\n{\n\texit(0);\n}\n' >"$d/x.d"
"$DTRACE" -x errtags -s "$d/x.d" "this is test" 2>&1 | sed "s|$d/||"
echo "exit ${PIPESTATUS[0]}"
rm -rf "$d"
