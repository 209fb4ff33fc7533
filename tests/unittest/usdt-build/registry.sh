# The helper a -G object carries registers the program's DOF when it
# starts: one file "<pid>-<hex address>" in $DTRACE_HELPER_DIR (created
# with mode 1777), holding "<pid> 0x<address> <path>"; the address is the
# DOF in the process's memory.  The file goes when the program exits.
# DTRACE_DOF_INIT_DISABLE (any value, even empty) turns registration off;
# a child made by fork() registers itself; DTRACE_DOF_INIT_DEBUG reports.
. "$(dirname "$0")/common.sh"
cd "$T" || exit 1
cp "$HERE/myapp.d" "$HERE/app.c" .
"$DTRACE" -h -s myapp.d && cc -O2 -c app.c &&
    "$DTRACE" -G -s myapp.d app.o && cc -o app app.o myapp.o || exit 1

# entry PID NAME: the entry NAME checked against process PID
entry() {
	local pid=$1 name=$2 p a path addr=${2#*-}
	read -r p a path <"$DTRACE_HELPER_DIR/$name"
	[ "$p" = "$pid" ] && echo "pid matches the name"
	[ "$a" = "0x$addr" ] && echo "address matches the name"
	[ "$path" = "$T/app" ] && echo "path is the program"
	dd if="/proc/$pid/mem" bs=4 count=1 skip=$((16#$addr)) \
	    iflag=skip_bytes 2>/dev/null | od -An -c | tr -s ' '
}

echo "--- one process"
./app go1 >out1 &
wait_line out1 '^pid' || exit 1
pid=$(sed -n 's/^pid //p' out1)
registry | sed "s/^$pid-[0-9a-f]*\$/PID-ADDR/"
entry "$pid" "$(registry)"
stat -c 'registry mode %a' "$DTRACE_HELPER_DIR"
touch go1
wait $!
echo "status $?, $(registry | wc -l) entries after exit"

echo "--- DTRACE_DOF_INIT_DISABLE"
DTRACE_DOF_INIT_DISABLE= ./app go2 >out2 &
wait_line out2 '^pid' || exit 1
echo "$(registry | wc -l) entries"
touch go2
wait $!

echo "--- fork"
./app go3 fork >out3 &
wait_line out3 '^pid' && wait_line out3 '^child' || exit 1
pid=$(sed -n 's/^pid //p' out3)
child=$(sed -n 's/^child //p' out3)
registry | sed -e "s/^$pid-[0-9a-f]*\$/PID-ADDR/" \
    -e "s/^$child-[0-9a-f]*\$/CHILD-ADDR/" | sort
entry "$child" "$(registry | grep "^$child-")"
touch go3
wait $!
echo "status $?, $(registry | wc -l) entries after exit"

echo "--- DTRACE_DOF_INIT_DEBUG"
touch go4
DTRACE_DOF_INIT_DEBUG=1 ./app go4 2>&1 >/dev/null |
    sed -e "s|$DTRACE_HELPER_DIR/[0-9]*-[0-9a-f]*|REGISTRY/PID-ADDR|"
DTRACE_DOF_INIT_DEBUG=1 DTRACE_DOF_INIT_DISABLE=1 ./app go4 2>&1 >/dev/null
