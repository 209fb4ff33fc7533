/*
 * dt_grammar.y -- the D grammar (bison, pure, prefix dt_yy).
 *
 * It accepts what DTrace's grammar accepts, plus: adjacent string literals
 * ("a" "b") and `mod`struct tag` type names.  Actions build the AST of
 * dt_ast.h through the constructors in dt_parse.c; top-level nodes are
 * appended to pcb_program as each external declaration is reduced.  An
 * action that finds an error records it (dt_pcb_error) and aborts.
 *
 * Expression precedence, loosest first: , = ?: || ^^ && | ^ & == != < <= >
 * >= << >> + - * / % casts, unary, postfix -- one nonterminal per level.
 */
%code requires {
#include "parse/dt_parse_impl.h"
}

%code {
#include <string.h>

int dt_yylex(DT_YYSTYPE *, void *);
static void dt_yyerror(dt_pstate_t *, void *, const char *);

#define CHECK(x)	do { if ((x) == NULL) YYABORT; } while (0)
#define OP1(k, op, l)	dt_node_op1(ps, k, op, l)
#define BIN(op, l, r)	dt_node_op2(ps, DT_N_BINARY, op, l, r)
#define SPEC(k, f)	dt_node_spec(ps, k, f)
}

%define api.pure full
%define api.prefix {dt_yy}
%parse-param {dt_pstate_t *ps} {void *scanner}
%lex-param {void *scanner}

%union {
	dt_node_t *node;
	const char *str;
	dt_tokstr_t sval;
	dt_tokint_t tint;
	dt_plist_t plist;
	int op;
}

%token <str> T_IDENT T_TNAME T_AGG T_PDESC
%token <sval> T_STRING
%token <tint> T_INT
%token <op> T_OPASSIGN
%token T_ERROR T_EPRED T_PTR T_INC T_DEC T_SHL T_SHR T_LE T_GE T_EQ T_NE
%token T_LAND T_LOR T_LXOR T_ELLIPSIS

%token K_AUTO K_BREAK K_CASE K_CHAR K_CONST K_CONTINUE K_COUNTER K_DEFAULT
%token K_DO K_DOUBLE K_ELSE K_EXTERN K_FLOAT K_FOR K_GOTO K_IF K_IMPORT
%token K_INLINE K_INT K_LONG K_OFFSETOF K_PROBE K_PROVIDER K_REGISTER
%token K_RESTRICT K_RETURN K_SELF K_SHORT K_SIGNED K_SIZEOF K_STATIC K_STRING
%token K_STRINGOF K_SWITCH K_THIS K_TRANSLATOR K_TYPEDEF K_UNSIGNED
%token K_USERLAND K_VOID K_VOLATILE K_WHILE K_XLATE K_BOOL
%token <str> K_STRUCT K_UNION K_ENUM

%precedence IFX
%precedence K_ELSE

%type <node> external_decl probe_def pdesc_list pdesc stmt_list stmts
%type <node> statement stmt_or_block declaration decl_specs decl_spec
%type <node> storage_class type_specifier type_qualifier spec_qual_list
%type <node> param_specs param_spec sou_spec enum_spec enumerator_list
%type <node> enumerator member_list member member_dclr_list member_dclr
%type <node> init_dclr_list declarator direct_declarator pointer qual_list
%type <node> abstract_declarator direct_abstract array_suffix func_suffix
%type <node> param_list param type_name inline_def xlator_def xlmember_list
%type <node> xlmember provider_def probe_list probe_decl
%type <node> expression assignment_expression conditional_expression
%type <node> constant_expression logical_or_expression logical_xor_expression
%type <node> logical_and_expression inclusive_or_expression
%type <node> exclusive_or_expression and_expression equality_expression
%type <node> relational_expression shift_expression additive_expression
%type <node> multiplicative_expression cast_expression unary_expression
%type <node> postfix_expression primary_expression string_literal
%type <node> argument_list
%type <plist> param_type_list func_params
%type <str> tag member_name
%type <op> unary_operator assign_operator
%type <node> sou

%%

program:
	  %empty
	| program external_decl		{ dt_parse_append(ps, $2); }
	;

