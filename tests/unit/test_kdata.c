/*
 * test_kdata.c -- unit test of the kernel data symbol resolver
 * (libdtrace/types/dt_kdata.c) on small files of its own: a kallsyms that lists
 * data symbols (a CONFIG_KALLSYMS_ALL kernel) is used as it is, module
 * symbols included; one that lists text only falls back to System.map,
 * relocated by the difference of _text (KASLR); per-CPU offsets and
 * symbols no file has are not found; an unknown module is told apart.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "types/dt_kdata.h"
#include "check.h"

static char dir[] = "/tmp/test_kdata.XXXXXX";

static const char *
file(const char *name, const char *text)
{
	static char path[4][128];
	static int next;
	char *p = path[next++ % 4];
	FILE *fp;

	snprintf(p, sizeof(path[0]), "%s/%s", dir, name);
	if ((fp = fopen(p, "w")) == NULL || fputs(text, fp) < 0 ||
	    fclose(fp) != 0) {
		perror(p);
		exit(1);
	}
	return p;
}

/* the address of mod`name, or 0 with the error in *rc */
static uint64_t
lookup(dt_kdata_t *kd, const char *mod, const char *name, int *rc,
    const char **modp)
{
	uint64_t addr = 0;

	*modp = NULL;
	*rc = dt_kdata_lookup(kd, mod, name, &addr, modp);
	return *rc == 0 ? addr : 0;
}

/* kallsyms of a CONFIG_KALLSYMS_ALL kernel: every symbol is there */
static void
check_kallsyms_all(void)
{
	const char *ks = file("kallsyms-all",
	    "0000000000000000 A fixed_percpu_data\n"
	    "000000000001f000 D runqueues\n"
	    "ffffffff9a000000 T _text\n"
	    "ffffffff9a001000 T do_one_initcall\n"
	    "ffffffff9b605000 D jiffies\n"
	    "ffffffff9b7a1234 B max_pfn\n"
	    "ffffffff9b000100 R linux_banner\n"
	    "ffffffffc0a41010 t ext4_fill_super\t[ext4]\n"
	    "ffffffffc0a80020 b ext4_li_info\t[ext4]\n"
	    "ffffffffc0b00040 d jiffies\t[fake]\n");
	dt_kdata_t *kd = dt_kdata_open(ks, NULL);
	const char *mod;
	int rc;

	CHECK(lookup(kd, "", "jiffies", &rc, &mod) == 0xffffffff9b605000 &&
	    strcmp(mod, "vmlinux") == 0, "`jiffies: %d", rc);
	CHECK(lookup(kd, "vmlinux", "max_pfn", &rc, &mod) ==
	    0xffffffff9b7a1234, "vmlinux`max_pfn: %d", rc);
	CHECK(lookup(kd, NULL, "linux_banner", &rc, &mod) ==
	    0xffffffff9b000100, "linux_banner: %d", rc);
	CHECK(lookup(kd, "ext4", "ext4_li_info", &rc, &mod) ==
	    0xffffffffc0a80020 && strcmp(mod, "ext4") == 0,
	    "ext4`ext4_li_info: %d", rc);
	CHECK(lookup(kd, "", "ext4_li_info", &rc, &mod) ==
	    0xffffffffc0a80020, "`ext4_li_info: %d", rc);
	CHECK(lookup(kd, "fake", "jiffies", &rc, &mod) == 0xffffffffc0b00040,
	    "fake`jiffies: %d", rc);
	lookup(kd, "", "do_one_initcall", &rc, &mod);
	CHECK(rc == DT_KDATA_NOSYM, "a function is no data symbol: %d", rc);
	lookup(kd, "", "runqueues", &rc, &mod);
	CHECK(rc == DT_KDATA_NOSYM, "a per-CPU offset is no address: %d", rc);
	lookup(kd, "ext4", "jiffies", &rc, &mod);
	CHECK(rc == DT_KDATA_NOSYM, "ext4`jiffies: %d", rc);
	lookup(kd, "nosuchmod", "jiffies", &rc, &mod);
	CHECK(rc == DT_KDATA_NOMOD, "nosuchmod`jiffies: %d", rc);
	dt_kdata_close(kd);
}

/* text-only kallsyms (this kind of kernel) and a System.map */
static void
check_system_map(void)
{
	const char *ks = file("kallsyms-text",
	    "ffffffff9a000000 T _text\n"
	    "ffffffff9a001000 T do_one_initcall\n"
	    "ffffffff9b000000 D __start_rodata\n"
	    "ffffffffc0a41010 t ext4_fill_super\t[ext4]\n");
	const char *map = file("System.map",
	    "0000000000000000 D __per_cpu_start\n"
	    "000000000001f000 D runqueues\n"
	    "ffffffff81000000 T _text\n"
	    "ffffffff81001000 T do_one_initcall\n"
	    "ffffffff82000000 D __start_rodata\n"
	    "ffffffff82605000 D jiffies\n"
	    "ffffffff827a1234 B max_pfn\n");
	const char *maps[] = { "/nonexistent/System.map", map, NULL };
	dt_kdata_t *kd = dt_kdata_open(ks, maps);
	const char *mod;
	int rc;

	/* KASLR moved the kernel by 0xffffffff9a000000 - 0xffffffff81000000 */
	CHECK(lookup(kd, "", "jiffies", &rc, &mod) == 0xffffffff9b605000 &&
	    strcmp(mod, "vmlinux") == 0, "`jiffies from the map: %d", rc);
	CHECK(lookup(kd, "vmlinux", "max_pfn", &rc, &mod) ==
	    0xffffffff9b7a1234, "vmlinux`max_pfn from the map: %d", rc);
	CHECK(lookup(kd, "", "__start_rodata", &rc, &mod) ==
	    0xffffffff9b000000, "kallsyms' own marker: %d", rc);
	lookup(kd, "", "runqueues", &rc, &mod);
	CHECK(rc == DT_KDATA_NOSYM, "per-CPU from the map: %d", rc);
	lookup(kd, "", "no_such_symbol", &rc, &mod);
	CHECK(rc == DT_KDATA_NOSYM, "no_such_symbol: %d", rc);
	lookup(kd, "ext4", "jiffies", &rc, &mod);
	CHECK(rc == DT_KDATA_NOSYM, "the map is vmlinux's only: %d", rc);
	dt_kdata_close(kd);

	/* without a map (or without _text in kallsyms) nothing is found */
	kd = dt_kdata_open(ks, NULL);
	lookup(kd, "", "jiffies", &rc, &mod);
	CHECK(rc == DT_KDATA_NOSYM, "no map: %d", rc);
	dt_kdata_close(kd);
	ks = file("kallsyms-zero", "0000000000000000 T _text\n");
	kd = dt_kdata_open(ks, maps);
	lookup(kd, "", "jiffies", &rc, &mod);
	CHECK(rc == DT_KDATA_NOSYM, "addresses hidden (not root): %d", rc);
	dt_kdata_close(kd);
}

int
main(void)
{
	char cmd[64];

	if (mkdtemp(dir) == NULL) {
		perror("mkdtemp");
		return 1;
	}
	check_kallsyms_all();
	check_system_map();
	snprintf(cmd, sizeof(cmd), "rm -rf %s", dir);
	if (system(cmd) != 0)
		printf("could not remove %s\n", dir);
	printf("%s\n", fails ? "FAILED" : "ok");
	return fails != 0;
}
