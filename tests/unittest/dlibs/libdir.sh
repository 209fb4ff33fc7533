# D libraries from -L and -x libdir: their inlines and translators are
# there for the program; "#pragma D depends_on library" orders them; a
# library whose provider or module is missing is left out (a missing
# library fails every program: pragma/libdep-graph), and
# so is a later library of the same name; an error in a library names
# its path and line; -x nolibs loads none.
exec 2>&1
work=$(mktemp -d)	# cases run in their source directory: work apart
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 1
mkdir one two bad clause

# a.d uses b.d's type, so b.d must come first although "a" sorts first
cat > one/a.d <<'X'
#pragma D depends_on library b.d
inline pair_t PAIRS = 7;
inline int FROM_A = 1;
X
cat > one/b.d <<'X'
typedef int pair_t;
inline int FROM_B = 2;
X
cat > one/c.d <<'X'
#pragma D depends_on module nosuchmodule_abc
inline int FROM_C = 3;
X
cat > one/d.d <<'X'
#pragma D depends_on library c.d
inline int FROM_D = 4;
X
cat > one/e.d <<'X'
#pragma D depends_on provider nosuchprovider
inline int FROM_E = 5;
X
cat > one/f.d <<'X'
#pragma D depends_on provider profile
#pragma D depends_on module nosuchmodule_xyz
inline int FROM_F = 6;
X
cat > one/not-a-library.txt <<'X'
this is not D
X
# same name as one/b.d: passed over
cat > two/b.d <<'X'
inline int FROM_TWO_B = 8;
X
cat > two/g.d <<'X'
inline int FROM_G = 9;
X
printf 'inline int OK = 1;\n\ninline int BROKEN = ;\n' > bad/broken.d
printf 'BEGIN\n{\n\texit(0);\n}\n' > clause/clause.d

prog='BEGIN { printf("%d %d %d %d %d\n", FROM_A, FROM_B, PAIRS, FROM_G,
    sizeof (PAIRS)); exit(0); }'
"$DTRACE" -q -L one -x libdir=two -n "$prog"; echo "status $?"
for v in FROM_C FROM_D FROM_E FROM_F FROM_TWO_B; do
	"$DTRACE" -q -L one -L two -n "BEGIN { trace($v); exit(0); }"
	echo "status $?"
done
"$DTRACE" -q -L one -x nolibs -n 'BEGIN { trace(FROM_A); exit(0); }'
echo "status $?"
"$DTRACE" -q -L one -L bad -n 'BEGIN { exit(0); }'; echo "status $?"
"$DTRACE" -q -x errtags -L bad -s /dev/stdin <<'X'
BEGIN { exit(0); }
X
echo "status $?"
"$DTRACE" -q -L clause -n 'BEGIN { exit(0); }'; echo "status $?"
# a directory that does not exist is passed over
"$DTRACE" -q -L nowhere -n 'BEGIN { printf("fine\n"); exit(0); }'
echo "status $?"
# libdir names a file, not a D program's option
"$DTRACE" -q -n '#pragma D option libdir=one
BEGIN { exit(0); }'; echo "status $?"
