# A process that starts after tracing began is taken in by the in-kernel
# unwinder when its first key is made: that key walks frame pointers,
# dtrace reads the process's mappings and compiles their CFI, and the
# keys made after that have whole stacks.  Its symbols are read then
# too, so its frames are named although it has exited when they are
# printed.  The program makes 150 calls, 10 ms apart; the stack counted
# most (printed last) is the whole one.  Its parent is this shell: the
# other cases' nofp-sys processes, which run beside it, are not taken.
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
cc -O2 -fomit-frame-pointer -o "$T/nofp-sys" "$(dirname "$0")/nofp-sys.c" ||
    exit 1
"$DTRACE" -q -n 'BEGIN { printf("ready\n"); }
    syscall::write:entry /execname == "nofp-sys" && ppid == '$$'/ {
	@[ustack()] = count();
    }
    proc:::exit /execname == "nofp-sys" && ppid == '$$'/ { exit(0); }' >"$T/out" 2>"$T/err" &
D=$!
for i in $(seq 300); do grep -q ready "$T/out" && break; sleep 0.1; done
"$T/nofp-sys" 150 10
wait $D
echo "status $?"
# the last stack, and whether its count is most of the 150
awk '/^ready$/ { next } NF == 0 { n = 0; next } { s[++n] = $0; last = n }
    END { for (i = 1; i < last; i++) print s[i]; print "most", (s[last] > 100) }' \
    "$T/out" | sed -e 's/^\( *libc\.so\.6`[A-Za-z_]*\)+0x[0-9a-f]*$/\1/'
