/*
 * dt_type.c -- the D type table (see dt_type.h).
 *
 * D's data model on Linux x86_64 is LP64: char 1, short 2, int 4, long and
 * long long 8, pointers 8.  `string` is D's own type: a NUL-terminated
 * character array of the strsize option's length, compared and assigned by
 * value.
 */
#include <string.h>

#include "types/dt_type.h"
#include "types/dt_btf.h"

static dt_type_t *
dt_type_new(dt_typetab_t *tt, dt_typekind_t kind, const char *name,
    size_t size, bool sign)
{
	dt_type_t *t = dt_arena_alloc(tt->tt_arena, sizeof(*t));

	t->dt_kind = kind;
	t->dt_name = name;
	t->dt_size = size;
	t->dt_align = size > 8 ? 8 : (size ? size : 1);
	t->dt_signed = sign;
	t->dt_complete = true;
	return t;
}

static dt_type_t *
dt_type_builtin_int(dt_typetab_t *tt, const char *name, size_t size, bool sign)
{
	dt_type_t *t = dt_type_new(tt, DT_TK_INT, name, size, sign);

	dt_type_add_typedef(tt, name, t);
	return t;
}

/* The typedefs DTrace predefines, in terms of the C types. */
static void
dt_type_init_typedefs(dt_typetab_t *tt)
{
	static const struct { const char *name; size_t size; bool sign; } ints[] = {
		{ "int8_t", 1, true }, { "int16_t", 2, true },
		{ "int32_t", 4, true }, { "int64_t", 8, true },
		{ "uint8_t", 1, false }, { "uint16_t", 2, false },
		{ "uint32_t", 4, false }, { "uint64_t", 8, false },
		{ "intptr_t", 8, true }, { "uintptr_t", 8, false },
		{ "size_t", 8, false }, { "ssize_t", 8, true },
		{ "off_t", 8, true }, { "off64_t", 8, true },
		{ "pid_t", 4, true }, { "uid_t", 4, false },
		{ "gid_t", 4, false }, { "id_t", 4, true },
		{ "time_t", 8, true }, { "clock_t", 8, true },
		{ "uchar_t", 1, false }, { "ushort_t", 2, false },
		{ "uint_t", 4, false }, { "ulong_t", 8, false },
		{ "u_longlong_t", 8, false }, { "longlong_t", 8, true },
		{ "processorid_t", 4, true }, { "zoneid_t", 4, true },
		{ "dev_t", 8, false }, { "ino_t", 8, false },
		{ "mode_t", 4, false }, { "nlink_t", 8, false },
		{ "hrtime_t", 8, true }, { "major_t", 4, false },
		{ "minor_t", 4, false }, { "boolean_t", 4, true },
		{ "lgrp_id_t", 4, true }, { "taskid_t", 4, true },
		{ "projid_t", 4, true }, { "psetid_t", 4, true },
	};
	size_t i;

	for (i = 0; i < sizeof(ints) / sizeof(ints[0]); i++) {
		dt_type_t *t = dt_type_new(tt, DT_TK_INT, ints[i].name,
		    ints[i].size, ints[i].sign);
		dt_type_add_typedef(tt, ints[i].name, t);
	}
	dt_type_add_typedef(tt, "caddr_t", tt->tt_charp);
}

static void
dt_type_add_member(dt_typetab_t *tt, dt_type_t *sou, const char *name,
    dt_type_t *mt)
{
	dt_member_t *m = dt_arena_alloc(tt->tt_arena, sizeof(*m)), **tail;
	size_t a = mt->dt_align;

	m->dm_name = name;
	m->dm_type = mt;
	m->dm_off = (sou->dt_size + a - 1) & ~(a - 1);
	sou->dt_size = m->dm_off + mt->dt_size;
	if (a > sou->dt_align)
		sou->dt_align = a;
	for (tail = &sou->dt_members; *tail != NULL; tail = &(*tail)->dm_next)
		;
	*tail = m;
}

