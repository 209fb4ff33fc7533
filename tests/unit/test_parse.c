/*
 * test_parse.c -- unit tests of the D parser (dt_lex.l, dt_grammar.y,
 * dt_parse.c).
 *
 * Each test parses a D snippet and compares either the tree, printed in a
 * compact S-expression form by dump() below, or the error (message, line
 * and tag) with the expected one.  Failures print a FAIL line; the exit
 * status is the number of failures (capped), 0 when all pass.
 *
 * Dump notation: literals as written in C; (op a b) for operators; a type is
 * <specifiers declarator-links> with links outermost first: "ptr", "[4]",
 * "[]", "[keys: ...]", "fn(...)", and the name or "_" last.
 */
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "parse/dt_parse_impl.h"

static int failures, passes;

/* ---- the dumper ---------------------------------------------------------- */

typedef struct buf {
	char b[8192];
	size_t n;
} buf_t;

static void
put(buf_t *b, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	if (b->n < sizeof(b->b))
		b->n += (size_t)vsnprintf(b->b + b->n, sizeof(b->b) - b->n,
		    fmt, ap);
	va_end(ap);
	if (b->n >= sizeof(b->b))
		b->n = sizeof(b->b) - 1;
}

static void dump(buf_t *, const dt_node_t *);
static void dump_type(buf_t *, const dt_node_t *spec, const dt_node_t *d);

static void
dump_list(buf_t *b, const dt_node_t *n, const char *sep)
{
	for (; n != NULL; n = n->dn_next) {
		dump(b, n);
		if (n->dn_next != NULL)
			put(b, "%s", sep);
	}
}

static const char *
opname(int op)
{
	static const char *names[] = { "?", "+", "-", "*", "/", "%", "<<",
	    ">>", "&", "|", "^", "&&", "||", "^^", "<", "<=", ">", ">=", "==",
	    "!=", "," };

	return op > 0 && op <= DT_OP_COMMA ? names[op] : "?";
}

static void
dump_spec(buf_t *b, const dt_typespec_t *ts)
{
	static const struct { unsigned f; const char *s; } fl[] = {
		{ DT_TSF_TYPEDEF, "typedef" }, { DT_TSF_EXTERN, "extern" },
		{ DT_TSF_STATIC, "static" }, { DT_TSF_REGISTER, "register" },
		{ DT_TSF_AUTO, "auto" }, { DT_TSF_SELF, "self" },
		{ DT_TSF_THIS, "this" }, { DT_TSF_CONST, "const" },
		{ DT_TSF_VOLATILE, "volatile" }, { DT_TSF_RESTRICT, "restrict" },
		{ DT_TSF_USERLAND, "userland" }, { DT_TSF_SIGNED, "signed" },
		{ DT_TSF_UNSIGNED, "unsigned" }, { DT_TSF_SHORT, "short" },
		{ DT_TSF_LONG, "long" }, { DT_TSF_LONGLONG, "longlong" },
		{ 0, NULL }
	};
	static const char *kinds[] = { "none", "void", "char", "int", "float",
	    "double", "_Bool", "string", "struct", "union", "enum", "" };
	int i;

	for (i = 0; fl[i].s != NULL; i++)
		if (ts->ts_flags & fl[i].f)
			put(b, "%s ", fl[i].s);
	put(b, "%s", kinds[ts->ts_kind]);
	if (ts->ts_kind >= DT_TS_STRUCT) {
		if (ts->ts_kind != DT_TS_TYPEDEF)
			put(b, " ");
		if (ts->ts_mod != NULL)
			put(b, "%s`", ts->ts_mod);
		put(b, "%s", ts->ts_tag ? ts->ts_tag : "");
	}
	if (ts->ts_body) {
		put(b, "{");
		dump_list(b, ts->ts_members, " ");
		put(b, "}");
	}
}

static void
dump_dclr(buf_t *b, const dt_node_t *d)
{
	const dt_node_t *k;

	for (; d != NULL; d = d->dn_dcl.dcl_inner) {
		const dt_decl_t *dcl = &d->dn_dcl;

		switch (dcl->dcl_kind) {
		case DT_DCL_IDENT:
			put(b, "%s", d->dn_str ? d->dn_str : "_");
			break;
		case DT_DCL_PTR:
			put(b, "ptr%s ", dcl->dcl_flags & DT_TSF_CONST ?
			    ":const" : "");
			break;
		case DT_DCL_ARRAY:
			put(b, "[");
			if (dcl->dcl_keys != NULL) {
				put(b, "keys:");
				for (k = dcl->dcl_keys; k; k = k->dn_next) {
					put(b, " ");
					dump(b, k);
				}
			} else if (dcl->dcl_size != NULL) {
				dump(b, dcl->dcl_size);
			}
			put(b, "] ");
			break;
		case DT_DCL_FUNC:
			put(b, "fn(");
			dump_list(b, dcl->dcl_params, ", ");
			put(b, "%s%s) ", dcl->dcl_varargs &&
			    dcl->dcl_params ? ", " : "", dcl->dcl_varargs ?
			    "..." : "");
			break;
		}
		if (dcl->dcl_bits != NULL) {
			put(b, ":");
			dump(b, dcl->dcl_bits);
		}
	}
}

static void
dump_type(buf_t *b, const dt_node_t *spec, const dt_node_t *d)
{
	put(b, "<");
	dump_spec(b, &spec->dn_ts);
	if (d != NULL) {
		put(b, " ");
		dump_dclr(b, d);
	}
	put(b, ">");
}

static void
dump_str(buf_t *b, const char *s, size_t len)
{
	size_t i;

	put(b, "\"");
	for (i = 0; i < len; i++) {
		unsigned char c = (unsigned char)s[i];

		if (c == '"' || c == '\\')
			put(b, "\\%c", c);
		else if (c < ' ' || c > '~')
			put(b, "\\%03o", c);
		else
			put(b, "%c", c);
	}
	put(b, "\"");
}

