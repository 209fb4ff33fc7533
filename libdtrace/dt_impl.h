/*
 * dt_impl.h -- the inside of a dtrace handle, shared by the engine's modules.
 *
 * One handle holds: the options; the type table; the probe table and the
 * providers that fill it; the compiled program (clauses, their record
 * layouts, the identifiers they use); the kernel objects made from it (maps,
 * one BPF program per enabled probe or group of probes sharing one, the
 * perf events and links that attach them); and
 * the consumer's per-CPU buffers.  dt_close() releases all of it on every
 * path (see dt_load_teardown).
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
#ifndef DT_IMPL_H
#define DT_IMPL_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <sys/types.h>
#include <linux/bpf.h>

#include "dtrace.h"
#include "parse/dt_arena.h"
#include "parse/dt_ast.h"
#include "cg/dt_asm.h"
#include "types/dt_type.h"
#include "check/dt_printf.h"
#include "parse/dt_pcb.h"
#include "consume/dt_buf.h"

struct dt_cg;
struct dt_probe;
struct bpf_prog_load_opts;

/* Activity states kept at dt_global offset 0 (cf. DTrace's dtrace_activity) */
enum { DT_ACT_INACTIVE = 0, DT_ACT_ACTIVE = 1, DT_ACT_DRAINING = 2 };

/* Fault codes, numbered as DTrace's DTRACEFLT_* */
enum {
	DT_FLT_BADADDR = 1, DT_FLT_BADALIGN = 2, DT_FLT_ILLOP = 3,
	DT_FLT_DIVZERO = 4, DT_FLT_NOSCRATCH = 5, DT_FLT_KPRIV = 6,
	DT_FLT_UPRIV = 7, DT_FLT_TUPOFLOW = 8, DT_FLT_BADSTACK = 9,
	DT_FLT_BADSIZE = 10, DT_FLT_BADINDEX = 11
};

/* --- options -------------------------------------------------------- */
#define DT_PRINTSIZE_DEFAULT	8192	/* print()'s bytes, as DTrace's */

/* the oformat option's values (dt_json.c writes the JSON) */
enum { DT_OFORMAT_TEXT, DT_OFORMAT_JSON };

typedef struct dt_opts {
	bool quiet, flowindent, errtags, defaultargs, bpflog, zdefs;
	bool destructive, cpp, verbose;
	bool aggsortkey, aggsortrev;	/* aggregation output order */
	bool aggpercpu;			/* and each CPU's value too */
	bool temporal;			/* fill, ring: records in time order */
	bool rawbytes;			/* trace(): every value as hex bytes */
	uint64_t oformat;		/* DT_OFORMAT_*: text or
					   JSON lines */
	uint64_t bufpolicy;		/* DT_BUFPOLICY_* (dt_buf.h) */
	uint64_t bufresize;		/* DT_BUFRESIZE_* */
	uint64_t aggsortpos;		/* multi-aggregation printa(): the
					   aggregation sorted on first */
	uint64_t aggsortkeypos;		/* the key sorted on first */
	uint64_t bufsize;	/* principal buffer size per CPU */
	uint64_t strbytes;	/* bytes a string takes: the strsize
				   option's characters and the NUL, as in
				   Oracle's DTrace (illumos counts the NUL
				   in strsize) */
	uint64_t switchrate;	/* ns between buffer reads */
	uint64_t maxrecsize;	/* largest record a clause may write */
	uint64_t dynvarsize;	/* bytes of dynamic variable space */
	uint64_t aggsize;	/* bytes of aggregation entries; 0: unset */
	uint64_t nspec;		/* speculations at once */
	uint64_t specsize;	/* bytes of records a speculation holds */
	uint64_t cleanrate;	/* ns between drains of finished ones */

	/* consumer, process control and the preprocessor (dt_options.c) */
	int64_t cpu;		/* trace only on this CPU; -1: every CPU */
	uint64_t statusrate;	/* ns between status checks (drops) */
	uint64_t evaltime;	/* DT_EVAL_*: where -c holds its command */
	uint64_t bpflogsize;	/* bytes of verifier log; 0: default */
	uint64_t lockmem;	/* RLIMIT_MEMLOCK to set at go; 0: leave */
	bool argref;		/* an unused last macro argument is fine */
	bool droptags;		/* drop messages tagged with their kind */
	bool empty;		/* a program with no clause is no D_EMPTY */
	bool quietresize, noresolve;
	/* stacks (dt_check_stack.c, dt_consume_stack.c); 0: default */
	uint64_t stackframes, ustackframes, jstackframes, maxframes;
	uint64_t stackindent;
	/* ustack()'s unwinding (our options, DTrace has none): the mode
	   (DT_USTACK_*) and the bytes of user stack a DWARF record copies */
	uint64_t ustackmode, ustackdwarfsize;
	bool mangled;		/* user C++ names as their symbols (macOS's
				   option; dt_usym.c) */
	/* what print() and pcap() record at most (dt_pcapsize); kept
	   (scratchsize); aggrate's period, 0 unset (dt_agg_rate.c) */
	uint64_t printsize, pcapsize, scratchsize, aggrate;
	uint64_t linkmode;	/* kernel, primary, dynamic, static: 0-3 */
	uint64_t tree;		/* parse trees to print (dt_tree.c) */
	char **cppargv;		/* -D -U -I -H cppargs, in order; owned */
	int cppargc;
	char *cpppath;		/* cpp to run; NULL: "cpp" from $PATH */
	const char *cppstd;	/* -X: -std=c99 or -traditional-cpp */
} dt_opts_t;

