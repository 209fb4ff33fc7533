/*
 * dt_parse.c -- the D parser's driver and the work behind the lexer
 * (dt_lex.l) and the grammar (dt_grammar.y):
 *   - dt_parse() and dt_pcb_error();
 *   - type names (which identifiers the lexer returns as T_TNAME);
 *   - literals: integer, character and string constants, with DTrace's
 *     checks and error messages;
 *   - macro arguments ($1, $$1) and macro variables ($target, $pid ...);
 *   - control lines (#pragma D ..., # 12 "file", #line, #error);
 *   - probe descriptions (macro expansion inside them);
 *   - the constructors of every AST node (dt_ast.h), including the checks
 *     DTrace makes while it parses declarations.
 * Error messages are DTrace's, word for word.  Nodes get the line of the
 * last token read when they are made, as in DTrace.
 */
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "parse/dt_parse_impl.h"

/* ---- errors and the driver ----------------------------------------------- */

int
dt_pcb_error(dt_pcb_t *pcb, int line, const char *tag, const char *fmt, ...)
{
	va_list ap;

	if (pcb->pcb_errtag != NULL)
		return -1;	/* only the first error is kept */
	va_start(ap, fmt);
	vsnprintf(pcb->pcb_errmsg, sizeof(pcb->pcb_errmsg), fmt, ap);
	va_end(ap);
	pcb->pcb_errline = line;
	pcb->pcb_errtag = tag;
	pcb->pcb_errfile = pcb->pcb_filetag;
	return -1;
}

#define PERR(ps, tag, ...) dt_pcb_error((ps)->ps_pcb, (ps)->ps_line, tag, \
	__VA_ARGS__)

int
dt_parse(dt_pcb_t *pcb)
{
	dt_pstate_t ps;

	memset(&ps, 0, sizeof(ps));
	ps.ps_pcb = pcb;
	ps.ps_tail = &pcb->pcb_program;
	ps.ps_line = 1;
	ps.ps_setline = -1;
	pcb->pcb_program = NULL;
	pcb->pcb_errmsg[0] = '\0';
	pcb->pcb_errline = 0;
	pcb->pcb_errtag = NULL;
	pcb->pcb_line = 1;
	pcb->pcb_brace_depth = 0;
	pcb->pcb_pdesc_state = 0;

	if (dt_lex_parse(&ps) != 0 || pcb->pcb_errtag != NULL) {
		if (pcb->pcb_errtag == NULL)
			dt_pcb_error(pcb, ps.ps_line, "D_SYNTAX", "syntax "
			    "error near end of input");
		pcb->pcb_program = NULL;
		return -1;
	}
	return 0;
}

/* ---- type names ---------------------------------------------------------- */

static const char *const dt_builtin_typenames[] = {
	"boolean_t", "caddr_t", "clock_t", "dev_t", "gid_t", "hrtime_t",
	"id_t", "ino_t", "int16_t", "int32_t", "int64_t", "int8_t",
	"intptr_t", "lgrp_id_t", "longlong_t", "major_t", "minor_t",
	"mode_t", "nlink_t", "off64_t", "off_t", "pid_t", "processorid_t",
	"projid_t", "psetid_t", "size_t", "ssize_t", "taskid_t", "time_t",
	"u_longlong_t", "uchar_t", "uid_t", "uint16_t", "uint32_t",
	"uint64_t", "uint8_t", "uint_t", "uintptr_t", "ulong_t", "ushort_t",
	"zoneid_t"
};

static int
dt_typename_cmp(const void *key, const void *elem)
{
	return strcmp(key, *(const char *const *)elem);
}

struct dt_pstate *dt_yyget_extra(void *);

/*
 * Is name a type name?  The built-in typedefs, then this parse's typedefs,
 * then the caller's hook (pcb_private, see dt_parse_impl.h).
 */
bool
dt_parse_is_typename(dt_pcb_t *pcb, const char *name)
{
	const dt_parse_hooks_t *hooks = pcb->pcb_private;
	dt_tname_t *tn;

	if (bsearch(name, dt_builtin_typenames, sizeof(dt_builtin_typenames) /
	    sizeof(dt_builtin_typenames[0]), sizeof(char *),
	    dt_typename_cmp) != NULL)
		return true;
	if (pcb->pcb_scanner != NULL) {
		dt_pstate_t *ps = dt_yyget_extra(pcb->pcb_scanner);

		for (tn = ps->ps_typedefs; tn != NULL; tn = tn->tn_next)
			if (strcmp(tn->tn_name, name) == 0)
				return true;
	}
	return hooks != NULL && hooks->ph_is_typename != NULL &&
	    hooks->ph_is_typename(hooks->ph_arg, name);
}

/*
 * Has DTrace's lexer a name for an identifier without looking past it: a
 * variable or function the handle knows, or a name this parse already
 * took for a new identifier (dt_parse_add_ident)?
 */
bool
dt_parse_is_known_ident(dt_pstate_t *ps, const char *name)
{
	const dt_parse_hooks_t *hooks = ps->ps_pcb->pcb_private;
	dt_tname_t *tn;

	for (tn = ps->ps_idents; tn != NULL; tn = tn->tn_next)
		if (strcmp(tn->tn_name, name) == 0)
			return true;
	return hooks != NULL && hooks->ph_is_global != NULL &&
	    hooks->ph_is_global(hooks->ph_arg, name);
}

void
dt_parse_add_ident(dt_pstate_t *ps, const char *name)
{
	dt_tname_t *tn = dt_arena_alloc(ps->ps_pcb->pcb_arena, sizeof(*tn));

	tn->tn_name = name;
	tn->tn_next = ps->ps_idents;
	ps->ps_idents = tn;
}

/* Is [mod`]name a kernel type name?  The caller's hook decides. */
bool
dt_parse_is_ktypename(dt_pcb_t *pcb, const char *mod, const char *name)
{
	const dt_parse_hooks_t *hooks = pcb->pcb_private;

	return hooks != NULL && hooks->ph_is_ktypename != NULL &&
	    hooks->ph_is_ktypename(hooks->ph_arg, mod, name);
}

void
dt_parse_add_typename(dt_pstate_t *ps, const char *name)
{
	dt_tname_t *tn = dt_arena_alloc(ps->ps_pcb->pcb_arena, sizeof(*tn));

	tn->tn_name = name;
	tn->tn_next = ps->ps_typedefs;
	ps->ps_typedefs = tn;
}

/*
 * struct tag {, union tag { or enum tag { has just been read: as DTrace
 * declares the tag there (dt_decl_sou, dt_decl_enum), a tag this program
 * has already given members is "type redeclared" on the line of the
 * brace, before the members are read (so translator struct s { T x }
 * { ... }, its input type braced where < > belong, fails there).  Tags
 * declared by an earlier compilation are the checker's (dt_check_type.c).
 */
