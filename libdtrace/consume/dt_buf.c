/*
 * dt_buf.c -- the principal buffers: one perf ring per CPU, opened and read
 * as the bufpolicy option says.
 *
 * Each CPU's principal buffer is the ring of a BPF-output perf event
 * (PERF_COUNT_SW_BPF_OUTPUT), placed in the dt_buffers map at the CPU's
 * index, so bpf_perf_event_output(BPF_F_CURRENT_CPU) in a probe writes to
 * the ring of the CPU it runs on.  A ring holds perf records:
 *
 *	PERF_RECORD_SAMPLE	{ header; u32 size; u8 data[size] }: one
 *				D record, padded to 8 bytes
 *	PERF_RECORD_LOST	{ header; u64 id; u64 lost }: records the kernel
 *				dropped because the ring was full
 *
 * The three policies (DTrace's, from the Dynamic Tracing Guide):
 *
 *   switch	the consumer drains every ring at each pass and hands the
 *		space back; a record that finds its ring full is a drop.
 *		Records of all CPUs are printed in timestamp order.
 *   fill	nothing is read until tracing stops.  The probes count the
 *		bytes each CPU has recorded (dt_cg_buf.c, dt_fill); the
 *		first record that would pass bufsize marks the CPU full,
 *		which stops its clauses and tells the consumer (DT_GLOB_FILLED)
 *		to stop tracing.  Room for the END clauses' records is kept
 *		back from the start (dt_endreserve), so END always records.
 *   ring	the perf ring is mapped read-only and written backward
 *		(attr.write_backward): the kernel overwrites the oldest
 *		records and never drops.  At the end each ring is paused and
 *		walked from its newest record, keeping the newest that fit in
 *		bufsize.
 *
 * For fill and ring each CPU's records print in CPU order, oldest first,
 * as DTrace prints them, or all in timestamp order with the temporal
 * option.  A perf ring is a power-of-2 number of pages; for fill and ring
 * it is made three times bufsize, since a perf record of the smallest D
 * record takes 2.5 times what the record costs against bufsize
 * (DT_BUF_COST).
 *
 * Allocation failures follow bufresize: auto halves the size and tries
 * again (the dtrace command says "buffer size lowered to ..."), manual
 * fails with "Not enough space".
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/epoll.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <linux/perf_event.h>
#include <bpf/bpf.h>

#include "dt_impl.h"
#include "cg/dt_cg.h"

#define DT_BUF_MAXRING	((uint64_t)1 << 40)	/* beyond any kernel's limit */

static size_t
dt_buf_ringsize(const dtrace_hdl_t *dtp)
{
	uint64_t want = dtp->dt_opts.bufsize, size = (uint64_t)getpagesize();

	if (dtp->dt_opts.bufpolicy != DT_BUFPOLICY_SWITCH)
		want = want > DT_BUF_MAXRING / 3 ? DT_BUF_MAXRING : want * 3;
	while (size < want && size < DT_BUF_MAXRING)
		size <<= 1;
	return (size_t)size;
}

/*
 * bufresize: after an allocation of *size bytes failed, halve *size and
 * return 0 to try again (auto), or fail as DTrace does (manual, or
 * nothing smaller than min is worth trying).
 */
int
dt_buf_resize(dtrace_hdl_t *dtp, uint64_t *size, uint64_t min)
{
	uint64_t half = (*size / 2) & ~(uint64_t)7;

	if (dtp->dt_opts.bufresize == DT_BUFRESIZE_MANUAL || half < min)
		return dt_set_err(dtp, "could not enable tracing: Not enough "
		    "space");
	*size = half;
	return 0;
}

