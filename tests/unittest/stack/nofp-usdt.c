/*
 * nofp-usdt.c -- nofp.c's chain with a <sys/sdt.h> probe in the leaf:
 * main() -> top() -> mid() -> leaf(), built with -O2
 * -fomit-frame-pointer by the cases, so that only the CFI says where
 * each caller's return address is.
 */
#include <stdio.h>
#include <sys/sdt.h>

__attribute__((noipa)) int
leaf(int x)
{
	DTRACE_PROBE1(nofpu, leaf, x);
	return x * 3 + 1;
}

__attribute__((noipa)) int
mid(int x)
{
	volatile int pad[8];

	for (int i = 0; i < 8; i++)
		pad[i] = x + i;
	return leaf(pad[x & 7]) + 1;
}

__attribute__((noipa)) int
top(int x)
{
	volatile long pad[5];

	for (int i = 0; i < 5; i++)
		pad[i] = x - i;
	return mid((int)pad[x % 5]) * 2;
}

int
main(void)
{
	int s = 0;

	for (int i = 0; i < 2; i++)
		s += top(i);
	printf("sum %d\n", s);
	return 0;
}
