/*
 * dt_ident.c -- D identifiers: built-in variables, global and clause-local
 * variables, and the string table of constants.
 *
 * Built-in variables (pid, execname, probename, ...) are read by the code
 * generator from the kernel (helpers) or are constants of the probe being
 * compiled; their types are DTrace's.  Variables the program declares or
 * assigns get a fixed offset: globals in the dt_global map value, this->
 * variables in the per-CPU dt_mem value.  Dynamic variables (self->
 * variables and associative arrays) get an id that keys them in dt_dvars.
 */
#include <stdlib.h>
#include <string.h>

#include "dt_impl.h"
#include "types/dt_ident.h"
#include "types/dt_btf.h"

static dt_ident_t dt_builtins[] = {
#define B(name, bi) { .di_name = name, .di_kind = DT_ID_BUILTIN, \
    .di_builtin = bi, .di_declared = true }
	B("arg0", DT_BI_ARG0), B("arg1", DT_BI_ARG0 + 1),
	B("arg2", DT_BI_ARG0 + 2), B("arg3", DT_BI_ARG0 + 3),
	B("arg4", DT_BI_ARG0 + 4), B("arg5", DT_BI_ARG0 + 5),
	B("arg6", DT_BI_ARG0 + 6), B("arg7", DT_BI_ARG0 + 7),
	B("arg8", DT_BI_ARG0 + 8), B("arg9", DT_BI_ARG0 + 9),
	B("pid", DT_BI_PID), B("tid", DT_BI_TID), B("ppid", DT_BI_PPID),
	B("uid", DT_BI_UID), B("gid", DT_BI_GID),
	B("execname", DT_BI_EXECNAME), B("timestamp", DT_BI_TIMESTAMP),
	B("walltimestamp", DT_BI_WALLTIMESTAMP), B("cpu", DT_BI_CPU),
	B("epid", DT_BI_EPID), B("id", DT_BI_ID),
	B("probeprov", DT_BI_PROBEPROV), B("probemod", DT_BI_PROBEMOD),
	B("probefunc", DT_BI_PROBEFUNC), B("probename", DT_BI_PROBENAME),
	B("curcpu", DT_BI_CURCPU), B("curthread", DT_BI_CURTHREAD),
	B("uregs", DT_BI_UREGS), B("args", DT_BI_ARGS),
	B("errno", DT_BI_ERRNO), B("vtimestamp", DT_BI_VTIMESTAMP),
	B("caller", DT_BI_CALLER), B("ucaller", DT_BI_UCALLER),
	B("stackdepth", DT_BI_STACKDEPTH),
	B("ustackdepth", DT_BI_USTACKDEPTH), B("ipl", DT_BI_IPL),
#undef B
};

dt_ident_t *
dt_ident_builtin(const char *name)
{
	size_t i;

	for (i = 0; i < sizeof(dt_builtins) / sizeof(dt_builtins[0]); i++)
		if (strcmp(dt_builtins[i].di_name, name) == 0)
			return &dt_builtins[i];
	return NULL;
}

/* The D types of the built-in variables, as DTrace declares them. */
dt_type_t *
dt_ident_builtin_type(dtrace_hdl_t *dtp, const dt_ident_t *id)
{
	dt_typetab_t *tt = &dtp->dt_types;
	const char *name;
	dt_btf_miss_t miss;
	dt_type_t *t;

	switch (id->di_builtin) {
	case DT_BI_PID: case DT_BI_PPID: name = "pid_t"; break;
	case DT_BI_TID: name = "id_t"; break;
	case DT_BI_UID: name = "uid_t"; break;
	case DT_BI_GID: name = "gid_t"; break;
	case DT_BI_TIMESTAMP: case DT_BI_UREGS: case DT_BI_VTIMESTAMP:
		name = "uint64_t";
		break;
	case DT_BI_WALLTIMESTAMP: name = "int64_t"; break;
	case DT_BI_CALLER: name = "uintptr_t"; break;
	case DT_BI_UCALLER: name = "uint64_t"; break;
	case DT_BI_STACKDEPTH: case DT_BI_USTACKDEPTH: name = "uint32_t"; break;
	case DT_BI_CPU: name = "processorid_t"; break;
	case DT_BI_EPID: case DT_BI_ID: case DT_BI_IPL:
		name = "uint_t";
		break;
	case DT_BI_ERRNO: return tt->tt_int;
	case DT_BI_CURCPU:
		return dt_type_ptr(tt, dt_type_lookup_typedef(tt, "cpuinfo_t"));
	case DT_BI_CURTHREAD:	/* the kernel's (NULL without BTF) */
		return (t = dt_btf_lookup_tag(tt, NULL, DT_TK_STRUCT,
		    "task_struct", &miss)) != NULL ? dt_type_ptr(tt, t) : NULL;
	case DT_BI_EXECNAME: case DT_BI_PROBEPROV: case DT_BI_PROBEMOD:
	case DT_BI_PROBEFUNC: case DT_BI_PROBENAME:
		return tt->tt_string;
	default:
		name = "int64_t";	/* arg0 .. arg9 */
		break;
	}
	return dt_type_lookup_typedef(tt, name);
}

