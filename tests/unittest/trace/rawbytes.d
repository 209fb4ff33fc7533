/*
 * -x rawbytes: trace() prints every value as a hex dump, a scalar its own
 * size's bytes, a string strsize + 1 of them (its characters and the NUL).
 */
#pragma D option quiet
#pragma D option rawbytes
#pragma D option strsize=8

BEGIN
{
	trace((short)0x4142);
	trace(-1);
	trace("hi");
	exit(0);
}
