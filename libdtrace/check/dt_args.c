/*
 * dt_args.c -- the typed args[] array of a clause.
 *
 * args[i] is argument i of the probe, typed by its provider (po_argdesc):
 * (native)argN, or xlate <translated> ((native)argN) when the provider
 * translates its arguments, N being the argument's mapping.  The checker
 * rewrites args[i] into that expression, parsed from D text we write
 * (dt_compile_parse_text), so the type strings go through the same type
 * system as a script's casts (D types, kernel types from BTF) and a
 * translated argument through the translators of dt_xlate.c; the code
 * generator never sees args[].  An argument that points into the traced
 * process (ad_user) makes the cast DT_NF_USERLAND: stringof() and %s read
 * the user's string from it.
 *
 * Which probe types the clause is DTrace's rule (dt_probe_info): a probe
 * description that matches several probes gives them the types of the
 * first, unless the set is "unstable": the provider's argument data
 * stability is below Evolving and the provider is a glob, or a field
 * whose name stability is Evolving or better is empty or a glob.  DTrace
 * compiles a clause once for each of its descriptions; we check it once,
 * so descriptions that type args[i] differently are refused (our message,
 * under DTrace's D_ARGS_MULTI).  The index must be an integer constant.
 */
#include <stdio.h>
#include <string.h>

#include "dt_impl.h"
#include "check/dt_check.h"
#include "dt_driver.h"
#include "types/dt_ident.h"

/* Is n args[...], the built-in array (not a user array named args)? */
bool
dt_chk_is_args(dt_chk_t *ck, const dt_node_t *n)
{
	const dt_node_t *v = n->dn_left;

	return n->dn_kind == DT_N_INDEX && v->dn_kind == DT_N_IDENT &&
	    v->dn_scope == DT_SCOPE_NONE && strcmp(v->dn_str, "args") == 0 &&
	    dt_ident_lookup(ck->ck_dtp->dt_globals, "args") == NULL;
}

typedef struct dt_args_match {
	dt_probe_t *am_first;
	int am_count;
} dt_args_match_t;

static int
dt_args_count(dtrace_hdl_t *dtp, dt_probe_t *pr, void *arg)
{
	dt_args_match_t *m = arg;

	(void)dtp;
	if (m->am_count++ == 0)
		m->am_first = pr;
	return 0;
}

static bool
dt_args_isglob(const char *f)
{
	return f[0] == '\0' || strpbrk(f, "*?[") != NULL;
}

/* the provider's attributes, as the first probe of the set has them */
static const dt_attr_t *
dt_args_attrs(const dt_probe_t *pr)
{
	const dt_attr_t *a = pr->pr_ops->po_probe_attr != NULL ?
	    pr->pr_ops->po_probe_attr(pr) : NULL;

	return a != NULL ? a : pr->pr_ops->po_attr;
}

/* DTrace's rule for a description matching several probes (see above) */
static bool
dt_args_unstable(const dt_probe_t *pr, char *const fld[4])
{
	const dt_attr_t *a = dt_args_attrs(pr);
	int i;

	if (a[DT_ATTR_ARGS].at_data < DT_STAB_EVOLVING &&
	    dt_args_isglob(fld[0]))
		return true;
	for (i = 1; i < 4; i++)
		if (a[i].at_name >= DT_STAB_EVOLVING && dt_args_isglob(fld[i]))
			return true;
	return false;
}

/*
 * The probe whose types args[] of description desc has: NULL with
 * *unstable set when DTrace refuses the set, NULL alone when nothing
 * matches (-Z).  full gets the description in full, for messages.
 */
static dt_probe_t *
dt_args_probe(dtrace_hdl_t *dtp, const char *desc, char *full, size_t len,
    bool *unstable)
{
	char buf[1024], *fld[4];
	dt_args_match_t m = { NULL, 0 };
	int last = dtp->dt_pdesc_last;

	*unstable = false;
	if (dt_pdesc_split(desc, last, fld, buf, sizeof(buf)) != 0) {
		snprintf(full, len, "%s", desc);
		return NULL;
	}
	snprintf(full, len, "%s:%s:%s:%s", fld[0], fld[1], fld[2], fld[3]);
	if (dt_probe_iter(dtp, desc, last, dt_args_count, &m) <= 0)
		return NULL;
	if (m.am_count > 1 && dt_args_unstable(m.am_first, fld)) {
		*unstable = true;
		return NULL;
	}
	return m.am_first;
}

