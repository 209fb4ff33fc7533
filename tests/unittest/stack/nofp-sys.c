/*
 * nofp-sys.c -- the in-kernel unwinding cases' program: main() -> top()
 * -> mid() -> leaf() -> write(2), built -O2 -fomit-frame-pointer, so
 * that a ustack() key taken in a kernel probe (syscall::write:entry) or
 * a pid probe has callers only the CFI can find.  The write goes to fd
 * -1 (EBADF), writing nothing.  Arguments: how many calls (2), and the
 * milliseconds between them (0).
 */
#include <stdlib.h>
#include <unistd.h>

__attribute__((noipa)) int
leaf(int x)
{
	char c = 'x';

	return (int)write(-1, &c, 1) + x * 3;
}

__attribute__((noipa)) int
mid(int x)
{
	volatile int pad[8];

	for (int i = 0; i < 8; i++)
		pad[i] = x + i;
	return leaf(pad[x & 7]) + 1;
}

__attribute__((noipa)) int
top(int x)
{
	volatile long pad[5];

	for (int i = 0; i < 5; i++)
		pad[i] = x - i;
	return mid((int)pad[x % 5]) * 2;
}

int
main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 2;
	int ms = argc > 2 ? atoi(argv[2]) : 0;
	int s = 0;

	for (int i = 0; i < n; i++) {
		s += top(i);
		if (ms > 0)
			usleep((useconds_t)ms * 1000);
	}
	return s == 12345;
}
