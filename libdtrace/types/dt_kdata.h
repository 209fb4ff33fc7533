/*
 * dt_kdata.h -- the addresses of kernel data symbols (`jiffies,
 * vmlinux`max_pfn, mod`var), for D's module-scoped identifiers.  Needs
 * nothing but libc, so that a unit test can feed it files of its own.
 */
#ifndef DT_KDATA_H
#define DT_KDATA_H

#include <stdint.h>

typedef struct dt_kdata dt_kdata_t;

/* Why a lookup found nothing: DTrace's EDT_NOSYM and EDT_NOMOD. */
enum { DT_KDATA_NOSYM = -1, DT_KDATA_NOMOD = -2 };

/*
 * Read the data symbols of kallsyms (a /proc/kallsyms-format file) and
 * remember maps, the System.map files to try after it (a NULL-terminated
 * list of paths; missing ones are skipped).  Never NULL.
 */
dt_kdata_t *dt_kdata_open(const char *kallsyms, const char *const *maps);

/* The files of the running kernel: /proc/kallsyms, then its System.map. */
dt_kdata_t *dt_kdata_open_running(void);

void dt_kdata_close(dt_kdata_t *);

/*
 * The address of data symbol name of module mod (NULL or "": any, the
 * kernel first; "vmlinux": the kernel), and the module it belongs to in
 * *modp ("vmlinux" or as kallsyms names it).  0, or DT_KDATA_NOSYM or
 * DT_KDATA_NOMOD.
 */
int dt_kdata_lookup(dt_kdata_t *, const char *mod, const char *name,
    uint64_t *addr, const char **modp);

#endif
