/*
 * dt_compile.c -- from D text to enabled probes: parse, check, match each
 * clause's probe descriptions, then (dtrace_program_finish) generate and
 * link one BPF program per enabled probe (or per group of probes that
 * share one, dt_share.c).  Also -l listing and -S output.
 */
#include <ctype.h>
#include <errno.h>
#include <fnmatch.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <bpf/bpf.h>

#include "dt_impl.h"
#include "parse/dt_pcb.h"
#include "parse/dt_parse_impl.h"
#include "link/dt_dis.h"
#include "types/dt_btf.h"
#include "types/dt_ident.h"
#include "check/dt_check.h"
#include "check/dt_stack.h"
#include "check/dt_subr.h"
#include "base/dt_kfeat.h"
#include "cg/dt_cg.h"
#include "dt_driver.h"

typedef struct dt_match {
	dt_clause_t *clause;
	const char *desc;		/* the description being matched */
} dt_match_t;

static void
dt_attr_min(dt_attr_t *a, const dt_attr_t *b)
{
	if (b->at_name < a->at_name)
		a->at_name = b->at_name;
	if (b->at_data < a->at_data)
		a->at_data = b->at_data;
	if (b->at_class < a->at_class)
		a->at_class = b->at_class;
}

static bool
dt_attr_field_counts(const char *f)
{
	return f[0] != '\0' && strpbrk(f, "*?[") == NULL;
}

/* A probe's five stability attributes: its own, or its provider's. */
static const dt_attr_t *
dt_probe_attrs(const dt_probe_t *pr)
{
	const dt_provops_t *ops = pr->pr_ops;
	const dt_attr_t *attr = ops->po_probe_attr != NULL ?
	    ops->po_probe_attr(pr) : NULL;

	return attr != NULL ? attr : ops->po_attr;
}

/*
 * The stability of a probe description, as DTrace computes it: the
 * minimum over the provider and each field given without a glob; with no
 * provider, or a glob for it, Unstable/Unstable/Common.
 */
static void
dt_attr_desc(const dt_probe_t *pr, char *const fld[4], dt_attr_t *out)
{
	const dt_attr_t *attr = dt_probe_attrs(pr);
	int i;

	if (!dt_attr_field_counts(fld[0])) {
		*out = (dt_attr_t){ DT_STAB_UNSTABLE, DT_STAB_UNSTABLE,
		    DT_CLASS_COMMON };
		return;
	}
	*out = attr[DT_ATTR_PROV];
	for (i = 1; i < 4; i++)
		if (dt_attr_field_counts(fld[i]))
			dt_attr_min(out, &attr[i]);
}

static int
dt_compile_enable(dtrace_hdl_t *dtp, dt_probe_t *pr, void *arg)
{
	dt_clause_t *cl = ((dt_match_t *)arg)->clause;
	dt_epid_t *ev;
	int n = pr->pr_nclauses;

	pr->pr_clauses = dt_xrealloc(pr->pr_clauses, (n + 1) * sizeof(void *));
	pr->pr_epids = dt_xrealloc(pr->pr_epids, (n + 1) * sizeof(uint32_t));
	/* Doubled, not grown by one: a clause can match 100,000 probes
	   (fbt:::), and growing by one copied the table at every match --
	   cheap where glibc extends a block in place, 80 s under ASan,
	   whose realloc always moves (and maps and unmaps a large one). */
	if (dtp->dt_nepids == dtp->dt_capepids) {
		uint32_t cap = dtp->dt_capepids ? dtp->dt_capepids * 2 : 64;

		ev = dt_xrealloc(dtp->dt_epids, cap * sizeof(*ev));
		dtp->dt_epids = ev;
		dtp->dt_capepids = cap;
	}
	ev = dtp->dt_epids;
	/* one of a freed probe's (late enabling, dt_late.c), or a new one */
	pr->pr_epids[n] = dtp->dt_nfreeepids > 0 ?
	    dtp->dt_freeepids[--dtp->dt_nfreeepids] : ++dtp->dt_nepids;
	ev[pr->pr_epids[n] - 1].ep_clause = cl;
	ev[pr->pr_epids[n] - 1].ep_probe = pr;
	pr->pr_clauses[n] = cl;
	pr->pr_nclauses++;
	cl->cl_nmatched++;
	{
		char buf[1024], *fld[4];
		dt_attr_t a;

		if (dt_pdesc_split(((dt_match_t *)arg)->desc,
		    cl->cl_lastfield, fld, buf, sizeof(buf)) == 0) {
			dt_attr_desc(pr, fld, &a);
			dt_attr_min(&dtp->dt_descattr, &a);
		}
	}
	return 0;
}

