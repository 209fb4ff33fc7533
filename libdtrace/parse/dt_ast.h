/*
 * dt_ast.h -- the abstract syntax tree of a D program.
 *
 * The parser (dt_grammar.y, dt_lex.l) turns D source into a list of
 * top-level nodes; the checker (dt_check.c) resolves identifiers and types
 * in place; the code generator (dt_cg.c) reads the checked tree.  Nodes are
 * allocated from the compile's arena (dt_arena.h) and freed with it, so no
 * node is ever freed on its own.
 *
 * Lists (statements, arguments, declarators, probe descriptions, struct
 * members, enumerators) are chained through dn_next, in source order.
 */
#ifndef DT_AST_H
#define DT_AST_H

#include <stdint.h>
#include <stdbool.h>

struct dt_type;

typedef enum dt_nodekind {
	/* --- expressions --- */
	DT_N_INT,	/* integer or character literal: dn_int, dn_intflags */
	DT_N_FLOAT,	/* floating literal (D accepts, never evaluates): dn_str */
	DT_N_STR,	/* string literal, escapes decoded: dn_str, dn_strlen */
	DT_N_IDENT,	/* identifier: dn_str; dn_scope says self->, this->, `` ` `` */
	DT_N_AGG,	/* @name[keys]: dn_str ("" for @), dn_args = keys or NULL */
	DT_N_UNARY,	/* dn_op in { '-', '+', '!', '~', '*', '&' }: dn_left */
	DT_N_PREINC,	/* ++x / --x: dn_op '+' or '-', dn_left */
	DT_N_POSTINC,	/* x++ / x--: dn_op '+' or '-', dn_left */
	DT_N_BINARY,	/* dn_op (see DT_OP_*), dn_left, dn_right */
	DT_N_ASSIGN,	/* dn_op: '=' or the binary DT_OP_* of op=; dn_left, dn_right */
	DT_N_TERNARY,	/* dn_cond ? dn_left : dn_right */
	DT_N_CALL,	/* dn_str(args...): subroutine or action, dn_args */
	DT_N_INDEX,	/* dn_left[dn_args]: array subscript or assoc. array */
	DT_N_MEMBER,	/* dn_left.dn_str */
	DT_N_PTRMEMBER,	/* dn_left->dn_str */
	DT_N_CAST,	/* (dn_type)dn_left */
	DT_N_SIZEOF,	/* sizeof(dn_type) if dn_type, else sizeof dn_left */
	DT_N_OFFSETOF,	/* offsetof(dn_type, dn_str) */
	DT_N_STRINGOF,	/* stringof dn_left */
	DT_N_XLATE,	/* xlate <dn_type> (dn_left) */
	DT_N_XLSTRUCT,	/* a translation made whole (dt_xlate.c): the
			   clause-local variable dn_left holds it once the
			   member assignments dn_right (or NULL) have run;
			   its value is dn_left's address */

	/* --- statements --- */
	DT_N_EXPRSTMT,	/* dn_left; (dn_left NULL for the empty statement) */
	DT_N_IF,	/* if (dn_cond) dn_left [else dn_right]; bodies are DT_N_BLOCK */
	DT_N_BLOCK,	/* { dn_list } */

	/* --- top level --- */
	DT_N_CLAUSE,	/* dn_list: DT_N_PDESC list; dn_cond: predicate or NULL;
			   dn_body: statement list (may be NULL);
			   dn_int: the line of its '}' (D_PRED_SCALAR) */
	DT_N_PDESC,	/* probe description text, macros expanded: dn_str */
	DT_N_DECL,	/* declaration: dn_type (specifiers), dn_list: DT_N_DECLARATOR */
	DT_N_INLINE,	/* inline dn_type (a DT_N_DECL-like spec+declarator) = dn_left */
	DT_N_XLATOR,	/* translator dn_type < dn_xlfrom > { dn_list: DT_N_XLMEMBER } */
	DT_N_XLMEMBER,	/* dn_str = dn_left; */
	DT_N_PROVIDER,	/* provider dn_str { dn_list: DT_N_PROBEDECL } */
	DT_N_PROBEDECL,	/* probe dn_str(dn_args: DT_N_PARAM) [: (dn_xlargs)] */
	DT_N_PRAGMA,	/* #pragma D dn_str (rest of line in dn_pragma) */

	/* --- types --- */
	DT_N_TYPESPEC,	/* declaration specifiers, see dn_ts */
	DT_N_DECLARATOR,/* see dn_dcl; dn_str is the declared name or NULL */
	DT_N_PARAM,	/* function/probe parameter: dn_type spec + dn_dclr */
	DT_N_TYPENAME,	/* type-name (casts, sizeof): dn_type spec + dn_dclr
			   (abstract declarator, may be NULL) */
	DT_N_MEMBERDECL,/* struct/union member: dn_type spec, dn_list:
			   DT_N_DECLARATOR; bit-field width in dcl_bits */
	DT_N_ENUMERATOR	/* dn_str [= dn_left] */
} dt_nodekind_t;

