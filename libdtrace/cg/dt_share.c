/*
 * dt_share.c -- one program for many probes.
 *
 * A glob such as pid$target:libc.so.6::entry enables thousands of probes
 * whose programs are the same but for the probe's identity: its id, its
 * four names, the EPIDs of its clauses and, for a pid return probe, the
 * function's address.  Loading (and verifying) one program per probe and
 * attaching each with its own link costs seconds; the kernel can instead
 * attach one program to many instructions in one uprobe_multi link, giving
 * each a 64-bit cookie the program reads with bpf_get_attach_cookie().
 *
 * So for a provider that can (po_shareable, po_attach_shared):
 *
 *   1. each enabled probe's program is generated in shared form: the
 *	identity is read from a row of the dt_prows map chosen by the cookie
 *	(dt_cg.c, cg_shared);
 *   2. probes whose shared programs are identical, instruction for
 *	instruction and relocation for relocation, form one dt_share; the
 *	first probe holds the program (pr_bpf), the others none.  A probe
 *	alone in its group gets its own program back, in the usual form,
 *	which costs no lookup when it fires;
 *   3. each probe of a group gets a row (pr_row, its cookie), holding its
 *	id, the offsets of its names in dt_pnames, its pr_arg and its EPIDs
 *	in clause order, so records carry exactly the EPIDs they would
 *	carry with a program of its own;
 *   4. the program is loaded once and attached to all the group's probes
 *	by the provider (po_attach_shared), whose kernel objects are
 *	recorded in the group's first probe and closed with it.
 *
 * Identical programs run the same clauses with the same layouts: the only
 * thing the comparison lets differ is what comes from the row.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/mman.h>
#include <bpf/bpf.h>

#include "dt_impl.h"
#include "cg/dt_cg.h"

typedef struct dt_share {
	dt_probe_t **sh_probes;		/* sh_probes[0] holds the program */
	int sh_n, sh_cap;
	uint64_t sh_hash;		/* of the program */
	struct dt_share *sh_next;
} dt_share_t;

static uint64_t
dt_share_fnv(uint64_t h, const void *p, size_t n)
{
	const unsigned char *b = p;

	for (size_t i = 0; i < n; i++)
		h = (h ^ b[i]) * 0x100000001b3ULL;
	return h;
}

/* The instructions a word at a time (an instruction is 8 bytes): a byte
   at a time, 3,400 programs of libc's entries took 5 ms to hash. */
_Static_assert(sizeof(struct bpf_insn) == 8, "a BPF instruction is a word");

static uint64_t
dt_share_hash_insns(uint64_t h, const struct bpf_insn *insns, uint32_t n)
{
	for (uint32_t i = 0; i < n; i++) {
		uint64_t w;

		memcpy(&w, &insns[i], sizeof(w));
		h = (h ^ w) * 0x100000001b3ULL;
		h ^= h >> 29;
	}
	return h;
}

uint64_t
dt_share_hash(const dt_prog_t *dp)
{
	uint64_t h = dt_share_hash_insns(0xcbf29ce484222325ULL, dp->dp_insns,
	    dp->dp_ninsns);

	for (uint32_t i = 0; i < dp->dp_nrelocs; i++) {
		const dt_reloc_t *r = &dp->dp_relocs[i];

		h = dt_share_fnv(h, &r->dr_kind, sizeof(r->dr_kind));
		h = dt_share_fnv(h, &r->dr_insn, sizeof(r->dr_insn));
		h = dt_share_fnv(h, &r->dr_off, sizeof(r->dr_off));
		h = dt_share_fnv(h, r->dr_name, strlen(r->dr_name));
	}
	return h;
}

