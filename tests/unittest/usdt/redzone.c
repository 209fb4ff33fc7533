/*
 * redzone.c -- a probe site in a leaf function whose locals live in the
 * red zone: the 128 bytes below %rsp that the x86-64 ABI lets a function
 * which calls nothing use without moving %rsp.  A probe site must not
 * write there, even while it is traced.
 */
#include <stdio.h>

#include "qprov.h"

static long __attribute__((noinline))
leaf(long x)
{
	volatile long a = x, b = 2 * x, c = 3 * x;

	MYAPP_QUERY_DONE((int)x);
	return a + b + c;
}

int
main(void)
{
	int wrong = 0;

	for (long i = 1; i <= 200; i++)
		if (leaf(i) != 6 * i)
			wrong++;
	printf("%d of 200 sums wrong\n", wrong);
	return 0;
}
