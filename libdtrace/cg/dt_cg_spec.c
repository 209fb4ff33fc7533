/*
 * dt_cg_spec.c -- the code generator's part of speculations.
 *
 * Speculative records travel in the principal buffer like any other: the
 * clause's record holds the speculation's ID and generation (the two
 * words of its speculate() action, see dt_check_spec.c), and the consumer
 * keeps such records aside until it reads the record of the commit() or
 * discard() that settles them (dt_spec.c).  What the kernel side decides
 * is kept in the dt_specs map (libdtrace/bpf/dt_bpf_spec.h):
 *
 *	speculation()	dt_spec_alloc(nspec): the ID of a FREE speculation,
 *			now ACTIVE, or 0 (a failed speculation, counted)
 *	speculate(id)	records id; at the clause's end, before the record
 *			is written, dt_spec_reserve(id, size, specsize)
 *			checks that id is ACTIVE and has room (else the
 *			record is not written: a speculative drop if it was
 *			room), and gives the generation to record
 *	commit(id)	dt_spec_finish(id, nspec, 1): ACTIVE -> COMMITTING,
 *	discard(id)	or DISCARDING; the record holds id and generation;
 *			an id beyond nspec is an illegal operation
 *
 * The checks run at the clause's end rather than at speculate() so that
 * the state is read as close as possible to the write it allows.
 */
#include "dt_impl.h"
#include "cg/dt_cg.h"
#include "bpf/dt_bpf_spec.h"

#define R(n)	BPF_REG_##n

/* speculation(): a new slot holding the ID, or 0 */
int
dt_cg_spec_alloc(dt_cg_t *cg)
{
	int s = dt_cg_newslot(cg);

	dt_cg_loadimm(cg, R(1), cg->cg_dtp->dt_opts.nspec);
	dt_cg_libcall(cg, "dt_spec_alloc");
	dt_cg_st(cg, s, R(0));
	return s;
}

/* Store the ID argument of act into its record word; leave it in r1. */
static void
dt_cg_spec_id(dt_cg_t *cg, const dt_action_t *act)
{
	int s = dt_cg_value(cg, act->act_node->dn_args);

	dt_cg_ld(cg, R(1), s);
	dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, R(9), R(1),
	    (int16_t)(cg->cg_recoff + act->act_vals[0].rv_off)));
	dt_cg_freeslot(cg, s);
}

/* speculate(id), commit(id), discard(id) */
void
dt_cg_spec_action(dt_cg_t *cg, const dt_action_t *act)
{
	uint32_t ok;

	dt_cg_spec_id(cg, act);
	if (act->act_kind == DT_ACT_SPECULATE)
		return;		/* the rest at the clause's end */
	ok = dt_cg_newlabel(cg);
	dt_cg_loadimm(cg, R(2), cg->cg_dtp->dt_opts.nspec);
	dt_cg_emit(cg, BPF_MOV64_IMM(R(3), act->act_kind == DT_ACT_COMMIT));
	dt_cg_libcall(cg, "dt_spec_finish");
	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JSGE, R(0), 0, 0), ok);
	dt_cg_raise(cg, DT_FLT_ILLOP, -1);
	dt_cg_setlabel(cg, ok);
	dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, R(9), R(0),
	    (int16_t)(cg->cg_recoff + act->act_vals[1].rv_off)));
}

/*
 * Before a clause's record is written: if the clause speculated, jump to
 * skip unless dt_spec_reserve() finds room in an active speculation, and
 * record the speculation's generation.  A speculate() inside an if/else
 * branch not taken leaves the record an ordinary one.
 */
void
dt_cg_spec_output(dt_cg_t *cg, const dt_clause_t *cl, uint32_t skip)
{
	const dt_action_t *a;
	uint32_t plain;
	int16_t rec = (int16_t)cg->cg_recoff;

	for (a = cl->cl_actions; a != NULL; a = a->act_next)
		if (a->act_kind == DT_ACT_SPECULATE)
			break;
	if (a == NULL)
		return;
	plain = dt_cg_newlabel(cg);
	if (a->act_condoff != 0) {
		dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, R(0), R(9),
		    rec + (int16_t)a->act_condoff));
		dt_cg_goto(cg, BPF_JMP_IMM(BPF_JEQ, R(0), 0, 0), plain);
	}
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, R(1), R(9),
	    rec + (int16_t)a->act_vals[0].rv_off));
	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JEQ, R(1), 0, 0), skip);
	dt_cg_emit(cg, BPF_MOV64_IMM(R(2), (int32_t)cl->cl_recsize));
	dt_cg_loadimm(cg, R(3), cg->cg_dtp->dt_opts.specsize);
	dt_cg_libcall(cg, "dt_spec_reserve");
	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JEQ, R(0), 0, 0), skip);
	dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, R(9), R(0),
	    rec + (int16_t)a->act_vals[1].rv_off));
	dt_cg_setlabel(cg, plain);
}
