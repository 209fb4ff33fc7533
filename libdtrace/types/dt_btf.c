/*
 * dt_btf.c -- kernel types from BTF, for D's casts, member access, sizeof
 * and offsetof on kernel data (struct task_struct, u32, vmlinux`...).
 *
 * BTF is the kernel's own description of its C types: /sys/kernel/btf/
 * vmlinux for the kernel, and /sys/kernel/btf/<module> for each module, as
 * "split" BTF whose type ids continue after vmlinux's (module BTF came with
 * Linux 5.11, commit 36e68442d1af "bpf: Load and verify kernel module
 * BTF"; without it only vmlinux's types are known).
 *
 * vmlinux's BTF is read the first time a type D does not know itself is
 * named, as the D libraries' translators (struct task_struct, ...) do in
 * a program that needs them (dt_dlib.c), or a code generator's offset
 * into a kernel struct is asked for: 5 MB (the stable providers' listing
 * reads only its strings, where it can, dt_prov_stable.c).  It is read
 * in place (dt_kbtf.c: mapped where the kernel lets it be, no copy, no
 * check of every type), about 1.5 ms here where libbpf's btf__new() took
 * 4 to 6.  Module BTF is read when a type is scoped to that module
 * (mod`struct foo), or when an unscoped name is not in vmlinux.
 *
 * Types are imported on demand, not all 100k+ of them: a type the script
 * names becomes a dt_type_t together with what it refers to through
 * pointers, arrays, typedefs and qualifiers, down to structs and unions.
 * Those are imported as shells (name and size); their members are read the
 * first time one is looked up (dt_type_member() calls
 * dt_btf_load_members()).  A script using task_struct thus imports its
 * members and the shells of the types they point to, a few hundred types.
 * Each BTF object keeps a table from BTF id to dt_type_t, so that one
 * kernel type is one dt_type_t and equal pointer types are equal pointers,
 * as the checker expects.  Kernel types do not enter the type table's tag
 * list: a D program may still declare a struct of a kernel type's name,
 * and D's own declarations are found first.
 *
 * Representation choices:
 *   - integers get D's names where C spells them differently ("long
 *     unsigned int" is D's "unsigned long", the same dt_type_t), so kernel
 *     and D integer types mix as in C; integers wider than 64 bits
 *     (__int128) are opaque: sizeof works, arithmetic does not;
 *   - typedefs of scalars are copies of their type under the typedef's
 *     name (DTrace prints "pid_t"); typedefs of structs and unions are the
 *     struct or union itself, named by the typedef if it had no tag;
 *   - members of anonymous struct and union members (C11) are flattened
 *     into their parent, with their offsets, as C lets one name them
 *     directly;
 *   - bit-fields keep their width (dm_bits) and first bit within their
 *     first byte (dm_off, dm_bitoff); dt_cg_member.c reads them;
 *   - a function prototype is opaque (DT_TK_FUNC): pointers to functions
 *     are pointers ("int (*)()"), their targets cannot be read.
 */
#include <dirent.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <bpf/btf.h>
#include <bpf/libbpf.h>

#include "base/dt_base.h"
#include "types/dt_btf.h"
#include "types/dt_kbtf.h"

typedef struct dt_btfobj {
	char *bo_name;			/* "vmlinux" or a module's name */
	dt_kbtf_t *bo_btf;
	dt_type_t **bo_types;		/* by BTF id: imported so far */
	uint32_t bo_ntypes;
	uint32_t bo_first;		/* its first own id (after vmlinux's) */
	dt_typetab_t *bo_tt;
	struct dt_btfobj *bo_next;
} dt_btfobj_t;

struct dt_btf {
	dt_btfobj_t *bt_vmlinux;	/* NULL: the kernel has no BTF */
	dt_btfobj_t *bt_mods;		/* modules read so far */
	bool bt_allmods;		/* every module has been read */
};

static dt_type_t *dt_btf_import(dt_btfobj_t *, uint32_t id);

/* ---- BTF objects ------------------------------------------------------- */