/* ":::BEGIN" for "BEGIN": a description in full, for messages */
static void
dt_compile_fulldesc(const char *desc, int last, char *out, size_t len)
{
	char buf[1024], *f[4];

	if (dt_pdesc_split(desc, last, f, buf, sizeof(buf)) != 0)
		snprintf(out, len, "%s", desc);
	else
		snprintf(out, len, "%s:%s:%s:%s", f[0], f[1], f[2], f[3]);
}

/* Could a description's provider field name a provider that needs what
   is missing (a flag of dt_provops_t)? */
static bool
dt_compile_names(dtrace_hdl_t *dtp, const char *prov,
    bool (*needs)(const dt_provops_t *))
{
	int i;

	for (i = 0; i < dtp->dt_nprovs; i++)
		if (needs(dtp->dt_provs[i]) && (prov[0] == '\0' ||
		    fnmatch(prov, dtp->dt_provs[i]->po_name, 0) == 0))
			return true;
	return false;
}

static bool
dt_compile_tracefs(const dt_provops_t *ops)
{
	return ops->po_tracefs;
}

static bool
dt_compile_btf(const dt_provops_t *ops)
{
	return ops->po_btf;
}

/*
 * Why a description may have matched nothing: tracefs or the kernel's BTF
 * is missing and a provider whose probes come from it could be the one
 * described (its provider field matches one, or is empty).  "" if that is
 * not so.
 */
static void
dt_compile_nomatch_why(dtrace_hdl_t *dtp, const char *desc, int last,
    char *why, size_t len)
{
	char buf[1024], *f[4];
	int err = dtp->dt_tracefs_errno;

	why[0] = '\0';
	if (dt_pdesc_split(desc, last, f, buf, sizeof(buf)) != 0)
		return;
	if (dt_compile_names(dtp, f[0], dt_compile_btf) &&
	    dt_btf_kernel(&dtp->dt_types) == NULL) {
		snprintf(why, len, " (%s)", DT_BTF_NONE_MSG);
		return;
	}
	if (err == 0 || !dt_compile_names(dtp, f[0], dt_compile_tracefs))
		return;
	if (err == ENODEV)	/* the kernel knows no such file system */
		snprintf(why, len, " (this kernel has no tracefs: it needs "
		    "CONFIG_FTRACE=y)");
	else
		snprintf(why, len, " (tracefs is not mounted on "
		    "/sys/kernel/tracing and dtrace could not mount it: %s; "
		    "mount -t tracefs nodev /sys/kernel/tracing)",
		    strerror(err));
}

static int
dt_compile_match(dtrace_hdl_t *dtp, dt_pcb_t *pcb, int first, int last)
{
	int i, total = 0;

	for (i = first; i < dtp->dt_nclauses; i++) {
		dt_clause_t *cl = dtp->dt_clauses[i];
		dt_match_t m = { cl, NULL };
		dt_node_t *pd;

		cl->cl_lastfield = last;
		for (pd = cl->cl_node->dn_list; pd != NULL; pd = pd->dn_next) {
			char full[1100], why[256];

			m.desc = pd->dn_str;
			int n = dt_probe_iter(dtp, pd->dn_str, last,
			    dt_compile_enable, &m);

			pd->dn_nmatched = n;
			if (n < 0)
				return dt_pcb_error(pcb, pd->dn_line,
				    dtp->dt_errtag != NULL ? dtp->dt_errtag :
				    "D_PDESC_INVAL", "%s", dtp->dt_errmsg);
			if (n == 0 && !dtp->dt_opts.zdefs) {
				dt_compile_fulldesc(pd->dn_str, last, full,
				    sizeof(full));
				dt_compile_nomatch_why(dtp, pd->dn_str, last,
				    why, sizeof(why));
				return dt_pcb_error(pcb, pd->dn_line,
				    "D_PDESC_ZERO", "probe description %s does "
				    "not match any probes%s", full, why);
			}
			total += n;
		}
	}
	return total;
}

