/*
 * dt_parse_impl.h -- what the D lexer (dt_lex.l), the grammar
 * (dt_grammar.y) and the node constructors (dt_parse.c) share.
 *
 * One parse keeps its state in a dt_pstate_t, reachable from the flex
 * scanner (its "extra" data) and handed to the grammar as a parse parameter.
 * Everything the parse allocates (nodes, token strings) comes from
 * pcb_arena; only the flex scanner's own buffers are malloc'd, and
 * dt_parse() frees them on every path.
 *
 * Type names.  D, like C, needs the lexer to know which identifiers name
 * types.  dt_parse_is_typename() answers from, in order: the typedef names
 * DTrace predefines (int8_t ... uint64_t, size_t, pid_t, ...), the names
 * this parse declared with typedef so far, and an optional caller hook.  The
 * hook is passed in pcb_private: NULL, or a pointer to a dt_parse_hooks_t
 * that outlives the dt_parse() call (e.g. to answer for typedefs made by
 * earlier compiles such as the D libraries).
 *
 * Node shapes where dt_ast.h leaves a choice:
 *   - Declarator chains run outermost first: the first link applies to the
 *     base type first (what dt_check.c's dt_chk_declarator() expects).
 *     "int *a[4]" is PTR -> ARRAY(4) -> IDENT(a) (array of pointers);
 *     "int (*a)[4]" is ARRAY(4) -> PTR -> IDENT(a); "int a[2][3]" is
 *     ARRAY(3) -> ARRAY(2) -> IDENT(a).  Only DT_DCL_IDENT links carry a
 *     name; abstract declarators end in a DT_DCL_IDENT with dn_str NULL.
 *     dcl_bits (bit-field width) and dcl_init (inline value) are on the
 *     first link.  A TYPENAME or PARAM without declarator has dn_dclr NULL.
 *   - TYPESPEC: only short/long/signed/unsigned/qualifiers given means
 *     ts_kind DT_TS_INT; "long long" sets DT_TSF_LONGLONG only.
 *     mod`type_t is DT_TS_TYPEDEF with ts_mod "mod", ts_tag "type_t";
 *     struct mod`tag (and the extension mod`struct tag) sets ts_mod.
 *   - DT_N_EXPRSTMT with dn_left NULL is an empty statement (";").
 *   - DT_N_IF: dn_left and dn_right are DT_N_BLOCKs (dn_right NULL without
 *     else); "else if" is a block holding the inner DT_N_IF.
 *   - DT_N_INT from a "-5" or "+5" $n argument is wrapped in a DT_N_UNARY.
 *     A bare "0" is octal for C's typing rule (DT_INT_OCTHEX), as in DTrace.
 *   - DT_N_CLAUSE: dn_body NULL for "{}" and for a clause without actions.
 *   - DT_N_PDESC: dn_str is the description as written, macros expanded
 *     field by field; a probe ID (digits) keeps its text with dn_int set.
 *   - DT_N_INLINE: dn_type spec, dn_dclr declarator, dn_str the name,
 *     dn_left the value.
 *   - DT_N_XLATOR: dn_type the output DT_N_TYPENAME; dn_xlfrom a DT_N_PARAM
 *     whose declarator is named with the input name (also in its dn_str).
 *   - DT_N_PROBEDECL: dn_str the name as written ("query__start");
 *     dn_args/dn_xlargs DT_N_PARAM lists (NULL when empty); "(void)" is one
 *     PARAM of type void; dn_int is 1 if a translated list was written
 *     (": ()" is one, and leaves the probe no args[]).
 *   - DT_N_INDEX on an aggregation: @a[k] is DT_N_AGG with dn_args = k.
 *   - DT_N_PRAGMA: dn_line is the pragma's own line.
 *   - DT_N_FLOAT is never made: the lexer rejects floating-point constants
 *     with DTrace's message.
 */
#ifndef DT_PARSE_IMPL_H
#define DT_PARSE_IMPL_H

#include <stdbool.h>
#include <stdint.h>

#include "parse/dt_pcb.h"

/* What the caller may put in pcb_private (or leave it NULL). */
typedef struct dt_parse_hooks {
	/* true if name (without any module prefix) names a type */
	bool (*ph_is_typename)(void *arg, const char *name);
	/* true if [mod`]name names a kernel type (mod NULL if unscoped);
	   asked only where a type name is likely (see dt_lex.l) */
	bool (*ph_is_ktypename)(void *arg, const char *mod, const char *name);
	/* true if name is a D variable or function the handle knows:
	   built-in, declared by an earlier compile, a subroutine or action */
	bool (*ph_is_global)(void *arg, const char *name);
	void *ph_arg;
} dt_parse_hooks_t;

