/*
 * dt_arena.h -- bump allocation for everything one compile builds.
 *
 * A compile allocates many small objects (nodes, strings, types) that all
 * live exactly as long as the compile, so they come from one arena and are
 * released together by dt_arena_destroy().  Allocation never fails: on
 * out-of-memory the process aborts with a message, as no caller could
 * recover more usefully.
 */
#ifndef DT_ARENA_H
#define DT_ARENA_H

#include <stddef.h>

typedef struct dt_arena dt_arena_t;

dt_arena_t *dt_arena_create(void);
void dt_arena_destroy(dt_arena_t *);
void *dt_arena_alloc(dt_arena_t *, size_t);	/* zeroed, 16-aligned */
char *dt_arena_strdup(dt_arena_t *, const char *);
char *dt_arena_strndup(dt_arena_t *, const char *, size_t);
char *dt_arena_printf(dt_arena_t *, const char *, ...)
    __attribute__((format(printf, 2, 3)));

#endif
