/*
 * matrix.c -- the program of the pid build-matrix cases (non-PIE, PIE,
 * static, stripped, separate debuginfo): main() -> api_sum() -> scale()
 * -> api_add(), each with a real frame (built -O0
 * -fno-omit-frame-pointer: every function pushes %rbp first, so the
 * kernel's stack walk at an entry probe sees the caller too).  api_sum()
 * gets a pointer to scale(), for usym() and ufunc() of a static function.
 * scale() is static: it has no .dynsym entry, so a stripped binary loses
 * its name unless its separate debuginfo is found.
 */
#include <stdio.h>

#define KEEP	__attribute__((noinline))

KEEP int
api_add(int a, int b)
{
	return a + b;
}

KEEP static int
scale(int x, int k)
{
	return api_add(x * k, 1) + 1;
}

KEEP int
api_sum(int n, int (*f)(int, int))
{
	int s = 0;

	for (int i = 0; i < n; i++)
		s += f(i, 3);
	return s;
}

int
main(void)
{
	printf("sum %d\n", api_sum(3, scale));
	return 0;
}
