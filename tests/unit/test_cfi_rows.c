/*
 * test_cfi_rows.c -- unit test of the CFI row compiler
 * (libdtrace/consume/dt_cfi_rows.c) on this test's own executable and on the C
 * library it runs with: rows come out sorted by pc, each kind one the
 * unwinder knows; a function's first instruction has CFA = rsp + 8 (the
 * return address just pushed), and within a function that pushed
 * registers the CFA is further up; the last row of the library is a
 * DT_UW_NONE end; a file that is not ELF has no rows.
 */
#define _GNU_SOURCE		/* dl_iterate_phdr, RTLD_DEFAULT */
#include <dlfcn.h>
#include <fcntl.h>
#include <link.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "consume/dt_cfi_rows.h"
#include "check.h"

static uintptr_t exe_bias;

static int
first_object(struct dl_phdr_info *info, size_t size, void *arg)
{
	(void)size;
	(void)arg;
	exe_bias = info->dlpi_addr;
	return 1;
}

/* a function with a frame: it calls out and keeps values across */
__attribute__((noinline)) long
framed(long x)
{
	long a = x * 3, b = x + 7;

	printf("%s", "");
	return a + b + x;
}

static int
rows_of(const char *path, struct dt_uw_row **rows, uint32_t *n)
{
	int fd = open(path, O_RDONLY), rc;
	Elf *elf;

	if (fd < 0)
		return -1;
	elf = elf_begin(fd, ELF_C_READ_MMAP, NULL);
	rc = elf == NULL ? -1 : dt_cfi_rows(elf, rows, n);
	if (elf != NULL)
		elf_end(elf);
	close(fd);
	return rc;
}

/* the row for object-relative pc rel */
static const struct dt_uw_row *
row_at(const struct dt_uw_row *rows, uint32_t n, uint64_t rel)
{
	const struct dt_uw_row *r = NULL;

	for (uint32_t i = 0; i < n && rows[i].ur_pc <= rel; i++)
		r = &rows[i];
	return r;
}

static void
check_sorted(const char *what, const struct dt_uw_row *rows, uint32_t n)
{
	uint32_t bad = 0;

	for (uint32_t i = 0; i < n; i++)
		if ((i > 0 && rows[i].ur_pc <= rows[i - 1].ur_pc) ||
		    rows[i].ur_kind > DT_UW_PLT)
			bad++;
	CHECK(bad == 0, "%s: %u rows out of order or of no kind", what, bad);
}

int
main(void)
{
	struct dt_uw_row *rows;
	const struct dt_uw_row *r;
	uint32_t n;
	Dl_info di;
	char tmp[] = "/tmp/test_cfi_rowsXXXXXX";
	int fd;

	elf_version(EV_CURRENT);
	dl_iterate_phdr(first_object, NULL);

	CHECK(rows_of("/proc/self/exe", &rows, &n) == 0 && n > 0,
	    "own executable: no rows");
	check_sorted("own executable", rows, n);
	r = row_at(rows, n, (uintptr_t)framed - exe_bias);
	CHECK(r != NULL && r->ur_kind == DT_UW_RSP && r->ur_cfa == 1,
	    "framed()'s entry: kind %d cfa %d, want rsp + 8",
	    r ? r->ur_kind : -1, r ? r->ur_cfa * 8 : 0);
	free(rows);

	CHECK(dladdr((void *)printf, &di) != 0, "printf's object");
	CHECK(rows_of(di.dli_fname, &rows, &n) == 0 && n > 1000,
	    "%s: no rows", di.dli_fname);
	check_sorted(di.dli_fname, rows, n);
	CHECK(rows[n - 1].ur_kind == DT_UW_NONE, "the last row is no end");
	{
		uint32_t deep = 0;

		for (uint32_t i = 0; i < n; i++)
			deep += rows[i].ur_kind == DT_UW_RSP &&
			    rows[i].ur_cfa > 1 && rows[i].ur_rbp < 0;
		CHECK(deep > 100, "%u rows with rbp saved below a deeper CFA",
		    deep);
	}
	free(rows);

	fd = mkstemp(tmp);
	CHECK(fd >= 0 && write(fd, "not an ELF file\n", 16) == 16,
	    "temporary file");
	CHECK(rows_of(tmp, &rows, &n) == -1, "a non-ELF file has rows");
	unlink(tmp);
	close(fd);
	return fails != 0;
}
