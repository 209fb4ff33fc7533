/*
 * argapp.c -- the application of the usdt args[] cases, built with the
 * header and object our dtrace -h / -G make from argprov.d.
 *
 * usage: argapp GOFILE
 *
 * Prints "pid N", waits until GOFILE exists (dtrace -p), then fires each
 * probe of argprov.d once: query-start("select 1", 7), swap(3, "three"),
 * conn(&{ 9, "peer.example" }) and none(5, "five").
 */
#include <stdio.h>
#include <unistd.h>
#include <sys/stat.h>

struct conn {
	int fd;
	char *peer;
};

#include "argprov.h"

int
main(int argc, char **argv)
{
	char sql[] = "select 1", three[] = "three", five[] = "five";
	char peer[] = "peer.example";
	struct conn c = { 9, peer };
	struct stat st;

	if (argc < 2)
		return 2;
	printf("pid %d\n", (int)getpid());
	fflush(stdout);
	while (stat(argv[1], &st) != 0)
		usleep(10000);
	ARGAPP_QUERY_START(sql, 7);
	ARGAPP_SWAP(3, three);
	ARGAPP_CONN(&c);
	ARGAPP_NONE(5, five);
	return 0;
}
