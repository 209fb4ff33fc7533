/*
 * tailcall.c -- the tail-call and longjmp case's program (built -O2):
 *
 *	tail(x)		ends in a tail call: jmp leaf
 *	maybe(x)	a conditional tail call, jg leaf, else it returns
 *			-1 itself
 *	jumper(x)	returns x + 1 for x = 0; for x = 7 escape() leaves
 *			it by longjmp(): neither it nor escape() returns
 */
#include <setjmp.h>
#include <stdio.h>

static jmp_buf env;
volatile int sink;

__attribute__((noinline)) int
leaf(int x)
{
	sink = x;
	return x + 1;
}

__attribute__((noinline)) int
tail(int x)
{
	return leaf(x * 2);
}

/*
 * maybe(x): leaf(x) if x > 0, else -1, with the conditional tail call
 * written out, as compilers make it only sometimes (clang at -Os):
 * test %edi,%edi; jg leaf; mov $-1,%eax; ret.
 */
int maybe(int x);
__asm__(".text\n"
	".globl maybe\n"
	".type maybe, @function\n"
	"maybe:\n"
	"	test %edi, %edi\n"
	"	jg leaf\n"
	"	mov $-1, %eax\n"
	"	ret\n"
	".size maybe, .-maybe\n");

__attribute__((noinline)) void
escape(int x)
{
	sink = x;
	if (x > 0)
		longjmp(env, x);
}

__attribute__((noinline)) int
jumper(int x)
{
	escape(x);
	sink = 0;
	return x + 1;
}

int
main(void)
{
	int s = tail(5) + maybe(0) + maybe(3);

	s += jumper(0);
	if (setjmp(env) == 0)
		s += jumper(7);
	printf("sum %d\n", s);
	return 0;
}
