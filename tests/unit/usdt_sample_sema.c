/*
 * usdt_sample_sema.c -- USDT probes with is-enabled semaphores, for the
 * usdt unit tests (see usdt_sample.c): linked into the sample or built as
 * a shared library.
 *
 * With _SDT_HAS_SEMAPHORES, each probe's note records the address of
 * <provider>_<name>_semaphore, an unsigned short the program tests before
 * firing the probe.  One lives in .probes, initialised to 0x1234 so that
 * the test finds its bytes in the file at the offset computed; the other
 * is a plain zero, in .bss.  sample_bss makes .bss reach past the file's
 * last page, where no semaphore can be counted by the kernel.
 */
#define _SDT_HAS_SEMAPHORES 1
#include <sys/sdt.h>

__extension__ unsigned short sample_gated_semaphore
    __attribute__((unused, section(".probes"))) = 0x1234;
unsigned short sample__prov_dash__name_semaphore = 0;
char sample_bss[65536];

__attribute__((noinline)) int
sample_sema(int x)
{
	if (sample_gated_semaphore)
		STAP_PROBE1(sample, gated, x);
	if (sample__prov_dash__name_semaphore)
		STAP_PROBE2(sample__prov, dash__name, x, x * 2);
	return x;
}
