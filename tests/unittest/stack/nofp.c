/*
 * nofp.c -- the DWARF unwinding cases' program: main() -> top() -> mid()
 * -> leaf(), built by the cases either with -O2 -fomit-frame-pointer (no
 * frame pointer anywhere: only the CFI says where each caller's return
 * address is) or with -fno-omit-frame-pointer.  noipa keeps each function
 * a real call: no inlining, no cloning, no tail call (each uses its
 * callee's result).  top() and mid() take some stack of their own, so
 * that the frames are not where a frame-pointer guess would find them.
 */
#include <stdio.h>

__attribute__((noipa)) int
leaf(int x)
{
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
