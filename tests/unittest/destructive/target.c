/*
 * target.c -- the destructive action cases' program.  Its argument picks
 * what it does:
 *
 *	raise	 catch SIGUSR1, call getppid() (where the script raises
 *		 SIGUSR1), and say which signal arrived
 *	stop	 call getppid() (where the script stops the process), then
 *		 say it was resumed
 *	copyout	 fill two buffers, pass them to poke() (where the script
 *		 writes into them), print them
 */
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static volatile sig_atomic_t caught;

static void
on_signal(int sig)
{
	caught = sig;
}

__attribute__((noinline)) void
poke(char *buf, char *tail)
{
	__asm__ volatile("" : : "r"(buf), "r"(tail) : "memory");
}

int
main(int argc, char **argv)
{
	char buf[16], tail[8];

	if (argc < 2)
		return 2;
	if (strcmp(argv[1], "raise") == 0) {
		signal(SIGUSR1, on_signal);
		(void)getppid();
		printf("caught signal %d\n", (int)caught);
	} else if (strcmp(argv[1], "stop") == 0) {
		(void)getppid();
		printf("resumed\n");
	} else if (strcmp(argv[1], "copyout") == 0) {
		/* written here, so the pages are present and writable:
		   bpf_probe_write_user() cannot fault a page in */
		memset(buf, 'x', sizeof(buf) - 1);
		buf[sizeof(buf) - 1] = '\0';
		memset(tail, 'y', sizeof(tail) - 1);
		tail[sizeof(tail) - 1] = '\0';
		poke(buf, tail);
		printf("%s %s\n", buf, tail);
	}
	return 0;
}
