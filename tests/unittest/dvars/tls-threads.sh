# self-> variables are per thread: four threads count their own getppid()
# calls, and each thread's count is seen when it exits.
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
cc -O0 -pthread -o "$dir/threads" "$(dirname "$0")/threads.c" || exit 1
"$DTRACE" -q -c "$dir/threads" -n '
syscall::getppid:entry /pid == $target/ { self->calls++; }
syscall::exit:entry /pid == $target && self->calls/
{
	printf("thread exits after %d calls\n", self->calls);
	@[self->calls] = count();
	self->calls = 0;
}
syscall::exit:entry /pid == $target && self->calls/
{
	printf("not reached: self->calls was cleared\n");
}'
echo "exit $?"
