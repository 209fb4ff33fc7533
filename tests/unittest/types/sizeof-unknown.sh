# sizeof needs a size: void and a struct only declared have none, and are
# DTrace's D_SIZEOF_TYPE; a bit-field is D_SIZEOF_BITFIELD.
decls='struct fwd; struct bits { int i; int b : 3; } s;'
for p in 'sizeof (void)' 'sizeof (struct fwd)' 'sizeof (s.b)' 'sizeof (s.i)'; do
	"$DTRACE" -x errtags -qn "$decls BEGIN { trace($p); exit(0); }" 2>&1
	echo "$p: status $?"
done