/* argument i of pr, false if it has none */
static bool
dt_args_desc(dtrace_hdl_t *dtp, const dt_probe_t *pr, int i,
    dt_argdesc_t *ad)
{
	memset(ad, 0, sizeof(*ad));
	return pr->pr_ops->po_argdesc != NULL &&
	    pr->pr_ops->po_argdesc(dtp, pr, i, ad) && ad->ad_native != NULL;
}

static bool
dt_args_same(const dt_argdesc_t *a, const dt_argdesc_t *b)
{
	return a->ad_mapping == b->ad_mapping && a->ad_user == b->ad_user &&
	    strcmp(a->ad_native, b->ad_native) == 0 &&
	    (a->ad_xlate == NULL) == (b->ad_xlate == NULL) &&
	    (a->ad_xlate == NULL || strcmp(a->ad_xlate, b->ad_xlate) == 0);
}

/*
 * What args[idx] of the clause is, over its descriptions; -1 with the
 * error reported if DTrace refuses it.
 */
static int
dt_args_clause_desc(dt_chk_t *ck, const dt_node_t *n, int64_t idx,
    dt_argdesc_t *ad)
{
	dtrace_hdl_t *dtp = ck->ck_dtp;
	const dt_node_t *pd;
	char full[1100], first[1100] = "";
	int found = 0;

	for (pd = ck->ck_clause->cl_node->dn_list; pd; pd = pd->dn_next) {
		dt_argdesc_t d;
		bool unstable;
		dt_probe_t *pr = dt_args_probe(dtp, pd->dn_str, full,
		    sizeof(full), &unstable);

		if (first[0] == '\0')
			snprintf(first, sizeof(first), "%s", full);
		if (unstable)
			return CK_ERR(ck, n, "D_ARGS_MULTI", "args[ ] may not "
			    "be referenced because probe description %s "
			    "matches an unstable set of probes", full);
		if (pr == NULL)
			continue;
		if (idx < 0 || idx >= DT_MEM_NARGS ||
		    !dt_args_desc(dtp, pr, (int)idx, &d))
			return CK_ERR(ck, n, "D_ARGS_IDX", "index %lld is out "
			    "of range for %s args[ ]", (long long)idx, full);
		if (found++ > 0 && !dt_args_same(ad, &d))
			return CK_ERR(ck, n, "D_ARGS_MULTI", "args[ ] may not "
			    "be referenced because probe descriptions %s and "
			    "%s give args[%lld] different types", first, full,
			    (long long)idx);
		*ad = d;
	}
	if (found == 0)		/* -Z, no probe yet: DTrace's message */
		return CK_ERR(ck, n, "D_ARGS_MULTI", "args[ ] may not be "
		    "referenced because probe description %s matches an "
		    "unstable set of probes", first);
	return 0;
}

/* the expression of the clause our D text holds: { expr; } */
static dt_node_t *
dt_args_parse(dtrace_hdl_t *dtp, const char *text)
{
	dt_pcb_t pcb;
	dt_node_t *cl, *st;

	if (dt_compile_parse_text(dtp, text, &pcb) != 0 ||
	    (cl = pcb.pcb_program) == NULL || cl->dn_kind != DT_N_CLAUSE ||
	    (st = cl->dn_body) == NULL || st->dn_kind != DT_N_EXPRSTMT)
		return NULL;
	return st->dn_left;
}

/* Does the type name t resolve?  Checked aside: no message. */
static bool
dt_args_resolves(dt_chk_t *ck, dt_node_t *t)
{
	dt_pcb_t scratch;
	dt_chk_t aside = *ck;

	memset(&scratch, 0, sizeof(scratch));
	scratch.pcb_arena = ck->ck_pcb->pcb_arena;
	aside.ck_pcb = &scratch;
	return dt_chk_typename(&aside, t) != NULL;
}

/* ... and is there a translator for xlate node x?  Also aside. */
static bool
dt_args_xlates(dt_chk_t *ck, dt_node_t *x)
{
	dt_pcb_t scratch;
	dt_chk_t aside = *ck;
	bool ok;

	memset(&scratch, 0, sizeof(scratch));
	scratch.pcb_arena = ck->ck_pcb->pcb_arena;
	aside.ck_pcb = &scratch;
	ok = dt_chk_xlate_bare(&aside, x) == 0;
	x->dn_ctype = NULL;	/* checked again where it is used */
	return ok;
}