/* A field with the characters a description gives meaning escaped, so
   that it matches itself only. */
static char *
dt_compile_escape(dt_arena_t *a, const char *f)
{
	char *out = dt_arena_alloc(a, 2 * strlen(f) + 1), *o = out;

	for (; *f != '\0'; f++) {
		if (strchr("*?[]\\:", *f) != NULL)
			*o++ = '\\';
		*o++ = *f;
	}
	*o = '\0';
	return out;
}

/*
 * A probe ID where DTrace takes none: past 32 bits, or given to -P, -m or
 * -f, whose descriptions end before the probe name (its parser's order).
 */
static int
dt_compile_id_refused(dtrace_hdl_t *dtp, dt_pcb_t *pcb, const dt_node_t *pd)
{
	static const char *const fields[] = {
		"providers", "modules", "functions"
	};
	unsigned long long id = pd->dn_int;

	if (id > UINT32_MAX)
		return dt_pcb_error(pcb, pd->dn_line, "D_PDESC_INVAL",
		    "identifier %llu exceeds maximum probe id", id);
	if (dtp->dt_pdesc_last < 3)
		return dt_pcb_error(pcb, pd->dn_line, "D_PDESC_INVAL",
		    "probe identifier %llu not permitted when specifying %s",
		    id, fields[dtp->dt_pdesc_last]);
	return 0;
}

/*
 * A description that is a number is a probe ID as "dtrace -l" numbers the
 * probes (dtrace -i 42, "42 { ... }" in a script), as in DTrace: it
 * becomes that probe's own description, before the clauses are checked
 * (args[] is typed from the description).
 */
static int
dt_compile_ids(dtrace_hdl_t *dtp, dt_pcb_t *pcb)
{
	dt_arena_t *a = pcb->pcb_arena;
	dt_node_t *n, *pd;
	dt_probe_t *pr;

	for (n = pcb->pcb_program; n != NULL; n = n->dn_next) {
		if (n->dn_kind != DT_N_CLAUSE)
			continue;
		for (pd = n->dn_list; pd != NULL; pd = pd->dn_next) {
			if (!isdigit((unsigned char)pd->dn_str[0]))
				continue;
			if (dt_compile_id_refused(dtp, pcb, pd) != 0)
				return -1;
			if (dt_probe_provide_all(dtp) != 0)
				return dt_pcb_error(pcb, pd->dn_line,
				    "D_PDESC_INVAL", "%s", dtp->dt_errmsg);
			if ((pr = dt_probe_by_id(dtp, pd->dn_int)) == NULL)
				return dt_pcb_error(pcb, pd->dn_line,
				    "D_PDESC_INVAL", "invalid probe identifier "
				    "%llu: Unknown probe identifier",
				    (unsigned long long)pd->dn_int);
			pd->dn_str = dt_arena_printf(a, "%s:%s:%s:%s",
			    dt_compile_escape(a, pr->pr_prov),
			    dt_compile_escape(a, pr->pr_mod),
			    dt_compile_escape(a, pr->pr_func),
			    dt_compile_escape(a, pr->pr_name));
		}
	}
	return 0;
}

/*
 * DTrace's check of the macro arguments: the last one given must be used
 * ($n or $$n), or the program was likely given one argument too many
 * (-x argref permits it).  Only the last, as DTrace checks; a script's
 * message names its last line, where DTrace's parser stands then.
 */
static int
dt_compile_argref(dtrace_hdl_t *dtp, dt_pcb_t *pcb)
{
	int line = 1;
	size_t i;

	if (pcb->pcb_argc < 1 || dtp->dt_opts.argref ||
	    pcb->pcb_argused[pcb->pcb_argc])
		return 0;
	for (i = 0; i < pcb->pcb_textlen; i++)
		line += pcb->pcb_text[i] == '\n';
	return dt_pcb_error(pcb, line, "D_MACRO_UNUSED", "extraneous argument "
	    "'%s' ($%d is not referenced)", pcb->pcb_argv[pcb->pcb_argc],
	    pcb->pcb_argc);
}

/*
 * A program of nothing but comments and pragmas is DTrace's D_EMPTY, at
 * the line its parser stands on at the end (as for D_MACRO_UNUSED), after
 * the pragmas took effect: -x empty, or its pragma, lets it through.
 */