int
dt_parse_tag_body(dt_pstate_t *ps, int kind, const char *mod,
    const char *tag)
{
	const char *what = kind == DT_TS_STRUCT ? "struct" :
	    kind == DT_TS_UNION ? "union" : "enum";
	dt_tname_t *tn;
	char *name;

	if (tag == NULL || mod != NULL || strchr(tag, '`') != NULL)
		return 0;
	name = dt_arena_alloc(ps->ps_pcb->pcb_arena,
	    strlen(what) + strlen(tag) + 2);
	sprintf(name, "%s %s", what, tag);
	for (tn = ps->ps_bodies; tn != NULL; tn = tn->tn_next)
		if (strcmp(tn->tn_name, name) == 0)
			return PERR(ps, "D_DECL_TYPERED",
			    "type redeclared: %s", name);
	tn = dt_arena_alloc(ps->ps_pcb->pcb_arena, sizeof(*tn));
	tn->tn_name = name;
	tn->tn_next = ps->ps_bodies;
	ps->ps_bodies = tn;
	return 0;
}

/* ---- literals ------------------------------------------------------------ */

char *
dt_parse_strdup(dt_pstate_t *ps, const char *s, size_t n)
{
	return dt_arena_strndup(ps->ps_pcb->pcb_arena, s, n);
}

static int
dt_hexval(int c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}

/*
 * Decode C escapes in s[0..len) in place, as DTrace does: octal (up to three
 * digits), \x with any number of hex digits, \a \b \f \n \r \t \v \" \\;
 * any other escaped character keeps its backslash, \' and \? too (DTrace's
 * '\?' is 0x5c3f).  Returns the new length; s is NUL-terminated.
 */
size_t
dt_parse_unescape(char *s, size_t len)
{
	static const char from[] = "abfnrtv\"\\";
	static const char to[] = "\a\b\f\n\r\t\v\"\\";
	char *p = s, *end = s + len, *q = s;

	while (p < end) {
		const char *e;
		int c = (unsigned char)*p++, d, i;
		unsigned x;	/* \x takes any number of digits: wraps */

		if (c != '\\' || p == end) {
			*q++ = (char)c;
			continue;
		}
		c = (unsigned char)*p++;
		if (c >= '0' && c <= '7') {
			x = (unsigned)(c - '0');
			for (i = 1; i < 3 && p < end && *p >= '0' && *p <= '7';
			    i++)
				x = x * 8 + (unsigned)(*p++ - '0');
			*q++ = (char)x;
		} else if (c == 'x') {
			for (x = 0; p < end && (d = dt_hexval(*p)) >= 0; p++)
				x = x * 16 + (unsigned)d;
			*q++ = (char)x;
		} else if (c != '\0' && (e = strchr(from, c)) != NULL) {
			*q++ = to[e - from];
		} else {
			*q++ = '\\';
			*q++ = (char)c;
		}
	}
	*q = '\0';
	return (size_t)(q - s);
}

static int
dt_int_repr(dt_pstate_t *ps, dt_tokint_t *ti)
{
	/* decimal constants without u fit only the signed types */
	if (!(ti->ti_flags & (DT_INT_U | DT_INT_OCTHEX)) &&
	    ti->ti_value > (uint64_t)INT64_MAX)
		return PERR(ps, "D_INT_OFLOW", "integer constant 0x%llx cannot "
		    "be represented in any built-in integral type",
		    (unsigned long long)ti->ti_value);
	return 0;
}

static unsigned
dt_int_suffix(const char *p)
{
	unsigned f = 0;
	int nl = 0;

	for (; *p != '\0'; p++) {
		if (*p == 'u' || *p == 'U')
			f |= DT_INT_U;
		else if (*p == 'l' || *p == 'L')
			nl++;
	}
	return f | (nl == 1 ? DT_INT_L : nl > 1 ? DT_INT_LL : 0);
}

/* An integer constant token (matched by the lexer's INT pattern). */
int
dt_parse_int(dt_pstate_t *ps, const char *text, dt_tokint_t *ti)
{
	char *p;

	errno = 0;
	ti->ti_value = strtoull(text, &p, 0);
	if (errno == ERANGE)
		return PERR(ps, "D_INT_OFLOW", "constant %s results in integer "
		    "overflow", text);
	if (*p != '\0' && strchr("uUlL", *p) == NULL)
		return PERR(ps, "D_INT_DIGIT", "constant %s contains invalid "
		    "digit %c", text, *p);
	ti->ti_flags = dt_int_suffix(p) | (text[0] == '0' ? DT_INT_OCTHEX : 0);
	return dt_int_repr(ps, ti);
}

/*
 * A character constant: its bytes, the first one most significant, typed
 * as an integer constant of that value is ('a' is an int, 'abcdefgh' a
 * long), as DTrace types it.
 */
int
dt_parse_char(dt_pstate_t *ps, const char *text, size_t len, dt_tokint_t *ti)
{
	char *s;
	size_t n, i;

	if (len == 0)
		return PERR(ps, "D_CHR_NULL", "empty character constant");
	s = dt_parse_strdup(ps, text, len);
	n = dt_parse_unescape(s, len);
	if (n > sizeof(uint64_t))
		return PERR(ps, "D_CHR_OFLOW", "character constant is too "
		    "long");
	ti->ti_value = 0;
	for (i = 0; i < n; i++)
		ti->ti_value = (ti->ti_value << 8) | (unsigned char)s[i];
	ti->ti_flags = DT_INT_CHAR;
	return 0;
}

/* ---- macros -------------------------------------------------------------- */

/* The text of $n (tok is "$n" or "$$n"), or dflt under -x defaultargs. */
const char *
dt_parse_macro_arg(dt_pstate_t *ps, const char *tok, int n, const char *dflt)
{
	dt_pcb_t *pcb = ps->ps_pcb;

	if (n < 0 || n > pcb->pcb_argc || pcb->pcb_argv == NULL) {
		if (!pcb->pcb_defaultargs) {
			PERR(ps, "D_MACRO_UNDEF", "macro argument %s is not "
			    "defined", tok);
			return NULL;
		}
		return dflt;
	}
	if (pcb->pcb_argused != NULL)
		pcb->pcb_argused[n] = true;
	return pcb->pcb_argv[n] != NULL ? pcb->pcb_argv[n] : "";
}

/* True if s is neither an integer nor an identifier (DTrace's test). */
bool
dt_parse_badidnum(const char *s)
{
	char *p;

	if (*s == '\0')
		return true;
	errno = 0;
	(void) strtoull(s, &p, 0);
	if (errno == 0 && *p == '\0')
		return false;
	for (; *s != '\0'; s++)
		if (!isalnum((unsigned char)*s) && *s != '_' && *s != '`')
			return true;
	return false;
}

/* $n whose text is an integer, possibly signed: "-5" is -(5). */
int
dt_parse_macro_int(dt_pstate_t *ps, const char *tok, const char *v,
    dt_tokint_t *ti)
{
	unsigned prefix = 0;
	char *p;

	if (*v == '-' || *v == '+')
		prefix = *v++ == '-' ? DT_TOKINT_NEG : DT_TOKINT_POS;
	errno = 0;
	ti->ti_value = strtoull(v, &p, 0);
	if (errno == ERANGE)
		return PERR(ps, "D_MACRO_OFLOW", "macro argument %s constant "
		    "%s results in integer overflow", tok, v);
	ti->ti_flags = dt_int_suffix(p) | (*v == '0' ? DT_INT_OCTHEX : 0);
	if (dt_int_repr(ps, ti) != 0)
		return -1;
	ti->ti_flags |= prefix;
	return 0;
}

