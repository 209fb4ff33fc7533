/*
 * dt_tree.c -- the tree option: the D parse tree on stderr, a compiler
 * developer's aid, as DTrace's -x tree=N prints it.
 *
 * N is a mask of passes: 1 the tree as parsed, 2 and 4 the tree once the
 * checker has resolved its identifiers and types (DTrace cooks in two
 * passes where our checker does both at once; each asked for prints it
 * under its own heading), 8 DTrace's sub-clauses, which we do not make
 * (if/else stays in its clause), so it prints nothing.  A pass starts
 * "Parse tree (Pass N):" and gives a node a line, indented two spaces a
 * level, as DTrace's dt_node_printr: its kind (INT, STRING, VARIABLE,
 * FUNC, OP1, OP2, OP3, ...), what it holds, and once checked its type
 * and its flags (LVAL, WRITE, USER, BITF, CONST, ALLOCA: alloca()'d
 * memory, as Oracle's tree marks it, and DPTR for a string constant,
 * memory D owns).  The layout of a line is ours; DTrace's also shows
 * stability attributes, which we do not compute.
 *
 * Here too: the operators by the names DTrace's messages give them
 * (dt_op_name, dt_node_opstr), which the checker's errors use.
 */
#include <stdio.h>

#include "dt_impl.h"
#include "parse/dt_pcb.h"

const char *
dt_op_name(int op)
{
	static const char *names[] = {
		"?", "+", "-", "*", "/", "%", "<<", ">>", "&", "|", "^",
		"&&", "||", "^^", "<", "<=", ">", ">=", "==", "!=", ","
	};

	return op > 0 && op <= DT_OP_COMMA ? names[op] : "=";
}

/* the operator as DTrace names it in messages: "=", "+=", "++" ... */
const char *
dt_node_opstr(const dt_node_t *n)
{
	static char buf[4];

	if (n->dn_kind == DT_N_PREINC || n->dn_kind == DT_N_POSTINC)
		return n->dn_op == '+' ? "++" : "--";
	if (n->dn_op == '=')
		return "=";
	snprintf(buf, sizeof(buf), "%s=", dt_op_name(n->dn_op));
	return buf;
}

static void dt_tree_node(FILE *, const dt_node_t *, int depth);

static void
dt_tree_list(FILE *fp, const dt_node_t *n, int depth)
{
	for (; n != NULL; n = n->dn_next)
		dt_tree_node(fp, n, depth);
}

/* " (type) [FLAGS]" once checked */
static void
dt_tree_attrs(FILE *fp, const dt_node_t *n)
{
	static const struct { int flag; const char *name; } flags[] = {
		{ DT_NF_LVALUE, "LVAL" }, { DT_NF_WRITABLE, "WRITE" },
		{ DT_NF_USERLAND, "USER" }, { DT_NF_BITFIELD, "BITF" },
		{ DT_NF_CONST, "CONST" }, { DT_NF_ALLOCA, "ALLOCA" },
		{ DT_NF_INALLOCA, "INALLOCA" },
	};
	const char *sep = " [";

	if (n->dn_ctype != NULL)
		fprintf(fp, " (%s)", n->dn_ctype->dt_name);
	for (size_t i = 0; i < sizeof(flags) / sizeof(flags[0]); i++)
		if (n->dn_flags & flags[i].flag) {
			fprintf(fp, "%s%s", sep, flags[i].name);
			sep = ",";
		}
	if (n->dn_kind == DT_N_STR && n->dn_ctype != NULL) {
		fprintf(fp, "%sDPTR", sep);
		sep = ",";
	}
	if (*sep == ',')
		fputc(']', fp);
}

static const char *
dt_tree_scope(const dt_node_t *n)
{
	const dt_ident_t *id = n->dn_ident;

	if (n->dn_scope == DT_SCOPE_SELF)
		return "self->";
	if (n->dn_scope == DT_SCOPE_THIS)
		return "this->";
	if (id == NULL)
		return "";
	switch (id->di_kind) {
	case DT_ID_BUILTIN:	return "builtin ";
	case DT_ID_CONST:	return "constant ";
	case DT_ID_INLINE:	return "inline ";
	case DT_ID_DVAR:	return "array ";
	default:		return "global ";
	}
}

