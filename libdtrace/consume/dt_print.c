/*
 * dt_print.c -- how the consumer prints the values trace(), tracemem() and
 * print() recorded, as Oracle's DTrace for Linux prints them.
 *
 * trace() of an integer prints it by its size and sign, in a column of
 * the default output (quiet: no padding):
 *
 *	size	signed		unsigned
 *	8	" %19lld"	" %20llu"
 *	4	" %10d"		" %10u"
 *	2	" %5d"		" %5u"
 *	1	" %3d"		" %3u"
 *
 * (illumos printed bytes and shorts as unsigned; Oracle's note on this
 * in its dt_consume.c calls the signed form the enhancement.)  A string
 * prints as "  %-33s".  A char array prints as a string when it is one:
 * printable characters, then only NULs or nothing; anything else -- a
 * struct, a union, a non-char array, a char array with a NUL in the middle
 * or an unprintable byte -- prints as a hex dump, the tracemem() layout:
 *
 *	             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f  0123456789abcdef
 *	         0: 34 12 00 00 00 00 00 00 76 98 00 00              4.......v...
 *
 * a header after a newline, then a row of up to 16 bytes for each 16,
 * offset in hex, the bytes, and the printable ones ('.' for the others).
 *
 * print(p) prints what a pointer points to through its D type: the
 * address, " = *", then the value as libbpf's BTF data dumper lays it out
 * (which Oracle's print() uses): "(type)value", a struct or union as
 * "(struct name) {" with one ".member = value," line per non-zero member,
 * an array as "(type [n]) [" with one line per non-zero element (a char
 * array up to its first NUL), nested one column deeper each level from a
 * first column of 44.  printsize, as it is when the record is printed (a
 * setopt() may change it while tracing), limits the bytes shown; a member
 * past them prints as "...".
 *
 * The rawbytes option prints every trace() value as a hex dump: a scalar
 * its own size's bytes, a string all strsize + 1 of them.
 */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "dt_impl.h"
#include "consume/dt_print.h"
#include "check/dt_stack.h"
#include "types/dt_btf.h"

#define DT_PRINT_INDENT	44	/* print()'s first column */

/* ---- hex dump (tracemem(), and trace() of non-string data) ------------ */

void
dt_print_rawbytes(FILE *fp, const unsigned char *p, size_t n)
{
	size_t i, j;

	if (n == 0)
		return;
	fprintf(fp, "\n%11s", "");
	for (i = 0; i < 16; i++)
		fprintf(fp, "  %c", "0123456789abcdef"[i]);
	fprintf(fp, "  0123456789abcdef\n");
	for (i = 0; i < n; i += 16) {
		fprintf(fp, "%5s%5zx:", "", i);
		for (j = i; j < i + 16; j++)
			fprintf(fp, j < n ? " %02x" : "   ", j < n ? p[j] : 0);
		fprintf(fp, "  ");
		for (j = i; j < i + 16 && j < n; j++)
			fputc(p[j] < ' ' || p[j] > '~' ? '.' : p[j], fp);
		fputc('\n', fp);
	}
}

/* ---- trace() ----------------------------------------------------------- */

/* A character DTrace counts as printable in a string: isprint() or
   isspace(), and backspace and bell. */
static bool
dt_print_isstrchar(unsigned char c)
{
	return isprint(c) || isspace(c) || c == '\b' || c == '\a';
}

/*
 * The length of the string a char array holds, or -1 if it holds
 * something else: printable characters, then NULs to the end.  An array
 * that starts with a NUL is not a string.
 */
long
dt_print_strlen(const unsigned char *p, size_t n)
{
	size_t i, j;

	for (i = 0; i < n && dt_print_isstrchar(p[i]); i++)
		continue;
	if (i == n)
		return (long)n;
	if (p[i] != '\0' || i == 0)
		return -1;
	for (j = i; j < n; j++)
		if (p[j] != '\0')
			return -1;
	return (long)i;
}

/*
 * Bytes that are not an integer (an aggregation key of a struct, union or
 * array whose size is not 1, 2, 4 or 8): the string they hold, in a
 * column of width, else (and with rawbytes) the hex dump.
 */