/* 0, 1 for a CPU that is not online, -ENOMEM to resize, -1 on error */
static int
dt_buf_open_ring(dtrace_hdl_t *dtp, dt_ring_t *rg, int cpu)
{
	struct perf_event_attr attr;
	bool ring = dtp->dt_opts.bufpolicy == DT_BUFPOLICY_RING;
	size_t page = (size_t)getpagesize();
	void *p;

	memset(&attr, 0, sizeof(attr));
	attr.size = sizeof(attr);
	attr.type = PERF_TYPE_SOFTWARE;
	attr.config = PERF_COUNT_SW_BPF_OUTPUT;
	attr.sample_type = PERF_SAMPLE_RAW;
	attr.sample_period = 1;
	attr.write_backward = ring;
	/* wake the consumer when a quarter of the ring is used, not at every
	   record: a wakeup per record cost microseconds per probe firing;
	   the consumer also reads every pass (at most 100 ms apart) */
	attr.watermark = 1;
	rg->rg_size = dt_buf_ringsize(dtp);
	attr.wakeup_watermark = (uint32_t)(rg->rg_size / 4 > UINT32_MAX ?
	    UINT32_MAX : rg->rg_size / 4);
	rg->rg_cpu = cpu;
	rg->rg_fd = dt_perf_event_open(&attr, -1, cpu, -1,
	    PERF_FLAG_FD_CLOEXEC);
	if (rg->rg_fd < 0 && (errno == ENODEV || errno == EINVAL))
		return 1;	/* a possible CPU that is not online */
	if (rg->rg_fd < 0)
		return dt_set_err(dtp, "could not enable tracing: principal "
		    "buffer of CPU %d: %s", cpu, strerror(errno));
	/* a read-only mapping makes the kernel overwrite old records */
	p = mmap(NULL, page + rg->rg_size, ring ? PROT_READ :
	    PROT_READ | PROT_WRITE, MAP_SHARED, rg->rg_fd, 0);
	if (p == MAP_FAILED && (errno == ENOMEM || errno == EINVAL ||
	    errno == E2BIG))
		return -ENOMEM;
	if (p == MAP_FAILED)
		return dt_set_err(dtp, "could not enable tracing: cannot map "
		    "the principal buffer of CPU %d (%zu bytes): %s", cpu,
		    rg->rg_size, strerror(errno));
	rg->rg_page = p;
	if (bpf_map_update_elem(dtp->dt_buffd, &cpu, &rg->rg_fd, BPF_ANY) != 0)
		return dt_set_err(dtp, "cannot install the buffer of CPU %d: "
		    "%s", cpu, strerror(errno));
	ioctl(rg->rg_fd, PERF_EVENT_IOC_ENABLE, 0);
	return 0;
}

static void
dt_buf_close_rings(dtrace_hdl_t *dtp)
{
	size_t page = (size_t)getpagesize();
	int cpu;

	if (dtp->dt_rings == NULL)
		return;
	for (cpu = 0; cpu < dtp->dt_ncpus; cpu++) {
		dt_ring_t *rg = &dtp->dt_rings[cpu];

		if (rg->rg_page != NULL)
			munmap(rg->rg_page, page + rg->rg_size);
		if (rg->rg_fd >= 0)
			close(rg->rg_fd);
	}
	free(dtp->dt_rings);
	dtp->dt_rings = NULL;
}

/* 0, -ENOMEM if some ring could not be had at this size, -1 on error */
static int
dt_buf_open_rings(dtrace_hdl_t *dtp)
{
	int cpu, rc;

	dtp->dt_rings = dt_xcalloc((size_t)dtp->dt_ncpus, sizeof(dt_ring_t));
	for (cpu = 0; cpu < dtp->dt_ncpus; cpu++)
		dtp->dt_rings[cpu].rg_fd = -1;
	for (cpu = 0; cpu < dtp->dt_ncpus; cpu++) {
		dt_ring_t *rg = &dtp->dt_rings[cpu];
		struct epoll_event ev = { .events = EPOLLIN };

		rc = dt_buf_open_ring(dtp, rg, cpu);
		if (rc < 0)
			return rc;
		/* fill and ring buffers are read once, at the end */
		if (rc > 0 || dtp->dt_opts.bufpolicy != DT_BUFPOLICY_SWITCH)
			continue;
		ev.data.u32 = (uint32_t)cpu;
		epoll_ctl(dtp->dt_epollfd, EPOLL_CTL_ADD, rg->rg_fd, &ev);
	}
	return 0;
}

/* The most any one clause's record costs against bufsize. */
static uint64_t
dt_buf_maxrecord(const dtrace_hdl_t *dtp)
{
	uint64_t max = 0;
	int i;

	for (i = 0; i < dtp->dt_nclauses; i++) {
		const dt_clause_t *cl = dtp->dt_clauses[i];

		if (cl->cl_nmatched > 0 && dt_clause_records(dtp, cl) &&
		    DT_BUF_COST(cl->cl_recsize) > max)
			max = DT_BUF_COST(cl->cl_recsize);
	}
	return max;
}

