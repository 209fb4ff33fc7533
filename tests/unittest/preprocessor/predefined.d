/*
 * Under -C, DTrace's predefined macros: __linux, __unix, __SVR4, __amd64
 * (x86-64), __ and the system's name, __SUNW_D, the D version and
 * __SUNW_D_64; the C compiler's own __GNUC__ is not defined.
 */
#pragma D option quiet

BEGIN
{
#if defined(__linux) && defined(__unix) && defined(__SVR4)
	printf("__linux __unix __SVR4\n");
#endif
#if defined(__x86_64__) == defined(__amd64)
	printf("__amd64 as the machine\n");
#endif
#ifdef __Linux
	printf("__Linux\n");
#endif
	printf("__SUNW_D=%d __SUNW_D_VERSION=%x\n", __SUNW_D, __SUNW_D_VERSION);
#ifdef __SUNW_D_64
	printf("__SUNW_D_64\n");
#endif
#ifdef __GNUC__
	printf("__GNUC__ defined\n");
#endif
	exit(0);
}
