/*
 * dt_printf.c -- the printf() engine.
 *
 * Design.  A D printf() is handled in two phases that run in different
 * places and at different times:
 *
 *  1. Compile time (dt_printf_compile, called by the D checker).  The
 *     constant format string is split into directives: a literal prefix
 *     followed by one conversion.  Each conversion is looked up in the
 *     conversion dictionary (dt_pfconvs[]), whose entries give the DTrace
 *     conversion name ("d", "hd", "llx", "Y"...), the C conversion used to
 *     print it, the prototype text for error messages, a type check and a
 *     print method.  Then the argument types are walked against the
 *     directives: '*' width/precision arguments first, then the value;
 *     each is checked and any mismatch yields DTrace's exact message.  The
 *     check also settles what formatting needs from the type: its size
 *     (integers print at their own width) and, for %d/%i, its signedness.
 *
 *  2. Consume time (dt_printf_exec, called by the consumer for each
 *     record).  The directives are replayed over the decoded values: the
 *     prefix is written as is, and each conversion is turned into a C
 *     format "%[flags][width][.prec][ll|L]conv" that is handed to the C
 *     library with a value of the matching C type, exactly as DTrace does.
 *     DTrace's own conversions (%a %A %k %S %C %Y %T) first render their
 *     value to text and then print it through "%s" with the same flags,
 *     width and precision.
 *
 * printa(fmt, @a...) uses the same engine (dt_printa_compile and
 * dt_printa_exec, for each entry of the aggregation): the aggregation's
 * key tuple plays the part of the arguments, and each %@ conversion takes
 * an aggregation value instead, typed as DTrace types it (uint64_t for
 * count(), int64_t otherwise).  The consumer supplies those values through
 * a callback, which may also print a value itself: a histogram is printed
 * whole whatever its conversion says, as DTrace does.
 */
#ifndef _GNU_SOURCE
#define	_GNU_SOURCE	/* localtime_r, strdup, open_memstream */
#endif
#include <limits.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <wchar.h>

#include "check/dt_printf.h"

/* --- the conversion dictionary ------------------------------------------ */

/* how a conversion checks its argument type */
typedef enum dt_pfcheck {
	CK_XINT,	/* any integer */
	CK_DINT,	/* any integer; its signedness picks %d or %u */
	CK_CSI,		/* integer of at most int size */
	CK_FP,		/* any floating type */
	CK_ADDR,	/* pointer or integer */
	CK_STR,		/* string or char array */
	CK_WSTR,	/* wchar_t array: D here has none, so never */
	CK_STACK,	/* stack(); integers/pointers accepted until stacks exist */
	CK_TIME,	/* 8-byte integer */
	CK_EXACT,	/* integer of exactly (size, signedness) */
	CK_SIZE,	/* integer of exactly size, either signedness */
	CK_LDBL,	/* long double */
	CK_NONE		/* %%: takes no argument */
} dt_pfcheck_t;

/* how a conversion prints its value */
typedef enum dt_pfhow {
	PF_SINT,	/* signed integer at the argument's size */
	PF_UINT,	/* unsigned integer at the argument's size */
	PF_DINT,	/* signed or unsigned, from the argument's type */
	PF_FP,		/* floating */
	PF_ADDR,	/* kernel symbol */
	PF_UADDR,	/* user symbol */
	PF_STACK,	/* stack */
	PF_TIME,	/* %Y: "2026 Nov 21 19:30:00" */
	PF_TIME822,	/* %T: RFC 822 */
	PF_CSTR,	/* string */
	PF_ESTR,	/* string with escapes */
	PF_ECHR,	/* character with escapes */
	PF_WSTR,	/* wide string */
	PF_PCT		/* %% */
} dt_pfhow_t;

typedef struct dt_pfconv {
	const char *name;	/* DTrace name: "d", "hd", "llx" */
	const char *ofmt;	/* C conversion used to print */
	const char *proto;	/* prototype text for messages */
	dt_pfcheck_t check;
	size_t csize;		/* CK_EXACT, CK_SIZE */
	bool csigned;		/* CK_EXACT */
	dt_pfhow_t how;
} dt_pfconv_t;

static const char pfproto_xint[] = "char, short, int, long, or long long";
static const char pfproto_csi[] = "char, short, or int";
static const char pfproto_fp[] = "float, double, or long double";
static const char pfproto_addr[] = "pointer or integer";
static const char pfproto_uaddr[] =
    "pointer or integer (with -p/-c) or _usymaddr (without -p/-c)";
static const char pfproto_cstr[] = "char [] or string (or use stringof)";
static const char pfproto_wstr[] = "wchar_t []";

#define	CV(n, o, p, ck, how)	{ n, o, p, ck, 0, false, how }
#define	CX(n, o, p, sz, sg, how) { n, o, p, CK_EXACT, sz, sg, how }
#define	CS(n, o, p, sz, how)	{ n, o, p, CK_SIZE, sz, false, how }

