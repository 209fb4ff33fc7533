/* trace() of a non-char array: raw bytes. */
short n[5];

BEGIN
{
	n[0] = 0x7464;
	n[1] = 0x6172;
	n[2] = 0x6563;
	n[3] = 0x1234;
	n[4] = 0x4321;
	trace(n);
	exit(0);
}
