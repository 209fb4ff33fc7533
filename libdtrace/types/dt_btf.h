/*
 * dt_btf.h -- kernel types from BTF, imported into the D type table on
 * demand (see dt_btf.c).
 */
#ifndef DT_BTF_H
#define DT_BTF_H

#include <stdbool.h>

#include "types/dt_type.h"

/*
 * What every message for a missing kernel BTF says: the file libbpf reads
 * it from, and the kernel option that makes it (Linux 5.2 and later).
 */
#define DT_BTF_NONE_MSG	"the kernel has no BTF (/sys/kernel/btf/vmlinux): " \
	"it needs a kernel built with CONFIG_DEBUG_INFO_BTF=y"

/* Why a lookup found nothing. */
typedef enum dt_btf_miss {
	DT_BTF_NOTFOUND,	/* the BTF has no type of that name */
	DT_BTF_NOMODULE,	/* mod`name: no BTF object named mod */
	DT_BTF_NOBTF		/* the kernel has no BTF at all */
} dt_btf_miss_t;

/*
 * struct/union/enum [mod`]tag from the kernel's BTF (mod NULL or "": the
 * kernel, then its modules).  NULL with *miss set if there is none.
 */
dt_type_t *dt_btf_lookup_tag(dt_typetab_t *, const char *mod,
    dt_typekind_t kind, const char *tag, dt_btf_miss_t *miss);

/* A kernel typedef [mod`]name. */
dt_type_t *dt_btf_lookup_typedef(dt_typetab_t *, const char *mod,
    const char *name, dt_btf_miss_t *miss);

/*
 * An enumerator of a kernel enum named name: its value and enum type.
 * False if no enum of vmlinux or of a module has one.  Scans every enum
 * (a few ms): called only for identifiers nothing else defines.
 */
bool dt_btf_lookup_enumerator(dt_typetab_t *, const char *name,
    int64_t *value, dt_type_t **type);

/*
 * The type of kernel variable name of module mod ("vmlinux" or a module):
 * its BTF VAR's, or NULL.  (pahole puts only per-CPU variables in a
 * kernel's BTF.)
 */
dt_type_t *dt_btf_lookup_var(dt_typetab_t *, const char *mod,
    const char *name);

/* The message DTrace gives for a miss ("Unknown module name", ...). */
const char *dt_btf_misstr(dt_btf_miss_t);

/* Fill in the members of a struct or union imported from BTF. */
void dt_btf_load_members(dt_type_t *);

/*
 * The kernel's own BTF (read once per handle, in place: dt_kbtf.h), or
 * NULL if it has none.
 */
struct dt_kbtf;
struct dt_kbtf *dt_btf_kernel(dt_typetab_t *);
/* The same if it has been read already, else NULL (without reading). */
struct dt_kbtf *dt_btf_kernel_if_read(const dt_typetab_t *);

/* Free the BTF objects read (the imported types live in the arena). */
void dt_btf_close(dt_typetab_t *);

#endif
