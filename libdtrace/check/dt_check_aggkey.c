/*
 * dt_check_aggkey.c -- the key tuple of an aggregation, @name[k1, k2, ...]:
 * which types a key may have, and where each lies in the tuple that
 * dt_cg_agg.c builds in the kernel and dt_agg.c reads back.
 *
 *	integer, pointer	8 bytes (normalised)
 *	string, char[]		what the longest string any use puts there
 *				needs (dt_chk_strbound), a strsize buffer
 *				(DT_STRBUF) at most
 *	stack(), ustack(),	their records (dt_stack.h)
 *	sym() ...
 *	struct, union, other	their bytes, rounded up to 8; the value must
 *	array			lie in memory (a D variable, *p, p->m), whose
 *				bytes are copied into the key
 *
 * The first use of an aggregation lays the tuple out; a later use must
 * give keys of the same kinds (DTrace's "@a[ ] key #1 is incompatible
 * with prototype"), and stacks of the same depth (dt_check_stack.c).
 * Once every clause is checked the tuples are laid out again with what
 * their string keys need (dt_chk_agg_layouts): the kernel hashes and
 * compares a key whole, so @[execname] takes 16 bytes, not 256.  Two
 * aggregations with the same keys may then lay them out differently;
 * the consumer compares tuples by each one's own layout (dt_agg_keycmp).
 */
#include <string.h>

#include "check/dt_check.h"
#include "types/dt_ident.h"
#include "check/dt_stack.h"

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

/*
 * The most bytes (NUL included) string expression k can be: execname's
 * 16 (the kernel's TASK_COMM_LEN), a literal's own, the larger of a ?:'s
 * two; strsize for every other string.
 */
uint32_t
dt_chk_strbound(const dtrace_hdl_t *dtp, const dt_node_t *k)
{
	uint32_t full = (uint32_t)dtp->dt_opts.strbytes, l, r;
	const dt_ident_t *id = k->dn_ident;

	switch (k->dn_kind) {
	case DT_N_STR:
		return k->dn_strlen + 1 < full ? (uint32_t)k->dn_strlen + 1 :
		    full;
	case DT_N_IDENT:
		return id != NULL && id->di_kind == DT_ID_BUILTIN &&
		    id->di_builtin == DT_BI_EXECNAME && full > 16 ? 16 : full;
	case DT_N_TERNARY:
		l = dt_chk_strbound(dtp, k->dn_left);
		r = dt_chk_strbound(dtp, k->dn_right);
		return l > r ? l : r;
	default:
		return full;
	}
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

/*
 * Each string key of a use (keys, of a tuple of n keys of these types)
 * widens its position's keystr to what it needs: an aggregation's or an
 * associative array's (dt_check_var.c).
 */
void
dt_chk_keystr(const dtrace_hdl_t *dtp, dt_type_t *const *types,
    uint32_t *keystr, int n, const dt_node_t *keys)
{
	const dt_node_t *k = keys;

	for (int i = 0; i < n && k != NULL; i++, k = k->dn_next) {
		uint32_t b;

		if (!dt_type_is_string(types[i]))
			continue;
		b = dt_chk_strbound(dtp, k);
		if (b > keystr[i])
			keystr[i] = b;
	}
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
		dt_chk_keystr(dtp, ag->ag_keytypes, ag->ag_keystr,
		    ag->ag_nkeys, at->dn_args);
		return dt_chk_stack_keys(ck, at, ag);	/* dt_check_stack.c */
	}
	ag->ag_nkeys = n;
	ag->ag_keytypes = dt_arena_alloc(dtp->dt_arena,
	    (size_t)(n + 1) * sizeof(dt_type_t *));
	ag->ag_keyoffs = dt_arena_alloc(dtp->dt_arena,
	    (size_t)(n + 1) * sizeof(uint32_t));
	ag->ag_keystr = dt_arena_alloc(dtp->dt_arena,
	    (size_t)(n + 1) * sizeof(uint32_t));
	for (n = 0, k = at->dn_args; k != NULL; k = k->dn_next, n++)
		ag->ag_keytypes[n] = k->dn_ctype;
	dt_chk_keystr(dtp, ag->ag_keytypes, ag->ag_keystr, ag->ag_nkeys,
	    at->dn_args);
	ag->ag_keysize = dt_chk_tuple_layout(dtp, ag->ag_nkeys,
	    ag->ag_keytypes, ag->ag_keystr, ag->ag_keyoffs);
	return 0;
}

/*
 * The offsets of a tuple of n keys of these types (an aggregation's or an
 * associative array's) into offs, and its size: a string key takes what
 * keystr says its longest use needs, rounded up to 8, strsize's buffer
 * at most (or when no use has said).
 */
uint32_t
dt_chk_tuple_layout(dtrace_hdl_t *dtp, int n, dt_type_t *const *types,
    const uint32_t *keystr, uint32_t *offs)
{
	uint32_t off = 0, full = DT_STRBUF(dtp);

	for (int i = 0; i < n; i++) {
		uint32_t size = dt_chk_key_size(dtp, types[i]);

		if (dt_type_is_string(types[i]) && keystr[i] > 0 &&
		    keystr[i] < full)
			size = (keystr[i] + 7) & ~7u;
		offs[i] = off;
		off += size;
	}
	return off;
}

/*
 * Lay every aggregation's tuple out again with its string keys' sizes,
 * and size the key area for the largest.
 */
void
dt_chk_agg_layouts(dtrace_hdl_t *dtp)
{
	dtp->dt_aggkeysize = 0;
	for (dt_aggvar_t *ag = dtp->dt_aggs; ag != NULL; ag = ag->ag_next) {
		ag->ag_keysize = dt_chk_tuple_layout(dtp, ag->ag_nkeys,
		    ag->ag_keytypes, ag->ag_keystr, ag->ag_keyoffs);
		if (8 + ag->ag_keysize > dtp->dt_aggkeysize)
			dtp->dt_aggkeysize = 8 + ag->ag_keysize;
	}
}
