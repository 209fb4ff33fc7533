# dtrace -h writes DTrace's header layout: the comment, an include guard
# named after the header file (myapp.h, from myapp.d), <unistd.h> and
# <inttypes.h>, extern "C", and per provider "#define _DTRACE_VERSION 1",
# a PROVIDER_PROBE(arg0, ...) and PROVIDER_PROBE_ENABLED() macro per
# probe (upper case, "__" in a D name as one "_"), then empty versions
# under #else.  The macros expand to a <sys/sdt.h>-style probe site with a
# semaphore, through support macros defined once per translation unit.
. "$(dirname "$0")/common.sh"
cd "$T" || exit 1
cp "$HERE/myapp.d" .
"$DTRACE" -h -s myapp.d
echo "status $?"
cat myapp.h