static void
dump_expr(buf_t *b, const dt_node_t *n)
{
	switch (n->dn_kind) {
	case DT_N_INT:
		put(b, "%llu", (unsigned long long)n->dn_int);
		if (n->dn_intflags)
			put(b, "/%x", n->dn_intflags);
		break;
	case DT_N_STR:
		dump_str(b, n->dn_str, n->dn_strlen);
		break;
	case DT_N_IDENT:
		put(b, "%s%s%s%s", n->dn_scope == DT_SCOPE_SELF ? "self->" :
		    n->dn_scope == DT_SCOPE_THIS ? "this->" : "",
		    n->dn_mod ? n->dn_mod : "", n->dn_scope == DT_SCOPE_MODULE ?
		    "`" : "", n->dn_str);
		break;
	case DT_N_AGG:
		put(b, "@%s", n->dn_str);
		if (n->dn_args != NULL) {
			put(b, "[");
			dump_list(b, n->dn_args, " ");
			put(b, "]");
		}
		break;
	case DT_N_UNARY:
		put(b, "(u%c ", n->dn_op);
		dump(b, n->dn_left);
		put(b, ")");
		break;
	case DT_N_PREINC: case DT_N_POSTINC:
		put(b, "(%s%c ", n->dn_kind == DT_N_PREINC ? "pre" : "post",
		    n->dn_op);
		dump(b, n->dn_left);
		put(b, ")");
		break;
	case DT_N_BINARY: case DT_N_ASSIGN:
		if (n->dn_kind == DT_N_ASSIGN)
			put(b, "(%s= ", n->dn_op == '=' ? "" :
			    opname(n->dn_op));
		else
			put(b, "(%s ", opname(n->dn_op));
		dump(b, n->dn_left);
		put(b, " ");
		dump(b, n->dn_right);
		put(b, ")");
		break;
	case DT_N_TERNARY:
		put(b, "(? ");
		dump(b, n->dn_cond);
		put(b, " ");
		dump(b, n->dn_left);
		put(b, " ");
		dump(b, n->dn_right);
		put(b, ")");
		break;
	default:
		put(b, "?%d", n->dn_kind);
	}
}

static void
dump_postfix(buf_t *b, const dt_node_t *n)
{
	switch (n->dn_kind) {
	case DT_N_CALL:
		put(b, "(call %s", n->dn_str);
		if (n->dn_args)
			put(b, " ");
		dump_list(b, n->dn_args, " ");
		put(b, ")");
		break;
	case DT_N_INDEX:
		put(b, "(index ");
		dump(b, n->dn_left);
		put(b, " ");
		dump_list(b, n->dn_args, " ");
		put(b, ")");
		break;
	case DT_N_MEMBER: case DT_N_PTRMEMBER:
		put(b, "(%s ", n->dn_kind == DT_N_MEMBER ? "." : "->");
		dump(b, n->dn_left);
		put(b, " %s)", n->dn_str);
		break;
	case DT_N_CAST: case DT_N_XLATE:
		put(b, "(%s ", n->dn_kind == DT_N_CAST ? "cast" : "xlate");
		dump(b, n->dn_type);
		put(b, " ");
		dump(b, n->dn_left);
		put(b, ")");
		break;
	case DT_N_SIZEOF: case DT_N_STRINGOF:
		put(b, "(%s ", n->dn_kind == DT_N_SIZEOF ? "sizeof" :
		    "stringof");
		dump(b, n->dn_type ? n->dn_type : n->dn_left);
		put(b, ")");
		break;
	case DT_N_OFFSETOF:
		put(b, "(offsetof ");
		dump(b, n->dn_type);
		put(b, " %s)", n->dn_str);
		break;
	default:
		dump_expr(b, n);
	}
}

static void
dump_stmt(buf_t *b, const dt_node_t *n)
{
	switch (n->dn_kind) {
	case DT_N_EXPRSTMT:
		if (n->dn_left == NULL) {
			put(b, ";");
			break;
		}
		dump(b, n->dn_left);
		put(b, ";");
		break;
	case DT_N_IF:
		put(b, "(if ");
		dump(b, n->dn_cond);
		put(b, " ");
		dump(b, n->dn_left);
		if (n->dn_right != NULL) {
			put(b, " else ");
			dump(b, n->dn_right);
		}
		put(b, ")");
		break;
	case DT_N_BLOCK:
		put(b, "{");
		dump_list(b, n->dn_list, " ");
		put(b, "}");
		break;
	default:
		dump_postfix(b, n);
	}
}

static void
dump_decl(buf_t *b, const dt_node_t *n)
{
	const dt_node_t *d;

	switch (n->dn_kind) {
	case DT_N_DECL: case DT_N_MEMBERDECL:
		put(b, "(%s ", n->dn_kind == DT_N_DECL ? "decl" : "member");
		dump_spec(b, &n->dn_type->dn_ts);
		for (d = n->dn_list; d != NULL; d = d->dn_next) {
			put(b, d == n->dn_list ? " " : ", ");
			dump_dclr(b, d);
		}
		put(b, ")");
		break;
	case DT_N_TYPENAME: case DT_N_PARAM:
		dump_type(b, n->dn_type, n->dn_dclr);
		break;
	case DT_N_ENUMERATOR:
		put(b, "%s", n->dn_str);
		if (n->dn_left != NULL) {
			put(b, "=");
			dump(b, n->dn_left);
		}
		break;
	case DT_N_INLINE:
		put(b, "(inline ");
		dump_type(b, n->dn_type, n->dn_dclr);
		put(b, " ");
		dump(b, n->dn_left);
		put(b, ")");
		break;
	case DT_N_XLATOR:
		put(b, "(translator ");
		dump(b, n->dn_type);
		put(b, " ");
		dump(b, n->dn_xlfrom);
		put(b, " %s", n->dn_xlfrom->dn_str);
		for (d = n->dn_list; d != NULL; d = d->dn_next) {
			put(b, " %s=", d->dn_str);
			dump(b, d->dn_left);
		}
		put(b, ")");
		break;
	case DT_N_PROVIDER:
		put(b, "(provider %s", n->dn_str);
		for (d = n->dn_list; d != NULL; d = d->dn_next) {
			put(b, " (probe %s (", d->dn_str);
			dump_list(b, d->dn_args, ", ");
			put(b, ")");
			if (d->dn_xlargs != NULL) {
				put(b, " : (");
				dump_list(b, d->dn_xlargs, ", ");
				put(b, ")");
			}
			put(b, ")");
		}
		put(b, ")");
		break;
	default:
		dump_stmt(b, n);
	}
}

static void
dump(buf_t *b, const dt_node_t *n)
{
	if (n == NULL) {
		put(b, "NULL");
		return;
	}
	switch (n->dn_kind) {
	case DT_N_CLAUSE:
		put(b, "(clause ");
		dump_list(b, n->dn_list, ",");
		if (n->dn_cond != NULL) {
			put(b, " /");
			dump(b, n->dn_cond);
			put(b, "/");
		}
		put(b, " {");
		dump_list(b, n->dn_body, " ");
		put(b, "})");
		break;
	case DT_N_PDESC:
		put(b, "%s", n->dn_str);
		break;
	case DT_N_PRAGMA:
		put(b, "(pragma %s \"%s\")", n->dn_str, n->dn_pragma);
		break;
	default:
		dump_decl(b, n);
	}
}