external_decl:
	  probe_def
	| declaration
	| inline_def
	| xlator_def
	| provider_def
	;

/* ---- probe clauses ---- */

/*
 * probe_def: pdescs | pdescs { stmts } | pdescs / pred / { stmts }.
 * A clause without actions is only accepted in -n/-P/-m/-f text, and
 * for -h and -G (dtrace_set_provider_build()).
 */
probe_def:
	  pdesc_list {
		if (!ps->ps_pcb->pcb_is_clause_text &&
		    !ps->ps_pcb->pcb_bare_pdesc) {
			dt_pcb_error(ps->ps_pcb, $1->dn_line, "D_SYNTAX",
			    "expected predicate and/or actions following "
			    "probe description");
			YYABORT;
		}
		$$ = dt_node_clause(ps, $1, NULL, NULL);
	  }
	| pdesc_list '{' stmt_list '}'	{ $$ = dt_node_clause(ps, $1, NULL, $3); }
	| pdesc_list '/' expression T_EPRED {
		dt_pcb_error(ps->ps_pcb, $3->dn_line, "D_SYNTAX", "expected "
		    "actions { } following probe description and predicate");
		YYABORT;
	  }
	| pdesc_list '/' expression T_EPRED '{' stmt_list '}' {
		$$ = dt_node_clause(ps, $1, $3, $6);
	  }
	;

pdesc_list:
	  pdesc
	| pdesc_list ',' pdesc		{ $$ = dt_node_link($1, $3); }
	;

pdesc:
	  T_PDESC			{ CHECK($$ = dt_node_pdesc(ps, $1)); }
	;

/* statements: the last one before } may omit its ; */
stmt_list:
	  stmts
	| stmts expression		{ $$ = dt_node_link($1, dt_node_stmt(ps, $2)); }
	;

stmts:
	  %empty			{ $$ = NULL; }
	| stmts statement		{ $$ = dt_node_link($1, $2); }
	;

statement:
	  ';'				{ $$ = dt_node_stmt(ps, NULL); }
	| expression ';'		{ $$ = dt_node_stmt(ps, $1); }
	| K_IF '(' expression ')' stmt_or_block %prec IFX {
		$$ = dt_node_if(ps, $3, $5, NULL);
	  }
	| K_IF '(' expression ')' stmt_or_block K_ELSE stmt_or_block {
		$$ = dt_node_if(ps, $3, $5, $7);
	  }
	;

stmt_or_block:
	  statement			{ $$ = dt_node_block(ps, $1); }
	| '{' stmt_list '}'		{ $$ = dt_node_block(ps, $2); }
	;

/* ---- declarations ---- */

declaration:
	  decl_specs ';' {
		CHECK($$ = dt_node_decl(ps, DT_N_DECL, $1, NULL));
	  }
	| decl_specs init_dclr_list ';' {
		CHECK($$ = dt_node_decl(ps, DT_N_DECL, $1, $2));
	  }
	;

inline_def:
	  K_INLINE decl_specs declarator '=' assignment_expression ';' {
		$$ = dt_node_inline(ps, $2, $3, $5);
	  }
	;

decl_specs:
	  decl_spec
	| decl_specs decl_spec		{ CHECK($$ = dt_node_spec_merge(ps, $1, $2)); }
	;

decl_spec:
	  storage_class
	| K_SELF			{ $$ = SPEC(DT_TS_NONE, DT_TSF_SELF); }
	| K_THIS			{ $$ = SPEC(DT_TS_NONE, DT_TSF_THIS); }
	| type_specifier
	| type_qualifier
	;

param_specs:
	  param_spec
	| param_specs param_spec	{ CHECK($$ = dt_node_spec_merge(ps, $1, $2)); }
	;

param_spec:
	  storage_class
	| type_specifier
	| type_qualifier
	;

spec_qual_list:
	  type_specifier
	| type_qualifier
	| spec_qual_list type_specifier	{ CHECK($$ = dt_node_spec_merge(ps, $1, $2)); }
	| spec_qual_list type_qualifier	{ CHECK($$ = dt_node_spec_merge(ps, $1, $2)); }
	;

