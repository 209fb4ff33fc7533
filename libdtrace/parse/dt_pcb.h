/*
 * dt_pcb.h -- the parser control block: everything one parse of D source
 * needs and produces.
 *
 * The caller (dt_compile.c) fills in the input, the macro arguments and the
 * arena, calls dt_parse(), and on success reads pcb_program: the top-level
 * nodes in source order.  On failure dt_parse() returns -1 with the message
 * in pcb_errmsg (without any "dtrace:" or "line N:" prefix), the line in
 * pcb_errline and the D error tag (e.g. "D_SYNTAX") in pcb_errtag.
 */
#ifndef DT_PCB_H
#define DT_PCB_H

#include <stdbool.h>
#include <stdint.h>
#include <stddef.h>

#include "parse/dt_arena.h"
#include "parse/dt_ast.h"
#include "dtrace.h"

typedef struct dt_pcb {
	/* input */
	dt_arena_t *pcb_arena;		/* nodes and strings come from here */
	const char *pcb_text;		/* source text (after cpp, if -C) */
	size_t pcb_textlen;
	int pcb_argc;			/* macro arguments $1..$argc; $0 is */
	char *const *pcb_argv;		/* pcb_argv[0] (the script name) */
	bool *pcb_argused;		/* [pcb_argc] set when $n is used */
	bool pcb_defaultargs;		/* -x defaultargs: unset $n is 0 / "" */
	bool pcb_errtags;		/* #pragma D option errtags seen */
	int64_t pcb_target;		/* $target (0 if none) */
	bool pcb_is_clause_text;	/* -n/-P/-m/-f: text starts with a probe
					   description, not a program */
	bool pcb_bare_pdesc;		/* a probe description alone is a
					   clause in a program too (-h, -G) */
	bool pcb_pspec;			/* -x pspec, #pragma D option pspec:
					   an outer name that could start a
					   declaration is a probe description */
	const char *pcb_filetag;	/* a D library's path: messages say
					   "path", line N (dt_dlib.c) */
	/* the values of $pid $ppid $uid $gid $pgid $sid (of dtrace itself) */
	int64_t pcb_pid, pcb_ppid, pcb_uid, pcb_gid, pcb_pgid, pcb_sid;

	/* output */
	dt_node_t *pcb_program;		/* top-level nodes */

	/* error */
	char pcb_errmsg[1024];
	int pcb_errline;
	const char *pcb_errtag;
	const char *pcb_errfile;	/* pcb_filetag when the error came */

	/* parser state (private to dt_lex.l / dt_grammar.y) */
	void *pcb_scanner;
	int pcb_line;
	int pcb_pdesc_state;
	int pcb_brace_depth;
	void *pcb_private;

	/* what the checker was doing when an error came ("predicate",
	   "action list"): DTrace names it for text without lines (-n) */
	const char *pcb_region;
} dt_pcb_t;

int dt_parse(dt_pcb_t *pcb);

/* Report an error at a line; used by parser and checker alike.  Returns -1. */
int dt_pcb_error(dt_pcb_t *pcb, int line, const char *tag, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

/*
 * The tag of an error DTrace reports as a library error of its code
 * generator (EDT_NOREG), not a D error: the message alone, with no tag,
 * no line and no region.
 */
#define DT_PCB_NOTAG	""

int dt_tree_dump(dtrace_hdl_t *, const dt_pcb_t *, int pass);	/* dt_tree.c */

#endif
