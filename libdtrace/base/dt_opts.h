/*
 * dt_opts.h -- the values of the -x options and pragmas a handle holds
 * (base/dt_options.c sets them, DTrace's defaults first).
 */
#ifndef DT_OPTS_H
#define DT_OPTS_H

#include <stdbool.h>
#include <stdint.h>

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
	bool pspec;		/* an outer name is a probe description,
				   never a type (the lexer's) */
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
	char *ldpath;		/* -G: the linker to run over the object,
				   as DTrace's does; NULL: none (ours
				   writes a finished object itself) */
	const char *cppstd;	/* -X: -std=c99 or -traditional-cpp */
} dt_opts_t;

/* ustackmode: see dt_check_stack.c */
enum { DT_USTACK_AUTO, DT_USTACK_FP, DT_USTACK_DWARF };

/* evaltime: where a -c command is held while the probes are put in place */
enum { DT_EVAL_EXEC, DT_EVAL_PREINIT, DT_EVAL_POSTINIT, DT_EVAL_MAIN };

#endif
