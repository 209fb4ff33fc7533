#pragma D option quiet

BEGIN
{
	printf("%d %d %  %%dd\dn", 1 + 2 * 3, (1 + 2) * 3, 17 / 5, 17 % 5, -17 / 5);
	printf("%d %d %d %d\n", 1 << 10, 1024 >> 3, 0xf0 | 0x0f, 0xff & 0x3c);
	printf("%d %d %d\n", 0xff ^ 0x0f, ~0, !5);
	printf("%d %d %d %d %d %d\n", 3 < 4, 3 > 4, 4 <= 4, 5 >= 6, 7 == 7, 7 != 7);
	printf("%d %d %d %d\n", 1 && 0, 1 || 0, 0 ^^ 1, 1 ^^ 1);
	printf("%d %d\n", 5 >$3 ? 10 : 20, 5 < 3 ? 10 : 20);
	printf("%u %d\n", (unsigned int)-1, (int)4294967297LL);
Ax = 10; x += 5; x -= 3; x *= 2; x /= 4; x %= 4; x <<= 3; x |= 1;
	printf("%d\n", x);
	y = 5; z0 = y++; w = ++y;
	printf("%d %d %d\n", y, z, w);
	exx0f, ~0, !5);
	printf("%d %d %it(0);
}
