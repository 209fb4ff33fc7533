/*
 * dt_consume.c -- the consumer: reads the per-CPU principal buffers and
 * prints what the probes recorded.
 *
 * Each CPU's principal buffer is a perf ring of a BPF-output perf event
 * (PERF_COUNT_SW_BPF_OUTPUT), placed in the dt_buffers map at the CPU's
 * index, so bpf_perf_event_output(BPF_F_CURRENT_CPU) in a probe writes to
 * the ring of the CPU it runs on.  A ring holds perf records:
 *
 *	PERF_RECORD_SAMPLE	{ header; u32 size; u8 data[size] }: one
 *				D record (below), padded to 8 bytes
 *	PERF_RECORD_LOST	{ header; u64 id; u64 lost }: records the kernel
 *				dropped because the ring was full
 *
 * A D record is { u32 epid; u32 reserved; u64 timestamp; values... }; the
 * values' layout is the clause's, learnt at compile time (dt_action_t), so
 * nothing in the stream describes itself.  EPID DT_EPID_ERROR marks a fault
 * record (see dt_cg.c).
 *
 * One pass takes every complete record of every ring, orders them by
 * timestamp (a probe that hops CPUs, like tick, then prints in firing
 * order), prints them, and only then hands the space back to the kernel.
 */
#include <errno.h>
#include <poll.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/epoll.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <linux/perf_event.h>
#include <bpf/bpf.h>

#include "dt_impl.h"

typedef struct dt_ring {
	int rg_cpu;
	int rg_fd;
	struct perf_event_mmap_page *rg_page;
	size_t rg_size;			/* data area, power of 2 */
	uint64_t rg_head;		/* head seen by this pass */
} dt_ring_t;

typedef struct dt_rec {
	const char *rc_data;
	uint32_t rc_size;
	int rc_cpu;
	uint64_t rc_time;
	uint64_t rc_seq;
} dt_rec_t;

static size_t
dt_consume_ringsize(uint64_t bufsize)
{
	size_t page = (size_t)sysconf(_SC_PAGESIZE), size = page;

	while (size < bufsize && size < ((size_t)1 << 30))
		size <<= 1;
	return size;
}