storage_class:
	  K_AUTO			{ $$ = SPEC(DT_TS_NONE, DT_TSF_AUTO); }
	| K_REGISTER			{ $$ = SPEC(DT_TS_NONE, DT_TSF_REGISTER); }
	| K_STATIC			{ $$ = SPEC(DT_TS_NONE, DT_TSF_STATIC); }
	| K_EXTERN			{ $$ = SPEC(DT_TS_NONE, DT_TSF_EXTERN); }
	| K_TYPEDEF			{ $$ = SPEC(DT_TS_NONE, DT_TSF_TYPEDEF); }
	;

type_specifier:
	  K_VOID			{ $$ = SPEC(DT_TS_VOID, 0); }
	| K_CHAR			{ $$ = SPEC(DT_TS_CHAR, 0); }
	| K_SHORT			{ $$ = SPEC(DT_TS_NONE, DT_TSF_SHORT); }
	| K_INT				{ $$ = SPEC(DT_TS_INT, 0); }
	| K_LONG			{ $$ = SPEC(DT_TS_NONE, DT_TSF_LONG); }
	| K_FLOAT			{ $$ = SPEC(DT_TS_FLOAT, 0); }
	| K_DOUBLE			{ $$ = SPEC(DT_TS_DOUBLE, 0); }
	| K_SIGNED			{ $$ = SPEC(DT_TS_NONE, DT_TSF_SIGNED); }
	| K_UNSIGNED			{ $$ = SPEC(DT_TS_NONE, DT_TSF_UNSIGNED); }
	| K_BOOL			{ $$ = SPEC(DT_TS_BOOL, 0); }
	| K_STRING			{ $$ = SPEC(DT_TS_STRING, 0); }
	| K_USERLAND			{ $$ = SPEC(DT_TS_NONE, DT_TSF_USERLAND); }
	| T_TNAME {
		$$ = dt_node_spec_tag(ps, DT_TS_TYPEDEF, NULL, $1, NULL, false);
	  }
	| sou_spec
	| enum_spec
	;

type_qualifier:
	  K_CONST			{ $$ = SPEC(DT_TS_NONE, DT_TSF_CONST); }
	| K_RESTRICT			{ $$ = SPEC(DT_TS_NONE, DT_TSF_RESTRICT); }
	| K_VOLATILE			{ $$ = SPEC(DT_TS_NONE, DT_TSF_VOLATILE); }
	;

/*
 * struct [tag] { members } | struct tag  (and union).  A definition keeps
 * the line of its '{', where DTrace declares the type: a clash with an
 * earlier type, or words that do not fit it (long struct s { ... }), are
 * reported there, not at its closing brace.
 */
sou_spec:
	  sou '{' { $1->dn_line = ps->ps_line; } member_list '}' {
		$$ = dt_node_spec_tag(ps, $1->dn_ts.ts_kind, $1->dn_ts.ts_mod,
		    NULL, $4, true);
		$$->dn_line = $1->dn_line;
	  }
	| sou tag '{' {
		if (dt_parse_tag_body(ps, $1->dn_ts.ts_kind, $1->dn_ts.ts_mod,
		    $2) != 0)
			YYABORT;
		$1->dn_line = ps->ps_line;
	  } member_list '}' {
		$$ = dt_node_spec_tag(ps, $1->dn_ts.ts_kind, $1->dn_ts.ts_mod,
		    $2, $5, true);
		$$->dn_line = $1->dn_line;
	  }
	| sou tag {
		$$ = dt_node_spec_tag(ps, $1->dn_ts.ts_kind, $1->dn_ts.ts_mod,
		    $2, NULL, false);
	  }
	;

/* struct or union, with the module of mod`struct */
sou:
	  K_STRUCT			{ $$ = dt_node_sou(ps, DT_TS_STRUCT, $1); }
	| K_UNION			{ $$ = dt_node_sou(ps, DT_TS_UNION, $1); }
	;

tag:
	  T_IDENT
	| T_TNAME
	;

member_list:
	  member
	| member_list member		{ $$ = dt_node_link($1, $2); }
	;

