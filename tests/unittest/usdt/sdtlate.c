/*
 * sdtlate.c -- a program with <sys/sdt.h> probes alone, in itself and in
 * a library it links (built with -DSDTLATE_LIB as libsdtlate.so), for
 * late-sdt.sh.  It waits (at most 10 s, times $RUN_TESTS_SCALE: an emulated
 * kernel is slower) until both probes' semaphores say they are traced, fires each three times, and says whether it was traced.
 */
#define _SDT_HAS_SEMAPHORES 1
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include <sys/sdt.h>

#ifdef SDTLATE_LIB
__extension__ unsigned short sdtlate_libtick_semaphore
    __attribute__((unused, section(".probes")));

int
sdtlate_lib_traced(void)
{
	return sdtlate_libtick_semaphore != 0;
}

void
sdtlate_lib_fire(int i)
{
	DTRACE_PROBE1(sdtlate, libtick, i * 10);
}
#else
__extension__ unsigned short sdtlate_tick_semaphore
    __attribute__((unused, section(".probes")));

int sdtlate_lib_traced(void);
void sdtlate_lib_fire(int);

int
main(void)
{
	const char *scale = getenv("RUN_TESTS_SCALE");
	int i, n = 1000 * (scale != NULL && atoi(scale) > 0 ? atoi(scale) : 1);

	for (i = 0; i < n; i++) {
		if (sdtlate_tick_semaphore && sdtlate_lib_traced())
			break;
		usleep(10000);
	}
	for (i = 1; i <= 3; i++) {
		DTRACE_PROBE1(sdtlate, tick, i);
		sdtlate_lib_fire(i);
	}
	printf("%s\n", sdtlate_tick_semaphore && sdtlate_lib_traced() ?
	    "traced" : "not traced");
	return 0;
}
#endif