static const dt_pfconv_t dt_pfconvs[] = {
	CV("a", "s", pfproto_addr, CK_ADDR, PF_ADDR),
	CV("A", "s", pfproto_uaddr, CK_ADDR, PF_UADDR),
	CV("c", "c", pfproto_csi, CK_CSI, PF_SINT),
	CV("C", "s", pfproto_csi, CK_CSI, PF_ECHR),
	CV("d", "d", pfproto_xint, CK_DINT, PF_DINT),
	CV("e", "e", pfproto_fp, CK_FP, PF_FP),
	CV("E", "E", pfproto_fp, CK_FP, PF_FP),
	CV("f", "f", pfproto_fp, CK_FP, PF_FP),
	CV("g", "g", pfproto_fp, CK_FP, PF_FP),
	CV("G", "G", pfproto_fp, CK_FP, PF_FP),
	CX("hd", "d", "short", 2, true, PF_SINT),
	CX("hi", "i", "short", 2, true, PF_SINT),
	CX("ho", "o", "unsigned short", 2, false, PF_UINT),
	CX("hu", "u", "unsigned short", 2, false, PF_UINT),
	CS("hx", "x", "short", 2, PF_UINT),
	CS("hX", "X", "short", 2, PF_UINT),
	CV("i", "i", pfproto_xint, CK_DINT, PF_DINT),
	CV("k", "s", "stack", CK_STACK, PF_STACK),
	CX("lc", "lc", "int", 4, true, PF_SINT),
	CX("ld", "d", "long", 8, true, PF_SINT),
	CX("li", "i", "long", 8, true, PF_SINT),
	CX("lo", "o", "unsigned long", 8, false, PF_UINT),
	CX("lu", "u", "unsigned long", 8, false, PF_UINT),
	CV("ls", "ls", pfproto_wstr, CK_WSTR, PF_WSTR),
	CS("lx", "x", "long", 8, PF_UINT),
	CS("lX", "X", "long", 8, PF_UINT),
	CX("lld", "d", "long long", 8, true, PF_SINT),
	CX("lli", "i", "long long", 8, true, PF_SINT),
	CX("llo", "o", "unsigned long long", 8, false, PF_UINT),
	CX("llu", "u", "unsigned long long", 8, false, PF_UINT),
	CS("llx", "x", "long long", 8, PF_UINT),
	CS("llX", "X", "long long", 8, PF_UINT),
	CV("Le", "e", "long double", CK_LDBL, PF_FP),
	CV("LE", "E", "long double", CK_LDBL, PF_FP),
	CV("Lf", "f", "long double", CK_LDBL, PF_FP),
	CV("Lg", "g", "long double", CK_LDBL, PF_FP),
	CV("LG", "G", "long double", CK_LDBL, PF_FP),
	CV("o", "o", pfproto_xint, CK_XINT, PF_UINT),
	CV("p", "x", pfproto_addr, CK_ADDR, PF_UINT),
	CV("s", "s", pfproto_cstr, CK_STR, PF_CSTR),
	CV("S", "s", pfproto_cstr, CK_STR, PF_ESTR),
	CV("T", "s", "int64_t", CK_TIME, PF_TIME822),
	CV("u", "u", pfproto_xint, CK_XINT, PF_UINT),
	CX("wc", "lc", "int", 4, true, PF_SINT),
	CV("ws", "ls", pfproto_wstr, CK_WSTR, PF_WSTR),
	CV("x", "x", pfproto_xint, CK_XINT, PF_UINT),
	CV("X", "X", pfproto_xint, CK_XINT, PF_UINT),
	CV("Y", "s", "int64_t", CK_TIME, PF_TIME),
	CV("%", "%", "void", CK_NONE, PF_PCT),
};

#define	DT_NPFCONVS	(sizeof(dt_pfconvs) / sizeof(dt_pfconvs[0]))

static const dt_pfconv_t *
dt_pfconv_lookup(const char *name)
{
	size_t i;

	for (i = 0; i < DT_NPFCONVS; i++) {
		if (strcmp(dt_pfconvs[i].name, name) == 0)
			return &dt_pfconvs[i];
	}
	return NULL;
}

/* --- the compiled program ------------------------------------------------ */

/* directive flags */
#define	PFF_ALT		0x001	/* '#' */
#define	PFF_ZPAD	0x002	/* '0' */
#define	PFF_LEFT	0x004	/* '-' */
#define	PFF_SPOS	0x008	/* '+' */
#define	PFF_GROUP	0x010	/* '\'' */
#define	PFF_SPACE	0x020	/* ' ' */
#define	PFF_DYNW	0x040	/* '*' width */
#define	PFF_DYNP	0x080	/* '.*' precision */
#define	PFF_AGG		0x100	/* '@' */

/* one directive: a literal prefix, then (unless conv is NULL) a conversion */
typedef struct dt_pfdir {
	const char *prefix;	/* into dt_pfprog.fmt */
	size_t preflen;
	const dt_pfconv_t *conv;
	unsigned flags;
	int width, prec;
	/* settled by the type check */
	size_t argsize;		/* size of the value argument's type */
	bool argsigned;		/* PF_DINT: print signed */
	char cfmt[8];		/* C length prefix + conversion: "lld" */
} dt_pfdir_t;

