# PostgreSQL's build, unchanged: the header is made with -C and renamed by
# sed ('s/POSTGRESQL_/TRACE_POSTGRESQL_/g'), the object with
# "dtrace -C -G -s probes.d OBJECTS -o probes.o" (-o after the objects).
. "$(dirname "$0")/common.sh"
exec 2>&1
cd "$T" || exit 1
cp "$HERE/projects/pg_probes.d" probes.d
"$DTRACE" -C -h -s probes.d -o probes.h.tmp || exit 1
sed -e 's/POSTGRESQL_/TRACE_POSTGRESQL_/g' probes.h.tmp >probes.h
grep -o '^#define	[A-Z_]*POSTGRESQL_[A-Z_]*' probes.h | sort | uniq -c
cat >xact.c <<'EOC'
#include "probes.h"
void
xact_start(unsigned int xid)
{
	TRACE_POSTGRESQL_TRANSACTION_START(xid);
	if (TRACE_POSTGRESQL_CHECKPOINT_START_ENABLED())
		TRACE_POSTGRESQL_CHECKPOINT_START(1);
	TRACE_POSTGRESQL_TRANSACTION_COMMIT(xid);
}
EOC
cat >bufmgr.c <<'EOC'
#include "probes.h"
void
read_buffer(int fork, unsigned int block, const char *q)
{
	TRACE_POSTGRESQL_QUERY_START(q);
	TRACE_POSTGRESQL_LWLOCK_ACQUIRE("BufferMapping", 1);
	TRACE_POSTGRESQL_BUFFER_READ_DONE(fork, block, 1663, 5, 16384, -1,
	    0, 1);
	TRACE_POSTGRESQL_QUERY_DONE(q);
}
EOC
cat >main.c <<'EOC'
void xact_start(unsigned int);
void read_buffer(int, unsigned int, const char *);
int main(void) { xact_start(7); read_buffer(0, 3, "select"); return 0; }
EOC
for f in xact bufmgr main; do
	cc -Wall -Wextra -Werror -O2 -c $f.c || exit 1
done
"$DTRACE" -C -G -s probes.d xact.o bufmgr.o -o probes.o
echo "status $?"
cc -o postgres main.o xact.o bufmgr.o probes.o && ./postgres
echo "status $?"
notes postgres | sort
