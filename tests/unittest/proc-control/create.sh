# -c starts the command held until the probes are enabled (so its first
# system calls are seen), sets $target to its pid, and ends the session
# when it exits, however it exits, saying nothing of it and with status
# 0, as Oracle's dtrace does (illumos's reports "pid N has exited", the
# exit status or the killing signal).
dir=$(mktemp -d)
cc -o "$dir/target" "$(dirname "$0")/target.c" || exit 1
"$DTRACE" -q -n 'syscall::getppid:entry /pid == $target/ { n++; }
    END { printf("getppid %d\n", n); }' -c "$dir/target" >"$dir/out" 2>"$dir/err"
echo "status $?"
pid=$(sed -n 's/^target //p' "$dir/out")
sed "s/$pid/PID/" "$dir/out" "$dir/err"
"$DTRACE" -q -n 'BEGIN { }' -c "$dir/target 3" 2>&1 >/dev/null
echo "exit 3: status $?"
"$DTRACE" -q -n 'BEGIN { }' -c "sh -c kill\$IFS-9\$IFS\$\$" 2>&1 >/dev/null
echo "killed: status $?"
rm -rf "$dir"
