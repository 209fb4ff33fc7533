/*
 * test_perfmap.c -- unit test of the perf map reader
 * (libdtrace/consume/dt_perfmap.c) on maps of its own, written as
 * /tmp/perf-PID.map for this process: names with spaces, "0x" or not,
 * a later line for the same code wins, junk lines (no size, size 0, a
 * size past 1 GiB, an address that wraps, no name, not hex) are skipped,
 * a long name is cut, a last line without a newline counts; a map that
 * grows is read again (a second later); a map another user owns, or a
 * symbolic link, is not read.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "consume/dt_perfmap.h"
#include "check.h"

static char path[64];

static void
map(const char *mode, const char *text)
{
	FILE *fp = fopen(path, mode);

	if (fp == NULL || fputs(text, fp) < 0 || fclose(fp) != 0) {
		perror(path);
		exit(1);
	}
}

/* the name at addr ("" for none), with its offset as "+0xN" */
static const char *
name(dt_perfmap_t *pm, uint64_t addr)
{
	static char buf[1024];
	uint64_t off = 0;
	const char *n = dt_perfmap_lookup(pm, addr, &off);

	if (n == NULL)
		return "";
	snprintf(buf, sizeof(buf), "%s+0x%llx", n, (unsigned long long)off);
	return buf;
}

#define NAMED(pm, addr, want) do {					\
	const char *got_ = name(pm, addr);				\
	CHECK(strcmp(got_, want) == 0, "0x%llx: \"%s\", not \"%s\"",	\
	    (unsigned long long)(addr), got_, want);			\
} while (0)

static void
test_lines(void)
{
	char longline[2048];
	dt_perfmap_t *pm;

	memset(longline, 'x', sizeof(longline));
	memcpy(longline, "7000 10 ", 8);
	longline[sizeof(longline) - 2] = '\n';
	longline[sizeof(longline) - 1] = '\0';
	map("w", "1000 20 LazyCompile:*compute app.js:12\n"
	    "0x2000 0x8 py::fib:/srv/fib.py\n"
	    "1010 8 Interpreted:replaced\n"	/* later: wins in 0x1010.. */
	    "3000 10\n"				/* no name */
	    "3100 0 zero\n"			/* no size */
	    "3200 80000000 huge\n"		/* past 1 GiB */
	    "fffffffffffffff0 100 wraps\n"
	    "zz 10 nothex\n"
	    "3300 10   spaced  name\r\n");
	map("a", longline);
	map("a", "8000 4 last");		/* no newline */
	pm = dt_perfmap_open(getpid());
	NAMED(pm, 0x1000, "LazyCompile:*compute app.js:12+0x0");
	NAMED(pm, 0x100f, "LazyCompile:*compute app.js:12+0xf");
	NAMED(pm, 0x1012, "Interpreted:replaced+0x2");
	NAMED(pm, 0x1018, "LazyCompile:*compute app.js:12+0x18");
	NAMED(pm, 0x1020, "");
	NAMED(pm, 0x2007, "py::fib:/srv/fib.py+0x7");
	NAMED(pm, 0x3000, "");
	NAMED(pm, 0x3100, "");
	NAMED(pm, 0x3200, "");
	NAMED(pm, 0x3300, "spaced  name+0x0");
	NAMED(pm, 0xfffffffffffffff8ULL, "");
	NAMED(pm, 0x8003, "last+0x3");
	CHECK(strlen(name(pm, 0x7000)) == 511 + strlen("+0x0"),
	    "a long name is cut at 511 bytes: %zu", strlen(name(pm, 0x7000)));
	NAMED(pm, 0x500, "");

	/* JIT compiles more: the map grows, and is read again */
	map("a", "\n9000 10 later\n");
	sleep(1);			/* read again at most once a second */
	NAMED(pm, 0x9004, "later+0x4");
	dt_perfmap_free(pm);
}

static void
test_refused(void)
{
	char target[80];
	dt_perfmap_t *pm;

	map("w", "1000 20 planted\n");
	if (chown(path, 65534, 65534) != 0) {
		perror("chown");
		exit(1);
	}
	pm = dt_perfmap_open(getpid());
	NAMED(pm, 0x1000, "");		/* another user's */
	dt_perfmap_free(pm);

	snprintf(target, sizeof(target), "%s.real", path);
	unlink(path);
	map("w", "1000 20 real\n");
	if (rename(path, target) != 0 || symlink(target, path) != 0) {
		perror("symlink");
		exit(1);
	}
	pm = dt_perfmap_open(getpid());
	NAMED(pm, 0x1000, "");		/* a link */
	dt_perfmap_free(pm);
	unlink(target);

	pm = dt_perfmap_open(999999999);	/* no such process */
	NAMED(pm, 0x1000, "");
	dt_perfmap_free(pm);
}

int
main(void)
{
	snprintf(path, sizeof(path), "/tmp/perf-%d.map", (int)getpid());
	test_lines();
	if (geteuid() == 0)
		test_refused();
	unlink(path);
	printf("%s\n", fails ? "FAIL test_perfmap" : "ok");
	return fails != 0;
}
