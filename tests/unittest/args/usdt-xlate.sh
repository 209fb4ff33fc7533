# A usdt argument the provider definition translates ("conn(struct conn
# *c) : (conninfo_t *c)"): args[0] is xlate <conninfo_t *> ((struct conn
# *)arg0), through the translator the script declares; without one,
# DTrace's error.  The translator reads the process's struct with copyin,
# as user-land translators do.
. "$(dirname "$0")/usdt-build.sh"
build_argapp || exit 1
types='
struct conn {
	int fd;
	char *peer;
};

typedef struct conninfo {
	int ci_fd;
	string ci_peer;
} conninfo_t;
'
start_app
trace_app "$types"'
translator conninfo_t < struct conn *c > {
	ci_fd = *(int *)copyin((uintptr_t)&c->fd, sizeof (int));
	ci_peer = copyinstr(*(uintptr_t *)copyin((uintptr_t)&c->peer,
	    sizeof (uintptr_t)));
};

argapp$target:::conn {
	printf("conn fd %d peer %s\n", args[0]->ci_fd, args[0]->ci_peer);
}'
echo "--- no translator"
start_app
trace_app "$types"'
argapp$target:::conn { trace(args[0]->ci_fd); }'
echo "--- no types"
start_app
trace_app 'argapp$target:::conn { trace(args[0]->ci_fd); }'