static dt_btfobj_t *
dt_btf_obj_new(dt_typetab_t *tt, const char *name, dt_kbtf_t *btf,
    uint32_t first)
{
	dt_btfobj_t *bo = dt_xcalloc(1, sizeof(*bo));

	bo->bo_name = dt_xstrdup(name);
	bo->bo_btf = btf;
	bo->bo_ntypes = dt_kbtf_type_cnt(btf);
	bo->bo_types = dt_xcalloc(bo->bo_ntypes, sizeof(*bo->bo_types));
	bo->bo_first = first;
	bo->bo_tt = tt;
	return bo;
}

static void
dt_btf_obj_free(dt_btfobj_t *bo)
{
	dt_kbtf_free(bo->bo_btf);
	free(bo->bo_types);
	free(bo->bo_name);
	free(bo);
}

/*
 * vmlinux's BTF, read in place (dt_kbtf.c); where the kernel has no
 * /sys/kernel/btf/vmlinux, libbpf looks for it elsewhere (a vmlinux
 * image under /boot or /usr/lib/debug) and the reader gets a copy.
 */
static dt_kbtf_t *
dt_btf_vmlinux_read(void)
{
	dt_kbtf_t *kb = dt_kbtf_open("/sys/kernel/btf/vmlinux", NULL);
	struct btf *btf;
	const void *raw;
	uint32_t size;

	if (kb != NULL || (btf = btf__load_vmlinux_btf()) == NULL ||
	    libbpf_get_error(btf) != 0)
		return kb;
	if ((raw = btf__raw_data(btf, &size)) != NULL)
		kb = dt_kbtf_from(raw, size, NULL);
	btf__free(btf);
	return kb;
}

/* The handle's BTF state; vmlinux's BTF is read on the first call. */
static struct dt_btf *
dt_btf_get(dt_typetab_t *tt)
{
	dt_kbtf_t *kb;

	if (tt->tt_btf != NULL)
		return tt->tt_btf;
	tt->tt_btf = dt_xcalloc(1, sizeof(*tt->tt_btf));
	if ((kb = dt_btf_vmlinux_read()) != NULL)
		tt->tt_btf->bt_vmlinux = dt_btf_obj_new(tt, "vmlinux", kb, 1);
	return tt->tt_btf;
}

dt_kbtf_t *
dt_btf_kernel(dt_typetab_t *tt)
{
	dt_btfobj_t *bo = dt_btf_get(tt)->bt_vmlinux;

	return bo != NULL ? bo->bo_btf : NULL;
}

dt_kbtf_t *
dt_btf_kernel_if_read(const dt_typetab_t *tt)
{
	return tt->tt_btf != NULL && tt->tt_btf->bt_vmlinux != NULL ?
	    tt->tt_btf->bt_vmlinux->bo_btf : NULL;
}

/* The BTF object of module mod ("vmlinux" for the kernel), or NULL. */
static dt_btfobj_t *
dt_btf_module(dt_typetab_t *tt, const char *mod)
{
	struct dt_btf *bt = dt_btf_get(tt);
	char path[PATH_MAX];
	dt_btfobj_t *bo;
	dt_kbtf_t *kb;

	if (bt->bt_vmlinux == NULL)
		return NULL;
	if (strcmp(mod, "vmlinux") == 0)
		return bt->bt_vmlinux;
	for (bo = bt->bt_mods; bo != NULL; bo = bo->bo_next)
		if (strcmp(bo->bo_name, mod) == 0)
			return bo;
	if (strchr(mod, '/') != NULL || mod[0] == '.' || bt->bt_allmods)
		return NULL;
	snprintf(path, sizeof(path), "/sys/kernel/btf/%s", mod);
	if ((kb = dt_kbtf_open(path, bt->bt_vmlinux->bo_btf)) == NULL)
		return NULL;
	bo = dt_btf_obj_new(tt, mod, kb, bt->bt_vmlinux->bo_ntypes);
	bo->bo_next = bt->bt_mods;
	bt->bt_mods = bo;
	return bo;
}

/* Read every module's BTF (for a name vmlinux does not have). */
static void
dt_btf_all_modules(dt_typetab_t *tt)
{
	struct dt_btf *bt = dt_btf_get(tt);
	struct dirent *de;
	DIR *dir;

	if (bt->bt_allmods || bt->bt_vmlinux == NULL)
		return;
	if ((dir = opendir("/sys/kernel/btf")) != NULL) {
		while ((de = readdir(dir)) != NULL)
			if (de->d_name[0] != '.')
				(void)dt_btf_module(tt, de->d_name);
		closedir(dir);
	}
	bt->bt_allmods = true;
}

