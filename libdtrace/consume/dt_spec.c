/*
 * dt_spec.c -- speculations, the consumer's side.
 *
 * A speculative record comes through the principal buffer like any other
 * (dt_cg_spec.c), holding the speculation's ID and generation.  The
 * consumer keeps it aside, in the order read, with its probe and CPU,
 * until it reads the record of the commit() or discard() of that
 * generation: at a commit it prints the records kept, there, in the
 * output stream, each as its own clause would have printed it (probe
 * line and all); at a discard it drops them.  Either way it then frees
 * the ID in dt_specs (see bpf/dt_bpf_spec.h): until then the speculation
 * is busy and speculation() cannot have it, as in DTrace.
 *
 * The consumer reads rings in passes (dt_consume.c); a record written on
 * one CPU just before a commit on another may come in the pass after the
 * commit's.  The generation tells such a late record from the records of
 * the ID's next use: it is printed at once if its generation was
 * committed, dropped if discarded.  A commit or discard whose record was
 * lost (the principal buffer was full: counted as a drop) would leave its
 * speculation busy for ever; a speculation that stays busy through two
 * whole passes without its record is settled as its state says.
 *
 * While any speculation is in use the consumer drains at least at
 * cleanrate (DTrace's rate of cleaning speculation buffers, 101 Hz by
 * default), so that a finished speculation is free again soon.
 *
 * At the end of each pass the counts of dt_specs' entry 0 are reported as
 * DTrace's dt_handle_status reports them: "dtrace: N speculative drops",
 * "dtrace: N failed speculations (available buffer(s) still busy)",
 * "dtrace: N failed speculations (no speculative buffer available)".
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/mman.h>
#include <bpf/bpf.h>

#include "dt_impl.h"
#include "bpf/dt_bpf_spec.h"
#include "consume/dt_consume.h"

typedef struct dt_specrec {		/* a record kept aside */
	struct dt_specrec *sr_next;
	const dt_epid_t *sr_ep;
	int sr_cpu;
	uint32_t sr_size;
	char sr_data[];			/* 8-aligned: after a pointer pair */
} dt_specrec_t;

typedef struct dt_specbuf {		/* one ID */
	uint64_t sb_gen;		/* of the records kept (0: none) */
	dt_specrec_t *sb_head, **sb_tail;
	uint64_t sb_donegen;		/* the last generation settled */
	bool sb_committed;		/* ... by commit() */
	int sb_waits;			/* passes busy without its record */
} dt_specbuf_t;

struct dt_spec {
	int sp_fd;			/* dt_specs */
	struct dt_spec_ent *sp_map;	/* dt_specs, mmap'd */
	size_t sp_maplen;
	uint32_t sp_n;			/* nspec */
	dt_specbuf_t *sp_bufs;		/* [1 .. nspec] */
	uint64_t sp_seen[3];		/* counts reported, by DT_SPEC_DROPS.. */
};

/* ---- the map ------------------------------------------------------------ */

/*
 * Create dt_specs (nspec + 1 entries, all FREE) if the program uses
 * speculations, and map it.  Returns 0, or -1 with the error set.
 */
int
dt_spec_load(dtrace_hdl_t *dtp)
{
	LIBBPF_OPTS(bpf_map_create_opts, opts, .map_flags = BPF_F_MMAPABLE);
	struct dt_spec *sp;
	uint32_t n = (uint32_t)dtp->dt_opts.nspec;
	size_t len = ((n + 1) * sizeof(struct dt_spec_ent) + 4095) &
	    ~(size_t)4095;
	void *p;

	if (!dtp->dt_speculates)
		return 0;
	sp = dt_xcalloc(1, sizeof(*sp));
	sp->sp_bufs = dt_xcalloc(n + 1, sizeof(dt_specbuf_t));
	dtp->dt_spec = sp;
	sp->sp_n = n;
	sp->sp_fd = bpf_map_create(BPF_MAP_TYPE_ARRAY, "dt_specs",
	    sizeof(uint32_t), sizeof(struct dt_spec_ent), n + 1, &opts);
	if (sp->sp_fd < 0)
		return dt_set_err(dtp, "cannot create BPF map dt_specs: %s",
		    strerror(errno));
	p = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_SHARED, sp->sp_fd, 0);
	if (p == MAP_FAILED)
		return dt_set_err(dtp, "cannot map dt_specs: %s",
		    strerror(errno));
	sp->sp_map = p;
	sp->sp_maplen = len;
	return 0;
}

int
dt_spec_mapfd(const dtrace_hdl_t *dtp)
{
	return dtp->dt_spec != NULL ? dtp->dt_spec->sp_fd : -1;
}