void
dt_print_bytes(dtrace_hdl_t *dtp, FILE *fp, const unsigned char *p,
    size_t n, int width)
{
	long len = dtp->dt_opts.rawbytes ? -1 : dt_print_strlen(p, n);

	if (len < 0)
		dt_print_rawbytes(fp, p, n);
	else
		fprintf(fp, "  %-*.*s", width, (int)len, (const char *)p);
}

static void
dt_print_int(FILE *fp, bool quiet, const char *p, const dt_type_t *t)
{
	int64_t v;
	size_t size = dt_type_is_pointer(t) ? 8 : t->dt_size;
	bool sign = !dt_type_is_pointer(t) && t->dt_signed;
	static const int width[2][9] = {
		{ 0, 3, 5, 0, 10, 0, 0, 0, 20 },	/* unsigned */
		{ 0, 3, 5, 0, 10, 0, 0, 0, 19 },	/* signed */
	};
	int w;

	memcpy(&v, p, sizeof(v));
	if (size != 1 && size != 2 && size != 4)
		size = 8;
	w = quiet ? 0 : width[sign][size];
	if (!quiet)
		fputc(' ', fp);
	if (sign) {
		v = size == 1 ? (int8_t)v : size == 2 ? (int16_t)v :
		    size == 4 ? (int32_t)v : v;
		fprintf(fp, "%*lld", w, (long long)v);
	} else {
		uint64_t u = (uint64_t)v;

		u = size == 1 ? (uint8_t)u : size == 2 ? (uint16_t)u :
		    size == 4 ? (uint32_t)u : u;
		fprintf(fp, "%*llu", w, (unsigned long long)u);
	}
}

void
dt_print_trace(dtrace_hdl_t *dtp, const char *rec, const dt_recval_t *rv)
{
	FILE *fp = dtp->dt_out;
	bool quiet = dtp->dt_opts.quiet;
	const dt_type_t *t = rv->rv_type;
	const unsigned char *p = (const unsigned char *)rec + rv->rv_off;
	long len;

	if (dt_stack_kind(t)) {		/* dt_consume_stack.c */
		dt_stack_print(dtp, fp, NULL, t, (const char *)p);
		return;
	}
	if (dtp->dt_opts.rawbytes) {	/* a scalar: its own size's bytes */
		dt_print_rawbytes(fp, p, dt_type_is_scalar(t) ?
		    (dt_type_is_pointer(t) ? 8 : t->dt_size) : rv->rv_size);
		return;
	}
	if (t->dt_kind == DT_TK_STRING) {
		fprintf(fp, quiet ? "%.*s" : "  %-33.*s", (int)rv->rv_size,
		    (const char *)p);
		return;
	}
	if (dt_type_is_scalar(t)) {
		dt_print_int(fp, quiet, (const char *)p, t);
		return;
	}
	if (dt_type_is_string(t) &&
	    (len = dt_print_strlen(p, rv->rv_size)) >= 0) {
		fprintf(fp, quiet ? "%.*s" : "  %-33.*s", (int)len,
		    (const char *)p);
		return;
	}
	dt_print_rawbytes(fp, p, rv->rv_size);
}

/* tracemem(addr, size [, dsize]): the bytes, as many as dsize says */
void
dt_print_tracemem(dtrace_hdl_t *dtp, const char *rec, const dt_action_t *act)
{
	size_t n = act->act_vals[0].rv_size;
	int64_t dsize;

	if (act->act_nvals > 1) {
		memcpy(&dsize, rec + act->act_vals[1].rv_off, sizeof(dsize));
		if (dsize >= 0 && (uint64_t)dsize < n)
			n = (size_t)dsize;
	}
	dt_print_rawbytes(dtp->dt_out, (const unsigned char *)rec +
	    act->act_vals[0].rv_off, n);
}

/* ---- print() ----------------------------------------------------------- */

typedef struct dt_pstate {
	dtrace_hdl_t *ps_dtp;
	FILE *ps_fp;
	const unsigned char *ps_base;	/* the value's first byte */
	size_t ps_avail;		/* bytes recorded, at most printsize */
} dt_pstate_t;

static void dt_print_data(dt_pstate_t *, const dt_type_t *, size_t off,
    int depth, const char *end);