static int
dt_compile_empty(dtrace_hdl_t *dtp, dt_pcb_t *pcb)
{
	const dt_node_t *n;
	int line = 1;
	size_t i;

	for (n = pcb->pcb_program; n != NULL; n = n->dn_next)
		if (n->dn_kind != DT_N_PRAGMA)
			return 0;
	if (dtp->dt_opts.empty)
		return 0;
	for (i = 0; i < pcb->pcb_textlen; i++)
		line += pcb->pcb_text[i] == '\n';
	return dt_pcb_error(pcb, line, "D_EMPTY",
	    "empty D program translation unit");
}

static void
dt_compile_seterr(dtrace_hdl_t *dtp, const dt_pcb_t *pcb, bool script)
{
	char tag[64] = "";

	if ((dtp->dt_opts.errtags || pcb->pcb_errtags) &&
	    pcb->pcb_errtag != NULL)
		snprintf(tag, sizeof(tag), "[%s] ", pcb->pcb_errtag);
	if (pcb->pcb_errtag != NULL && pcb->pcb_errtag[0] == '\0')
		dt_set_err(dtp, "%s", pcb->pcb_errmsg);	/* DT_PCB_NOTAG */
	else if (pcb->pcb_errfile != NULL)	/* in a D library, dt_dlib.c */
		dt_set_err(dtp, "%s\"%s\", line %d: %s", tag,
		    pcb->pcb_errfile, pcb->pcb_errline, pcb->pcb_errmsg);
	else if (script)
		dt_set_err(dtp, "%sline %d: %s", tag, pcb->pcb_errline,
		    pcb->pcb_errmsg);
	else if (pcb->pcb_region != NULL)
		dt_set_err(dtp, "%sin %s: %s", tag, pcb->pcb_region,
		    pcb->pcb_errmsg);
	else
		dt_set_err(dtp, "%s%s", tag, pcb->pcb_errmsg);
}

/* The parser asks which names are types: the handle's typedefs. */
static bool
dt_compile_is_typename(void *arg, const char *name)
{
	return dt_type_lookup_typedef(&((dtrace_hdl_t *)arg)->dt_types,
	    name) != NULL;
}

/*
 * ... and which are kernel typedefs (from BTF, dt_btf.c).  D's own names
 * (built-in variables, variables already declared) are not asked about:
 * that would read the kernel's BTF for nothing.
 */
static bool
dt_compile_is_ktypename(void *arg, const char *mod, const char *name)
{
	dtrace_hdl_t *dtp = arg;
	dt_btf_miss_t miss;

	if (mod == NULL && (dt_ident_builtin(name) != NULL ||
	    dt_ident_lookup(dtp->dt_globals, name) != NULL))
		return false;
	return dt_btf_lookup_typedef(&dtp->dt_types, mod, name, &miss) != NULL;
}

/* ... and which are the names of variables and functions it knows */
static bool
dt_compile_is_global(void *arg, const char *name)
{
	dtrace_hdl_t *dtp = arg;

	return dt_ident_builtin(name) != NULL ||
	    dt_ident_lookup(dtp->dt_globals, name) != NULL ||
	    dt_chk_actfunc_kind(name) != NULL || dt_chk_is_stackfn(name) ||
	    dt_subr_lookup(name) != NULL;
}

static void
dt_compile_pcb(dtrace_hdl_t *dtp, dt_pcb_t *pcb, dt_parse_hooks_t *hooks,
    const char *text)
{
	*hooks = (dt_parse_hooks_t){ dt_compile_is_typename,
	    dt_compile_is_ktypename, dt_compile_is_global, dtp };
	memset(pcb, 0, sizeof(*pcb));
	pcb->pcb_arena = dtp->dt_carena;
	pcb->pcb_private = hooks;
	pcb->pcb_text = text;
	pcb->pcb_textlen = strlen(text);
}

/*
 * Parse D text the compiler writes itself (args[] expansions, dt_args.c)
 * with the handle's type names; the nodes live as long as the program.
 */
int
dt_compile_parse_text(dtrace_hdl_t *dtp, const char *text, dt_pcb_t *pcb)
{
	dt_parse_hooks_t hooks;

	dt_compile_pcb(dtp, pcb, &hooks, dt_arena_strdup(dtp->dt_carena,
	    text));
	return dt_parse(pcb);
}

