# PostgreSQL, as its users build it: Debian's source package configured
# with --enable-dtrace DTRACE=<our dtrace> (its build runs our -h with -C
# and a sed, and -G over the backend's objects), installed in a scratch
# directory, a server started there as an unprivileged user, pgbench run
# against it, one new connection (a new backend, forked by the
# postmaster) per transaction.  While it runs:
#  - a glob consumer (dtrace -Z 'postgresql*:::query-start') sees every
#    backend's query: its count is pgbench's count of transactions, and
#    copyinstr(arg0) is the query's text;
#  - bpftrace finds query__start by the name distro builds give it (the
#    notes SystemTap's dtrace writes), and counts the same queries;
#  - perf lists the probes (sdt_postgresql:query__start).
# The source comes from tests/field/setup ($DTRACE_FIELD_CACHE).
cache=${DTRACE_FIELD_CACHE:-/var/cache/dtrace-field}
# PostgreSQL makes its generated headers only in a make at level 0: not
# one under ours (make check-field)
unset MAKELEVEL MAKEFLAGS MFLAGS
src=$(ls -d "$cache"/postgresql-15-*/ | head -n 1)
T=$(mktemp -d)
chmod 755 "$T"		# the server runs as nobody
port=$((20000 + $$ % 10000))
stop() {
	[ -f "$T/data/postmaster.pid" ] && runuser -u nobody -- \
	    "$T/inst/bin/pg_ctl" -D "$T/data" -m immediate stop >/dev/null 2>&1
	rm -rf "$T"
}
trap stop EXIT
trap 'exit 1' TERM INT
cd "$T" || exit 1
mkdir build && cd build || exit 1
"$src/configure" --prefix="$T/inst" --enable-dtrace DTRACE="$DTRACE" \
    --without-readline --without-zlib --without-icu >configure.log 2>&1 ||
    { echo "configure failed:"; tail -n 20 configure.log; exit 1; }
grep -q '^DTRACE = '"$DTRACE"'$' src/Makefile.global &&
    echo "configure took our dtrace"
make -j"$(nproc)" >make.log 2>&1 && make install >install.log 2>&1 ||
    { echo "build failed:"; grep -B2 -A8 -i 'error' make.log | head -n 40
    exit 1; }
bin=$T/inst/bin
# the notes SystemTap's dtrace writes: provider postgresql, names with __
echo "query__start sites: $(readelf -n "$bin/postgres" |
    grep -A1 'Provider: postgresql$' | grep -c 'Name: query__start$')"

# a server of our own, on a Unix socket in $T only
mkdir "$T/sock" "$T/data" && chown nobody "$T/sock" "$T/data" || exit 1
runuser -u nobody -- "$bin/initdb" -D "$T/data" -A trust -U postgres \
    >initdb.log 2>&1 || { echo "initdb failed"; tail initdb.log; exit 1; }
runuser -u nobody -- "$bin/pg_ctl" -D "$T/data" -l "$T/sock/server.log" -w \
    -o "-k $T/sock -p $port -c listen_addresses=''" start >/dev/null ||
    { echo "the server did not start"; tail "$T/sock/server.log"; exit 1; }
pgbench() {
	"$bin/pgbench" -h "$T/sock" -p "$port" -U postgres "$@" postgres
}
pgbench -i -s 1 -q >pgbench-init.log 2>&1 ||
    { echo "pgbench -i failed"; tail pgbench-init.log; exit 1; }

# wait_ready FILE: until a tracer's FILE says "ready" (10 s at most)
wait_ready() {
	local i
	for i in $(seq 100); do
		grep -q ready "$1" 2>/dev/null && return 0
		sleep 0.1
	done
	return 1
}

# runbench: 40 one-query transactions, a connection each
runbench() {
	pgbench -n -S -C -M simple -c 1 -t 40 2>&1 |
	    sed -n 's/^number of transactions actually processed: /transactions: /p'
}

"$DTRACE" -Z -q -o dtrace.out -n 'BEGIN { printf("ready\n"); }
    postgresql*:::query-start
    /strstr(copyinstr(arg0), "FROM pgbench_accounts") != NULL/
    { @n = count(); @q[copyinstr(arg0, 32)] = count(); }
    END { printa("queries seen %@d\n", @n); printa("%s...\n", @q); }' \
    2>dtrace.err &
dt=$!
wait_ready dtrace.out
echo "--- dtrace -Z 'postgresql*:::query-start'"
runbench
kill -TERM $dt
wait $dt
echo "dtrace exit status $?"
grep -v ready dtrace.out | sed 's/aid = [0-9]*/aid = N/; /^$/d'
cat dtrace.err

if command -v bpftrace >/dev/null 2>&1; then
	echo "--- bpftrace usdt:postgres:postgresql:query__start"
	# (a script's background job ignores SIGINT: give it back)
	env --default-signal=INT bpftrace -e 'BEGIN { printf("ready\n"); }
	    usdt:'"$bin/postgres"':postgresql:query__start
	    { @q[str(arg0, 16)] = count(); }' >bpftrace.out 2>&1 &
	bt=$!
	wait_ready bpftrace.out
	runbench
	kill -INT $bt
	wait $bt
	sed -n 's/^@q\[SELECT abalance *\]: /queries seen /p' bpftrace.out
	grep -q '^ready' bpftrace.out || cat bpftrace.out
fi
if command -v perf >/dev/null 2>&1; then
	echo "--- perf"
	perf --buildid-dir "$T/perf" buildid-cache --add "$bin/postgres" &&
	    perf --buildid-dir "$T/perf" list 2>/dev/null |
	    grep -c 'sdt_postgresql:query__start' | sed 's/^/listed: /'
fi
