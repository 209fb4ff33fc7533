# progenyof(pid): the -c child descends from itself, from the shell that
# started dtrace and from init, not from an unrelated process; dtrace
# itself (BEGIN runs in it) does not descend from its child.
sleep 30 &
other=$!
"$DTRACE" -q -n '
BEGIN
{
	printf("dtrace of its child: %d\n", progenyof($target));
}

syscall::exit_group:entry
/pid == $target/
{
	printf("child of itself: %d\n", progenyof($target));
	printf("child of the shell: %d\n", progenyof($1));
	printf("child of init: %d\n", progenyof(1));
	printf("child of the other: %d\n", progenyof($2));
}' -c /bin/true $$ "$other" 2>/dev/null
echo "status $?"
kill "$other"
