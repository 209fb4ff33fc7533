/*
 * sdtonly.c -- an application with <sys/sdt.h> probes alone (no dtrace -h,
 * no -G, no DOF): arguments of every integer width and sign, a string, a
 * global read through %rip, and one probe at two sites whose arguments
 * the compiler may place differently.
 */
#include <stdio.h>
#include <sys/sdt.h>

volatile long counter = 42;

static void __attribute__((noinline))
twice(int a, long b)
{
	DTRACE_PROBE2(sdtonly, site, a, b);
	DTRACE_PROBE2(sdtonly, site, b * 2, a + 1);
}

int
main(void)
{
	char word[16];
	signed char c = -5;
	unsigned short us = 65000;
	int i = -100000;
	unsigned long long u = 1ULL << 40;

	snprintf(word, sizeof(word), "%s", "hello");
	DTRACE_PROBE5(sdtonly, types, c, us, i, u, word);
	DTRACE_PROBE1(sdtonly, global, counter);
	twice(7, -9);
	return 0;
}
