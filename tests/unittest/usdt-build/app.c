/*
 * app.c -- the sample application of the usdt-build cases, built as C and
 * as C++ with the header "dtrace -h" writes for myapp.d.
 *
 * usage: app GOFILE [fork]
 *
 * Fires every probe once, prints "pid N" (and, with "fork", its child
 * prints "child N"), then waits until GOFILE exists, so that a case can
 * look at the process's registration while it runs.
 */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include <sys/stat.h>
#include <sys/wait.h>

struct conn {
	int fd;
};

#include "myapp.h"

static void
wait_go(const char *go)
{
	struct stat st;

	while (stat(go, &st) != 0)
		usleep(10000);
}

int
main(int argc, char **argv)
{
	struct conn c = { 3 };
	char sql[] = "select 1";
	pid_t child = 0;

	if (argc < 2)
		return 2;
	MYAPP_QUERY_START(sql, argc);
	MYAPP_QUERY_DONE(&c, sql, 1);
	MYAPP_CONN_CLOSE(c.fd, &c);
	MYAPP_TICK();
	MYAPP_ALL_TYPES('a', (unsigned char)argc, (short)-argc,
	    (unsigned short)argc, -argc, (unsigned)argc, -(long)argc,
	    (unsigned long)argc, -(long long)argc, (unsigned long long)argc,
	    (void *)&c, sql);
	MYAPP_IO_READ(c.fd, sizeof(sql));
	if (MYAPP_TICK_ENABLED())
		printf("tick is traced\n");
	if (argc > 2 && (child = fork()) == 0) {
		printf("child %d\n", (int)getpid());
		fflush(stdout);
		wait_go(argv[1]);
		exit(0);
	}
	printf("pid %d\n", (int)getpid());
	fflush(stdout);
	wait_go(argv[1]);
	if (child > 0)
		waitpid(child, NULL, 0);
	return 0;
}