/* Binary operators (dn_op of DT_N_BINARY and compound DT_N_ASSIGN). */
enum {
	DT_OP_ADD = 1, DT_OP_SUB, DT_OP_MUL, DT_OP_DIV, DT_OP_MOD,
	DT_OP_SHL, DT_OP_SHR, DT_OP_BAND, DT_OP_BOR, DT_OP_XOR,
	DT_OP_LAND, DT_OP_LOR, DT_OP_LXOR,
	DT_OP_LT, DT_OP_LE, DT_OP_GT, DT_OP_GE, DT_OP_EQ, DT_OP_NE,
	DT_OP_COMMA
};

/* dn_intflags of DT_N_INT: the literal's suffix and spelling. */
#define DT_INT_U	0x01	/* u or U suffix */
#define DT_INT_L	0x02	/* l or L */
#define DT_INT_LL	0x04	/* ll or LL */
#define DT_INT_CHAR	0x08	/* a character constant 'c' */
#define DT_INT_OCTHEX	0x10	/* written in octal or hex (C's promotion rule) */

/* dn_scope of DT_N_IDENT. */
enum {
	DT_SCOPE_NONE = 0,	/* plain name: global, builtin, or enum constant */
	DT_SCOPE_SELF,		/* self->name */
	DT_SCOPE_THIS,		/* this->name */
	DT_SCOPE_MODULE		/* module`name: dn_mod holds the module ("" for `name) */
};

/* Declaration specifiers (DT_N_TYPESPEC). */
enum {
	DT_TS_NONE = 0, DT_TS_VOID, DT_TS_CHAR, DT_TS_INT, DT_TS_FLOAT,
	DT_TS_DOUBLE, DT_TS_BOOL, DT_TS_STRING,
	DT_TS_STRUCT, DT_TS_UNION, DT_TS_ENUM,	/* ts_tag, ts_members */
	DT_TS_TYPEDEF				/* ts_tag: the typedef name */
};
#define DT_TSF_SIGNED	0x0001
#define DT_TSF_UNSIGNED	0x0002
#define DT_TSF_SHORT	0x0004
#define DT_TSF_LONG	0x0008
#define DT_TSF_LONGLONG	0x0010
#define DT_TSF_CONST	0x0020
#define DT_TSF_VOLATILE	0x0040
#define DT_TSF_RESTRICT	0x0080
/* storage classes */
#define DT_TSF_TYPEDEF	0x0100
#define DT_TSF_EXTERN	0x0200
#define DT_TSF_STATIC	0x0400
#define DT_TSF_REGISTER	0x0800
#define DT_TSF_AUTO	0x1000
#define DT_TSF_SELF	0x2000	/* "self int x;" */
#define DT_TSF_THIS	0x4000	/* "this int x;" */

typedef struct dt_typespec {
	int ts_kind;		/* DT_TS_* */
	unsigned ts_flags;	/* DT_TSF_* */
	const char *ts_mod;	/* module scope (mod`type) or NULL */
	const char *ts_tag;	/* struct/union/enum tag or typedef name, or NULL */
	struct dt_node *ts_members; /* DT_N_MEMBERDECL or DT_N_ENUMERATOR list,
				   NULL if the body was not given */
	bool ts_body;		/* a { ... } body was given (even if empty) */
} dt_typespec_t;

/* Declarators (DT_N_DECLARATOR): a chain of type constructors applied to
 * the specifiers in order, ending at the name.  For "int *a[4]" (an array
 * of pointers) the chain is PTR -> ARRAY(4) -> IDENT(a); for "int (*a)[4]"
 * it is ARRAY(4) -> PTR -> IDENT(a); for "a[2][3]" ARRAY(3) -> ARRAY(2) ->
 * IDENT(a).  dcl_inner points to the next link; abstract declarators end
 * in an IDENT with no name. */
enum {
	DT_DCL_IDENT = 0,	/* the name (dn_str), or abstract if dn_str NULL */
	DT_DCL_PTR,		/* pointer; dcl_flags DT_TSF_CONST etc */
	DT_DCL_ARRAY,		/* [dcl_size] (NULL if []), or assoc. array
				   [type, type...] when dcl_keys is set */
	DT_DCL_FUNC		/* (dcl_params), dcl_varargs */
};

