/*
 * DTrace does integer arithmetic in 64-bit registers: an expression of
 * type int is not cut to 32 bits until it is stored into a variable or
 * a record of its type, or cast.  So i * i / i gives i back even where
 * i * i overflows an int, and a folded constant is what the run-time
 * code would compute.
 */
#pragma D option quiet

BEGIN
{
	i = 25920;
	i = i - (i + (i * 3) + i) * i / i * i;	/* 3359232000 in between */
	printf("stored into an int: %d\n", i);
	i = i * (i - 3 + 5 / i * i) / i * 6;
	printf("again: %d\n", i);

	j = 70000;
	printf("j * j / j: %d\n", j * j / j);
	printf("j * j as an int: %d\n", j * j);
	printf("j * j as a long: %d\n", (long)(j * j));
	printf("(int)(j * j) / j: %d\n", (int)(j * j) / j);
	printf("j * j > j: %d\n", j * j > j);

	k = j * j;
	printf("k = j * j: %d\n", k);

	printf("1 << 32: %s\n", lltostr(1 << 32));
	printf("(1 << 32) >> 32: %d\n", (1 << 32) >> 32);
	printf("~0xdeadbeef: %x\n", ~0xdeadbeef);
	printf("~0xbeef: %x\n", ~0xbeef);
	printf("(uint64_t)~0xdeadbeef: %x\n", (uint64_t)~0xdeadbeef);
	printf("(uint64_t)(int)~0xdeadbeef: %x\n", (uint64_t)(int)~0xdeadbeef);
	exit(0);
}
