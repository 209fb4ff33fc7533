# A macro argument one past the last operand is undefined, in an action
# and in a probe description, as $n beyond them all is (it was read from
# past the end of the operands: a crash, found by fuzz_dcc).
d=$(mktemp -d)
printf 'BEGIN\n{\n\ttrace($3);\n\texit(0);\n}\n' >"$d/past.d"
"$DTRACE" -s "$d/past.d" one two 2>&1 | sed "s|$d/||"
echo "exit ${PIPESTATUS[0]}"
"$DTRACE" -n 'profile-$3 { exit(0); }' one two 2>&1
echo "exit ${PIPESTATUS[0]}"
"$DTRACE" -qn 'BEGIN { printf("%s\n", $$2); exit(0); }' one two 2>&1
echo "exit ${PIPESTATUS[0]}"
rm -rf "$d"
