/*
 * dt_buf.h -- the principal buffers (dt_buf.c), as the consumer sees them.
 */
#ifndef DT_BUF_H
#define DT_BUF_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* bufpolicy */
enum { DT_BUFPOLICY_SWITCH, DT_BUFPOLICY_FILL, DT_BUFPOLICY_RING };
/* bufresize */
enum { DT_BUFRESIZE_AUTO, DT_BUFRESIZE_MANUAL };

/*
 * What a record costs against bufsize: its size without the timestamp,
 * which DTrace's records do not carry (an EPID word and the data).
 */
#define DT_BUF_COST(recsize)	((recsize) - 8)

typedef struct dt_ring {
	int rg_cpu;
	int rg_fd;
	struct perf_event_mmap_page *rg_page;
	size_t rg_size;			/* data area, power of 2 */
	uint64_t rg_head;		/* head seen by this pass */
} dt_ring_t;

/* one record taken from a ring: its data is in the batch's arena */
typedef struct dt_rec {
	const char *rc_data;
	uint32_t rc_size;
	int rc_cpu;
	uint64_t rc_time;
	uint64_t rc_seq;
} dt_rec_t;

/* the records of one pass, in the order they are to be printed */
typedef struct dt_batch {
	dt_rec_t *recs;
	size_t n, cap;
	char *arena;
	size_t used, acap;
} dt_batch_t;

struct dtrace_hdl;

int dt_buf_open(struct dtrace_hdl *);
void dt_buf_close(struct dtrace_hdl *);
bool dt_buf_readable(struct dtrace_hdl *);
void dt_buf_collect(struct dtrace_hdl *, dt_batch_t *);
void dt_buf_release(struct dtrace_hdl *);
void dt_batch_free(dt_batch_t *);
int dt_buf_resize(struct dtrace_hdl *, uint64_t *size, uint64_t min);

#endif