/*
 * The type of curcpu, as DTrace declares it:
 *	typedef struct processor_info { int pi_state;
 *	    char pi_processor_type[16]; char pi_fputypes[32]; int pi_clock; }
 *	typedef struct cpuinfo { processorid_t cpu_id; psetid_t cpu_pset;
 *	    chipid_t cpu_chip; lgrp_id_t cpu_lgrp; processor_info_t cpu_info; }
 */
static void
dt_type_init_cpuinfo(dt_typetab_t *tt)
{
	dt_type_t *pi = dt_type_new_tag(tt, DT_TK_STRUCT, "processor_info");
	dt_type_t *ci = dt_type_new_tag(tt, DT_TK_STRUCT, "cpuinfo");
	dt_type_t *id = dt_type_lookup_typedef(tt, "processorid_t");

	dt_type_add_typedef(tt, "chipid_t", dt_type_lookup_typedef(tt, "id_t"));
	dt_type_add_member(tt, pi, "pi_state", tt->tt_int);
	dt_type_add_member(tt, pi, "pi_processor_type",
	    dt_type_array(tt, tt->tt_char, 16));
	dt_type_add_member(tt, pi, "pi_fputypes",
	    dt_type_array(tt, tt->tt_char, 32));
	dt_type_add_member(tt, pi, "pi_clock", tt->tt_int);
	dt_type_add_member(tt, ci, "cpu_id", id);
	dt_type_add_member(tt, ci, "cpu_pset",
	    dt_type_lookup_typedef(tt, "psetid_t"));
	dt_type_add_member(tt, ci, "cpu_chip",
	    dt_type_lookup_typedef(tt, "chipid_t"));
	dt_type_add_member(tt, ci, "cpu_lgrp",
	    dt_type_lookup_typedef(tt, "lgrp_id_t"));
	dt_type_add_member(tt, ci, "cpu_info", pi);
	pi->dt_complete = ci->dt_complete = true;
	dt_type_add_typedef(tt, "processor_info_t", pi);
	dt_type_add_typedef(tt, "cpuinfo_t", ci);
}

void
dt_type_init(dt_typetab_t *tt, dt_arena_t *arena)
{
	memset(tt, 0, sizeof(*tt));
	tt->tt_arena = arena;
	tt->tt_void = dt_type_new(tt, DT_TK_VOID, "void", 0, false);
	tt->tt_char = dt_type_builtin_int(tt, "char", 1, true);
	tt->tt_char->dt_char = true;
	tt->tt_uchar = dt_type_builtin_int(tt, "unsigned char", 1, false);
	tt->tt_uchar->dt_char = true;
	tt->tt_short = dt_type_builtin_int(tt, "short", 2, true);
	tt->tt_ushort = dt_type_builtin_int(tt, "unsigned short", 2, false);
	tt->tt_int = dt_type_builtin_int(tt, "int", 4, true);
	tt->tt_uint = dt_type_builtin_int(tt, "unsigned int", 4, false);
	tt->tt_long = dt_type_builtin_int(tt, "long", 8, true);
	tt->tt_ulong = dt_type_builtin_int(tt, "unsigned long", 8, false);
	tt->tt_llong = dt_type_builtin_int(tt, "long long", 8, true);
	tt->tt_ullong = dt_type_builtin_int(tt, "unsigned long long", 8, false);
	tt->tt_bool = dt_type_builtin_int(tt, "_Bool", 1, false);
	tt->tt_bool->dt_bool = true;
	tt->tt_float = dt_type_new(tt, DT_TK_FLOAT, "float", 4, true);
	tt->tt_double = dt_type_new(tt, DT_TK_FLOAT, "double", 8, true);
	tt->tt_string = dt_type_new(tt, DT_TK_STRING, "string", 256, false);
	tt->tt_string->dt_align = 1;
	tt->tt_strsize = 256;
	tt->tt_voidp = dt_type_ptr(tt, tt->tt_void);
	tt->tt_charp = dt_type_ptr(tt, tt->tt_char);
	tt->tt_dyn = dt_type_make(tt, DT_TK_DYN, "dynamic variable", 0, false);
	dt_type_init_typedefs(tt);
	dt_type_init_cpuinfo(tt);
	dt_type_init_inet(tt);		/* dt_type_inet.c */
}

