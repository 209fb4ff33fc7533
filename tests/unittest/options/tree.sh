# -x tree=N prints the parse tree on stderr for each pass in mask N: 1 as
# parsed, 2 and 4 once checked (types and flags: DPTR for a string
# constant, ALLOCA for alloca()'d memory, as Oracle's tree marks them);
# 8, DTrace's sub-clauses, prints nothing here.  A bad mask is refused.
prog='syscall::write:entry /pid == 1/ {
	myvar_int = 4; myvar_string = "abcde"; this->p = alloca(4);
	@[execname] = count(); }'
for mask in 1 4 8; do
	echo "tree=$mask"
	"$DTRACE" -x tree=$mask -e -n "$prog" 2>&1
	echo "status $?"
done
"$DTRACE" -x tree=-1 -e -n "$prog" 2>&1
echo "status $?"
