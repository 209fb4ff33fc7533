# errno: at a system call's return, the error it returns (cat of a file
# that does not exist: openat fails with ENOENT, 2); 0 after a call that
# succeeded (cat's next file, /dev/null: whatever else cat opens depends
# on the locale the environment names) and at probes that are not system
# call returns.
"$DTRACE" -q -c "/bin/cat /nonexistent/dtrace-args-test /dev/null" -n '
int failed, succeeded;
BEGIN { printf("BEGIN errno %d\n", errno); }
syscall::openat:return /pid == $target && errno != 0 && !failed/ {
	printf("openat returned %d errno %d\n", args[0], errno);
	failed = 1;
}
syscall::openat:return /pid == $target && errno == 0 && !succeeded/ {
	printf("openat returned a descriptor: %d, errno %d\n", args[0] >= 0,
	    errno);
	succeeded = 1;
}
syscall::exit_group:entry /pid == $target/ {
	printf("exit_group errno %d\n", errno);
}' 2>/dev/null
echo "exit $?"
