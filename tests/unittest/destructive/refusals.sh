# Every destructive action is refused without -w (or -x destructive, or
# the pragma): raise stop copyout copyoutstr system freopen.  ftruncate()
# is not destructive (DTrace makes it a library action) and runs (on an
# output of its own: it would empty this one).
for act in 'raise(9)' 'stop()' 'copyout("x", 0, 1)' \
    'copyoutstr("x", 0, 1)' 'system("echo run")' 'freopen("/dev/null")' \
    'ftruncate()'; do
	"$DTRACE" -q -o /dev/null -n "BEGIN { $act; exit(0); }" 2>&1
	echo "$act: status $?"
done