static int
dt_consume_open_ring(dtrace_hdl_t *dtp, dt_ring_t *rg, int cpu)
{
	struct perf_event_attr attr;
	size_t page = (size_t)sysconf(_SC_PAGESIZE);
	void *p;

	memset(&attr, 0, sizeof(attr));
	attr.size = sizeof(attr);
	attr.type = PERF_TYPE_SOFTWARE;
	attr.config = PERF_COUNT_SW_BPF_OUTPUT;
	attr.sample_type = PERF_SAMPLE_RAW;
	attr.sample_period = 1;
	/* wake the consumer when a quarter of the ring is used, not at every
	   record: a wakeup per record cost microseconds per probe firing;
	   the consumer also reads every pass (at most 100 ms apart) */
	attr.watermark = 1;
	attr.wakeup_watermark = (uint32_t)(dt_consume_ringsize(
	    dtp->dt_opts.bufsize) / 4);
	rg->rg_cpu = cpu;
	rg->rg_fd = dt_perf_event_open(&attr, -1, cpu, -1,
	    PERF_FLAG_FD_CLOEXEC);
	if (rg->rg_fd < 0 && (errno == ENODEV || errno == EINVAL))
		return 1;	/* a possible CPU that is not online */
	if (rg->rg_fd < 0)
		return dt_set_err(dtp, "could not enable tracing: principal "
		    "buffer of CPU %d: %s", cpu, strerror(errno));
	rg->rg_size = dt_consume_ringsize(dtp->dt_opts.bufsize);
	p = mmap(NULL, page + rg->rg_size, PROT_READ | PROT_WRITE, MAP_SHARED,
	    rg->rg_fd, 0);
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

int
dt_consume_open(dtrace_hdl_t *dtp)
{
	int cpu, rc;

	dtp->dt_rings = calloc((size_t)dtp->dt_ncpus, sizeof(dt_ring_t));
	if (dtp->dt_rings == NULL)
		abort();
	for (cpu = 0; cpu < dtp->dt_ncpus; cpu++)
		dtp->dt_rings[cpu].rg_fd = -1;
	dtp->dt_epollfd = epoll_create1(EPOLL_CLOEXEC);
	if (dtp->dt_epollfd < 0)
		return dt_set_err(dtp, "epoll: %s", strerror(errno));
	for (cpu = 0; cpu < dtp->dt_ncpus; cpu++) {
		dt_ring_t *rg = &dtp->dt_rings[cpu];
		struct epoll_event ev = { .events = EPOLLIN };

		rc = dt_consume_open_ring(dtp, rg, cpu);
		if (rc < 0)
			return -1;
		if (rc > 0)
			continue;
		ev.data.u32 = (uint32_t)cpu;
		epoll_ctl(dtp->dt_epollfd, EPOLL_CTL_ADD, rg->rg_fd, &ev);
	}
	return 0;
}

void
dt_consume_close(dtrace_hdl_t *dtp)
{
	size_t page = (size_t)sysconf(_SC_PAGESIZE);
	int cpu;

	if (dtp->dt_rings != NULL) {
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
	if (dtp->dt_epollfd >= 0)
		close(dtp->dt_epollfd);
	dtp->dt_epollfd = -1;
}

/* ---- printing one record --------------------------------------------- */

static const char *
dt_faultstr(uint64_t fault)
{
	static const char *strs[] = {
		"unknown fault", "invalid address", "invalid alignment",
		"illegal operation", "divide-by-zero", "out of scratch space",
		"invalid kernel access", "invalid user access",
		"tuple stack overflow", "bad stack"
	};

	return fault < sizeof(strs) / sizeof(strs[0]) ? strs[fault] :
	    "unknown fault";
}

static void
dt_consume_error(dtrace_hdl_t *dtp, const char *data)
{
	uint64_t v[5];
	dt_probe_t *pr = NULL;
	char addr[40] = "";

	memcpy(v, data + DT_REC_HDRSIZE, sizeof(v));
	/* v: epid, clause, pc, fault, value */
	if (v[0] >= 1 && v[0] <= dtp->dt_nepids)
		pr = dtp->dt_epids[v[0] - 1].ep_probe;
	if (v[3] == DT_FLT_BADADDR || v[3] == DT_FLT_BADALIGN ||
	    v[3] == DT_FLT_BADSTACK)
		snprintf(addr, sizeof(addr), " (0x%llx)",
		    (unsigned long long)v[4]);
	fflush(dtp->dt_out);
	fprintf(stderr, "dtrace: error in dt_clause_%llu for probe ID %u "
	    "(%s:%s:%s:%s): %s%s at BPF pc %llu\n", (unsigned long long)v[1],
	    pr ? pr->pr_id : 0, pr ? pr->pr_prov : "?", pr ? pr->pr_mod : "?",
	    pr ? pr->pr_func : "?", pr ? pr->pr_name : "?",
	    dt_faultstr(v[3]), addr, (unsigned long long)v[2]);
	dtp->dt_errseen = true;
}

static int64_t
dt_recint(const char *p, const dt_type_t *t)
{
	int64_t v;

	memcpy(&v, p, sizeof(v));
	return v;
}

/* trace(): DTrace's default formatting of one value */
static void
dt_consume_trace(dtrace_hdl_t *dtp, const char *rec, const dt_recval_t *rv)
{
	FILE *fp = dtp->dt_out;
	bool quiet = dtp->dt_opts.quiet;
	const dt_type_t *t = rv->rv_type;
	int64_t v;

	if (dt_type_is_string(t)) {
		fprintf(fp, quiet ? "%.*s" : "  %-33.*s", (int)rv->rv_size,
		    rec + rv->rv_off);
		return;
	}
	v = dt_recint(rec + rv->rv_off, t);
	switch (dt_type_is_pointer(t) ? 8 : t->dt_size) {
	case 1: fprintf(fp, quiet ? "%d" : " %3d", (int)(uint8_t)v); break;
	case 2: fprintf(fp, quiet ? "%d" : " %5d", (int)(uint16_t)v); break;
	case 4: fprintf(fp, quiet ? "%d" : " %8d", (int)(uint32_t)v); break;
	default: fprintf(fp, quiet ? "%lld" : " %16lld", (long long)v); break;
	}
}

static void
dt_consume_printf(dtrace_hdl_t *dtp, const char *rec, const dt_action_t *act)
{
	dt_pfval_t vals[64];
	int i;

	for (i = 0; i < act->act_nvals; i++) {
		const dt_recval_t *rv = &act->act_vals[i];
		const dt_type_t *t = rv->rv_type;
		dt_pfval_t *pv = &vals[i];

		memset(pv, 0, sizeof(*pv));
		pv->size = t->dt_size;
		pv->is_signed = t->dt_signed;
		if (dt_type_is_string(t)) {
			pv->kind = DT_PFK_STRING;
			pv->s = rec + rv->rv_off;
		} else {
			pv->kind = dt_type_is_pointer(t) ? DT_PFK_PTR :
			    DT_PFK_INT;
			pv->v.i = dt_recint(rec + rv->rv_off, t);
		}
	}
	dt_printf_exec(dtp->dt_out, act->act_pf, vals, act->act_nvals, NULL);
}

/*
 * setopt(): set the option now; a refusal is reported as DTrace reports
 * a library action's error, and tracing goes on.
 */
static void
dt_consume_setopt(dtrace_hdl_t *dtp, const dt_epid_t *ep,
    const dt_action_t *act)
{
	const dt_probe_t *pr = ep->ep_probe;

	if (dtrace_setopt(dtp, act->act_opt, act->act_optval) == 0)
		return;
	fflush(dtp->dt_out);
	fprintf(stderr, "dtrace: error in dt_clause_%d for probe ID %u "
	    "(%s:%s:%s:%s): couldn't set option \"%s\" to \"%s\": %s\n",
	    ep->ep_clause->cl_index, pr->pr_id, pr->pr_prov, pr->pr_mod,
	    pr->pr_func, pr->pr_name, act->act_opt,
	    act->act_optval != NULL ? act->act_optval : "",
	    dtrace_errmsg(dtp));
	dtp->dt_errseen = true;
}

static void
dt_consume_record(dtrace_hdl_t *dtp, const char *data, uint32_t size, int cpu)
{
	uint32_t epid;
	dt_epid_t *ep;
	const dt_action_t *act;
	char name[512];

	if (size < DT_REC_HDRSIZE)
		return;
	memcpy(&epid, data, sizeof(epid));
	if (epid == DT_EPID_ERROR) {
		if (size >= DT_REC_HDRSIZE + 40)
			dt_consume_error(dtp, data);
		return;
	}
	if (epid < 1 || epid > dtp->dt_nepids)
		return;
	ep = &dtp->dt_epids[epid - 1];
	if (size < ep->ep_clause->cl_recsize)
		return;
	if (!dtp->dt_opts.quiet) {
		if (!dtp->dt_begun_output) {
			fprintf(dtp->dt_out, "%3s %6s %32s\n", "CPU", "ID",
			    "FUNCTION:NAME");
			dtp->dt_begun_output = true;
		}
		snprintf(name, sizeof(name), "%s:%s", ep->ep_probe->pr_func,
		    ep->ep_probe->pr_name);
		fprintf(dtp->dt_out, "%3d %6u %32s ", cpu, ep->ep_probe->pr_id,
		    name);
	}
	for (act = ep->ep_clause->cl_actions; act != NULL;
	    act = act->act_next) {
		if (act->act_condoff != 0 &&
		    dt_recint(data + act->act_condoff, NULL) == 0)
			continue;	/* in an if/else branch not taken */
		switch (act->act_kind) {
		case DT_ACT_TRACE:
			dt_consume_trace(dtp, data, &act->act_vals[0]);
			break;
		case DT_ACT_PRINTF:
			dt_consume_printf(dtp, data, act);
			break;
		case DT_ACT_SETOPT:
			dt_consume_setopt(dtp, ep, act);
			break;
		case DT_ACT_PRINTA: case DT_ACT_CLEAR: case DT_ACT_TRUNC:
		case DT_ACT_NORMALIZE: case DT_ACT_DENORMALIZE:
			dt_agg_action(dtp, dtp->dt_out, act, data);
			break;
		case DT_ACT_EXIT:
			if (!dtp->dt_done)
				dtp->dt_exitstatus = (int)dt_recint(data +
				    act->act_vals[0].rv_off, NULL);
			dtp->dt_done = true;
			break;
		}
	}
	if (!dtp->dt_opts.quiet)
		fputc('\n', dtp->dt_out);
}

/* ---- draining the rings ------------------------------------------------ */

static int
dt_rec_cmp(const void *a, const void *b)
{
	const dt_rec_t *x = a, *y = b;

	if (x->rc_time != y->rc_time)
		return x->rc_time < y->rc_time ? -1 : 1;
	return x->rc_seq < y->rc_seq ? -1 : x->rc_seq > y->rc_seq;
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

typedef struct dt_batch {
	dt_rec_t *recs;
	size_t n, cap;
	char *arena;
	size_t used, acap;
} dt_batch_t;

static void
dt_batch_add(dt_batch_t *b, const dt_ring_t *rg, uint64_t off, uint32_t size)
{
	if (b->n == b->cap) {
		b->cap = b->cap ? b->cap * 2 : 256;
		b->recs = realloc(b->recs, b->cap * sizeof(*b->recs));
		if (b->recs == NULL)
			abort();
	}
	if (b->used + size + 8 > b->acap) {
		size_t cap = b->acap ? b->acap * 2 : 1 << 16;

		while (cap < b->used + size + 8)
			cap *= 2;
		/* records point into the arena by offset until sorted */
		b->arena = realloc(b->arena, cap);
		if (b->arena == NULL)
			abort();
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

static void
dt_ring_collect(dtrace_hdl_t *dtp, dt_ring_t *rg, dt_batch_t *b)
{
	uint64_t tail = rg->rg_page->data_tail, head;

	head = __atomic_load_n(&rg->rg_page->data_head, __ATOMIC_ACQUIRE);
	rg->rg_head = head;
	while (tail < head) {
		struct perf_event_header hdr;

		dt_ring_copy(rg, tail, &hdr, sizeof(hdr));
		if (hdr.size == 0)
			break;
		if (hdr.type == PERF_RECORD_SAMPLE) {
			uint32_t size;

			dt_ring_copy(rg, tail + sizeof(hdr), &size,
			    sizeof(size));
			if (size <= hdr.size)
				dt_batch_add(b, rg, tail + sizeof(hdr) + 4,
				    size);
		}
		/* PERF_RECORD_LOST repeats what dt_drops counts exactly */
		tail += hdr.size;
	}
}

/* Report the dynamic variable drops counted since the last pass. */
static void
dt_consume_dvdrops(dtrace_hdl_t *dtp)
{
	uint64_t now, n;

	if (dtp->dt_globmap == NULL)
		return;
	now = __atomic_load_n((uint64_t *)(dtp->dt_globmap + DT_GLOB_DVDROPS),
	    __ATOMIC_RELAXED);
	if ((n = now - dtp->dt_dvdrops) == 0)
		return;
	fflush(dtp->dt_out);
	fprintf(stderr, "dtrace: %llu dynamic variable drop%s\n",
	    (unsigned long long)n, n > 1 ? "s" : "");
	dtp->dt_dvdrops = now;
}

/*
 * Report the drops of one kind counted since the last pass, per CPU, as
 * DTrace does: "dtrace: 3 drops on CPU 1", "dtrace: 2 aggregation drops
 * on CPU 0".
 */
static void
dt_consume_cpudrops(dtrace_hdl_t *dtp, uint32_t kind, const char *what)
{
	uint64_t *now = calloc((size_t)dtp->dt_ncpus, sizeof(uint64_t));
	uint64_t *seen = dtp->dt_drops + kind * (uint32_t)dtp->dt_ncpus;
	int cpu;

	if (now == NULL)
		abort();
	if (bpf_map_lookup_elem(dtp->dt_dropsfd, &kind, now) == 0) {
		for (cpu = 0; cpu < dtp->dt_ncpus; cpu++) {
			uint64_t n = now[cpu] - seen[cpu];

			if (n == 0)
				continue;
			fflush(dtp->dt_out);
			fprintf(stderr, "dtrace: %llu %sdrop%s on CPU %d\n",
			    (unsigned long long)n, what, n > 1 ? "s" : "", cpu);
			seen[cpu] = now[cpu];
		}
	}
	free(now);
}

static void
dt_consume_drops(dtrace_hdl_t *dtp)
{
	if (dtp->dt_drops == NULL && (dtp->dt_drops = calloc((size_t)
	    dtp->dt_ncpus * DT_DROP_NKINDS, sizeof(uint64_t))) == NULL)
		abort();
	dt_consume_cpudrops(dtp, DT_DROP_PRINCIPAL, "");
	dt_consume_cpudrops(dtp, DT_DROP_AGG, "aggregation ");
	if (dt_status_due(dtp))		/* statusrate */
		dt_consume_dvdrops(dtp);
}

/*
 * One pass over every ring: wait up to timeout_ms for data, then print
 * everything available in timestamp order.  Returns 0 or -1.
 */
int
dt_consume(dtrace_hdl_t *dtp, int timeout_ms)
{
	struct epoll_event evs[64];
	dt_batch_t b = { 0 };
	size_t i;
	int cpu;

	if (timeout_ms != 0 &&
	    epoll_wait(dtp->dt_epollfd, evs, 64, timeout_ms) < 0 &&
	    errno != EINTR)
		return dt_set_err(dtp, "epoll_wait: %s", strerror(errno));
	for (cpu = 0; cpu < dtp->dt_ncpus; cpu++)
		if (dtp->dt_rings[cpu].rg_page != NULL)
			dt_ring_collect(dtp, &dtp->dt_rings[cpu], &b);
	for (i = 0; i < b.n; i++)
		b.recs[i].rc_data = b.arena + (uintptr_t)b.recs[i].rc_data;
	qsort(b.recs, b.n, sizeof(*b.recs), dt_rec_cmp);
	for (i = 0; i < b.n; i++)
		dt_consume_record(dtp, b.recs[i].rc_data, b.recs[i].rc_size,
		    b.recs[i].rc_cpu);
	for (cpu = 0; cpu < dtp->dt_ncpus; cpu++) {
		dt_ring_t *rg = &dtp->dt_rings[cpu];

		if (rg->rg_page != NULL)
			__atomic_store_n(&rg->rg_page->data_tail, rg->rg_head,
			    __ATOMIC_RELEASE);
	}
	free(b.recs);
	free(b.arena);
	dt_consume_drops(dtp);
	fflush(dtp->dt_out);
	return 0;
}
