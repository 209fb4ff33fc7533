/*
 * tailcall.c -- the tail-call and longjmp case's program (built -O2):
 *
 *	tail(x)		ends in a tail call: jmp leaf
 *	maybe(x)	a conditional tail call, jg leaf, else it returns
 *			-1 itself
 *	viaptr(f, x)	a tail call through a register, jmp *%rax
 *	pick(x)		a switch through a jump table: jmp *%rax inside
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

/*
 * viaptr(f, x): return f(x), a tail call through a register (jmp *%rax
 * at -O2); pick(x): a switch gcc makes a jump table of (jmp *%rax inside
 * the function), then a return.
 */
__attribute__((noinline)) int
viaptr(int (*f)(int), int x)
{
	return f(x);
}

__attribute__((noinline)) int
pick(int x)
{
	switch (x) {
	case 0: return leaf(10) + 3;
	case 1: return sink + 7;
	case 2: return sink * 3;
	case 3: return leaf(sink) - 5;
	case 4: return 11;
	case 5: return sink + 13;
	default: return 0;
	}
}

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
	int s = tail(5) + maybe(0) + maybe(3) + viaptr(leaf, 20) + pick(4);

	s += jumper(0);
	if (setjmp(env) == 0)
		s += jumper(7);
	printf("sum %d\n", s);
	return 0;
}
