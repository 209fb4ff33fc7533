/*
 * vdso-spin.c -- the vDSO case's program: main() -> outer() -> spin(),
 * which calls clock_gettime(2) in a loop for two seconds; the C library
 * calls the kernel's vDSO for it, so that most profile samples land in
 * the vDSO's code.  Built -O2 -fomit-frame-pointer.
 */
#include <time.h>

__attribute__((noipa)) long
spin(int n)
{
	struct timespec ts;
	long s = 0;

	for (int i = 0; i < n; i++) {
		clock_gettime(CLOCK_MONOTONIC, &ts);
		s += ts.tv_nsec;
	}
	return s;
}

__attribute__((noipa)) long
outer(int n)
{
	return spin(n) + 1;
}

int
main(void)
{
	struct timespec a, b;
	long s = 0;

	clock_gettime(CLOCK_MONOTONIC, &a);
	do {
		s += outer(100000);
		clock_gettime(CLOCK_MONOTONIC, &b);
	} while (b.tv_sec - a.tv_sec < 2);
	return s == 3;
}