member:
	  spec_qual_list member_dclr_list ';' {
		CHECK($$ = dt_node_decl(ps, DT_N_MEMBERDECL, $1, $2));
	  }
	;

member_dclr_list:
	  member_dclr
	| member_dclr_list ',' member_dclr	{ $$ = dt_node_link($1, $3); }
	;

/* declarator | : width | declarator : width */
member_dclr:
	  declarator
	| ':' constant_expression {
		$$ = dt_node_dclr(ps, DT_DCL_IDENT, NULL);
		$$->dn_dcl.dcl_bits = $2;
	  }
	| declarator ':' constant_expression {
		$$ = $1;
		$$->dn_dcl.dcl_bits = $3;
	  }
	;

/* enum [tag] { A, B = expr [,] } | enum tag */
enum_spec:
	  K_ENUM '{' enumerator_list opt_comma '}' {
		$$ = dt_node_spec_tag(ps, DT_TS_ENUM, $1, NULL, $3, true);
	  }
	| K_ENUM tag '{' {
		if (dt_parse_tag_body(ps, DT_TS_ENUM, $1, $2) != 0)
			YYABORT;
	  } enumerator_list opt_comma '}' {
		$$ = dt_node_spec_tag(ps, DT_TS_ENUM, $1, $2,
		    $5, true);
	  }
	| K_ENUM tag {
		$$ = dt_node_spec_tag(ps, DT_TS_ENUM, $1, $2, NULL, false);
	  }
	;

opt_comma:
	  %empty
	| ','
	;

enumerator_list:
	  enumerator
	| enumerator_list ',' enumerator	{ $$ = dt_node_link($1, $3); }
	;

enumerator:
	  T_IDENT {
		$$ = dt_node_new(ps, DT_N_ENUMERATOR);
		$$->dn_str = $1;
	  }
	| T_IDENT '=' constant_expression {
		$$ = dt_node_new(ps, DT_N_ENUMERATOR);
		$$->dn_str = $1;
		$$->dn_left = $3;
	  }
	;

init_dclr_list:
	  declarator
	| init_dclr_list ',' declarator	{ $$ = dt_node_link($1, $3); }
	;

/*
 * Declarators are chains through dcl_inner, outermost first: the first link
 * applies to the base type first.  "*a[4]" is PTR -> ARRAY -> IDENT(a),
 * "(*a)[4]" is ARRAY -> PTR -> IDENT(a).
 */
declarator:
	  direct_declarator
	| pointer direct_declarator	{ $$ = dt_node_dclr_chain($1, $2); }
	;

direct_declarator:
	  T_IDENT {
		$$ = dt_node_dclr(ps, DT_DCL_IDENT, NULL);
		$$->dn_str = $1;
	  }
	| '(' declarator ')'		{ $$ = $2; }
	| direct_declarator array_suffix { $$ = dt_node_dclr_chain($2, $1); }
	| direct_declarator func_suffix	{ $$ = dt_node_dclr_chain($2, $1); }
	;

/* * [qualifiers] [pointer]: the first * is outermost */
pointer:
	  '*'				{ $$ = dt_node_dclr(ps, DT_DCL_PTR, NULL); }
	| '*' qual_list {
		$$ = dt_node_dclr(ps, DT_DCL_PTR, NULL);
		$$->dn_dcl.dcl_flags = $2->dn_ts.ts_flags;
	  }
	| '*' pointer			{ $$ = dt_node_dclr(ps, DT_DCL_PTR, $2); }
	| '*' qual_list pointer {
		$$ = dt_node_dclr(ps, DT_DCL_PTR, $3);
		$$->dn_dcl.dcl_flags = $2->dn_ts.ts_flags;
	  }
	;

qual_list:
	  type_qualifier
	| qual_list type_qualifier	{ CHECK($$ = dt_node_spec_merge(ps, $1, $2)); }
	;

/* [] | [size] | [key types] */
array_suffix:
	  '[' ']'			{ $$ = dt_node_array(ps, NULL, NULL, NULL, false); }
	| '[' constant_expression ']'	{ $$ = dt_node_array(ps, NULL, $2, NULL, false); }
	| '[' param_type_list ']' {
		$$ = dt_node_array(ps, NULL, NULL, $2.pl_list, $2.pl_varargs);
	  }
	;