/* The "userland" type attribute (DTrace 2 keyword).  Not in dt_ast.h yet. */
#define DT_TSF_USERLAND	0x8000

/* The value of an integer or character constant token. */
typedef struct dt_tokint {
	uint64_t ti_value;
	unsigned ti_flags;		/* DT_INT_*, DT_TOKINT_* */
} dt_tokint_t;

/* a $n macro argument's text began with a sign: "-5" is - applied to 5 */
#define DT_TOKINT_NEG	0x1000
#define DT_TOKINT_POS	0x2000

/* The value of a string literal token (may hold NUL bytes). */
typedef struct dt_tokstr {
	char *ts_str;
	size_t ts_len;
} dt_tokstr_t;

/* A parameter list: (int, char *, ...) */
typedef struct dt_plist {
	dt_node_t *pl_list;		/* DT_N_PARAM list */
	bool pl_varargs;
} dt_plist_t;

typedef struct dt_tname {
	const char *tn_name;
	struct dt_tname *tn_next;
} dt_tname_t;

typedef struct dt_pstate {
	dt_pcb_t *ps_pcb;
	void *ps_scanner;		/* the flex scanner */
	dt_node_t **ps_tail;		/* where the next top-level node goes */
	int ps_line;			/* line after the last token read */
	char ps_tok[256];		/* its text, for syntax errors */
	bool ps_tok_eof;		/* ... or it was the end of input */
	bool ps_peeked_eof;		/* a look past a name or a / found
					   only the end of input (dt_lex.l) */
	int ps_parens, ps_brackets;	/* ( ) and [ ] nesting */
	bool ps_in_clause;		/* a probe description was read: the
					   clause's closing } ends the clause */
	bool ps_tspec;			/* a base type specifier was just seen:
					   the next name is a declarator, even
					   if it names a type */
	dt_tname_t *ps_typedefs;	/* type names declared by this parse */
	dt_tname_t *ps_idents;		/* names DTrace's lexer took for new
					   identifiers (dt_lex.l) */
	bool ps_in_typedef;		/* in a typedef, up to its ; */
	bool ps_tok_line;		/* the syntax error text of the last
					   token runs to the end of its line */
	size_t ps_tok_off;		/* ... from this offset in pcb_text */
	dt_tname_t *ps_bodies;		/* "struct s", "enum e": the tags this
					   parse has given members */
	int ps_lasttok, ps_lasttok2;	/* the last two tokens read */
	int ps_cstate;			/* lexer state after a comment */
	int ps_setline;			/* set by a line marker: the line
					   number to give the marker's own line
					   (-1: none) */
} dt_pstate_t;

bool dt_parse_is_ktypename(dt_pcb_t *, const char *mod, const char *name);

/* lexer start states for dt_lex_begin() */
enum { DT_LEX_OUTER, DT_LEX_EXPR };

/* dt_lex.l */
void dt_lex_begin(void *scanner, int state);

/* dt_parse.c: helpers for the lexer */
bool dt_parse_is_typename(dt_pcb_t *, const char *name);
bool dt_parse_is_known_ident(dt_pstate_t *, const char *name);
void dt_parse_add_ident(dt_pstate_t *, const char *name);
void dt_parse_add_typename(dt_pstate_t *, const char *name);
int dt_parse_tag_body(dt_pstate_t *, int kind, const char *mod,
    const char *tag);
char *dt_parse_strdup(dt_pstate_t *, const char *s, size_t n);
size_t dt_parse_unescape(char *s, size_t len);
int dt_parse_control(dt_pstate_t *, const char *line, size_t len);
int dt_parse_int(dt_pstate_t *, const char *text, dt_tokint_t *);
int dt_parse_char(dt_pstate_t *, const char *text, size_t len, dt_tokint_t *);
bool dt_parse_macro_var(dt_pstate_t *, const char *name, int64_t *valp);
const char *dt_parse_macro_arg(dt_pstate_t *, const char *tok, int n,
    const char *dflt);