/* ustackmode: see dt_check_stack.c */
enum { DT_USTACK_AUTO, DT_USTACK_FP, DT_USTACK_DWARF };

/* evaltime: where a -c command is held while the probes are put in place */
enum { DT_EVAL_EXEC, DT_EVAL_PREINIT, DT_EVAL_POSTINIT, DT_EVAL_MAIN };

/* --- providers and probes ------------------------------------------- */

/* Stability levels and dependency classes, as DTrace names them. */
enum { DT_STAB_INTERNAL, DT_STAB_PRIVATE, DT_STAB_OBSOLETE, DT_STAB_EXTERNAL,
	DT_STAB_UNSTABLE, DT_STAB_EVOLVING, DT_STAB_STABLE, DT_STAB_STANDARD };
enum { DT_CLASS_UNKNOWN, DT_CLASS_CPU, DT_CLASS_PLATFORM, DT_CLASS_GROUP,
	DT_CLASS_ISA, DT_CLASS_COMMON };

typedef struct dt_attr {
	uint8_t at_name, at_data, at_class;	/* names, semantics, class */
} dt_attr_t;

enum { DT_ATTR_PROV, DT_ATTR_MOD, DT_ATTR_FUNC, DT_ATTR_NAME, DT_ATTR_ARGS };

/*
 * What args[i] of a probe is: ad_mapping says which argN it is computed
 * from, whose C type (as D spells it: "int", "const char *", "struct
 * task_struct *") is ad_native; if the provider translates its arguments
 * (proc, sched, io, USDT's "probe p(struct conn *c) : (conninfo_t *c)"),
 * args[i] is xlate<ad_xlate>((ad_native)argN), else (ad_native)argN.
 * ad_user says argN is a pointer into the traced process (usdt): the
 * string stringof() or printf's %s reads from it is the user's.
 * The strings live as long as the probe.
 */
typedef struct dt_argdesc {
	const char *ad_native;
	const char *ad_xlate;		/* or NULL: not translated */
	int ad_mapping;
	bool ad_user;
} dt_argdesc_t;

typedef struct dt_provops {
	const char *po_name;
	/* its probes are listed from tracefs: without it, it has none */
	bool po_tracefs;
	/* its probes are listed from the kernel's BTF: without it, none */
	bool po_btf;
	/* stability of the provider, module, function and name fields, and
	   of the arguments: 5 entries indexed by DT_ATTR_* */
	const dt_attr_t *po_attr;
	/* add the probes this provider always lists (dt_probe.c: when a
	   description could match one, or all of them for dtrace -l) */
	int (*po_populate)(dtrace_hdl_t *);
	/*
	 * Whether populate could make a probe matching a description's four
	 * fields (globs and all), told without making them; called only
	 * when the provider field matches po_name.  False only when none
	 * could match (a wrong false loses probes).  NULL: it could.
	 */
	bool (*po_may_list)(dtrace_hdl_t *, char *const fld[4]);
	/* create probes a description names that populate did not (e.g.
	   profile-1234, pid1234:a.out:main:entry); called with the four
	   fields of every description (globs and all); 0 if none created,
	   -1 on error */
	int (*po_provide)(dtrace_hdl_t *, const char *prov, const char *mod,
	    const char *fun, const char *name);
	enum bpf_prog_type po_progtype;
	/* the expected attach type to load programs with (NULL: none) */
	uint32_t (*po_attach_type)(dtrace_hdl_t *);
	/*
	 * Before an enabled probe's program is generated: choose how it will
	 * attach where the provider has more than one way (fbt: fentry, else
	 * a kprobe); may point pr_ops at a variant of the same provider
	 * whose program type and trampoline fit.  Called again for the same
	 * probe, it keeps its choice.  NULL: nothing to choose.
	 */
	void (*po_prepare)(dtrace_hdl_t *, struct dt_probe *);
	/*
	 * The probe's own load options (fentry: the traced function's BTF
	 * id and the attach type), or -1 with the handle's error set if the
	 * probe cannot be enabled on this kernel.  NULL: po_attach_type.
	 */
	int (*po_load_opts)(dtrace_hdl_t *, const struct dt_probe *,
	    struct bpf_prog_load_opts *);
	/* emit the code that stores the probe's arguments into dt_mem */
	void (*po_trampoline)(struct dt_cg *, struct dt_probe *);
	/* attach a loaded program; record what to close in the probe */
	int (*po_attach)(dtrace_hdl_t *, struct dt_probe *, int progfd);
	/* the stability attributes of one probe (5, as po_attr), for a
	   provider whose probes differ (usdt: each provider's DOF); NULL
	   (the hook or its result): po_attr */
	const dt_attr_t *(*po_probe_attr)(const struct dt_probe *);
	/* the type of a probe's args[i] (-l -v), or NULL: none known */
	const char *(*po_argtype)(const struct dt_probe *, int i);
	/*
	 * args[i] of a probe, for the D compiler (NULL hook: args[] is not
	 * typed; false: no args[i]): see dt_argdesc_t.
	 */
	bool (*po_argdesc)(dtrace_hdl_t *, const struct dt_probe *, int i,
	    struct dt_argdesc *);
	/* release what the provider holds for all its probes (or NULL) */
	void (*po_teardown)(dtrace_hdl_t *);
	/*
	 * Probes that may share one program (dt_share.c), or NULL: whether
	 * this probe may, and attaching a loaded program to n such probes,
	 * each told apart at run time by its pr_row as the attachment's
	 * cookie; what to close is recorded in probes[0].
	 */
	bool (*po_shareable)(dtrace_hdl_t *, const struct dt_probe *);
	int (*po_attach_shared)(dtrace_hdl_t *, struct dt_probe *const *probes,
	    int n, int progfd);
	/*
	 * A user probe's object: the file its instruction is in, as the
	 * kernel opens it (ustack() looks at how it was built,
	 * dt_cg_stack.c).  NULL (or no hook): not a uprobe; a provider with
	 * the hook gives its programs the user pt_regs as their context.
	 */
	const char *(*po_uobject)(const struct dt_probe *);
	/*
	 * Whether ustack() at this probe must add the caller's frame, the
	 * return address at the user stack pointer (or NULL: never): the
	 * probe is at a function's first instruction, before it has a frame
	 * of its own, where the kernel's frame-pointer walk misses its
	 * caller (dt_uprobe_ustack_caller).
	 */
	bool (*po_ustack_caller)(const struct dt_probe *);
} dt_provops_t;

