BEGIN
{
	n = 0;
	trace(inet_ntoa6((in6_addr_t *)alloca(16), n));
}
