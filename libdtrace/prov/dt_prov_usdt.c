/*
 * dt_prov_usdt.c -- the usdt provider: the USDT probes of live processes,
 * <provider><pid>:<module>:<function>:<name>, from their .note.stapsdt
 * notes (our dtrace -h headers and <sys/sdt.h> write the same notes).
 *
 * Probes are made when a description names processes: an exact provider
 * with a pid (myapp1234, myapp$target) reads that process; a provider glob
 * (myapp*) reads every process that has a probe of a matching provider
 * (usdt_scan_all_pids) or that registered with the helper registry.
 *
 * One D probe may be several sites (the same probe macro used twice in a
 * function): one uprobe each, one program for all.  The sites' argument
 * specs can differ (registers chosen by the compiler at each site), so the
 * trampoline tells the sites apart by the probed address (pt_regs ip is
 * the probe's address while uprobe handlers run) and decodes each one's
 * arguments as usdt.h says.  The semaphore (is-enabled) is the uprobe's
 * reference counter: the kernel increments it while we are attached.
 */
#include <errno.h>
#include <fnmatch.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "dt_impl.h"
#include "cg/dt_cg_tramp.h"
#include "../../usdt/usdt.h"
#include "../../usdt/usdt_dof.h"

extern const dt_provops_t dt_prov_usdt;

typedef struct usdt_site {
	uint64_t us_addr;		/* run-time address of the nop */
	int us_nargs;
	usdt_arg_t us_args[USDT_MAX_ARGS];
	uint64_t us_bias;		/* for STATIC arguments */
} usdt_site_t;

typedef struct usdt_dprobe {
	dt_uprobe_t ud_up;
	int ud_nsites;
	usdt_site_t ud_sites[8];
	uint64_t ud_offs[8];
	bool ud_hasattr;		/* ud_attr is from the DOF */
	dt_attr_t ud_attr[USDT_DOF_NATTR]; /* its provider's stability */
	int ud_nargs;			/* args[]: the DOF's, or the note's */
	bool ud_specargs;		/* no DOF: args[] from the first note */
	char *ud_native[USDT_MAX_ARGS];	/* args[i] from (native)argN ... */
	char *ud_xlate[USDT_MAX_ARGS];	/* ... xlate to this, or NULL */
	uint8_t ud_map[USDT_MAX_ARGS];	/* argN is native ud_map[N] */
	char *ud_path;			/* in ud_strs */
	char ud_strs[];
} usdt_dprobe_t;

/*
 * The stability attributes the DOF gives the probe's provider ("#pragma D
 * attributes" lines of the provider file), if it has them.
 */
static void
usdt_dprobe_attr(usdt_dprobe_t *ud, const usdt_probe_t *p)
{
	const usdt_dof_attr_t *da = usdt_file_provattr(p->obj->file, p->note);

	if ((ud->ud_hasattr = da != NULL))
		for (int i = 0; i < USDT_DOF_NATTR; i++)
			ud->ud_attr[i] = (dt_attr_t){ da[i].name, da[i].data,
			    da[i].dclass };
}

/* Copy the string t to *s and step past it; NULL stays NULL. */
static char *
usdt_strput(char **s, const char *t)
{
	char *d = *s;

	if (t == NULL)
		return NULL;
	*s += strlen(t) + 1;
	return strcpy(d, t);
}

/*
 * args[] from the DOF's probe definition: "probe p(int a, char *b) :
 * (char *b, int a)" has native types int, char * and translated types
 * char *, int with the mapping 1, 0: argN is native argument map[N], and
 * args[N] is argN as its translated type, through a translator when that
 * differs from the native one (struct conn * to conninfo_t *).
 */
