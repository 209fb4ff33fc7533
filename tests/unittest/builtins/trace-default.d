/* trace() in the default output format: widths by the value's size. */
BEGIN
{
	trace(42);
	trace((char)7);
	trace((short)-3);
	trace(1LL << 40);
	trace("hi");
	exit(0);
}
