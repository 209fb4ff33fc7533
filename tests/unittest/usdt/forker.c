/*
 * forker.c -- a server's shape for the usdt cases: a process with probes
 * that forks workers, each firing its probe once and leaving (_exit, so
 * its registration is not removed: the consumer finds it gone).
 *
 * usage: forker N GO1 GO2
 *
 * Prints "pid N", waits until file GO1 exists, forks N workers one after
 * the other (each fires query-start with its number), prints "forked",
 * waits until GO2 exists, exits.
 */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include <sys/stat.h>
#include <sys/wait.h>

#include "qprov.h"

static void
wait_for(const char *path)
{
	struct stat st;

	while (stat(path, &st) != 0)
		usleep(10000);
}

int
main(int argc, char **argv)
{
	int n = argc > 3 ? atoi(argv[1]) : 0;

	if (argc < 4)
		return 2;
	printf("pid %d\n", (int)getpid());
	fflush(stdout);
	wait_for(argv[2]);
	for (int i = 0; i < n; i++) {
		pid_t p = fork();

		if (p == 0) {
			MYAPP_QUERY_START("work", i);
			_exit(0);
		}
		if (p > 0)
			waitpid(p, NULL, 0);
	}
	printf("forked\n");
	fflush(stdout);
	wait_for(argv[3]);
	return 0;
}