func_suffix:
	  func_params {
		$$ = dt_node_func(ps, NULL, $1.pl_list, $1.pl_varargs);
	  }
	;

func_params:
	  '(' ')'			{ $$.pl_list = NULL; $$.pl_varargs = false; }
	| '(' param_type_list ')'	{ $$ = $2; }
	;

param_type_list:
	  param_list			{ $$.pl_list = $1; $$.pl_varargs = false; }
	| T_ELLIPSIS			{ $$.pl_list = NULL; $$.pl_varargs = true; }
	| param_list ',' T_ELLIPSIS	{ $$.pl_list = $1; $$.pl_varargs = true; }
	;

param_list:
	  param
	| param_list ',' param		{ $$ = dt_node_link($1, $3); }
	;

param:
	  param_specs			{ CHECK($$ = dt_node_param(ps, $1, NULL)); }
	| param_specs declarator	{ CHECK($$ = dt_node_param(ps, $1, $2)); }
	| param_specs abstract_declarator { CHECK($$ = dt_node_param(ps, $1, $2)); }
	;

/* abstract declarators end in an unnamed DT_DCL_IDENT link */
abstract_declarator:
	  pointer {
		$$ = dt_node_dclr_chain($1, dt_node_dclr(ps, DT_DCL_IDENT, NULL));
	  }
	| direct_abstract
	| pointer direct_abstract	{ $$ = dt_node_dclr_chain($1, $2); }
	;

direct_abstract:
	  '(' abstract_declarator ')'	{ $$ = $2; }
	| array_suffix {
		$$ = dt_node_dclr_chain($1, dt_node_dclr(ps, DT_DCL_IDENT, NULL));
	  }
	| func_suffix {
		$$ = dt_node_dclr_chain($1, dt_node_dclr(ps, DT_DCL_IDENT, NULL));
	  }
	| direct_abstract array_suffix	{ $$ = dt_node_dclr_chain($2, $1); }
	| direct_abstract func_suffix	{ $$ = dt_node_dclr_chain($2, $1); }
	;

type_name:
	  spec_qual_list		{ $$ = dt_node_typename(ps, $1, NULL); }
	| spec_qual_list abstract_declarator { $$ = dt_node_typename(ps, $1, $2); }
	;

/* ---- translators and providers ---- */

/* translator type < type name > { member = expr; ... }; */
xlator_def:
	  K_TRANSLATOR type_name xlator_lt type_name T_IDENT '>'
	    '{' xlmember_list '}' ';' {
		$$ = dt_node_xlator(ps, $2, $4, $5, $8);
	  }
	| K_TRANSLATOR type_name xlator_lt type_name T_IDENT '>' '{' '}' ';' {
		$$ = dt_node_xlator(ps, $2, $4, $5, NULL);
	  }
	;

/* The output type ends at '<', but "struct tag" is reduced only once '<'
   is read, marking the next name a declarator: the input's type name
   (translator struct s < uint64_t v >) must still be a type name.  The
   reduction below needs no lookahead, so it runs before that name is
   read. */
xlator_lt:
	  '<'				{ ps->ps_tspec = false; }
	;

xlmember_list:
	  xlmember
	| xlmember_list xlmember	{ $$ = dt_node_link($1, $2); }
	;

xlmember:
	  member_name '=' assignment_expression ';' {
		$$ = OP1(DT_N_XLMEMBER, 0, $3);
		$$->dn_str = $1;
	  }
	;

/* provider name { probe name(args) [: (xargs)]; ... }; */
provider_def:
	  K_PROVIDER T_IDENT '{' probe_list '}' ';' {
		$$ = dt_node_provider(ps, $2, $4);
	  }
	| K_PROVIDER T_IDENT '{' '}' ';' { $$ = dt_node_provider(ps, $2, NULL); }
	;

probe_list:
	  probe_decl
	| probe_list probe_decl		{ $$ = dt_node_link($1, $2); }
	;

