# copyin() of the buffers target.c writes, formatted by inet_ntoa(),
# inet_ntoa6() and inet_ntop(); the expected IPv6 texts are those of
# DTrace's tst.inet_ntoa6.r (an IPv4 address in IPv6 prints as IPv4
# alone; a single zero group is not compressed; the first longest run
# of zero groups is).  bcopy() of the IPv4 buffer into alloca()'d memory
# round-trips it.
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
cc -O1 -o "$T/target" "$(dirname "$0")/target.c" || exit 1
"$DTRACE" -q -n '
syscall::write:entry
/pid == $target && arg2 == 14/
{
	printf("%s\n", stringof(copyin(arg1, arg2)));
}

syscall::write:entry
/pid == $target && arg2 == 4/
{
	this->p = copyin(arg1, 4);
	this->q = alloca(4);
	bcopy(this->p, this->q, 4);
	printf("%s %s\n", inet_ntoa((ipaddr_t *)this->q),
	    inet_ntop(2, this->p));
}

syscall::write:entry
/pid == $target && arg2 == 16/
{
	printf("%s\n", inet_ntoa6((in6_addr_t *)copyin(arg1, 16)));
}' -c "$T/target" 2>/dev/null
echo "status $?"
"$DTRACE" -q -n '
syscall::write:entry
/pid == $target && arg2 == 16/
{
	printf("%s\n", inet_ntop(10, copyin(arg1, 16)));
}' -c "$T/target" 2>/dev/null
echo "status $?"