/* ---- running the parser -------------------------------------------------- */

typedef struct opts {
	int argc;
	char *const *argv;
	bool defaultargs;
	bool clause_text;
	int64_t target;
} opts_t;

static bool argused[10];

static int
parse(dt_pcb_t *pcb, const char *src, const opts_t *o)
{
	static char *const noargv[] = { "test.d", NULL };

	memset(pcb, 0, sizeof(*pcb));
	memset(argused, 0, sizeof(argused));
	pcb->pcb_arena = dt_arena_create();
	pcb->pcb_text = src;
	pcb->pcb_textlen = strlen(src);
	pcb->pcb_argc = o && o->argv ? o->argc : 0;
	pcb->pcb_argv = o && o->argv ? o->argv : noargv;
	pcb->pcb_argused = argused;
	pcb->pcb_defaultargs = o && o->defaultargs;
	pcb->pcb_is_clause_text = o && o->clause_text;
	pcb->pcb_target = o ? o->target : 0;
	pcb->pcb_pid = 4242;
	return dt_parse(pcb);
}

static void
fail(const char *what, const char *src, const char *want, const char *got)
{
	failures++;
	printf("FAIL %s\n  source: %s\n  want:   %s\n  got:    %s\n", what,
	    src, want, got);
}

/* The whole program, dumped with one line per top-level node. */
static void
check_prog_o(const char *src, const char *want, const opts_t *o)
{
	dt_pcb_t pcb;
	buf_t b = { .n = 0 };
	const dt_node_t *n;

	if (parse(&pcb, src, o) != 0) {
		char got[1200];

		snprintf(got, sizeof(got), "error line %d: %s", pcb.pcb_errline,
		    pcb.pcb_errmsg);
		fail("program", src, want, got);
	} else {
		for (n = pcb.pcb_program; n != NULL; n = n->dn_next) {
			dump(&b, n);
			if (n->dn_next)
				put(&b, "\n");
		}
		b.b[b.n] = '\0';
		if (strcmp(b.b, want) != 0)
			fail("program", src, want, b.b);
		else
			passes++;
	}
	dt_arena_destroy(pcb.pcb_arena);
}

static void
check_prog(const char *src, const char *want)
{
	check_prog_o(src, want, NULL);
}

/* An expression, parsed as the only statement of a clause. */
static void
check_expr(const char *expr, const char *want)
{
	char src[1024], w[2048];

	snprintf(src, sizeof(src), "BEGIN { %s; }", expr);
	snprintf(w, sizeof(w), "(clause BEGIN {%s;})", want);
	check_prog(src, w);
}

/* A clause body (statements). */
static void
check_body(const char *body, const char *want)
{
	char src[1024], w[2048];

	snprintf(src, sizeof(src), "BEGIN {%s}", body);
	snprintf(w, sizeof(w), "(clause BEGIN {%s})", want);
	check_prog(src, w);
}

static void
check_err_o(const char *src, const char *tag, int line, const char *msg,
    const opts_t *o)
{
	dt_pcb_t pcb;
	char want[1200], got[1200];

	snprintf(want, sizeof(want), "[%s] line %d: %s", tag, line, msg);
	if (parse(&pcb, src, o) == 0) {
		fail("error", src, want, "parsed");
	} else {
		snprintf(got, sizeof(got), "[%s] line %d: %s", pcb.pcb_errtag ?
		    pcb.pcb_errtag : "(null)", pcb.pcb_errline, pcb.pcb_errmsg);
		if (strcmp(want, got) != 0 || pcb.pcb_program != NULL)
			fail("error", src, want, got);
		else
			passes++;
	}
	dt_arena_destroy(pcb.pcb_arena);
}

static void
check_err(const char *src, const char *tag, int line, const char *msg)
{
	check_err_o(src, tag, line, msg, NULL);
}

static void
check_true(const char *what, bool cond)
{
	if (cond)
		passes++;
	else
		fail(what, "", "true", "false");
}

/* ---- the tests ----------------------------------------------------------- */

static void
test_conformance(void)
{
	check_prog(
	    "#pragma D option quiet\n"
	    "int total;\n"
	    "BEGIN\n"
	    "{\n"
	    "\ttotal = 40;\n"
	    "\thits = 1;\n"
	    "\tthis->local = 100;\n"
	    "\tprintf(\"%d %d %d\\n\", total, hits, this->local);\n"
	    "}\n"
	    "BEGIN\n"
	    "/total != 42/\n"
	    "{\n"
	    "\tprintf(\"not printed\\n\");\n"
	    "}\n"
	    "tick-10ms\n"
	    "/n == 5/\n"
	    "{\n"
	    "\texit(0);\n"
	    "}\n",
	    "(pragma option \"quiet\")\n"
	    "(decl int total)\n"
	    "(clause BEGIN {(= total 40); (= hits 1); (= this->local 100); "
	    "(call printf \"%d %d %d\\012\" total hits this->local);})\n"
	    "(clause BEGIN /(!= total 42)/ {(call printf \"not printed\\012\");})\n"
	    "(clause tick-10ms /(== n 5)/ {(call exit 0/10);})");

	check_body(
	    "printf(\"%u %d\\n\", (unsigned int)-1, (int)4294967297LL); "
	    "x = 10; x += 5; x <<= 3; y = 5; z = y++; w = ++y; "
	    "printf(\"%d %d\\n\", 0 ^^ 1, !5); "
	    "printf(\"[%ld] [%lld] [%lu] [%hd]\\n\", 1L << 40, -1LL, "
	    "18446744073709551615ULL, (short)65537); "
	    "printf(\"[%c] [%c%c%c]\\n\", 65, 'd', 't', 'r'); "
	    "x = *(int *)0;",
	    "(call printf \"%u %d\\012\" (cast <unsigned int> (u- 1)) "
	    "(cast <int> 4294967297/4)); "
	    "(= x 10); (+= x 5); (<<= x 3); (= y 5); (= z (post+ y)); "
	    "(= w (pre+ y)); "
	    "(call printf \"%d %d\\012\" (^^ 0/10 1) (u! 5)); "
	    "(call printf \"[%ld] [%lld] [%lu] [%hd]\\012\" (<< 1/2 40) "
	    "(u- 1/4) 18446744073709551615/5 (cast <short int> 65537)); "
	    "(call printf \"[%c] [%c%c%c]\\012\" 65 100/8 116/8 114/8); "
	    "(= x (u* (cast <int ptr _> 0/10)));");
}

