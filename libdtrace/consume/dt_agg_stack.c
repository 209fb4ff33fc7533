/*
 * dt_agg_stack.c -- aggregations keyed by sym(), func(), mod(), usym(),
 * ufunc() and umod().
 *
 * The kernel keys such an entry by the address it was given: @[func(pc)]
 * makes one entry per pc.  DTrace prints one line per function (or
 * module), so before printing, the consumer rewrites each such key to the
 * function's start (sym, usym) or the module's lowest address (mod,
 * umod), and adds up the entries that have become equal.  An address that
 * names nothing is left as it is.  uaddr() keys stay apart: they print
 * their offsets.
 */
#include <stdlib.h>
#include <string.h>

#include "dt_impl.h"
#include "consume/dt_agg.h"
#include "check/dt_stack.h"

/* The key's address word rewritten; true if it has such keys at all. */
static bool
dt_stack_canon(dtrace_hdl_t *dtp, const dt_aggvar_t *ag, char *key)
{
	bool any = false;

	for (int i = 0; i < ag->ag_nkeys; i++) {
		int kind = dt_stack_kind(ag->ag_keytypes[i]);
		char *k = key + ag->ag_keyoffs[i];
		bool user = kind == DT_STK_USYM || kind == DT_STK_UMOD;
		uint64_t w[2], *addr = user ? &w[1] : &w[0];
		dt_symres_t r;
		int rc;

		if (kind != DT_STK_SYM && kind != DT_STK_MOD && !user)
			continue;
		any = true;
		memcpy(w, k, user ? 16 : 8);
		rc = user ? dt_usym_lookup(dtp, (int)w[0], *addr, &r) :
		    dt_ksym_lookup(dtp, *addr, &r);
		if (rc == 0 && (kind == DT_STK_SYM || kind == DT_STK_USYM))
			*addr -= r.sr_off;
		else if (rc >= 0 && (kind == DT_STK_MOD || kind == DT_STK_UMOD))
			*addr = r.sr_modaddr;
		memcpy(k, w, user ? 16 : 8);
	}
	return any;
}

static int
dt_stack_entcmp(const void *pa, const void *pb)
{
	const dt_aggent_t *a = pa, *b = pb;

	if (a->ae_var != b->ae_var)
		return a->ae_var->ag_id < b->ae_var->ag_id ? -1 : 1;
	return memcmp(a->ae_key, b->ae_key, a->ae_var->ag_keysize);
}

void
dt_stack_aggmerge(dtrace_hdl_t *dtp, dt_aggsnap_t *snap)
{
	size_t n = 0, nv = dtp->dt_aggvalsize / 8;
	bool any = false;

	for (size_t i = 0; i < snap->as_n; i++)
		any |= dt_stack_canon(dtp, snap->as_ents[i].ae_var,
		    snap->as_ents[i].ae_key);
	if (!any || snap->as_n == 0)
		return;
	qsort(snap->as_ents, snap->as_n, sizeof(dt_aggent_t), dt_stack_entcmp);
	for (size_t i = 1; i < snap->as_n; i++) {
		dt_aggent_t *keep = &snap->as_ents[n], *e = &snap->as_ents[i];

		if (dt_stack_entcmp(keep, e) != 0) {
			snap->as_ents[++n] = *e;
			continue;
		}
		dt_agg_combine(e->ae_var, keep->ae_val, e->ae_val);
		for (int c = 0; keep->ae_pcpu != NULL && c < dtp->dt_ncpus; c++)
			dt_agg_combine(e->ae_var, keep->ae_pcpu + c * nv,
			    e->ae_pcpu + c * nv);
	}
	snap->as_n = n + 1;
}
