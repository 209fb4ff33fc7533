# libdtrace-helper, static and shared: dtrace_helper_register() of a DOF
# image (here one read from a -G object into memory) creates the registry
# entry "<pid>-<address>" holding "<pid> 0x<address> " (no object holds
# heap memory); registering it twice is EEXIST, a buffer that is not DOF
# EINVAL; dtrace_helper_unregister() removes the entry (ENOENT the second
# time); a forked child registers again; exit removes what remains;
# DTRACE_DOF_INIT_DISABLE makes registering a successful no-op.
. "$(dirname "$0")/common.sh"
exec 2>&1
B=${BUILDDIR:-$(dirname "$(dirname "$DTRACE")")}
cd "$T" || exit 1
cp "$HERE/myapp.d" .
printf 'int main(void) { return 0; }\n' >m.c
cc -c m.c && "$DTRACE" -G -s myapp.d -o prov.o m.o &&
    objcopy -O binary --only-section=.SUNW_dof prov.o dof.bin || exit 1
cat >reg.c <<'EOC'
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/wait.h>
#include "dtrace_helper.h"

static char *dof;		/* on the heap: in no object */

/* the registry entry of this process for the image, checked */
static const char *
entry(void)
{
	char path[1024], want[128], got[128] = "";
	FILE *fp;

	snprintf(path, sizeof(path), "%s/%d-%lx", getenv("DTRACE_HELPER_DIR"),
	    (int)getpid(), (unsigned long)dof);
	if ((fp = fopen(path, "r")) == NULL)
		return "absent";
	if (fgets(got, sizeof(got), fp) == NULL)
		got[0] = '\0';
	fclose(fp);
	snprintf(want, sizeof(want), "%d 0x%lx \n", (int)getpid(),
	    (unsigned long)dof);
	return strcmp(got, want) == 0 ? "present" : "malformed";
}

static void
try(const char *what, int rc)
{
	printf("%s: %d %s, entry %s\n", what, rc, rc == 0 ? "" :
	    strerror(errno), entry());
}

int
main(int argc, char **argv)
{
	FILE *fp = fopen(argv[1], "rb");
	pid_t child;

	if (argc != 2 || fp == NULL || (dof = malloc(65536)) == NULL ||
	    fread(dof, 1, 65536, fp) == 0)
		return 2;
	fclose(fp);
	try("register", dtrace_helper_register(dof));
	try("register again", dtrace_helper_register(dof));
	try("register garbage", dtrace_helper_register("garbage"));
	try("unregister", dtrace_helper_unregister(dof));
	try("unregister again", dtrace_helper_unregister(dof));
	try("register", dtrace_helper_register(dof));
	fflush(stdout);
	if ((child = fork()) == 0) {
		try("in the child", 0);
		return 0;
	}
	waitpid(child, NULL, 0);
	return 0;
}
EOC
cc -I"$TOP/helper" -o reg_static reg.c "$B/helper/libdtrace-helper.a" ||
    exit 1
cc -I"$TOP/helper" -o reg_shared reg.c -L"$B/helper/.libs" \
    -Wl,-rpath,"$B/helper/.libs" -ldtrace-helper || exit 1
for prog in reg_static reg_shared; do
	echo "--- $prog"
	./$prog dof.bin
	echo "status $?, $(registry | wc -l) entries after exit"
done
echo "--- DTRACE_DOF_INIT_DISABLE"
DTRACE_DOF_INIT_DISABLE=1 ./reg_static dof.bin | head -1