dt_type_t *
dt_type_make(dt_typetab_t *tt, dt_typekind_t kind, const char *name,
    size_t size, bool sign)
{
	return dt_type_new(tt, kind, name, size, sign);
}

dt_type_t *
dt_type_ptr(dt_typetab_t *tt, dt_type_t *ref)
{
	dt_type_t *t;
	const char *sep;

	if (ref->dt_ptrto != NULL)
		return ref->dt_ptrto;
	sep = ref->dt_kind == DT_TK_PTR ? "" : " ";
	t = dt_type_new(tt, DT_TK_PTR,
	    dt_arena_printf(tt->tt_arena, "%s%s*", ref->dt_name, sep), 8, false);
	t->dt_ref = ref;
	ref->dt_ptrto = t;
	return t;
}

dt_type_t *
dt_type_array(dt_typetab_t *tt, dt_type_t *elem, size_t n)
{
	dt_type_t *t = dt_type_new(tt, DT_TK_ARRAY,
	    dt_arena_printf(tt->tt_arena, "%s [%zu]", elem->dt_name, n),
	    dt_type_field_size(tt, elem) * n, false);

	t->dt_ref = elem;
	t->dt_nelems = n;
	t->dt_align = elem->dt_align;
	return t;
}

dt_type_t *
dt_type_int(dt_typetab_t *tt, size_t size, bool sign)
{
	switch (size) {
	case 1: return sign ? tt->tt_char : tt->tt_uchar;
	case 2: return sign ? tt->tt_short : tt->tt_ushort;
	case 4: return sign ? tt->tt_int : tt->tt_uint;
	default: return sign ? tt->tt_long : tt->tt_ulong;
	}
}

dt_type_t *
dt_type_lookup_typedef(dt_typetab_t *tt, const char *name)
{
	struct dt_typedef *td;

	for (td = tt->tt_typedefs; td != NULL; td = td->td_next)
		if (strcmp(td->td_name, name) == 0)
			return td->td_type;
	return NULL;
}

void
dt_type_add_typedef(dt_typetab_t *tt, const char *name, dt_type_t *type)
{
	struct dt_typedef *td = dt_arena_alloc(tt->tt_arena, sizeof(*td));

	td->td_name = dt_arena_strdup(tt->tt_arena, name);
	td->td_type = type;
	td->td_declared = false;
	td->td_next = tt->tt_typedefs;
	tt->tt_typedefs = td;
}

/*
 * DTrace keeps a typedef as a type of its own, and its messages name it
 * ("myint_t" = "string").  Types here are compared by what they are and
 * by name, so a scalar typedef is a copy of its type under the new name;
 * a struct or union stays itself (its name is what matching translators
 * and assignments compare), except that one without a tag has no other
 * name than the typedef's (typedef struct { int counter; } atomic_t).
 */
dt_type_t *
dt_type_typedef_of(dt_typetab_t *tt, dt_type_t *target, const char *name)
{
	dt_type_t *t;

	if ((target->dt_kind == DT_TK_STRUCT ||
	    target->dt_kind == DT_TK_UNION) && *name != '\0' &&
	    strstr(target->dt_name, " <anon>") != NULL)
		target->dt_name = dt_arena_strdup(tt->tt_arena, name);
	if (target->dt_kind == DT_TK_STRUCT || target->dt_kind == DT_TK_UNION ||
	    target->dt_kind == DT_TK_VOID || *name == '\0')
		return target;
	t = dt_type_make(tt, target->dt_kind, NULL, 0, false);
	*t = *target;
	t->dt_name = dt_arena_strdup(tt->tt_arena, name);
	t->dt_ptrto = NULL;
	t->dt_next = NULL;
	return t;
}