static void
test_expressions(void)
{
	check_expr("1 + 2 * 3", "(+ 1 (* 2 3))");
	check_expr("(1 + 2) * 3", "(* (+ 1 2) 3)");
	check_expr("a - b - c", "(- (- a b) c)");
	check_expr("a = b = c", "(= a (= b c))");
	check_expr("a += b -= c", "(+= a (-= b c))");
	check_expr("x ? y : z ? w : v", "(? x y (? z w v))");
	check_expr("a || b ^^ c && d", "(|| a (^^ b (&& c d)))");
	check_expr("a ^^ b ^^ c", "(^^ (^^ a b) c)");
	check_expr("a | b ^ c & d == e < f << g + h * i",
	    "(| a (^ b (& c (== d (< e (<< f (+ g (* h i))))))))");
	check_expr("a, b", "(, a b)");
	check_expr("*p++", "(u* (post+ p))");
	check_expr("-x[1]", "(u- (index x 1))");
	check_expr("!~-+*&x", "(u! (u~ (u- (u+ (u* (u& x))))))");
	check_expr("--x", "(pre- x)");
	check_expr("x--", "(post- x)");
	check_expr("sizeof(int)", "(sizeof <int>)");
	check_expr("sizeof x", "(sizeof x)");
	check_expr("sizeof (x)", "(sizeof x)");
	check_expr("sizeof(struct foo *)", "(sizeof <struct foo ptr _>)");
	check_expr("stringof x", "(stringof x)");
	check_expr("offsetof(struct s, m)", "(offsetof <struct s> m)");
	check_expr("xlate <struct psinfo *> (curthread)",
	    "(xlate <struct psinfo ptr _> curthread)");
	check_expr("self->x", "self->x");
	check_expr("this->y", "this->y");
	check_expr("self->a->b", "(-> self->a b)");
	check_expr("s.m.n", "(. (. s m) n)");
	check_expr("p->string", "(-> p string)");
	check_expr("`max_pfn", "`max_pfn");
	check_expr("vmlinux`jiffies + 1", "(+ vmlinux`jiffies 1)");
	check_expr("@a[1, \"x\"] = count()",
	    "(= @a[1 \"x\"] (call count))");
	check_expr("@ = count()", "(= @ (call count))");
	check_expr("@b = max(x)", "(= @b (call max x))");
	check_expr("a[pid, execname]", "(index a pid execname)");
	check_expr("a[1][2]", "(index (index a 1) 2)");
	check_expr("f(a, b = 1, (c, d))", "(call f a (= b 1) (, c d))");
	check_expr("(int)x", "(cast <int> x)");
	check_expr("(char (*)[4])p", "(cast <char [4] ptr _> p)");
	check_expr("(uint64_t)x + 1", "(+ (cast <uint64_t> x) 1)");
	check_expr("(unsigned long long)x", "(cast <unsigned longlong int> x)");
	check_expr("(const char *)x", "(cast <const char ptr _> x)");
	check_expr("(struct vmlinux`task_struct *)curthread",
	    "(cast <struct vmlinux`task_struct ptr _> curthread)");
	check_expr("(vmlinux`struct task_struct *)curthread",
	    "(cast <struct vmlinux`task_struct ptr _> curthread)");
	check_expr("(vmlinux`uint64_t)x", "(cast <vmlinux`uint64_t> x)");
	check_expr("(int (*)(int, ...))f", "(cast <int fn(<int>, ...) ptr _> f)");
	check_expr("x = \"a\" \"b\"", "(= x \"ab\")");
}

static void
test_literals(void)
{
	check_expr("0x10", "16/10");
	check_expr("010", "8/10");
	check_expr("0", "0/10");
	check_expr("10u", "10/1");
	check_expr("10ul", "10/3");
	check_expr("10ull", "10/5");
	check_expr("10LL", "10/4");
	check_expr("10lL", "10/4");
	check_expr("0xffffffffffffffff", "18446744073709551615/10");
	check_expr("9223372036854775807", "9223372036854775807");
	check_expr("'a'", "97/8");
	check_expr("'\\n'", "10/8");
	check_expr("'\\0'", "0/8");
	check_expr("'\\x41'", "65/8");
	check_expr("'\\101'", "65/8");
	/* \' and \? are no escapes in DTrace: the backslash stays */
	check_expr("'\\''", "23591/8");
	check_expr("'\\?'", "23615/8");
	check_expr("'ab'", "24930/8");
	check_expr("'\\xff'", "255/8");
	/* as many hex digits as there are; the last two make the byte */
	check_expr("'\\x123456789abcdef41'", "65/8");
	check_expr("\"\\x123456789abcdef41\"", "\"A\"");
	check_expr("\"a\\tb\\\\c\\\"d\\0e\\x41\\101\\q\"",
	    "\"a\\011b\\\\c\\\"d\\000eAA\\\\q\"");
	check_expr("\"\\a\\b\\f\\r\\v\"", "\"\\007\\010\\014\\015\\013\"");
	check_expr("\"\"", "\"\"");
}

static void
test_statements(void)
{
	check_body("exit(0)", "(call exit 0/10);");
	check_body("", "");
	check_body(";", ";");
	check_body(";;x = 1;;", "; ; (= x 1); ;");
	check_body("if (x) y = 1;", "(if x {(= y 1);})");
	check_body("if (x) { y = 1; z = 2; } else w = 3;",
	    "(if x {(= y 1); (= z 2);} else {(= w 3);})");
	check_body("if (a) if (b) x = 1; else x = 2;",
	    "(if a {(if b {(= x 1);} else {(= x 2);})})");
	check_body("if (a) x = 1; else if (b) x = 2; else { x = 3 }",
	    "(if a {(= x 1);} else {(if b {(= x 2);} else {(= x 3);})})");
	check_body("if (a) {} else {}", "(if a {} else {})");
	/* D has no declarations in a clause: only at the top level */
	check_err("BEGIN\n{\n\tint x = 123;\n}", "D_SYNTAX", 3,
	    "syntax error near \"int\"");
	check_err("BEGIN { this int x; }", "D_SYNTAX", 1,
	    "syntax error near \"int\"");
}

