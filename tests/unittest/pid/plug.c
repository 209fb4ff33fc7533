/* A library that dlopen.c loads with dlopen(). */
__attribute__((noinline)) int
plug_add(int a, int b)
{
	__asm__ volatile("");
	return a + b;
}

int
plug_twice(int x)
{
	return plug_add(x, x) - 1;	/* not a tail call */
}
