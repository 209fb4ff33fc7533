# copyin() of the buffers target.c writes, formatted by inet_ntoa(),
# inet_ntoa6() and inet_ntop(); the expected IPv6 texts are those of
# DTrace's tst.inet_ntoa6.r (an IPv4 address in IPv6 prints as IPv4
# alone; a single zero group is not compressed; the first longest run
# of zero groups is).  bcopy() of the IPv4 buffer into alloca()'d memory
# round-trips it.  inet_ntop(AF_INET6) and inet_ntoa6(addr, non-zero)
# write an IPv4 address in IPv6 strictly, "::" or "::ffff:" before it,
# as Oracle's DTrace does since its commit "Support two representations
# for embedded IPv4 addresses"; inet_ntoa6(addr, 0) as inet_ntoa6(addr).
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
	this->a = copyin(arg1, 16);
	printf("%s\n", inet_ntop(10, this->a));
	this->s = inet_ntoa6((in6_addr_t *)this->a, 1);
	this->b = inet_ntoa6((in6_addr_t *)this->a, 0);
	@d[this->s == inet_ntop(10, this->a) ? "strict same" : "strict differs"] =
	    count();
	@d[this->b == inet_ntoa6((in6_addr_t *)this->a) ? "basic same" :
	    "basic differs"] = count();
}

END
{
	printa("%s %@d\n", @d);
}' -c "$T/target" 2>/dev/null
echo "status $?"