static bool
dt_print_iszero(const dt_pstate_t *ps, size_t off, size_t size)
{
	size_t i;

	for (i = off; i < off + size && i < ps->ps_avail; i++)
		if (ps->ps_base[i] != 0)
			return false;
	return true;
}

/* "(struct foo)", "(union)" for an anonymous one, "(char [5])" */
static void
dt_print_typename(FILE *fp, const dt_type_t *t)
{
	const char *anon = strstr(t->dt_name, " <anon>");

	if (anon != NULL)
		fprintf(fp, "(%.*s)", (int)(anon - t->dt_name), t->dt_name);
	else
		fprintf(fp, "(%s)", t->dt_name);
}

static uint64_t
dt_print_uval(const dt_pstate_t *ps, size_t off, size_t size)
{
	uint64_t v = 0;

	memcpy(&v, ps->ps_base + off, size > 8 ? 8 : size);
	return v;
}

static const char *
dt_print_enumname(dtrace_hdl_t *dtp, const dt_type_t *t, int64_t v)
{
	const dt_ident_t *id;

	for (id = dtp->dt_globals; id != NULL; id = id->di_next)
		if (id->di_kind == DT_ID_CONST && id->di_type == t &&
		    id->di_value == v)
			return id->di_name;
	return NULL;
}

/* A scalar: its value after its type name. */
static void
dt_print_scalar(dt_pstate_t *ps, const dt_type_t *t, size_t off)
{
	uint64_t u = dt_print_uval(ps, off, t->dt_size);
	int shift = 64 - 8 * (int)(t->dt_size > 8 ? 8 : t->dt_size);
	int64_t s = (int64_t)(u << shift) >> shift;
	const char *name;

	dt_print_typename(ps->ps_fp, t);
	if (t->dt_kind == DT_TK_PTR)
		fprintf(ps->ps_fp, "0x%llx", (unsigned long long)u);
	else if (t->dt_kind == DT_TK_ENUM &&
	    (name = dt_print_enumname(ps->ps_dtp, t, s)) != NULL)
		fputs(name, ps->ps_fp);
	else if (t->dt_char && t->dt_signed && isprint((int)(s & 0xff)))
		fprintf(ps->ps_fp, "'%c'", (int)s);
	else if (t->dt_signed || t->dt_kind == DT_TK_ENUM)
		fprintf(ps->ps_fp, "%lld", (long long)s);
	else
		fprintf(ps->ps_fp, "%llu", (unsigned long long)u);
}

/*
 * Bit-field m at byte moff: its bits (dm_bitoff up, little-endian), sign-
 * extended if signed; true unless they are all 0 (not printed, as a zero
 * member is not).
 */
static bool
dt_print_bitfield(const dt_pstate_t *ps, const dt_member_t *m, size_t moff,
    int64_t *v)
{
	int span = m->dm_bitoff + m->dm_bits;
	size_t size = (size_t)(span + 7) / 8, i;
	uint64_t u = 0;

	for (i = 0; i < size && i < 8 && moff + i < ps->ps_avail; i++)
		u |= (uint64_t)ps->ps_base[moff + i] << (8 * i);
	u <<= 64 - span;	/* the field at the top, then down */
	*v = m->dm_type->dt_signed ? (int64_t)u >> (64 - m->dm_bits) :
	    (int64_t)(u >> (64 - m->dm_bits));
	return *v != 0;
}

static void
dt_print_members(dt_pstate_t *ps, const dt_type_t *t, size_t off, int depth)
{
	const dt_member_t *m;
	int64_t v;

	if (t->dt_btfobj != NULL && !t->dt_btfmembers)	/* read lazily */
		dt_btf_load_members((dt_type_t *)t);
	for (m = t->dt_members; m != NULL; m = m->dm_next) {
		size_t moff = off + m->dm_off;

		if (moff >= ps->ps_avail) {
			fprintf(ps->ps_fp, "%*s...\n", depth + 1, "");
			return;
		}
		if (m->dm_bits != 0) {
			if (!dt_print_bitfield(ps, m, moff, &v))
				continue;
			fprintf(ps->ps_fp, "%*s.%s = ", depth + 1, "",
			    m->dm_name);
			dt_print_typename(ps->ps_fp, m->dm_type);
			fprintf(ps->ps_fp, m->dm_type->dt_signed ? "%lld,\n" :
			    "%llu,\n", (long long)v);
			continue;
		}
		if (dt_print_iszero(ps, moff, dt_type_field_size(
		    &ps->ps_dtp->dt_types, m->dm_type)))
			continue;
		fprintf(ps->ps_fp, "%*s.%s = ", depth + 1, "", m->dm_name);
		dt_print_data(ps, m->dm_type, moff, depth + 1, ",\n");
	}
}