probe_decl:
	  K_PROBE T_IDENT func_params ';' {
		$$ = dt_node_probedecl(ps, $2, $3.pl_list, NULL, false);
	  }
	| K_PROBE T_IDENT func_params ':' func_params ';' {
		$$ = dt_node_probedecl(ps, $2, $3.pl_list, $5.pl_list, true);
	  }
	;

/* ---- expressions ---- */

expression:
	  assignment_expression
	| expression ',' assignment_expression	{ $$ = BIN(DT_OP_COMMA, $1, $3); }
	;

assignment_expression:
	  conditional_expression
	| unary_expression assign_operator assignment_expression {
		$$ = dt_node_op2(ps, DT_N_ASSIGN, $2, $1, $3);
	  }
	;

assign_operator:
	  '='				{ $$ = '='; }
	| T_OPASSIGN
	;

conditional_expression:
	  logical_or_expression
	| logical_or_expression '?' expression ':' conditional_expression {
		$$ = dt_node_ternary(ps, $1, $3, $5);
	  }
	;

constant_expression:
	  conditional_expression
	;

logical_or_expression:
	  logical_xor_expression
	| logical_or_expression T_LOR logical_xor_expression {
		$$ = BIN(DT_OP_LOR, $1, $3);
	  }
	;

logical_xor_expression:
	  logical_and_expression
	| logical_xor_expression T_LXOR logical_and_expression {
		$$ = BIN(DT_OP_LXOR, $1, $3);
	  }
	;

logical_and_expression:
	  inclusive_or_expression
	| logical_and_expression T_LAND inclusive_or_expression {
		$$ = BIN(DT_OP_LAND, $1, $3);
	  }
	;

inclusive_or_expression:
	  exclusive_or_expression
	| inclusive_or_expression '|' exclusive_or_expression {
		$$ = BIN(DT_OP_BOR, $1, $3);
	  }
	;

exclusive_or_expression:
	  and_expression
	| exclusive_or_expression '^' and_expression { $$ = BIN(DT_OP_XOR, $1, $3); }
	;

and_expression:
	  equality_expression
	| and_expression '&' equality_expression { $$ = BIN(DT_OP_BAND, $1, $3); }
	;

equality_expression:
	  relational_expression
	| equality_expression T_EQ relational_expression { $$ = BIN(DT_OP_EQ, $1, $3); }
	| equality_expression T_NE relational_expression { $$ = BIN(DT_OP_NE, $1, $3); }
	;

relational_expression:
	  shift_expression
	| relational_expression '<' shift_expression	{ $$ = BIN(DT_OP_LT, $1, $3); }
	| relational_expression '>' shift_expression	{ $$ = BIN(DT_OP_GT, $1, $3); }
	| relational_expression T_LE shift_expression	{ $$ = BIN(DT_OP_LE, $1, $3); }
	| relational_expression T_GE shift_expression	{ $$ = BIN(DT_OP_GE, $1, $3); }
	;

shift_expression:
	  additive_expression
	| shift_expression T_SHL additive_expression	{ $$ = BIN(DT_OP_SHL, $1, $3); }
	| shift_expression T_SHR additive_expression	{ $$ = BIN(DT_OP_SHR, $1, $3); }
	;

additive_expression:
	  multiplicative_expression
	| additive_expression '+' multiplicative_expression {
		$$ = BIN(DT_OP_ADD, $1, $3);
	  }
	| additive_expression '-' multiplicative_expression {
		$$ = BIN(DT_OP_SUB, $1, $3);
	  }
	;

multiplicative_expression:
	  cast_expression
	| multiplicative_expression '*' cast_expression { $$ = BIN(DT_OP_MUL, $1, $3); }
	| multiplicative_expression '/' cast_expression { $$ = BIN(DT_OP_DIV, $1, $3); }
	| multiplicative_expression '%' cast_expression { $$ = BIN(DT_OP_MOD, $1, $3); }
	;

cast_expression:
	  unary_expression
	| '(' type_name ')' cast_expression {
		$$ = dt_node_typeop(ps, DT_N_CAST, $2, $4, NULL);
	  }
	;

