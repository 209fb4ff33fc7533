/*
 * usdt-fork.c -- bench/usdt-fork's application: a server's shape.  Once
 * the file GO exists, forks N workers one after the other; each fires
 * bench:::tick once and leaves.  Prints the microseconds per worker
 * (fork, the worker's life, waitpid).  Built with the header and object
 * of our dtrace -h / -G, so each worker registers its probes (the
 * helper's atfork handler) as a PostgreSQL backend does.
 *
 * usage: usdt-fork N GO
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>
#include <sys/stat.h>
#include <sys/wait.h>

#include "usdt-loop.h"

int
main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 1000;
	struct timespec a, b;
	struct stat st;

	while (argc > 2 && stat(argv[2], &st) != 0)
		usleep(10000);
	clock_gettime(CLOCK_MONOTONIC, &a);
	for (int i = 0; i < n; i++) {
		pid_t p = fork();

		if (p == 0) {
			BENCH_TICK(i);
			_exit(0);
		}
		if (p < 0)
			return perror("usdt-fork: fork"), 1;
		waitpid(p, NULL, 0);
	}
	clock_gettime(CLOCK_MONOTONIC, &b);
	printf("%.1f\n", ((b.tv_sec - a.tv_sec) * 1e6 + (b.tv_nsec -
	    a.tv_nsec) / 1e3) / n);
	return 0;
}
