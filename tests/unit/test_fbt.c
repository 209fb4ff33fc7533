/*
 * test_fbt.c -- unit test of the fbt provider's function table and
 * argument types (libdtrace/prov/dt_prov_fbt_btf.c), against the running
 * kernel's BTF: the table lists vfs_read in vmlinux, sorted, with no
 * compiler-made copies; its arguments' types are as D spells them, in the
 * fentry slots they take; kfree returns void.
 *
 * Exits 77 (skip) without vmlinux BTF or a readable function list.
 */
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "prov/dt_fbt.h"
#include "check.h"

static dt_fbt_func_t *
find(dt_fbt_t *fb, const char *name)
{
	size_t i;

	for (i = 0; i < fb->fb_nfuncs; i++)
		if (strcmp(fb->fb_funcs[i].ff_name, name) == 0 &&
		    strcmp(fb->fb_funcs[i].ff_mod, "vmlinux") == 0)
			return &fb->fb_funcs[i];
	return NULL;
}

static void
check_table(dt_fbt_t *fb)
{
	size_t i, dots = 0, unsorted = 0;

	for (i = 0; i < fb->fb_nfuncs; i++) {
		if (strchr(fb->fb_funcs[i].ff_name, '.') != NULL)
			dots++;
		if (i > 0 && strcmp(fb->fb_funcs[i - 1].ff_name,
		    fb->fb_funcs[i].ff_name) > 0)
			unsorted++;
	}
	CHECK(fb->fb_nfuncs > 10000, "%zu functions", fb->fb_nfuncs);
	CHECK(dots == 0, "%zu names with a dot", dots);
	CHECK(unsorted == 0, "%zu out of order", unsorted);
}

static void
check_vfs_read(dt_fbt_t *fb)
{
	static const char *const want[] = {
		"struct file *", "char *", "size_t", "loff_t *", "ssize_t"
	};
	dt_fbt_func_t *f = find(fb, "vfs_read");
	int slots[10], nslots = -1, n, i;
	const char *s;

	CHECK(f != NULL && f->ff_btfid != 0, "vfs_read not in the table");
	if (f == NULL)
		return;
	n = dt_fbt_types(fb, f);
	CHECK(n == 4, "vfs_read: %d arguments", n);
	for (i = 0, s = f->ff_types; n == 4 && i <= n; i++) {
		CHECK(strcmp(s, want[i]) == 0, "vfs_read type %d: \"%s\"",
		    i, s);
		s += strlen(s) + 1;
	}
	n = dt_fbt_arg_slots(fb, f->ff_btfid, slots, 10, &nslots);
	CHECK(n == 4 && nslots == 4 && slots[0] == 0 && slots[3] == 3,
	    "vfs_read slots: %d args, %d slots", n, nslots);
	CHECK(!dt_fbt_returns_void(fb, f->ff_btfid), "vfs_read void");
	f = find(fb, "kfree");
	CHECK(f != NULL && dt_fbt_returns_void(fb, f->ff_btfid),
	    "kfree does not return void");
}

int
main(void)
{
	dt_fbt_t *fb;

	if (access("/sys/kernel/btf/vmlinux", R_OK) != 0) {
		printf("no vmlinux BTF\n");
		return 77;
	}
	fb = dt_fbt_table_read();
	if (fb->fb_nfuncs == 0) {
		printf("no kernel function list readable\n");
		dt_fbt_table_free(fb);
		return 77;
	}
	check_table(fb);
	check_vfs_read(fb);
	dt_fbt_table_free(fb);
	printf("%s\n", fails ? "FAILED" : "ok");
	return fails != 0;
}