struct dt_pfprog {
	char *fmt;		/* our copy of the format string */
	dt_pfdir_t *dirs;
	int ndirs;
	int nargs;		/* value arguments consumed */
};

/* --- errors -------------------------------------------------------------- */

typedef struct dt_pferr {
	const char *func;
	const char **tagp;
	char *buf;
	size_t len;
} dt_pferr_t;

static int
dt_pf_error(dt_pferr_t *e, const char *tag, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static int
dt_pf_error(dt_pferr_t *e, const char *tag, const char *fmt, ...)
{
	va_list ap;

	if (e->tagp != NULL)
		*e->tagp = tag;
	if (e->buf != NULL && e->len > 0) {
		va_start(ap, fmt);
		vsnprintf(e->buf, e->len, fmt, ap);
		va_end(ap);
	}
	return -1;
}

/* --- parsing ------------------------------------------------------------- */

/*
 * Format grammar, as DTrace accepts it.  Flags, width, precision and size
 * letters may come in any order before the conversion name; the size
 * letters (at most 6 are kept) and the final character together form the
 * name looked up in dt_pfconvs[] ("%-8lx" names "lx").
 *
 *   format     ::= { text | conversion }
 *   text       ::= any characters but '%'
 *   conversion ::= '%' '%'
 *               |  '%' { flag | width | precision | size } namechar
 *   flag       ::= '#' | '-' | '+' | ' ' | '\'' | '@'
 *               |  '0'          (before any width digits: zero padding)
 *               |  '?'          (width := 16, the width of a pointer)
 *   width      ::= digits | '*'             ('*': an int argument)
 *   precision  ::= '.' [ digits | '*' ]     ('.*': an int argument)
 *   size       ::= 'h' | 'l' | 'L' | 'w'
 *   namechar   ::= any other character
 *
 * '-' cancels an earlier '0' and '0' an earlier '-'.  Errors: '$'
 * (positional arguments), a second '.', a second '*' for the width or the
 * precision, '%' after flags, the end of the string before a name, and an
 * unknown name.
 */

static dt_pfdir_t *
dt_pf_newdir(dt_pfprog_t *pf, const char *prefix, size_t preflen)
{
	dt_pfdir_t *d, *dirs;

	dirs = realloc(pf->dirs, (size_t)(pf->ndirs + 1) * sizeof(*dirs));
	if (dirs == NULL)
		return NULL;
	pf->dirs = dirs;
	d = &dirs[pf->ndirs++];
	memset(d, 0, sizeof(*d));
	d->prefix = prefix;
	d->preflen = preflen;
	return d;
}

/* the parser's state within one conversion */
typedef struct dt_pfscan {
	const char *p;		/* the character being looked at */
	const char *start;	/* the introducing '%' */
	int convno;		/* 1-based conversion number */
	int dot;		/* '.' seen */
	int digits;		/* digit strings seen since the start or '.' */
	char name[8];
	size_t namelen;
} dt_pfscan_t;

/* a decimal digit string at sc->p: the width or the precision */
static void
dt_pf_number(dt_pfscan_t *sc, dt_pfdir_t *d)
{
	int n = 0;

	for (; *sc->p >= '0' && *sc->p <= '9'; sc->p++) {
		int c = *sc->p - '0';

		n = n > (INT_MAX - c) / 10 ? INT_MAX : n * 10 + c;
	}
	sc->p--;		/* leave p on the last digit */
	if (sc->dot)
		d->prec = n;
	else
		d->width = n;
	sc->digits++;
}

/* the '*' and '.' characters */
static int
dt_pf_star_dot(dt_pfscan_t *sc, dt_pfdir_t *d, dt_pferr_t *e)
{
	unsigned bit;

	if (*sc->p == '.') {
		if (sc->dot++)
			return dt_pf_error(e, "D_SYNTAX", "format conversion "
			    "#%d has more than one '.' specified", sc->convno);
		sc->digits = 0;
		return 0;
	}
	bit = sc->dot ? PFF_DYNP : PFF_DYNW;
	if (d->flags & bit)
		return dt_pf_error(e, "D_SYNTAX", "format conversion #%d has "
		    "more than one '*' specified for the output %s",
		    sc->convno, sc->dot ? "precision" : "width");
	d->flags |= bit;
	return 0;
}

/* a flag character; returns 1 if c was one */
static int
dt_pf_flag(dt_pfscan_t *sc, dt_pfdir_t *d)
{
	switch (*sc->p) {
	case '#': d->flags |= PFF_ALT; return 1;
	case '+': d->flags |= PFF_SPOS; return 1;
	case '@': d->flags |= PFF_AGG; return 1;
	case '\'': d->flags |= PFF_GROUP; return 1;
	case ' ': d->flags |= PFF_SPACE; return 1;
	case '?': d->width = 16; return 1;	/* pointer width, LP64 */
	case '-':
		d->flags = (d->flags | PFF_LEFT) & ~PFF_ZPAD;
		return 1;
	default:
		return 0;
	}
}

/*
 * One step of the conversion scanner: returns 1 when the conversion name is
 * complete, 0 to go on, -1 on error.
 */
static int
dt_pf_step(dt_pfscan_t *sc, dt_pfdir_t *d, dt_pferr_t *e)
{
	char c = *sc->p;

	if (c == '0' && !sc->dot && sc->digits == 0) {
		d->flags = (d->flags | PFF_ZPAD) & ~PFF_LEFT;
		return 0;
	}
	if (c >= '0' && c <= '9') {
		dt_pf_number(sc, d);
		return 0;
	}
	if (c == '*' || c == '.')
		return dt_pf_star_dot(sc, d, e);
	if (dt_pf_flag(sc, d))
		return 0;
	switch (c) {
	case '$':
		return dt_pf_error(e, "D_SYNTAX", "format conversion #%d uses "
		    "unsupported positional format (%%n$)", sc->convno);
	case '%':
		if (sc->p != sc->start + 1)
			return dt_pf_error(e, "D_SYNTAX", "format conversion "
			    "#%d cannot be combined with other format flags: "
			    "%%%%", sc->convno);
		break;
	case '\0':
		return dt_pf_error(e, "D_SYNTAX", "format conversion #%d name "
		    "expected before end of format string", sc->convno);
	case 'h': case 'l': case 'L': case 'w':
		if (sc->namelen < sizeof(sc->name) - 2)
			sc->name[sc->namelen++] = c;
		return 0;
	}
	sc->name[sc->namelen++] = c;
	sc->name[sc->namelen] = '\0';
	return 1;
}

/*
 * Parse the conversion whose '%' is at *pp into d; leave *pp on its last
 * character.
 */
static int
dt_pf_parse_conv(const char **pp, dt_pfdir_t *d, int convno, dt_pferr_t *e)
{
	dt_pfscan_t sc;
	int rv;

	memset(&sc, 0, sizeof(sc));
	sc.start = *pp;
	sc.p = *pp;
	sc.convno = convno;
	do {
		sc.p++;
		rv = dt_pf_step(&sc, d, e);
	} while (rv == 0);
	if (rv < 0)
		return -1;
	*pp = sc.p;
	d->conv = dt_pfconv_lookup(sc.name);
	if (d->conv == NULL)
		return dt_pf_error(e, "D_SYNTAX", "format conversion #%d is "
		    "undefined: %%%s", convno, sc.name);
	return 0;
}

/* the format string: text and conversions, one directive per conversion */
static int
dt_pf_parse(dt_pfprog_t *pf, dt_pferr_t *e)
{
	const char *q = pf->fmt, *p;
	dt_pfdir_t *d;

	while ((p = strchr(q, '%')) != NULL) {
		if ((d = dt_pf_newdir(pf, q, (size_t)(p - q))) == NULL)
			return dt_pf_error(e, "D_NOMEM", "out of memory");
		if (dt_pf_parse_conv(&p, d, pf->ndirs, e) != 0)
			return -1;
		q = p + 1;
	}
	if (*q != '\0' || pf->fmt[0] == '\0') {
		if (dt_pf_newdir(pf, q, strlen(q)) == NULL)
			return dt_pf_error(e, "D_NOMEM", "out of memory");
	}
	return 0;
}

/* --- type checking ------------------------------------------------------- */

static bool
dt_pf_isint(const dt_pfarg_type_t *a)
{
	return a->kind == DT_PFK_INT;
}

static bool
dt_pf_check(const dt_pfconv_t *pc, const dt_pfarg_type_t *a)
{
	switch (pc->check) {
	case CK_XINT:
	case CK_DINT:
		return dt_pf_isint(a);
	case CK_CSI:
		return dt_pf_isint(a) && a->size <= 4;
	case CK_FP:
		return a->kind == DT_PFK_FLOAT;
	case CK_LDBL:
		return a->kind == DT_PFK_FLOAT && a->size == 16;
	case CK_ADDR:
		return dt_pf_isint(a) || a->kind == DT_PFK_PTR;
	case CK_STR:
		return a->kind == DT_PFK_STRING || a->is_char_array;
	case CK_STACK:
		return a->kind == DT_PFK_STACK || dt_pf_isint(a) ||
		    a->kind == DT_PFK_PTR;
	case CK_TIME:
		return dt_pf_isint(a) && a->size == 8;
	case CK_EXACT:
		return dt_pf_isint(a) && a->size == pc->csize &&
		    a->is_signed == pc->csigned;
	case CK_SIZE:
		return dt_pf_isint(a) && a->size == pc->csize;
	default:		/* CK_WSTR, CK_NONE */
		return false;
	}
}

static const char *
dt_pf_typename(const dt_pfarg_type_t *a)
{
	static const char *const kinds[] = {
		"integer", "pointer", "string", "float", "unknown", "stack"
	};

	if (a->name != NULL)
		return a->name;
	if ((unsigned)a->kind < sizeof(kinds) / sizeof(kinds[0]))
		return kinds[a->kind];
	return "unknown";
}

/* settle the C format of a checked conversion from its argument type */
static void
dt_pf_settle(dt_pfdir_t *d, const dt_pfarg_type_t *a)
{
	const dt_pfconv_t *pc = d->conv;
	const char *len = "";

	d->argsize = a->size;
	d->argsigned = a->is_signed;
	switch (pc->how) {
	case PF_SINT:
	case PF_UINT:
	case PF_DINT:
		if (a->size == 8)
			len = "ll";
		break;
	case PF_FP:
		if (a->size == 16)
			len = "L";
		break;
	default:
		break;
	}
	snprintf(d->cfmt, sizeof(d->cfmt), "%s%s", len, pc->ofmt);
	if (pc->how == PF_DINT && !a->is_signed)
		d->cfmt[strlen(d->cfmt) - 1] = 'u';
}

/* the '*' and '.*' arguments of directive i; *jp is the next argument */
static int
dt_pf_check_dyn(const dt_pfdir_t *d, int i, const dt_pfarg_type_t *args,
    int nargs, int *jp, dt_pferr_t *e)
{
	static const unsigned bits[2] = { PFF_DYNW, PFF_DYNP };
	static const char *const names[2] = { "*", ".*" };
	int k;

	for (k = 0; k < 2; k++) {
		const dt_pfarg_type_t *a;

		if (!(d->flags & bits[k]))
			continue;
		if (*jp >= nargs)
			return dt_pf_error(e, "D_PRINTF_DYN_PROTO", "%s( ) "
			    "prototype mismatch: conversion #%d (%%%s) is "
			    "missing a corresponding \"%s\" argument", e->func,
			    i + 1, d->conv->name, names[k]);
		a = &args[*jp];
		if (!dt_pf_isint(a))
			return dt_pf_error(e, "D_PRINTF_DYN_TYPE", "%s( ) "
			    "argument #%d is incompatible with conversion #%d "
			    "prototype:\n\tconversion: %% %s %s\n"
			    "\t prototype: int\n\t  argument: %s", e->func,
			    *jp + 2, i + 1, names[k], d->conv->name,
			    dt_pf_typename(a));
		(*jp)++;
	}
	return 0;
}

/*
 * Directive i and its arguments; *jp is the next argument.  A %@
 * conversion takes printa()'s aggregation value, of type aggval (NULL for
 * printf(), which has none).
 */
static int
dt_pf_check_dir(dt_pfdir_t *d, int i, const dt_pfarg_type_t *args,
    int nargs, const dt_pfarg_type_t *aggval, int *jp, dt_pferr_t *e)
{
	const dt_pfarg_type_t *a;
	char vname[32];

	if (dt_pf_check_dyn(d, i, args, nargs, jp, e) != 0)
		return -1;
	if ((d->flags & PFF_AGG) && aggval == NULL)
		return dt_pf_error(e, "D_PRINTF_AGG_CONV", "%%@ conversion "
		    "requires an aggregation and is not for use with %s( )",
		    e->func);
	if (d->flags & PFF_AGG) {
		a = aggval;
		snprintf(vname, sizeof(vname), "aggregating action");
	} else {
		if (*jp >= nargs)
			return dt_pf_error(e, "D_PRINTF_ARG_PROTO", "%s( ) "
			    "prototype mismatch: conversion #%d (%%%s) is "
			    "missing a corresponding value argument", e->func,
			    i + 1, d->conv->name);
		a = &args[(*jp)++];
		snprintf(vname, sizeof(vname), "argument #%d", *jp + 1);
	}
	if (!dt_pf_check(d->conv, a))
		return dt_pf_error(e, "D_PRINTF_ARG_TYPE", "%s( ) %s is "
		    "incompatible with conversion #%d prototype:\n"
		    "\tconversion: %%%s\n\t prototype: %s\n\t  argument: %s",
		    e->func, vname, i + 1, d->conv->name, d->conv->proto,
		    dt_pf_typename(a));
	dt_pf_settle(d, a);
	return 0;
}

/* printf() must use every argument; printa() may leave keys unused */
static int
dt_pf_validate(dt_pfprog_t *pf, const dt_pfarg_type_t *args, int nargs,
    const dt_pfarg_type_t *aggval, dt_pferr_t *e)
{
	int i, j = 0;

	if (pf->fmt[0] == '\0')
		return dt_pf_error(e, "D_PRINTF_FMT_EMPTY", "%s( ) format "
		    "string is empty", e->func);
	for (i = 0; i < pf->ndirs; i++) {
		dt_pfdir_t *d = &pf->dirs[i];

		if (d->conv == NULL)
			continue;
		if (d->conv->how == PF_PCT) {
			strcpy(d->cfmt, "%");
			continue;
		}
		if (dt_pf_check_dir(d, i, args, nargs, aggval, &j, e) != 0)
			return -1;
	}
	if (aggval == NULL && j < nargs)
		return dt_pf_error(e, "D_PRINTF_ARG_EXTRA", "%s( ) prototype "
		    "mismatch: only %d arguments required by this format "
		    "string", e->func, j);
	pf->nargs = j;
	return 0;
}

static dt_pfprog_t *
dt_pf_compile(const char *func, const char *fmt, const dt_pfarg_type_t *args,
    int nargs, const dt_pfarg_type_t *aggval, const char **tagp, char *err,
    size_t errlen)
{
	dt_pferr_t e = { func != NULL ? func : "printf", tagp, err, errlen };
	dt_pfprog_t *pf;

	if (err != NULL && errlen > 0)
		err[0] = '\0';
	if (nargs < 0 || (nargs > 0 && args == NULL))
		nargs = 0;
	pf = calloc(1, sizeof(*pf));
	if (pf == NULL || (pf->fmt = strdup(fmt != NULL ? fmt : "")) == NULL) {
		free(pf);
		dt_pf_error(&e, "D_NOMEM", "out of memory");
		return NULL;
	}
	if (dt_pf_parse(pf, &e) != 0 ||
	    dt_pf_validate(pf, args, nargs, aggval, &e) != 0) {
		dt_printf_destroy(pf);
		return NULL;
	}
	return pf;
}

dt_pfprog_t *
dt_printf_compile_tag(const char *func, const char *fmt,
    const dt_pfarg_type_t *args, int nargs, const char **tagp, char *err,
    size_t errlen)
{
	return dt_pf_compile(func, fmt, args, nargs, NULL, tagp, err, errlen);
}

dt_pfprog_t *
dt_printa_compile(const char *fmt, const dt_pfarg_type_t *keys, int nkeys,
    const dt_pfarg_type_t *aggval, const char **tagp, char *err,
    size_t errlen)
{
	static const dt_pfarg_type_t none = { DT_PFK_OTHER, 0, false, false,
	    "void" };

	return dt_pf_compile("printa", fmt, keys, nkeys,
	    aggval != NULL ? aggval : &none, tagp, err, errlen);
}

dt_pfprog_t *
dt_printf_compile(const char *func, const char *fmt,
    const dt_pfarg_type_t *args, int nargs, char *err, size_t errlen)
{
	return dt_printf_compile_tag(func, fmt, args, nargs, NULL, err,
	    errlen);
}

void
dt_printf_destroy(dt_pfprog_t *pf)
{
	if (pf == NULL)
		return;
	free(pf->dirs);
	free(pf->fmt);
	free(pf);
}

int
dt_printf_nargs(const dt_pfprog_t *pf)
{
	return pf != NULL ? pf->nargs : 0;
}

/* --- formatting ---------------------------------------------------------- */

/* what one conversion is formatted with */
typedef struct dt_pfout {
	FILE *fp;
	const dt_pfhooks_t *hooks;
	char cfmt[64];		/* the C format for this conversion */
	dt_pfagg_f *aggf;	/* printa(): the values of %@ conversions */
	void *aggarg;
	int aggi;		/* the next %@ conversion */
} dt_pfout_t;

static int
dt_pf_print(dt_pfout_t *o, ...)
{
	va_list ap;
	int n;

	va_start(ap, o);
	n = vfprintf(o->fp, o->cfmt, ap);
	va_end(ap);
	return n;
}

/* the value's bits at the given size */
static uint64_t
dt_pf_uval(const dt_pfval_t *v, size_t size)
{
	switch (size) {
	case 1: return (uint8_t)v->v.u;
	case 2: return (uint16_t)v->v.u;
	case 4: return (uint32_t)v->v.u;
	default: return v->v.u;
	}
}

static int64_t
dt_pf_sval(const dt_pfval_t *v, size_t size)
{
	switch (size) {
	case 1: return (int8_t)v->v.u;
	case 2: return (int16_t)v->v.u;
	case 4: return (int32_t)v->v.u;
	default: return (int64_t)v->v.u;
	}
}

/* the size an integer value is printed at */
static size_t
dt_pf_size(const dt_pfdir_t *d, const dt_pfval_t *v)
{
	size_t s = d->argsize;

	if (s != 1 && s != 2 && s != 4 && s != 8)
		s = v->size;
	if (s != 1 && s != 2 && s != 4 && s != 8)
		s = 8;
	return s;
}

/*
 * An integer at its size, divided by the normal of a normalized
 * aggregation as DTrace divides it: 8-byte values in 64 bits, smaller ones
 * in 32, signed for the signed conversions.
 */
static int
dt_pf_int(dt_pfout_t *o, const dt_pfdir_t *d, const dt_pfval_t *v, bool sgn)
{
	size_t size = dt_pf_size(d, v);
	uint64_t n = v->normal > 1 ? v->normal : 1;

	if (size == 8)
		return sgn ? dt_pf_print(o, (long long)(dt_pf_sval(v, 8) /
		    (int64_t)n)) : dt_pf_print(o, (unsigned long long)
		    (dt_pf_uval(v, 8) / n));
	if (d->conv->ofmt[0] == 'l')	/* %lc, %wc: a wint_t */
		return dt_pf_print(o, (wint_t)(dt_pf_sval(v, size) /
		    (int32_t)n));
	return sgn ? dt_pf_print(o, (int)(dt_pf_sval(v, size) / (int32_t)n)) :
	    dt_pf_print(o, (unsigned int)(dt_pf_uval(v, size) / (uint32_t)n));
}

static int
dt_pf_fp(dt_pfout_t *o, const dt_pfdir_t *d, const dt_pfval_t *v)
{
	double x = v->kind == DT_PFK_FLOAT ? v->v.d : (double)v->v.i;

	if (d->argsize == 16)
		return dt_pf_print(o, (long double)x);
	return dt_pf_print(o, x);
}

/* the address of %a/%A/%k, zero-extended from the argument's size */
static uint64_t
dt_pf_addr(const dt_pfdir_t *d, const dt_pfval_t *v)
{
	return dt_pf_uval(v, dt_pf_size(d, v));
}

static int
dt_pf_sym(dt_pfout_t *o, const dt_pfdir_t *d, const dt_pfval_t *v)
{
	const dt_pfhooks_t *h = o->hooks;
	uint64_t addr = dt_pf_addr(d, v);
	char buf[512];
	int rv = -1;

	if (v->kind == DT_PFK_STACK && h != NULL && h->stack_print != NULL)
		return h->stack_print(h->arg, o->fp, o->cfmt, v);
	if (h != NULL && d->conv->how == PF_ADDR && h->kaddr_sym != NULL)
		rv = h->kaddr_sym(h->arg, addr, buf, sizeof(buf));
	else if (h != NULL && d->conv->how == PF_UADDR &&
	    h->uaddr_sym != NULL)
		rv = h->uaddr_sym(h->arg, v->pid > 0 ? v->pid : h->pid, addr,
		    buf, sizeof(buf));
	if (rv != 0)
		snprintf(buf, sizeof(buf), "0x%llx", (unsigned long long)addr);
	buf[sizeof(buf) - 1] = '\0';
	return dt_pf_print(o, buf);
}

static const char *const dt_pf_months[12] = {
	"Jan", "Feb", "Mar", "Apr", "May", "Jun",
	"Jul", "Aug", "Sep", "Oct", "Nov", "Dec"
};

/* %Y: ctime(3)'s fields reordered, "2026 Nov 21 19:30:00"; %T: RFC 822 */
static int
dt_pf_time(dt_pfout_t *o, const dt_pfdir_t *d, const dt_pfval_t *v)
{
	time_t sec = (time_t)(dt_pf_sval(v, 8) / 1000000000LL);
	struct tm tm;
	char buf[64];

	if (localtime_r(&sec, &tm) == NULL)
		memset(&tm, 0, sizeof(tm));
	if (d->conv->how == PF_TIME822) {
		if (strftime(buf, sizeof(buf), "%a, %d %b %G %T %Z", &tm) == 0)
			buf[0] = '\0';
	} else {
		snprintf(buf, sizeof(buf), "%d %s %2d %02d:%02d:%02d",
		    tm.tm_year + 1900, dt_pf_months[tm.tm_mon % 12],
		    tm.tm_mday, tm.tm_hour, tm.tm_min, tm.tm_sec);
	}
	return dt_pf_print(o, buf);
}

/*
 * Escape n bytes of s as DTrace's %S does: C escapes for \a \b \f \n \r \t
 * \v " and \, three-digit octal for other bytes outside '!'..'~' (the space
 * is kept), and a NUL ends the string after being shown as \0.
 */
static char *
dt_pf_escape(const char *s, size_t n)
{
	static const char from[] = "\a\b\f\n\r\t\v\"\\";
	static const char to[] = "abfnrtv\"\\";
	char *buf = malloc(n * 4 + 1), *q = buf;
	size_t i;

	if (buf == NULL)
		return NULL;
	for (i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s[i];
		const char *f = c != '\0' ? strchr(from, c) : NULL;

		if (c == '\0' || f != NULL) {
			*q++ = '\\';
			*q++ = c == '\0' ? '0' : to[f - from];
		} else if (c != ' ' && (c < '!' || c > '~')) {
			q += sprintf(q, "\\%03o", c);
		} else {
			*q++ = (char)c;
		}
		if (c == '\0')
			break;
	}
	*q = '\0';
	return buf;
}

static int
dt_pf_estr(dt_pfout_t *o, const dt_pfdir_t *d, const dt_pfval_t *v)
{
	char c, *e;
	int n;

	if (d->conv->how == PF_ECHR) {
		c = (char)dt_pf_uval(v, 1);
		e = dt_pf_escape(&c, 1);
	} else {
		/* the string's record ends in a NUL, which DTrace shows */
		const char *s = v->s != NULL ? v->s : "";

		e = dt_pf_escape(s, strlen(s) + 1);
	}
	if (e == NULL)
		return -1;
	n = dt_pf_print(o, e);
	free(e);
	return n;
}

static int
dt_pf_value(dt_pfout_t *o, const dt_pfdir_t *d, const dt_pfval_t *v)
{
	switch (d->conv->how) {
	case PF_SINT: return dt_pf_int(o, d, v, true);
	case PF_UINT: return dt_pf_int(o, d, v, false);
	case PF_DINT: return dt_pf_int(o, d, v, d->argsigned);
	case PF_FP: return dt_pf_fp(o, d, v);
	case PF_ADDR:
	case PF_UADDR:
	case PF_STACK: return dt_pf_sym(o, d, v);
	case PF_TIME:
	case PF_TIME822: return dt_pf_time(o, d, v);
	case PF_ESTR:
	case PF_ECHR: return dt_pf_estr(o, d, v);
	case PF_CSTR: return dt_pf_print(o, v->s != NULL ? v->s : "");
	default: return -1;	/* PF_WSTR: no wide strings in D here */
	}
}

/* a '*' or '.*' argument, as an int */
static int
dt_pf_dynint(const dt_pfval_t *v)
{
	size_t s = v->size;

	if (s != 1 && s != 2 && s != 4)
		s = 8;
	return (int)dt_pf_sval(v, s);
}

/* the C format of directive d, given its width and precision */
static void
dt_pf_cfmt(dt_pfout_t *o, const dt_pfdir_t *d, int width, int prec)
{
	char *f = o->cfmt, *end = o->cfmt + sizeof(o->cfmt);

	*f++ = '%';
	if (d->flags & PFF_ALT)
		*f++ = '#';
	if (d->flags & PFF_ZPAD)
		*f++ = '0';
	if (width < 0 || (d->flags & PFF_LEFT))
		*f++ = '-';
	if (d->flags & PFF_SPOS)
		*f++ = '+';
	if (d->flags & PFF_GROUP)
		*f++ = '\'';
	if (d->flags & PFF_SPACE)
		*f++ = ' ';
	if (width != 0)
		f += snprintf(f, (size_t)(end - f), "%u", width < 0 ?
		    0U - (unsigned)width : (unsigned)width);
	if (prec > 0)
		f += snprintf(f, (size_t)(end - f), ".%d", prec);
	snprintf(f, (size_t)(end - f), "%s", d->cfmt);
}

/* one conversion; *jp is the next value */
static int
dt_pf_conv(dt_pfout_t *o, const dt_pfdir_t *d, const dt_pfval_t *vals,
    int *jp)
{
	int width = d->width, prec = d->prec;
	dt_pfval_t v;
	int rc;

	if (d->conv->how == PF_PCT)
		return fputc('%', o->fp) == EOF ? -1 : 1;
	if (d->flags & PFF_DYNW)
		width = dt_pf_dynint(&vals[(*jp)++]);
	if (d->flags & PFF_DYNP)
		prec = dt_pf_dynint(&vals[(*jp)++]);
	dt_pf_cfmt(o, d, width, prec);
	if (!(d->flags & PFF_AGG))
		return dt_pf_value(o, d, &vals[(*jp)++]);
	if (o->aggf == NULL)
		return -1;
	memset(&v, 0, sizeof(v));
	if ((rc = o->aggf(o->aggarg, o->aggi++, o->fp, &v)) != 0)
		return rc < 0 ? -1 : 0;
	return dt_pf_value(o, d, &v);
}

static int
dt_pf_exec(dt_pfout_t *o, const dt_pfprog_t *pf, const dt_pfval_t *vals,
    int nvals)
{
	FILE *fp = o->fp;
	int i, j = 0, n, total = 0;

	if (fp == NULL || pf == NULL || nvals < pf->nargs ||
	    (pf->nargs > 0 && vals == NULL))
		return -1;
	for (i = 0; i < pf->ndirs; i++) {
		const dt_pfdir_t *d = &pf->dirs[i];

		if (d->preflen > 0) {
			if (fwrite(d->prefix, 1, d->preflen, fp) != d->preflen)
				return -1;
			total += (int)d->preflen;
		}
		if (d->conv == NULL)
			continue;
		if ((n = dt_pf_conv(o, d, vals, &j)) < 0)
			return -1;
		total += n;
	}
	return total;
}

int
dt_printf_exec(FILE *fp, const dt_pfprog_t *pf, const dt_pfval_t *vals,
    int nvals, const dt_pfhooks_t *hooks)
{
	dt_pfout_t o = { .fp = fp, .hooks = hooks };

	return dt_pf_exec(&o, pf, vals, nvals);
}

int
dt_printa_exec(FILE *fp, const dt_pfprog_t *pf, const dt_pfval_t *keys,
    int nkeys, dt_pfagg_f *aggf, void *aggarg, const dt_pfhooks_t *hooks)
{
	dt_pfout_t o = { .fp = fp, .hooks = hooks, .aggf = aggf,
	    .aggarg = aggarg };

	return dt_pf_exec(&o, pf, keys, nkeys);
}
