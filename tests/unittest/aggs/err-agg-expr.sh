# An aggregation named in an expression has no value there: DTrace types
# it "dynamic variable", and each operator or action refuses it by its
# own rule, naming that type (not one message for every use).
while IFS= read -r stmt; do
	"$DTRACE" -x errtags -e -n "BEGIN { @a = count(); $stmt }" 2>&1 |
	    sed "s/^.*}: //"
	echo "status ${PIPESTATUS[0]}"
done <<'STATEMENTS'
x = @a;
self->x += @a;
x = @a + 1;
x = @a * 2;
x = @a & 1;
x = @a < 1;
x = !@a;
x = @a ? 1 : 2;
x = 1 ? @a : 2;
x = (1, @a);
x = (int)@a;
trace(@a);
printf("%d\n", @a);
y[@a] = 1;
STATEMENTS
"$DTRACE" -x errtags -e -n 'BEGIN /@a/ { @a = count(); }' 2>&1 |
    sed "s/^.*}: //"
echo "status ${PIPESTATUS[0]}"