void
dt_btf_close(dt_typetab_t *tt)
{
	struct dt_btf *bt = tt->tt_btf;
	dt_btfobj_t *bo, *next;

	if (bt == NULL)
		return;
	for (bo = bt->bt_mods; bo != NULL; bo = next) {
		next = bo->bo_next;
		dt_btf_obj_free(bo);
	}
	if (bt->bt_vmlinux != NULL)
		dt_btf_obj_free(bt->bt_vmlinux);
	free(bt);
	tt->tt_btf = NULL;
}

/* ---- importing one type ------------------------------------------------ */

static const char *
dt_btf_name(const dt_btfobj_t *bo, const struct btf_type *bt)
{
	const char *name = dt_kbtf_str(bo->bo_btf, bt->name_off);

	return name != NULL ? name : "";
}

/* Skip const, volatile, restrict and type tags (and typedefs if asked). */
static uint32_t
dt_btf_skip(const dt_kbtf_t *btf, uint32_t id, bool typedefs)
{
	const struct btf_type *bt;

	while ((bt = dt_kbtf_type(btf, id)) != NULL && (btf_is_mod(bt) ||
	    btf_is_type_tag(bt) || (typedefs && btf_is_typedef(bt))))
		id = bt->type;
	return id;
}

/* An integer: D's own type where C's name is one of D's. */
static dt_type_t *
dt_btf_int(dt_btfobj_t *bo, const struct btf_type *bt, const char *name)
{
	static const struct { const char *c, *d; } names[] = {
		{ "long int", "long" }, { "long unsigned int", "unsigned long" },
		{ "short int", "short" },
		{ "short unsigned int", "unsigned short" },
		{ "long long int", "long long" },
		{ "long long unsigned int", "unsigned long long" },
	};
	dt_typetab_t *tt = bo->bo_tt;
	uint8_t enc = btf_int_encoding(bt);
	const char *dname = name;
	dt_type_t *t;

	for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (strcmp(name, names[i].c) == 0)
			dname = names[i].d;
	t = dt_type_lookup_typedef(tt, dname);
	if (t != NULL && t->dt_kind == DT_TK_INT && t->dt_size == bt->size &&
	    strcmp(t->dt_name, dname) == 0)
		return t;
	if (bt->size > 8) {	/* __int128: opaque */
		t = dt_type_make(tt, DT_TK_STRUCT, dt_arena_strdup(tt->tt_arena,
		    name), bt->size, false);
		t->dt_align = 8;
		return t;
	}
	t = dt_type_make(tt, DT_TK_INT, dt_arena_strdup(tt->tt_arena, name),
	    bt->size, (enc & BTF_INT_SIGNED) != 0);
	t->dt_char = (enc & BTF_INT_CHAR) ||
	    (bt->size == 1 && strstr(name, "char") != NULL);
	return t;
}

/* A struct or union: a shell whose members are read on first use. */
static dt_type_t *
dt_btf_sou(dt_btfobj_t *bo, uint32_t id, const struct btf_type *bt,
    const char *name)
{
	dt_typetab_t *tt = bo->bo_tt;
	dt_typekind_t kind = btf_is_union(bt) ? DT_TK_UNION : DT_TK_STRUCT;
	dt_type_t *t = dt_type_make(tt, kind, dt_arena_printf(tt->tt_arena,
	    "%s %s", kind == DT_TK_UNION ? "union" : "struct",
	    *name != '\0' ? name : "<anon>"), bt->size, false);

	/* BTF does not record alignment: the largest that divides the size */
	t->dt_align = bt->size % 8 == 0 ? 8 : bt->size % 4 == 0 ? 4 :
	    bt->size % 2 == 0 ? 2 : 1;
	t->dt_btfobj = bo;
	t->dt_btfid = id;
	return t;
}

/* A forward declaration: the definition if this BTF has one. */
static dt_type_t *
dt_btf_fwd(dt_btfobj_t *bo, const struct btf_type *bt, const char *name)
{
	dt_typetab_t *tt = bo->bo_tt;
	bool is_union = btf_kflag(bt);
	int32_t def = dt_kbtf_find(bo->bo_btf, name,
	    is_union ? BTF_KIND_UNION : BTF_KIND_STRUCT);
	dt_type_t *t;

	if (def > 0)
		return dt_btf_import(bo, (uint32_t)def);
	t = dt_type_make(tt, is_union ? DT_TK_UNION : DT_TK_STRUCT,
	    dt_arena_printf(tt->tt_arena, "%s %s", is_union ? "union" :
	    "struct", name), 0, false);
	t->dt_complete = false;
	return t;
}