static void
dt_spec_clear(dt_specbuf_t *sb)
{
	dt_specrec_t *r, *next;

	for (r = sb->sb_head; r != NULL; r = next) {
		next = r->sr_next;
		free(r);
	}
	sb->sb_head = NULL;
	sb->sb_tail = &sb->sb_head;
	sb->sb_gen = 0;
}

void
dt_spec_teardown(dtrace_hdl_t *dtp)
{
	struct dt_spec *sp = dtp->dt_spec;
	uint32_t id;

	if (sp == NULL)
		return;
	for (id = 1; id <= sp->sp_n; id++)
		dt_spec_clear(&sp->sp_bufs[id]);
	free(sp->sp_bufs);
	if (sp->sp_map != NULL)
		munmap(sp->sp_map, sp->sp_maplen);
	if (sp->sp_fd >= 0)
		close(sp->sp_fd);
	free(sp);
	dtp->dt_spec = NULL;
}

/* ---- records ------------------------------------------------------------ */

static uint64_t
dt_spec_at(const char *rec, uint32_t off)
{
	uint64_t v;

	memcpy(&v, rec + off, sizeof(v));
	return v;
}

/* word i of a speculate(), commit() or discard(): 0 the ID, 1 the gen */
static uint64_t
dt_spec_word(const char *rec, const dt_action_t *act, int i)
{
	return dt_spec_at(rec, act->act_vals[i].rv_off);
}

/* The speculate() action of a clause, if it ran for this record. */
const dt_action_t *
dt_spec_action(const dt_clause_t *cl, const char *rec)
{
	const dt_action_t *a;

	for (a = cl->cl_actions; a != NULL; a = a->act_next)
		if (a->act_kind == DT_ACT_SPECULATE)
			break;
	if (a == NULL || (a->act_condoff != 0 &&
	    dt_spec_at(rec, a->act_condoff) == 0))
		return NULL;
	return a;
}

/*
 * A clause whose actions are only commit() and discard() records for the
 * consumer's sake: DTrace prints nothing for it, not even the probe.
 */
bool
dt_spec_silent(const dt_clause_t *cl)
{
	const dt_action_t *a;

	for (a = cl->cl_actions; a != NULL; a = a->act_next)
		if (a->act_kind != DT_ACT_COMMIT &&
		    a->act_kind != DT_ACT_DISCARD)
			return false;
	return cl->cl_actions != NULL;
}

static void
dt_spec_keep(dt_specbuf_t *sb, const dt_epid_t *ep, const char *rec,
    uint32_t size, int cpu)
{
	dt_specrec_t *r = dt_xmalloc(sizeof(*r) + size);

	r->sr_next = NULL;
	r->sr_ep = ep;
	r->sr_cpu = cpu;
	r->sr_size = size;
	memcpy(r->sr_data, rec, size);
	if (sb->sb_head == NULL)
		sb->sb_tail = &sb->sb_head;
	*sb->sb_tail = r;
	sb->sb_tail = &r->sr_next;
}

/*
 * If rec is a speculative record, keep it (or, late, print or drop it as
 * its generation was settled) and return true; false for any other.
 */
bool
dt_spec_hold(dtrace_hdl_t *dtp, const dt_epid_t *ep, const char *rec,
    uint32_t size, int cpu)
{
	struct dt_spec *sp = dtp->dt_spec;
	const dt_action_t *a;
	dt_specbuf_t *sb;
	uint64_t id, gen;

	if (sp == NULL || (a = dt_spec_action(ep->ep_clause, rec)) == NULL)
		return false;
	id = dt_spec_word(rec, a, 0);
	gen = dt_spec_word(rec, a, 1);
	if (id == 0 || id > sp->sp_n)
		return true;		/* never written so */
	sb = &sp->sp_bufs[id];
	if (gen == sb->sb_donegen) {
		if (sb->sb_committed)
			dt_consume_print(dtp, ep, rec, cpu);
		return true;
	}
	if (gen < sb->sb_gen || gen < sb->sb_donegen)
		return true;		/* of a use settled long ago */
	if (gen > sb->sb_gen) {
		dt_spec_clear(sb);
		sb->sb_gen = gen;
	}
	dt_spec_keep(sb, ep, rec, size, cpu);
	return true;
}

/*
 * Settle generation gen of speculation id: print its records (commit) or
 * drop them, then free the ID for speculation().
 */