/* The macro variables: $target, $pid, $ppid, $uid, $gid ... */
bool
dt_parse_macro_var(dt_pstate_t *ps, const char *name, int64_t *valp)
{
	const dt_pcb_t *pcb = ps->ps_pcb;
	const struct { const char *name; int64_t val; } vars[] = {
		{ "egid", (int64_t)getegid() }, { "euid", (int64_t)geteuid() },
		{ "gid", pcb->pcb_gid }, { "pgid", pcb->pcb_pgid },
		{ "pid", pcb->pcb_pid }, { "ppid", pcb->pcb_ppid },
		{ "projid", 0 }, { "sid", pcb->pcb_sid }, { "taskid", 0 },
		{ "target", pcb->pcb_target }, { "uid", pcb->pcb_uid },
	};
	size_t i;

	for (i = 0; i < sizeof(vars) / sizeof(vars[0]); i++) {
		if (strcmp(vars[i].name, name) == 0) {
			*valp = vars[i].val;
			return true;
		}
	}
	return false;
}

/* ---- control lines ------------------------------------------------------- */

enum { DT_CT_WORD, DT_CT_STR, DT_CT_INT };
#define DT_CTL_MAXTOK	64

typedef struct dt_ctltok {
	int ct_kind;
	const char *ct_text;		/* word, or decoded string */
	const char *ct_raw, *ct_end;	/* where it is in the line */
	dt_tokint_t ct_int;
} dt_ctltok_t;

/* Does s[0..n) match the lexer's INT pattern? */
static bool
dt_ctl_isint(const char *s, size_t n)
{
	size_t i = 0;

	if (n > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X') &&
	    dt_hexval(s[2]) >= 0)
		for (i = 2; i < n && dt_hexval(s[i]) >= 0; i++)
			;
	else
		for (; i < n && isdigit((unsigned char)s[i]); i++)
			;
	if (i == 0)
		return false;
	if (i < n && (s[i] == 'u' || s[i] == 'U'))
		i++;
	if (i < n && (s[i] == 'l' || s[i] == 'L'))
		i++;
	if (i < n && (s[i] == 'l' || s[i] == 'L'))
		i++;
	return i == n;
}

static int
dt_ctl_token(dt_pstate_t *ps, const char *p, const char *end, dt_ctltok_t *t,
    const char **nextp)
{
	const char *q = p;

	t->ct_raw = p;
	if (*p == '"') {
		for (q = p + 1; q < end && *q != '"'; q++)
			if (*q == '\\' && q + 1 < end)
				q++;
		if (q >= end)
			return dt_pcb_error(ps->ps_pcb, ps->ps_line + 1,
			    "D_STR_NL", "newline encountered in string "
			    "literal");
		t->ct_kind = DT_CT_STR;
		t->ct_text = dt_parse_strdup(ps, p + 1, (size_t)(q - p - 1));
		dt_parse_unescape((char *)t->ct_text, (size_t)(q - p - 1));
		q++;
	} else {
		while (q < end && strchr("\f\t\v\r \"", *q) == NULL)
			q++;
		t->ct_kind = DT_CT_WORD;
		t->ct_text = dt_parse_strdup(ps, p, (size_t)(q - p));
		if (dt_ctl_isint(p, (size_t)(q - p))) {
			t->ct_kind = DT_CT_INT;
			if (dt_parse_int(ps, t->ct_text, &t->ct_int) != 0)
				return -1;
		}
	}
	t->ct_end = q;
	*nextp = q;
	return 0;
}

static int
dt_ctl_tokenize(dt_pstate_t *ps, const char *line, size_t len,
    dt_ctltok_t *toks, int *np)
{
	const char *p = line, *end = line + len;
	int n = 0;

	while (p < end && *p != '#')
		p++;
	for (p++; n < DT_CTL_MAXTOK; n++) {
		while (p < end && strchr("\f\t\v\r ", *p) != NULL)
			p++;
		if (p >= end)
			break;
		if (dt_ctl_token(ps, p, end, &toks[n], &p) != 0)
			return -1;
	}
	*np = n;
	return 0;
}

/* # <line> ["file" [state ...]], #line <line> ... */
static int
dt_ctl_line(dt_pstate_t *ps, const dt_ctltok_t *t, int n, int errline,
    int after)
{
	uint64_t room;
	int i;

	for (i = 0; i < n; i++) {
		if (t[i].ct_kind != (i == 1 ? DT_CT_STR : DT_CT_INT))
			return dt_pcb_error(ps->ps_pcb, errline,
			    "D_PRAGMA_MALFORM", "malformed #line <line> [ "
			    "[\"file\"] state ]");
	}
	/* the line numbers that follow must fit in the lexer's int, even
	   if every character left is a newline */
	room = ps->ps_pcb->pcb_textlen < INT_MAX ?
	    INT_MAX - ps->ps_pcb->pcb_textlen - 1 : 0;
	if (n == 0 || t[0].ct_int.ti_value > room)
		return dt_pcb_error(ps->ps_pcb, errline, "D_PRAGMA_MALFORM",
		    "malformed #line <line> [ [\"file\"] state ]");
	/* the line after the marker gets number t[0] + after */
	ps->ps_setline = (int)t[0].ct_int.ti_value + after - 1;
	return 0;
}

/* "Stable/Evolving/Common" as dtrace_str2attr() accepts it */
static bool
dt_ctl_attrs_ok(const char *s)
{
	static const char *const stab[] = { "Internal", "Private", "Obsolete",
	    "External", "Unstable", "Evolving", "Stable", "Standard", NULL };
	static const char *const cls[] = { "Unknown", "CPU", "Platform",
	    "Group", "ISA", "Common", NULL };
	const char *const *names;
	int part;

	for (part = 0; *s != '\0'; part++) {
		size_t n = strcspn(s, "/");
		bool ok = false;

		if (part == 3)
			return false;
		for (names = part < 2 ? stab : cls; *names != NULL; names++)
			if (strlen(*names) == n &&
			    strncasecmp(*names, s, n) == 0)
				ok = true;
		if (!ok)
			return false;
		s += n;
		if (*s == '/')
			s++;
	}
	return true;
}

/* "1.2.3" as dt_version_str2num() accepts it */
static bool
dt_ctl_version_ok(const char *s)
{
	static const unsigned max[3] = { 0xff, 0xfff, 0xfff };
	unsigned n[3] = { 0, 0, 0 };
	int i = 0;

	for (; *s != '\0'; s++) {
		if (isdigit((unsigned char)*s)) {
			if (n[i] <= 0xffff)
				n[i] = n[i] * 10 + (unsigned)(*s - '0');
		} else if (*s != '.' || i++ >= 2) {
			return false;
		}
	}
	return n[0] <= max[0] && n[1] <= max[1] && n[2] <= max[2];
}

static int
dt_ctl_error(dt_pstate_t *ps, const char *prname, const dt_ctltok_t *t, int n)
{
	char buf[1024];
	size_t len = 0;
	int i;

	buf[0] = '\0';
	for (i = 0; i < n; i++) {
		if (t[i].ct_kind != DT_CT_INT)
			len += (size_t)snprintf(buf + len, len < sizeof(buf) ?
			    sizeof(buf) - len : 0, "%s ", t[i].ct_text);
		if (len >= sizeof(buf))
			break;
	}
	return PERR(ps, "D_PRAGERR", "#%s: %s", prname, buf);
}