static void
test_pdescs(void)
{
	opts_t targ = { .target = 1234 };
	char *const argv[] = { "script.d", "foo", "42", NULL };
	opts_t args = { .argc = 2, .argv = argv };

	check_prog("BEGIN {}", "(clause BEGIN {})");
	check_prog("tick-1s{}", "(clause tick-1s {})");
	check_prog("syscall::read:entry { }", "(clause syscall::read:entry {})");
	check_prog("::read: {}", "(clause :read: {})");	/* a leading : is no field */
	check_prog("fbt:vmlinux:*:entry {}", "(clause fbt:vmlinux:*:entry {})");
	check_prog("sched:::on-cpu {}", "(clause sched:::on-cpu {})");
	check_prog("syscall::*read*:entry, syscall::[rw]rite?:entry,\n"
	    "fbt::\\*x:!return\n{ }",
	    "(clause syscall::*read*:entry,syscall::[rw]rite?:entry,"
	    "fbt::\\*x:!return {})");
	check_prog_o("pid$target:a.out:main:1c { }",
	    "(clause pid1234:a.out:main:1c {})", &targ);
	check_prog_o("pid$$target:a.out:main:entry { }",
	    "(clause pid1234:a.out:main:entry {})", &targ);
	check_prog_o("pid$pid::$1:entry, $1$2:::, a:b:x$2y:c {}",
	    "(clause pid4242::foo:entry,foo$2:::,a:b:x42y:c {})", &args);
	check_true("$1 marked used", argused[1] && argused[2] && !argused[0]);
	check_prog("BEGIN/x == 1/{x = 2}",
	    "(clause BEGIN /(== x 1)/ {(= x 2);})");
	check_prog("BEGIN / x / 2 / { }", "(clause BEGIN /(/ x 2)/ {})");
	check_prog("BEGIN /x/ /* c */ {}", "(clause BEGIN /x/ {})");
	check_prog("BEGIN\n/x/\n// c\n{}", "(clause BEGIN /x/ {})");
	check_prog("BEGIN,END{}", "(clause BEGIN,END {})");
	check_prog("123 {}", "(clause 123 {})");
	check_prog("int*x;", "(decl int ptr x)");
	check_prog("uint64_t*x; BEGIN{}", "(decl uint64_t ptr x)\n"
	    "(clause BEGIN {})");
	check_prog("a*b {}", "(clause a*b {})");
	check_prog("BEGIN {} END {}", "(clause BEGIN {})\n(clause END {})");
	check_prog("BEGIN { if (x) { y = 1; } } END {}",
	    "(clause BEGIN {(if x {(= y 1);})})\n(clause END {})");
	check_prog("struct s { int a; } x; BEGIN {}",
	    "(decl struct s{(member int a)} x)\n(clause BEGIN {})");
	check_prog("#!/usr/sbin/dtrace -s\nBEGIN { }", "(clause BEGIN {})");

	/* -n text: a clause alone, and no type names in the outer scope */
	opts_t cl = { .clause_text = true };
	check_prog_o("BEGIN", "(clause BEGIN {})", &cl);
	check_prog_o("syscall:::entry,BEGIN", "(clause syscall:::entry,BEGIN {})",
	    &cl);
	check_prog_o("uint64_t", "(clause uint64_t {})", &cl);
	check_err("BEGIN", "D_SYNTAX", 1, "expected predicate and/or actions "
	    "following probe description");
	/* DTrace's lexer, looking past the closing /, finds the end first */
	check_err_o("BEGIN /x/", "D_SYNTAX", 1, "syntax error near "
	    "end-of-input", &cl);
	check_err_o("BEGIN /x/ /* c */", "D_SYNTAX", 1, "expected actions { } "
	    "following probe description and predicate", &cl);
	check_err_o("pid$foo:::entry {}", "D_PDESC_INVAL", 1,
	    "invalid probe description \"pid$foo:::entry\": Undefined macro "
	    "variable in probe description", &cl);
	check_err("pid$3:::entry {}", "D_PDESC_INVAL", 1,
	    "invalid probe description \"pid$3:::entry\": Undefined macro "
	    "variable in probe description");
	check_err("a:b:c:d:e {}", "D_PDESC_INVAL", 1,
	    "invalid probe description \"a:b:c:d:e\": Overspecified probe "
	    "description");
}

static void
test_declarations(void)
{
	check_prog("int x;", "(decl int x)");
	check_prog("self int x; this char *y;",
	    "(decl self int x)\n(decl this char ptr y)");
	check_prog("int a, *b, c[4], *d[4], (*e)[4], f(int, char *), "
	    "(*g)(void);",
	    "(decl int a, ptr b, [4] c, ptr [4] d, [4] ptr e, "
	    "fn(<int>, <char ptr _>) f, fn(<void>) ptr g)");
	check_prog("int a[2][3];", "(decl int [3] [2] a)");
	check_prog("char * const * p;", "(decl char ptr:const ptr p)");
	check_prog("struct s { int a; char *b; int c:3; int :0; int d:2, e; };",
	    "(decl struct s{(member int a) (member char ptr b) "
	    "(member int c:3) (member int _:0/10) (member int d:2, e)})");
	check_prog("union u { int i; long l; } v;",
	    "(decl union u{(member int i) (member long int l)} v)");
	check_prog("struct { int a; } anon;",
	    "(decl struct {(member int a)} anon)");
	check_prog("enum e { A, B = 3, C };", "(decl enum e{A B=3 C})");
	check_prog("enum e x;", "(decl enum e x)");
	check_prog("typedef int myint_t; myint_t x; BEGIN { y = (myint_t)1; }",
	    "(decl typedef int myint_t)\n(decl myint_t x)\n"
	    "(clause BEGIN {(= y (cast <myint_t> 1));})");
	check_prog("typedef struct foo { int x; } foo_t; foo_t *p;",
	    "(decl typedef struct foo{(member int x)} foo_t)\n"
	    "(decl foo_t ptr p)");
	check_prog("int a[string, int]; self int b[uint64_t, int];",
	    "(decl int [keys: <string> <int>] a)\n"
	    "(decl self int [keys: <uint64_t> <int>] b)");
	check_prog("extern int x; extern unsigned long y;",
	    "(decl extern int x)\n(decl extern unsigned long int y)");
	check_prog("static int f(int);", "(decl static int fn(<int>) f)");
	check_prog("unsigned x; short y; long long z; long double w;",
	    "(decl unsigned int x)\n(decl short int y)\n"
	    "(decl longlong int z)\n(decl long double w)");
	check_prog("const volatile int x; string s; _Bool b; "
	    "BEGIN { p = (userland int *)arg0; }",
	    "(decl const volatile int x)\n(decl string s)\n(decl _Bool b)\n"
	    "(clause BEGIN {(= p (cast <userland int ptr _> arg0));})");
	check_err("userland int *u;", "D_SYNTAX", 1, "expected predicate "
	    "and/or actions following probe description");
	check_prog("inline int FOO = 3 + 4;", "(inline <int FOO> (+ 3 4))");
	check_prog("inline string NAME = \"x\"; BEGIN { n = NAME; }",
	    "(inline <string NAME> \"x\")\n(clause BEGIN {(= n NAME);})");
	check_prog("int uint64_t;", "(decl int uint64_t)");
	check_prog("struct s { uint64_t uint64_t; };",
	    "(decl struct s{(member uint64_t uint64_t)})");
	check_prog("void f(uint64_t a, uint64_t b);",
	    "(decl void fn(<uint64_t a>, <uint64_t b>) f)");
}

