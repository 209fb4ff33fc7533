# A C program built the DTrace way: dtrace -h for the header, compile,
# dtrace -G over the object, link both.  Every probe site is a note as
# <sys/sdt.h> writes it (provider, DTrace probe name, "size@operand"
# arguments with the sign and size of each declared type); the semaphores
# of the -G object are in .probes and are the ones the notes name; the
# .SUNW_dof section holds the definitions: argument types, translated
# types and their mapping, stability attributes.
. "$(dirname "$0")/common.sh"
cd "$T" || exit 1
cp "$HERE/myapp.d" "$HERE/app.c" .
"$DTRACE" -h -s myapp.d || exit 1
cc -std=gnu11 -Wall -Wextra -Werror -O2 -c app.c -o app.o || exit 1
"$DTRACE" -G -s myapp.d app.o || exit 1
cc -o app app.o myapp.o || exit 1
echo "--- probe notes"
notes app
echo "--- semaphores (section, name)"
objdump -t app | awk '/_semaphore$/ { print $4, $NF }' | sort
echo "--- semaphore addresses in the notes are the semaphores"
readelf -n app | awk '/Semaphore:/ { sub(/^0x/, "", $NF); print $NF }' |
    sort -u >notesems
nm app | awk '/_semaphore$/ { print $1 }' | sort -u >syms
cmp notesems syms && wc -l <syms
echo "--- definitions"
dofdump app
echo "--- runs"
./app go >out &
wait_line out '^pid' && touch go
wait $!
echo "status $?"