/* A pointer to a function: "int (*)()", to an opaque function type. */
static dt_type_t *
dt_btf_funcptr(dt_btfobj_t *bo, uint32_t protoid)
{
	dt_typetab_t *tt = bo->bo_tt;
	dt_type_t *f = dt_btf_import(bo, protoid), *p;

	if (f->dt_ptrto != NULL)
		return f->dt_ptrto;
	p = dt_type_make(tt, DT_TK_PTR, dt_arena_printf(tt->tt_arena,
	    "%s (*)()", f->dt_ref->dt_name), 8, false);
	p->dt_ref = f;
	f->dt_ptrto = p;
	return p;
}

/*
 * A typedef: a copy of a scalar type under its name, or the struct.  An
 * anonymous struct or union takes the typedef's name (typedef struct {
 * int counter; } atomic_t), which is how DTrace names the members of that
 * type ("kuid_t", not "struct <anon>"): it has no other.
 */
static dt_type_t *
dt_btf_typedef(dt_btfobj_t *bo, const struct btf_type *bt, const char *name)
{
	return dt_type_typedef_of(bo->bo_tt, dt_btf_import(bo, bt->type),
	    name);
}

static dt_type_t *
dt_btf_convert(dt_btfobj_t *bo, uint32_t id, const struct btf_type *bt)
{
	dt_typetab_t *tt = bo->bo_tt;
	const char *name = dt_btf_name(bo, bt);
	const struct btf_type *ref;
	dt_type_t *t;

	switch (btf_kind(bt)) {
	case BTF_KIND_INT:
		return dt_btf_int(bo, bt, name);
	case BTF_KIND_FLOAT:
		return dt_type_make(tt, DT_TK_FLOAT, dt_arena_strdup(
		    tt->tt_arena, name), bt->size, true);
	case BTF_KIND_PTR:
		ref = dt_kbtf_type(bo->bo_btf, dt_btf_skip(bo->bo_btf,
		    bt->type, false));
		if (ref != NULL && btf_is_func_proto(ref))
			return dt_btf_funcptr(bo, dt_btf_skip(bo->bo_btf,
			    bt->type, false));
		return dt_type_ptr(tt, dt_btf_import(bo, bt->type));
	case BTF_KIND_ARRAY:
		return dt_type_array(tt, dt_btf_import(bo,
		    btf_array(bt)->type), btf_array(bt)->nelems);
	case BTF_KIND_STRUCT: case BTF_KIND_UNION:
		return dt_btf_sou(bo, id, bt, name);
	case BTF_KIND_FWD:
		return dt_btf_fwd(bo, bt, name);
	case BTF_KIND_ENUM: case BTF_KIND_ENUM64:
		return dt_type_make(tt, DT_TK_ENUM, dt_arena_printf(
		    tt->tt_arena, "enum %s", *name != '\0' ? name : "<anon>"),
		    bt->size, btf_kflag(bt));
	case BTF_KIND_TYPEDEF:
		return dt_btf_typedef(bo, bt, name);
	case BTF_KIND_CONST: case BTF_KIND_VOLATILE: case BTF_KIND_RESTRICT:
	case BTF_KIND_TYPE_TAG:
		return dt_btf_import(bo, bt->type);
	case BTF_KIND_FUNC_PROTO:
		t = dt_type_make(tt, DT_TK_FUNC, NULL, 0, false);
		t->dt_ref = dt_btf_import(bo, bt->type);
		t->dt_name = dt_arena_printf(tt->tt_arena, "%s ()",
		    t->dt_ref->dt_name);
		return t;
	default:	/* variables, sections, functions, declaration tags */
		return tt->tt_void;
	}
}