/* The line of node n: its kind and what it holds. */
static void
dt_tree_line(FILE *fp, const dt_node_t *n)
{
	switch (n->dn_kind) {
	case DT_N_INT:
		fprintf(fp, "INT 0x%llx", (unsigned long long)n->dn_int);
		break;
	case DT_N_FLOAT:	fprintf(fp, "FLOAT %s", n->dn_str); break;
	case DT_N_STR:
		fputs("STRING \"", fp);
		for (size_t i = 0; i < n->dn_strlen; i++)
			fprintf(fp, (unsigned char)n->dn_str[i] < ' ' ||
			    n->dn_str[i] == '"' ? "\\%03o" : "%c",
			    (unsigned char)n->dn_str[i]);
		fputc('"', fp);
		break;
	case DT_N_IDENT:
		if (n->dn_scope == DT_SCOPE_MODULE)
			fprintf(fp, "SYMBOL %s`%s", n->dn_mod, n->dn_str);
		else if (n->dn_ident == NULL && n->dn_scope == DT_SCOPE_NONE)
			fprintf(fp, "IDENT %s", n->dn_str);
		else
			fprintf(fp, "VARIABLE %s%s", dt_tree_scope(n),
			    n->dn_str);
		break;
	case DT_N_AGG:		fprintf(fp, "AGGREGATION @%s", n->dn_str); break;
	case DT_N_UNARY:	fprintf(fp, "OP1 %c", n->dn_op); break;
	case DT_N_PREINC:	fprintf(fp, "OP1 %s (pre)", dt_node_opstr(n)); break;
	case DT_N_POSTINC:	fprintf(fp, "OP1 %s (post)", dt_node_opstr(n)); break;
	case DT_N_BINARY:	fprintf(fp, "OP2 %s", dt_op_name(n->dn_op)); break;
	case DT_N_ASSIGN:	fprintf(fp, "OP2 %s", dt_node_opstr(n)); break;
	case DT_N_TERNARY:	fputs("OP3 ?:", fp); break;
	case DT_N_CALL:		fprintf(fp, "FUNC %s", n->dn_str); break;
	case DT_N_INDEX:	fputs("OP2 [", fp); break;
	case DT_N_MEMBER:	fprintf(fp, "MEMBER .%s", n->dn_str); break;
	case DT_N_PTRMEMBER:	fprintf(fp, "MEMBER ->%s", n->dn_str); break;
	case DT_N_CAST:		fputs("OP1 (cast)", fp); break;
	case DT_N_SIZEOF:	fputs("OP1 sizeof", fp); break;
	case DT_N_OFFSETOF:	fprintf(fp, "OP1 offsetof %s", n->dn_str); break;
	case DT_N_STRINGOF:	fputs("OP1 stringof", fp); break;
	case DT_N_XLATE:	fputs("OP1 xlate", fp); break;
	case DT_N_XLSTRUCT:	fputs("TRANSLATION", fp); break;
	case DT_N_EXPRSTMT:	fputs("STATEMENT", fp); break;
	case DT_N_IF:		fputs("IF", fp); break;
	case DT_N_BLOCK:	fputs("BLOCK", fp); break;
	case DT_N_CLAUSE:	fputs("CLAUSE", fp); break;
	case DT_N_PDESC:	fprintf(fp, "PDESC %s", n->dn_str); break;
	case DT_N_DECL:		fputs("DECLARATION", fp); break;
	case DT_N_INLINE:	fputs("INLINE", fp); break;
	case DT_N_XLATOR:	fputs("TRANSLATOR", fp); break;
	case DT_N_XLMEMBER:	fprintf(fp, "MEMBER %s =", n->dn_str); break;
	case DT_N_PROVIDER:	fprintf(fp, "PROVIDER %s", n->dn_str); break;
	case DT_N_PROBEDECL:	fprintf(fp, "PROBE %s", n->dn_str); break;
	case DT_N_PRAGMA:
		fprintf(fp, "PRAGMA %s %s", n->dn_str, n->dn_pragma ?
		    n->dn_pragma : "");
		break;
	default:		fputs("TYPE", fp); break;
	}
}

static void
dt_tree_head(FILE *fp, const char *what, int depth)
{
	fprintf(fp, "%*s%s\n", depth * 2, "", what);
}

static void
dt_tree_node(FILE *fp, const dt_node_t *n, int depth)
{
	fprintf(fp, "%*s", depth * 2, "");
	dt_tree_line(fp, n);
	dt_tree_attrs(fp, n);
	fputc('\n', fp);
	switch (n->dn_kind) {
	case DT_N_CLAUSE:
		dt_tree_list(fp, n->dn_list, depth + 1);
		if (n->dn_cond != NULL) {
			dt_tree_head(fp, "PREDICATE", depth + 1);
			dt_tree_node(fp, n->dn_cond, depth + 2);
		}
		dt_tree_head(fp, "ACTION", depth + 1);
		dt_tree_list(fp, n->dn_body, depth + 2);
		return;
	case DT_N_IF:
		dt_tree_node(fp, n->dn_cond, depth + 1);
		dt_tree_node(fp, n->dn_left, depth + 1);
		if (n->dn_right != NULL) {
			dt_tree_head(fp, "ELSE", depth);
			dt_tree_node(fp, n->dn_right, depth + 1);
		}
		return;
	case DT_N_TERNARY:
		dt_tree_node(fp, n->dn_cond, depth + 1);
		break;
	case DT_N_BLOCK: case DT_N_XLATOR: case DT_N_PROVIDER:
		dt_tree_list(fp, n->dn_list, depth + 1);
		return;
	default:
		break;
	}
	if (n->dn_kind < DT_N_CLAUSE) {		/* expressions, statements */
		if (n->dn_left != NULL)
			dt_tree_node(fp, n->dn_left, depth + 1);
		if (n->dn_right != NULL)
			dt_tree_node(fp, n->dn_right, depth + 1);
		dt_tree_list(fp, n->dn_args, depth + 1);
	} else if ((n->dn_kind == DT_N_XLMEMBER ||
	    n->dn_kind == DT_N_INLINE) && n->dn_left != NULL) {
		dt_tree_node(fp, n->dn_left, depth + 1);
	}
}

/* The program of pcb, after pass (1: parsed; 2: checked); 0 */
int
dt_tree_dump(dtrace_hdl_t *dtp, const dt_pcb_t *pcb, int pass)
{
	int mask = (int)dtp->dt_opts.tree;

	for (int p = pass; p <= (pass == 1 ? 1 : 3); p++) {
		if (!(mask & (1 << (p - 1))))
			continue;
		fprintf(stderr, "Parse tree (Pass %d):\n", p);
		dt_tree_list(stderr, pcb->pcb_program, 1);
	}
	return 0;
}