bool dt_parse_badidnum(const char *);
int dt_parse_macro_int(dt_pstate_t *, const char *tok, const char *v,
    dt_tokint_t *);
int dt_lex_parse(dt_pstate_t *);
int dt_yyparse(dt_pstate_t *, void *);

/* dt_parse.c: node constructors for the grammar */
dt_node_t *dt_node_new(dt_pstate_t *, dt_nodekind_t);
dt_node_t *dt_node_intval(dt_pstate_t *, const dt_tokint_t *);
dt_node_t *dt_node_str(dt_pstate_t *, const char *s, size_t len);
dt_node_t *dt_node_strcat(dt_pstate_t *, dt_node_t *, dt_node_t *);
dt_node_t *dt_node_ident(dt_pstate_t *, const char *text, int scope);
dt_node_t *dt_node_agg(dt_pstate_t *, const char *name);
dt_node_t *dt_node_op1(dt_pstate_t *, dt_nodekind_t, int op, dt_node_t *);
dt_node_t *dt_node_op2(dt_pstate_t *, dt_nodekind_t, int op, dt_node_t *,
    dt_node_t *);
dt_node_t *dt_node_ternary(dt_pstate_t *, dt_node_t *, dt_node_t *,
    dt_node_t *);
dt_node_t *dt_node_member(dt_pstate_t *, dt_nodekind_t, dt_node_t *,
    const char *);
dt_node_t *dt_node_index(dt_pstate_t *, dt_node_t *, dt_node_t *);
dt_node_t *dt_node_call(dt_pstate_t *, dt_node_t *, dt_node_t *);
dt_node_t *dt_node_typeop(dt_pstate_t *, dt_nodekind_t, dt_node_t *type,
    dt_node_t *expr, const char *name);
dt_node_t *dt_node_stmt(dt_pstate_t *, dt_node_t *expr);
dt_node_t *dt_node_block(dt_pstate_t *, dt_node_t *list);
dt_node_t *dt_node_if(dt_pstate_t *, dt_node_t *, dt_node_t *, dt_node_t *);
dt_node_t *dt_node_pdesc(dt_pstate_t *, const char *text);
dt_node_t *dt_node_clause(dt_pstate_t *, dt_node_t *pdescs, dt_node_t *pred,
    dt_node_t *body);
dt_node_t *dt_node_link(dt_node_t *, dt_node_t *);
void dt_parse_append(dt_pstate_t *, dt_node_t *);

/* declarations */
dt_node_t *dt_node_spec(dt_pstate_t *, int kind, unsigned flags);
dt_node_t *dt_node_sou(dt_pstate_t *, int kind, const char *mod);
dt_node_t *dt_node_spec_tag(dt_pstate_t *, int kind, const char *mod,
    const char *tag, dt_node_t *members, bool body);
dt_node_t *dt_node_spec_merge(dt_pstate_t *, dt_node_t *, dt_node_t *);
dt_node_t *dt_node_dclr(dt_pstate_t *, int kind, dt_node_t *inner);
dt_node_t *dt_node_dclr_chain(dt_node_t *outer, dt_node_t *inner);
dt_node_t *dt_node_decl(dt_pstate_t *, dt_nodekind_t, dt_node_t *spec,
    dt_node_t *dclrs);
dt_node_t *dt_node_param(dt_pstate_t *, dt_node_t *spec, dt_node_t *dclr);
dt_node_t *dt_node_typename(dt_pstate_t *, dt_node_t *spec, dt_node_t *dclr);
dt_node_t *dt_node_array(dt_pstate_t *, dt_node_t *inner, dt_node_t *size,
    dt_node_t *keys, bool varargs);
dt_node_t *dt_node_func(dt_pstate_t *, dt_node_t *inner, dt_node_t *params,
    bool varargs);
dt_node_t *dt_node_inline(dt_pstate_t *, dt_node_t *spec, dt_node_t *dclr,
    dt_node_t *expr);
dt_node_t *dt_node_xlator(dt_pstate_t *, dt_node_t *to, dt_node_t *from,
    const char *name, dt_node_t *members);
dt_node_t *dt_node_probedecl(dt_pstate_t *, const char *name,
    dt_node_t *args, dt_node_t *xargs, bool xlated);
dt_node_t *dt_node_provider(dt_pstate_t *, const char *name, dt_node_t *);
const char *dt_node_dclr_name(const dt_node_t *dclr);

#endif /* DT_PARSE_IMPL_H */
