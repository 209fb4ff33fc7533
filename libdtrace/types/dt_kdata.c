/*
 * dt_kdata.c -- the addresses of kernel data symbols, for `jiffies,
 * vmlinux`max_pfn and mod`var in D.
 *
 * DTrace reads a kernel variable at the address its symbol table gives.
 * On Linux the running kernel's symbols are in /proc/kallsyms:
 *
 *	ffffffff82a0b2c0 D jiffies
 *	ffffffffc0a41010 b ext4_li_info	[ext4]
 *
 * but the kernel lists its variables there (types b B d D r R v V) only
 * when built with CONFIG_KALLSYMS_ALL; without it kallsyms holds text
 * symbols and a few section markers (__start_rodata ...).  A kernel's
 * build also leaves System.map, every symbol of vmlinux with its link-time
 * address, installed as /boot/System.map-RELEASE or
 * /lib/modules/RELEASE/System.map.  The running kernel is moved at boot
 * (KASLR, CONFIG_RANDOMIZE_BASE), everything by the same amount, so an
 * address from the map is relocated by the difference between _text in
 * kallsyms (which shows the real one, to root) and in the map.
 *
 * So a lookup tries kallsyms' data symbols first, then, for a symbol of
 * vmlinux, the maps in order.  A symbol whose address is not a kernel
 * virtual one (top bit clear) is skipped: per-CPU variables are listed at
 * their offsets in the per-CPU area, which are no address to read.
 *
 * kallsyms' data symbols are read once, kept sorted by name; a map is
 * read again for each name kallsyms lacks (a map has ~150000 lines, read
 * in a few ms, and a script names few symbols).
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>

#include "base/dt_base.h"
#include "types/dt_kdata.h"

typedef struct dt_kdsym {
	char *kd_name;
	char *kd_mod;			/* "vmlinux" or a module's name */
	uint64_t kd_addr;
} dt_kdsym_t;

struct dt_kdata {
	dt_kdsym_t *kd_syms;		/* kallsyms' data symbols */
	size_t kd_n;
	char **kd_mods;			/* modules kallsyms names */
	size_t kd_nmods;
	uint64_t kd_text;		/* _text in kallsyms, or 0 */
	char **kd_maps;			/* System.map paths, then NULL */
};

/* One symbol-table line, "ADDR T NAME[\t[MOD]]", parsed in place. */
static bool
dt_kdata_parse(char *line, uint64_t *addr, char *type, char **name,
    char **mod)
{
	char *end;

	*addr = strtoull(line, &end, 16);
	if (end == line || *end != ' ' || end[1] == '\0' || end[2] != ' ')
		return false;
	*type = end[1];
	*name = end + 3;
	end = *name + strcspn(*name, "\t\n");
	*mod = NULL;
	if (*end == '\t' && end[1] == '[') {
		*mod = end + 2;
		(*mod)[strcspn(*mod, "]\n")] = '\0';
	}
	*end = '\0';
	return **name != '\0';
}

static bool
dt_kdata_isdata(char type)
{
	return strchr("bBdDrRvV", type) != NULL;
}

/* Is addr a kernel virtual address (not a per-CPU offset)? */
static bool
dt_kdata_kva(uint64_t addr)
{
	return (addr >> 63) != 0;
}


static void
dt_kdata_addmod(dt_kdata_t *kd, const char *mod, size_t *cap)
{
	if (kd->kd_nmods > 0 &&
	    strcmp(kd->kd_mods[kd->kd_nmods - 1], mod) == 0)
		return;		/* the last one: kallsyms groups them */
	for (size_t i = 0; i < kd->kd_nmods; i++)
		if (strcmp(kd->kd_mods[i], mod) == 0)
			return;
	if (kd->kd_nmods == *cap) {
		*cap = *cap ? *cap * 2 : 64;
		kd->kd_mods = dt_xrealloc(kd->kd_mods, *cap * sizeof(char *));
	}
	kd->kd_mods[kd->kd_nmods++] = dt_xstrdup(mod);
}

static void
dt_kdata_addsym(dt_kdata_t *kd, const char *name, const char *mod,
    uint64_t addr, size_t *cap)
{
	if (kd->kd_n == *cap) {
		*cap = *cap ? *cap * 2 : 1024;
		kd->kd_syms = dt_xrealloc(kd->kd_syms,
		    *cap * sizeof(dt_kdsym_t));
	}
	kd->kd_syms[kd->kd_n].kd_name = dt_xstrdup(name);
	kd->kd_syms[kd->kd_n].kd_mod = dt_xstrdup(mod);
	kd->kd_syms[kd->kd_n++].kd_addr = addr;
}

/* by name, then the kernel's before a module's, then by module */
static int
dt_kdata_cmp(const void *pa, const void *pb)
{
	const dt_kdsym_t *a = pa, *b = pb;
	int c = strcmp(a->kd_name, b->kd_name);
	bool av = strcmp(a->kd_mod, "vmlinux") == 0;
	bool bv = strcmp(b->kd_mod, "vmlinux") == 0;

	if (c != 0)
		return c;
	if (av != bv)
		return av ? -1 : 1;
	return strcmp(a->kd_mod, b->kd_mod);
}

