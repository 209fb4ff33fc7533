/*
 * evex.c -- the evex case's program: strchrnul() and memmove(), which
 * glibc runs as AVX-512 (EVEX) code on machines that have it, and
 * evex_first(), never called, whose first instruction is EVEX-encoded.
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <string.h>

__asm__(".text\n"
    ".globl evex_first\n"
    ".type evex_first, @function\n"
    "evex_first:\n"
    "\tvpxorq %zmm16, %zmm16, %zmm16\n"
    "\tret\n"
    ".size evex_first, .-evex_first\n");

int
main(void)
{
	char buf[4096];
	int ok = 1;

	for (int i = 0; i < 100; i++) {
		memset(buf, 'a', sizeof(buf));
		buf[1000 + i] = 'x';
		buf[sizeof(buf) - 1] = '\0';
		if (strchrnul(buf, 'x') != buf + 1000 + i)
			ok = 0;
		memmove(buf + 1, buf, 2000);
		if (buf[1001 + i] != 'x' || buf[0] != 'a')
			ok = 0;
	}
	printf("strchrnul and memmove %s\n", ok ? "correct" : "WRONG");
	return 0;
}