int
dt_buf_open(dtrace_hdl_t *dtp)
{
	int rc;

	if (dtp->dt_opts.bufpolicy == DT_BUFPOLICY_FILL &&
	    dtp->dt_endreserve > dtp->dt_opts.bufsize)
		return dt_set_err(dtp, "could not enable tracing: END "
		    "enablings exceed size of principal buffer");
	/* a record that can never fit: DTrace refuses the enabling (the
	   perf ring, at least a page, would take it, beyond bufsize) */
	if (dt_buf_maxrecord(dtp) > dtp->dt_opts.bufsize)
		return dt_set_err(dtp, "could not enable tracing: Enabling "
		    "exceeds size of buffer");
	dtp->dt_epollfd = epoll_create1(EPOLL_CLOEXEC);
	if (dtp->dt_epollfd < 0)
		return dt_set_err(dtp, "epoll: %s", strerror(errno));
	while ((rc = dt_buf_open_rings(dtp)) == -ENOMEM) {
		dt_buf_close_rings(dtp);
		if (dt_buf_resize(dtp, &dtp->dt_opts.bufsize, 8) != 0)
			return -1;
	}
	return rc;
}

void
dt_buf_close(dtrace_hdl_t *dtp)
{
	dt_buf_close_rings(dtp);
	if (dtp->dt_epollfd >= 0)
		close(dtp->dt_epollfd);
	dtp->dt_epollfd = -1;
}

/* ---- taking records out ------------------------------------------------ */

/*
 * May the rings be read now?  Switch rings always; fill and ring buffers
 * once, when tracing has stopped and END has run.
 */
bool
dt_buf_readable(dtrace_hdl_t *dtp)
{
	return dtp->dt_opts.bufpolicy == DT_BUFPOLICY_SWITCH ||
	    (dtp->dt_endfired && !dtp->dt_bufread);
}

/* Copy ring bytes [off, off+len) out, unwrapping, into dst. */
static void
dt_ring_copy(const dt_ring_t *rg, uint64_t off, void *dst, size_t len)
{
	const char *base = (const char *)rg->rg_page + rg->rg_page->data_offset;
	size_t at = (size_t)(off & (rg->rg_size - 1));
	size_t first = rg->rg_size - at < len ? rg->rg_size - at : len;

	memcpy(dst, base + at, first);
	memcpy((char *)dst + first, base, len - first);
}

static void
dt_batch_add(dt_batch_t *b, const dt_ring_t *rg, uint64_t off, uint32_t size)
{
	if (b->n == b->cap) {
		b->cap = b->cap ? b->cap * 2 : 256;
		b->recs = dt_xrealloc(b->recs, b->cap * sizeof(*b->recs));
	}
	if (b->used + size + 8 > b->acap) {
		size_t cap = b->acap ? b->acap * 2 : 1 << 16;

		while (cap < b->used + size + 8)
			cap *= 2;
		/* records point into the arena by offset until sorted */
		b->arena = dt_xrealloc(b->arena, cap);
		b->acap = cap;
	}
	dt_ring_copy(rg, off, b->arena + b->used, size);
	b->recs[b->n].rc_data = (const char *)(uintptr_t)b->used;
	b->recs[b->n].rc_size = size;
	b->recs[b->n].rc_cpu = rg->rg_cpu;
	b->recs[b->n].rc_seq = b->n;
	memcpy(&b->recs[b->n].rc_time, b->arena + b->used + 8, 8);
	if (size < 16)
		b->recs[b->n].rc_time = 0;
	b->used += (size + 7) & ~(size_t)7;
	b->n++;
}

/*
 * switch and fill: the records from the ring's tail to its head, up to the
 * first whose time is not before cutoff (see dt_buf_collect); rg_head is
 * left where the next pass starts.
 */