/* the syscall provider's dispatchers (dt_prov_syscall.c), per direction */
typedef struct dt_syscall_state {
	int sc_progs[2];		/* prog arrays by syscall number */
	int sc_link[2];			/* raw tracepoint attachments */
	uint32_t sc_nenabled[2];	/* enabled probes per direction, */
	uint32_t sc_countedat[2];	/* counted at these dt_nprobes and
					   dt_nclauses */
} dt_syscall_state_t;

/* the lockstat provider's contention state (dt_prov_lockstat.c) */
typedef struct dt_lockstat_state {
	int ls_map;			/* dt_lockstat: contention begins */
	int ls_link;			/* the recorder on contention_begin */
	int ls_progs;			/* the probes' programs by class */
	int ls_endlink;			/* their dispatcher on contention_end */
} dt_lockstat_state_t;

#define DT_PROBE_MAXFDS	512

typedef struct dt_probe {
	uint32_t pr_id;
	const dt_provops_t *pr_ops;
	char *pr_prov, *pr_mod, *pr_func, *pr_name;
	uint64_t pr_arg;		/* provider's own datum (e.g. period) */
	void *pr_data;			/* provider's own, free()d with it */
	/* enabling */
	struct dt_clause **pr_clauses;	/* matching clauses, program order */
	uint32_t *pr_epids;		/* EPID of each (clause, probe) */
	int pr_nclauses;
	int pr_progfd;
	int *pr_fds;			/* perf events attaching the program */
	int pr_nfds;
	uint32_t pr_globoff;		/* per-probe word in dt_global (tick) */
	dt_prog_t pr_bpf;		/* generated program */
	struct dt_share *pr_share;	/* the probes sharing its program, or
					   NULL: its own (dt_share.c) */
	uint32_t pr_row;		/* then its row in dt_prows: cookie */
	bool pr_gone;			/* its process went away: detached,
					   kept for the records it made,
					   found by no lookup (a new process
					   with its pid gets new probes) */
	uint32_t pr_hash;		/* of its four names (dt_probe.c) */
	struct dt_probe *pr_hnext;	/* in its dt_phash chain */
} dt_probe_t;

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

/* --- the handle ----------------------------------------------------- */
struct dtrace_hdl {
	dt_opts_t dt_opts;
	dt_arena_t *dt_arena;		/* handle lifetime: types, idents */
	dt_typetab_t dt_types;
	char dt_errmsg[2048];
	const char *dt_errtag;	/* DTrace's tag of dt_errmsg (D_PROC_OFF),
				   NULL if it has none of its own */

	/* probes */
	dt_probe_t **dt_probes;		/* indexed by id - 1 */
	uint32_t dt_nprobes, dt_capprobes;
	dt_probe_t **dt_phash;		/* the probes by name: dt_phashsize
					   chains (a power of 2) */
	uint32_t dt_phashsize;
	bool dt_provided_all;		/* every provider made all it can
					   (dt_probe_provide_all) */
	const dt_provops_t **dt_provs;
	int dt_nprovs;
	int dt_npopulated;		/* dt_provs[0 ..) have populated */
	bool dt_populating;		/* one of them is populating now */
	int dt_tracefs_errno;	/* why tracefs is not there, or 0 */

