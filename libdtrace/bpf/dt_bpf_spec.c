/*
 * dt_bpf_spec.c -- speculation(), and the state changes behind speculate(),
 * commit() and discard() (see dt_bpf_spec.h for the states, dt_cg_spec.c
 * for the code that calls these).  Included by dt_bpflib.c.
 */
#include "dt_bpf_spec.h"

extern struct { int dummy; } dt_specs;	/* the linker makes it the map */

static void *(*const bpf_map_lookup_elem)(void *map, const void *key) =
    (void *)1;

static __attribute__((always_inline)) struct dt_spec_ent *
dt_spec_ent(uint64_t id)
{
	unsigned int key = (unsigned int)id;

	if (id >> 32)
		return 0;
	return bpf_map_lookup_elem(&dt_specs, &key);
}

static __attribute__((always_inline)) void
dt_spec_count(int which)
{
	uint64_t *c = (uint64_t *)dt_spec_ent(0);

	if (c != 0)
		__sync_fetch_and_add(&c[which], 1);
}

/*
 * speculation(): claim the first FREE entry of 1..nspec and return its ID;
 * if none is free, count the failure (busy if some entry waits for the
 * consumer, as DTrace tells them apart) and return 0.
 *
 * One ID a step of a bpf_loop(), which the verifier checks once: as a
 * flat loop it walked the body for every ID, and 6.1's verifier refused
 * the program ("the sequence of 8193 jumps is too complex").
 */
struct dt_spec_scan {
	uint64_t nspec, busy, found;
};

static __attribute__((noinline)) long
dt_spec_try(uint64_t i, void *arg)
{
	struct dt_spec_scan *sc = arg;
	unsigned int id = (unsigned int)i + 1;
	struct dt_spec_ent *se;
	uint64_t old;

	if (id > sc->nspec)
		return 1;
	se = bpf_map_lookup_elem(&dt_specs, &id);
	if (se == 0)
		return 1;
	old = __sync_val_compare_and_swap(&se->se_state, DT_SPEC_FREE,
	    DT_SPEC_ACTIVE);
	if (old == DT_SPEC_FREE) {
		se->se_bytes = 0;
		__sync_fetch_and_add(&se->se_gen, 1);
		sc->found = id;
		return 1;
	}
	sc->busy |= old ^ DT_SPEC_ACTIVE;	/* committing, discarding */
	return 0;
}

DT_BPF_FUNC uint64_t
dt_spec_alloc(uint64_t nspec)
{
	struct dt_spec_scan sc = { nspec, 0, 0 };

	bpf_loop(DT_SPEC_MAXNSPEC, dt_spec_try, &sc, 0);
	if (sc.found != 0)
		return sc.found;
	dt_spec_count(sc.busy ? DT_SPEC_BUSY : DT_SPEC_UNAVAIL);
	return 0;
}

/*
 * Room for a speculative record of size bytes in speculation id: returns
 * the speculation's generation for the record, or 0 if the record is not
 * to be written: id is no active speculation (DTrace drops such data
 * silently), or the record would take the speculation beyond specsize (a
 * speculative drop).
 */
DT_BPF_FUNC uint64_t
dt_spec_reserve(uint64_t id, uint64_t size, uint64_t specsize)
{
	struct dt_spec_ent *se = dt_spec_ent(id);
	uint64_t gen, used;

	if (id == 0 || se == 0 || se->se_state != DT_SPEC_ACTIVE)
		return 0;
	gen = se->se_gen;
	used = __sync_fetch_and_add(&se->se_bytes, size);
	if (used + size > specsize) {
		__sync_fetch_and_add(&se->se_bytes, -size);
		dt_spec_count(DT_SPEC_DROPS);
		return 0;
	}
	return gen;
}

/*
 * commit() and discard(): an ID beyond nspec is an illegal operation (-1);
 * 0 and a speculation that is not active are ignored (0).  Otherwise the
 * speculation becomes COMMITTING or DISCARDING and its generation is
 * returned, for the record that tells the consumer.
 */
DT_BPF_FUNC int64_t
dt_spec_finish(uint64_t id, uint64_t nspec, uint64_t commit)
{
	struct dt_spec_ent *se;

	if (id > nspec)
		return -1;
	if (id == 0 || (se = dt_spec_ent(id)) == 0)
		return 0;
	if (__sync_val_compare_and_swap(&se->se_state, DT_SPEC_ACTIVE,
	    commit ? DT_SPEC_COMMITTING : DT_SPEC_DISCARDING) !=
	    DT_SPEC_ACTIVE)
		return 0;
	return (int64_t)se->se_gen;
}
