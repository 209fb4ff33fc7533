/*
 * pid_test.h -- what the test_pid_* unit tests share: checks, a scratch
 * directory, running the toolchain, reading readelf's symbol tables.
 *
 * The tests build their programs at test time from the sources in this
 * directory (found through $srcdir, as automake runs tests, else next to
 * this file), with gcc and binutils, and cross-check what pidprov reads
 * against readelf and objdump.  A missing tool skips (exit 77).
 */
#ifndef PID_TEST_H
#define PID_TEST_H

#ifndef _GNU_SOURCE
#define	_GNU_SOURCE
#endif
#include <errno.h>
#include <ftw.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "pid.h"

static int failures, checks, verbose;
static char tmpdir[] = "/tmp/dt_test_pid.XXXXXX";

#define CHECK(cond, ...) check((cond), __LINE__, __VA_ARGS__)

static int
check(int ok, int line, const char *fmt, ...)
{
	va_list ap;

	checks++;
	if (ok)
		return 1;
	failures++;
	printf("FAIL (line %d): ", line);
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	printf("\n");
	return 0;
}

static void
skip(const char *why)
{
	printf("skipped: %s\n", why);
	exit(77);
}

static int
rm_one(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
	return remove(path);
}

static void
tmp_cleanup(void)
{
	nftw(tmpdir, rm_one, 16, FTW_DEPTH | FTW_PHYS);
}

static void
tmp_setup(void)
{
	if (mkdtemp(tmpdir) == NULL) {
		perror("mkdtemp");
		exit(1);
	}
	atexit(tmp_cleanup);
}

/* A path under the scratch directory (a static buffer per call site). */
#define TMP(name) tmp_path(name, (char[4096]){ 0 })

static char *
tmp_path(const char *name, char *buf)
{
	snprintf(buf, 4096, "%s/%s", tmpdir, name);
	return buf;
}

/* The test source dir: $srcdir/tests/unit/pid, else this file's dir. */
static const char *
src_dir(void)
{
	static char dir[4096];
	const char *s = getenv("srcdir");

	if (dir[0] == '\0') {
		if (s != NULL)
			snprintf(dir, sizeof(dir), "%s/tests/unit/pid", s);
		else
			snprintf(dir, sizeof(dir), "%.*s",
			    (int)(strrchr(__FILE__, '/') - __FILE__), __FILE__);
	}
	return dir;
}

/* Run a shell command quietly; its exit status, or -1. */
static int
run(const char *fmt, ...)
{
	char cmd[8192];
	va_list ap;
	int st;

	va_start(ap, fmt);
	vsnprintf(cmd, sizeof(cmd), fmt, ap);
	va_end(ap);
	if (verbose)
		printf("+ %s\n", cmd);
	st = system(cmd);
	return st == -1 || !WIFEXITED(st) ? -1 : WEXITSTATUS(st);
}

/* The standard output of a shell command, malloc'd ("" on failure). */
static char *
capture(const char *fmt, ...)
{
	char cmd[8192], *buf = NULL;
	size_t len = 0;
	va_list ap;
	FILE *out, *fp;

	va_start(ap, fmt);
	vsnprintf(cmd, sizeof(cmd), fmt, ap);
	va_end(ap);
	if ((out = open_memstream(&buf, &len)) == NULL)
		exit(1);
	if ((fp = popen(cmd, "r")) != NULL) {
		char chunk[4096];
		size_t n;

		while ((n = fread(chunk, 1, sizeof(chunk), fp)) > 0)
			fwrite(chunk, 1, n, out);
		pclose(fp);
	}
	fclose(out);
	return buf;
}

static void
need_tool(const char *tool)
{
	char why[256];

	if (run("command -v %s >/dev/null 2>&1", tool) != 0) {
		snprintf(why, sizeof(why), "%s is not installed", tool);
		skip(why);
	}
}

/* ------------------------------------------------- readelf's symbols */

typedef struct ref_sym {
	char name[256];
	uint64_t value, size;
	int ndx;
} ref_sym_t;

/*
 * The defined FUNC and IFUNC symbols of the ELF file path per
 * `readelf -sW` (both tables: .dynsym names lose readelf's "@VER"
 * decoration), each (name, value) once.  Returns the count; *symsp is
 * malloc'd.
 */
static __attribute__((unused)) size_t
ref_syms(const char *path, ref_sym_t **symsp)
{
	char *out = capture("readelf -sW '%s' 2>/dev/null", path), *line, *save;
	ref_sym_t *v = NULL, r;
	size_t n = 0, i;
	int dyn = 0;

	for (line = strtok_r(out, "\n", &save); line != NULL;
	    line = strtok_r(NULL, "\n", &save)) {
		char num[32], type[32], bind[32], vis[32], ndx[32], name[256];
		unsigned long long value, size;

		if (strstr(line, "Symbol table '") != NULL) {
			dyn = strstr(line, "'.dynsym'") != NULL;
			continue;
		}
		if (sscanf(line, "%31s %llx %llu %31s %31s %31s %31s %255s", num,
		    &value, &size, type, bind, vis, ndx, name) != 8 ||
		    (strcmp(type, "FUNC") != 0 && strcmp(type, "IFUNC") != 0) ||
		    strcmp(ndx, "UND") == 0)
			continue;
		if (dyn && strchr(name, '@') != NULL)
			*strchr(name, '@') = '\0';
		memset(&r, 0, sizeof(r));
		snprintf(r.name, sizeof(r.name), "%s", name);
		r.value = value;
		r.size = size;
		r.ndx = atoi(ndx);
		for (i = 0; i < n; i++)
			if (v[i].value == r.value && strcmp(v[i].name, r.name) == 0)
				break;
		if (i < n)
			continue;
		v = realloc(v, (n + 1) * sizeof(*v));
		v[n++] = r;
	}
	free(out);
	*symsp = v;
	return n;
}

/*
 * Section index -> (sh_addr, sh_offset), per `readelf -SW`: fills addr[]
 * and off[] (max entries); returns the number of sections.
 */
static __attribute__((unused)) int
ref_sections(const char *path, uint64_t *addr, uint64_t *off, int max)
{
	char *out = capture("readelf -SW '%s' 2>/dev/null", path), *line, *save;
	int n = 0;

	for (line = strtok_r(out, "\n", &save); line != NULL;
	    line = strtok_r(NULL, "\n", &save)) {
		char name[128], type[64];
		unsigned long long a, o;
		int ndx;
		char *p = strchr(line, '[');

		if (p == NULL || sscanf(p + 1, "%d] %127s %63s %llx %llx", &ndx,
		    name, type, &a, &o) != 5 || ndx < 0 || ndx >= max)
			continue;
		addr[ndx] = a;
		off[ndx] = o;
		if (ndx + 1 > n)
			n = ndx + 1;
	}
	free(out);
	return n;
}

#endif
