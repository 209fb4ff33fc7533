/*
 * redzone.c -- a function that calls nothing and keeps its locals in the
 * red zone below %rsp, with the 5-byte nop compilers pad with (0f 1f 44
 * 00 00) at the global label leaf_nop; and one that calls, with the same
 * nop at caller_nop.  Prints how many of its sums came out wrong.
 */
#include <stdio.h>

static long __attribute__((noinline))
leaf(long x)
{
	volatile long a = x, b = 2 * x, c = 3 * x;

	__asm__ __volatile__(".globl leaf_nop\nleaf_nop:\n"
	    ".byte 0x0f, 0x1f, 0x44, 0x00, 0x00");
	return a + b + c;
}

static long __attribute__((noinline))
caller(long x)
{
	__asm__ __volatile__(".globl caller_nop\ncaller_nop:\n"
	    ".byte 0x0f, 0x1f, 0x44, 0x00, 0x00");
	return leaf(x) + 1;
}

int
main(void)
{
	int wrong = 0;

	for (long i = 1; i <= 200; i++)
		if (caller(i) != 6 * i + 1)
			wrong++;
	printf("%d of 200 sums wrong\n", wrong);
	return 0;
}