static void
dt_print_elems(dt_pstate_t *ps, const dt_type_t *t, size_t off, int depth)
{
	const dt_type_t *et = t->dt_ref;
	size_t i, esize = et->dt_size;
	bool chars = et->dt_char;

	for (i = 0; i < t->dt_nelems; i++) {
		size_t eoff = off + i * esize;

		if (eoff + esize > ps->ps_avail)
			return;
		if (dt_print_iszero(ps, eoff, esize)) {
			if (chars)
				return;		/* a string ends at its NUL */
			continue;
		}
		fprintf(ps->ps_fp, "%*s", depth + 1, "");
		dt_print_data(ps, et, eoff, depth + 1, ",\n");
	}
}

/*
 * A string member: DTrace's string is a char array of strsize bytes, and
 * prints as one, up to its NUL.
 */
static void
dt_print_strchars(dt_pstate_t *ps, size_t off, int depth)
{
	const dt_type_t *ct = ps->ps_dtp->dt_types.tt_char;
	size_t i, n = ps->ps_dtp->dt_types.tt_strsize;

	for (i = 0; i < n && off + i < ps->ps_avail &&
	    ps->ps_base[off + i] != 0; i++) {
		fprintf(ps->ps_fp, "%*s", depth + 1, "");
		dt_print_scalar(ps, ct, off + i);
		fputs(",\n", ps->ps_fp);
	}
}

/* The value of type t at off, then end; the caller has indented it. */
static void
dt_print_data(dt_pstate_t *ps, const dt_type_t *t, size_t off, int depth,
    const char *end)
{
	FILE *fp = ps->ps_fp;

	switch (t->dt_kind) {
	case DT_TK_STRUCT: case DT_TK_UNION:
		dt_print_typename(fp, t);
		fputs(" {\n", fp);
		dt_print_members(ps, t, off, depth);
		fprintf(fp, "%*s}%s", depth, "", end);
		return;
	case DT_TK_ARRAY:
		dt_print_typename(fp, t);
		fputs(" [\n", fp);
		dt_print_elems(ps, t, off, depth);
		fprintf(fp, "%*s]%s", depth, "", end);
		return;
	case DT_TK_STRING:
		dt_print_typename(fp, t);
		fputs(" [\n", fp);
		dt_print_strchars(ps, off, depth);
		fprintf(fp, "%*s]%s", depth, "", end);
		return;
	case DT_TK_INT: case DT_TK_ENUM: case DT_TK_PTR:
		dt_print_scalar(ps, t, off);
		break;
	default:			/* float: as bytes */
		dt_print_typename(fp, t);
		fprintf(fp, "0x%llx", (unsigned long long)dt_print_uval(ps,
		    off, t->dt_size));
		break;
	}
	fputs(end, fp);
}

/* print(p): the record holds p, then the bytes p points to */
void
dt_print_print(dtrace_hdl_t *dtp, FILE *fp, const char *rec,
    const dt_action_t *act)
{
	const dt_recval_t *ptr = &act->act_vals[0], *data = &act->act_vals[1];
	dt_pstate_t ps = { dtp, fp,
	    (const unsigned char *)rec + data->rv_off, data->rv_size };
	uint64_t addr;

	/* printsize as it is now: setopt() may have changed it since */
	if (dtp->dt_opts.printsize != 0 && ps.ps_avail > dtp->dt_opts.printsize)
		ps.ps_avail = dtp->dt_opts.printsize;
	memcpy(&addr, rec + ptr->rv_off, sizeof(addr));
	fprintf(ps.ps_fp, "0x%llx = *\n%*s", (unsigned long long)addr,
	    DT_PRINT_INDENT, "");
	dt_print_data(&ps, data->rv_type, 0, DT_PRINT_INDENT, "\n");
}
