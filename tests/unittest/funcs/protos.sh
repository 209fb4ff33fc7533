# Wrong argument counts and types give DTrace's prototype messages;
# alloca() of a constant over scratchsize is refused at compile time;
# d_path() takes a struct path *
for p in 'basename()' 'basename(1)' 'dirname("a", "b")' 'cleanpath(0)' \
    'inet_ntoa(1)' 'inet_ntoa((char *)0 + 1)' 'inet_ntoa6((ipaddr_t *)0)' \
    'inet_ntop("a", 0)' 'inet_ntop(2)' 'alloca()' 'alloca("x")' \
    'alloca(1025)' 'copyin(0)' 'copyin("a", 1)' 'copyinto(0, 1)' \
    'copyinto(0, 1, 2)' 'bcopy(0, 0)' 'bcopy(1, alloca(1), 1)' \
    'progenyof("a")' 'progenyof()' 'progenyof(1, 2)' 'd_path(1)' \
    'd_path(curthread)'; do
	"$DTRACE" -x errtags -x scratchsize=1024 -n "BEGIN { $p; }" 2>&1
	echo "$p: status $?"
done
