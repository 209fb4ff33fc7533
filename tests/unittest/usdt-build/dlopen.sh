# Several -G objects in one process do not clash: a program linked with two
# (two providers) and a shared library with its own, for the same provider
# as the program.  Each registers its own DOF, the library's under the
# library's path when it is loaded; dlclose() removes that registration
# while the program runs on (and a fork() after it does not call into the
# unloaded helper).  The semaphores stay inside each object.
. "$(dirname "$0")/common.sh"
exec 2>&1
cd "$T" || exit 1
cp "$HERE/myapp.d" .
printf 'provider other {\n\tprobe ping(int);\n};\n' >other.d
"$DTRACE" -h -s myapp.d && "$DTRACE" -h -s other.d || exit 1
cat >lib.c <<'EOC'
struct conn { int fd; };
#include "myapp.h"
void lib_fire(void) { MYAPP_TICK(); }
EOC
cat >other.c <<'EOC'
#include "other.h"
void other_fire(int n) { OTHER_PING(n); }
EOC
cat >main.c <<'EOC'
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include <sys/stat.h>
#include <sys/wait.h>
struct conn { int fd; };
#include "myapp.h"
void other_fire(int);
static void
step(const char *say, const char *go)
{
	struct stat st;

	printf("%s\n", say);
	fflush(stdout);
	while (stat(go, &st) != 0)
		usleep(10000);
}
int
main(void)
{
	void *h;
	pid_t child;
	int status;

	MYAPP_TICK();
	other_fire(1);
	step("started", "go1");
	if ((h = dlopen("./libmy.so", RTLD_NOW)) == NULL)
		return 1;
	((void (*)(void))dlsym(h, "lib_fire"))();
	step("loaded", "go2");
	dlclose(h);
	if ((child = fork()) == 0)
		exit(0);
	waitpid(child, &status, 0);
	printf("child after dlclose: %s\n", WIFEXITED(status) ? "exited" :
	    "killed");
	step("closed", "go3");
	return 0;
}
EOC
cc -fPIC -O2 -c lib.c && "$DTRACE" -G -s myapp.d -o libprov.o lib.o &&
    cc -shared -o libmy.so lib.o libprov.o || exit 1
cc -O2 -c main.c && cc -O2 -c other.c &&
    "$DTRACE" -G -s myapp.d -o prov.o main.o &&
    "$DTRACE" -G -s other.d -o otherprov.o other.o &&
    cc -o main main.o other.o prov.o otherprov.o -ldl || exit 1
echo "exported semaphores: $(nm -D libmy.so | grep -c _semaphore)"

# the registry: "<pid> <object path>" per entry
entries() {
	local f p a path
	for f in $(registry); do
		read -r p a path <"$DTRACE_HELPER_DIR/$f"
		[ "$f" = "$p-${a#0x}" ] || echo "bad entry $f"
		echo "${p/#$pid/PID} ${path#$T/}"
	done | sort
}

./main >out &
pid=$!
wait_line out started && entries
touch go1
wait_line out loaded && entries
touch go2
wait_line out closed && entries
touch go3
wait $pid
echo "status $?, $(registry | wc -l) entries after exit"
grep child out
