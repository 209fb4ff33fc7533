/*
 * dt_program.h -- a compiled program, as the checker lays it out and the
 * code generator and the consumer read it: the clauses and their actions,
 * each action's values in the record (the record's layout, which the
 * consumer reads through its EPID), the aggregation variables, the
 * identifiers and the translators.
 */
#ifndef DT_PROGRAM_H
#define DT_PROGRAM_H

#include <stdbool.h>
#include <stdint.h>

#include "parse/dt_ast.h"
#include "types/dt_type.h"
#include "check/dt_printf.h"
#include "dt_provider.h"

/* --- compiled programs ---------------------------------------------- */
enum {
	DT_ACT_TRACE = 1, DT_ACT_PRINTF, DT_ACT_EXIT, DT_ACT_AGG,
	DT_ACT_PRINTA, DT_ACT_SETOPT,
	DT_ACT_TRACEMEM, DT_ACT_PRINT,	/* printed by dt_print.c */
	DT_ACT_PCAP,			/* printed or saved by dt_pcap.c */
	/* carried out by the consumer (dt_consume_act.c) */
	DT_ACT_SYSTEM, DT_ACT_FREOPEN, DT_ACT_FTRUNCATE,
	/* carried out in the kernel, record nothing (dt_cg_act.c) */
	DT_ACT_RAISE, DT_ACT_STOP, DT_ACT_COPYOUT, DT_ACT_COPYOUTSTR,
	/* speculations (dt_cg_spec.c, dt_spec.c) */
	DT_ACT_SPECULATE, DT_ACT_COMMIT, DT_ACT_DISCARD,
	/* on an aggregation, applied by the consumer (dt_agg_act.c) */
	DT_ACT_CLEAR, DT_ACT_TRUNC, DT_ACT_NORMALIZE, DT_ACT_DENORMALIZE
};

/* Aggregating functions (dt_agg.c) */
enum {
	DT_AGG_COUNT = 1, DT_AGG_SUM, DT_AGG_AVG, DT_AGG_MIN, DT_AGG_MAX,
	DT_AGG_STDDEV, DT_AGG_QUANTIZE, DT_AGG_LQUANTIZE, DT_AGG_LLQUANTIZE
};

/* quantize(): 63 negative buckets, zero, 63 positive (DTrace's layout) */
#define DT_QUANTIZE_NBUCKETS	127
#define DT_QUANTIZE_ZEROBUCKET	63

/*
 * An aggregation variable.  In the kernel its entries live in the dt_aggs
 * per-CPU hash: key = u32 ag_id, u32 0, then the tuple (integers as
 * 8-byte normalised values, strings as zero-padded string buffers); value
 * = ag_nvals 64-bit words whose meaning depends on the function (see
 * dt_agg.c).  The consumer adds up the CPUs' values.
 */
typedef struct dt_aggvar {
	const char *ag_name;		/* without the @; "" for plain @ */
	uint32_t ag_id;			/* 1, 2, ... in order of first use */
	int ag_func;			/* DT_AGG_* */
	int ag_nkeys;
	dt_type_t **ag_keytypes;
	uint32_t *ag_keyoffs;		/* of each key, after the id word */
	uint32_t ag_keysize;		/* bytes of tuple */
	uint32_t *ag_keystr;		/* a string key's bytes, as an
					   associative array's di_keystr */
	uint32_t ag_nvals;		/* value words */
	int64_t ag_params[4];		/* lquantize: base, step, levels;
					   llquantize: factor, lmag, hmag,
					   steps */
	bool ag_printed;		/* printa() has shown it */
	uint64_t ag_normal;		/* normalize(): values print divided
					   by it (0 or 1: not normalized) */
	int ag_line;			/* where first used, for messages */
	struct dt_aggvar *ag_next;
} dt_aggvar_t;

typedef struct dt_recval {		/* one value in a record */
	uint32_t rv_off;		/* from the record's start */
	uint32_t rv_size;
	dt_type_t *rv_type;
} dt_recval_t;