	/* the program */
	dt_arena_t *dt_carena;		/* compile lifetime: AST */
	dt_clause_t **dt_clauses;
	int dt_nclauses;
	dt_ident_t *dt_globals, *dt_thisvars, *dt_selfvars;
	dt_xlator_t *dt_xlators;	/* in declaration order */
	/* D libraries (dt_dlib.c): found at the first compile, each compiled
	   before the first program that uses it */
	char *dt_syslibdir;		/* -x syslibdir; NULL: DT_DLIBDIR */
	char **dt_libdirs;		/* -L, -x libdir, in order; owned */
	int dt_nlibdirs;
	bool dt_nolibs;			/* -x nolibs */
	bool dt_libs_loaded;
	int dt_dlibs_found;		/* libraries read from the directories */
	char *dt_dlibs_sysdir;		/* the system directory they were read
					   from (for messages); owned */
	struct dt_dlibs *dt_dlibs;	/* what was found; owned */
	uint32_t dt_ndvars;		/* dynamic variables (DT_ID_DVAR) */
	uint32_t dt_ntls;		/* of them in dt_tls (dt_tls.c) */
	uint32_t dt_dvkeysize;		/* largest dt_dvars key */
	uint32_t dt_dvvalsize;		/* largest dt_dvars value */
	uint32_t dt_dvminsize;		/* least dynvarsize for one variable */
	struct dt_probe *dt_tlsexit;	/* frees self-> vars at thread exit */
	struct dt_probe *dt_vtimesw;	/* sched_switch, for vtimestamp */
	dt_aggvar_t *dt_aggs;		/* in id order */
	uint32_t dt_naggs;
	uint32_t dt_aggkeysize;		/* largest key (id word included) */
	uint32_t dt_aggvalsize;		/* largest value, bytes */
	uint32_t dt_globsize, dt_thissize;
	dt_epid_t *dt_epids;		/* indexed by epid - 1 */
	uint32_t dt_nepids;
	uint32_t dt_capepids;	/* dt_epids' room, doubled when full */
	char *dt_strtab;		/* string constants */
	uint32_t dt_strtablen, dt_strtabcap;
	uint32_t dt_strtabnull;		/* the NULL string's offset + 1; 0:
					   none yet (dt_strtab_null) */
	bool dt_provider_build;		/* dtrace_set_provider_build() */
	int dt_macro_argc;
	char **dt_macro_argv;
	int64_t dt_target;
	struct dt_proc *dt_procs;	/* -c and -p targets (dt_proc.c) */
	int dt_nprocs;
	int8_t dt_kfeat[8];		/* dt_kfeat.c: 0 unknown, 1 yes, -1 no */
	struct dt_share *dt_shares;	/* programs shared by probes */
	uint32_t dt_nrows;		/* rows of dt_prows (probes sharing) */
	uint32_t dt_rowsize;		/* bytes of a row; 0: no sharing */
	struct usdt_cache *dt_usdtcache;	/* files the usdt provider read */
	struct usdt_warned *dt_usdtwarned;	/* what it told (usdt_warn.c) */
	struct dt_ksymtab *dt_ksyms;	/* kernel symbols (dt_ksym.c) */
	struct dt_kdata *dt_kdata;	/* kernel data symbols (dt_kdata.c) */
	struct dt_usymtab *dt_usyms;	/* processes' symbols (dt_usym.c) */
	struct dt_udwarf *dt_udwarf;	/* their unwinders (dt_ustack_dwarf.c) */
	dtrace_proc_f *dt_prochdlr;
	void *dt_prochdlr_arg;
	uint32_t dt_nskipped;		/* probes a glob matched that could
					   not be enabled (dt_skip.c) */
	char dt_skipwhy[1024];		/* why the first could not */
	char dt_warnmsg[1200];		/* dtrace_warning()'s message */
	bool dt_skipsaid;
	uint32_t dt_nunavail;		/* probes "dtrace -l" listed that
					   cannot be enabled on this kernel
					   (said by dtrace_warning()) */
	dtrace_progress_f *dt_progress;	/* dtrace_handle_progress() */
	void *dt_progress_arg;
	dt_attr_t dt_descattr;		/* minimum over the last compile */
	const char **dt_baretps;	/* the kernel's bare tracepoints, */
	size_t dt_nbaretps;		/* sorted (dt_prov_stable.c) */
	bool dt_baretps_read;
	char **dt_tpevents;		/* tracefs's events, "group\0event", */
	size_t dt_ntpevents;		/* sorted, in dt_tpeventbuf */
	char *dt_tpeventbuf;		/* (dt_prov_sdt.c) */
	int dt_pdesc_last;		/* the field a short description of
					   this compile ends at (dt_pdesc_split) */
	struct pgen_state *dt_pgen;	/* provider definitions, for -h and -G
					   (provider-gen/pgen.h) */
	uint64_t dt_walloff;		/* CLOCK_REALTIME - CLOCK_MONOTONIC */
	int dt_btf_task_pid;		/* and task_struct.pid's */
	int dt_btf_task_runtime;	/* and se.sum_exec_runtime's */
	int dt_btf_ppid_parent, dt_btf_ppid_tgid; /* task_struct offsets,
					   DT_BTF_UNLOADED, or -1 if unknown */

