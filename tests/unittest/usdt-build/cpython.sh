# CPython's build: "dtrace -o Include/pydtrace_probes.h -h -s pydtrace.d"
# (-o first) and "dtrace -o Python/pydtrace.o -G -s pydtrace.d OBJECTS",
# the probes used through static inline wrappers, as CPython does.
. "$(dirname "$0")/common.sh"
exec 2>&1
cd "$T" || exit 1
cp "$HERE/projects/pydtrace.d" .
"$DTRACE" -o pydtrace_probes.h -h -s pydtrace.d
echo "status $?"
cat >pydtrace.h <<'EOC'
#include "pydtrace_probes.h"
static inline void PyDTrace_FUNCTION_ENTRY(const char *f, const char *n,
    int l) { PYTHON_FUNCTION_ENTRY(f, n, l); }
static inline int PyDTrace_FUNCTION_ENTRY_ENABLED(void) {
    return PYTHON_FUNCTION_ENTRY_ENABLED(); }
static inline void PyDTrace_GC_DONE(long n) { PYTHON_GC_DONE(n); }
static inline void PyDTrace_AUDIT(const char *e, void *a) {
    PYTHON_AUDIT(e, a); }
EOC
cat >ceval.c <<'EOC'
#include "pydtrace.h"
int
call(const char *file, const char *func, int line)
{
	if (PyDTrace_FUNCTION_ENTRY_ENABLED())
		return 1;
	PyDTrace_FUNCTION_ENTRY(file, func, line);
	PyDTrace_GC_DONE(42L);
	PyDTrace_AUDIT("open", (void *)file);
	return 0;
}
int main(void) { return call("x.py", "f", 3); }
EOC
cc -std=c99 -Wall -Wextra -Werror -O2 -c ceval.c -o ceval.o || exit 1
"$DTRACE" -o pydtrace.o -G -s pydtrace.d ceval.o
echo "status $?"
cc -o python ceval.o pydtrace.o && ./python
echo "status $?"
notes python | sort
dofdump python | grep -c probe
