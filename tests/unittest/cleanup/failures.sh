# Sessions that fail on the way in leave nothing behind and say why, with
# status 1: a compile error; a probe the kernel refuses to attach (a
# uprobe on an int3 instruction) after the ones before it attached; a
# program the verifier rejects (too many branches) after others loaded;
# and -Z matching nothing, which traces nothing until its -c command
# ends (status 0).  Each runs twice: through dtrace, for the message and
# status, and through libdtrace in one process (inproc.c), where nothing
# but dtrace_close() can release what the failed session held.
src=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)	# cases run in their source directory: work apart
trap 'rm -rf "$work"' EXIT
cd "$work" || exit 1
cc -O2 -o trap "$src/trap.c" || exit 1
# shellcheck disable=SC2086 # SAN_CFLAGS: words
cc $SAN_CFLAGS -I"$BUILDDIR/libdtrace" -I"$src/../../../libdtrace" -o inproc \
    "$src/inproc.c" -L"$BUILDDIR/libdtrace/.libs" -ldtrace \
    -Wl,-rpath,"$BUILDDIR/libdtrace/.libs" || exit 1
{
	echo 'syscall::getppid:entry { @ = count(); }'
	echo 'int x;'
	for i in $(seq 9000); do echo "BEGIN /x < $i/ { x++; }"; done
} >big.d

run() {
	local label=$1
	shift
	"$DTRACE" "$@" >out 2>err </dev/null
	echo "$label: status $?"
	anon <err | sed 's/^/  /'
}

# anon: pids and addresses out of messages.
anon() {
	sed -E 's/pid([0-9]+)/pidN/g; s/pid [0-9]+/pid N/g
	    s|/proc/[0-9]+/map_files/[0-9a-f-]+|FILE|
	    s/(was rejected): [^(]*/\1: ERROR /'
}

run "compile error" -n 'BEGIN { x = ; }'
./inproc "compile error" 'BEGIN { x = ; }'

attach='syscall::getppid:entry { @ = count(); }
    pid$target:trap:step:entry { @s = count(); }
    pid$target:trap:never:1 { @n = count(); }'
run "attach refused" -q -n "$attach" -c ./trap
./inproc "attach refused" "$attach" -c ./trap | anon

run "verifier" -q -s big.d
./inproc "verifier" @big.d | anon

run "-Z, no probes" -Z -n 'nosuch:::probe' -c true
./inproc "-Z, no probes" 'nosuch:::probe' -Z -c true

ok='syscall::getppid:entry { @ = count(); } profile-97 { @t = count(); }'
./inproc "no failure" "$ok"
