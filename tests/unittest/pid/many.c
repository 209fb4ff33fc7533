/*
 * many.c -- the glob case's program: sixteen functions f0 .. f15, fN
 * called (N % 4) + 1 times, with arguments 0 .. N % 4.
 */
#include <stdio.h>

volatile int g;

#define F(n) __attribute__((noinline)) int f##n(int x) { return x + n + g; }
F(0) F(1) F(2) F(3) F(4) F(5) F(6) F(7)
F(8) F(9) F(10) F(11) F(12) F(13) F(14) F(15)

static int (*const fns[16])(int) = { f0, f1, f2, f3, f4, f5, f6, f7, f8,
	f9, f10, f11, f12, f13, f14, f15 };

int
main(void)
{
	int s = 0;

	for (int i = 0; i < 16; i++)
		for (int j = 0; j <= i % 4; j++)
			s += fns[i](j);
	printf("sum %d\n", s);
	return 0;
}
