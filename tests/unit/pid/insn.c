/*
 * insn.c -- functions for test_pid_insn, built with -O2 for x86-64 (gcc)
 * and aarch64 (clang --target=aarch64-linux-gnu, no libc): leaves, a loop,
 * tail calls (direct, through a pointer, through the GOT), a switch
 * through a jump table, and hand-written oddities: a function without a
 * size, one whose size runs past .text, one that is not code.
 */
#ifdef WITH_LIBC
#include <stdio.h>
#endif

__attribute__((noinline)) int
leaf(int x)
{
	return x * 3 + 1;
}

__attribute__((noinline)) int
other(int x)
{
	return x - 1;
}

__attribute__((noinline)) int
loopfunc(int n)
{
	int s = 0;

	for (int i = 0; i < n; i++)
		s += leaf(i) ^ s;
	return s;
}

/* a direct tail call to other() */
__attribute__((noinline)) int
tailcaller(int x)
{
	if (x > 5)
		return other(x + 1);
	return leaf(x) * 2 + 2;
}

/* a jump table (an indirect jump inside the function) */
__attribute__((noinline)) int
switcher(int x)
{
	switch (x) {
	case 0: return leaf(x) + 11;
	case 1: return other(x) * 13;
	case 2: return x * 17 + 5;
	case 3: return leaf(x + 3) - 19;
	case 4: return x ^ 23;
	case 5: return other(x) + 29;
	case 6: return x * 31;
	case 7: return leaf(x) ^ 37;
	default: return 0;
	}
}

/* a tail call through a pointer (a register) */
int (*volatile fptr)(int) = leaf;

__attribute__((noinline)) int
viaptr(int x)
{
	return fptr(x + 1);
}

#ifdef WITH_LIBC
/* with -fno-plt: a tail call through the GOT */
__attribute__((noinline)) int
viagot(const char *s)
{
	return puts(s);
}
#endif

#if defined(__x86_64__)
/* no .size: size 0 */
__asm__(".text\n.globl pid_nosize\n.type pid_nosize,@function\n"
    "pid_nosize:\n\tret\n");
/* a size far past the end of .text */
__asm__(".text\n.globl pid_huge\n.type pid_huge,@function\n"
    "pid_huge:\n\tret\n.size pid_huge, 0x1000000\n");
/* nop, then a byte no x86-64 instruction starts with, then ret */
__asm__(".text\n.globl pid_bad\n.type pid_bad,@function\n"
    "pid_bad:\n\tnop\n\t.byte 0x06\n\tret\n.size pid_bad, 3\n");
#elif defined(__aarch64__)
/* pointer authentication: paciasp; braa x16, x17; retaa */
__asm__(".text\n.globl pid_pac\n.type pid_pac,@function\n"
    "pid_pac:\n\t.inst 0xd503233f\n\t.inst 0xd71f0a11\n\t.inst 0xd65f0bff\n"
    ".size pid_pac, 12\n");
#endif

#ifdef WITH_LIBC
int
main(int argc, char **argv)
{
	return loopfunc(argc) + tailcaller(argc) + switcher(argc) +
	    viaptr(argc) + viagot(argv[0]);
}
#else
void
_start(void)
{
	volatile int r = loopfunc(3) + tailcaller(2) + switcher(1) + viaptr(0);

	(void)r;
	for (;;)
		;
}
#endif
