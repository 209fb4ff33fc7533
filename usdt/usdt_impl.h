/*
 * usdt_impl.h -- what the files of usdt/ share and nobody else sees.
 */
#ifndef USDT_IMPL_H
#define USDT_IMPL_H

#include <stdarg.h>
#include <sys/stat.h>

#include "usdt.h"

/*
 * Writes "usdt: " and the formatted message into err (if not NULL) and
 * returns code, a negative errno: `return usdt_errf(err, -EINVAL, ...);`.
 */
int usdt_errf(usdt_err_t *err, int code, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* The one way the library answers running out of memory: -ENOMEM, and
   "out of memory" (reading path, if not NULL) in err. */
int usdt_nomem(usdt_err_t *err, const char *path);

/* basename without modifying or allocating: the part after the last '/'. */
const char *usdt_basename(const char *path);

/* The parse of a file (usdt_elf.c), for the cache and usdt_file_open(). */
int usdt_elf_parse(int fd, const char *path, usdt_file_t **fp,
    usdt_err_t *err);

/*
 * The cached outcome for the file st describes, without opening it: 1 and
 * either a new reference in *fp or the remembered failure in *rc and err;
 * 0 if the cache does not know the file as it is now.
 */
int usdt_cache_lookup(usdt_cache_t *c, const struct stat *st,
    usdt_file_t **fp, int *rc, usdt_err_t *err);

/*
 * Calls fn for each mapping of process pid that ends after address from,
 * in address order, until fn returns non-zero (a negative errno is passed
 * up).  With exec_only the kernel may leave out the mappings that are not
 * of a file mapped executable (fn must still check: older kernels list
 * every mapping).  Returns 0 or a negative errno, with err set.
 */
typedef int usdt_mapfn_t(void *arg, const usdt_map_t *m);
int usdt_maps_each(pid_t pid, uint64_t from, bool exec_only,
    usdt_mapfn_t *fn, void *arg, usdt_err_t *err);

#endif /* USDT_IMPL_H */