bool
dt_share_same(const dt_prog_t *a, const dt_prog_t *b)
{
	if (a->dp_ninsns != b->dp_ninsns || a->dp_nrelocs != b->dp_nrelocs ||
	    memcmp(a->dp_insns, b->dp_insns,
	    a->dp_ninsns * sizeof(struct bpf_insn)) != 0)
		return false;
	for (uint32_t i = 0; i < a->dp_nrelocs; i++) {
		const dt_reloc_t *x = &a->dp_relocs[i], *y = &b->dp_relocs[i];

		if (x->dr_kind != y->dr_kind || x->dr_insn != y->dr_insn ||
		    x->dr_off != y->dr_off || strcmp(x->dr_name, y->dr_name))
			return false;
	}
	return true;
}

static void
dt_share_add(dt_share_t *sh, dt_probe_t *pr)
{
	if (sh->sh_n == sh->sh_cap) {
		sh->sh_cap = sh->sh_cap ? sh->sh_cap * 2 : 16;
		sh->sh_probes = dt_xrealloc(sh->sh_probes,
		    (size_t)sh->sh_cap * sizeof(dt_probe_t *));
	}
	sh->sh_probes[sh->sh_n++] = pr;
	pr->pr_share = sh;
}

/* Put pr, whose shared program is dp, in the group of its program. */
static void
dt_share_join(dtrace_hdl_t *dtp, dt_probe_t *pr, dt_prog_t *dp)
{
	uint64_t h = dt_share_hash(dp);
	dt_share_t *sh;

	for (sh = dtp->dt_shares; sh != NULL; sh = sh->sh_next)
		if (sh->sh_hash == h && pr->pr_ops == sh->sh_probes[0]->pr_ops &&
		    dt_share_same(&sh->sh_probes[0]->pr_bpf, dp))
			break;
	if (sh != NULL) {
		dt_prog_fini(dp);
	} else {
		sh = dt_xcalloc(1, sizeof(*sh));
		sh->sh_hash = h;
		sh->sh_next = dtp->dt_shares;
		dtp->dt_shares = sh;
		pr->pr_bpf = *dp;
	}
	dt_share_add(sh, pr);
}

/* May the probe's program be shared (also late: dt_late_share.c)? */
bool
dt_share_eligible(dtrace_hdl_t *dtp, const dt_probe_t *pr)
{
	return pr->pr_nclauses > 0 && pr != dtp->dt_tlsexit &&
	    pr != dtp->dt_vtimesw &&
	    pr->pr_ops->po_shareable != NULL &&
	    pr->pr_ops->po_attach_shared != NULL &&
	    pr->pr_ops->po_shareable(dtp, pr);
}

/* A group of one: the probe is given back to the per-probe path. */
static void
dt_share_dissolve(dtrace_hdl_t *dtp, dt_share_t **link)
{
	dt_share_t *sh = *link;
	dt_probe_t *pr = sh->sh_probes[0];

	(void)dtp;
	dt_prog_fini(&pr->pr_bpf);
	pr->pr_share = NULL;
	*link = sh->sh_next;
	free(sh->sh_probes);
	free(sh);
}

/*
 * Generate the shared programs and form the groups; the probes left out
 * (not eligible, or alone) keep pr_share NULL and no program, for
 * dtrace_program_finish to generate as usual.  Returns 0, or -1 with the
 * error set.
 */
int
dt_share_generate(dtrace_hdl_t *dtp)
{
	int maxcl = -1;
	dt_share_t **link;

	for (uint32_t i = 0; i < dtp->dt_nprobes; i++) {
		dt_probe_t *pr = dtp->dt_probes[i];

		if (dt_share_eligible(dtp, pr) && pr->pr_nclauses > maxcl)
			maxcl = pr->pr_nclauses;
	}
	/* room for late enabling's rows too (dt_late_share.c) */
	if (dtp->dt_lrowcap > 0 && (int)dtp->dt_lateclauses > maxcl)
		maxcl = (int)dtp->dt_lateclauses;
	if (maxcl < 0)
		return 0;
	dtp->dt_rowsize = (DT_ROW_EPIDS + 4 * (uint32_t)maxcl + 7) & ~7u;
	for (uint32_t i = 0; i < dtp->dt_nprobes; i++) {
		dt_probe_t *pr = dtp->dt_probes[i];
		dt_prog_t dp;

		if (!dt_share_eligible(dtp, pr))
			continue;
		dt_prog_init(&dp);
		if (dt_cg_probe(dtp, pr, &dp, true) != 0) {
			dt_prog_fini(&dp);
			return -1;
		}
		dt_share_join(dtp, pr, &dp);
	}
	for (link = &dtp->dt_shares; *link != NULL;) {
		dt_share_t *sh = *link;

		if (sh->sh_n == 1) {
			dt_share_dissolve(dtp, link);
			continue;
		}
		for (int k = 0; k < sh->sh_n; k++)
			sh->sh_probes[k]->pr_row = dtp->dt_nrows++;
		link = &sh->sh_next;
	}
	return 0;
}

