/*
 * dt_kbtf.h -- the kernel's BTF read in place: types by id, strings by
 * offset, names by kind (see dt_kbtf.c).
 */
#ifndef DT_KBTF_H
#define DT_KBTF_H

#include <stdint.h>

#include <linux/btf.h>

typedef struct dt_kbtf dt_kbtf_t;

/*
 * The BTF of file path (/sys/kernel/btf/vmlinux, or a module's, whose
 * types continue base's: base NULL for vmlinux), or NULL with errno set
 * if it cannot be read or is not BTF this reader knows.
 */
dt_kbtf_t *dt_kbtf_open(const char *path, dt_kbtf_t *base);

/*
 * vmlinux's BTF at path with its strings alone: no types are recorded
 * (dt_kbtf_type() and the lookups find none), for a search of names
 * that does not pay for the walk of 100,000 types.  Only where the file
 * can be mapped (Linux 6.16 and later): else NULL with errno ENOTSUP,
 * since reading it costs what reading it for its types does.
 */
dt_kbtf_t *dt_kbtf_open_strings(const char *path);
/* The same from size bytes at data, copied (libbpf's fallback read). */
dt_kbtf_t *dt_kbtf_from(const void *data, uint32_t size, dt_kbtf_t *base);

void dt_kbtf_free(dt_kbtf_t *);

/* One more than the last type id (a module's count includes its base's). */
uint32_t dt_kbtf_type_cnt(const dt_kbtf_t *);

/* Type id (0: void), or NULL if there is none. */
const struct btf_type *dt_kbtf_type(const dt_kbtf_t *, uint32_t id);

/* The string at offset off, or NULL if off is out of range. */
const char *dt_kbtf_str(const dt_kbtf_t *, uint32_t off);

/*
 * The first type id of that kind and name (a module's base first, as
 * libbpf's btf__find_by_name_kind() searches), or -1 if there is none.
 */
int32_t dt_kbtf_find(dt_kbtf_t *, const char *name, uint32_t kind);

/*
 * Type id with typedefs, qualifiers, type tags, variables and declaration
 * tags skipped (libbpf's btf__resolve_type()), or -1.
 */
int32_t dt_kbtf_resolve_type(const dt_kbtf_t *, uint32_t id);

/* The size in bytes of type id (libbpf's btf__resolve_size()), or -1. */
int64_t dt_kbtf_resolve_size(const dt_kbtf_t *, uint32_t id);

/* Its own string section (not its base's), NUL-terminated strings. */
const char *dt_kbtf_strings(const dt_kbtf_t *, uint32_t *len);

#endif
