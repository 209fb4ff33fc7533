# A script with clauses and no provider: -G succeeds as in DTrace, with an
# object whose DOF defines no provider, which links and runs; -h writes a
# header with no provider in it.
. "$(dirname "$0")/common.sh"
exec 2>&1
cd "$T" || exit 1
printf 'BEGIN\n{\n}\n' >begin.d
printf 'int main(void) { return 0; }\n' >main.c
cc -c main.c || exit 1
"$DTRACE" -G -s begin.d main.o
echo "status $?"
dofdump begin.o
cc -o main main.o begin.o && ./main
echo "status $?"
"$DTRACE" -h -s begin.d
echo "status $?"
echo "providers in the header: $(grep -c "^#define _DTRACE_VERSION" begin.h)"