/*
 * Rewrite args[i] (n) into (native)argN or xlate <xlated> ((native)argN),
 * not checked yet.  Returns 0, or -1 with DTrace's message.
 */
int
dt_chk_args_expand(dt_chk_t *ck, dt_node_t *n)
{
	dtrace_hdl_t *dtp = ck->ck_dtp;
	dt_node_t *a = n->dn_args, *e, *cast, *next = n->dn_next;
	dt_argdesc_t ad = { NULL, NULL, 0, false };
	char text[1024];
	const char *dims;
	int argc = 0;
	bool str;

	for (; a != NULL; a = a->dn_next)
		argc++;
	if (argc != 1)
		return CK_ERR(ck, n, "D_PROTO_LEN", "args[ ] prototype "
		    "mismatch: %d arg%spassed, 1 expected", argc,
		    argc == 1 ? " " : "s ");
	a = n->dn_args;
	if (dt_chk_expr(ck, a) != 0)
		return -1;
	if (!(a->dn_flags & DT_NF_CONST) || !dt_type_is_integer(a->dn_ctype))
		return CK_ERR(ck, n, "D_PROTO_ARG", "args[ ] argument #1 is "
		    "incompatible with prototype:\n\tprototype: integer "
		    "constant\n\t argument: %s", a->dn_ctype->dt_name);
	if (ck->ck_clause == NULL)
		return CK_ERR(ck, n, "D_ARGS_NONE", "args[ ] may not be "
		    "referenced outside of a probe clause");
	if (dt_args_clause_desc(ck, n, (int64_t)a->dn_int, &ad) != 0)
		return -1;
	if (ad.ad_mapping < 0 || ad.ad_mapping >= DT_MEM_NARGS)
		return CK_ERR(ck, n, "D_ARGS_IDX", "index %lld is out of "
		    "range for args[ ]", (long long)a->dn_int);
	/* a native "string" (proc:::exec's path) is the string at argN,
	   and an array ("char [16]", a tracepoint's field) the array there:
	   D has no cast to either */
	str = ad.ad_xlate == NULL && strcmp(ad.ad_native, "string") == 0;
	dims = ad.ad_xlate == NULL ? strchr(ad.ad_native, '[') : NULL;
	if (ad.ad_xlate != NULL)
		snprintf(text, sizeof(text), "BEGIN { xlate < %s > ((%s)"
		    "arg%d); }", ad.ad_xlate, ad.ad_native, ad.ad_mapping);
	else if (str)
		snprintf(text, sizeof(text), "BEGIN { stringof((char *)"
		    "arg%d); }", ad.ad_mapping);
	else if (dims != NULL)
		snprintf(text, sizeof(text), "BEGIN { *(%.*s(*)%s)arg%d; }",
		    (int)(dims - ad.ad_native), ad.ad_native, dims,
		    ad.ad_mapping);
	else
		snprintf(text, sizeof(text), "BEGIN { (%s)arg%d; }",
		    ad.ad_native, ad.ad_mapping);
	e = dt_args_parse(dtp, text);
	cast = e == NULL ? NULL : ad.ad_xlate != NULL || str || dims != NULL ?
	    e->dn_left : e;
	if (cast == NULL || cast->dn_kind != DT_N_CAST ||
	    !dt_args_resolves(ck, cast->dn_type))
		return CK_ERR(ck, n, "D_ARGS_TYPE", "failed to resolve native "
		    "type for args[%lld]", (long long)a->dn_int);
	if (ad.ad_xlate != NULL && !dt_args_resolves(ck, e->dn_type))
		return CK_ERR(ck, n, "D_ARGS_TYPE", "failed to resolve "
		    "translated type for args[%lld]", (long long)a->dn_int);
	if (ad.ad_xlate != NULL && !dt_args_xlates(ck, e))
		return CK_ERR(ck, n, "D_ARGS_XLATOR", "translator for "
		    "args[%lld] from %s to %s is not defined",
		    (long long)a->dn_int, ad.ad_native, ad.ad_xlate);
	for (dt_node_t *c = e; c != NULL; c = c->dn_left)
		c->dn_line = n->dn_line;
	if (ad.ad_user)		/* the checker keeps it: dn_flags only grow */
		cast->dn_flags |= DT_NF_USERLAND;
	*n = *e;
	n->dn_next = next;
	return 0;
}