static void
usdt_dprobe_args(usdt_dprobe_t *ud, const usdt_dof_probe_t *dp, char **s)
{
	int i;

	ud->ud_nargs = dp->xargc < USDT_MAX_ARGS ? dp->xargc : USDT_MAX_ARGS;
	for (i = 0; i < ud->ud_nargs; i++) {
		const char *n = dp->nargv[dp->argmap[i]], *x = dp->xargv[i];

		ud->ud_map[i] = dp->argmap[i];
		ud->ud_native[i] = usdt_strput(s, n);
		ud->ud_xlate[i] = usdt_strput(s, strcmp(n, x) != 0 ? x : NULL);
	}
}

/*
 * The type of an argument as its note's spec gives it: a size and a
 * sign ("-4@%edi" an int32_t, "8@%rax" a uint64_t).
 */
static const char *
usdt_spec_type(const usdt_arg_t *a)
{
	static const char *const types[2][4] = {
		{ "uint8_t", "uint16_t", "uint32_t", "uint64_t" },
		{ "int8_t", "int16_t", "int32_t", "int64_t" },
	};
	int i = a->size == 1 ? 0 : a->size == 2 ? 1 : a->size == 4 ? 2 : 3;

	return types[a->is_signed][i];
}

/*
 * args[] of a probe no DOF defines (a program built by systemtap's dtrace
 * or with <sys/sdt.h>): the note's arguments in order, typed by their
 * specs, so that args[0] of postgresql*:::query-start works as arg0 does
 * (a pointer is a uint64_t: copyinstr(args[0]) reads the string).
 */
static void
usdt_dprobe_specargs(usdt_dprobe_t *ud, const usdt_note_t *n, char **s)
{
	ud->ud_specargs = true;
	ud->ud_nargs = n->nargs < USDT_MAX_ARGS ? n->nargs : USDT_MAX_ARGS;
	for (int i = 0; i < ud->ud_nargs; i++) {
		ud->ud_map[i] = (uint8_t)i;
		ud->ud_native[i] = usdt_strput(s, usdt_spec_type(&n->args[i]));
		ud->ud_xlate[i] = NULL;
	}
}

/*
 * A new D probe's data, holding in one allocation (freed with the probe)
 * the file to probe and the arguments and stability its DOF gives, if
 * any.
 */
static usdt_dprobe_t *
usdt_dprobe_new(const usdt_probe_t *p)
{
	const usdt_dof_probe_t *dp = usdt_file_dofprobe(p->obj->file,
	    p->note);
	size_t len = strlen(p->obj->open_path) + 1;
	usdt_dprobe_t *ud;
	char *s;

	for (int i = 0; dp != NULL && i < dp->xargc && i < USDT_MAX_ARGS;
	    i++)
		len += strlen(dp->nargv[dp->argmap[i]]) +
		    strlen(dp->xargv[i]) + 2;
	if (dp == NULL)
		len += USDT_MAX_ARGS * sizeof("uint64_t");
	ud = dt_xcalloc(1, sizeof(*ud) + len);
	s = ud->ud_strs;
	ud->ud_path = usdt_strput(&s, p->obj->open_path);
	if (dp != NULL)
		usdt_dprobe_args(ud, dp, &s);
	else
		usdt_dprobe_specargs(ud, p->note, &s);
	usdt_dprobe_attr(ud, p);
	return ud;
}

static const dt_attr_t usdt_attr[5] = {
	{ DT_STAB_EVOLVING, DT_STAB_EVOLVING, DT_CLASS_ISA },	/* provider */
	{ DT_STAB_PRIVATE, DT_STAB_PRIVATE, DT_CLASS_UNKNOWN },	/* module */
	{ DT_STAB_PRIVATE, DT_STAB_PRIVATE, DT_CLASS_UNKNOWN },	/* function */
	{ DT_STAB_EVOLVING, DT_STAB_EVOLVING, DT_CLASS_ISA },	/* name */
	{ DT_STAB_EVOLVING, DT_STAB_EVOLVING, DT_CLASS_ISA },	/* args */
};