static void
dt_kdata_read_kallsyms(dt_kdata_t *kd, const char *path)
{
	FILE *fp = fopen(path, "r");
	size_t cap = 0, modcap = 0;
	char line[512], type, *name, *mod;
	uint64_t addr;

	if (fp == NULL)
		return;
	while (fgets(line, sizeof(line), fp) != NULL) {
		if (!dt_kdata_parse(line, &addr, &type, &name, &mod))
			continue;
		if (mod != NULL)
			dt_kdata_addmod(kd, mod, &modcap);
		if (mod == NULL && strcmp(name, "_text") == 0)
			kd->kd_text = addr;
		if (dt_kdata_isdata(type) && dt_kdata_kva(addr))
			dt_kdata_addsym(kd, name, mod ? mod : "vmlinux", addr,
			    &cap);
	}
	fclose(fp);
	/* with no symbol kd_syms is NULL, which qsort() may not take */
	if (kd->kd_n > 0)
		qsort(kd->kd_syms, kd->kd_n, sizeof(dt_kdsym_t),
		    dt_kdata_cmp);
}

dt_kdata_t *
dt_kdata_open(const char *kallsyms, const char *const *maps)
{
	dt_kdata_t *kd = dt_xcalloc(1, sizeof(*kd));
	size_t n = 0;

	dt_kdata_read_kallsyms(kd, kallsyms);
	while (maps != NULL && maps[n] != NULL)
		n++;
	kd->kd_maps = dt_xcalloc(n + 1, sizeof(char *));
	for (size_t i = 0; i < n; i++)
		kd->kd_maps[i] = dt_xstrdup(maps[i]);
	return kd;
}

dt_kdata_t *
dt_kdata_open_running(void)
{
	struct utsname u;
	char boot[300], lib[300];
	const char *maps[] = { boot, lib, NULL };

	if (uname(&u) != 0)
		return dt_kdata_open("/proc/kallsyms", NULL);
	snprintf(boot, sizeof(boot), "/boot/System.map-%s", u.release);
	snprintf(lib, sizeof(lib), "/lib/modules/%s/System.map", u.release);
	return dt_kdata_open("/proc/kallsyms", maps);
}

void
dt_kdata_close(dt_kdata_t *kd)
{
	if (kd == NULL)
		return;
	for (size_t i = 0; i < kd->kd_n; i++) {
		free(kd->kd_syms[i].kd_name);
		free(kd->kd_syms[i].kd_mod);
	}
	for (size_t i = 0; i < kd->kd_nmods; i++)
		free(kd->kd_mods[i]);
	for (size_t i = 0; kd->kd_maps[i] != NULL; i++)
		free(kd->kd_maps[i]);
	free(kd->kd_syms);
	free(kd->kd_mods);
	free(kd->kd_maps);
	free(kd);
}

/* kallsyms' symbol name (of mod, or any if mod is NULL), or NULL. */
static const dt_kdsym_t *
dt_kdata_find(const dt_kdata_t *kd, const char *mod, const char *name)
{
	size_t lo = 0, hi = kd->kd_n;

	while (lo < hi) {		/* the first entry >= name */
		size_t mid = lo + (hi - lo) / 2;

		if (strcmp(kd->kd_syms[mid].kd_name, name) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	for (; lo < kd->kd_n && strcmp(kd->kd_syms[lo].kd_name, name) == 0;
	    lo++)
		if (mod == NULL || strcmp(kd->kd_syms[lo].kd_mod, mod) == 0)
			return &kd->kd_syms[lo];
	return NULL;
}

/*
 * name in the System.map at path, relocated to where the running kernel
 * is (by _text); false if the map is missing, lacks name or _text, or
 * the kernel's _text is unknown.
 */
static bool
dt_kdata_from_map(const dt_kdata_t *kd, const char *path, const char *name,
    uint64_t *addr)
{
	FILE *fp = fopen(path, "r");
	char line[512], type, *sym, *mod;
	uint64_t a, text = 0, found = 0;

	if (fp == NULL)
		return false;
	while (fgets(line, sizeof(line), fp) != NULL) {
		if (!dt_kdata_parse(line, &a, &type, &sym, &mod))
			continue;
		if (strcmp(sym, "_text") == 0)
			text = a;
		else if (found == 0 && dt_kdata_isdata(type) &&
		    dt_kdata_kva(a) && strcmp(sym, name) == 0)
			found = a;
	}
	fclose(fp);
	if (found == 0 || text == 0 || kd->kd_text == 0)
		return false;
	*addr = found + (kd->kd_text - text);
	return true;
}

static bool
dt_kdata_knownmod(const dt_kdata_t *kd, const char *mod)
{
	if (strcmp(mod, "vmlinux") == 0)
		return true;
	for (size_t i = 0; i < kd->kd_nmods; i++)
		if (strcmp(kd->kd_mods[i], mod) == 0)
			return true;
	return false;
}

int
dt_kdata_lookup(dt_kdata_t *kd, const char *mod, const char *name,
    uint64_t *addr, const char **modp)
{
	const dt_kdsym_t *s;

	if (mod != NULL && *mod == '\0')
		mod = NULL;
	if (mod != NULL && !dt_kdata_knownmod(kd, mod))
		return DT_KDATA_NOMOD;
	if ((s = dt_kdata_find(kd, mod, name)) != NULL) {
		*addr = s->kd_addr;
		*modp = s->kd_mod;
		return 0;
	}
	if (mod != NULL && strcmp(mod, "vmlinux") != 0)
		return DT_KDATA_NOSYM;	/* System.map is vmlinux's only */
	for (size_t i = 0; kd->kd_maps[i] != NULL; i++)
		if (dt_kdata_from_map(kd, kd->kd_maps[i], name, addr)) {
			*modp = "vmlinux";
			return 0;
		}
	return DT_KDATA_NOSYM;
}
