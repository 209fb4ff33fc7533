/*
 * dt_vartab.c -- the table of the D variables a program uses, which -S
 * prints after the program's disassembly, as DTrace prints each DIFO's
 * variable table:
 *
 * NAME             ID   OFFSET KND SCP RANGE       FLAG TYPE
 * ts               1           scl tls [35-245]    w    D type (integer) ...
 * x                1    0      scl glb [35-245]    r/w  D type (integer) ...
 * n                1    0      scl loc [35-245]    r    D type (pointer) ...
 *
 * header "%-16s %-4s %-6s %-3s %-3s %-11s %-4s %s", rows
 * "%-16s %-4x %-6s %-3s %-3s %-11s %-4s %s": the name (as declared,
 * without self-> or this->); the ID in hex; the OFFSET, blank for a
 * variable that has none; KND scl (a scalar, a struct or a D array) or
 * arr (an associative array, uregs[]); SCP glb (globals, built-ins and
 * global associative arrays), tls (self->) or loc (this->); RANGE, the
 * instructions of the clause that uses it, "[from-to]"; FLAG r (read, or
 * its address taken, as a member or element store takes it), w
 * (assigned) or r/w; TYPE "D type (<kind>) [by ref ](size N)", or for a
 * D string "string (unknown) by ref (size <strsize>)", kinds as CTF
 * names them (integer, float, pointer, array, struct, union, enum, ...);
 * struct, union and array values are by ref.
 *
 * Our numbers are our layout's, where DTrace's are its own:
 *   ID      a built-in variable's code (DT_BI_*, dt_ident.h); a dynamic
 *           variable's id, the first word of its dt_dvars key; a global or
 *           clause-local variable's number in the order the program
 *           declared or first assigned its kind (1, 2, ...): those are
 *           reached by offset and have no id of their own.
 *   OFFSET  a global's offset in the globals' area of dt_global (after
 *           the state and per-probe words, dt_globbase()); a clause-local
 *           variable's in the this-> area of dt_mem.  Dynamic and
 *           built-in variables have none.
 *   RANGE   our program is one for the probe with all its clauses (and
 *           dtrace:::ERROR's, run from each fault block), where DTrace
 *           has a DIFO a clause: a variable two clauses use is listed
 *           once for each.
 *
 * The code generator records a use as it emits the code that reads or
 * writes the variable (dt_vartab_use), so that the table lists what the
 * program does, in each clause: the variables, its builtins among them
 * (args[i] is its argN, as dt_args.c rewrites it).  Entries are ordered
 * as DTrace orders a DIFO's table: thread-local, then global (built-ins
 * first, by code), then clause-local, each in its order of declaration.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dt_impl.h"
#include "cg/dt_cg.h"
#include "types/dt_ident.h"

#define DT_VARTAB_OPEN	UINT32_MAX	/* pv_to of a clause not ended */

/* Start recording the uses of the clause whose code starts here. */
dt_vartab_mark_t
dt_vartab_begin(dt_cg_t *cg)
{
	dt_vartab_mark_t m = { cg->cg_varbase, cg->cg_varopen,
	    cg->cg_prog->dp_ninsns };

	cg->cg_varbase = cg->cg_prog->dp_nvars;
	cg->cg_varopen = true;
	return m;
}

/* The clause ends here: its entries get its range; back to the outer. */
void
dt_vartab_end(dt_cg_t *cg, dt_vartab_mark_t m)
{
	dt_prog_t *dp = cg->cg_prog;
	uint32_t i, to = dp->dp_ninsns ? dp->dp_ninsns - 1 : 0;

	for (i = cg->cg_varbase; i < dp->dp_nvars; i++) {
		if (dp->dp_vars[i].pv_to != DT_VARTAB_OPEN)
			continue;	/* an ERROR clause's, inside */
		dp->dp_vars[i].pv_from = m.vm_from;
		dp->dp_vars[i].pv_to = to;
	}
	cg->cg_varbase = m.vm_base;
	cg->cg_varopen = m.vm_open;
}

/* The clause being generated reads (DT_PV_READ) or writes variable id. */
void
dt_vartab_use(dt_cg_t *cg, const dt_ident_t *id, unsigned flags)
{
	dt_prog_t *dp = cg->cg_prog;
	dt_progvar_t *pv;
	uint32_t i;

	if (!cg->cg_varopen || id == NULL)
		return;		/* outside clauses: thread exit's frees */
	for (i = cg->cg_varbase; i < dp->dp_nvars; i++) {
		pv = &dp->dp_vars[i];
		if (pv->pv_ident == id && pv->pv_to == DT_VARTAB_OPEN) {
			pv->pv_flags |= flags;
			return;
		}
	}
	if (dp->dp_nvars == dp->dp_capvars) {
		uint32_t cap = dp->dp_capvars ? dp->dp_capvars * 2 : 16;

		pv = dt_xrealloc(dp->dp_vars, cap * sizeof(*pv));
		dp->dp_vars = pv;
		dp->dp_capvars = cap;
	}
	pv = &dp->dp_vars[dp->dp_nvars++];
	pv->pv_ident = id;
	pv->pv_from = 0;
	pv->pv_to = DT_VARTAB_OPEN;
	pv->pv_flags = flags;
}