static void
test_xlator_provider(void)
{
	check_prog("translator struct out < struct in *p > { a = p->x; "
	    "b = 1 + p->y; };",
	    "(translator <struct out> <struct in ptr p> p a=(-> p x) "
	    "b=(+ 1 (-> p y)))");
	check_prog("typedef struct foo { int a; } foo_t;\n"
	    "translator foo_t < int x > { a = x; };\n"
	    "translator foo_t < uint64_t *p > { };",
	    "(decl typedef struct foo{(member int a)} foo_t)\n"
	    "(translator <foo_t> <int x> x a=x)\n"
	    "(translator <foo_t> <uint64_t ptr p> p)");
	check_prog("typedef struct conninfo { int x; } conninfo_t;\n"
	    "provider myapp { probe query__start(char *, int); "
	    "probe done(); probe p(struct conn *c) : (conninfo_t *c); };",
	    "(decl typedef struct conninfo{(member int x)} conninfo_t)\n"
	    "(provider myapp (probe query__start (<char ptr _>, <int>)) "
	    "(probe done ()) (probe p (<struct conn ptr c>) : "
	    "(<conninfo_t ptr c>)))");
	check_prog("provider empty { };", "(provider empty)");
}

static void
test_pragmas(void)
{
	opts_t o = { 0 };

	check_prog("#pragma D option quiet\n#pragma D option bufsize=4m  \n"
	    "  #pragma D depends_on provider sched\n"
	    "#pragma D attributes Evolving/Evolving/Common provider foo "
	    "provider\n#pragma D binding \"1.0\" foo\n"
	    "#pragma ident \"x\"\n#pragma weak foo\n#ident \"y\"\n#\n"
	    "BEGIN {}\n",
	    "(pragma option \"quiet\")\n(pragma option \"bufsize=4m\")\n"
	    "(pragma depends_on \"provider sched\")\n"
	    "(pragma attributes \"Evolving/Evolving/Common provider foo "
	    "provider\")\n(pragma binding \"\"1.0\" foo\")\n(clause BEGIN {})");
	check_prog("BEGIN {\n#pragma D option quiet\n}",
	    "(pragma option \"quiet\")\n(clause BEGIN {})");
	check_err("#pragma D error \"this is an error message\"\nBEGIN {}\n",
	    "D_PRAGERR", 1, "#error: this is an error message ");
	check_err("\n#error a b\n", "D_PRAGERR", 2, "#error: a b ");
	check_err("#pragma D attributes incorrect_attr\n", "D_PRAGMA_MALFORM",
	    1, "malformed #pragma attributes <attributes> <ident>");
	check_err("inline int foo\n\n#pragma D attributes incorrect_attr foo\n",
	    "D_PRAGMA_INVAL", 3, "invalid attributes specified by #pragma "
	    "attributes");
	check_err("#pragma D option\n", "D_PRAGMA_MALFORM", 1,
	    "malformed #pragma option <option>=<val>");
	check_err("#pragma D option a b\n", "D_PRAGMA_MALFORM", 1,
	    "superfluous arguments specified for #pragma option");
	check_err("#pragma D frob x\n", "D_PRAGMA_INVAL", 1,
	    "invalid D pragma: frob");
	check_err("#frob\n", "D_PRAGCTL_INVAL", 1,
	    "invalid control directive: #frob");
	check_err("#pragma D depends_on thing x\n", "D_PRAGMA_INVAL", 1,
	    "invalid class thing specified by #pragma depends_on");
	check_err("#pragma D binding \"1.x\" foo\n", "D_PRAGMA_INVAL", 1,
	    "invalid version string specified by #pragma binding");
	check_err("BEGIN {}\n#pragma D option quiet", "D_SYNTAX", 2,
	    "end-of-file encountered before end of control line");
	/* line markers */
	check_err("# 10 \"foo.d\"\nBEGIN\n{\n\tx = 1 +;\n}\n", "D_SYNTAX", 12,
	    "syntax error near \";\"");
	check_err("BEGIN {\n# 1 \"foo.d\" 1\nx = ;}", "D_SYNTAX", 1,
	    "syntax error near \";\"");
	check_err("#line 20\nBEGIN { x = ; }", "D_SYNTAX", 21,
	    "syntax error near \";\"");
	check_err("#line 20\nx y", "D_SYNTAX", 21, "expected predicate and/or "
	    "actions following probe description");
	check_err("# 5 foo\n", "D_PRAGMA_MALFORM", 2,
	    "malformed #line <line> [ [\"file\"] state ]");
	/* a line number whose successors would not fit in an int */
	check_err("# 2147483647\nBEGIN\n{\n}\n", "D_PRAGMA_MALFORM", 2,
	    "malformed #line <line> [ [\"file\"] state ]");
	check_err("#line 4294967296\nBEGIN {}", "D_PRAGMA_MALFORM",
	    1, "malformed #line <line> [ [\"file\"] state ]");
	/* defaultargs from a pragma affects the rest of the program */
	check_prog_o("#pragma D option defaultargs\nBEGIN { x = $1; y = $$2; }",
	    "(pragma option \"defaultargs\")\n"
	    "(clause BEGIN {(= x 0/10); (= y \"\");})", &o);
}

