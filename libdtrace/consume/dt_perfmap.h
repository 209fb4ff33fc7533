/*
 * dt_perfmap.h -- names for a process's JIT-compiled code, from its
 * /tmp/perf-PID.map (dt_perfmap.c).
 */
#ifndef DT_PERFMAP_H
#define DT_PERFMAP_H

#include <stdint.h>

typedef struct dt_perfmap dt_perfmap_t;

/* Process pid's map, read when first looked in (free with
   dt_perfmap_free); never NULL. */
dt_perfmap_t *dt_perfmap_open(int pid);

/* The name of the function holding addr and *offp, addr's offset in it;
   NULL if the map names none.  Valid until the next lookup. */
const char *dt_perfmap_lookup(dt_perfmap_t *, uint64_t addr,
    uint64_t *offp);

void dt_perfmap_free(dt_perfmap_t *);

#endif
