/*
 * usdt_sample.c -- a program with USDT probes, for the usdt unit tests
 * (test_usdt_elf, test_usdt_proc), which compile it at run time as PIE and
 * non-PIE executables, with usdt_sample_sema.c beside it or as a shared
 * library.
 *
 * Its probes hold every kind of argument gcc writes: registers and
 * sub-registers, constants, memory at a register plus a displacement or an
 * index, %rip-relative globals; signed and unsigned, 1 to 8 bytes.
 *
 *	usdt_sample         runs the probes once and exits 0
 *	usdt_sample wait    then prints "ready <main> <sample_sema>" (their
 *	                    addresses) and waits until stdin is closed
 */
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/sdt.h>

int g_int = 5;
long g_arr[4] = { 1, 2, 3, 4 };
struct { int a; long b; } g_s = { 7, 8 };
unsigned char g_uc = 200;
signed char g_sc = -100;

int sample_sema(int x);		/* usdt_sample_sema.c */

__attribute__((noinline)) int
sample_args(int x, long *p, int i, unsigned short us, char c)
{
	DTRACE_PROBE(sample, noargs);
	STAP_PROBE6(sample, mixed, x, p[i], g_int, g_arr[2], (short)x, g_s.b);
	STAP_PROBE5(sample, small, us, c, g_uc, g_sc, (short)x);
	STAP_PROBE3(sample, consts, 5, -3, 0x7fffffffffffffffLL);
	STAP_PROBE2(sample, ptrs, &g_int, p);
	return x + (int)p[i];
}

int
main(int argc, char **argv)
{
	long a[4] = { 10, 20, 30, 40 };
	char buf[64];
	int r = sample_args(argc, a, argc % 4, 7, 'x') + sample_sema(argc);

	if (argc > 1 && strcmp(argv[1], "wait") == 0) {
		printf("ready %p %p\n", (void *)main, (void *)sample_sema);
		fflush(stdout);
		while (read(0, buf, sizeof(buf)) > 0)
			;
	}
	return r == 12345;
}