static bool
usdt_field(const char *pat, const char *s)
{
	return pat[0] == '\0' || fnmatch(pat, s, 0) == 0;
}

/* Add one site to the D probe for it, making the probe if need be. */
static int
usdt_add_site(dtrace_hdl_t *dtp, const usdt_probe_t *p, pid_t pid)
{
	const usdt_note_t *n = p->note;
	dt_probe_t *pr = dt_probe_lookup(dtp, p->provider, p->module,
	    p->function, p->name);
	usdt_dprobe_t *ud;
	usdt_site_t *s;

	if (pr != NULL && (pr->pr_progfd >= 0 || pr->pr_nfds > 0))
		return 0;	/* loaded or attached: its sites are fixed */
	if (pr == NULL) {
		ud = usdt_dprobe_new(p);
		ud->ud_up.up_path = ud->ud_path;
		ud->ud_up.up_offs = ud->ud_offs;
		ud->ud_up.up_pid = pid;
		ud->ud_up.up_refctr = n->sema_mapped ? n->sema_off : 0;
		pr = dt_probe_create_in(dtp, &dt_prov_usdt, p->provider,
		    p->module, p->function, p->name, 0);
		pr->pr_data = ud;
	}
	ud = pr->pr_data;
	for (int i = 0; i < ud->ud_nsites; i++)
		if (ud->ud_sites[i].us_addr == p->addr)
			return 0;
	if (ud->ud_nsites == 8 || strcmp(ud->ud_path, p->obj->open_path) != 0)
		return dt_set_err(dtp, "%s:%s:%s:%s: more probe sites than "
		    "are supported", p->provider, p->module, p->function,
		    p->name);
	s = &ud->ud_sites[ud->ud_nsites];
	s->us_addr = p->addr;
	s->us_nargs = n->nargs;
	s->us_bias = p->obj->bias;
	memcpy(s->us_args, n->args, sizeof(s->us_args));
	ud->ud_offs[ud->ud_nsites++] = n->off;
	ud->ud_up.up_noffs = ud->ud_nsites;
	return 1;
}

static int
usdt_provide_pid(dtrace_hdl_t *dtp, pid_t pid, const char *prov,
    const char *mod, const char *func, const char *name)
{
	usdt_proc_t *up;
	usdt_err_t err;
	int made = 0, rc;

	if (usdt_proc_open(dtp->dt_usdtcache, pid, &up, &err) != 0)
		return 0;	/* gone, or unreadable: no probes of it */
	usdt_warn_proc(dtp, up);
	for (size_t i = 0; i < up->nprobes; i++) {
		const usdt_probe_t *p = &up->probes[i];

		if (!usdt_field(prov, p->provider) ||
		    !usdt_field(mod, p->module) ||
		    !usdt_field(func, p->function) ||
		    !usdt_field(name, p->name))
			continue;
		if ((rc = usdt_add_site(dtp, p, pid)) < 0) {
			made = -1;
			break;
		}
		made += rc;
	}
	usdt_proc_free(up);
	return made;
}

/* The pid at the end of a provider name (myapp1234), or 0. */
static pid_t
usdt_prov_pid(const char *prov)
{
	size_t n = strlen(prov), i = n;

	while (i > 0 && prov[i - 1] >= '0' && prov[i - 1] <= '9')
		i--;
	if (i == 0 || i == n || n - i > 9 || prov[i] == '0')
		return 0;
	return (pid_t)atol(prov + i);
}

/* The pids of the helper registry's processes (none if it cannot be
   read); its bad entries reported if warn. */
static void
usdt_registered_pids(dtrace_hdl_t *dtp, bool warn, pid_t **pids, size_t *n)
{
	usdt_reg_t *regs = NULL;
	size_t nregs = 0;
	usdt_reg_bads_t bad;
	usdt_err_t err;

	*pids = NULL;
	*n = 0;
	if (usdt_reg_scan_why(usdt_reg_dir(), &regs, &nregs, &bad, &err) != 0)
		return;
	usdt_reg_pids(regs, nregs, pids, n);
	usdt_reg_free(regs, nregs);
	if (warn)
		usdt_warn_reg(dtp, &bad);
	usdt_reg_bads_free(&bad);
}