/* Check the arguments of #pragma D attributes/binding/depends_on/option. */
static int
dt_ctl_check(dt_pstate_t *ps, const char *pr, const dt_ctltok_t *t, int n)
{
	if (strcmp(pr, "attributes") == 0) {
		if (n < 2 || t[0].ct_kind != DT_CT_WORD ||
		    t[1].ct_kind != DT_CT_WORD)
			return PERR(ps, "D_PRAGMA_MALFORM", "malformed #pragma "
			    "%s <attributes> <ident>", pr);
		if (!dt_ctl_attrs_ok(t[0].ct_text))
			return PERR(ps, "D_PRAGMA_INVAL", "invalid attributes "
			    "specified by #pragma %s", pr);
	} else if (strcmp(pr, "binding") == 0) {
		if (n < 2 || t[0].ct_kind != DT_CT_STR ||
		    t[1].ct_kind != DT_CT_WORD)
			return PERR(ps, "D_PRAGMA_MALFORM", "malformed #pragma "
			    "%s \"version\" <ident>", pr);
		if (!dt_ctl_version_ok(t[0].ct_text))
			return PERR(ps, "D_PRAGMA_INVAL", "invalid version "
			    "string specified by #pragma %s", pr);
	} else if (strcmp(pr, "depends_on") == 0) {
		if (n < 2 || t[0].ct_kind != DT_CT_WORD ||
		    t[1].ct_kind != DT_CT_WORD)
			return PERR(ps, "D_PRAGMA_MALFORM", "malformed #pragma "
			    "%s <class> <name>", pr);
		if (strcmp(t[0].ct_text, "provider") != 0 &&
		    strcmp(t[0].ct_text, "module") != 0 &&
		    strcmp(t[0].ct_text, "library") != 0)
			return PERR(ps, "D_PRAGMA_INVAL", "invalid class %s "
			    "specified by #pragma %s", t[0].ct_text, pr);
	} else {	/* option */
		if (n == 0 || t[0].ct_kind != DT_CT_WORD)
			return PERR(ps, "D_PRAGMA_MALFORM", "malformed #pragma "
			    "%s <option>=<val>", pr);
		if (n > 1)
			return PERR(ps, "D_PRAGMA_MALFORM", "superfluous "
			    "arguments specified for #pragma %s", pr);
		if (strncmp(t[0].ct_text, "defaultargs", 11) == 0 &&
		    (t[0].ct_text[11] == '\0' || t[0].ct_text[11] == '='))
			ps->ps_pcb->pcb_defaultargs = true;
		/* as DTrace applies a pragma where it stands: the parse's
		   own errors after it are tagged too */
		if (strcmp(t[0].ct_text, "errtags") == 0)
			ps->ps_pcb->pcb_errtags = true;
		if (strcmp(t[0].ct_text, "pspec") == 0)	/* the lexer's */
			ps->ps_pcb->pcb_pspec = true;
	}
	return 0;
}

/* A #pragma for the checker: a DT_N_PRAGMA node in the program. */
static int
dt_ctl_pragma(dt_pstate_t *ps, const char *pr, const dt_ctltok_t *t, int n)
{
	dt_node_t *dnp;

	if (dt_ctl_check(ps, pr, t, n) != 0)
		return -1;
	dnp = dt_node_new(ps, DT_N_PRAGMA);
	dnp->dn_str = pr;
	dnp->dn_pragma = n == 0 ? "" : dt_parse_strdup(ps, t[0].ct_raw,
	    (size_t)(t[n - 1].ct_end - t[0].ct_raw));
	dt_parse_append(ps, dnp);
	return 0;
}

enum { DT_PR_DIR, DT_PR_SUB, DT_PR_DCP };	/* #x, #pragma x, #pragma D x */

/*
 * A control line, handled as DTrace's dt_pragma() does.  Line numbers of its
 * errors follow DTrace too: the line itself, or the next one for malformed
 * cpp line markers and invalid directives.
 */
int
dt_parse_control(dt_pstate_t *ps, const char *line, size_t len)
{
	static const struct { const char *name; int kind; } prs[] = {
		{ "attributes", DT_PR_DCP }, { "binding", DT_PR_DCP },
		{ "depends_on", DT_PR_DCP }, { "error", DT_PR_DIR },
		{ "ident", DT_PR_DIR }, { "line", DT_PR_DIR },
		{ "option", DT_PR_DCP }, { NULL, 0 }
	};
	dt_ctltok_t t[DT_CTL_MAXTOK];
	int n, i, j, kind = DT_PR_DIR, next = ps->ps_line + 1;

	if (dt_ctl_tokenize(ps, line, len, t, &n) != 0)
		return -1;
	for (i = 0; i < n; i++) {
		const char *w = t[i].ct_text;

		if (t[i].ct_kind == DT_CT_INT)
			return dt_ctl_line(ps, &t[i], n - i, next, 0);
		if (t[i].ct_kind != DT_CT_WORD)
			return dt_pcb_error(ps->ps_pcb, next, "D_PRAGCTL_INVAL",
			    "invalid control directive");
		if (kind == DT_PR_DIR && strcmp(w, "pragma") == 0) {
			kind = DT_PR_SUB;
			continue;
		}
		if (kind == DT_PR_SUB && strcmp(w, "D") == 0) {
			kind = DT_PR_DCP;
			continue;
		}
		for (j = 0; prs[j].name != NULL; j++)
			if (prs[j].kind <= kind && strcmp(prs[j].name, w) == 0)
				break;
		if (prs[j].name == NULL && kind == DT_PR_DIR)
			return PERR(ps, "D_PRAGCTL_INVAL", "invalid control "
			    "directive: #%s", w);
		if (prs[j].name == NULL && kind == DT_PR_DCP)
			return PERR(ps, "D_PRAGMA_INVAL", "invalid D pragma: "
			    "%s", w);
		if (prs[j].name == NULL || strcmp(w, "ident") == 0)
			return 0;	/* unknown #pragma x: ignored */
		if (strcmp(w, "error") == 0)
			return dt_ctl_error(ps, w, &t[i + 1], n - i - 1);
		if (strcmp(w, "line") == 0)
			return dt_ctl_line(ps, &t[i + 1], n - i - 1,
			    ps->ps_line, 1);
		return dt_ctl_pragma(ps, prs[j].name, &t[i + 1], n - i - 1);
	}
	return 0;
}

/* ---- probe descriptions -------------------------------------------------- */

/*
 * Expand the first $ in one field of a probe description, as DTrace's
 * dtrace_xstr2desc() does: $n (or $$n) is argument n and the rest of the
 * field follows it; $name (or $$name) takes the whole rest of the field.
 */
