/*
 * dt_check_aggkey.c -- the key tuple of an aggregation, @name[k1, k2, ...]:
 * which types a key may have, and where each lies in the tuple that
 * dt_cg_agg.c builds in the kernel and dt_agg.c reads back.
 *
 *	integer, pointer	8 bytes (normalised)
 *	string, char[]		a strsize buffer (DT_STRBUF)
 *	stack(), ustack(),	their records (dt_stack.h)
 *	sym() ...
 *	struct, union, other	their bytes, rounded up to 8; the value must
 *	array			lie in memory (a D variable, *p, p->m), whose
 *				bytes are copied into the key
 *
 * The first use of an aggregation lays the tuple out; a later use must
 * give keys of the same kinds (DTrace's "@a[ ] key #1 is incompatible
 * with prototype"), and stacks of the same depth (dt_check_stack.c).
 */
#include <string.h>

#include "dt_check.h"
#include "dt_stack.h"

/*
 * What a key may be: an integer or pointer, a string (or char array), a
 * stack or address of dt_stack.h, or a struct, union or other array that
 * lies in memory (its bytes are copied into the key, as trace() copies
 * them into a record).
 */
static int
dt_chk_aggkey_type(dt_chk_t *ck, dt_node_t *k)
{
	const dt_type_t *t = k->dn_ctype;

	if (dt_type_is_string(t) || dt_type_is_scalar(t) || dt_stack_kind(t))
		return 0;
	if (!dt_type_is_byref(t))
		return CK_ERR(ck, k, "D_UNSUPPORTED", "aggregation keys "
		    "of type %s are not supported yet", t->dt_name);
	if (t->dt_size == 0 || t->dt_size > ck->ck_dtp->dt_opts.maxrecsize)
		return CK_ERR(ck, k, "D_KEY_TYPE", "aggregation key of type "
		    "%s must be of a non-zero size of at most maxrecsize "
		    "(%llu)", t->dt_name,
		    (unsigned long long)ck->ck_dtp->dt_opts.maxrecsize);
	if (!(k->dn_flags & DT_NF_LVALUE))
		return CK_ERR(ck, k, "D_UNSUPPORTED", "aggregation keys of "
		    "a %s value that is not in memory are not supported yet",
		    t->dt_name);
	return 0;
}

/*
 * The bytes a key of type t takes in a tuple, an aggregation's or an
 * associative array's (dt_check_var.c): 8-byte aligned.
 */
uint32_t
dt_chk_key_size(dtrace_hdl_t *dtp, const dt_type_t *t)
{
	if (dt_type_is_string(t))
		return DT_STRBUF(dtp);
	if (dt_stack_kind(t))
		return (uint32_t)t->dt_size;
	if (dt_type_is_byref(t))
		return ((uint32_t)t->dt_size + 7) & ~7u;
	return 8;
}

/* A later key of the kind of the first use's: the layout is the first's. */
static bool
dt_chk_aggkey_compat(const dt_type_t *was, const dt_type_t *t)
{
	if (dt_stack_kind(was) || dt_stack_kind(t))
		return true;		/* dt_chk_stack_keys() says */
	if (dt_type_is_byref(was) || dt_type_is_byref(t))
		return dt_type_is_byref(was) && dt_type_is_byref(t) &&
		    was->dt_size == t->dt_size &&
		    strcmp(was->dt_name, t->dt_name) == 0;
	return dt_type_is_string(was) == dt_type_is_string(t);
}

static int
dt_chk_aggkeys_again(dt_chk_t *ck, dt_node_t *at, const dt_aggvar_t *ag)
{
	dt_node_t *k = at->dn_args;

	for (int i = 0; k != NULL; k = k->dn_next, i++)
		if (!dt_chk_aggkey_compat(ag->ag_keytypes[i], k->dn_ctype))
			return CK_ERR(ck, k, "D_PROTO_ARG", "@%s[ ] key #%d is "
			    "incompatible with prototype:\n\tprototype: %s\n"
			    "\t      key: %s", ag->ag_name, i + 1,
			    ag->ag_keytypes[i]->dt_name, k->dn_ctype->dt_name);
	return 0;
}

/* The key tuple of an aggregation: first use lays it out, later uses must
   match it. */
int
dt_chk_aggkeys(dt_chk_t *ck, dt_node_t *at, dt_aggvar_t *ag, bool first)
{
	dtrace_hdl_t *dtp = ck->ck_dtp;
	dt_node_t *k;
	uint32_t off = 0;
	int n = 0;

	for (k = at->dn_args; k != NULL; k = k->dn_next, n++) {
		if (dt_chk_key_expr(ck, k, "aggregation", n) != 0)
			return -1;
		k->dn_ctype = dt_chk_stack_keytype(dtp, k->dn_ctype);
		if (dt_chk_aggkey_type(ck, k) != 0)
			return -1;
	}
	if (!first) {
		if (n != ag->ag_nkeys)
			return CK_ERR(ck, at, "D_AGG_DIM", "@%s: aggregation "
			    "keys must have %d dimension%s", ag->ag_name,
			    ag->ag_nkeys, ag->ag_nkeys == 1 ? "" : "s");
		if (dt_chk_aggkeys_again(ck, at, ag) != 0)
			return -1;
		return dt_chk_stack_keys(ck, at, ag);	/* dt_check_stack.c */
	}
	ag->ag_nkeys = n;
	ag->ag_keytypes = dt_arena_alloc(dtp->dt_arena,
	    (size_t)(n + 1) * sizeof(dt_type_t *));
	ag->ag_keyoffs = dt_arena_alloc(dtp->dt_arena,
	    (size_t)(n + 1) * sizeof(uint32_t));
	for (n = 0, k = at->dn_args; k != NULL; k = k->dn_next, n++) {
		ag->ag_keytypes[n] = k->dn_ctype;
		ag->ag_keyoffs[n] = off;
		off += dt_chk_key_size(dtp, k->dn_ctype);
	}
	ag->ag_keysize = off;
	return 0;
}