typedef struct dt_decl {
	int dcl_kind;		/* DT_DCL_* */
	unsigned dcl_flags;	/* qualifiers of a pointer */
	struct dt_node *dcl_inner; /* next declarator inward, or NULL */
	struct dt_node *dcl_size;  /* array size expression */
	struct dt_node *dcl_keys;  /* assoc. array key types: DT_N_TYPENAME list */
	struct dt_node *dcl_params;/* DT_N_PARAM list */
	bool dcl_varargs;	/* ... in a parameter list */
	struct dt_node *dcl_bits;  /* bit-field width expression, or NULL */
	struct dt_node *dcl_init;  /* initialiser (inline), or NULL */
} dt_decl_t;

typedef struct dt_node {
	dt_nodekind_t dn_kind;
	int dn_line;			/* source line (after #line markers) */
	bool dn_fromlib;		/* parsed from a D library (dt_dlib.c):
					   it may call the library's own
					   subroutines (dt_subr.c) */
	struct dt_node *dn_next;	/* next in list */

	int dn_op;			/* operator, see above */
	int dn_scope;			/* DT_SCOPE_* for identifiers */
	uint64_t dn_int;		/* literal value */
	unsigned dn_intflags;		/* DT_INT_* */
	const char *dn_str;		/* name, string literal, pdesc text */
	size_t dn_strlen;		/* string literal length (may hold NULs) */
	const char *dn_mod;		/* module of a `-scoped identifier */
	const char *dn_pragma;		/* text after "#pragma D <word>" */

	struct dt_node *dn_left;
	struct dt_node *dn_right;
	struct dt_node *dn_cond;
	struct dt_node *dn_args;	/* call arguments, index keys, params */
	struct dt_node *dn_list;	/* pdescs, statements, declarators ... */
	struct dt_node *dn_body;	/* clause body statements */
	struct dt_node *dn_type;	/* DT_N_TYPESPEC or DT_N_TYPENAME */
	struct dt_node *dn_dclr;	/* DT_N_DECLARATOR */
	struct dt_node *dn_xlfrom;	/* translator input DT_N_PARAM */
	struct dt_node *dn_xlargs;	/* probe translated arg list */

	dt_typespec_t dn_ts;		/* DT_N_TYPESPEC */
	dt_decl_t dn_dcl;		/* DT_N_DECLARATOR */

	/* filled in by the checker */
	struct dt_type *dn_ctype;	/* type of an expression */
	void *dn_ident;			/* resolved dt_ident_t */
	int dn_flags;			/* DT_NF_* */
	int dn_reg;			/* code generator scratch */
	int dn_nmatched;		/* DT_N_PDESC: the probes it matched
					   (dt_compile_match, dt_skip.c) */
} dt_node_t;

/* dn_flags set by the checker */
#define DT_NF_LVALUE	0x01	/* may be assigned */
#define DT_NF_WRITABLE	0x02	/* lvalue that D permits to be written */
#define DT_NF_CONST	0x04	/* integer constant expression: dn_int holds it */
#define DT_NF_USERLAND	0x08	/* pointer to user memory */
#define DT_NF_BITFIELD	0x10	/* a bit-field member */
/* writable through a pointer: a store is checked against scratch at run
   time (dt_cg_store.c) */
#define DT_NF_PTRSTORE	0x20
/* an assignment that copies an array whole: only of a member of a
   translation built whole (dt_xlate.c), as D has no array assignment */
#define DT_NF_XLCOPY	0x40
/* part of the expression of an inline array's use, where the parameters
   are its arguments: a constant there is no constant index
   (dt_chk_array_bounds) */
#define DT_NF_INLARGS	0x80
/* a comma that binds a translator's input before a member's translation
   reads it (dt_xlate.c): its value is its right operand's, an lvalue
   too (a char array or struct member) */
#define DT_NF_XLBIND	0x100
/* a pointer into alloca()'d memory, and an lvalue there: a load from
   the second is checked against the clause's allocations
   (dt_check_alloca.c) */
#define DT_NF_ALLOCA	0x200
#define DT_NF_INALLOCA	0x400
/* a DT_N_STR that is the NULL string (s = NULL: dt_strtab_null) */
#define DT_NF_NULLSTR	0x800

/* the operators as DTrace's messages name them (dt_tree.c) */
const char *dt_op_name(int op);			/* DT_OP_ADD: "+" */
const char *dt_node_opstr(const dt_node_t *);	/* "+=", "++" */

#endif /* DT_AST_H */