/* Provide the description for each of n pids, adding to made (the sites
   made so far); -1 once one fails. */
static int
usdt_provide_pids(dtrace_hdl_t *dtp, const pid_t *pids, size_t n,
    const char *prov, const char *mod, const char *func, const char *name,
    int made)
{
	for (size_t i = 0; i < n && made >= 0; i++) {
		int rc = usdt_provide_pid(dtp, pids[i], prov, mod, func, name);

		made = rc < 0 ? -1 : made + rc;
	}
	return made;
}

/* Every process a provider glob may name: stapsdt notes, registrations. */
static int
usdt_provide_glob(dtrace_hdl_t *dtp, const char *prov, const char *mod,
    const char *func, const char *name)
{
	pid_t *pids = NULL, *rpids;
	size_t n = 0, nr;
	usdt_err_t err;
	int made;

	usdt_scan_all_pids(dtp->dt_usdtcache, prov, &pids, &n, &err);
	usdt_registered_pids(dtp, true, &rpids, &nr);
	made = usdt_provide_pids(dtp, pids, n, prov, mod, func, name, 0);
	made = usdt_provide_pids(dtp, rpids, nr, prov, mod, func, name, made);
	free(pids);
	free(rpids);
	return made;
}

/*
 * A description without a provider (dtrace -l, -l -n query-start) names
 * the USDT probes of the processes in the helper registry too, as
 * DTrace's lists those of the processes that registered with its kernel
 * helper; not BEGIN, END or ERROR, the most common such descriptions
 * (dtrace's own probes), which read no registry.  A process with plain
 * <sys/sdt.h> probes, which never registers, is named by a provider
 * glob only (myapp*:::), which looks at every process.
 */
static int
usdt_provide_registered(dtrace_hdl_t *dtp, const char *mod,
    const char *func, const char *name)
{
	pid_t *rpids;
	size_t nr;
	int made;

	if (strcmp(name, "BEGIN") == 0 || strcmp(name, "END") == 0 ||
	    strcmp(name, "ERROR") == 0)
		return 0;
	usdt_registered_pids(dtp, false, &rpids, &nr);
	made = usdt_provide_pids(dtp, rpids, nr, "", mod, func, name, 0);
	free(rpids);
	return made;
}

static int
usdt_provide(dtrace_hdl_t *dtp, const char *prov, const char *mod,
    const char *func, const char *name)
{
	pid_t pid;

	if (strncmp(prov, "pid", 3) == 0)
		return 0;
	if (dtp->dt_usdtcache == NULL &&
	    (dtp->dt_usdtcache = usdt_cache_create()) == NULL)
		dt_oom();
	if (prov[0] == '\0')
		return usdt_provide_registered(dtp, mod, func, name);
	if (strpbrk(prov, "*?[") != NULL)
		return usdt_provide_glob(dtp, prov, mod, func, name);
	if ((pid = usdt_prov_pid(prov)) == 0)
		return 0;
	return usdt_provide_pid(dtp, pid, prov, mod, func, name);
}

/*
 * While tracing (dt_late.c): the probes of a process that registered after
 * the program was compiled, for a description whose provider is a glob
 * (only those can name processes that did not exist then).  Returns the
 * number of sites added, or -1.
 */
int
usdt_provide_proc(dtrace_hdl_t *dtp, pid_t pid, char *const fld[4])
{
	if (strpbrk(fld[0], "*?[") == NULL || strncmp(fld[0], "pid", 3) == 0)
		return 0;
	if (dtp->dt_usdtcache == NULL &&
	    (dtp->dt_usdtcache = usdt_cache_create()) == NULL)
		dt_oom();
	return usdt_provide_pid(dtp, pid, fld[0], fld[1], fld[2], fld[3]);
}