/* How many probes pr's program serves (1: its own). */
int
dt_share_count(const dt_probe_t *pr)
{
	return pr->pr_share != NULL ? pr->pr_share->sh_n : 1;
}

/* dt_pnames under construction: names packed, each NUL-terminated. */
typedef struct dt_names {
	char *nm_buf;
	uint32_t nm_len, nm_cap;
	const char *nm_last[4];		/* the previous row's, and where */
	uint32_t nm_lastoff[4];
} dt_names_t;

static uint32_t
dt_names_add(dt_names_t *nm, int which, const char *s)
{
	size_t len = strlen(s) + 1;
	uint32_t off;

	if (nm->nm_last[which] != NULL && strcmp(nm->nm_last[which], s) == 0)
		return nm->nm_lastoff[which];
	while (nm->nm_len + len > nm->nm_cap) {
		nm->nm_cap = nm->nm_cap ? nm->nm_cap * 2 : 4096;
		nm->nm_buf = dt_xrealloc(nm->nm_buf, nm->nm_cap);
	}
	off = nm->nm_len;
	memcpy(nm->nm_buf + off, s, len);
	nm->nm_len += (uint32_t)len;
	nm->nm_last[which] = s;
	nm->nm_lastoff[which] = off;
	return off;
}

static void
dt_share_row(const dt_probe_t *pr, dt_names_t *nm, char *row)
{
	const char *names[4] = { pr->pr_prov, pr->pr_mod, pr->pr_func,
	    pr->pr_name };
	uint32_t v = pr->pr_id;

	memcpy(row + DT_ROW_ID, &v, 4);
	for (int k = 0; k < 4; k++) {
		v = dt_names_add(nm, k, names[k]);
		memcpy(row + DT_ROW_NAMES + 4 * k, &v, 4);
	}
	memcpy(row + DT_ROW_ARG, &pr->pr_arg, 8);
	memcpy(row + DT_ROW_EPIDS, pr->pr_epids,
	    (size_t)pr->pr_nclauses * 4);
}

/*
 * dt_pnames: the names of the rows made now, then a slot of
 * DT_LATE_NAMESLOT bytes for each of late enabling's rows, which it
 * writes in place (mmap'd: BPF_F_MMAPABLE, Linux 5.5) as it fills a row.
 */
static int
dt_share_names_map(dtrace_hdl_t *dtp, const dt_names_t *nm)
{
	LIBBPF_OPTS(bpf_map_create_opts, o);
	size_t size = nm->nm_len + (size_t)dtp->dt_lrowcap * DT_LATE_NAMESLOT;
	size_t pg = (size_t)sysconf(_SC_PAGESIZE);
	uint32_t key = 0;
	char *buf;
	void *map;

	if (dtp->dt_lrowcap > 0)
		o.map_flags = BPF_F_MMAPABLE;
	buf = dt_xcalloc(1, size);
	memcpy(buf, nm->nm_buf, nm->nm_len);
	dtp->dt_pnamesfd = bpf_map_create(BPF_MAP_TYPE_ARRAY, "dt_pnames", 4,
	    (uint32_t)size, 1, &o);
	if (dtp->dt_pnamesfd >= 0 &&
	    bpf_map_update_elem(dtp->dt_pnamesfd, &key, buf, BPF_ANY) != 0) {
		close(dtp->dt_pnamesfd);
		dtp->dt_pnamesfd = -1;
	}
	free(buf);
	if (dtp->dt_pnamesfd < 0 || dtp->dt_lrowcap == 0)
		return dtp->dt_pnamesfd < 0 ? -1 : 0;
	dtp->dt_pnamesbase = nm->nm_len;
	dtp->dt_pnamesmaplen = (size + pg - 1) / pg * pg;
	map = mmap(NULL, dtp->dt_pnamesmaplen, PROT_READ | PROT_WRITE,
	    MAP_SHARED, dtp->dt_pnamesfd, 0);
	if (map == MAP_FAILED) {
		dtp->dt_pnamesmaplen = 0;
		return -1;
	}
	dtp->dt_pnamesmap = map;
	return 0;
}

