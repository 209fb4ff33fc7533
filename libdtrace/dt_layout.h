/*
 * dt_layout.h -- the memory the generated programs and the consumer share:
 * the fixed offsets of dt_mem, dt_global, dt_fill and dt_prows, the drop
 * counters, the activity states and the fault codes.  The code generator
 * writes these places, the consumer and the loader read them; a change here
 * is a change on both sides.
 *
 * The kernel side works on these maps (and dt_aggs, dt_dvars, dt_specs;
 * see dt_cg_agg.c, dt_cg_dvar.c, dt_cg_spec.c):
 *   dt_mem     array, one entry a CPU: probe arguments, clause-local
 *              (this->) variables, temporary strings, the record being
 *              built;
 *   dt_global  array, 1 entry: the activity state, tick deadlines, global
 *              variables (read and written in place through a direct value
 *              pointer, BPF_PSEUDO_MAP_VALUE, kernel >= 5.2);
 *   dt_strtab  array, 1 entry: string constants (literals, probe names);
 *   dt_buffers perf event array: one BPF-output perf ring per CPU, the
 *              principal buffers.
 */
#ifndef DT_LAYOUT_H
#define DT_LAYOUT_H

#include <stdint.h>

/* Activity states kept at dt_global offset 0 (cf. DTrace's dtrace_activity) */
enum { DT_ACT_INACTIVE = 0, DT_ACT_ACTIVE = 1, DT_ACT_DRAINING = 2 };

/* Fault codes, numbered as DTrace's DTRACEFLT_* */
enum {
	DT_FLT_BADADDR = 1, DT_FLT_BADALIGN = 2, DT_FLT_ILLOP = 3,
	DT_FLT_DIVZERO = 4, DT_FLT_NOSCRATCH = 5, DT_FLT_KPRIV = 6,
	DT_FLT_UPRIV = 7, DT_FLT_TUPOFLOW = 8, DT_FLT_BADSTACK = 9,
	DT_FLT_BADSIZE = 10, DT_FLT_BADINDEX = 11
};

/* dt_prows: a row per probe sharing a program (cg/dt_share.c), indexed
   by its cookie */
#define DT_ROW_ID	0	/* u32 probe id */
#define DT_ROW_NAMES	4	/* u32 x 4: provider, module, function and
				   name, as offsets in dt_pnames */
#define DT_ROW_ARG	24	/* u64 the probe's pr_arg */
#define DT_ROW_EPIDS	32	/* u32 EPID of each of its clauses */
/* dt_pnames: the bytes of a late row's four names (dt_late_share.c) */
#define DT_LATE_NAMESLOT	256

/* A string buffer: strbytes (strsize + 1), padded to whole 8-byte words
   so that string comparison can read words (dt_cg_strcmp). */
#define DT_STRBUF(dtp)	((uint32_t)(((dtp)->dt_opts.strbytes + 7) & ~7ULL))

/* dt_mem layout, fixed offsets (bytes) */
#define DT_MEM_ARGS	0	/* arg0..arg9 */
#define DT_MEM_NARGS	10
#define DT_MEM_FAULT	80	/* pc, fault, addr, clause */
#define DT_MEM_SCRATCH	112	/* 16 bytes for small reads */
#define DT_MEM_KEY	128	/* 8 bytes */
#define DT_MEM_ARGSAVE	136	/* arg0..arg5 while ERROR clauses run */
#define DT_MEM_TSTAMP	184	/* this firing's timestamp, 0 until read
				   (dt_cg_clause.c: dt_cg_timestamp) */
					/* 192..199 unused */
#define DT_MEM_BUSY	200	/* a program is running in this element
				   (dt_cg_clause.c: dt_cg_prologue) */
#define DT_MEM_LEVELS	4	/* elements a CPU: programs nested in
				   interrupts (task, softirq, hardirq, NMI) */
#define DT_MEM_FIXED	208	/* then: this-> vars, tstrings, record */
/* temporary strings in dt_mem, each reserved while a value is in it
   (dt_cg_tstr.c): 16 string buffers, about 4 KiB a CPU by default, 64 KiB at
   the largest strsize; at most 32 (a bit each in cg_tstrused) */
#define DT_NTSTRINGS	16

/* after every other area (cg_kfnoff): a kernel function's argument
   registers and its return value, as a kprobe trampoline copies them
   (dt_kfn_kprobe.c) */
#define DT_KFN_NARGS	6
#define DT_KFN_RVAL	(8 * DT_KFN_NARGS)
#define DT_KFN_COPYSIZE	(DT_KFN_RVAL + 8)

/* dt_drops: per-CPU drop counters, by kind */
enum { DT_DROP_PRINCIPAL, DT_DROP_AGG, DT_DROP_NKINDS };
/* The kinds of drops DTrace reports, as -x droptags names them. */
typedef enum dt_dropkind {
	DT_DROPTAG_PRINCIPAL, DT_DROPTAG_AGGREGATION, DT_DROPTAG_DYNAMIC,
	DT_DROPTAG_SPEC, DT_DROPTAG_SPECBUSY, DT_DROPTAG_SPECUNAVAIL
} dt_dropkind_t;
/* dt_fill, a per-CPU array of one element: bufpolicy=fill's state */
#define DT_FILL_USED	0	/* bytes this CPU recorded (dt_cg_buf.c) */
#define DT_FILL_FULL	8	/* this CPU's buffer is full */
#define DT_FILL_SIZE	16

/* dt_global layout */
#define DT_GLOB_STATE	0
#define DT_GLOB_DVDROPS	8	/* dynamic variable drops (u64) */
#define DT_GLOB_FILLED	16	/* fill: some CPU's buffer is full */
#define DT_GLOB_EXITVAL	24	/* the first exit()'s status */
#define DT_GLOB_FIXED	32	/* then per-probe words, then globals */

#endif
