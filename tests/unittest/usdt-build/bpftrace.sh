# Another USDT tool sees what -h and -G make: bpftrace lists the probes of
# a program built with the header, and tracing one of them sets its
# semaphore (the program sees it enabled) and reads its arguments.
. "$(dirname "$0")/common.sh"
cd "$T" || exit 1
cp "$HERE/myapp.d" "$HERE/app.c" .
cat >bt.c <<'EOC'
#include <stdio.h>
struct conn { int fd; };
#include "myapp.h"
int
main(void)
{
	char sql[] = "select 1";

	printf("query-start enabled: %d\n", MYAPP_QUERY_START_ENABLED() != 0);
	fflush(stdout);
	MYAPP_QUERY_START(sql, 42);
	return 0;
}
EOC
"$DTRACE" -h -s myapp.d && cc -O2 -c app.c && cc -O2 -c bt.c &&
    "$DTRACE" -G -s myapp.d -o prov.o app.o bt.o &&
    cc -o app app.o prov.o && cc -o bt bt.o prov.o || exit 1
bpftrace -l 'usdt:./app:*' 2>/dev/null | sort
echo "--- traced"
bpftrace -e 'usdt:./bt:myapp:query__start { printf("%s %d\n", str(arg0), arg1); }' \
    -c ./bt 2>/dev/null | grep -v -e '^$' -e '^Attaching' | sort