unary_expression:
	  postfix_expression
	| T_INC unary_expression	{ $$ = OP1(DT_N_PREINC, '+', $2); }
	| T_DEC unary_expression	{ $$ = OP1(DT_N_PREINC, '-', $2); }
	| unary_operator cast_expression { $$ = OP1(DT_N_UNARY, $1, $2); }
	| K_SIZEOF unary_expression	{ $$ = OP1(DT_N_SIZEOF, 0, $2); }
	| K_SIZEOF '(' type_name ')' {
		$$ = dt_node_typeop(ps, DT_N_SIZEOF, $3, NULL, NULL);
	  }
	| K_STRINGOF unary_expression	{ $$ = OP1(DT_N_STRINGOF, 0, $2); }
	;

unary_operator:
	  '&'				{ $$ = '&'; }
	| '*'				{ $$ = '*'; }
	| '+'				{ $$ = '+'; }
	| '-'				{ $$ = '-'; }
	| '~'				{ $$ = '~'; }
	| '!'				{ $$ = '!'; }
	;

postfix_expression:
	  primary_expression
	| postfix_expression '[' argument_list ']' {
		$$ = dt_node_index(ps, $1, $3);
	  }
	| postfix_expression '(' ')'	{ CHECK($$ = dt_node_call(ps, $1, NULL)); }
	| postfix_expression '(' argument_list ')' {
		CHECK($$ = dt_node_call(ps, $1, $3));
	  }
	| postfix_expression '.' member_name {
		$$ = dt_node_member(ps, DT_N_MEMBER, $1, $3);
	  }
	| postfix_expression T_PTR member_name {
		$$ = dt_node_member(ps, DT_N_PTRMEMBER, $1, $3);
	  }
	| postfix_expression T_INC	{ $$ = OP1(DT_N_POSTINC, '+', $1); }
	| postfix_expression T_DEC	{ $$ = OP1(DT_N_POSTINC, '-', $1); }
	| K_OFFSETOF '(' type_name ',' member_name ')' {
		$$ = dt_node_typeop(ps, DT_N_OFFSETOF, $3, NULL, $5);
	  }
	| K_XLATE '<' type_name '>' '(' expression ')' {
		$$ = dt_node_typeop(ps, DT_N_XLATE, $3, $6, NULL);
	  }
	;

member_name:
	  T_IDENT
	| T_TNAME
	;

primary_expression:
	  T_IDENT			{ $$ = dt_node_ident(ps, $1, DT_SCOPE_NONE); }
	| T_AGG				{ $$ = dt_node_agg(ps, $1); }
	| T_INT				{ $$ = dt_node_intval(ps, &$1); }
	| string_literal
	| K_SELF T_PTR T_IDENT		{ $$ = dt_node_ident(ps, $3, DT_SCOPE_SELF); }
	| K_THIS T_PTR T_IDENT		{ $$ = dt_node_ident(ps, $3, DT_SCOPE_THIS); }
	| '(' expression ')'		{ $$ = $2; }
	;

string_literal:
	  T_STRING			{ $$ = dt_node_str(ps, $1.ts_str, $1.ts_len); }
	| string_literal T_STRING {
		$$ = dt_node_strcat(ps, $1, dt_node_str(ps, $2.ts_str,
		    $2.ts_len));
	  }
	;

argument_list:
	  assignment_expression
	| argument_list ',' assignment_expression	{ $$ = dt_node_link($1, $3); }
	;

%%

/*
 * Bison's "syntax error" becomes DTrace's: the message, then the token it
 * stopped at.  An error already recorded (by the lexer) is kept instead.
 */
static void
dt_yyerror(dt_pstate_t *ps, void *scanner, const char *msg)
{
	(void) scanner;
	if (ps->ps_tok_eof)
		dt_pcb_error(ps->ps_pcb, ps->ps_line, "D_SYNTAX",
		    "%s near end of input", msg);
	else
		dt_pcb_error(ps->ps_pcb, ps->ps_line, "D_SYNTAX",
		    "%s near \"%s\"", msg, ps->ps_tok);
}