/*
 * Whether process pid has a probe of a provider the glob prov names
 * (dt_late_exec.c asks, of each process that execs, before providing).
 */
bool
usdt_proc_has(dtrace_hdl_t *dtp, pid_t pid, const char *prov)
{
	if (dtp->dt_usdtcache == NULL &&
	    (dtp->dt_usdtcache = usdt_cache_create()) == NULL)
		dt_oom();
	return usdt_scan_pid(dtp->dt_usdtcache, pid, prov);
}

/* The process of a USDT probe still attached; 0 for any other probe. */
pid_t
usdt_probe_pid(const dt_probe_t *pr)
{
	const usdt_dprobe_t *ud = pr->pr_data;

	return pr->pr_ops == &dt_prov_usdt && !pr->pr_gone && ud != NULL ?
	    ud->ud_up.up_pid : 0;
}

/*
 * Detach the probes of a process that went away, those among
 * dt_probes[from .. to) (late enabling knows where a process's are); the
 * kernel would keep its uprobes registered on the files, and their
 * programs loaded, until dtrace exits.  They stay in the table, for the
 * records already made, until late enabling frees them
 * (dt_late_reclaim), but are gone from lookups: a new process that gets
 * the same pid gets probes of its own.  The links and programs are
 * closed by the closer thread (dt_close.c): a uprobe's detach waits for
 * a grace period, which the next process to register would wait for
 * too.  Its program's text and its usdt data (sites, argument types) are
 * freed now: the rest (the probe's names and EPIDs, which its records
 * still need) when late enabling frees it.  A program another probe's
 * share runs stays (it is that probe's too).
 */
void
usdt_detach_range(dtrace_hdl_t *dtp, pid_t pid, uint32_t from, uint32_t to)
{
	if (to > dtp->dt_nprobes)
		to = dtp->dt_nprobes;
	for (uint32_t i = from; i < to; i++) {
		dt_probe_t *pr = dtp->dt_probes[i];
		const usdt_dprobe_t *ud = pr->pr_data;

		if (pr->pr_ops != &dt_prov_usdt || pr->pr_gone || ud == NULL ||
		    ud->ud_up.up_pid != pid)
			continue;
		for (int j = 0; j < pr->pr_nfds; j++)
			dt_close_later(dtp, pr->pr_fds[j]);
		pr->pr_nfds = 0;
		if (pr->pr_share == NULL) {
			dt_close_later(dtp, pr->pr_progfd);
			pr->pr_progfd = -1;
			dt_prog_fini(&pr->pr_bpf);
		}
		free(pr->pr_data);	/* the usdt ops take NULL */
		pr->pr_data = NULL;
		pr->pr_gone = true;
	}
}

/*
 * Load the site's argument j into the probe's argN (N = i), extended as
 * usdt.h says.
 */
