# -c starts the command held until the probes are enabled (so its first
# system calls are seen), sets $target to its pid, and ends the session
# with "pid N has exited" when it exits; the exit status and a killing
# signal are reported as DTrace reports them.
dir=$(mktemp -d)
cc -o "$dir/target" "$(dirname "$0")/target.c" || exit 1
"$DTRACE" -q -n 'syscall::getppid:entry /pid == $target/ { n++; }
    END { printf("getppid %d\n", n); }' -c "$dir/target" >"$dir/out" 2>"$dir/err"
echo "status $?"
pid=$(sed -n 's/^target //p' "$dir/out")
sed "s/$pid/PID/" "$dir/out" "$dir/err"
"$DTRACE" -q -n 'BEGIN { }' -c "$dir/target 3" 2>&1 >/dev/null | sed 's/[0-9][0-9]*/PID/'
"$DTRACE" -q -n 'BEGIN { }' -c "sh -c kill\$IFS-9\$IFS\$\$" 2>&1 >/dev/null | sed 's/[0-9][0-9]*/PID/'
rm -rf "$dir"