/* A D library (dt_dlib.c): declarations only, its path in messages. */
int
dt_compile_lib(dtrace_hdl_t *dtp, const char *text, const char *path)
{
	dt_parse_hooks_t hooks;
	dt_pcb_t pcb;

	dt_compile_pcb(dtp, &pcb, &hooks, text);
	pcb.pcb_filetag = path;
	if (dt_parse(&pcb) != 0 || dt_check_program(dtp, &pcb) != 0) {
		dt_compile_seterr(dtp, &pcb, true);
		return -1;
	}
	return 0;
}

int
dtrace_compile(dtrace_hdl_t *dtp, const char *text, dtrace_probespec_t spec,
    const char *name)
{
	dt_parse_hooks_t hooks;
	dt_pcb_t pcb;
	bool used[64] = { false };
	int first = dtp->dt_nclauses, n;
	int last = spec == DTRACE_PROBESPEC_NONE ? 3 : (int)spec;

	if (dt_dlib_load(dtp, text) != 0)
		return -1;
	dt_compile_pcb(dtp, &pcb, &hooks, text);
	/* argv[0 .. argc) are $0 .. $argc-1; the parser wants the last n */
	n = dtp->dt_macro_argc > 64 ? 64 : dtp->dt_macro_argc;
	pcb.pcb_argc = n > 0 ? n - 1 : 0;
	pcb.pcb_argv = n > 0 ? dtp->dt_macro_argv : NULL;
	pcb.pcb_argused = used;
	pcb.pcb_defaultargs = dtp->dt_opts.defaultargs;
	pcb.pcb_target = dtp->dt_target;
	pcb.pcb_is_clause_text = spec != DTRACE_PROBESPEC_NONE;
	pcb.pcb_bare_pdesc = dtp->dt_provider_build;
	pcb.pcb_pspec = dtp->dt_opts.pspec;
	pcb.pcb_pid = getpid();
	pcb.pcb_ppid = getppid();
	pcb.pcb_uid = getuid();
	pcb.pcb_gid = getgid();
	pcb.pcb_pgid = getpgid(0);
	pcb.pcb_sid = getsid(0);
	dtp->dt_descattr = (dt_attr_t){ DT_STAB_STANDARD, DT_STAB_STANDARD,
	    DT_CLASS_COMMON };
	dtp->dt_pdesc_last = last;

	if (dt_parse(&pcb) != 0 || dt_tree_dump(dtp, &pcb, 1) != 0 ||
	    dt_compile_ids(dtp, &pcb) != 0 ||
	    dt_compile_argref(dtp, &pcb) != 0 ||
	    dt_check_program(dtp, &pcb) != 0 ||
	    dt_compile_empty(dtp, &pcb) != 0 ||
	    dt_tree_dump(dtp, &pcb, 2) != 0 || pgen_collect(dtp, &pcb) != 0 ||
	    (n = dt_compile_match(dtp, &pcb, first, last)) < 0) {
		dt_compile_seterr(dtp, &pcb, spec == DTRACE_PROBESPEC_NONE);
		return -1;
	}
	(void)name;
	return n;
}

/*
 * Every identifier and action the compiler accepts today (the built-in
 * variables, user variables, trace, printf, exit) is Stable/Stable/Common
 * in DTrace, so that is the minimum statement attribute.
 */
void
dtrace_compile_attr(dtrace_hdl_t *dtp, dtrace_attribute_t *desc,
    dtrace_attribute_t *stmt)
{
	desc->dtat_name = dtp->dt_descattr.at_name;
	desc->dtat_data = dtp->dt_descattr.at_data;
	desc->dtat_class = dtp->dt_descattr.at_class;
	*stmt = (dtrace_attribute_t){ DT_STAB_STABLE, DT_STAB_STABLE,
	    DT_CLASS_COMMON };
}

/*
 * A program with self-> variables also runs, when a thread exits, code that
 * frees that thread's variables (dt_cg_dvar_tlsexit), as DTrace does: on
 * the sched_process_exit raw tracepoint, which fires in the exiting thread.
 */