static void
usdt_tramp_arg(dt_cg_t *cg, const usdt_site_t *s, int j, int i)
{
	const usdt_arg_t *a = &s->us_args[j];
	int16_t dst = (int16_t)(DT_MEM_ARGS + 8 * i);

	dt_cg_tramp_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_10, -8));
	switch (a->kind) {
	case USDT_ARG_CONST:
		dt_cg_loadimm(cg, BPF_REG_0, (uint64_t)a->val);
		break;
	case USDT_ARG_REG:
		dt_cg_tramp_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_1,
		    a->reg_off));
		if (a->reg_shift)
			dt_cg_tramp_emit(cg, BPF_ALU64_IMM(BPF_RSH, BPF_REG_0,
			    a->reg_shift));
		break;
	case USDT_ARG_REG_DEREF: case USDT_ARG_STATIC:
		if (a->kind == USDT_ARG_STATIC) {
			dt_cg_loadimm(cg, BPF_REG_3, s->us_bias +
			    (uint64_t)a->val);
		} else {
			dt_cg_tramp_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_3,
			    BPF_REG_1, a->reg_off));
			dt_cg_loadimm(cg, BPF_REG_2, (uint64_t)a->val);
			dt_cg_tramp_emit(cg, BPF_ALU64_REG(BPF_ADD, BPF_REG_3,
			    BPF_REG_2));
			if (a->idx_off >= 0) {
				dt_cg_tramp_emit(cg, BPF_LDX_MEM(BPF_DW,
				    BPF_REG_2, BPF_REG_1, a->idx_off));
				dt_cg_tramp_emit(cg, BPF_ALU64_IMM(BPF_MUL,
				    BPF_REG_2, a->scale));
				dt_cg_tramp_emit(cg, BPF_ALU64_REG(BPF_ADD,
				    BPF_REG_3, BPF_REG_2));
			}
		}
		dt_cg_tramp_emit(cg, BPF_MOV64_REG(BPF_REG_1, BPF_REG_9));
		dt_cg_tramp_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, dst));
		dt_cg_tramp_emit(cg, BPF_MOV64_IMM(BPF_REG_2, a->size));
		dt_cg_helper(cg, BPF_FUNC_probe_read_user);
		dt_cg_tramp_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_9,
		    dst));
		break;
	default:
		return;		/* undecodable: the argument reads as 0 */
	}
	if (a->ext_shift) {
		dt_cg_tramp_emit(cg, BPF_ALU64_IMM(BPF_LSH, BPF_REG_0,
		    a->ext_shift));
		dt_cg_tramp_emit(cg, BPF_ALU64_IMM(a->is_signed ? BPF_ARSH :
		    BPF_RSH, BPF_REG_0, a->ext_shift));
	}
	dt_cg_tramp_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_9, BPF_REG_0, dst));
}

/*
 * The arguments of one site: with a DOF definition, argN is the native
 * argument the mapping names and the arguments past the translated ones
 * are 0, as DTrace's fasttrap passes them ("probe q(int a, int b) : (int
 * b, int a)": arg0 is b); without one, each site's note's arguments in
 * order, however many that site has (args[] is typed from the first).
 */
static void
usdt_tramp_site(dt_cg_t *cg, const usdt_dprobe_t *ud, const usdt_site_t *s)
{
	int i;

	if (ud->ud_specargs) {
		for (i = 0; i < s->us_nargs && i < DT_MEM_NARGS; i++)
			usdt_tramp_arg(cg, s, i, i);
		return;
	}
	for (i = 0; i < ud->ud_nargs && i < DT_MEM_NARGS; i++)
		if (ud->ud_map[i] < s->us_nargs)
			usdt_tramp_arg(cg, s, ud->ud_map[i], i);
}

static void
usdt_trampoline(dt_cg_t *cg, dt_probe_t *pr)
{
	const usdt_dprobe_t *ud = pr->pr_data;
	uint32_t done = dt_cg_newlabel(cg);

	dt_uprobe_tramp_pid(cg, ud->ud_up.up_pid);
	dt_cg_tramp_zero_args(cg);
	for (int k = 0; k < ud->ud_nsites; k++) {
		const usdt_site_t *s = &ud->ud_sites[k];
		uint32_t next = dt_cg_newlabel(cg);

		if (ud->ud_nsites > 1) {	/* which site fired? */
			dt_uprobe_tramp_pc(cg, BPF_REG_0);
			dt_cg_loadimm(cg, BPF_REG_2, s->us_addr);
			dt_cg_goto(cg, BPF_JMP_REG(BPF_JNE, BPF_REG_0,
			    BPF_REG_2, 0), next);
		}
		usdt_tramp_site(cg, ud, s);
		dt_cg_goto(cg, BPF_JMP_A(0), done);
		dt_cg_setlabel(cg, next);
	}
	dt_cg_setlabel(cg, done);
}

