/* target.c -- a -c target: three getppid() calls, its pid on stdout, and
   the exit status given as its first argument. */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

int
main(int argc, char **argv)
{
	for (int i = 0; i < 3; i++)
		getppid();
	printf("target %d\n", (int)getpid());
	return argc > 1 ? atoi(argv[1]) : 0;
}