static const char *
dt_pdesc_field(dt_pstate_t *ps, const char *f, size_t len)
{
	dt_pcb_t *pcb = ps->ps_pcb;
	const char *v = memchr(f, '$', len), *w = "";
	size_t pre, vlen, wlen = 0;
	char buf[32];
	int64_t val;

	if (v == NULL)
		return dt_parse_strdup(ps, f, len);
	pre = (size_t)(v - f);
	vlen = len - pre;
	if (vlen > 2 && v[1] == '$') {
		v++;
		vlen--;
	}
	if (vlen > 1 && isdigit((unsigned char)v[1])) {
		char *end;
		long i;

		errno = 0;
		i = strtol(v + 1, &end, 10);
		if ((size_t)(end - v) > vlen)
			end = (char *)v + vlen;
		w = end;
		wlen = vlen - (size_t)(end - v);
		if (i < 0 || i > pcb->pcb_argc || errno != 0 ||
		    pcb->pcb_argv == NULL)
			return NULL;
		if (pcb->pcb_argused != NULL)
			pcb->pcb_argused[i] = true;
		v = pcb->pcb_argv[i] ? pcb->pcb_argv[i] : "";
	} else {
		char name[64];

		if (vlen <= 1 || vlen - 1 >= sizeof(name))
			return NULL;
		memcpy(name, v + 1, vlen - 1);
		name[vlen - 1] = '\0';
		if (!dt_parse_macro_var(ps, name, &val))
			return NULL;
		snprintf(buf, sizeof(buf), "%d", (int)val);
		v = buf;
	}
	return dt_arena_printf(pcb->pcb_arena, "%.*s%s%.*s", (int)pre, f, v,
	    (int)wlen, w);
}

dt_node_t *
dt_node_pdesc(dt_pstate_t *ps, const char *text)
{
	const char *fields[4], *err = NULL, *f;
	size_t end = strlen(text), start;
	dt_node_t *dnp = dt_node_new(ps, DT_N_PDESC);
	int nf = 0, i;

	if (isdigit((unsigned char)text[0])) {	/* a probe ID */
		dnp->dn_str = text;
		dnp->dn_int = strtoull(text, NULL, 0);
		return dnp;
	}
	/* the fields from the last one, as dtrace_xstr2desc() takes them:
	   it stops at a leading ':', so the empty field before that is no
	   field (":dtrace" is a provider under -P) */
	for (;;) {
		for (start = end; start > 0 && text[start - 1] != ':'; start--)
			;
		f = dt_pdesc_field(ps, text + start, end - start);
		if (f == NULL || nf == 4) {
			err = f == NULL ? "Undefined macro variable in probe "
			    "description" : "Overspecified probe description";
			break;
		}
		fields[nf++] = f;
		if (start <= 1)
			break;
		end = start - 1;
	}
	if (err != NULL) {
		PERR(ps, "D_PDESC_INVAL", "invalid probe description \"%s\": "
		    "%s", text, err);
		return NULL;
	}
	dnp->dn_str = fields[nf - 1];
	for (i = nf - 2; i >= 0; i--)
		dnp->dn_str = dt_arena_printf(ps->ps_pcb->pcb_arena, "%s:%s",
		    dnp->dn_str, fields[i]);
	return dnp;
}

/* ---- expression and statement nodes ------------------------------------- */

dt_node_t *
dt_node_new(dt_pstate_t *ps, dt_nodekind_t kind)
{
	dt_node_t *dnp = dt_arena_alloc(ps->ps_pcb->pcb_arena, sizeof(*dnp));

	dnp->dn_kind = kind;
	dnp->dn_line = ps->ps_line;
	dnp->dn_fromlib = ps->ps_pcb->pcb_filetag != NULL;
	return dnp;
}

dt_node_t *
dt_node_link(dt_node_t *l, dt_node_t *r)
{
	dt_node_t *p;

	if (l == NULL)
		return r;
	for (p = l; p->dn_next != NULL; p = p->dn_next)
		;
	p->dn_next = r;
	return l;
}

void
dt_parse_append(dt_pstate_t *ps, dt_node_t *dnp)
{
	if (dnp == NULL)
		return;
	*ps->ps_tail = dnp;
	while (dnp->dn_next != NULL)
		dnp = dnp->dn_next;
	ps->ps_tail = &dnp->dn_next;
}

dt_node_t *
dt_node_intval(dt_pstate_t *ps, const dt_tokint_t *ti)
{
	dt_node_t *dnp = dt_node_new(ps, DT_N_INT);

	dnp->dn_int = ti->ti_value;
	dnp->dn_intflags = ti->ti_flags & ~(DT_TOKINT_NEG | DT_TOKINT_POS);
	if (ti->ti_flags & (DT_TOKINT_NEG | DT_TOKINT_POS))
		return dt_node_op1(ps, DT_N_UNARY, (ti->ti_flags &
		    DT_TOKINT_NEG) ? '-' : '+', dnp);
	return dnp;
}

dt_node_t *
dt_node_str(dt_pstate_t *ps, const char *s, size_t len)
{
	dt_node_t *dnp = dt_node_new(ps, DT_N_STR);

	dnp->dn_str = s;
	dnp->dn_strlen = len;
	return dnp;
}

/* "a" "b": adjacent string literals are one. */
dt_node_t *
dt_node_strcat(dt_pstate_t *ps, dt_node_t *a, dt_node_t *b)
{
	char *s = dt_arena_alloc(ps->ps_pcb->pcb_arena,
	    a->dn_strlen + b->dn_strlen + 1);

	memcpy(s, a->dn_str, a->dn_strlen);
	memcpy(s + a->dn_strlen, b->dn_str, b->dn_strlen);
	a->dn_str = s;
	a->dn_strlen += b->dn_strlen;
	return a;
}

/* An identifier; "mod`name" and "`name" are module-scoped. */
dt_node_t *
dt_node_ident(dt_pstate_t *ps, const char *text, int scope)
{
	dt_node_t *dnp = dt_node_new(ps, DT_N_IDENT);
	const char *bq = strrchr(text, '`');

	dnp->dn_scope = scope;
	dnp->dn_str = text;
	if (bq != NULL && scope == DT_SCOPE_NONE) {
		dnp->dn_scope = DT_SCOPE_MODULE;
		dnp->dn_mod = dt_parse_strdup(ps, text, (size_t)(bq - text));
		dnp->dn_str = bq + 1;
	}
	return dnp;
}

dt_node_t *
dt_node_agg(dt_pstate_t *ps, const char *name)
{
	dt_node_t *dnp = dt_node_new(ps, DT_N_AGG);

	dnp->dn_str = name;
	return dnp;
}

dt_node_t *
dt_node_op1(dt_pstate_t *ps, dt_nodekind_t kind, int op, dt_node_t *l)
{
	dt_node_t *dnp = dt_node_new(ps, kind);

	dnp->dn_op = op;
	dnp->dn_left = l;
	return dnp;
}

dt_node_t *
dt_node_op2(dt_pstate_t *ps, dt_nodekind_t kind, int op, dt_node_t *l,
    dt_node_t *r)
{
	dt_node_t *dnp = dt_node_op1(ps, kind, op, l);

	dnp->dn_right = r;
	return dnp;
}

dt_node_t *
dt_node_ternary(dt_pstate_t *ps, dt_node_t *c, dt_node_t *l, dt_node_t *r)
{
	dt_node_t *dnp = dt_node_op2(ps, DT_N_TERNARY, 0, l, r);

	dnp->dn_cond = c;
	return dnp;
}