static void
dt_compile_tlsexit(dtrace_hdl_t *dtp)
{
	const dt_ident_t *id;

	for (id = dtp->dt_selfvars; id != NULL; id = id->di_next)
		if (id->di_kind == DT_ID_DVAR && !id->di_taskstore)
			break;		/* (task storage goes with the task) */
	if (id != NULL || dtp->dt_vtime)
		dtp->dt_tlsexit = dt_probe_lookup(dtp, "rawtp", "sched", "",
		    "sched_process_exit");
	if (dtp->dt_vtime)		/* dt_vtime.c */
		dtp->dt_vtimesw = dt_probe_lookup(dtp, "rawtp", "sched", "",
		    "sched_switch");
}

/*
 * bufpolicy=fill keeps room for the records of END's clauses from the
 * start (dt_buf.c), as DTrace reserves it for END's enablings.
 */
static void
dt_compile_endreserve(dtrace_hdl_t *dtp)
{
	dt_probe_t *end = dt_probe_lookup(dtp, "dtrace", "", "", "END");
	int i;

	dtp->dt_endreserve = 0;
	for (i = 0; end != NULL && i < end->pr_nclauses; i++)
		if (dt_clause_records(dtp, end->pr_clauses[i]))
			dtp->dt_endreserve +=
			    DT_BUF_COST(end->pr_clauses[i]->cl_recsize);
}

int
dtrace_program_finish(dtrace_hdl_t *dtp)
{
	uint32_t i;

	dt_compile_tlsexit(dtp);
	dt_compile_endreserve(dtp);
	dt_late_share_plan(dtp);	/* rows for late probes, if any */
	if (dt_share_generate(dtp) != 0)
		return -1;
	for (i = 0; i < dtp->dt_nprobes; i++) {
		dt_probe_t *pr = dtp->dt_probes[i];

		if (pr->pr_nclauses == 0 && pr != dtp->dt_tlsexit &&
		    pr != dtp->dt_vtimesw)
			continue;
		if (pr->pr_share != NULL)
			continue;	/* generated by dt_share_generate */
		if (pr->pr_ops == &dt_prov_dtrace &&
		    strcmp(pr->pr_name, "ERROR") == 0)
			continue;	/* inlined in fault blocks (dt_cg.c) */
		if (dt_cg_probe(dtp, pr, &pr->pr_bpf, false) != 0)
			return -1;
	}
	return dt_load_link(dtp);
}

/*
 * Call f on each probe description of each clause, in program order, with
 * its four fields; stop at the first nonzero return and return it.
 */
int
dt_clause_desc_iter(dtrace_hdl_t *dtp, dt_desc_f *f, void *arg)
{
	int c, rc;

	for (c = 0; c < dtp->dt_nclauses; c++) {
		dt_clause_t *cl = dtp->dt_clauses[c];
		dt_node_t *pd;

		for (pd = cl->cl_node->dn_list; pd != NULL; pd = pd->dn_next) {
			char buf[1024], *fld[4];

			if (dt_pdesc_split(pd->dn_str, cl->cl_lastfield, fld,
			    buf, sizeof(buf)) == 0 &&
			    (rc = f(dtp, cl, pd->dn_str, fld, arg)) != 0)
				return rc;
		}
	}
	return 0;
}

/* Enable a clause on the probes from dt_probes[*first] on that match. */
static int
dt_compile_late_desc(dtrace_hdl_t *dtp, dt_clause_t *cl, const char *desc,
    char *const fld[4], void *arg)
{
	dt_match_t m = { cl, desc };
	uint32_t i;

	for (i = *(uint32_t *)arg; i < dtp->dt_nprobes; i++)
		if (dt_probe_match(dtp->dt_probes[i], fld))
			dt_compile_enable(dtp, dtp->dt_probes[i], &m);
	return 0;
}

/*
 * While tracing, probes made since the program was compiled, from
 * dt_probes[first] on (a process that started later, dt_late.c): enable
 * the clauses whose descriptions match them, in program order, and
 * generate their programs.  Returns how many were enabled, or -1.
 */
int
dt_compile_late(dtrace_hdl_t *dtp, uint32_t first)
{
	uint32_t i;
	int n = 0;

	dt_clause_desc_iter(dtp, dt_compile_late_desc, &first);
	for (i = first; i < dtp->dt_nprobes; i++) {
		dt_probe_t *pr = dtp->dt_probes[i];

		if (pr->pr_nclauses == 0)
			continue;
		if (dt_late_share_generate(dtp, pr) != 0)
			return -1;
		n++;
	}
	return n;
}

