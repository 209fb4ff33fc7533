/*
 * queries.c -- the application of the usdt tracing cases, built with the
 * header and object our dtrace -h / -G make from qprov.d.
 *
 * usage: queries [GOFILE | -e]
 *
 * With GOFILE, prints "pid N" and waits until GOFILE exists (for -p).
 * With -e, waits (10 s at most) until query-start's is-enabled probe says
 * it is traced, and says so (for a dtrace that started first).
 * Then runs three "queries": each fires query-start with the query text
 * and its number, and query-done with a row count; prints "done is
 * traced" if query-done's is-enabled probe said so.
 */
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>

#include "qprov.h"

int
main(int argc, char **argv)
{
	static const char *const text[] = { "select 1", "update t", "begin" };
	char sql[64];
	struct stat st;
	int traced = 0;

	if (argc > 1 && strcmp(argv[1], "-e") == 0) {
		for (int t = 0; t < 1000 && !MYAPP_QUERY_START_ENABLED(); t++)
			usleep(10000);
		printf("%s\n", MYAPP_QUERY_START_ENABLED() ? "enabled" :
		    "never enabled");
	} else if (argc > 1) {
		printf("pid %d\n", (int)getpid());
		fflush(stdout);
		while (stat(argv[1], &st) != 0)
			usleep(10000);
	}
	for (int i = 0; i < 3; i++) {
		snprintf(sql, sizeof(sql), "%s", text[i]);
		MYAPP_QUERY_START(sql, i);
		if (MYAPP_QUERY_DONE_ENABLED()) {
			traced = 1;
			MYAPP_QUERY_DONE((int)strlen(sql) * 10);
		}
	}
	if (traced)
		printf("done is traced\n");
	return 0;
}