dt_ident_t *
dt_ident_lookup(dt_ident_t *list, const char *name)
{
	for (; list != NULL; list = list->di_next)
		if (strcmp(list->di_name, name) == 0)
			return list;
	return NULL;
}

static uint32_t
dt_ident_alloc(uint32_t *size, const dt_type_t *t)
{
	size_t align = t->dt_align ? t->dt_align : 1;
	uint32_t off;

	if (align < 8 && t->dt_kind != DT_TK_STRING)
		align = 8;	/* scalars live in 8-byte cells */
	off = (uint32_t)((*size + align - 1) & ~(align - 1));
	*size = off + (uint32_t)(t->dt_size < 8 ? 8 : t->dt_size);
	*size = (*size + 7) & ~7u;
	return off;
}

dt_ident_t *
dt_ident_add(dtrace_hdl_t *dtp, dt_ident_t **list, const char *name, int kind,
    dt_type_t *type)
{
	dt_ident_t *id = dt_arena_alloc(dtp->dt_arena, sizeof(*id));
	dt_ident_t **tail;

	id->di_name = dt_arena_strdup(dtp->dt_arena, name);
	id->di_kind = kind;
	id->di_type = type;
	if (kind == DT_ID_GLOBAL)
		id->di_off = dt_ident_alloc(&dtp->dt_globsize, type);
	else if (kind == DT_ID_THIS)
		id->di_off = dt_ident_alloc(&dtp->dt_thissize, type);
	else if (kind == DT_ID_DVAR)
		id->di_id = ++dtp->dt_ndvars;
	for (tail = list; *tail != NULL; tail = &(*tail)->di_next)
		;
	*tail = id;
	return id;
}

/* A new entry of the string table, NUL padded; its offset. */
static uint32_t
dt_strtab_new(dtrace_hdl_t *dtp, const char *s, size_t len)
{
	uint32_t slen = DT_STRBUF(dtp), off;

	if (dtp->dt_strtablen + slen > dtp->dt_strtabcap) {
		uint32_t cap = dtp->dt_strtabcap ? dtp->dt_strtabcap * 2 :
		    slen * 16;
		dtp->dt_strtab = dt_xrealloc(dtp->dt_strtab, cap);
		dtp->dt_strtabcap = cap;
	}
	off = dtp->dt_strtablen;
	memset(dtp->dt_strtab + off, 0, slen);
	memcpy(dtp->dt_strtab + off, s, len);
	dtp->dt_strtablen += slen;
	return off;
}

/*
 * Add a string constant to the string table and return its offset.  Equal
 * strings share one copy.  Every entry is a whole string buffer
 * (DT_STRBUF), NUL padded, so that reading a buffer's worth from any entry
 * never goes past the map value.
 */
uint32_t
dt_strtab_add(dtrace_hdl_t *dtp, const char *s, size_t len)
{
	uint32_t slen = DT_STRBUF(dtp), off;

	if (len >= dtp->dt_opts.strbytes)
		len = dtp->dt_opts.strbytes - 1;
	for (off = 0; off < dtp->dt_strtablen; off += slen)
		if (memcmp(dtp->dt_strtab + off, s, len) == 0 &&
		    dtp->dt_strtab[off + len] == '\0' &&
		    off + 1 != dtp->dt_strtabnull)
			return off;
	return dt_strtab_new(dtp, s, len);
}

/*
 * The NULL string's entry (s = NULL, an unset string element): an empty
 * string of its own, which every string function reads as "" (a string
 * value must point to a buffer), while an index into it is a fault at
 * the index, as NULL + i is (dt_cg_strnull).  Made once, when first
 * needed; no constant shares it.
 */
uint32_t
dt_strtab_null(dtrace_hdl_t *dtp)
{
	if (dtp->dt_strtabnull == 0)
		dtp->dt_strtabnull = dt_strtab_new(dtp, "", 0) + 1;
	return dtp->dt_strtabnull - 1;
}