dt_node_t *
dt_node_member(dt_pstate_t *ps, dt_nodekind_t kind, dt_node_t *l,
    const char *name)
{
	dt_node_t *dnp = dt_node_op1(ps, kind, 0, l);

	dnp->dn_str = name;
	return dnp;
}

/* x[keys]; on an aggregation without keys, @a[keys] gives it its keys. */
dt_node_t *
dt_node_index(dt_pstate_t *ps, dt_node_t *l, dt_node_t *keys)
{
	dt_node_t *dnp;

	if (l->dn_kind == DT_N_AGG && l->dn_args == NULL) {
		l->dn_args = keys;
		return l;
	}
	dnp = dt_node_op1(ps, DT_N_INDEX, 0, l);
	dnp->dn_args = keys;
	return dnp;
}

dt_node_t *
dt_node_call(dt_pstate_t *ps, dt_node_t *fn, dt_node_t *args)
{
	dt_node_t *dnp;

	if (fn->dn_kind != DT_N_IDENT || fn->dn_scope != DT_SCOPE_NONE) {
		PERR(ps, "D_FUNC_IDENT", "function designator is not of "
		    "function type");
		return NULL;
	}
	dnp = dt_node_new(ps, DT_N_CALL);
	dnp->dn_str = fn->dn_str;
	dnp->dn_args = args;
	return dnp;
}

/* casts, sizeof, offsetof, xlate: a type name and an expression or name */
dt_node_t *
dt_node_typeop(dt_pstate_t *ps, dt_nodekind_t kind, dt_node_t *type,
    dt_node_t *expr, const char *name)
{
	dt_node_t *dnp = dt_node_op1(ps, kind, 0, expr);

	dnp->dn_type = type;
	dnp->dn_str = name;
	return dnp;
}

dt_node_t *
dt_node_stmt(dt_pstate_t *ps, dt_node_t *expr)
{
	return dt_node_op1(ps, DT_N_EXPRSTMT, 0, expr);
}

/* A block: { list }, or a single statement made into a block. */
dt_node_t *
dt_node_block(dt_pstate_t *ps, dt_node_t *list)
{
	dt_node_t *dnp = dt_node_new(ps, DT_N_BLOCK);

	dnp->dn_list = list;
	return dnp;
}

dt_node_t *
dt_node_if(dt_pstate_t *ps, dt_node_t *cond, dt_node_t *then, dt_node_t *els)
{
	dt_node_t *dnp = dt_node_op2(ps, DT_N_IF, 0, then, els);

	dnp->dn_cond = cond;
	return dnp;
}

dt_node_t *
dt_node_clause(dt_pstate_t *ps, dt_node_t *pdescs, dt_node_t *pred,
    dt_node_t *body)
{
	dt_node_t *dnp = dt_node_new(ps, DT_N_CLAUSE);

	dnp->dn_line = pdescs->dn_line;
	dnp->dn_int = (uint64_t)ps->ps_line;	/* reduced at its '}' */
	dnp->dn_list = pdescs;
	dnp->dn_cond = pred;
	dnp->dn_body = body;
	return dnp;
}

/* ---- type specifiers ----------------------------------------------------- */

#define DT_TSF_CLASS	(DT_TSF_TYPEDEF | DT_TSF_EXTERN | DT_TSF_STATIC | \
	DT_TSF_REGISTER | DT_TSF_AUTO | DT_TSF_SELF | DT_TSF_THIS)

/* One declaration specifier.  A base type means a declarator follows. */
dt_node_t *
dt_node_spec(dt_pstate_t *ps, int kind, unsigned flags)
{
	dt_node_t *dnp = dt_node_new(ps, DT_N_TYPESPEC);

	dnp->dn_ts.ts_kind = kind;
	dnp->dn_ts.ts_flags = flags;
	if (kind != DT_TS_NONE)
		ps->ps_tspec = true;
	return dnp;
}

/* "struct" or "union" before its tag is known: no declarator follows yet */
dt_node_t *
dt_node_sou(dt_pstate_t *ps, int kind, const char *mod)
{
	dt_node_t *dnp = dt_node_new(ps, DT_N_TYPESPEC);

	dnp->dn_ts.ts_kind = kind;
	dnp->dn_ts.ts_mod = mod;
	return dnp;
}

/* struct/union/enum [mod`]tag [{ members }], or a typedef name [mod`]name */
dt_node_t *
dt_node_spec_tag(dt_pstate_t *ps, int kind, const char *mod, const char *tag,
    dt_node_t *members, bool body)
{
	dt_node_t *dnp = dt_node_spec(ps, kind, 0);
	const char *bq = tag != NULL ? strrchr(tag, '`') : NULL;

	dnp->dn_ts.ts_mod = mod;
	dnp->dn_ts.ts_tag = tag;
	if (bq != NULL) {
		dnp->dn_ts.ts_mod = dt_parse_strdup(ps, tag,
		    (size_t)(bq - tag));
		dnp->dn_ts.ts_tag = bq + 1;
	}
	dnp->dn_ts.ts_members = members;
	dnp->dn_ts.ts_body = body;
	return dnp;
}

/* DTrace's dt_decl_check(): attributes that do not fit the base type */
static int
dt_spec_check(dt_pstate_t *ps, const dt_typespec_t *ts, int line)
{
	unsigned f = ts->ts_flags;
	int k = ts->ts_kind;

	if (k == DT_TS_NONE)
		return 0;
	if (k == DT_TS_CHAR && (f & (DT_TSF_SHORT | DT_TSF_LONG |
	    DT_TSF_LONGLONG)))
		return dt_pcb_error(ps->ps_pcb, line, "D_DECL_CHARATTR",
		    "invalid type declaration: "
		    "short and long may not be used with char type");
	if (k == DT_TS_VOID && (f & (DT_TSF_SHORT | DT_TSF_LONG |
	    DT_TSF_LONGLONG | DT_TSF_SIGNED | DT_TSF_UNSIGNED)))
		return dt_pcb_error(ps->ps_pcb, line, "D_DECL_VOIDATTR",
		    "invalid type declaration: "
		    "attributes may not be used with void type");
	if (k != DT_TS_INT && k != DT_TS_CHAR && k != DT_TS_VOID &&
	    (f & (DT_TSF_SIGNED | DT_TSF_UNSIGNED)))
		return dt_pcb_error(ps->ps_pcb, line, "D_DECL_SIGNINT",
		    "invalid type declaration: "
		    "signed and unsigned may only be used with integer type");
	if (k != DT_TS_INT && k != DT_TS_CHAR && k != DT_TS_VOID &&
	    k != DT_TS_FLOAT && k != DT_TS_DOUBLE &&
	    (f & (DT_TSF_LONG | DT_TSF_LONGLONG)))
		return dt_pcb_error(ps->ps_pcb, line, "D_DECL_LONGINT",
		    "invalid type declaration: "
		    "long and long long may only be used with integer or "
		    "floating-point type");
	return 0;
}