	/* kernel objects */
	int dt_memfd, dt_globfd, dt_strfd, dt_buffd, dt_dropsfd;
	int dt_fillfd;		/* bufpolicy=fill's state a CPU */
	int dt_aggfd, dt_aggzerofd;	/* dt_aggs, and its zero value */
	int dt_dvarfd;			/* dt_dvars */
	uint64_t dt_dvdrops;		/* dynamic variable drops reported */
	int dt_cpuinfofd;
	bool dt_speculates;		/* the program uses speculations */
	bool dt_scratch;		/* it uses scratch memory (alloca...) */
	bool dt_vtime;			/* it uses vtimestamp */
	int dt_vtimefd;			/* dt_vtime */
	int dt_tlsfd;			/* dt_tls */
	struct dt_spec *dt_spec;	/* their consumer side (dt_spec.c) */
	bool dt_kuwused;		/* code calls the user stack unwinder */
	struct dt_kuw *dt_kuw;		/* its maps (dt_kunwind.c) */
	int dt_rowsfd, dt_pnamesfd;	/* dt_prows, dt_pnames (dt_share.c) */
	uint64_t *dt_drops;		/* drops reported so far, per kind
					   (DT_DROP_*) and CPU */
	char *dt_globmap;		/* dt_global, mmap'd */
	dt_syscall_state_t dt_syscalls;
	dt_lockstat_state_t dt_lockstat;
	int dt_kfnargsfd;		/* dt_kfnargs: arguments kept from a
					   function's entry for its return,
					   made by the first probe to need
					   it (dt_kfn_kprobe.c) */
	int dt_procexitfd;		/* dt_procexit: processes whose
					   proc:::exit fired, where the
					   kernel cannot say which thread is
					   the last (dt_prov_proc.c) */
	struct dt_fbt *dt_fbt;		/* fbt's function table, read on
					   first use (dt_prov_fbt.c) */
	bool dt_cpc_listed;		/* cpc's events looked up */
	size_t dt_globmaplen;
	uint32_t dt_globbase;		/* globals' offset in dt_global:
					   after the per-probe words of the
					   probes made before tracing */
	struct usdt_reg_watch *dt_regwatch;	/* late enabling (dt_late.c) */
	uint64_t dt_regscan;		/* its last timed drain, ns */
	uint64_t dt_latesweep;		/* the last look for gone processes
					   taken in, ns (dt_late.c) */
	struct dt_lateproc *dt_lateprocs;	/* the processes it enabled */
	struct dt_bpflib *dt_bpflib;	/* the support library, parsed on
					   first link (dt_load.c) */
	struct dt_closeq *dt_closeq;	/* objects given up while tracing,
					   closed by a thread (dt_close.c) */
	struct dt_execwatch *dt_execwatch;	/* execs, for processes that
						   never register
						   (dt_late_exec.c) */
	struct dt_pidwatch *dt_pidwatch;	/* pid targets whose new
						   objects may have probes
						   (dt_late_pid.c) */
	size_t dt_npidwatch;
	uint64_t dt_pidscan;		/* their last look, ns */
	size_t dt_nlateprocs;
	uint32_t dt_strmaplen;		/* bytes of dt_strtab in the map */
	int dt_ncpus;
	struct dt_ring *dt_rings;	/* per CPU */
	int dt_epollfd;
	bool dt_loaded, dt_begun, dt_ended;
	bool dt_endfired;		/* END has run: fill and ring buffers
					   may be read (dt_buf.c) */
	bool dt_bufread;		/* and have been */
	uint64_t dt_endreserve;		/* fill: bytes kept for END records */

	bool dt_destructive;		/* the program has destructive
					   actions (dt_check_act.c) */
	bool dt_writes_user;		/* ... copyout() or copyoutstr() */

	/* consumer */
	FILE *dt_out;
	int dt_outsaved;		/* dt_out's own file while freopen()
					   points it elsewhere, or -1 */
	int dt_flowindent;		/* -F: spaces before the next name */
	uint32_t dt_flowlast;		/* -F: EPID of the last record, or 0 */
	bool dt_done;			/* exit() seen */
	bool dt_begun_output;		/* default output header printed */
	int dt_exitstatus;
	bool dt_endexit;		/* END called exit(): its status wins */
	const char *dt_exitrec;		/* while it is read, the record whose
					   exit() set the status */
	bool dt_errseen;
	uint64_t dt_laststatus;		/* last status check (dt_work.c) */
	struct dt_aggsnap *dt_aggcache;	/* aggrate's snapshot, and when */
	uint64_t dt_lastagg;		/* it was due (dt_agg_rate.c) */
};

#define DT_BTF_UNLOADED	(-2)	/* dt_cg_task.c has not looked yet */

/* dt_vtime.c: vtimestamp */
int dt_vtime_load(dtrace_hdl_t *);
void dt_vtime_teardown(dtrace_hdl_t *);
void dt_tls_layout(dtrace_hdl_t *);	/* check/dt_check_var.c */
int dt_tls_load(dtrace_hdl_t *);
void dt_tls_teardown(dtrace_hdl_t *);

/* dt_open.c */
dtrace_hdl_t *dt_open_provs(const dt_provops_t *const *provs, int nprovs,
    char *err, size_t errlen);

