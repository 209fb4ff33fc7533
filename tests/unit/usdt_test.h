/*
 * usdt_test.h -- what the usdt unit tests (test_usdt_*.c) share: checks
 * that count and report, a scratch directory, and building the sample
 * programs (usdt_sample.c, usdt_sample_sema.c) with the C compiler ($CC,
 * else cc) at run time.
 *
 * A check prints "FAIL <file>:<line>: <what>" when it fails; a test exits
 * 1 if any did, 0 if none, 77 (skipped) when it cannot build its samples.
 * Tests linked with libelf define UT_WITH_LIBELF for symval() and
 * section(), which read a file without the code under test.
 */
#ifndef USDT_TEST_H
#define USDT_TEST_H

#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>

#include "usdt.h"

static int ut_failures, ut_checks, ut_verbose, ut_made;
static char ut_dir[] = "/tmp/usdt_test.XXXXXX";

#define CHECK(cond, ...) ut_check((cond), __FILE__, __LINE__, __VA_ARGS__)

static int __attribute__((unused, format(printf, 4, 5)))
ut_check(int ok, const char *file, int line, const char *fmt, ...)
{
	va_list ap;

	ut_checks++;
	if (ok)
		return 1;
	ut_failures++;
	printf("FAIL %s:%d: ", file, line);
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	putchar('\n');
	return 0;
}

static int __attribute__((unused))
ut_finish(const char *name)
{
	char cmd[sizeof(ut_dir) + 16];

	snprintf(cmd, sizeof(cmd), "rm -rf %s", ut_dir);
	if (ut_made && !ut_verbose && system(cmd) != 0)
		printf("cannot remove %s\n", ut_dir);
	printf("%s: %d checks, %d failed\n", name, ut_checks, ut_failures);
	return ut_failures ? 1 : 0;
}

static void __attribute__((unused))
ut_skip(const char *name, const char *why)
{
	(void) ut_finish(name);
	printf("%s\n", why);
	exit(77);
}

static void __attribute__((unused))
ut_mkdir(void)
{
	if (mkdtemp(ut_dir) == NULL) {
		perror("mkdtemp");
		exit(1);
	}
	ut_made = 1;
}

/* A path in the scratch directory (a static buffer per call slot). */
static __attribute__((unused)) const char *
ut_path(const char *name)
{
	static char buf[8][512];
	static int slot;
	char *p = buf[slot++ % 8];

	snprintf(p, sizeof(buf[0]), "%s/%s", ut_dir, name);
	return p;
}

/* $srcdir/tests/unit/NAME, else tests/unit/NAME. */
static __attribute__((unused)) const char *
ut_src(const char *name)
{
	static char buf[4][1024];
	static int slot;
	const char *top = getenv("srcdir");
	char *p = buf[slot++ % 4];

	snprintf(p, sizeof(buf[0]), "%s/tests/unit/%s", top && *top ? top :
	    ".", name);
	return p;
}

/* Runs a shell command; 0 if it exited 0.  Its stderr goes to cc.log. */
static int __attribute__((unused, format(printf, 1, 2)))
ut_sh(const char *fmt, ...)
{
	char cmd[4096];
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(cmd, sizeof(cmd) - 64, fmt, ap);
	va_end(ap);
	snprintf(cmd + n, sizeof(cmd) - (size_t)n, " 2>>%s/cc.log", ut_dir);
	if (ut_verbose)
		printf("+ %s\n", cmd);
	return system(cmd) == 0 ? 0 : -1;
}

static __attribute__((unused)) const char *
ut_cc(void)
{
	const char *cc = getenv("CC");

	return cc != NULL && *cc != '\0' ? cc : "cc";
}

/* Compiles a program (or with -shared a library) to out, in ut_dir. */
static int __attribute__((unused))
ut_build(const char *out, const char *flags, const char *srcs)
{
	return ut_sh("%s -o %s %s %s", ut_cc(), ut_path(out), srcs, flags);
}

