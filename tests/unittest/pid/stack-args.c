/*
 * stack-args.c -- a function of nine arguments: on x86-64 the last three
 * are passed on the stack, above the return address.
 */
#include <stdio.h>

__attribute__((noinline)) long
nine(long a, long b, long c, long d, long e, long f, long g, long h, long i)
{
	return a + b + c + d + e + f + g + h + i;
}

int
main(void)
{
	printf("sum %ld\n", nine(1, 2, 3, 4, 5, 6, 70, 80, 90));
	return 0;
}
