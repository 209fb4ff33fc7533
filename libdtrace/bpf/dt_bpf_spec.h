/*
 * dt_bpf_spec.h -- the dt_specs map, shared by the BPF side of
 * speculations (dt_bpf_spec.c, dt_cg_spec.c) and the consumer (dt_spec.c).
 *
 * dt_specs is an array of nspec + 1 entries of struct dt_spec_ent, mmap'd
 * by the consumer.  Entry 0 counts what went wrong, for the consumer to
 * report as DTrace does; entry id (1..nspec) is speculation id:
 *
 *	FREE --speculation()--> ACTIVE --commit()--> COMMITTING --+
 *	  ^                          \--discard()--> DISCARDING --+
 *	  +------- the consumer, once it has drained the records ---+
 *
 * Only speculation() leaves FREE, only commit() and discard() leave ACTIVE
 * (each with a compare-and-swap, so exactly one wins), and only the
 * consumer leaves COMMITTING and DISCARDING: each state has one writer.
 * A speculation that is COMMITTING or DISCARDING is "busy": speculation()
 * cannot have it until the consumer has drained it.
 *
 * Each allocation bumps the entry's generation; speculative records and
 * commit/discard records carry it, so that the consumer never mixes the
 * records of one use of an ID with those of the next.
 */
#ifndef DT_BPF_SPEC_H
#define DT_BPF_SPEC_H

#define DT_SPEC_FREE		0
#define DT_SPEC_ACTIVE		1
#define DT_SPEC_COMMITTING	2
#define DT_SPEC_DISCARDING	3

/* the counters of entry 0, by word */
#define DT_SPEC_DROPS		0	/* records beyond specsize */
#define DT_SPEC_BUSY		1	/* speculation() failed: some busy */
#define DT_SPEC_UNAVAIL		2	/* speculation() failed: all active */

/* the largest nspec: speculation() looks at every entry */
#define DT_SPEC_MAXNSPEC	1024

struct dt_spec_ent {
	uint64_t se_state;		/* DT_SPEC_* */
	uint64_t se_gen;		/* allocations so far */
	uint64_t se_bytes;		/* of records, against specsize */
	uint64_t se_pad;
};

#endif
