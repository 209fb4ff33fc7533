/*
 * dt_consume.c -- the consumer: takes the records of the principal buffers
 * (dt_buf.c) and prints what the probes recorded.
 *
 * A D record is { u32 epid; u32 reserved; u64 timestamp; values... }; the
 * values' layout is the clause's, learnt at compile time (dt_action_t), so
 * nothing in the stream describes itself.  EPID DT_EPID_ERROR marks a fault
 * record (see dt_cg.c).
 *
 * A speculative record (its clause ran speculate()) is kept aside by
 * dt_spec.c and printed, through dt_consume_print, only if committed.
 *
 * One pass takes every complete record of every ring, in the order
 * dt_buf_collect gives (timestamp order by default: a probe that hops CPUs,
 * like tick, then prints in firing order), prints them, and only then
 * hands the space back to the kernel.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <bpf/bpf.h>

#include "dt_impl.h"
#include "consume/dt_json.h"
#include "consume/dt_print.h"
#include "check/dt_stack.h"
#include "consume/dt_consume.h"
#include "dt_driver.h"

/*
 * The activity state is written by the consumer while probes run, so
 * dt_global is mmap-able (BPF_F_MMAPABLE, kernel >= 5.5) and the state is
 * stored in place with an atomic store: no read-modify-write of the whole
 * value that could undo a probe's concurrent update of a global.
 */
int
dt_global_write_state(dtrace_hdl_t *dtp, uint32_t state)
{
	__atomic_store_n((uint32_t *)(dtp->dt_globmap + DT_GLOB_STATE), state,
	    __ATOMIC_SEQ_CST);
	return 0;
}

int
dt_global_read_state(dtrace_hdl_t *dtp, uint32_t *state)
{
	*state = __atomic_load_n((uint32_t *)(dtp->dt_globmap + DT_GLOB_STATE),
	    __ATOMIC_SEQ_CST);
	return 0;
}

/* Is a status check due (statusrate), or the last one after END? */
static bool
dt_status_due(dtrace_hdl_t *dtp)
{
	uint64_t now;

	if (dtp->dt_ended)
		return true;
	now = dt_clock_ns(CLOCK_MONOTONIC);
	if (dtp->dt_laststatus != 0 &&
	    now - dtp->dt_laststatus < dtp->dt_opts.statusrate)
		return false;
	dtp->dt_laststatus = now;
	return true;
}

/* ---- printing one record --------------------------------------------- */

