/*
 * dt_printf.h -- the printf() engine: format compilation and formatting.
 *
 * D's printf(fmt, args...) takes a constant format string.  The engine
 * works in two halves:
 *
 *   compile  (D compiler, dt_check.c)  dt_printf_compile() parses the
 *            format into directives and checks every argument's D type
 *            against its conversion, producing DTrace's exact error text.
 *   execute  (consumer, dt_consume.c)  dt_printf_exec() formats the values
 *            read back from a trace record with the compiled program.
 *
 * Conversions are DTrace's set, not C's: %a %A %c %C %d %e %E %f %g %G %i
 * %k %o %p %s %S %T %u %x %X %Y %% plus the size-prefixed names DTrace
 * defines (%hd %hi %ho %hu %hx %hX, %ld %li %lo %lu %lx %lX %lc %ls, %lld
 * %lli %llo %llu %llx %llX, %Le %LE %Lf %Lg %LG, %wc %ws).  Any other name
 * (%F, %hhd, %zd, %jd, %n, ...) is "undefined", as in DTrace.
 *
 * Integers are printed at the width of the argument's own D type, not at
 * the width a size prefix names: %d of an 8-byte value prints all 64 bits,
 * %u of a 4-byte int -7 prints 4294967289.  %d/%i print signed or unsigned
 * according to the argument type; %o %u %x %X %p %c print the value as
 * unsigned/signed of the argument's size.  %p prints plain hex (no "0x"
 * unless '#').  A precision of 0 (".0", ".*" with 0) is ignored, as DTrace
 * does.
 */
#ifndef DT_PRINTF_H
#define DT_PRINTF_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/* the class of a D argument type, as the checker describes it */
typedef enum dt_pfkind {
	DT_PFK_INT,		/* integer (char, short, int, long, enum) */
	DT_PFK_PTR,		/* pointer (char * is a pointer, not a string) */
	DT_PFK_STRING,		/* D string, or char[N] (set is_char_array) */
	DT_PFK_FLOAT,		/* float (4), double (8), long double (16) */
	DT_PFK_OTHER,		/* void, struct, aggregation, ...: never OK */
	DT_PFK_STACK		/* result of stack()/ustack(): for %k */
} dt_pfkind_t;

typedef struct dt_pfarg_type {
	dt_pfkind_t kind;
	size_t size;		/* bytes: 1,2,4,8 for integers */
	bool is_signed;
	bool is_char_array;	/* char[N] counts as a string for %s */
	const char *name;	/* D type name for messages: "int", "string" */
} dt_pfarg_type_t;

/* parsed + checked format; opaque; owns its memory (incl. a format copy) */
typedef struct dt_pfprog dt_pfprog_t;

/*
 * Parse fmt and check args[0..nargs) (the values after the format) against
 * it.  On error returns NULL and writes DTrace's message, without the
 * "dtrace: ..." / "line N:" prefix and without a trailing newline, into
 * err (which may be NULL when errlen is 0).  The message may span lines
 * ("...prototype:\n\tconversion: %d\n\t prototype: ...").  `func` names
 * the action in messages: "printf" (later "printa", "system", ...).
 * Arguments are numbered as DTrace does: the format is argument #1.
 */
dt_pfprog_t *dt_printf_compile(const char *func, const char *fmt,
    const dt_pfarg_type_t *args, int nargs, char *err, size_t errlen);

/*
 * printa(fmt, @a, ...): the format's conversions consume the aggregation's
 * key tuple (keys[0..nkeys), checked as printf's arguments are, numbered
 * from #2 as DTrace numbers them), and each %@ conversion takes the value
 * of an aggregation, whose D type is aggval (uint64_t for count(), int64_t
 * for the others).  Unlike printf(), a format may use fewer keys than the
 * tuple has.  Errors and tags as dt_printf_compile_tag().
 */
dt_pfprog_t *dt_printa_compile(const char *fmt, const dt_pfarg_type_t *keys,
    int nkeys, const dt_pfarg_type_t *aggval, const char **tagp, char *err,
    size_t errlen);