/* The whole of a file, malloc'ed, its size in *len. */
static __attribute__((unused)) unsigned char *
ut_slurp(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	unsigned char *buf = NULL;
	long n;

	*len = 0;
	if (f == NULL)
		return NULL;
	if (fseek(f, 0, SEEK_END) == 0 && (n = ftell(f)) >= 0 &&
	    fseek(f, 0, SEEK_SET) == 0 && (buf = malloc((size_t)n + 1)) &&
	    fread(buf, 1, (size_t)n, f) == (size_t)n)
		*len = (size_t)n;
	fclose(f);
	return buf;
}

static int __attribute__((unused))
ut_spew(const char *path, const void *buf, size_t len)
{
	FILE *f = fopen(path, "wb");
	int rc;

	if (f == NULL)
		return -1;
	rc = fwrite(buf, 1, len, f) == len ? 0 : -1;
	return fclose(f) == 0 ? rc : -1;
}

/* The note of a file with this provider and name, or NULL. */
static __attribute__((unused)) const usdt_note_t *
ut_note(const usdt_file_t *f, const char *prov, const char *name)
{
	size_t i;

	for (i = 0; f != NULL && i < f->nnotes; i++)
		if (strcmp(f->notes[i].provider, prov) == 0 &&
		    strcmp(f->notes[i].name, name) == 0)
			return &f->notes[i];
	return NULL;
}

#ifdef UT_WITH_LIBELF
/* For the tests linked with libelf (test_usdt_elf, test_usdt_proc). */
#include <fcntl.h>
#include <gelf.h>
#include <libelf.h>

/* A defined symbol's value, read with libelf (not by the code tested). */
static __attribute__((unused)) uint64_t
symval(const char *path, const char *name)
{
	int fd = open(path, O_RDONLY);
	Elf *e = fd < 0 ? NULL : elf_begin(fd, ELF_C_READ, NULL);
	Elf_Scn *scn = NULL;
	uint64_t v = 0;
	GElf_Shdr sh;
	GElf_Sym s;
	Elf_Data *d;
	size_t i;

	while (e != NULL && v == 0 && (scn = elf_nextscn(e, scn)) != NULL) {
		if (gelf_getshdr(scn, &sh) == NULL || (sh.sh_type != SHT_SYMTAB &&
		    sh.sh_type != SHT_DYNSYM) ||
		    (d = elf_getdata(scn, NULL)) == NULL)
			continue;
		for (i = 0; i < sh.sh_size / sh.sh_entsize && v == 0; i++)
			if (gelf_getsym(d, (int)i, &s) != NULL &&
			    s.st_shndx != SHN_UNDEF && strcmp(elf_strptr(e,
			    sh.sh_link, s.st_name), name) == 0)
				v = s.st_value;
	}
	if (e != NULL)
		elf_end(e);
	if (fd >= 0)
		close(fd);
	return v;
}

/* The file offset and size of a section, by name. */
static int __attribute__((unused))
section(const char *path, const char *name, size_t *off, size_t *size)
{
	int fd = open(path, O_RDONLY);
	Elf *e = fd < 0 ? NULL : elf_begin(fd, ELF_C_READ, NULL);
	Elf_Scn *scn = NULL;
	GElf_Shdr sh;
	size_t shstrndx;
	int rc = -1;

	if (e != NULL && elf_getshdrstrndx(e, &shstrndx) == 0) {
		while ((scn = elf_nextscn(e, scn)) != NULL) {
			if (gelf_getshdr(scn, &sh) != NULL && strcmp(elf_strptr(
			    e, shstrndx, sh.sh_name), name) == 0) {
				*off = sh.sh_offset;
				*size = sh.sh_size;
				rc = 0;
				break;
			}
		}
	}
	if (e != NULL)
		elf_end(e);
	if (fd >= 0)
		close(fd);
	return rc;
}

#endif /* UT_WITH_LIBELF */

#endif /* USDT_TEST_H */