/* Add specifier b to the specifiers a; NULL on error. */
dt_node_t *
dt_node_spec_merge(dt_pstate_t *ps, dt_node_t *a, dt_node_t *b)
{
	dt_typespec_t *ts = &a->dn_ts;
	const dt_typespec_t *bs = &b->dn_ts;
	unsigned f = bs->ts_flags;

	if ((ts->ts_flags & DT_TSF_CLASS) && (f & DT_TSF_CLASS)) {
		PERR(ps, "D_DECL_CLASS", "only one storage class allowed in a "
		    "declaration");
		return NULL;
	}
	if (bs->ts_kind != DT_TS_NONE) {
		if (ts->ts_kind != DT_TS_NONE) {
			/* a second struct body: where it starts */
			dt_pcb_error(ps->ps_pcb, bs->ts_body ? b->dn_line :
			    ps->ps_line, "D_DECL_COMBO", "invalid type "
			    "combination");
			return NULL;
		}
		ts->ts_kind = bs->ts_kind;
		ts->ts_mod = bs->ts_mod;
		ts->ts_tag = bs->ts_tag;
		ts->ts_members = bs->ts_members;
		ts->ts_body = bs->ts_body;
	}
	if ((f & DT_TSF_LONG) && (ts->ts_flags & (DT_TSF_LONG |
	    DT_TSF_LONGLONG))) {
		ts->ts_flags &= ~DT_TSF_LONG;
		f = (f & ~DT_TSF_LONG) | DT_TSF_LONGLONG;
	}
	ts->ts_flags |= f;
	/* with a struct body, DTrace checks the words at its '{' */
	return dt_spec_check(ps, ts, bs->ts_body ? b->dn_line :
	    ps->ps_line) == 0 ? a : NULL;
}

/* The specifiers are complete: no base type means int. */
static dt_node_t *
dt_spec_done(dt_node_t *spec)
{
	if (spec->dn_ts.ts_kind == DT_TS_NONE)
		spec->dn_ts.ts_kind = DT_TS_INT;
	return spec;
}

/* ---- declarators --------------------------------------------------------- */

dt_node_t *
dt_node_dclr(dt_pstate_t *ps, int kind, dt_node_t *inner)
{
	dt_node_t *dnp = dt_node_new(ps, DT_N_DECLARATOR);

	dnp->dn_dcl.dcl_kind = kind;
	dnp->dn_dcl.dcl_inner = inner;
	return dnp;
}

/* Put the chain inner inside the innermost link of the chain outer. */
dt_node_t *
dt_node_dclr_chain(dt_node_t *outer, dt_node_t *inner)
{
	dt_node_t *p = outer;

	while (p->dn_dcl.dcl_inner != NULL)
		p = p->dn_dcl.dcl_inner;
	p->dn_dcl.dcl_inner = inner;
	return outer;
}

const char *
dt_node_dclr_name(const dt_node_t *d)
{
	while (d != NULL && d->dn_dcl.dcl_kind != DT_DCL_IDENT)
		d = d->dn_dcl.dcl_inner;
	return d != NULL ? d->dn_str : NULL;
}

/* The link just outside the name: what kind of thing is declared. */
static int
dt_dclr_kind(const dt_node_t *d)
{
	int kind = DT_DCL_IDENT;

	for (; d != NULL && d->dn_dcl.dcl_kind != DT_DCL_IDENT;
	    d = d->dn_dcl.dcl_inner)
		kind = d->dn_dcl.dcl_kind;
	return kind;
}

static const dt_node_t *
dt_dclr_last(const dt_node_t *d)
{
	const dt_node_t *last = NULL;

	for (; d != NULL && d->dn_dcl.dcl_kind != DT_DCL_IDENT;
	    d = d->dn_dcl.dcl_inner)
		last = d;
	return last;
}

/* [size] or [key types]: detached, dt_node_dclr_chain() places it. */
dt_node_t *
dt_node_array(dt_pstate_t *ps, dt_node_t *inner, dt_node_t *size,
    dt_node_t *keys, bool varargs)
{
	dt_node_t *dnp = dt_node_dclr(ps, DT_DCL_ARRAY, inner), *k;

	dnp->dn_dcl.dcl_size = size;
	for (k = keys; k != NULL; k = k->dn_next)
		k->dn_kind = DT_N_TYPENAME;
	dnp->dn_dcl.dcl_keys = keys;
	dnp->dn_dcl.dcl_varargs = varargs;
	return dnp;
}

dt_node_t *
dt_node_func(dt_pstate_t *ps, dt_node_t *inner, dt_node_t *params,
    bool varargs)
{
	dt_node_t *dnp = dt_node_dclr(ps, DT_DCL_FUNC, inner);

	dnp->dn_dcl.dcl_params = params;
	dnp->dn_dcl.dcl_varargs = varargs;
	return dnp;
}

dt_node_t *
dt_node_param(dt_pstate_t *ps, dt_node_t *spec, dt_node_t *dclr)
{
	dt_node_t *dnp;

	if (spec->dn_ts.ts_flags & DT_TSF_CLASS & ~DT_TSF_REGISTER) {
		PERR(ps, "D_DECL_PARMCLASS", "inappropriate storage class for "
		    "function or associative array parameter");
		return NULL;
	}
	dnp = dt_node_new(ps, DT_N_PARAM);
	dnp->dn_type = dt_spec_done(spec);
	dnp->dn_dclr = dclr;
	dnp->dn_str = dt_node_dclr_name(dclr);
	return dnp;
}

dt_node_t *
dt_node_typename(dt_pstate_t *ps, dt_node_t *spec, dt_node_t *dclr)
{
	dt_node_t *dnp = dt_node_new(ps, DT_N_TYPENAME);

	dnp->dn_type = dt_spec_done(spec);
	dnp->dn_dclr = dclr;
	return dnp;
}

/* Whether a parameter is void itself, not a pointer or array of it */
static bool
dt_param_is_void(const dt_node_t *p)
{
	const dt_node_t *d = p->dn_dclr;

	if (p->dn_type->dn_ts.ts_kind != DT_TS_VOID)
		return false;
	for (; d != NULL; d = d->dn_dcl.dcl_inner)
		if (d->dn_dcl.dcl_kind != DT_DCL_IDENT)
			return false;
	return true;
}

/* Whether a parameter is itself an associative array */
static bool
dt_param_is_dynamic(const dt_node_t *p)
{
	const dt_node_t *d;

	for (d = p->dn_dclr; d != NULL; d = d->dn_dcl.dcl_inner)
		if (d->dn_dcl.dcl_kind == DT_DCL_ARRAY &&
		    d->dn_dcl.dcl_keys != NULL)
			return true;
	return false;
}

/*
 * DTrace's rules for a prototype, a function's parameters or an
 * associative array's key types (kind "function" or "array"): an array
 * takes no "...", a function no associative array, and a function's void
 * is its sole parameter, without a name (an array takes no void key at
 * all, which the checker refuses with D_DECL_PROTO_TYPE).
 */