static dt_type_t *
dt_btf_import(dt_btfobj_t *bo, uint32_t id)
{
	const struct btf_type *bt;
	dt_type_t *t;

	if (id < bo->bo_first)	/* a module's reference into vmlinux */
		bo = bo->bo_tt->tt_btf->bt_vmlinux;
	if (id == 0 || id >= bo->bo_ntypes ||
	    (bt = dt_kbtf_type(bo->bo_btf, id)) == NULL)
		return bo->bo_tt->tt_void;
	if (bo->bo_types[id] != NULL)
		return bo->bo_types[id];
	t = dt_btf_convert(bo, id, bt);
	bo->bo_types[id] = t;
	return t;
}

/* ---- members ----------------------------------------------------------- */

/* Old-style bit-fields (no kind flag) keep width and offset in the int. */
static void
dt_btf_intbits(const dt_kbtf_t *btf, uint32_t type, uint32_t *bits,
    uint32_t *boff)
{
	const struct btf_type *mt = dt_kbtf_type(btf,
	    dt_btf_skip(btf, type, true));

	if (mt != NULL && btf_is_int(mt) && btf_int_bits(mt) != mt->size * 8) {
		*bits = btf_int_bits(mt);
		*boff += btf_int_offset(mt);
	}
}

/* Add bt's members at bit offset base; anonymous members are flattened. */
static void
dt_btf_add_members(dt_btfobj_t *bo, const struct btf_type *bt, uint32_t base,
    dt_member_t ***tailp)
{
	dt_arena_t *arena = bo->bo_tt->tt_arena;
	const struct btf_member *bm = btf_members(bt);

	for (uint32_t i = 0; i < btf_vlen(bt); i++, bm++) {
		const char *name = dt_kbtf_str(bo->bo_btf, bm->name_off);
		uint32_t boff = base + btf_member_bit_offset(bt, i);
		uint32_t bits = btf_member_bitfield_size(bt, i);
		const struct btf_type *mt;
		dt_member_t *m;

		if (name == NULL || *name == '\0') {
			mt = dt_kbtf_type(bo->bo_btf,
			    dt_btf_skip(bo->bo_btf, bm->type, true));
			if (mt != NULL && (btf_is_struct(mt) ||
			    btf_is_union(mt)))
				dt_btf_add_members(bo, mt, boff, tailp);
			continue;	/* else unnamed padding bit-field */
		}
		if (bits == 0 && !btf_kflag(bt))
			dt_btf_intbits(bo->bo_btf, bm->type, &bits, &boff);
		m = dt_arena_alloc(arena, sizeof(*m));
		m->dm_name = dt_arena_strdup(arena, name);
		m->dm_type = dt_btf_import(bo, bm->type);
		m->dm_off = boff / 8;
		if (bits != 0) {
			m->dm_bits = (int)bits;
			m->dm_bitoff = (int)(boff % 8);
		}
		**tailp = m;
		*tailp = &m->dm_next;
	}
}

void
dt_btf_load_members(dt_type_t *sou)
{
	dt_btfobj_t *bo = sou->dt_btfobj;
	const struct btf_type *bt = dt_kbtf_type(bo->bo_btf,
	    sou->dt_btfid);
	dt_member_t **tail = &sou->dt_members;

	sou->dt_btfmembers = true;
	if (bt != NULL && (btf_is_struct(bt) || btf_is_union(bt)))
		dt_btf_add_members(bo, bt, 0, &tail);
}

/* ---- lookups by name --------------------------------------------------- */

static dt_type_t *
dt_btf_find_in(dt_btfobj_t *bo, int kind, const char *name)
{
	int32_t id = dt_kbtf_find(bo->bo_btf, name, (uint32_t)kind);

	return id > 0 ? dt_btf_import(bo, (uint32_t)id) : NULL;
}

/* The type of that BTF kind and name in mod, or anywhere (mod NULL). */
static dt_type_t *
dt_btf_find(dt_typetab_t *tt, const char *mod, int kind, const char *name,
    dt_btf_miss_t *miss)
{
	struct dt_btf *bt = dt_btf_get(tt);
	dt_btfobj_t *bo;
	dt_type_t *t;

	if (bt->bt_vmlinux == NULL) {
		*miss = DT_BTF_NOBTF;
		return NULL;
	}
	*miss = DT_BTF_NOTFOUND;
	if (mod != NULL && *mod != '\0') {
		if ((bo = dt_btf_module(tt, mod)) == NULL) {
			*miss = DT_BTF_NOMODULE;
			return NULL;
		}
		return dt_btf_find_in(bo, kind, name);
	}
	if ((t = dt_btf_find_in(bt->bt_vmlinux, kind, name)) != NULL)
		return t;
	dt_btf_all_modules(tt);
	for (bo = bt->bt_mods; bo != NULL; bo = bo->bo_next)
		if ((t = dt_btf_find_in(bo, kind, name)) != NULL)
			return t;
	return NULL;
}

