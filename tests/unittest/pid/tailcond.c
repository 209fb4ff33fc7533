/*
 * tailcond.c -- the conditional tail calls case's program: for each of
 * the 16 x86 jump conditions a function t_CC(a, b) that compares a with
 * b (cmp %esi,%edi: flags of a - b) and tail-calls leaf(a) if CC holds,
 * else returns -1 itself.  main() calls each on pairs chosen to set
 * every flag both ways (carry, zero, sign, overflow, parity) and prints
 * how often each jump was taken: a return probe must fire at the jump
 * exactly that often, and at the ret for the other calls.
 */
#include <limits.h>
#include <stdio.h>

__attribute__((noinline)) int
leaf(int x)
{
	return x == -2 ? 0 : x + 1;	/* never -1 */
}

#define TAILCC(cc)							\
	int t_##cc(int, int);						\
	__asm__(".text\n.globl t_" #cc "\n.type t_" #cc ", @function\n"	\
	    "t_" #cc ":\n"						\
	    "	cmp %esi, %edi\n"					\
	    "	j" #cc " leaf\n"					\
	    "	mov $-1, %eax\n"					\
	    "	ret\n"							\
	    ".size t_" #cc ", .-t_" #cc "\n");

TAILCC(o) TAILCC(no) TAILCC(b) TAILCC(ae) TAILCC(e) TAILCC(ne)
TAILCC(be) TAILCC(a) TAILCC(s) TAILCC(ns) TAILCC(p) TAILCC(np)
TAILCC(l) TAILCC(ge) TAILCC(le) TAILCC(g)

static const struct { const char *name; int (*f)(int, int); } fns[] = {
	{ "t_o", t_o }, { "t_no", t_no }, { "t_b", t_b }, { "t_ae", t_ae },
	{ "t_e", t_e }, { "t_ne", t_ne }, { "t_be", t_be }, { "t_a", t_a },
	{ "t_s", t_s }, { "t_ns", t_ns }, { "t_p", t_p }, { "t_np", t_np },
	{ "t_l", t_l }, { "t_ge", t_ge }, { "t_le", t_le }, { "t_g", t_g },
};

static const int pairs[][2] = {
	{ 0, 0 }, { 1, 2 }, { 2, 1 }, { -1, 1 }, { 1, -1 }, { INT_MIN, 1 },
	{ INT_MAX, -1 }, { 3, 0 }, { 7, 4 }, { -5, -5 },
};

int
main(void)
{
	size_t np = sizeof(pairs) / sizeof(pairs[0]);

	for (size_t i = 0; i < sizeof(fns) / sizeof(fns[0]); i++) {
		int taken = 0;

		for (size_t j = 0; j < np; j++)
			taken += fns[i].f(pairs[j][0], pairs[j][1]) != -1;
		printf("%s taken %d of %zu\n", fns[i].name, taken, np);
	}
	return 0;
}
