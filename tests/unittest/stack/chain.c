/*
 * chain.c -- the stack cases' program: main() -> outer() -> middle() ->
 * leaf(), each a real frame (built with -fno-omit-frame-pointer -O0, so
 * that the kernel can walk the frame pointers), called twice; leaf() is
 * also given a function pointer to middle() for usym().
 */
#include <stdio.h>

typedef int (*fn_t)(int);

__attribute__((noinline)) int middle(int);

__attribute__((noinline)) int
leaf(int x, fn_t f)
{
	return x + (f != NULL);
}

__attribute__((noinline)) int
middle(int x)
{
	return leaf(x, middle) + 1;
}

__attribute__((noinline)) int
outer(int x)
{
	return middle(x) * 2;
}

int
main(void)
{
	int s = 0;

	for (int i = 0; i < 2; i++)
		s += outer(i);
	printf("sum %d\n", s);
	return 0;
}
