/* trap.c -- a target with an instruction no uprobe may sit on: never()
   holds an int3 (at offset 1), which the kernel refuses to probe
   (x86's uprobe instruction decoder rejects it).  never() never runs. */
#include <unistd.h>

void __attribute__((noinline))
never(void)
{
	__asm__ volatile("nop; int3; nop");
}

void __attribute__((noinline))
step(void)
{
	__asm__ volatile("");
}

int
main(int argc, char **argv)
{
	(void)argv;
	if (argc > 100)
		never();
	for (;;) {
		step();
		usleep(10000);
	}
}
