# dtrace -G checks every probe the objects use against the script: a
# probe the provider does not declare, or a provider the script does not
# define, fails the link with DTrace's words, naming the object; nothing
# is written.  Probes made with <sys/sdt.h> count, with their D spelling
# ("query__start" is the probe query-start).  A declared probe no object
# uses is fine.
. "$(dirname "$0")/common.sh"
exec 2>&1
cd "$T" || exit 1
cp "$HERE/myapp.d" .
cat >bad.c <<'EOC'
#include <sys/sdt.h>
void f(void) { DTRACE_PROBE(myapp, nosuch); }
EOC
cat >other.c <<'EOC'
#include <sys/sdt.h>
void g(int x) { DTRACE_PROBE1(otherprov, tick, x); }
EOC
cat >good.c <<'EOC'
#include <sys/sdt.h>
void h(int x) { DTRACE_PROBE2(myapp, query__start, "q", x); }
EOC
cc -c bad.c && cc -c other.c && cc -c good.c || exit 1
"$DTRACE" -G -s myapp.d good.o bad.o
echo "status $?"
"$DTRACE" -G -s myapp.d -o out.o good.o other.o
echo "status $?"
ls out.o myapp.o 2>/dev/null
"$DTRACE" -G -s myapp.d -o out.o good.o
echo "status $?"
ls out.o
"$DTRACE" -G -s myapp.d -o out.o nosuch.o
echo "status $?"
echo 'not an object' >text.o
"$DTRACE" -G -s myapp.d -o out.o text.o
echo "status $?"
ar rc lib.a good.o
"$DTRACE" -G -s myapp.d -o out.o lib.a
echo "status $?"
