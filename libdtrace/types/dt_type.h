/*
 * dt_type.h -- D types.
 *
 * Every expression the checker sees gets a dt_type_t.  Types are interned
 * in the handle's type table for the handle's lifetime: the built-in C and D
 * types at open, and types declared by a program (struct, union, enum,
 * typedef) when it is compiled.  Pointer and array types are made on demand
 * and cached on their referenced type, so equal types are equal pointers.
 */
#ifndef DT_TYPE_H
#define DT_TYPE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "parse/dt_arena.h"

typedef enum dt_typekind {
	DT_TK_VOID, DT_TK_INT, DT_TK_FLOAT, DT_TK_PTR, DT_TK_ARRAY,
	DT_TK_STRING, DT_TK_STRUCT, DT_TK_UNION, DT_TK_ENUM, DT_TK_FUNC,
	DT_TK_STACK,		/* what stack(), sym(), ... record (dt_stack.h) */
	DT_TK_DYN		/* an aggregation named in an expression, which
				   has no value there: DTrace's "dynamic
				   variable" type, which every operator
				   refuses by its own rule */
} dt_typekind_t;

typedef struct dt_member {
	const char *dm_name;
	struct dt_type *dm_type;
	size_t dm_off;			/* byte offset */
	int dm_bits;			/* bit-field width or 0 */
	int dm_bitoff;			/* bit offset within dm_off's unit */
	struct dt_member *dm_next;
} dt_member_t;

typedef struct dt_type {
	dt_typekind_t dt_kind;
	const char *dt_name;		/* as D prints it: "int", "char *" */
	size_t dt_size;
	size_t dt_align;
	bool dt_signed;			/* integers */
	bool dt_char;			/* char, signed char, unsigned char */
	bool dt_bool;			/* _Bool, and a typedef of it (the
					   kernel's bool): its values are 0, 1 */
	struct dt_type *dt_ref;		/* pointee, element, or typedef base */
	size_t dt_nelems;		/* arrays */
	dt_member_t *dt_members;	/* struct/union members */
	bool dt_complete;		/* struct/union body seen */
	int dt_stack;			/* DT_TK_STACK: DT_STK_* */
	struct dt_type *dt_ptrto;	/* cached pointer to this type */
	struct dt_type *dt_next;	/* type table chain */
	struct dt_btfobj *dt_btfobj;	/* imported from this BTF object */
	uint32_t dt_btfid;		/* ... as this type id (dt_btf.c) */
	bool dt_btfmembers;		/* its members have been read */
} dt_type_t;

typedef struct dt_typetab {
	dt_arena_t *tt_arena;
	dt_type_t *tt_types;		/* struct/union/enum tags: "struct s" */
	struct dt_typedef {
		const char *td_name;
		dt_type_t *td_type;
		bool td_declared;	/* by D source, not built in */
		struct dt_typedef *td_next;
	} *tt_typedefs;
	/* the built-in types the checker needs by hand */
	dt_type_t *tt_void, *tt_char, *tt_uchar, *tt_short, *tt_ushort;
	dt_type_t *tt_int, *tt_uint, *tt_long, *tt_ulong, *tt_llong, *tt_ullong;
	dt_type_t *tt_string, *tt_bool, *tt_float, *tt_double;
	dt_type_t *tt_voidp, *tt_charp;
	dt_type_t *tt_dyn;		/* DT_TK_DYN */
	/* the strsize option: what a string member of a struct takes (a
	   string variable takes tt_string's size, strsize in whole words) */
	size_t tt_strsize;
	struct dt_btf *tt_btf;		/* kernel BTF, read on first use */
} dt_typetab_t;

void dt_type_init(dt_typetab_t *, dt_arena_t *);
void dt_type_init_inet(dt_typetab_t *);	/* ipaddr_t, struct in6_addr */
dt_type_t *dt_type_make(dt_typetab_t *, dt_typekind_t, const char *name,
    size_t size, bool sign);	/* a type of its own, in no table */
dt_type_t *dt_type_ptr(dt_typetab_t *, dt_type_t *);
dt_type_t *dt_type_array(dt_typetab_t *, dt_type_t *, size_t n);
dt_type_t *dt_type_int(dt_typetab_t *, size_t size, bool sign);
dt_type_t *dt_type_lookup_typedef(dt_typetab_t *, const char *);
/* the type a typedef name stands for: a copy of a scalar (or array,
   pointer, function) type under the name, as DTrace's messages name it;
   a struct, union or void is itself, a tagless struct or union taking the
   name as its own */
dt_type_t *dt_type_typedef_of(dt_typetab_t *, dt_type_t *, const char *);
/* a typedef declared by D source (a script, a D library) */
void dt_type_declare_typedef(dt_typetab_t *, const char *, dt_type_t *);
bool dt_type_typedef_declared(dt_typetab_t *, const char *);
void dt_type_add_typedef(dt_typetab_t *, const char *, dt_type_t *);
dt_type_t *dt_type_lookup_tag(dt_typetab_t *, dt_typekind_t, const char *);
dt_type_t *dt_type_new_tag(dt_typetab_t *, dt_typekind_t, const char *);
dt_member_t *dt_type_member(const dt_type_t *, const char *);
size_t dt_type_field_size(const dt_typetab_t *, const dt_type_t *);

/* strip typedefs; enums behave as int */
const dt_type_t *dt_type_base(const dt_type_t *);
bool dt_type_is_integer(const dt_type_t *);	/* int, enum, bool, char */
bool dt_type_is_pointer(const dt_type_t *);
bool dt_type_is_arith(const dt_type_t *);
bool dt_type_is_scalar(const dt_type_t *);	/* arith or pointer */
bool dt_type_is_string(const dt_type_t *);	/* string or char array */
/* struct, union or array other than char[]: used through its address */
bool dt_type_is_byref(const dt_type_t *);

#endif