void
dt_type_declare_typedef(dt_typetab_t *tt, const char *name, dt_type_t *type)
{
	dt_type_add_typedef(tt, name, type);
	tt->tt_typedefs->td_declared = true;
}

/*
 * Has D source declared name?  The built-in typedefs (uint64_t, caddr_t,
 * ...) do not count: a D library may declare one again, as DTrace's own
 * io.d declares caddr_t.
 */
bool
dt_type_typedef_declared(dt_typetab_t *tt, const char *name)
{
	struct dt_typedef *td;

	for (td = tt->tt_typedefs; td != NULL; td = td->td_next)
		if (td->td_declared && strcmp(td->td_name, name) == 0)
			return true;
	return false;
}

static const char *
dt_type_tagword(dt_typekind_t kind)
{
	return kind == DT_TK_STRUCT ? "struct" :
	    kind == DT_TK_UNION ? "union" : "enum";
}

dt_type_t *
dt_type_lookup_tag(dt_typetab_t *tt, dt_typekind_t kind, const char *tag)
{
	dt_type_t *t;
	const char *word = dt_type_tagword(kind);
	size_t wl = strlen(word);

	for (t = tt->tt_types; t != NULL; t = t->dt_next)
		if (t->dt_kind == kind && strncmp(t->dt_name, word, wl) == 0 &&
		    strcmp(t->dt_name + wl + 1, tag) == 0)
			return t;
	return NULL;
}

dt_type_t *
dt_type_new_tag(dt_typetab_t *tt, dt_typekind_t kind, const char *tag)
{
	dt_type_t *t = dt_type_new(tt, kind, dt_arena_printf(tt->tt_arena,
	    "%s %s", dt_type_tagword(kind), tag ? tag : "<anon>"),
	    kind == DT_TK_ENUM ? 4 : 0, kind == DT_TK_ENUM);

	t->dt_complete = kind == DT_TK_ENUM;
	if (tag != NULL) {
		t->dt_next = tt->tt_types;
		tt->tt_types = t;
	}
	return t;
}

dt_member_t *
dt_type_member(const dt_type_t *t, const char *name)
{
	dt_member_t *m;

	t = dt_type_base(t);
	if (t->dt_btfobj != NULL && !t->dt_btfmembers)	/* kernel type */
		dt_btf_load_members((dt_type_t *)t);
	for (m = t->dt_members; m != NULL; m = m->dm_next)
		if (strcmp(m->dm_name, name) == 0)
			return m;
	return NULL;
}

const dt_type_t *
dt_type_base(const dt_type_t *t)
{
	return t;
}

bool
dt_type_is_integer(const dt_type_t *t)
{
	return t->dt_kind == DT_TK_INT || t->dt_kind == DT_TK_ENUM;
}

bool
dt_type_is_pointer(const dt_type_t *t)
{
	return t->dt_kind == DT_TK_PTR;
}

bool
dt_type_is_arith(const dt_type_t *t)
{
	return dt_type_is_integer(t) || t->dt_kind == DT_TK_FLOAT;
}

bool
dt_type_is_scalar(const dt_type_t *t)
{
	return dt_type_is_integer(t) || dt_type_is_pointer(t);
}

bool
dt_type_is_string(const dt_type_t *t)
{
	return t->dt_kind == DT_TK_STRING ||
	    (t->dt_kind == DT_TK_ARRAY && t->dt_ref->dt_char);
}

/*
 * The bytes a member of type t takes in a struct or union, or an element
 * in an array: a string's are strsize, as DTrace's string is a char array
 * of strsize (aligned to 1), where a string variable's buffer is rounded
 * up to whole words.
 */
size_t
dt_type_field_size(const dt_typetab_t *tt, const dt_type_t *t)
{
	return t->dt_kind == DT_TK_STRING ? tt->tt_strsize : t->dt_size;
}

bool
dt_type_is_byref(const dt_type_t *t)
{
	return (t->dt_kind == DT_TK_STRUCT || t->dt_kind == DT_TK_UNION ||
	    t->dt_kind == DT_TK_ARRAY) && !dt_type_is_string(t);
}
