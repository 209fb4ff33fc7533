/*
 * dt_cg_agg.c -- code for an aggregating statement, @name[keys] = f(args).
 *
 *	key	  dt_mem's key area, zeroed, then: u32 id, u32 0, each key (an
 *		  integer as 8 normalised bytes, a string copied into a
 *		  strsize buffer whose tail stays zero, so that equal tuples
 *		  are equal bytes for the hash map)
 *	entry	  v = lookup(dt_aggs, key); if there is none, insert the
 *		  all-zero value (dt_aggzero) and look again; if the map is
 *		  full the update is lost, and counted as an aggregation drop
 *	update	  this CPU's copy of the value words (see dt_agg.c): plain
 *		  loads and stores, as a per-CPU map needs no atomics
 *
 * The bucket of the histogram functions is computed by support functions
 * in libdtrace/bpf/dt_bpf_agg.c; the bucket index is range-checked here
 * before it addresses the value, which is what the verifier needs.
 *
 * The actions on a whole aggregation (printa, clear, trunc, normalize,
 * denormalize) only record which aggregation, and a number: as in DTrace,
 * the consumer applies them when it reads the record (dt_agg_action).
 */
#include "dt_impl.h"
#include "cg/dt_cg.h"

#define R(n)	BPF_REG_##n

/*
 * Lay the key out in dt_mem, a key at a time: each key is copied before
 * the next is evaluated, so that its temporary strings are free again
 * (no expression uses the aggregation key's area).
 */
static void
dt_cg_aggkey(dt_cg_t *cg, const dt_aggvar_t *ag, dt_node_t *keys)
{
	dtrace_hdl_t *dtp = cg->cg_dtp;
	dt_node_t *k;
	uint32_t strsz[64];
	int i, s;

	dt_cg_keyhead(cg, cg->cg_aggkeyoff, dtp->dt_aggkeysize, ag->ag_id);
	if (ag->ag_nkeys > 64) {
		cg->cg_unsupported = "aggregations of more than 64 keys";
		return;
	}
	dt_cg_tuple_strsz(cg, ag->ag_nkeys, ag->ag_keyoffs, ag->ag_keysize,
	    strsz);
	for (k = keys, i = 0; k != NULL && i < 64; k = k->dn_next, i++) {
		uint32_t mark = dt_cg_tstr_mark(cg);

		s = dt_type_is_byref(k->dn_ctype) ?	/* by address */
		    dt_cg_lvaddr(cg, k) : dt_cg_value(cg, k);
		dt_cg_tuple_str(cg, cg->cg_aggkeyoff + 8, 1,
		    &ag->ag_keytypes[i], &ag->ag_keyoffs[i], &strsz[i], &s);
		dt_cg_freeslot(cg, s);
		dt_cg_tstr_release(cg, mark);
	}
}

/* r1 = &dt_aggs, r2 = the key in dt_mem: the first two helper arguments */
static void
dt_cg_aggmapkey(dt_cg_t *cg)
{
	dt_cg_map(cg, R(1), "dt_aggs");
	dt_cg_emit(cg, BPF_MOV64_REG(R(2), R(9)));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, R(2), (int32_t)cg->cg_aggkeyoff));
}

/* Leaves the value pointer in slot vp, or jumps to done (map full). */
static void
dt_cg_aggentry(dt_cg_t *cg, int vp, uint32_t done)
{
	uint32_t have = dt_cg_newlabel(cg);

	dt_cg_aggmapkey(cg);
	dt_cg_helper(cg, BPF_FUNC_map_lookup_elem);
	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JNE, R(0), 0, 0), have);
	dt_cg_aggmapkey(cg);
	dt_cg_mapaddr(cg, R(3), "dt_aggzero", 0);
	dt_cg_emit(cg, BPF_MOV64_IMM(R(4), BPF_NOEXIST));
	dt_cg_helper(cg, BPF_FUNC_map_update_elem);
	dt_cg_aggmapkey(cg);
	dt_cg_helper(cg, BPF_FUNC_map_lookup_elem);
	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JNE, R(0), 0, 0), have);
	dt_cg_drop(cg, DT_DROP_AGG);	/* the map is full */
	dt_cg_goto(cg, BPF_JMP_A(0), done);
	dt_cg_setlabel(cg, have);
	dt_cg_st(cg, vp, R(0));
}

/* v[word] += slot x (or += 1 if x < 0) */
static void
dt_cg_aggadd(dt_cg_t *cg, int vp, int16_t word, int x)
{
	dt_cg_ld(cg, R(1), vp);
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, R(2), R(1), word * 8));
	if (x < 0) {
		dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, R(2), 1));
	} else {
		dt_cg_ld(cg, R(3), x);
		dt_cg_emit(cg, BPF_ALU64_REG(BPF_ADD, R(2), R(3)));
	}
	dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, R(1), R(2), word * 8));
}

/* min/max: v[1] = x if this is the first value or a new extreme */
static void
dt_cg_aggminmax(dt_cg_t *cg, int vp, int x, bool min)
{
	uint32_t set = dt_cg_newlabel(cg), skip = dt_cg_newlabel(cg);

	dt_cg_ld(cg, R(1), vp);
	dt_cg_ld(cg, R(3), x);
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, R(2), R(1), 0));
	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JEQ, R(2), 0, 0), set);
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, R(4), R(1), 8));
	dt_cg_goto(cg, BPF_JMP_REG(min ? BPF_JSGE : BPF_JSLE, R(3), R(4), 0),
	    skip);
	dt_cg_setlabel(cg, set);
	dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, R(1), R(3), 8));
	dt_cg_setlabel(cg, skip);
	dt_cg_aggadd(cg, vp, 0, -1);
}