/* dt_base.c: what every phase may call */
/* Is the test-only switch name (DTRACE_DEBUG_*) set to 1? */
bool dt_debug_set(const char *name);
int dt_strptrcmp(const void *, const void *);	/* strings' pointers */
int dt_set_err(dtrace_hdl_t *, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
/* dt_set_err() with DTrace's tag for the error (a string literal), which
   a compile error then carries, -x errtags shows */
int dt_set_errtag(dtrace_hdl_t *, const char *tag, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* dt_options.c: dtrace_setopt(), or from within a D program (in_prog) */
int dt_setopt(dtrace_hdl_t *, const char *name, const char *value,
    bool in_prog);
void dt_options_teardown(dtrace_hdl_t *);

/* dt_probe.c */
dt_probe_t *dt_probe_create(dtrace_hdl_t *, const dt_provops_t *,
    const char *mod, const char *func, const char *name, uint64_t arg);
dt_probe_t *dt_probe_create_in(dtrace_hdl_t *, const dt_provops_t *,
    const char *prov, const char *mod, const char *func, const char *name,
    uint64_t arg);
void dt_probe_keep_fd(dt_probe_t *, int fd);
dt_probe_t *dt_probe_lookup(dtrace_hdl_t *, const char *prov,
    const char *mod, const char *func, const char *name);
int dt_probe_populate_to(dtrace_hdl_t *, int nprovs);
bool dt_probe_table_may(const char *pat, const void *tab, size_t n,
    size_t size);
bool dt_field_match(const char *pat, const char *s);
int dt_probe_provide_all(dtrace_hdl_t *);
dt_probe_t *dt_probe_by_id(dtrace_hdl_t *, uint64_t id);
typedef int dt_probe_f(dtrace_hdl_t *, dt_probe_t *, void *);
int dt_probe_iter(dtrace_hdl_t *, const char *desc, int last, dt_probe_f *,
    void *);
int dt_pdesc_split(const char *desc, int last, char *fields[4], char *buf,
    size_t len);
bool dt_probe_match(const dt_probe_t *, char *const fld[4]);
int dt_compile_late(dtrace_hdl_t *, uint32_t first);
typedef int dt_desc_f(dtrace_hdl_t *, dt_clause_t *, const char *desc,
    char *const fld[4], void *);
int dt_clause_desc_iter(dtrace_hdl_t *, dt_desc_f *, void *);
/* usdt/usdt_provider.c: processes that start or end while tracing */
int usdt_provide_proc(dtrace_hdl_t *, pid_t, char *const fld[4]);
bool usdt_proc_has(dtrace_hdl_t *, pid_t, const char *);
void usdt_detach_range(dtrace_hdl_t *, pid_t, uint32_t, uint32_t);
pid_t usdt_probe_pid(const dt_probe_t *);
/* usdt/usdt_warn.c: what the usdt provider passed over, said once */
struct usdt_reg_bads;
struct usdt_proc;
void usdt_warn_reg(dtrace_hdl_t *, const struct usdt_reg_bads *);
void usdt_warn_proc(dtrace_hdl_t *, const struct usdt_proc *);
void usdt_warn_free(dtrace_hdl_t *);
/* dt_late.c */
int dt_late_open(dtrace_hdl_t *);
int dt_late_poll(dtrace_hdl_t *);
void dt_late_close(dtrace_hdl_t *);
int dt_late_enable_descs(dtrace_hdl_t *, dt_desc_f *, void *);
int dt_late_enable_pid(dtrace_hdl_t *, pid_t);
void dt_late_proc_gone(dtrace_hdl_t *, pid_t);
bool dt_late_has_proc(const dtrace_hdl_t *, pid_t);
uint64_t dt_clock_ns(clockid_t);			/* dt_base.c */
uint32_t dt_pcapsize(const dtrace_hdl_t *);		/* dt_options.c */
void dt_late_pid_open(dtrace_hdl_t *);		/* dt_late_pid.c */
void dt_late_pid_poll(dtrace_hdl_t *);
void dt_late_pid_close(dtrace_hdl_t *);
void dt_late_exec_open(dtrace_hdl_t *);		/* dt_late_exec.c */
void dt_late_exec_poll(dtrace_hdl_t *);
void dt_late_exec_close(dtrace_hdl_t *);
void dt_probe_teardown(dtrace_hdl_t *);
/* dt_skip.c: probes only globs matched, left out if they cannot be
   enabled */
bool dt_skip_globbed(const dt_probe_t *);
void dt_skip_probe(dtrace_hdl_t *, dt_probe_t *);

/* dt_progress.c: a step's progress, for dtrace_handle_progress() */
typedef struct dt_progress {
	dtrace_hdl_t *pg_dtp;
	const char *pg_what;
	uint64_t pg_total, pg_start, pg_last, pg_after;
	bool pg_shown;
} dt_progress_t;
void dt_progress_begin(dtrace_hdl_t *, dt_progress_t *, const char *what,
    uint64_t total);
void dt_progress_step(dt_progress_t *, uint64_t done);
void dt_progress_end(dt_progress_t *);

/* dt_close.c: close n descriptors from many threads; pg (may be NULL)
   hears how many are closed */
void dt_close_parallel(const int *, int, dt_progress_t *pg);
void dt_close_later(dtrace_hdl_t *, int);
void dt_close_drain(dtrace_hdl_t *);

struct dt_cg;
void dt_prov_syscall_errno(struct dt_cg *, const dt_probe_t *);
extern const dt_provops_t dt_prov_dtrace, dt_prov_profile, dt_prov_syscall,
    dt_prov_sdt, dt_prov_rawtp, dt_prov_pid, dt_prov_usdt, dt_prov_fbt,
    dt_prov_cpc, dt_prov_proc, dt_prov_sched, dt_prov_io, dt_prov_lockstat,
    dt_prov_ip, dt_prov_tcp, dt_prov_udp;
/* the events tracefs lists (tracepoints: only those that are
   tracepoints, not kprobe, uprobe or other dynamic events) */
void dt_tracefs_populate(dtrace_hdl_t *, const dt_provops_t *,
    bool tracepoints);
bool dt_tracefs_may_list(dtrace_hdl_t *, char *const fld[4]);
void dt_tracefs_free(dtrace_hdl_t *);
typedef enum dt_tracefs_kind {	/* what argN holds for a field */
	DT_TF_VALUE,			/* an integer or pointer: its value */
	DT_TF_INREC,			/* an array ("char comm[16]"): the
					   address of its place in the record */
	DT_TF_DATALOC,			/* __data_loc: the address of the data
					   at the record offset it holds */
	DT_TF_RELLOC,			/* __rel_loc: the same, the offset
					   counted from the field's end */
	DT_TF_NONE			/* anything else: 0 */
} dt_tracefs_kind_t;
typedef struct dt_tracefs_field {	/* a field of a tracepoint record */
	int off, size;
	bool sign;
	dt_tracefs_kind_t kind;
	char type[128];			/* its C type ("const char *"): the
					   declaration without the name */
	char dtype[144];		/* args[i]'s D type: type, or for the
					   arrays "char [16]", "string" (a
					   char array of unknown length),
					   "u8 *" (any other one) */
} dt_tracefs_field_t;
int dt_tracefs_fields(const char *group, const char *event,
    dt_tracefs_field_t *, int max);
extern const dt_attr_t dt_tracefs_attr[5];
int dt_online_cpus(int *cpus, int max);
int dt_rawtp_nargs(dtrace_hdl_t *, const char *event); /* dt_prov_rawtp.c */
void dt_perf_tramp_pcs(struct dt_cg *);
int dt_prov_dtrace_fire(dtrace_hdl_t *, const char *name);

/* dt_ident.c */
dt_ident_t *dt_ident_builtin(const char *name);
dt_type_t *dt_ident_builtin_type(dtrace_hdl_t *, const dt_ident_t *);
dt_ident_t *dt_ident_lookup(dt_ident_t *list, const char *name);
dt_ident_t *dt_ident_add(dtrace_hdl_t *, dt_ident_t **list, const char *name,
    int kind, dt_type_t *type);
uint32_t dt_strtab_add(dtrace_hdl_t *, const char *s, size_t len);
uint32_t dt_strtab_null(dtrace_hdl_t *);
void dt_ident_dvar_sizes(dtrace_hdl_t *);	/* check/dt_check_var.c */

/* dt_check.c */
int dt_check_program(dtrace_hdl_t *, dt_pcb_t *);
int dt_tree_dump(dtrace_hdl_t *, const dt_pcb_t *, int pass);	/* dt_tree.c */
int dt_compile_lib(dtrace_hdl_t *, const char *text, const char *path);
int dt_compile_parse_text(dtrace_hdl_t *, const char *text, dt_pcb_t *);
int dt_dlib_load(dtrace_hdl_t *, const char *text);
void dt_dlib_free(dtrace_hdl_t *);
const char *dt_dlib_missing(const dtrace_hdl_t *);
bool dt_dlib_have(dtrace_hdl_t *, const char *cls, const char *name);

/* provider-gen/pgen_prov.c: record a compiled text's provider definitions */
int pgen_collect(dtrace_hdl_t *, dt_pcb_t *);

/* dt_cg.c: shared, the program of a dt_share (identity from the row) */
int dt_cg_probe(dtrace_hdl_t *, dt_probe_t *, dt_prog_t *, bool shared);
uint32_t dt_cg_memsize(dtrace_hdl_t *);
bool dt_clause_records(const dtrace_hdl_t *, const dt_clause_t *);

/* dt_vartab.c: -S's table of the variables a program uses */
void dt_vartab_print(dtrace_hdl_t *, FILE *, const dt_prog_t *);
void dt_vartab_typestr(const dtrace_hdl_t *, const dt_type_t *, char *buf,
    size_t len);

/* dt_load.c */
int dt_load_program(dtrace_hdl_t *);
void dt_load_teardown(dtrace_hdl_t *);
int dt_load_link(dtrace_hdl_t *);
int dt_load_late(dtrace_hdl_t *, dt_probe_t *const *probes, uint32_t n);
int dt_global_write_state(dtrace_hdl_t *, uint32_t);
int dt_global_read_state(dtrace_hdl_t *, uint32_t *);

/* prov/dt_perf.c: programs on perf events, one a CPU */
int dt_perf_event_open(void *attr, int pid, int cpu, int group, unsigned long fl);
struct perf_event_attr;
int dt_perf_attach(dtrace_hdl_t *, dt_probe_t *, struct perf_event_attr *,
    int cpu, int prog);
int dt_perf_attach_cpus(dtrace_hdl_t *, dt_probe_t *,
    struct perf_event_attr *, int prog);
int dt_perf_attach_tp(dtrace_hdl_t *, dt_probe_t *, int id, int prog);

/*
 * dt_uprobe.c: the uprobes of one probe, as the usdt and pid providers
 * describe them: one file, one or more instruction offsets (a pid return
 * probe is every return instruction of its function), the process.
 */
typedef struct dt_uprobe {
	const char *up_path;		/* the file, as the kernel opens it */
	const uint64_t *up_offs;	/* file offsets of the instructions */
	const uint64_t *up_cookies;	/* their cookies, or NULL (all 0) */
	int up_noffs;
	uint64_t up_refctr;		/* file offset of the semaphore, or 0 */
	pid_t up_pid;			/* only this process, or -1 */
	bool up_return;			/* a uretprobe */
} dt_uprobe_t;
uint32_t dt_uprobe_attach_type(dtrace_hdl_t *);
int dt_uprobe_attach(dtrace_hdl_t *, dt_probe_t *, const dt_uprobe_t *,
    int prog);
void dt_uprobe_tramp_pid(struct dt_cg *, pid_t);
void dt_uprobe_tramp_regargs(struct dt_cg *, int nargs);
int dt_uprobe_argreg(int i);
void dt_uprobe_tramp_pc(struct dt_cg *, int reg);
void dt_uprobe_tramp_rval(struct dt_cg *, int reg);
void dt_uprobe_tramp_cond(struct dt_cg *, int offreg, uint32_t off,
    int cc);
void dt_uprobe_tramp_ijmp(struct dt_cg *, int offreg, uint32_t off,
    int funcreg, uint64_t fsize, int reg);
void dt_uprobe_ustack_caller(struct dt_cg *, uint32_t off, uint32_t size);
void dt_uprobe_ustack_retaddr(struct dt_cg *, uint32_t off);

/*
 * dt_share.c: probes whose programs differ only in the probe's identity
 * share one.  A row of dt_prows per such probe, indexed by its cookie:
 */
#define DT_ROW_ID	0	/* u32 probe id */
#define DT_ROW_NAMES	4	/* u32 x 4: provider, module, function and
				   name, as offsets in dt_pnames */
#define DT_ROW_ARG	24	/* u64 the probe's pr_arg */
#define DT_ROW_EPIDS	32	/* u32 EPID of each of its clauses */
int dt_share_generate(dtrace_hdl_t *);
int dt_share_load_maps(dtrace_hdl_t *);
int dt_share_attach(dtrace_hdl_t *, dt_probe_t *);
int dt_share_count(const dt_probe_t *);
void dt_share_teardown(dtrace_hdl_t *);

/* BPF_TRACE_UPROBE_MULTI of Linux 6.6's uapi <linux/bpf.h>, absent from
   older headers */
#define DT_TRACE_UPROBE_MULTI	48
/* dt_uprobe.c: the parts dt_uprobe_multi.c and dt_kfeat.c share */
int dt_uprobe_link_raw(const dt_uprobe_t *, const uint64_t *offs,
    const uint64_t *refs, const uint64_t *cookies, int cnt, int prog);
int dt_uprobe_link_err(dtrace_hdl_t *, const dt_probe_t *,
    const dt_uprobe_t *, uint64_t off, int err);

/* dt_uprobe_multi.c, for providers whose probes share programs */
typedef bool dt_uprobe_optional_f(const dt_probe_t *);
int dt_uprobe_attach_shared(dtrace_hdl_t *, dt_probe_t *const *,
    const dt_uprobe_t *const *, int n, int prog, dt_uprobe_optional_f *);

/* dt_proc.c */
bool dt_proc_poll(dtrace_hdl_t *);
void dt_proc_epoll(dtrace_hdl_t *);
const char *dt_proc_stat(pid_t, char *buf, size_t len);
char dt_proc_state(pid_t);
/* the -c and -p targets whose executables have no frame pointers (for
   ustackmode=auto in kernel probes): up to max pids into out, how many */
int dt_proc_nofp_targets(dtrace_hdl_t *, pid_t *out, int max);
/* the live -c and -p targets: up to max pids into out, how many */
int dt_proc_targets(dtrace_hdl_t *, pid_t *out, int max);
/* entry type (AT_*) of process pid's auxiliary vector, 0 if none */
uint64_t dt_proc_auxv(pid_t, uint64_t type);
/* dt_work.c: is a check of the kernel's status counters due? */
bool dt_status_due(dtrace_hdl_t *);
void dt_proc_teardown(dtrace_hdl_t *);

/* dt_agg_rate.c: aggrate's snapshot, taken by a consumer pass when due */
void dt_agg_rate_pass(dtrace_hdl_t *);
void dt_agg_rate_free(dtrace_hdl_t *);

/* dt_agg.c */
dt_aggvar_t *dt_agg_lookup(dtrace_hdl_t *, const char *name);
dt_aggvar_t *dt_agg_add(dtrace_hdl_t *, const char *name, int func);
int dt_agg_func(const char *name);
const char *dt_agg_funcname(int func);
int dt_agg_action(dtrace_hdl_t *, FILE *, const dt_action_t *,
    const char *rec);

/* dt_consume.c */
int dt_consume(dtrace_hdl_t *, int timeout_ms);
int dt_consume_pfvals(dtrace_hdl_t *, const char *rec, const dt_action_t *,
    dt_pfval_t *);
void dt_consume_print(dtrace_hdl_t *, const dt_epid_t *, const char *rec,
    int cpu);
void dt_consume_effect(dtrace_hdl_t *, const dt_epid_t *, const dt_action_t *,
    const char *rec, FILE *aggfp);

/* dt_consume_act.c: the probe column (default or -F), the actions the
   consumer carries out, and the messages of those that fail */
void dt_consume_probe(dtrace_hdl_t *, uint32_t epid, int cpu);
void dt_consume_act(dtrace_hdl_t *, const dt_epid_t *, const dt_action_t *,
    const char *rec);
void dt_consume_liberr(dtrace_hdl_t *, const dt_epid_t *, const char *fmt,
    ...) __attribute__((format(printf, 3, 4)));
void dt_consume_act_close(dtrace_hdl_t *);

/* dt_spec.c: speculations, the consumer's side */
int dt_spec_load(dtrace_hdl_t *);
int dt_spec_mapfd(const dtrace_hdl_t *);
void dt_spec_teardown(dtrace_hdl_t *);
const dt_action_t *dt_spec_action(const dt_clause_t *, const char *rec);
bool dt_spec_hold(dtrace_hdl_t *, const dt_epid_t *, const char *rec,
    uint32_t size, int cpu);
void dt_spec_finish(dtrace_hdl_t *, const dt_action_t *, const char *rec);
bool dt_spec_silent(const dt_clause_t *);
void dt_spec_pass(dtrace_hdl_t *, bool status);
int dt_spec_timeout(const dtrace_hdl_t *, int timeout_ms);

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
/* "dtrace: [DTRACEDROP_...] message\n" on stderr (dt_consume.c) */
void dt_drop_report(dtrace_hdl_t *, dt_dropkind_t, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
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

/*
 * Where the globals start in dt_global, fixed when the first program is
 * generated: after the per-probe words (tick) of the probes made by then.
 * Probes made later (dt_late.c) have no per-probe word.
 */
static inline uint32_t
dt_globbase(dtrace_hdl_t *dtp)
{
	if (dtp->dt_globbase == 0)
		dtp->dt_globbase = DT_GLOB_FIXED + 8 * dtp->dt_nprobes;
	return dtp->dt_globbase;
}

#endif