/*
 * Create dt_prows (an array: the rows, by cookie) and dt_pnames (one
 * value: the names), with room for late enabling's rows after those of
 * the probes sharing now (dt_lrowcap of them, from dt_nrows on).
 * Nothing if no probe shares a program and none may later.
 */
int
dt_share_load_maps(dtrace_hdl_t *dtp)
{
	dt_names_t nm = { 0 };
	uint32_t nrows = dtp->dt_nrows + dtp->dt_lrowcap;
	char *rows;
	int err = 0;

	if (nrows == 0)
		return 0;
	rows = dt_xcalloc(dtp->dt_nrows + 1, dtp->dt_rowsize);
	for (dt_share_t *sh = dtp->dt_shares; sh != NULL; sh = sh->sh_next)
		for (int k = 0; k < sh->sh_n; k++)
			dt_share_row(sh->sh_probes[k], &nm, rows +
			    (size_t)sh->sh_probes[k]->pr_row * dtp->dt_rowsize);
	dt_names_add(&nm, 0, "");	/* never an empty map value */
	dtp->dt_rowsfd = bpf_map_create(BPF_MAP_TYPE_ARRAY, "dt_prows", 4,
	    dtp->dt_rowsize, nrows, NULL);
	for (uint32_t i = 0; dtp->dt_rowsfd >= 0 && err == 0 &&
	    i < dtp->dt_nrows; i++)
		err = bpf_map_update_elem(dtp->dt_rowsfd, &i,
		    rows + (size_t)i * dtp->dt_rowsize, BPF_ANY);
	if (dtp->dt_rowsfd >= 0 && err == 0)
		err = dt_share_names_map(dtp, &nm);
	free(rows);
	free(nm.nm_buf);
	if (dtp->dt_rowsfd < 0 || dtp->dt_pnamesfd < 0 || err != 0)
		return dt_set_err(dtp, "cannot create the probe rows of shared "
		    "programs (%u rows): %s", nrows, strerror(errno));
	return 0;
}

/* Attach the loaded program of pr, the first probe of its group. */
int
dt_share_attach(dtrace_hdl_t *dtp, dt_probe_t *pr)
{
	dt_share_t *sh = pr->pr_share;

	return pr->pr_ops->po_attach_shared(dtp, sh->sh_probes, sh->sh_n,
	    pr->pr_progfd);
}

void
dt_share_teardown(dtrace_hdl_t *dtp)
{
	while (dtp->dt_shares != NULL) {
		dt_share_t *sh = dtp->dt_shares;

		for (int k = 0; k < sh->sh_n; k++)
			sh->sh_probes[k]->pr_share = NULL;
		dtp->dt_shares = sh->sh_next;
		free(sh->sh_probes);
		free(sh);
	}
	if (dtp->dt_pnamesmap != NULL)
		munmap(dtp->dt_pnamesmap, dtp->dt_pnamesmaplen);
	dtp->dt_pnamesmap = NULL;
	if (dtp->dt_rowsfd >= 0)
		close(dtp->dt_rowsfd);
	if (dtp->dt_pnamesfd >= 0)
		close(dtp->dt_pnamesfd);
	dtp->dt_rowsfd = dtp->dt_pnamesfd = -1;
	dtp->dt_nrows = 0;
}
