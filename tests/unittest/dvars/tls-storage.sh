# Thread-local scalars live in the kernel's task storage where it has it
# (dt_tls.c), else in the dynamic variables' hash: both ways give the
# same answers.  Each of 4 threads of the program counts its own
# getppid() calls into self->n (from 0: a new thread has none), keeps
# self->ts from entry to return, and frees both; the sum is every call.
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
cat >"$T/th.c" <<'C'
#include <pthread.h>
#include <unistd.h>
static void *run(void *a) { for (int i = 0; i < 25; i++) getppid(); return a; }
int main(void) {
	pthread_t t[4];
	for (int i = 0; i < 4; i++) pthread_create(&t[i], 0, run, 0);
	for (int i = 0; i < 4; i++) pthread_join(t[i], 0);
	return 0;
}
C
cc -O1 -pthread -o "$T/th" "$T/th.c" || exit 1
prog='syscall::getppid:entry /pid == $target/ { self->n++; self->ts = timestamp; }
syscall::getppid:return /pid == $target && self->ts/ {
	@lat = count(); @most = max(self->n); self->ts = 0;
}
syscall::exit:entry /pid == $target && self->n/ { @threads = count(); @calls = sum(self->n); self->n = 0; }
END { printa("%@d threads, %@d calls, ", @threads, @calls);
    printa("%@d timed, ", @lat); printa("at most %@d a thread\n", @most); }'
"$DTRACE" -q -n "$prog" -c "$T/th" 2>/dev/null
echo "status $?"
DTRACE_DEBUG_KFEAT_OFF=task_storage "$DTRACE" -q -n "$prog" -c "$T/th" \
    2>/dev/null
echo "status $?"
