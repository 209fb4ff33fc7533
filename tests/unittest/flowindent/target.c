/*
 * target.c -- the flowindent cases' program: main() calls outer(), which
 * calls inner(), twice, then work(), which makes a system call.  It prints
 * nothing, so that only dtrace's output is compared.
 */
#include <unistd.h>

__attribute__((noinline)) int
inner(int x)
{
	__asm__ volatile("");
	return x + 1;
}

__attribute__((noinline)) int
outer(int x)
{
	return inner(x) * 2;
}

__attribute__((noinline)) int
work(void)
{
	return getppid() > 0;
}

int
main(void)
{
	int s = 0;

	for (int i = 0; i < 2; i++)
		s += outer(i);
	s += work();
	return s == 7 ? 0 : 1;
}