static void
test_macros(void)
{
	char *const argv[] = { "script.d", "42", "foo", "hello world",
	    "\"quoted\"", "-7", "int", "0x10", "a\\tb", NULL };
	opts_t o = { .argc = 8, .argv = argv, .target = 99 };
	opts_t d = { .defaultargs = true };

	check_prog_o("BEGIN { a = $1; b = $2; c = $3; d = $4; e = $5; }",
	    "(clause BEGIN {(= a 42); (= b foo); (= c \"hello world\"); "
	    "(= d \"quoted\"); (= e (u- 7));})", &o);
	check_true("$1..$5 marked used", argused[1] && argused[5] &&
	    !argused[6]);
	check_prog_o("BEGIN { a = $$1; b = $$0; c = $7; d = $$8; }",
	    "(clause BEGIN {(= a \"42\"); (= b \"script.d\"); (= c 16/10); "
	    "(= d \"a\\011b\");})", &o);
	check_prog_o("BEGIN { a = $target; b = $$target; c = $pid; }",
	    "(clause BEGIN {(= a 99); (= b \"99\"); (= c 4242);})", &o);
	check_prog_o("BEGIN { x = ($6)1; }", "(clause BEGIN {(= x (cast <int> 1));})",
	    &o);
	check_err_o("BEGIN { x = $9; }", "D_MACRO_UNDEF", 1,
	    "macro argument $9 is not defined", &o);
	check_err("BEGIN\n{\n\tx = $3;\n}", "D_MACRO_UNDEF", 3,
	    "macro argument $3 is not defined");
	check_err("BEGIN { x = $$1; }", "D_MACRO_UNDEF", 1,
	    "macro argument $$1 is not defined");
	check_err("BEGIN { x = $nosuch; }", "D_MACRO_UNDEF", 1,
	    "macro variable $nosuch is not defined");
	check_prog_o("BEGIN { x = $3; y = $$3; }",
	    "(clause BEGIN {(= x 0/10); (= y \"\");})", &d);
}

static void
test_errors(void)
{
	check_err("BEGIN\n{\n\tx = 1 +;\n}\n", "D_SYNTAX", 3,
	    "syntax error near \";\"");
	check_err("BEGIN\n{\n\tx = 1 +", "D_SYNTAX", 3,
	    "syntax error near end of input");
	check_err("BEGIN\n{\n\tx = 1;\n", "D_SYNTAX", 4,
	    "syntax error near end of input");
	/* a look past an unknown name or a closing / found the end */
	check_err("BEGIN\n{\n\tx = 1 + y\n\n", "D_SYNTAX", 5,
	    "syntax error near end-of-input");
	check_err("BEGIN\n/1/\n", "D_SYNTAX", 3,
	    "syntax error near end-of-input");
	check_err("BEGIN { x = \"abc\n\"; }", "D_STR_NL", 2,
	    "newline encountered in string literal");
	check_err("BEGIN { x = \"abc", "D_SYNTAX", 1, "syntax error near \"\"\"");
	check_err("BEGIN { x = 'a\n'; }", "D_CHR_NL", 2,
	    "newline encountered in character constant");
	check_err("BEGIN { x = ''; }", "D_CHR_NULL", 1,
	    "empty character constant");
	check_err("BEGIN { x = '123456789'; }", "D_CHR_OFLOW", 1,
	    "character constant is too long");
	check_err("BEGIN {\n/* comment\n\n", "D_SYNTAX", 4,
	    "end-of-file encountered before matching */");
	check_err("BEGIN { /* a /* b */ }", "D_SYNTAX", 1,
	    "/* encountered inside a comment");
	check_err("BEGIN { x = 99999999999999999999; }", "D_INT_OFLOW", 1,
	    "constant 99999999999999999999 results in integer overflow");
	check_err("BEGIN { x = 18446744073709551615; }", "D_INT_OFLOW", 1,
	    "integer constant 0xffffffffffffffff cannot be represented in any "
	    "built-in integral type");
	check_err("BEGIN { x = 09; }", "D_INT_DIGIT", 1,
	    "constant 09 contains invalid digit 9");
	check_err("BEGIN { x = 1.5; }", "D_SYNTAX", 1,
	    "floating-point constants are not permitted");
	check_err("BEGIN { x = a # b; }", "D_SYNTAX", 1,
	    "syntax error near \"#\"");
	check_err("BEGIN { x = 1; } }", "D_SYNTAX", 1, "syntax error near \"}\"");
	check_err("BEGIN { x = (1)); }", "D_SYNTAX", 1,
	    "extra ) in input stream");
	check_err("BEGIN /(x/ { }", "D_SYNTAX", 1,
	    "closing ) expected in predicate before /");
	check_err("BEGIN { while (1) x = 1; }", "D_SYNTAX", 1,
	    "syntax error near \"while\"");
	check_err("BEGIN { x = \"a\" + ; }", "D_SYNTAX", 1,
	    "syntax error near \";\"");
	check_err("BEGIN { x = 1 \"abc\"; }", "D_SYNTAX", 1,
	    "syntax error near \"\"abc\"\"");
	check_err("BEGIN { self->x(); }", "D_FUNC_IDENT", 1,
	    "function designator is not of function type");
	check_err("int int x;", "D_DECL_COMBO", 1, "invalid type combination");
	check_err("short char x;", "D_DECL_CHARATTR", 1, "invalid type "
	    "declaration: short and long may not be used with char type");
	check_err("unsigned string x;", "D_DECL_SIGNINT", 1, "invalid type "
	    "declaration: signed and unsigned may only be used with integer "
	    "type");
	check_err("long void x;", "D_DECL_VOIDATTR", 1, "invalid type "
	    "declaration: attributes may not be used with void type");
	check_err("extern static int x;", "D_DECL_CLASS", 1,
	    "only one storage class allowed in a declaration");
	check_err("int;", "D_DECL_USELESS", 1, "useless declaration");
	check_err("static int x;", "D_DECL_BADCLASS", 1,
	    "specified storage class not appropriate in D");
	check_err("int a[];", "D_DECL_ARRNULL", 1, "array declaration requires "
	    "array dimension or tuple signature: a");
	check_err("void f(static int x);", "D_DECL_PARMCLASS", 1,
	    "inappropriate storage class for function or associative array "
	    "parameter");
	check_prog("", "");
	check_prog("/* nothing */\n\n", "");
}

/*
 * Line numbers as DTrace's own tests expect them: 13 lines of comments, then
 * the clause.
 */
