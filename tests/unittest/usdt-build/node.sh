# Node's build on Linux (node.gyp): "dtrace -h -xnolibs -s node_provider.d
# -o node_provider.h", then "dtrace -C -G -s node_provider.d -o
# node_dtrace_provider.o" with no object operands (systemtap's dtrace
# needs none), linked in: the object defines the semaphores of every probe
# the provider file declares, and carries the registration.
. "$(dirname "$0")/common.sh"
exec 2>&1
cd "$T" || exit 1
cp "$HERE/projects/node_provider.d" .
"$DTRACE" -h -xnolibs -s node_provider.d -o node_provider.h
echo "status $?"
cat >node_dtrace.cc <<'EOC'
#include <cstdio>
typedef struct {
	int fd;
	int port;
} node_dtrace_connection_t;
#include "node_provider.h"
int
main()
{
	node_dtrace_connection_t conn = { 5, 8080 };
	void *isolate = &conn;

	if (NODE_GC_START_ENABLED())
		std::printf("traced\n");
	NODE_GC_START(1, 0, isolate);
	NODE_NET_SERVER_CONNECTION(&conn, "10.0.0.1", conn.port, conn.fd);
	NODE_NET_STREAM_END(&conn, "10.0.0.1", conn.port, conn.fd);
	NODE_GC_DONE(1, 0, isolate);
	std::printf("ok\n");
	return 0;
}
EOC
g++ -std=c++11 -Wall -Wextra -Werror -O2 -c node_dtrace.cc || exit 1
"$DTRACE" -C -G -s node_provider.d -o node_dtrace_provider.o
echo "status $?"
g++ -o node node_dtrace.o node_dtrace_provider.o && ./node
echo "status $?, $(registry | wc -l) entries"
notes node | sort
objdump -t node | awk '/_semaphore$/ { print $4, $NF }' | sort
echo "DOF sections: $(readelf -SW node | grep -c SUNW_dof)"
