# The same program as C++ (g++ -std=c++11 and clang++, warnings as
# errors): the header works in C++, and the argument sizes and signs in
# the notes are those of C (computed there by a template).  A probe in an
# inline function keeps its note in the function's comdat group.
. "$(dirname "$0")/common.sh"
cd "$T" || exit 1
cp "$HERE/myapp.d" .
cp "$HERE/app.c" app.cc
"$DTRACE" -h -s myapp.d || exit 1
for cxx in g++ clang++; do
	echo "--- $cxx"
	$cxx -std=c++11 -Wall -Wextra -Werror -O2 -c app.cc -o app.o || exit 1
	"$DTRACE" -G -s myapp.d app.o -o prov.o || exit 1
	$cxx -o app app.o prov.o || exit 1
	notes app
	rm -f go
	./app go >out &
	wait_line out '^pid' || exit 1
	pid=$(sed -n 's/^pid //p' out)
	registry | sed "s/^$pid-[0-9a-f]*\$/PID-ADDR/"
	touch go
	wait $!
	echo "status $?, $(registry | wc -l) entries after exit"
done
echo "--- inline function"
cat >inl.cc <<'EOC'
struct conn { int fd; };
#include "myapp.h"
inline void fire(int n) { MYAPP_QUERY_START(0, n); }
void use(int n) { fire(n); }
EOC
g++ -std=c++11 -Wall -Wextra -Werror -O0 -c inl.cc -o inl.o || exit 1
readelf -gW inl.o | grep -c 'note.stapsdt'
