# A binary whose probe descriptions are corrupt is reported, not traced
# blindly, and the process goes on undisturbed: a <sys/sdt.h> binary whose
# only .note.stapsdt note claims more bytes than its section holds gives
# no probes ("its probes are ignored"); a dtrace -G binary whose DOF is
# not DOF keeps the probes its notes give, typed as the notes say.  Each
# is said once per session, even while tracing drains the registry (the
# -G binary registers) every second.
src=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)	# cases run in their source directory: work apart
trap 'kill $t $a 2>/dev/null; rm -rf "$work"' EXIT
cd "$work" || exit 1
export DTRACE_HELPER_DIR=$PWD/reg

# secoff NAME FILE: the file offset of FILE's section NAME, in decimal
secoff() {
	local hex
	hex=$(readelf -W -S "$2" | awk -v n="$1" '$0 ~ " " n " " {
	    sub(/.*\] /, ""); print $4; exit }')
	echo $((16#$hex))
}

# poke FILE OFFSET BYTES: overwrite BYTES (printf escapes) at OFFSET
poke() {
	printf "$3" | dd of="$1" bs=1 seek="$2" conv=notrunc status=none
}

cc -O2 -o target "$src/../cleanup/target.c" || exit 1
off=$(secoff .note.stapsdt target)
poke target $((off + 4)) '\377\377\377\177'		# its descsz
printf 'provider tick { probe tock(int); };\n' >tick.d
cat >app.c <<'EOC'
#include <unistd.h>
#include "tick.h"
int main(void) { for (int i = 0; ; i++) { TICK_TOCK(i); usleep(10000); } }
EOC
"$DTRACE" -h -s tick.d && cc -c app.c && "$DTRACE" -G -s tick.d app.o &&
    cc -o app app.o tick.o || exit 1
off=$(secoff .SUNW_dof app)
poke app "$off" 'XXXX'				# its magic
./target &
t=$!
./app &
a=$!
sleep 0.3
anon() {
	sed -e "s|$work|W|g" -e "s/$t/T/g" -e "s/$a/A/g"
}

timeout 20 "$DTRACE" -l -n "target$t:::" 2>&1 | anon
echo "status ${PIPESTATUS[0]}"
timeout 20 "$DTRACE" -l -v -n "tick$a:::tock" 2>&1 | anon |
    grep -E 'dtrace:|tock|args\[' | sed -E 's/^ *[0-9]+ +/ID /'
echo "status ${PIPESTATUS[0]}"
timeout 20 "$DTRACE" -q -n 'tick*:::tock { n++; }
    tick-2500ms { exit(0); }
    END { printf("traced: %s\n", n > 100 ? "yes" : "no"); }' >out 2>err
echo "status $?"
cat out
grep -E "pid ($t|$a)\b" err | anon | sort	# not other cases' processes
kill -0 $t && kill -0 $a && echo "both still running"