static int
usdt_attach(dtrace_hdl_t *dtp, dt_probe_t *pr, int prog)
{
	const usdt_dprobe_t *ud = pr->pr_data;

	return dt_uprobe_attach(dtp, pr, &ud->ud_up, prog);
}

/*
 * Probes share programs where uprobe_multi links tell them apart by
 * cookie (dt_share.c): the trampoline's sites, argument specs and bias
 * are the same in every process forked from one (a server's workers),
 * and the process filter is the link's, so such processes' programs are
 * the same but for the probe's identity, which the row gives.
 */
static bool
usdt_shareable(dtrace_hdl_t *dtp, const dt_probe_t *pr)
{
	return pr->pr_data != NULL && dt_uprobe_attach_type(dtp) != 0;
}

static bool
usdt_optional(const dt_probe_t *pr)
{
	(void)pr;
	return false;	/* a site the kernel refuses is an error, as alone */
}

static int
usdt_attach_shared(dtrace_hdl_t *dtp, dt_probe_t *const *prs, int n,
    int prog)
{
	const dt_uprobe_t **ups = dt_xcalloc((size_t)n, sizeof(*ups));
	int rc;

	for (int i = 0; i < n; i++)
		ups[i] = &((const usdt_dprobe_t *)prs[i]->pr_data)->ud_up;
	rc = dt_uprobe_attach_shared(dtp, prs, ups, n, prog, usdt_optional);
	free(ups);
	return rc;
}

/*
 * args[i]: as the DOF defines the probe (see usdt_dprobe_args); argN is
 * already the mapped argument (usdt_trampoline), and a pointer in it
 * points into the process.  A probe with no DOF (a plain <sys/sdt.h>
 * note) has the types of its note's specs (usdt_dprobe_specargs).
 */
static bool
usdt_argdesc(dtrace_hdl_t *dtp, const dt_probe_t *pr, int i,
    dt_argdesc_t *ad)
{
	const usdt_dprobe_t *ud = pr->pr_data;

	(void)dtp;
	if (ud == NULL || i < 0 || i >= ud->ud_nargs)
		return false;
	ad->ad_native = ud->ud_native[i];
	ad->ad_xlate = ud->ud_xlate[i];
	ad->ad_mapping = i;
	ad->ad_user = true;
	return true;
}

/*
 * -l -v and the stability of descriptions: the attributes of the provider
 * definition in the DOF, or (plain <sys/sdt.h> probes) the provider's.
 */
static const dt_attr_t *
usdt_probe_attr(const dt_probe_t *pr)
{
	const usdt_dprobe_t *ud = pr->pr_data;

	return ud != NULL && ud->ud_hasattr ? ud->ud_attr : NULL;
}

static void
usdt_teardown(dtrace_hdl_t *dtp)
{
	if (dtp->dt_usdtcache != NULL)
		usdt_cache_destroy(dtp->dt_usdtcache);
	dtp->dt_usdtcache = NULL;
	usdt_warn_free(dtp);
}

static const char *
usdt_uobject(const dt_probe_t *pr)
{
	const usdt_dprobe_t *ud = pr->pr_data;

	return ud != NULL ? ud->ud_up.up_path : NULL;	/* NULL: gone */
}

const dt_provops_t dt_prov_usdt = {
	.po_name = "usdt",
	.po_attr = usdt_attr,
	.po_provide = usdt_provide,
	.po_progtype = BPF_PROG_TYPE_KPROBE,
	.po_attach_type = dt_uprobe_attach_type,
	.po_trampoline = usdt_trampoline,
	.po_attach = usdt_attach,
	.po_shareable = usdt_shareable,
	.po_attach_shared = usdt_attach_shared,
	.po_probe_attr = usdt_probe_attr,
	.po_argdesc = usdt_argdesc,
	.po_teardown = usdt_teardown,
	.po_uobject = usdt_uobject,
};
