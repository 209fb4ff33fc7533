# A tracing or aggregating function called for a value has type void: the
# statement is typed first (stringof(void), an undeclared left operand),
# and only then is the call refused, as DTrace refuses it when it
# generates the statement's code (D_CG_EXPR).
for p in 'x = trace(1)' 'x = printf("a")' 'x = count()' 'x = exit(0)' \
    'x = 1 + trace(1)' 'int y; BEGIN { y = trace(1)' \
    'printf("%s", stringof(trace(0)))' 'p -= trace(0)' \
    'trace(trace(1))' 'if (exit(0)) { x = 1; }' 'x = 1; y = speculate(1)' \
    'x = stack()' 'self->s = ustack()' 'x = func(0)'; do
	case "$p" in
	int*)	prog="$p; }" ;;
	*)	prog="BEGIN { $p; }" ;;
	esac
	"$DTRACE" -x errtags -e -n "$prog" 2>&1
	echo "status $?"
done
# in a predicate
"$DTRACE" -x errtags -e -n 'BEGIN /1 + exit(0)/ { }' 2>&1
echo "status $?"
# a script names the line of the call
printf 'BEGIN\n{\n\tx = 1;\n\ty =\n\t    trace(x);\n}\n' > /tmp/action-in-expr.$$.d
"$DTRACE" -x errtags -e -s /tmp/action-in-expr.$$.d 2>&1 |
    sed "s|/tmp/action-in-expr.$$.d|action-in-expr.d|"
echo "status ${PIPESTATUS[0]}"
rm -f /tmp/action-in-expr.$$.d