static void
dt_ring_collect(dt_ring_t *rg, dt_batch_t *b, uint64_t cutoff)
{
	uint64_t tail = rg->rg_page->data_tail, head;

	head = __atomic_load_n(&rg->rg_page->data_head, __ATOMIC_ACQUIRE);
	while (tail < head) {
		struct perf_event_header hdr;

		dt_ring_copy(rg, tail, &hdr, sizeof(hdr));
		if (hdr.size == 0)
			break;
		if (hdr.type == PERF_RECORD_SAMPLE) {
			uint64_t off = tail + sizeof(hdr) + 4, time = 0;
			uint32_t size;

			dt_ring_copy(rg, tail + sizeof(hdr), &size,
			    sizeof(size));
			if (size >= DT_REC_HDRSIZE)
				dt_ring_copy(rg, off + 8, &time, sizeof(time));
			if (time >= cutoff)
				break;
			if (size <= hdr.size)
				dt_batch_add(b, rg, off, size);
		}
		/* PERF_RECORD_LOST repeats what dt_drops counts exactly */
		tail += hdr.size;
	}
	rg->rg_head = tail;
}

/*
 * What a record read from a ring costs: its clause's record size; the
 * size perf gives includes padding.
 */
static uint64_t
dt_ring_reccost(const dtrace_hdl_t *dtp, const dt_ring_t *rg, uint64_t off,
    uint32_t size)
{
	uint32_t epid;

	dt_ring_copy(rg, off, &epid, sizeof(epid));
	if (epid >= 1 && epid <= dtp->dt_nepids)
		return DT_BUF_COST(dtp->dt_epids[epid - 1].ep_clause->cl_recsize);
	return DT_BUF_COST(size & ~(uint32_t)7);
}

/*
 * ring: the newest records that fit in bufsize, oldest first.  A backward
 * ring's head is where the newest record starts and moves down as records
 * are written; from it, records follow each other towards older ones, up
 * to what was written or the ring's size, whichever is less.  A record
 * that runs past that end was partly overwritten.
 */
static void
dt_ring_collect_backward(dtrace_hdl_t *dtp, dt_ring_t *rg, dt_batch_t *b)
{
	uint64_t head, pos, span, budget = dtp->dt_opts.bufsize;
	size_t first = b->n, i, j;

	ioctl(rg->rg_fd, PERF_EVENT_IOC_PAUSE_OUTPUT, 1);
	head = __atomic_load_n(&rg->rg_page->data_head, __ATOMIC_ACQUIRE);
	span = -head < rg->rg_size ? -head : rg->rg_size;
	for (pos = head; pos - head < span; ) {
		struct perf_event_header hdr;
		uint32_t size;

		dt_ring_copy(rg, pos, &hdr, sizeof(hdr));
		if (hdr.size == 0 || pos - head + hdr.size > span)
			break;
		if (hdr.type == PERF_RECORD_SAMPLE) {
			uint64_t cost;

			dt_ring_copy(rg, pos + sizeof(hdr), &size,
			    sizeof(size));
			if (size > hdr.size || size < DT_REC_HDRSIZE)
				break;
			cost = dt_ring_reccost(dtp, rg, pos + sizeof(hdr) + 4,
			    size);
			if (cost > budget)
				break;
			budget -= cost;
			dt_batch_add(b, rg, pos + sizeof(hdr) + 4, size);
		}
		pos += hdr.size;
	}
	for (i = first, j = b->n; i + 1 < j; i++, j--) {
		dt_rec_t t = b->recs[i];

		b->recs[i] = b->recs[j - 1];
		b->recs[j - 1] = t;
	}
}

static int
dt_rec_cmp(const void *a, const void *b)
{
	const dt_rec_t *x = a, *y = b;

	if (x->rc_time != y->rc_time)
		return x->rc_time < y->rc_time ? -1 : 1;
	return x->rc_seq < y->rc_seq ? -1 : x->rc_seq > y->rc_seq;
}

static bool
dt_run_sorted(const dt_rec_t *r, size_t n)
{
	size_t i;

	for (i = 1; i < n; i++)
		if (dt_rec_cmp(&r[i - 1], &r[i]) > 0)
			return false;
	return true;
}

/*
 * Put the batch in timestamp order.  It holds one run of records per CPU
 * (starts[i] to starts[i + 1]), each in the order its CPU wrote them and
 * so nearly always sorted already: sort a run only if it is not, then
 * merge the runs pairwise, which costs a pass over the batch per doubling
 * instead of a sort of the whole.
 */
