# The command lines of real builds: -o before or after the scripts and
# objects, several -s (one object for all with -o, else one per script,
# named after it), -C with -D, -U and -I, -32 and -64, -x nolibs and
# -xnolibs, CC and CFLAGS in the environment (-G runs no compiler).
. "$(dirname "$0")/common.sh"
exec 2>&1
cd "$T" || exit 1
cp "$HERE/myapp.d" .
printf 'provider other {\n\tprobe ping(int);\n};\n' >other.d
printf 'int main(void) { return 0; }\n' >m.c
cc -c m.c || exit 1

echo "--- several scripts, one object"
"$DTRACE" -G -s myapp.d -s other.d -o both.o m.o && dofdump both.o |
    grep -e '^provider' -e '^DOF'
echo "--- several scripts, an object each"
"$DTRACE" -G -s myapp.d -s other.d m.o && ls myapp.o other.o &&
    dofdump other.o | grep '^provider'
echo "--- one header for several scripts"
"$DTRACE" -h -s myapp.d -s other.d -o both.h &&
    grep -c -e '^#define	MYAPP_[A-Z_]*(' -e '^#define	OTHER_[A-Z_]*(' both.h

echo "--- -C -D -I -U"
mkdir inc
printf '#define PROV cpp_prov\n#define ARGTYPE long\n' >inc/defs.h
cat >cpp.d <<'EOD'
#include "defs.h"
provider PROV {
	probe first(ARGTYPE);
#ifdef SECOND
	probe second(int);
#endif
#ifdef THIRD
	probe third(int);
#endif
};
EOD
"$DTRACE" -C -I inc -D SECOND -D THIRD=1 -U THIRD -h -s cpp.d -o cpp.h &&
    grep '^#define	CPP_PROV_[A-Z]*(' cpp.h

echo "--- -64, -32"
"$DTRACE" -64 -G -s myapp.d -o m64.o m.o && readelf -h m64.o |
    grep -e Class -e Machine
"$DTRACE" -32 -G -s myapp.d -o m32.o && readelf -h m32.o |
    grep -e Class -e Machine
dofdump m32.o | head -1
"$DTRACE" -G -32 -s myapp.d -o bad.o m.o
echo "status $?"

echo "--- -x nolibs, -xnolibs, CC and CFLAGS"
mkdir a b
"$DTRACE" -x nolibs -h -s myapp.d -o a/p.h && "$DTRACE" -xnolibs -h \
    -s myapp.d -o b/p.h && cmp a/p.h b/p.h && echo "same headers"
CC=false CFLAGS=-no-such-flag "$DTRACE" -G -xnolibs -s myapp.d -o env.o m.o
echo "status $?"

echo "--- an operand after the objects is still an option"
"$DTRACE" -G m.o -s myapp.d -o late.o && ls late.o
