# CPython's configure and static build, as 3.7 and later do them:
#  - configure asks whether dtrace -G is needed with a file holding
#    "BEGIN" alone ("echo 'BEGIN' > conftest.d; dtrace -G -s conftest.d"
#    and then "test -f conftest.o"): it must succeed, or configure links
#    no pydtrace.o and the probes are never registered;
#  - pydtrace.o goes into libpython3.x.a, and python links against the
#    archive: the header's semaphores are references (systemtap's are
#    too), so the linker takes pydtrace.o, with the semaphores it defines
#    and the registration it carries.
. "$(dirname "$0")/common.sh"
exec 2>&1
cd "$T" || exit 1
echo 'BEGIN' >conftest.d
"$DTRACE" -G -s conftest.d 2>err && test -f conftest.o &&
    echo "configure: dtrace -G is needed" || { echo "configure: no -G"
	cat err; }
# traced, the same file is an error, as in DTrace
"$DTRACE" -s conftest.d
echo "status $?"
cp "$HERE/projects/pydtrace.d" .
"$DTRACE" -o pydtrace_probes.h -h -s pydtrace.d || exit 1
cat >ceval.c <<'EOC'
#include "pydtrace_probes.h"
int
ceval(const char *file, const char *func, int line)
{
	if (PYTHON_FUNCTION_ENTRY_ENABLED())
		return 1;
	PYTHON_FUNCTION_ENTRY(file, func, line);
	return 0;
}
EOC
printf 'int ceval(const char *, const char *, int);\n%s\n' \
    'int main(void) { return ceval("x.py", "f", 3); }' >python.c
cc -O2 -c ceval.c python.c || exit 1
"$DTRACE" -o pydtrace.o -G -s pydtrace.d ceval.o || exit 1
ar rcs libpython3.x.a ceval.o pydtrace.o
cc -o python python.o libpython3.x.a && ./python
echo "status $?"
echo "DOF sections: $(readelf -SW python | grep -c SUNW_dof)"
notes python
# a program built without the -G object does not link, as with systemtap
ar rcs libnodof.a ceval.o
cc -o nodof python.o libnodof.a 2>&1 | grep -o 'undefined reference to `[a-z_]*' |
    sort -u