/* ---- printing ---------------------------------------------------------- */

enum { DT_SCP_TLS, DT_SCP_GLB, DT_SCP_LOC };	/* DTrace's table order */

static int
dt_vartab_scope(const dt_ident_t *id)
{
	if (id->di_kind == DT_ID_THIS)
		return DT_SCP_LOC;
	if (id->di_kind == DT_ID_DVAR && id->di_tls)
		return DT_SCP_TLS;
	return DT_SCP_GLB;
}

/* the list a program's variable is in */
static const dt_ident_t *
dt_vartab_list(const dtrace_hdl_t *dtp, const dt_ident_t *id)
{
	switch (dt_vartab_scope(id)) {
	case DT_SCP_TLS: return dtp->dt_selfvars;
	case DT_SCP_LOC: return dtp->dt_thisvars;
	default: return dtp->dt_globals;
	}
}

/*
 * Where id is in its list (1, 2, ...): counting all its variables, or,
 * if samekind, those of its kind only (a global's or local's ID).
 */
static uint32_t
dt_vartab_ordinal(const dtrace_hdl_t *dtp, const dt_ident_t *id,
    bool samekind)
{
	const dt_ident_t *p;
	uint32_t n = 0;

	for (p = dt_vartab_list(dtp, id); p != NULL; p = p->di_next) {
		if (samekind ? p->di_kind == id->di_kind :
		    p->di_kind == DT_ID_GLOBAL || p->di_kind == DT_ID_THIS ||
		    p->di_kind == DT_ID_DVAR)
			n++;
		if (p == id)
			return n;
	}
	return n + 1;
}

/* the ID column: see the head of the file */
static uint32_t
dt_vartab_id(const dtrace_hdl_t *dtp, const dt_ident_t *id)
{
	if (id->di_kind == DT_ID_BUILTIN)
		return (uint32_t)id->di_builtin;
	if (id->di_kind == DT_ID_DVAR)
		return id->di_id;
	return dt_vartab_ordinal(dtp, id, true);
}

/*
 * Where DTrace lists built-in variable bi among a DIFO's globals: in the
 * order of its DIF variable numbers (DIF_VAR_*: args 0x0, uregs 0x2,
 * curthread 0x100, timestamp 0x101, ..., errno 0x120, Linux's curcpu
 * 0x121; FreeBSD's cpu 0x200), which are DTrace's own, not ours.
 */
static uint32_t
dt_vartab_bi_order(int bi)
{
	if (bi >= DT_BI_ARG0 && bi < DT_BI_ARG0 + 10)
		return 0x106 + (uint32_t)(bi - DT_BI_ARG0);
	switch (bi) {
	case DT_BI_ARGS: return 0x0;
	case DT_BI_UREGS: return 0x2;
	case DT_BI_CURTHREAD: return 0x100;
	case DT_BI_TIMESTAMP: return 0x101;
	case DT_BI_VTIMESTAMP: return 0x102;
	case DT_BI_EPID: return 0x104;
	case DT_BI_ID: return 0x105;
	case DT_BI_STACKDEPTH: return 0x110;
	case DT_BI_CALLER: return 0x111;
	case DT_BI_PROBEPROV: return 0x112;
	case DT_BI_PROBEMOD: return 0x113;
	case DT_BI_PROBEFUNC: return 0x114;
	case DT_BI_PROBENAME: return 0x115;
	case DT_BI_PID: return 0x116;
	case DT_BI_TID: return 0x117;
	case DT_BI_EXECNAME: return 0x118;
	case DT_BI_WALLTIMESTAMP: return 0x11a;
	case DT_BI_USTACKDEPTH: return 0x11b;
	case DT_BI_UCALLER: return 0x11c;
	case DT_BI_PPID: return 0x11d;
	case DT_BI_UID: return 0x11e;
	case DT_BI_GID: return 0x11f;
	case DT_BI_ERRNO: return 0x120;
	case DT_BI_CURCPU: return 0x121;
	default: return 0x200;		/* cpu */
	}
}

typedef struct dt_vartab_row {
	const dt_progvar_t *vr_var;
	int vr_scope;
	uint32_t vr_order;	/* within its scope */
} dt_vartab_row_t;

