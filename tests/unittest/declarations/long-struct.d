/*
 * long may not qualify a struct.  DTrace declares the struct at its
 * opening brace and reports the misfit there, not at the closing one.
 */
long struct wide
{
	int x;
};

BEGIN
{
	exit(0);
}