/*
 * As dt_printf_compile(), and on error also sets *tagp (if tagp is not
 * NULL) to DTrace's error tag for the message: "D_SYNTAX" (malformed
 * format), "D_PRINTF_FMT_EMPTY", "D_PRINTF_DYN_PROTO", "D_PRINTF_DYN_TYPE",
 * "D_PRINTF_AGG_CONV", "D_PRINTF_ARG_PROTO", "D_PRINTF_ARG_TYPE",
 * "D_PRINTF_ARG_EXTRA" or "D_NOMEM".
 */
dt_pfprog_t *dt_printf_compile_tag(const char *func, const char *fmt,
    const dt_pfarg_type_t *args, int nargs, const char **tagp, char *err,
    size_t errlen);

void dt_printf_destroy(dt_pfprog_t *);

/* how many value arguments the format consumes, '*' width/precision too */
int dt_printf_nargs(const dt_pfprog_t *);

/* one decoded argument value, as the consumer reads it from the record */
typedef struct dt_pfval {
	dt_pfkind_t kind;
	size_t size;		/* the value's type size (see below) */
	bool is_signed;
	union {
		int64_t i;	/* integers and pointers, sign-extended */
		uint64_t u;
		double d;	/* DT_PFK_FLOAT */
	} v;
	const char *s;		/* DT_PFK_STRING: NUL-terminated; NULL = "" */
	uint64_t normal;	/* integers: printed as value / normal, as an
				   aggregation's normalize() asks (0: 1) */
	int pid;		/* usym() and the like: the process of the
				   address (0: the hooks' pid) */
	const void *stack;	/* DT_PFK_STACK: the stack's D type (its
				   frames are at s) */
} dt_pfval_t;

/*
 * Integer values are truncated/extended to the size of the argument's D
 * type as given to dt_printf_compile() (the record's size in DTrace); the
 * value's own size is used only if that was not 1, 2, 4 or 8.  Only the
 * low bits of v.u are used, so sign- or zero-extended values both work.
 */

/* services the consumer provides for conversions needing symbols */
typedef struct dt_pfhooks {
	/* %a: kernel address -> "module`symbol+0x10" into buf; 0, or -1 */
	int (*kaddr_sym)(void *arg, uint64_t addr, char *buf, size_t len);
	/* %A: user address in process pid; 0, or -1 if unknown */
	int (*uaddr_sym)(void *arg, int pid, uint64_t addr, char *buf,
	    size_t len);
	void *arg;
	int pid;		/* process for %A (the -p/-c target), or 0 */
	/* %k of a stack (DT_PFK_STACK): each frame formatted by fmt, as
	   stack() prints them; returns as fprintf() */
	int (*stack_print)(void *arg, FILE *fp, const char *fmt,
	    const dt_pfval_t *v);
} dt_pfhooks_t;

/*
 * Format vals[0..nvals) into fp.  hooks may be NULL: %a/%A then print the
 * address as 0x<hex>, and %k (no stack support yet) prints its value so.
 * Returns the number of bytes written, or -1 (too few values, or a write
 * error).
 */
int dt_printf_exec(FILE *fp, const dt_pfprog_t *pf, const dt_pfval_t *vals,
    int nvals, const dt_pfhooks_t *hooks);

/*
 * printa(): the value of the i-th %@ conversion of an entry (i counts from
 * 0 along the format).  Either fill *v and return 0, to have it formatted
 * by the conversion, or print the value to fp itself and return 1 (a
 * histogram, which DTrace prints whatever the conversion); -1 on error.
 */
typedef int dt_pfagg_f(void *arg, int i, FILE *fp, dt_pfval_t *v);

/*
 * Format one aggregation entry: keys[0..nkeys) are its tuple, aggf gives
 * the values of the %@ conversions.  Returns as dt_printf_exec().
 */
int dt_printa_exec(FILE *fp, const dt_pfprog_t *pf, const dt_pfval_t *keys,
    int nkeys, dt_pfagg_f *aggf, void *aggarg, const dt_pfhooks_t *hooks);

#endif /* DT_PRINTF_H */
