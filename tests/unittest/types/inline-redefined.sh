# An inline may not take a name already taken: DTrace's D_DECL_IDRED says
# what the name was (and "inline" when it was one).
for s in 'inline int foo = 1; inline int foo = 8;' \
    'inline int f[int x] = x; inline int f = 8;' \
    'inline int rand = 7;' 'inline int trace = 7;' \
    'inline int count = 7;' 'inline int timestamp = 7;' \
    'inline int args = 7;' 'int x; inline int x = 7;' \
    'enum e { E1 }; inline int E1 = 2;'; do
	"$DTRACE" -x errtags -e -n "$s" 2>&1
	echo "status $?"
done