int
dtrace_program_print(dtrace_hdl_t *dtp, FILE *fp)
{
	uint32_t i;

	for (i = 0; i < dtp->dt_nprobes; i++) {
		dt_probe_t *pr = dtp->dt_probes[i];
		char title[1200];

		if (pr->pr_bpf.dp_ninsns == 0)
			continue;
		if (dt_share_count(pr) > 1)
			snprintf(title, sizeof(title), "Disassembly of %s:%s:"
			    "%s:%s (probe ID %u) and %d more probes sharing "
			    "it", pr->pr_prov, pr->pr_mod, pr->pr_func,
			    pr->pr_name, pr->pr_id, dt_share_count(pr) - 1);
		else
			snprintf(title, sizeof(title), "Disassembly of %s:%s:"
			    "%s:%s (probe ID %u)", pr->pr_prov, pr->pr_mod,
			    pr->pr_func, pr->pr_name, pr->pr_id);
		dt_dis_prog(fp, title, &pr->pr_bpf);
		dt_vartab_print(dtp, fp, &pr->pr_bpf);
	}
	return 0;
}

static void
dt_list_header(FILE *fp)
{
	fprintf(fp, "%5s %10s %17s %33s %s\n", "ID", "PROVIDER", "MODULE",
	    "FUNCTION", "NAME");
}

const char *
dtrace_stability_name(int s)
{
	static const char *names[] = { "Internal", "Private", "Obsolete",
	    "External", "Unstable", "Evolving", "Stable", "Standard" };

	return s >= 0 && s <= DT_STAB_STANDARD ? names[s] : "Unknown";
}

const char *
dtrace_class_name(int c)
{
	static const char *names[] = { "Unknown", "CPU", "Platform", "Group",
	    "ISA", "Common" };

	return c >= 0 && c <= DT_CLASS_COMMON ? names[c] : "Unknown";
}

static void
dt_list_attr(FILE *fp, const char *what, const dt_attr_t *a)
{
	fprintf(fp, "\n\t%s\n", what);
	fprintf(fp, "\t\tIdentifier Names: %s\n", dtrace_stability_name(a->at_name));
	fprintf(fp, "\t\tData Semantics:   %s\n", dtrace_stability_name(a->at_data));
	fprintf(fp, "\t\tDependency Class: %s\n", dtrace_class_name(a->at_class));
}

/* -l -v: the probe's stability attributes and argument types (those its
   provider knows: the types of args[], translated ones as translated). */
static const char *
dt_list_argtype(dtrace_hdl_t *dtp, const dt_probe_t *pr, int i)
{
	dt_argdesc_t ad = { NULL, NULL, 0, false };

	if (pr->pr_ops->po_argdesc != NULL)	/* as args[i] is typed */
		return pr->pr_ops->po_argdesc(dtp, pr, i, &ad) ?
		    (ad.ad_xlate != NULL ? ad.ad_xlate : ad.ad_native) : NULL;
	return pr->pr_ops->po_argtype != NULL ? pr->pr_ops->po_argtype(pr, i) :
	    NULL;
}

/*
 * Why the probe cannot be enabled on this kernel, or NULL if it can
 * (fbt and the stable providers' function probes where the kernel takes
 * neither fentry nor kprobes): the checks its provider makes before
 * loading (po_prepare, po_load_opts), their reason without the "could not
 * enable tracing: PROBE: " that enabling says before it.
 */
static const char *
dt_list_unavail(dtrace_hdl_t *dtp, dt_probe_t *pr)
{
	LIBBPF_OPTS(bpf_prog_load_opts, opts);
	char prefix[1024];
	const char *msg, *why;

	if (pr->pr_ops->po_load_opts == NULL &&
	    pr->pr_ops->po_prepare == NULL)
		return NULL;
	if (pr->pr_ops->po_prepare != NULL)
		pr->pr_ops->po_prepare(dtp, pr);
	if (pr->pr_ops->po_load_opts == NULL ||
	    pr->pr_ops->po_load_opts(dtp, pr, &opts) == 0)
		return NULL;
	msg = dtrace_errmsg(dtp);
	snprintf(prefix, sizeof(prefix), "%s:%s:%s:%s: ", pr->pr_prov,
	    pr->pr_mod, pr->pr_func, pr->pr_name);
	why = strstr(msg, prefix);
	return why != NULL ? why + strlen(prefix) : msg;
}

