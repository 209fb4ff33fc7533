/*
 * target.c -- the program test_pid_sym and test_pid_proc read: functions
 * with known names, aliases, a static (local) function, and, when run,
 * the run-time addresses of a few functions, for checking load biases.
 *
 *	target		print "name address" lines, "ready", then wait
 *			until killed
 */
#include <stdio.h>
#include <unistd.h>

int pidlib_add(int, int);	/* in lib.c, when linked with it */

__attribute__((noinline)) int
pid_fn_alpha(int x)
{
	return x * 3 + 1;
}

__attribute__((noinline)) int
pid_fn_beta(int x)
{
	return pid_fn_alpha(x) * 7;
}

__attribute__((noinline)) static int
pid_fn_static(int x)
{
	return pid_fn_beta(x) - 2;
}

/* One function, three names: DTrace calls it "go". */
__attribute__((noinline)) void
go(void)
{
	__asm__ volatile("" ::: "memory");
}
void _go(void) __attribute__((alias("go")));
void __go_weak(void) __attribute__((weak, alias("go")));

int
main(int argc, char **argv)
{
	volatile int (*fp)(int) = (volatile int (*)(int))pid_fn_static;

	printf("pid_fn_alpha %p\n", (void *)pid_fn_alpha);
	printf("getpid %p\n", (void *)getpid);
#ifdef WITH_LIB
	printf("pidlib_add %p\n", (void *)pidlib_add);
#endif
	printf("ready\n");
	fflush(stdout);
	go();
	if (argc > 1)
		for (;;)
			pause();
	return fp(argc) == 12345;
}