static int
dt_decl_proto(dt_pstate_t *ps, const dt_node_t *params, bool varargs,
    const char *kind)
{
	const dt_node_t *p;
	bool array = kind[0] == 'a';
	int i = 1, nvoid = 0;

	if (array && varargs)
		return PERR(ps, "D_DECL_PROTO_VARARGS", "%s prototype may not "
		    "use a variable-length argument list", kind);
	for (p = params; p != NULL; p = p->dn_next, i++) {
		if (!array && dt_param_is_dynamic(p))
			return PERR(ps, "D_DECL_PROTO_TYPE", "%s prototype may "
			    "not use parameter of type dynamic variable: %s, "
			    "parameter #%d", kind, p->dn_str ? p->dn_str :
			    "(anonymous)", i);
		if (array || !dt_param_is_void(p))
			continue;	/* an array's void key: the checker's */
		nvoid++;
		if (p->dn_str != NULL)
			return PERR(ps, "D_DECL_PROTO_NAME", "void parameter "
			    "may not have a name: %s", p->dn_str);
	}
	if (nvoid != 0 && (params->dn_next != NULL || varargs))
		return PERR(ps, "D_DECL_PROTO_VOID", "void must be sole "
		    "parameter");
	return 0;
}

/* The prototypes in a declarator chain: function and key lists */
static int
dt_decl_protos(dt_pstate_t *ps, const dt_node_t *d)
{
	for (; d != NULL; d = d->dn_dcl.dcl_inner) {
		const dt_decl_t *dcl = &d->dn_dcl;

		if (dcl->dcl_kind == DT_DCL_FUNC && dt_decl_proto(ps,
		    dcl->dcl_params, dcl->dcl_varargs, "function") != 0)
			return -1;
		if (dcl->dcl_kind == DT_DCL_ARRAY && (dcl->dcl_keys != NULL ||
		    dcl->dcl_varargs) && dt_decl_proto(ps, dcl->dcl_keys,
		    dcl->dcl_varargs, "array") != 0)
			return -1;
	}
	return 0;
}

/* The checks DTrace's dt_node_decl() makes on one declarator. */
static int
dt_decl_check(dt_pstate_t *ps, unsigned flags, const dt_node_t *d)
{
	const char *name = dt_node_dclr_name(d);
	const dt_node_t *last = dt_dclr_last(d);
	int kind = dt_dclr_kind(d);

	if (name != NULL && strchr(name, '`') != NULL)
		return PERR(ps, "D_DECL_SCOPE", "D scoping operator may not be "
		    "used in a declaration name (%s)", name);
	if ((flags & (DT_TSF_AUTO | DT_TSF_REGISTER)) ||
	    ((flags & DT_TSF_STATIC) && kind != DT_DCL_FUNC))
		return PERR(ps, "D_DECL_BADCLASS", "specified storage class "
		    "not appropriate in D");
	if (!(flags & (DT_TSF_TYPEDEF | DT_TSF_EXTERN)) && kind ==
	    DT_DCL_ARRAY && last->dn_dcl.dcl_size == NULL &&
	    last->dn_dcl.dcl_keys == NULL)
		return PERR(ps, "D_DECL_ARRNULL", "array declaration requires "
		    "array dimension or tuple signature: %s", name);
	/* x[5][int]: the key tuple must come first, next to the name */
	for (; d != NULL && d->dn_dcl.dcl_kind == DT_DCL_ARRAY;
	    d = d->dn_dcl.dcl_inner)
		if (d->dn_dcl.dcl_keys != NULL && d->dn_dcl.dcl_inner != NULL &&
		    d->dn_dcl.dcl_inner->dn_dcl.dcl_kind == DT_DCL_ARRAY)
			return PERR(ps, "D_DECL_DYNOBJ", "cannot declare array "
			    "of associative arrays");
	return 0;
}

/*
 * A declaration (DT_N_DECL) or struct member declaration (DT_N_MEMBERDECL):
 * specifiers and declarators.  Names declared by typedef become type names.
 */
dt_node_t *
dt_node_decl(dt_pstate_t *ps, dt_nodekind_t kind, dt_node_t *spec,
    dt_node_t *dclrs)
{
	unsigned flags = spec->dn_ts.ts_flags;
	int tk = spec->dn_ts.ts_kind;
	dt_node_t *dnp, *d;

	ps->ps_tspec = false;
	if (kind == DT_N_DECL && dclrs == NULL && tk != DT_TS_STRUCT &&
	    tk != DT_TS_UNION && tk != DT_TS_ENUM) {
		PERR(ps, "D_DECL_USELESS", "useless declaration");
		return NULL;
	}
	for (d = dclrs; d != NULL; d = d->dn_next) {
		const char *name = dt_node_dclr_name(d);

		if (kind == DT_N_MEMBERDECL && name != NULL &&
		    strchr(name, '`') != NULL) {
			PERR(ps, "D_DECL_SCOPE", "D scoping operator may not "
			    "be used in a member name (%s)", name);
			return NULL;
		}
		if (dt_decl_protos(ps, d) != 0)
			return NULL;
		if (kind == DT_N_DECL && dt_decl_check(ps, flags, d) != 0)
			return NULL;
		if ((flags & DT_TSF_TYPEDEF) && name != NULL)
			dt_parse_add_typename(ps, name);
	}
	dnp = dt_node_new(ps, kind);
	dnp->dn_type = dt_spec_done(spec);
	dnp->dn_list = dclrs;
	return dnp;
}

dt_node_t *
dt_node_inline(dt_pstate_t *ps, dt_node_t *spec, dt_node_t *dclr,
    dt_node_t *expr)
{
	dt_node_t *dnp = dt_node_new(ps, DT_N_INLINE);

	dnp->dn_type = dt_spec_done(spec);
	dnp->dn_dclr = dclr;
	dnp->dn_str = dt_node_dclr_name(dclr);
	dnp->dn_left = expr;
	dclr->dn_dcl.dcl_init = expr;
	return dnp;
}

/* translator <to> < <from> name > { members }: from is a DT_N_PARAM */
dt_node_t *
dt_node_xlator(dt_pstate_t *ps, dt_node_t *to, dt_node_t *from,
    const char *name, dt_node_t *members)
{
	dt_node_t *dnp = dt_node_new(ps, DT_N_XLATOR);
	dt_node_t *id = dt_node_dclr(ps, DT_DCL_IDENT, NULL);
	dt_node_t *in = dt_node_new(ps, DT_N_PARAM);

	id->dn_str = name;
	in->dn_type = from->dn_type;
	in->dn_dclr = id;
	if (from->dn_dclr != NULL) {	/* name the abstract declarator */
		dt_node_t *p = from->dn_dclr;

		while (p->dn_dcl.dcl_inner != NULL)
			p = p->dn_dcl.dcl_inner;
		p->dn_str = name;
		in->dn_dclr = from->dn_dclr;
	}
	in->dn_str = name;
	dnp->dn_type = to;
	dnp->dn_xlfrom = in;
	dnp->dn_list = members;
	return dnp;
}

dt_node_t *
dt_node_probedecl(dt_pstate_t *ps, const char *name, dt_node_t *args,
    dt_node_t *xargs, bool xlated)
{
	dt_node_t *dnp = dt_node_new(ps, DT_N_PROBEDECL);

	dnp->dn_str = name;
	dnp->dn_args = args;
	dnp->dn_xlargs = xargs;
	dnp->dn_int = xlated;
	return dnp;
}

dt_node_t *
dt_node_provider(dt_pstate_t *ps, const char *name, dt_node_t *probes)
{
	dt_node_t *dnp = dt_node_new(ps, DT_N_PROVIDER);

	dnp->dn_str = name;
	dnp->dn_list = probes;
	return dnp;
}