static void
test_dtrace_lines(void)
{
	static const char hdr[] = "/*\n *\n *\n *\n *\n */\n\n/*\n *\n *\n"
	    " *\n */\n\n";
	static const struct {
		const char *body, *tag, *msg;
		int line;
	} t[] = {
		{ "BEGIN\n{\n\ttrace(epid);\n}\n}\n", "D_SYNTAX",
		    "syntax error near \"}\"", 18 },
		{ "BEGIN\n{\n\ttrace(epid);\n", "D_SYNTAX",
		    "syntax error near end of input", 17 },
		{ "BEGIN\n{\n\ttrace(epid));\n}\n", "D_SYNTAX",
		    "extra ) in input stream", 16 },
		{ "BEGIN\n{\n\trand(\n}\n", "D_SYNTAX",
		    "syntax error near \"}\"", 17 },
		{ "BEGIN\n/rand(/\n{\n\ttrace(epid);\n}\n", "D_SYNTAX",
		    "closing ) expected in predicate before /", 16 },
		{ "BEGIN\n{\n\ttrace(args[0]]);\n}\n", "D_SYNTAX",
		    "extra ] in input stream", 16 },
		{ "BEGIN\n/args[0/\n{\n\ttrace(epid);\n}\n", "D_SYNTAX",
		    "closing ] expected in predicate before /", 16 },
		{ "/* no end\n", "D_SYNTAX",
		    "end-of-file encountered before matching */", 15 },
		{ "inline int foo = 0;\n#pragma", "D_SYNTAX",
		    "end-of-file encountered before end of control line", 15 },
		{ "\nBEGIN\n{\n\n\th = \"hello\n\n\t\tthere\";\n}\n",
		    "D_STR_NL", "newline encountered in string literal", 19 },
		{ "\nBEGIN\n{\n\n\th = '\n\t\t';\n}\n", "D_CHR_NL",
		    "newline encountered in character constant", 19 },
		{ "\n#pragma D error \"this is an error message\"\n", "D_PRAGERR",
		    "#error: this is an error message ", 15 },
		{ "BEGIN\n/x +/\n\n{}", "D_SYNTAX", "syntax error near \"/\"", 17 },
	};
	char src[512];
	size_t i;

	for (i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		snprintf(src, sizeof(src), "%s%s", hdr, t[i].body);
		check_err(src, t[i].tag, t[i].line, t[i].msg);
	}
	/* // comments hold anything; one may end the input */
	check_prog("// Comment /* */ //\nBEGIN // x\n{ // y\n\texit(0); // z\n"
	    "} // end", "(clause BEGIN {(call exit 0/10);})");
	/* members named like keywords, comments between */
	check_expr("&`root.cgrp./* c */self.cgroup->self/* c */.cgroup",
	    "(u& (. (-> (. (. (. `root cgrp) self) cgroup) self) cgroup))");
}

static void
test_misc(void)
{
	/* the kind of text the D libraries hold */
	check_prog(
	    "#pragma D depends_on module vmlinux\n"
	    "typedef struct psinfo { int pr_pid; string pr_fname; } "
	    "psinfo_t;\n"
	    "translator psinfo_t < struct task_struct *T > {\n"
	    "\tpr_pid = T->tgid;\n\tpr_fname = stringof(T->comm);\n};\n"
	    "inline psinfo_t *curpsinfo = xlate <psinfo_t *> (curthread);\n"
	    "#pragma D attributes Stable/Stable/Common curpsinfo\n"
	    "#pragma D binding \"1.0\" curpsinfo\n"
	    "inline int fds[int fd] = fd + 1;\n"
	    "typedef enum { A_X = 1, A_Y } a_t;\n"
	    "inline a_t AX = A_X;\n",
	    "(pragma depends_on \"module vmlinux\")\n"
	    "(decl typedef struct psinfo{(member int pr_pid) "
	    "(member string pr_fname)} psinfo_t)\n"
	    "(translator <psinfo_t> <struct task_struct ptr T> T "
	    "pr_pid=(-> T tgid) pr_fname=(stringof (-> T comm)))\n"
	    "(inline <psinfo_t ptr curpsinfo> (xlate <psinfo_t ptr _> "
	    "curthread))\n"
	    "(pragma attributes \"Stable/Stable/Common curpsinfo\")\n"
	    "(pragma binding \"\"1.0\" curpsinfo\")\n"
	    "(inline <int [keys: <int fd>] fds> (+ fd 1))\n"
	    "(decl typedef enum {A_X=1 A_Y} a_t)\n"
	    "(inline <a_t AX> A_X)");
	check_prog("BEGIN/x/2/{}", "(clause BEGIN /(/ x 2)/ {})");
	check_prog("BEGIN{x=1}END{y=2;}",
	    "(clause BEGIN {(= x 1);})\n(clause END {(= y 2);})");
	check_prog("syscall::read:entry\n/pid == $target && this->x/\n{ "
	    "@[execname] = count(); @c[probefunc, arg0] = sum(arg2); "
	    "printa(\"%s %@d\\n\", @c); }",
	    "(clause syscall::read:entry /(&& (== pid 0) this->x)/ {"
	    "(= @[execname] (call count)); "
	    "(= @c[probefunc arg0] (call sum arg2)); "
	    "(call printa \"%s %@d\\012\" @c);})");
	check_prog("BEGIN /* c1 */ , /* c2 */ END /* c3 */ { /* c4 */ }",
	    "(clause BEGIN,END {})");
	check_prog("BEGIN\n{\n\tx->\n\t/* c */ y = a.\n\tb;\n}",
	    "(clause BEGIN {(= (-> x y) (. a b));})");
	check_prog("BEGIN { x = y ? \"a\" : \"b\"; z = (a, b); "
	    "w = sizeof (x) + sizeof(uint64_t); }",
	    "(clause BEGIN {(= x (? y \"a\" \"b\")); (= z (, a b)); "
	    "(= w (+ (sizeof x) (sizeof <uint64_t>)));})");
	check_prog("BEGIN { size_t = 5; uint64_t[1] = 2; }",
	    "(clause BEGIN {(= size_t 5); (= (index uint64_t 1) 2);})");
	check_prog("BEGIN { x = 1 \\\n + 2; }", "(clause BEGIN {(= x (+ 1 2));})");

	/* nodes carry their lines */
	{
		dt_pcb_t pcb;
		const dt_node_t *cl, *st;

		parse(&pcb, "\n\nBEGIN\n{\n\tx = 1;\n\n\ty = 2;\n}\n", NULL);
		cl = pcb.pcb_program;
		st = cl ? cl->dn_body : NULL;
		check_true("clause line", cl && cl->dn_line == 3);
		check_true("statement lines", st && st->dn_left->dn_line == 5 &&
		    st->dn_next && st->dn_next->dn_left->dn_right->dn_line == 7);
		dt_arena_destroy(pcb.pcb_arena);
	}
}

int
main(void)
{
	test_conformance();
	test_expressions();
	test_literals();
	test_statements();
	test_pdescs();
	test_declarations();
	test_xlator_provider();
	test_pragmas();
	test_macros();
	test_errors();
	test_misc();
	test_dtrace_lines();
	if (failures == 0)
		printf("test_parse: all %d checks passed\n", passes);
	else
		printf("test_parse: %d of %d checks FAILED\n", failures,
		    passes + failures);
	return failures > 100 ? 100 : failures;
}
