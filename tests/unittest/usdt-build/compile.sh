# The header compiles without a warning (-Wall -Wextra -Werror) as C99,
# GNU C11 and C++11, by gcc and clang, at -O0 and -O2, as PIC and PIE, also
# with its "#pragma GCC system_header" taken out (so the pragma hides
# nothing); arguments may be constants, arrays, globals, enums and const
# pointers.  Each probe note records, whatever the options, each argument's
# size and sign as declared: char -1, unsigned char 1, ... pointers 8.
. "$(dirname "$0")/common.sh"
cd "$T" || exit 1
cp "$HERE/myapp.d" .
"$DTRACE" -h -s myapp.d || exit 1
mkdir nopragma
sed '/#pragma GCC system_header/d' myapp.h >nopragma/myapp.h
cmp -s myapp.h nopragma/myapp.h && echo "the pragma was not there"
cat >probes.c <<'EOC'
struct conn { int fd; };
#include "myapp.h"
enum color { RED, GREEN };
int global = 7;
int
main(int argc, char **argv)
{
	char buf[16] = "select";
	const char *cs = "cs";
	struct conn c = { 1 };

	(void)argv;
	if (MYAPP_QUERY_START_ENABLED() || MYAPP_TICK_ENABLED())
		return 1;
	MYAPP_QUERY_START(buf, argc);
	MYAPP_QUERY_DONE(&c, buf, global);
	MYAPP_CONN_CLOSE(GREEN, (struct conn *)0);
	MYAPP_TICK();
	MYAPP_ALL_TYPES(-1, 200, -3, 4, RED, 6u, -7L, 8UL, -9LL, 10ULL, 0, cs);
	MYAPP_ALL_TYPES('x', buf[0], (short)argc, (unsigned short)argc, argc,
	    (unsigned)argc, (long)argc, (unsigned long)argc, (long long)argc,
	    (unsigned long long)argc, buf, buf);
	MYAPP_IO_READ(argc, sizeof(buf));
	return 0;
}
EOC
cp probes.c probes.cc
for cc in "gcc -std=c99" "gcc -std=gnu11" "clang -std=c99" "clang -std=gnu11" \
    "g++ -std=c++11" "clang++ -std=c++11"; do
	src=probes.c
	case $cc in *++*) src=probes.cc ;; esac
	for opt in -O0 -O2; do
		for pic in -fPIC -fPIE; do
			for inc in . nopragma; do
				$cc -Wall -Wextra -Werror $opt $pic -I$inc -c $src \
				    -o p.o 2>&1 | head -5
				notes p.o | grep all__types | sort -u
			done
		done
	done | sort | uniq -c | sed "s/^ */$cc: /"
done
