/* C's integer rules: promotion, the usual arithmetic conversions,
   truncation by casts, signed and unsigned comparison and shifts. */
#pragma D option quiet

BEGIN
{
	c = (char)200;
	u = (unsigned char)200;
	printf("%d %d %d\n", c, u, c + u);
	printf("%d %d\n", -1 < 1u, -1 < 1);
	printf("%d %d\n", (unsigned int)-8 >> 1, -8 >> 1);
	printf("%d %u\n", (short)0x12345, (unsigned short)-1);
	printf("%lld\n", 1LL << 62);
	x = 0x100000000;
	printf("%d %x\n", sizeof (x), (int)x);
	printf("%d %d %d\n", -7 / 2, -7 % 2, 7 % -2);
	exit(0);
}
