/*
 * target.c -- the pid provider cases' program: add() and pick() called
 * four times each; pick() has two return paths at -O1 and above.
 */
#include <stdio.h>

__attribute__((noinline)) int
add(int a, int b)
{
	return a + b;
}

__attribute__((noinline)) int
pick(int x)
{
	if (x > 2)
		return x * 10;
	return -x;
}

int
main(void)
{
	int s = 0;

	for (int i = 0; i < 4; i++)
		s += add(i, 100) + pick(i);
	printf("sum %d\n", s);
	return 0;
}