typedef struct dt_action {
	int act_kind;
	dt_node_t *act_node;		/* the call */
	dt_pfprog_t *act_pf;		/* printf, printa with a format */
	dt_aggvar_t *act_agg;		/* aggregation, printa, clear, ... */
	dt_aggvar_t **act_aggs;		/* printa: all its aggregations */
	int act_naggs;
	const char *act_opt, *act_optval;	/* setopt (value or NULL) */
	int act_nvals;
	dt_recval_t *act_vals;
	uint32_t act_condoff;		/* inside if/else: the record's word
					   that says it ran; else 0 */
	bool act_restore;		/* freopen(""): back to the output
					   tracing started with */
	struct dt_action *act_next;
} dt_action_t;

#define DT_REC_HDRSIZE	16	/* u32 epid, u32 reserved, u64 timestamp */

typedef struct dt_clause {
	int cl_index;			/* the N of dt_clause_N */
	dt_node_t *cl_node;
	dt_action_t *cl_actions;
	uint32_t cl_recsize;		/* header + values, 8-aligned */
	int cl_nmatched;
	int cl_lastfield;		/* see dt_pdesc_split */
	int cl_nargs;			/* arg0..argN-1 it uses (N <= 10) */
	bool cl_kstack;			/* takes kernel stack frames: stack(),
					   caller, stackdepth */
	bool cl_self;			/* reads or writes a self-> scalar */
} dt_clause_t;

typedef struct dt_epid {
	dt_clause_t *ep_clause;
	dt_probe_t *ep_probe;
} dt_epid_t;

#define DT_EPID_ERROR	0xffffffffu	/* record of a run-time fault */

/* Variables (dt_ident.c) */
enum { DT_ID_BUILTIN = 1, DT_ID_GLOBAL, DT_ID_THIS, DT_ID_CONST, DT_ID_DVAR,
	DT_ID_INLINE };

typedef struct dt_ident {
	const char *di_name;
	int di_kind;
	int di_builtin;			/* DT_BI_* for builtins */
	dt_type_t *di_type;
	uint32_t di_off;		/* global: in dt_global; this: in dt_mem */
	int64_t di_value;		/* constants */
	bool di_declared;		/* declared (not just implicitly made) */
	uint8_t di_alloca;		/* holds alloca()'d pointers or not
					   (dt_check_alloca.c), 0 unknown */
	/*
	 * A dynamic variable (DT_ID_DVAR): a thread-local self-> variable or
	 * an associative array (global or self->), kept in the dt_dvars hash
	 * (see dt_cg_dvar.c).  di_nkeys is 0 for a self-> scalar, -1 for an
	 * associative array whose key signature is not known yet.
	 */
	uint32_t di_id;			/* in the key, 1, 2, ... */
	bool di_tls;			/* self->: keyed by thread too */
	bool di_taskstore;		/* a self-> scalar in dt_tls, at
					   di_tlsoff (dt_tls.c) */
	uint32_t di_tlsoff;
	int di_nkeys;
	dt_type_t **di_keytypes;
	uint32_t *di_keyoffs;		/* of each key, in the tuple */
	uint32_t di_keysize;		/* bytes of tuple */
	uint32_t *di_keystr;		/* a string key's bytes, NUL included:
					   the longest any use may put there
					   (dt_chk_strbound; 0: no use yet),
					   laid out by dt_chk_dvar_layout */
	/* an inline (DT_ID_INLINE): its expression as parsed, never checked
	   itself; each use checks a copy (dt_xlate.c) */
	struct dt_node *di_inline;
	struct dt_node *di_iparams;	/* an inline array's parameters:
					   DT_N_TYPENAME, dn_str the name */
	const char *di_file;		/* ... declared in this D library */
	struct dt_ident *di_next;
} dt_ident_t;

/*
 * A translator (dt_xlate.c): "translator dx_out < dx_in name > { ... }".
 * dx_node is the declaration as parsed; its member expressions are copied
 * for each use.  A D library's translators are checked at their first
 * use (dx_in is NULL until then), so that a library over kernel types
 * reads BTF only for a script that uses it.
 */
typedef struct dt_xlator {
	struct dt_node *dx_node;
	dt_type_t *dx_out;		/* a struct or union */
	dt_type_t *dx_in;		/* NULL until checked */
	const char *dx_param;		/* the input's name in the members */
	const char *dx_file;		/* declared in this D library, or NULL */
	struct dt_xlator *dx_next;
} dt_xlator_t;

/*
 * Keys of an associative array: DTrace's tuple registers (DIF_DTR_NREGS).
 * More is its code generator's "Insufficient registers to generate code".
 */
#define DT_DVAR_MAXKEYS	8

#endif