/*
 * Does a plain "dtrace -l" count the probes it lists that cannot be
 * enabled?  Where the kernel has kprobes, every kernel function listed
 * can be attached (by fentry, or else by kprobe), and finding out which
 * way loads a program for each function (55,000 for fbt: 16 s under
 * emulation), so only a kernel without kprobes is asked, where that
 * answer is quick.
 */
static bool
dt_list_unavail_counted(dtrace_hdl_t *dtp)
{
	return !dt_kfeat_has(dtp, DT_KF_KPROBES);
}

/* -l -v: the reason, in a section of its own */
static void
dt_list_avail(dtrace_hdl_t *dtp, FILE *fp, dt_probe_t *pr)
{
	const char *why = dt_list_unavail(dtp, pr);

	if (why != NULL)
		fprintf(fp, "\tAvailability\n\t\tnot on this kernel: %s\n\n",
		    why);
}

static void
dt_list_info(dtrace_hdl_t *dtp, FILE *fp, dt_probe_t *pr)
{
	char *fld[4] = { pr->pr_prov, pr->pr_mod, pr->pr_func, pr->pr_name };
	const char *type;
	dt_attr_t a;
	int i;

	dt_attr_desc(pr, fld, &a);
	dt_list_attr(fp, "Probe Description Attributes", &a);
	dt_list_attr(fp, "Argument Attributes",
	    &dt_probe_attrs(pr)[DT_ATTR_ARGS]);
	fprintf(fp, "\n\tArgument Types\n");
	for (i = 0; (type = dt_list_argtype(dtp, pr, i)) != NULL; i++)
		fprintf(fp, "\t\targs[%d]: %s\n", i, type);
	fprintf(fp, "%s\n", i == 0 ? "\t\tNone\n" : "");
	dt_list_avail(dtp, fp, pr);
}

static int
dt_list_one(dtrace_hdl_t *dtp, dt_probe_t *pr, void *arg)
{
	fprintf((FILE *)arg, "%5u %10s %17s %33s %s\n", pr->pr_id, pr->pr_prov,
	    pr->pr_mod, pr->pr_func, pr->pr_name);
	if (dtp->dt_opts.verbose)
		dt_list_info(dtp, (FILE *)arg, pr);
	else if (dt_list_unavail_counted(dtp) && dt_list_unavail(dtp, pr) !=
	    NULL)
		dtp->dt_nunavail++;	/* said once: dtrace_warning() */
	return 0;
}

int
dtrace_list(dtrace_hdl_t *dtp, FILE *fp, const char *desc,
    dtrace_probespec_t spec)
{
	int n;

	dt_list_header(fp);
	n = dt_probe_iter(dtp, desc ? desc : "", spec ==
	    DTRACE_PROBESPEC_NONE ? 3 : (int)spec, dt_list_one, fp);
	return n < 0 ? -1 : n;
}

/*
 * As DTrace lists a program: description by description, in program
 * order, so a probe that two descriptions match is listed twice; one
 * that matches nothing (-l implies -Z) goes to nomatch and the listing
 * goes on.
 */
int
dtrace_list_enabled(dtrace_hdl_t *dtp, FILE *fp, dtrace_nomatch_f *nomatch,
    void *arg)
{
	char full[1100], why[256];
	int i, n;

	dt_list_header(fp);
	for (i = 0; i < dtp->dt_nclauses; i++) {
		dt_clause_t *cl = dtp->dt_clauses[i];

		for (dt_node_t *pd = cl->cl_node->dn_list; pd != NULL;
		    pd = pd->dn_next) {
			n = dt_probe_iter(dtp, pd->dn_str, cl->cl_lastfield,
			    dt_list_one, fp);
			if (n < 0)
				return -1;
			if (n > 0)
				continue;
			dt_compile_fulldesc(pd->dn_str, cl->cl_lastfield, full,
			    sizeof(full));
			dt_compile_nomatch_why(dtp, pd->dn_str,
			    cl->cl_lastfield, why, sizeof(why));
			fflush(fp);	/* the listing so far comes first */
			nomatch(full, why, arg);
		}
	}
	return 0;
}