/* Histograms: r0 holds the bucket; v[r0] += incr, if r0 is in range. */
static void
dt_cg_aggbucket(dt_cg_t *cg, const dt_aggvar_t *ag, int vp, int incr,
    uint32_t done)
{
	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JGT, R(0), (int32_t)ag->ag_nvals - 1, 0),
	    done);
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_LSH, R(0), 3));
	dt_cg_ld(cg, R(1), vp);
	dt_cg_emit(cg, BPF_ALU64_REG(BPF_ADD, R(1), R(0)));
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, R(2), R(1), 0));
	if (incr < 0) {
		dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, R(2), 1));
	} else {
		dt_cg_ld(cg, R(3), incr);
		dt_cg_emit(cg, BPF_ALU64_REG(BPF_ADD, R(2), R(3)));
	}
	dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, R(1), R(2), 0));
}


static void
dt_cg_aggupdate(dt_cg_t *cg, const dt_aggvar_t *ag, int vp, int x, int incr,
    uint32_t done)
{
	const int64_t *p = ag->ag_params;

	switch (ag->ag_func) {
	case DT_AGG_COUNT:
		dt_cg_aggadd(cg, vp, 0, -1);
		return;
	case DT_AGG_SUM:
		dt_cg_aggadd(cg, vp, 0, x);
		return;
	case DT_AGG_AVG:
		dt_cg_aggadd(cg, vp, 0, -1);
		dt_cg_aggadd(cg, vp, 1, x);
		return;
	case DT_AGG_MIN: case DT_AGG_MAX:
		dt_cg_aggminmax(cg, vp, x, ag->ag_func == DT_AGG_MIN);
		return;
	case DT_AGG_STDDEV:
		dt_cg_aggadd(cg, vp, 0, -1);
		dt_cg_aggadd(cg, vp, 1, x);
		dt_cg_ld(cg, R(1), vp);
		dt_cg_ld(cg, R(2), x);
		dt_cg_libcall(cg, "dt_agg_sumsq");
		return;
	case DT_AGG_QUANTIZE:
		dt_cg_ld(cg, R(1), x);
		dt_cg_libcall(cg, "dt_agg_q_bucket");
		break;
	case DT_AGG_LQUANTIZE:
		dt_cg_ld(cg, R(1), x);
		dt_cg_loadimm(cg, R(2), (uint64_t)p[0]);
		dt_cg_loadimm(cg, R(3), (uint64_t)p[1]);
		dt_cg_loadimm(cg, R(4), (uint64_t)p[2]);
		dt_cg_libcall(cg, "dt_agg_lq_bucket");
		break;
	case DT_AGG_LLQUANTIZE:
		dt_cg_ld(cg, R(1), x);
		dt_cg_loadimm(cg, R(2), (uint64_t)p[0]);
		dt_cg_loadimm(cg, R(3), (uint64_t)p[1]);
		dt_cg_loadimm(cg, R(4), (uint64_t)p[2]);
		dt_cg_loadimm(cg, R(5), (uint64_t)p[3]);
		dt_cg_libcall(cg, "dt_agg_llq_bucket");
		break;
	}
	/* the support functions return an int: use it as unsigned 32 bits */
	dt_cg_emit(cg, BPF_MOV32_REG(R(0), R(0)));
	dt_cg_aggbucket(cg, ag, vp, incr, done);
}

/* The optional increment argument of the histogram functions. */
static dt_node_t *
dt_cg_aggincr(const dt_aggvar_t *ag, dt_node_t *args)
{
	int skip = ag->ag_func == DT_AGG_QUANTIZE ? 1 :
	    ag->ag_func == DT_AGG_LQUANTIZE ? 4 :
	    ag->ag_func == DT_AGG_LLQUANTIZE ? 5 : -1;

	if (skip < 0)
		return NULL;
	while (args != NULL && skip-- > 0)
		args = args->dn_next;
	return args;
}

void
dt_cg_agg(dt_cg_t *cg, const dt_action_t *act)
{
	const dt_aggvar_t *ag = act->act_agg;
	dt_node_t *args = act->act_node->dn_right->dn_args, *inc;
	uint32_t done = dt_cg_newlabel(cg);
	int x = -1, incr = -1, vp;

	if (args != NULL)
		x = dt_cg_value(cg, args);
	if ((inc = dt_cg_aggincr(ag, args)) != NULL)
		incr = dt_cg_value(cg, inc);
	dt_cg_aggkey(cg, ag, act->act_node->dn_left->dn_args);
	vp = dt_cg_newslot(cg);
	dt_cg_aggentry(cg, vp, done);
	dt_cg_aggupdate(cg, ag, vp, x, incr, done);
	dt_cg_setlabel(cg, done);
	dt_cg_freeslot(cg, vp);
	if (incr >= 0)
		dt_cg_freeslot(cg, incr);
	if (x >= 0)
		dt_cg_freeslot(cg, x);
}

/*
 * printa(), clear(), trunc(), normalize(), denormalize(): the record holds
 * the aggregation's id, then trunc's or normalize's number, as 8 bytes
 * each; the consumer does the rest when it reads the record.
 */
void
dt_cg_aggact(dt_cg_t *cg, const dt_action_t *act)
{
	int32_t off = (int32_t)(cg->cg_recoff + act->act_vals[0].rv_off);
	int x;

	dt_cg_emit(cg, BPF_ST_MEM(BPF_DW, R(9), (int16_t)off,
	    (int32_t)act->act_agg->ag_id));
	if (act->act_nvals < 2)
		return;
	x = dt_cg_value(cg, act->act_node->dn_args->dn_next);
	off = (int32_t)(cg->cg_recoff + act->act_vals[1].rv_off);
	dt_cg_ld(cg, R(0), x);
	dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, R(9), R(0), (int16_t)off));
	dt_cg_freeslot(cg, x);
}
