/*
 * dt_base.h -- what every phase may call (base/): the handle's error
 * message, the clock, the options, the progress of long steps, and what
 * running out of memory does.
 */
#ifndef DT_BASE_H
#define DT_BASE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <time.h>

#include "dtrace.h"

/* dt_base.c: what every phase may call */
/* Is the test-only switch name (DTRACE_DEBUG_*) set to 1? */
bool dt_debug_set(const char *name);
int dt_strptrcmp(const void *, const void *);	/* strings' pointers */
int dt_set_err(dtrace_hdl_t *, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
/* dt_set_err() with DTrace's tag for the error (a string literal), which
   a compile error then carries, -x errtags shows */
int dt_set_errtag(dtrace_hdl_t *, const char *tag, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* dt_alloc.c: allocations whose failure the library does not answer with
   an error: on failure they print "dtrace: out of memory" and abort(), in
   dt_oom(), which a failure of any other allocator (open_memstream, ...)
   calls too.  Sites that return an error call malloc() and friends. */
_Noreturn void dt_oom(void);
void *dt_xmalloc(size_t);
void *dt_xcalloc(size_t n, size_t size);
void *dt_xrealloc(void *, size_t);
char *dt_xstrdup(const char *);
char *dt_xstrndup(const char *, size_t);
char *dt_xasprintf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
FILE *dt_xmemstream(char **buf, size_t *len);	/* open_memstream() */

/* dt_options.c: dtrace_setopt(), or from within a D program (in_prog) */
int dt_setopt(dtrace_hdl_t *, const char *name, const char *value,
    bool in_prog);
void dt_options_teardown(dtrace_hdl_t *);

uint64_t dt_clock_ns(clockid_t);			/* dt_base.c */
uint32_t dt_pcapsize(const dtrace_hdl_t *);		/* dt_options.c */

/* dt_progress.c: a step's progress, for dtrace_handle_progress() */
typedef struct dt_progress {
	dtrace_hdl_t *pg_dtp;
	const char *pg_what;
	uint64_t pg_total, pg_start, pg_last, pg_after;
	bool pg_shown;
} dt_progress_t;
void dt_progress_begin(dtrace_hdl_t *, dt_progress_t *, const char *what,
    uint64_t total);
void dt_progress_step(dt_progress_t *, uint64_t done);
void dt_progress_end(dt_progress_t *);

/* A message for the consumer's handler of its kind (dtrace_handle_err,
   _drop, _warn), or stderr: "dtrace: " and the formatted rest. */
enum { DT_REPORT_ERR, DT_REPORT_DROP, DT_REPORT_WARN };
void dt_report(dtrace_hdl_t *, int kind, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

#endif