static void
dt_batch_order(dt_batch_t *b, size_t *starts, int nruns)
{
	dt_rec_t *tmp;
	int i, width;

	if (b->n == 0)
		return;		/* b->recs may be NULL */
	for (i = 0; i < nruns; i++)
		if (!dt_run_sorted(&b->recs[starts[i]], starts[i + 1] -
		    starts[i]))
			qsort(&b->recs[starts[i]], starts[i + 1] - starts[i],
			    sizeof(dt_rec_t), dt_rec_cmp);
	if (nruns < 2 || (tmp = malloc(b->n * sizeof(dt_rec_t))) == NULL)
		return;
	for (width = 1; width < nruns; width *= 2) {
		for (i = 0; i + width < nruns; i += 2 * width) {
			size_t lo = starts[i], mid = starts[i + width];
			size_t hi = starts[i + 2 * width < nruns ?
			    i + 2 * width : nruns], x = lo, y = mid, k = lo;

			while (x < mid && y < hi)
				tmp[k++] = dt_rec_cmp(&b->recs[y],
				    &b->recs[x]) < 0 ? b->recs[y++] :
				    b->recs[x++];
			while (x < mid)
				tmp[k++] = b->recs[x++];
			while (y < hi)
				tmp[k++] = b->recs[y++];
			memcpy(&b->recs[lo], &tmp[lo], (hi - lo) *
			    sizeof(dt_rec_t));
		}
	}
	free(tmp);
}

/*
 * Take the records this pass may print, in the order to print them:
 * timestamp order for switch and with temporal, else CPU by CPU.
 *
 * While switch tracing runs, a pass leaves for the next one every record
 * timed at or after the moment it began.  It reads the rings one after
 * the other, so without that a probe that hops CPUs (tick) could fire on
 * a CPU whose ring was already read and then on one not yet read, and
 * the later firing would print a pass before the earlier one.  With it,
 * a record this pass misses began before the pass (and was still being
 * written), and any record printed in its place began after it only if
 * the two firings overlapped in time, whose order no one defines.  The
 * passes after tracing stops take everything.
 */
void
dt_buf_collect(dtrace_hdl_t *dtp, dt_batch_t *b)
{
	uint64_t policy = dtp->dt_opts.bufpolicy, cutoff = UINT64_MAX;
	size_t *starts, i;
	int cpu;

	if (!dt_buf_readable(dtp))
		return;
	if (policy != DT_BUFPOLICY_SWITCH)
		dtp->dt_bufread = true;
	if (policy == DT_BUFPOLICY_SWITCH && !dtp->dt_ended)
		cutoff = dt_clock_ns(CLOCK_MONOTONIC);	/* bpf_ktime_get_ns */
	starts = dt_xcalloc((size_t)dtp->dt_ncpus + 1, sizeof(size_t));
	for (cpu = 0; cpu < dtp->dt_ncpus; cpu++) {
		dt_ring_t *rg = &dtp->dt_rings[cpu];

		starts[cpu] = b->n;
		if (rg->rg_page == NULL)
			continue;
		if (policy == DT_BUFPOLICY_RING)
			dt_ring_collect_backward(dtp, rg, b);
		else
			dt_ring_collect(rg, b, cutoff);
	}
	starts[cpu] = b->n;
	for (i = 0; i < b->n; i++) {
		b->recs[i].rc_data = b->arena + (uintptr_t)b->recs[i].rc_data;
		b->recs[i].rc_seq = i;
	}
	if (policy == DT_BUFPOLICY_SWITCH || dtp->dt_opts.temporal)
		dt_batch_order(b, starts, dtp->dt_ncpus);
	free(starts);
}

/* Hand what this pass read back to the kernel (forward rings). */
void
dt_buf_release(dtrace_hdl_t *dtp)
{
	int cpu;

	if (dtp->dt_opts.bufpolicy == DT_BUFPOLICY_RING)
		return;
	for (cpu = 0; cpu < dtp->dt_ncpus; cpu++) {
		dt_ring_t *rg = &dtp->dt_rings[cpu];

		if (rg->rg_page != NULL && rg->rg_head != 0)
			__atomic_store_n(&rg->rg_page->data_tail, rg->rg_head,
			    __ATOMIC_RELEASE);
	}
}

void
dt_batch_free(dt_batch_t *b)
{
	free(b->recs);
	free(b->arena);
	memset(b, 0, sizeof(*b));
}