static void
dt_spec_settle(dtrace_hdl_t *dtp, uint32_t id, uint64_t gen, bool commit)
{
	struct dt_spec *sp = dtp->dt_spec;
	dt_specbuf_t *sb = &sp->sp_bufs[id];
	struct dt_spec_ent *se = &sp->sp_map[id];
	dt_specrec_t *r;
	uint64_t state;

	if (gen == sb->sb_donegen)
		return;			/* settled already */
	if (gen == sb->sb_gen && commit)
		for (r = sb->sb_head; r != NULL; r = r->sr_next)
			dt_consume_print(dtp, r->sr_ep, r->sr_data, r->sr_cpu);
	if (gen >= sb->sb_gen)
		dt_spec_clear(sb);
	sb->sb_donegen = gen;
	sb->sb_committed = commit;
	sb->sb_waits = 0;
	state = __atomic_load_n(&se->se_state, __ATOMIC_ACQUIRE);
	if (__atomic_load_n(&se->se_gen, __ATOMIC_ACQUIRE) == gen &&
	    (state == DT_SPEC_COMMITTING || state == DT_SPEC_DISCARDING))
		__atomic_store_n(&se->se_state, DT_SPEC_FREE,
		    __ATOMIC_RELEASE);
}

/* The record of a commit() or discard() action. */
void
dt_spec_finish(dtrace_hdl_t *dtp, const dt_action_t *act, const char *rec)
{
	struct dt_spec *sp = dtp->dt_spec;
	uint64_t id = dt_spec_word(rec, act, 0), gen = dt_spec_word(rec, act, 1);

	if (sp == NULL || gen == 0 || id == 0 || id > sp->sp_n)
		return;			/* nothing was committed */
	dt_spec_settle(dtp, (uint32_t)id, gen, act->act_kind == DT_ACT_COMMIT);
}

/* ---- each pass ---------------------------------------------------------- */

/* Settle the speculations that stayed busy without their record. */
static void
dt_spec_sweep(dtrace_hdl_t *dtp)
{
	struct dt_spec *sp = dtp->dt_spec;
	uint32_t id;

	for (id = 1; id <= sp->sp_n; id++) {
		struct dt_spec_ent *se = &sp->sp_map[id];
		dt_specbuf_t *sb = &sp->sp_bufs[id];
		uint64_t state = __atomic_load_n(&se->se_state,
		    __ATOMIC_ACQUIRE);

		if (state != DT_SPEC_COMMITTING && state != DT_SPEC_DISCARDING) {
			sb->sb_waits = 0;
			continue;
		}
		if (++sb->sb_waits > 2)
			dt_spec_settle(dtp, id, se->se_gen,
			    state == DT_SPEC_COMMITTING);
	}
}

static void
dt_spec_report(dtrace_hdl_t *dtp)
{
	static const struct {
		int which;
		dt_dropkind_t kind;
		const char *what, *why;
	} msgs[] = {
		{ DT_SPEC_DROPS, DT_DROPTAG_SPEC, "speculative drop", "" },
		{ DT_SPEC_BUSY, DT_DROPTAG_SPECBUSY, "failed speculation",
		    " (available buffer(s) still busy)" },
		{ DT_SPEC_UNAVAIL, DT_DROPTAG_SPECUNAVAIL, "failed speculation",
		    " (no speculative buffer available)" },
	};
	struct dt_spec *sp = dtp->dt_spec;
	const uint64_t *counts = (const uint64_t *)&sp->sp_map[0];
	size_t i;

	for (i = 0; i < sizeof(msgs) / sizeof(msgs[0]); i++) {
		int w = msgs[i].which;
		uint64_t now = __atomic_load_n(&counts[w], __ATOMIC_RELAXED);
		uint64_t n = now - sp->sp_seen[w];

		if (n == 0)
			continue;
		dt_drop_report(dtp, msgs[i].kind, "%llu %s%s%s",
		    (unsigned long long)n, msgs[i].what, n > 1 ? "s" : "",
		    msgs[i].why);
		sp->sp_seen[w] = now;
	}
}

/* At the end of each pass of the consumer. */
void
dt_spec_pass(dtrace_hdl_t *dtp, bool status)
{
	if (dtp->dt_spec == NULL || dtp->dt_spec->sp_map == NULL)
		return;
	dt_spec_sweep(dtp);
	if (status)		/* statusrate: DTrace's status reports them */
		dt_spec_report(dtp);
}

/*
 * How long the consumer may wait for data: no longer than cleanrate while
 * a speculation is in use (it may be committed or discarded any time).
 */
int
dt_spec_timeout(const dtrace_hdl_t *dtp, int timeout_ms)
{
	const struct dt_spec *sp = dtp->dt_spec;
	int clean = (int)(dtp->dt_opts.cleanrate / 1000000);
	uint32_t id;

	if (sp == NULL || sp->sp_map == NULL || timeout_ms == 0)
		return timeout_ms;
	if (clean < 1)
		clean = 1;
	for (id = 1; id <= sp->sp_n; id++)
		if (__atomic_load_n(&sp->sp_map[id].se_state,
		    __ATOMIC_RELAXED) != DT_SPEC_FREE)
			return clean < timeout_ms ? clean : timeout_ms;
	return timeout_ms;
}