static int
dt_vartab_cmp(const void *a, const void *b)
{
	const dt_vartab_row_t *x = a, *y = b;

	if (x->vr_var->pv_from != y->vr_var->pv_from)
		return x->vr_var->pv_from < y->vr_var->pv_from ? -1 : 1;
	if (x->vr_scope != y->vr_scope)
		return x->vr_scope < y->vr_scope ? -1 : 1;
	if (x->vr_order != y->vr_order)
		return x->vr_order < y->vr_order ? -1 : 1;
	return 0;
}

/* CTF's name of the kind of type t, as DTrace's table says it */
static const char *
dt_vartab_ckind(const dt_type_t *t)
{
	switch (t->dt_kind) {
	case DT_TK_INT: return "integer";
	case DT_TK_FLOAT: return "float";
	case DT_TK_PTR: return "pointer";
	case DT_TK_ARRAY: return "array";
	case DT_TK_STRUCT: return "struct";
	case DT_TK_UNION: return "union";
	case DT_TK_ENUM: return "enum";
	case DT_TK_FUNC: return "function";
	default: return "unknown";
	}
}

/* the TYPE column of a variable of type t (NULL: not known) */
void
dt_vartab_typestr(const dtrace_hdl_t *dtp, const dt_type_t *t, char *buf,
    size_t len)
{
	bool byref;

	if (t != NULL && t->dt_kind == DT_TK_STRING) {
		snprintf(buf, len, "string (unknown) by ref (size %llu)",
		    (unsigned long long)dtp->dt_types.tt_strsize);
		return;
	}
	if (t == NULL) {
		snprintf(buf, len, "D type (unknown) (size 0)");
		return;
	}
	byref = t->dt_kind == DT_TK_STRUCT || t->dt_kind == DT_TK_UNION ||
	    t->dt_kind == DT_TK_ARRAY;
	snprintf(buf, len, "D type (%s) %s(size %zu)", dt_vartab_ckind(t),
	    byref ? "by ref " : "", t->dt_size);
}

static void
dt_vartab_row(dtrace_hdl_t *dtp, FILE *fp, const dt_vartab_row_t *r)
{
	const dt_ident_t *id = r->vr_var->pv_ident;
	unsigned fl = r->vr_var->pv_flags;
	char off[16] = "", range[32], type[128];
	const dt_type_t *t = id->di_type;
	bool arr;

	if (id->di_kind == DT_ID_GLOBAL || id->di_kind == DT_ID_THIS)
		snprintf(off, sizeof(off), "%u", id->di_off);
	if (id->di_kind == DT_ID_BUILTIN)
		t = dt_ident_builtin_type(dtp, id);
	arr = (id->di_kind == DT_ID_DVAR && id->di_nkeys != 0) ||
	    (id->di_kind == DT_ID_BUILTIN && id->di_builtin == DT_BI_UREGS);
	snprintf(range, sizeof(range), "[%u-%u]", r->vr_var->pv_from,
	    r->vr_var->pv_to);
	dt_vartab_typestr(dtp, t, type, sizeof(type));
	fprintf(fp, "%-16s %-4x %-6s %-3s %-3s %-11s %-4s %s\n", id->di_name,
	    dt_vartab_id(dtp, id), off, arr ? "arr" : "scl",
	    r->vr_scope == DT_SCP_TLS ? "tls" :
	    r->vr_scope == DT_SCP_LOC ? "loc" : "glb", range,
	    (fl & DT_PV_READ) && (fl & DT_PV_WRITE) ? "r/w" :
	    (fl & DT_PV_WRITE) ? "w" : (fl & DT_PV_READ) ? "r" : "",
	    type);
}

/* -S: the table of the variables of program dp, if it uses any */
void
dt_vartab_print(dtrace_hdl_t *dtp, FILE *fp, const dt_prog_t *dp)
{
	dt_vartab_row_t *rows;
	uint32_t i;

	if (dp->dp_nvars == 0)
		return;
	if ((rows = calloc(dp->dp_nvars, sizeof(*rows))) == NULL)
		return;
	for (i = 0; i < dp->dp_nvars; i++) {
		const dt_ident_t *id = dp->dp_vars[i].pv_ident;

		rows[i].vr_var = &dp->dp_vars[i];
		rows[i].vr_scope = dt_vartab_scope(id);
		rows[i].vr_order = id->di_kind == DT_ID_BUILTIN ?
		    dt_vartab_bi_order(id->di_builtin) :
		    0x10000 + dt_vartab_ordinal(dtp, id, false);
	}
	qsort(rows, dp->dp_nvars, sizeof(*rows), dt_vartab_cmp);
	fprintf(fp, "%-16s %-4s %-6s %-3s %-3s %-11s %-4s %s\n", "NAME",
	    "ID", "OFFSET", "KND", "SCP", "RANGE", "FLAG", "TYPE");
	for (i = 0; i < dp->dp_nvars; i++)
		dt_vartab_row(dtp, fp, &rows[i]);
	fprintf(fp, "\n");
	free(rows);
}