static const char *
dt_faultstr(uint64_t fault)
{
	static const char *strs[] = {
		"unknown fault", "invalid address", "invalid alignment",
		"illegal operation", "divide-by-zero", "out of scratch space",
		"invalid kernel access", "invalid user access",
		"tuple stack overflow", "bad stack", "invalid size",
		"index out of bounds"
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
	    v[3] == DT_FLT_BADSTACK || v[3] == DT_FLT_BADSIZE)
		snprintf(addr, sizeof(addr), " (0x%llx)",
		    (unsigned long long)v[4]);
	else if (v[3] == DT_FLT_BADINDEX)	/* the index, signed */
		snprintf(addr, sizeof(addr), " (%lld)", (long long)v[4]);
	dt_report(dtp, DT_REPORT_ERR, "error in dt_clause_%llu for probe ID %u "
	    "(%s:%s:%s:%s): %s%s at BPF pc %llu", (unsigned long long)v[1],
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

/* The values of a printf-like action (at most 64), as dt_printf_exec()
   takes them; returns how many. */
int
dt_consume_pfvals(dtrace_hdl_t *dtp, const char *rec, const dt_action_t *act,
    dt_pfval_t *vals)
{
	int i;

	for (i = 0; i < act->act_nvals; i++) {
		const dt_recval_t *rv = &act->act_vals[i];
		const dt_type_t *t = rv->rv_type;
		dt_pfval_t *pv = &vals[i];

		memset(pv, 0, sizeof(*pv));
		pv->size = t->dt_size;
		pv->is_signed = t->dt_signed;
		if (dt_stack_kind(t)) {
			dt_stack_pfval(dtp, t, rec + rv->rv_off, pv);
		} else if (dt_type_is_string(t)) {
			pv->kind = DT_PFK_STRING;
			pv->s = rec + rv->rv_off;
		} else {
			pv->kind = dt_type_is_pointer(t) ? DT_PFK_PTR :
			    DT_PFK_INT;
			pv->v.i = dt_recint(rec + rv->rv_off, t);
		}
	}
	return act->act_nvals;
}

static void
dt_consume_printf(dtrace_hdl_t *dtp, const char *rec, const dt_action_t *act)
{
	dt_pfval_t vals[64];
	int n = dt_consume_pfvals(dtp, rec, act, vals);
	dt_pfhooks_t hooks;

	dt_stack_hooks(dtp, &hooks);
	dt_printf_exec(dtp->dt_out, act->act_pf, vals, n, &hooks);
}

/*
 * setopt(): set the option now; a refusal is reported as DTrace reports
 * a library action's error (its message ends in a newline of its own; a
 * toggle's value is "1"), and tracing goes on.
 */
static void
dt_consume_setopt(dtrace_hdl_t *dtp, const dt_epid_t *ep,
    const dt_action_t *act)
{
	if (dtrace_setopt(dtp, act->act_opt, act->act_optval) == 0)
		return;
	dt_consume_liberr(dtp, ep, "couldn't set option \"%s\" to \"%s\": "
	    "%s\n", act->act_opt, act->act_optval != NULL ? act->act_optval :
	    "1", dtrace_errmsg(dtp));
}

/*
 * exit(status): DTrace's consumer takes the status of each exit record it
 * reads.  Once a clause has called exit() no other clause runs but END's
 * (the activity state), so the status is that clause's last exit()'s
 * (`exit(0); exit(4);` is 4), or END's if END calls exit().  Ours reads
 * the buffers CPU by CPU, so a record from END may come before an
 * earlier firing's: END's wins whatever the order, and another firing's
 * exit() after the first one's record is not taken.
 */
static void
dt_consume_exit(dtrace_hdl_t *dtp, const dt_epid_t *ep, const char *data,
    int status)
{
	const dt_probe_t *pr = ep->ep_probe;

	if (pr != NULL && pr->pr_ops == &dt_prov_dtrace &&
	    strcmp(pr->pr_name, "END") == 0) {
		dtp->dt_exitstatus = status;
		dtp->dt_endexit = true;
	} else if ((!dtp->dt_done || dtp->dt_exitrec == data) &&
	    !dtp->dt_endexit) {
		dtp->dt_exitstatus = status;
		dtp->dt_exitrec = data;
	}
	dtp->dt_done = true;
}

/*
 * What an action does besides printing a value: setopt(), the library
 * actions, the actions on aggregations (printa() prints to aggfp), exit()
 * and the ends of speculations.
 */
void
dt_consume_effect(dtrace_hdl_t *dtp, const dt_epid_t *ep,
    const dt_action_t *act, const char *data, FILE *aggfp)
{
	switch (act->act_kind) {
	case DT_ACT_SETOPT:
		dt_consume_setopt(dtp, ep, act);
		break;
	case DT_ACT_SYSTEM: case DT_ACT_FREOPEN: case DT_ACT_FTRUNCATE:
		dt_consume_act(dtp, ep, act, data);
		break;
	case DT_ACT_PRINTA: case DT_ACT_CLEAR: case DT_ACT_TRUNC:
	case DT_ACT_NORMALIZE: case DT_ACT_DENORMALIZE:
		dt_agg_action(dtp, aggfp, act, data);
		break;
	case DT_ACT_EXIT:
		dt_consume_exit(dtp, ep, data, (int)dt_recint(data +
		    act->act_vals[0].rv_off, NULL));
		break;
	case DT_ACT_COMMIT: case DT_ACT_DISCARD:
		dt_spec_finish(dtp, act, data);
		break;
	default:
		break;
	}
}

/*
 * Print one probe's record: the default output's probe line, then each
 * action's output (with -x json, a JSON line: dt_json.c).  Speculative
 * records come here when committed (dt_spec.c), with the CPU that
 * recorded them.
 */
void
dt_consume_print(dtrace_hdl_t *dtp, const dt_epid_t *ep, const char *data,
    int cpu)
{
	const dt_action_t *act;
	bool line = !dt_spec_silent(ep->ep_clause);

	if (dt_json_on(dtp)) {
		dt_json_record(dtp, ep, data, cpu);
		return;
	}
	if (line)	/* the probe column (dt_consume_act.c) */
		dt_consume_probe(dtp, (uint32_t)(ep - dtp->dt_epids) + 1, cpu);
	for (act = ep->ep_clause->cl_actions; act != NULL;
	    act = act->act_next) {
		if (act->act_condoff != 0 &&
		    dt_recint(data + act->act_condoff, NULL) == 0)
			continue;	/* in an if/else branch not taken */
		switch (act->act_kind) {
		case DT_ACT_TRACE:
			dt_print_trace(dtp, data, &act->act_vals[0]);
			break;
		case DT_ACT_TRACEMEM:
			dt_print_tracemem(dtp, data, act);
			break;
		case DT_ACT_PCAP:
			dt_pcap_print(dtp, data, act);
			break;
		case DT_ACT_PRINT:
			dt_print_print(dtp, dtp->dt_out, data, act);
			break;
		case DT_ACT_PRINTF:
			dt_consume_printf(dtp, data, act);
			break;
		default:
			dt_consume_effect(dtp, ep, act, data, dtp->dt_out);
			break;
		}
	}
	if (line && !dtp->dt_opts.quiet)
		fputc('\n', dtp->dt_out);
}

static void
dt_consume_record(dtrace_hdl_t *dtp, const char *data, uint32_t size, int cpu)
{
	uint32_t epid;
	dt_epid_t *ep;

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
	if (dt_spec_hold(dtp, ep, data, size, cpu))
		return;		/* speculative: kept until committed */
	dt_consume_print(dtp, ep, data, cpu);
	dtp->dt_exitrec = NULL;	/* its memory may hold another record */
}

/* ---- after the records: drops and status ------------------------------ */

/*
 * Every drop message goes out here: after the output so far, on stderr,
 * with -x droptags DTrace's tag for its kind first.  (DTrace formats the
 * message in 80 bytes, which cuts the longest tagged ones; these are
 * whole.)
 */
void
dt_drop_report(dtrace_hdl_t *dtp, dt_dropkind_t kind, const char *fmt, ...)
{
	static const char *const tags[] = {
		"PRINCIPAL", "AGGREGATION", "DYNAMIC", "SPEC", "SPECBUSY",
		"SPECUNAVAIL"
	};
	char msg[1024];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	if (dtp->dt_opts.droptags)
		dt_report(dtp, DT_REPORT_DROP, "[DTRACEDROP_%s] %s", tags[kind],
		    msg);
	else
		dt_report(dtp, DT_REPORT_DROP, "%s", msg);
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
	dt_drop_report(dtp, DT_DROPTAG_DYNAMIC, "%llu dynamic variable drop%s",
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
	uint64_t *now = dt_xcalloc((size_t)dtp->dt_ncpus, sizeof(uint64_t));
	uint64_t *seen = dtp->dt_drops + kind * (uint32_t)dtp->dt_ncpus;
	int cpu;

	if (bpf_map_lookup_elem(dtp->dt_dropsfd, &kind, now) == 0) {
		for (cpu = 0; cpu < dtp->dt_ncpus; cpu++) {
			uint64_t n = now[cpu] - seen[cpu];

			if (n == 0)
				continue;
			dt_drop_report(dtp, kind == DT_DROP_AGG ?
			    DT_DROPTAG_AGGREGATION : DT_DROPTAG_PRINCIPAL,
			    "%llu %sdrop%s on CPU %d", (unsigned long long)n,
			    what, n > 1 ? "s" : "", cpu);
			seen[cpu] = now[cpu];
		}
	}
	free(now);
}

/*
 * The drops of this pass; those DTrace learns from its status (dynamic
 * variable and speculation drops) only when a status check is due.
 */
static void
dt_consume_drops(dtrace_hdl_t *dtp, bool status)
{
	if (dtp->dt_drops == NULL)
		dtp->dt_drops = dt_xcalloc((size_t)dtp->dt_ncpus *
		    DT_DROP_NKINDS, sizeof(uint64_t));
	dt_consume_cpudrops(dtp, DT_DROP_PRINCIPAL, "");
	dt_consume_cpudrops(dtp, DT_DROP_AGG, "aggregation ");
	if (status)
		dt_consume_dvdrops(dtp);
	dt_spec_pass(dtp, status);
}

/*
 * fill and ring: the consumer reads nothing while tracing, so it learns
 * from dt_global that a clause called exit() (the activity state; the
 * status is kept there too, since its record may be overwritten or not
 * fit) or that a CPU's fill buffer is full, and stops tracing.
 */
static void
dt_consume_status(dtrace_hdl_t *dtp, bool status)
{
	uint32_t state;

	if (dtp->dt_opts.bufpolicy == DT_BUFPOLICY_SWITCH || dtp->dt_done ||
	    dtp->dt_globmap == NULL || !status)
		return;
	dt_global_read_state(dtp, &state);
	if (state == DT_ACT_DRAINING) {
		dtp->dt_exitstatus = (int)__atomic_load_n((uint64_t *)
		    (dtp->dt_globmap + DT_GLOB_EXITVAL), __ATOMIC_RELAXED);
		dtp->dt_done = true;
	} else if (__atomic_load_n((uint64_t *)(dtp->dt_globmap +
	    DT_GLOB_FILLED), __ATOMIC_RELAXED) != 0) {
		dtp->dt_done = true;
	}
}

/*
 * One pass: wait up to timeout_ms for data, then print every record the
 * buffers give.  Returns 0 or -1.
 */
int
dt_consume(dtrace_hdl_t *dtp, int timeout_ms)
{
	struct epoll_event evs[64];
	dt_batch_t b = { 0 };
	bool status;
	size_t i;

	timeout_ms = dt_spec_timeout(dtp, timeout_ms);
	if (timeout_ms != 0 &&
	    epoll_wait(dtp->dt_epollfd, evs, 64, timeout_ms) < 0 &&
	    errno != EINTR)
		return dt_set_err(dtp, "epoll_wait: %s", strerror(errno));
	dt_buf_collect(dtp, &b);
	dt_agg_rate_pass(dtp);	/* after: the records' updates are in it */
	for (i = 0; i < b.n; i++)
		dt_consume_record(dtp, b.recs[i].rc_data, b.recs[i].rc_size,
		    b.recs[i].rc_cpu);
	dt_buf_release(dtp);
	dtp->dt_bufpasses++;	/* (late enabling's reclaim counts them) */
	dt_batch_free(&b);
	status = dt_status_due(dtp);	/* statusrate */
	dt_consume_drops(dtp, status);
	dt_consume_status(dtp, status);
	fflush(dtp->dt_out);
	return 0;
}
