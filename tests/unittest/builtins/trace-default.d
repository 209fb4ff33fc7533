/* trace() in the default output format: widths by the value's size and
   sign, as Oracle's DTrace prints them. */
BEGIN
{
	trace(42);
	trace((char)7);
	trace((short)-3);
	trace(1LL << 40);
	trace("hi");
	exit(0);
}
