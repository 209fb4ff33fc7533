/*
 * lib.c -- a shared library for test_pid_sym and test_pid_proc: a soname,
 * symbol versions (an old, hidden version and the default one), and a
 * local function.
 *
 * Link with lib.map:
 *	gcc -shared -fPIC -Wl,-soname,libpidtest.so.1 \
 *	    -Wl,--version-script=lib.map -o libpidtest.so.1.0 lib.c
 */
__attribute__((noinline)) static int
pidlib_helper(int x)
{
	return x ^ 0x55;
}

int
pidlib_add(int a, int b)
{
	return pidlib_helper(a) + b;
}

/* vfunc@PIDLIB_1 (old, hidden) and vfunc@@PIDLIB_2 (the default) */
int pidlib_vfunc_old(int x) { return x + 1; }
int pidlib_vfunc_new(int x) { return x + 2; }
__asm__(".symver pidlib_vfunc_old, pidlib_vfunc@PIDLIB_1");
__asm__(".symver pidlib_vfunc_new, pidlib_vfunc@@PIDLIB_2");
