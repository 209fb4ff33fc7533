# A traced process that later dlopen()s a library with probes of its own
# (its own "dtrace -G" object) has the library's probes enabled too: the
# library's helper registers a second DOF for the same pid, dtrace sees
# the new registration, enables the new probes and acknowledges, and the
# library's first probe -- fired right after dlopen() -- is traced.
. "$(dirname "$0")/build.sh"
cd "$T" && mkdir reg && export DTRACE_HELPER_DIR=$T/reg
printf 'provider dlapp {\n\tprobe main(int);\n\tprobe lib(int);\n};\n' \
    >dlapp.d
cat >lib.c <<'EOC'
#include "dlapp.h"
void lib_fire(int n) { DLAPP_LIB(n); }
EOC
cat >main.c <<'EOC'
#include <dlfcn.h>
#include "dlapp.h"
int
main(void)
{
	void *h;

	DLAPP_MAIN(1);
	if ((h = dlopen("./libdlapp.so", RTLD_NOW)) == NULL)
		return 1;
	((void (*)(int))dlsym(h, "lib_fire"))(7);
	((void (*)(int))dlsym(h, "lib_fire"))(8);
	DLAPP_MAIN(2);
	return 0;
}
EOC
"$DTRACE" -h -s dlapp.d && cc -fPIC -O2 -c lib.c &&
    "$DTRACE" -G -s dlapp.d -o libprov.o lib.o &&
    cc -shared -o libdlapp.so lib.o libprov.o &&
    cc -O2 -c main.c && "$DTRACE" -G -s dlapp.d -o prov.o main.o &&
    cc -o main main.o prov.o || exit 1
"$DTRACE" -Z -q -o out -n 'BEGIN { printf("ready\n"); }
    dlapp*:::main, dlapp*:::lib { printf("%s %s %d\n", probemod, probename,
	arg0); }
    dlapp*:::main /arg0 == 2/ { exit(0); }' 2>err &
dt=$!
wait_ready
./main
echo "main status $?"
wait $dt
echo "status $?"
cat out err