dt_type_t *
dt_btf_lookup_tag(dt_typetab_t *tt, const char *mod, dt_typekind_t kind,
    const char *tag, dt_btf_miss_t *miss)
{
	dt_type_t *t;

	if (kind == DT_TK_STRUCT || kind == DT_TK_UNION)
		return dt_btf_find(tt, mod, kind == DT_TK_STRUCT ?
		    BTF_KIND_STRUCT : BTF_KIND_UNION, tag, miss);
	if ((t = dt_btf_find(tt, mod, BTF_KIND_ENUM, tag, miss)) != NULL)
		return t;
	return dt_btf_find(tt, mod, BTF_KIND_ENUM64, tag, miss);
}

dt_type_t *
dt_btf_lookup_typedef(dt_typetab_t *tt, const char *mod, const char *name,
    dt_btf_miss_t *miss)
{
	return dt_btf_find(tt, mod, BTF_KIND_TYPEDEF, name, miss);
}

dt_type_t *
dt_btf_lookup_var(dt_typetab_t *tt, const char *mod, const char *name)
{
	dt_btfobj_t *bo = dt_btf_module(tt, mod);
	const struct btf_type *bt;
	int32_t id;

	if (bo == NULL || (id = dt_kbtf_find(bo->bo_btf, name,
	    BTF_KIND_VAR)) <= 0)
		return NULL;
	bt = dt_kbtf_type(bo->bo_btf, (uint32_t)id);
	return dt_btf_import(bo, bt->type);
}

/* In bo's own types: the enum (or enum64) with an enumerator name. */
static bool
dt_btf_enumerator_in(dt_btfobj_t *bo, const char *name, int64_t *value,
    dt_type_t **type)
{
	uint32_t id, n = dt_kbtf_type_cnt(bo->bo_btf), i;

	for (id = bo->bo_first; id < n; id++) {
		const struct btf_type *bt = dt_kbtf_type(bo->bo_btf, id);

		if (btf_is_enum(bt)) {
			const struct btf_enum *e = btf_enum(bt);

			for (i = 0; i < btf_vlen(bt); i++, e++)
				if (strcmp(dt_kbtf_str(bo->bo_btf,
				    e->name_off), name) == 0)
					break;
			if (i == btf_vlen(bt))
				continue;
			*value = btf_kflag(bt) ? (int64_t)e->val :
			    (int64_t)(uint32_t)e->val;
		} else if (btf_is_enum64(bt)) {
			const struct btf_enum64 *e = btf_enum64(bt);

			for (i = 0; i < btf_vlen(bt); i++, e++)
				if (strcmp(dt_kbtf_str(bo->bo_btf,
				    e->name_off), name) == 0)
					break;
			if (i == btf_vlen(bt))
				continue;
			*value = (int64_t)btf_enum64_value(e);
		} else {
			continue;
		}
		*type = dt_btf_import(bo, id);
		return true;
	}
	return false;
}

bool
dt_btf_lookup_enumerator(dt_typetab_t *tt, const char *name, int64_t *value,
    dt_type_t **type)
{
	struct dt_btf *bt = dt_btf_get(tt);
	dt_btfobj_t *bo;

	if (bt->bt_vmlinux == NULL)
		return false;
	if (dt_btf_enumerator_in(bt->bt_vmlinux, name, value, type))
		return true;
	dt_btf_all_modules(tt);
	for (bo = bt->bt_mods; bo != NULL; bo = bo->bo_next)
		if (dt_btf_enumerator_in(bo, name, value, type))
			return true;
	return false;
}

const char *
dt_btf_misstr(dt_btf_miss_t miss)
{
	switch (miss) {
	case DT_BTF_NOMODULE:
		return "Unknown module name";
	case DT_BTF_NOBTF:
		return DT_BTF_NONE_MSG;
	default:
		return "Unknown type name";
	}
}
