# offsetof() takes a struct or union (a typedef of one too) and one of its
# members that is not a bit-field, with DTrace's messages otherwise.
decls='typedef int myint; struct s { int a; int b; int bf : 3; };
    union u { int x; char y; }; typedef struct s st;'
for p in 'offsetof(struct s, b)' 'offsetof(union u, y)' 'offsetof(st, b)' \
    'offsetof(int, c)' 'offsetof(myint, c)' 'offsetof(int *, x)' \
    'offsetof(struct s, NULL)' 'offsetof(struct s, c)' \
    'offsetof(struct s, bf)'; do
	"$DTRACE" -x errtags -qs /dev/stdin <<-END 2>&1 | sed 's|/dev/stdin|offsetof.d|'
	$decls
	BEGIN { trace($p); exit(0); }
	END
	echo " <- $p: status ${PIPESTATUS[0]}"
done
