/*
 * dt_prov_pid.c -- the pid provider: pid<PID>:<module>:<function>:<name>
 * for entry, return and instruction-offset probes in a live process.
 *
 * Probes are made on demand, when a description names a process
 * (pid1234:libc.so.6:mem*:entry, pid$target:a.out::return): the
 * process's modules come from /proc (pid_proc_modules), functions from
 * their symbol tables (pid_obj_match, one name an address), instruction
 * boundaries from Capstone (pid_obj_insns).  Each probe is one or more
 * uprobes on the module's file (dt_uprobe.c), filtered to the process:
 *
 *	entry		the function's first instruction; arg0..arg5 are the
 *			ABI's argument registers
 *	return		every ret instruction of the function, every direct
 *			jump out of it (a tail call returns for it; a
 *			conditional one only when the jump is taken) and
 *			every jump through a register whose target is
 *			outside the function (a tail call through a
 *			pointer; a switch's jump stays inside), as
 *			fasttrap decides it; arg0 is the offset of that
 *			instruction in the function, arg1 the return value
 *			register, as DTrace defines them (at a tail call it
 *			holds whatever it held: the value comes from the
 *			called function's own return).  These are not
 *			uretprobes, so longjmp over a frame and tail calls
 *			do not confuse them; a function left by longjmp or
 *			by a call that never returns has no return probe
 *			firing, as in DTrace.  Not seen as returns: a jump
 *			through memory other than the GOT (jmp *(%rax)),
 *			and on aarch64 a conditional tail branch fires
 *			whether taken or not.
 *	<hex offset>	the instruction at that offset, which Capstone must
 *			show to be an instruction boundary
 *
 * and the function "-", whose probe name is an address in the executable
 * (pid_make_dash).
 *
 * A description with an empty or glob name makes the entry, the return
 * and every instruction-offset probe whose name matches it.
 *
 * With -Z, a module named (not a glob) that the process has not loaded
 * is the library it may dlopen() later: see pid_provide_unloaded().
 */
#include <errno.h>
#include <fnmatch.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dt_impl.h"
#include "cg/dt_cg_tramp.h"
#include "base/dt_kfeat.h"
#include "../../pidprov/pid.h"

enum { PID_ENTRY, PID_RETURN, PID_OFFSET };

/*
 * A jump that is a return only when it leaves the function: a
 * conditional tail call (taken if x86 condition pc_cc holds), or an
 * indirect jump through register pc_reg (a tail call if its target is
 * outside the function, else a switch).
 */
typedef struct pid_cond {
	uint32_t pc_off;		/* its offset in the function */
	uint32_t pc_cc;			/* 0..15, if pc_reg is PID_REG_NONE */
	uint32_t pc_reg;		/* PID_REG_NONE, or the register */
} pid_cond_t;

typedef struct pid_probe {
	dt_uprobe_t pp_up;
	int pp_kind;
	bool pp_glob;			/* made by a glob, not named */
	bool pp_unloaded;		/* in a library not loaded yet */
	uint64_t pp_func;		/* the function's run-time address */
	uint64_t pp_fsize;		/* and its size */
	bool pp_addcaller;		/* entry: ustack() adds the caller */
	pid_cond_t *pp_conds;		/* return: in this allocation */
	size_t pp_nconds;
	uint64_t pp_offs[];		/* then, in a library not loaded yet,
					   the offsets in the function (the
					   cookies); then pp_conds, then the
					   path */
} pid_probe_t;

extern const dt_provops_t dt_prov_pid;

static const dt_attr_t pid_attr[5] = {
	{ DT_STAB_EVOLVING, DT_STAB_EVOLVING, DT_CLASS_ISA },	/* provider */
	{ DT_STAB_PRIVATE, DT_STAB_PRIVATE, DT_CLASS_UNKNOWN },	/* module */
	{ DT_STAB_PRIVATE, DT_STAB_PRIVATE, DT_CLASS_UNKNOWN },	/* function */
	{ DT_STAB_EVOLVING, DT_STAB_EVOLVING, DT_CLASS_ISA },	/* name */
	{ DT_STAB_PRIVATE, DT_STAB_PRIVATE, DT_CLASS_UNKNOWN },	/* args */
};

/* What one provide call is making probes for. */
typedef struct pid_req {
	dtrace_hdl_t *pq_dtp;
	const char *pq_prov, *pq_func, *pq_name;
	const char *pq_modname;		/* the description's module, when it
					   names one (a.out, libc): probes
					   take that name, so it matches */
	pid_t pq_pid;
	const pid_mod_t *pq_mod;
	bool pq_unloaded;		/* pq_mod is not loaded yet */
	int pq_nmods;			/* modules that matched */
	int pq_made;
	int pq_nfuncs;			/* functions matched */
	int pq_err;			/* -1 once an error is set */
} pid_req_t;

/*
 * Why the instruction at offset off of sym must not be probed
 * (PID_REFUSE_*): from the decoding if there is one, else from its bytes.
 * Unreadable bytes are left to the kernel to judge.
 */
static int
pid_refusal(const pid_req_t *rq, const pid_sym_t *sym, const pid_insns_t *ins,
    uint32_t off)
{
	int r;

	if (ins != NULL)
		return pid_insns_refusal(ins, off);
	r = pid_obj_insn_refusal(rq->pq_mod->pm_obj, sym, off);
	return r < 0 ? PID_REFUSE_NONE : r;
}

static bool
pid_req_glob(const pid_req_t *rq)
{
	return rq->pq_func[0] == '\0' || rq->pq_name[0] == '\0' ||
	    strpbrk(rq->pq_func, "*?[") != NULL ||
	    strpbrk(rq->pq_name, "*?[") != NULL;
}

/* Why a probe named alone cannot go on an instruction refused as r. */
static const char *
pid_refusal_why(int r)
{
	if (r == PID_REFUSE_REDZONE)
		return "the 5-byte nop that this kernel turns a uprobe into a "
		    "call at, which would overwrite the red zone of a function "
		    "that calls nothing";
	return "EVEX-encoded (AVX-512), which uprobes do not single-step "
	    "safely";
}

/*
 * Keep the offsets a uprobe may go on.  A glob leaves out the instructions
 * uprobes refuse or mishandle (pid_insn_refusal), and the nops a uprobe
 * would break the traced program at (PID_REFUSE_REDZONE, on kernels that
 * optimise them), as DTrace makes no probe where it cannot trace; a probe
 * named alone on either is an error, and one on a refused prefix is left
 * for the kernel to refuse.  Returns how many are kept, or -1 with the
 * error set.
 */
static int
pid_usable(pid_req_t *rq, const pid_sym_t *sym, const pid_insns_t *ins,
    const char *name, uint32_t *offs, size_t n)
{
	size_t kept = 0;

	for (size_t i = 0; i < n; i++) {
		int r = pid_refusal(rq, sym, ins, offs[i]);

		if (r == PID_REFUSE_REDZONE &&
		    !dt_kfeat_has(rq->pq_dtp, DT_KF_NOP5_CALL))
			r = PID_REFUSE_NONE;
		if (r == PID_REFUSE_NONE ||
		    (r == PID_REFUSE_KERNEL && !pid_req_glob(rq)))
			offs[kept++] = offs[i];
		else if (!pid_req_glob(rq))
			return rq->pq_err = dt_set_err(rq->pq_dtp, "cannot "
			    "trace %s:%s:%s:%s: the instruction at %s+0x%x is "
			    "%s", rq->pq_prov, rq->pq_modname != NULL ?
			    rq->pq_modname : rq->pq_mod->pm_name, sym->ps_name,
			    name, sym->ps_name, offs[i], pid_refusal_why(r));
	}
	return (int)kept;
}

/* Whether the return at off is one only sometimes; then *c says when. */
static bool
pid_ret_cond(const pid_insns_t *ins, uint32_t off, pid_cond_t *c)
{
	c->pc_off = off;
	c->pc_cc = PID_COND_ALWAYS;
	c->pc_reg = PID_REG_NONE;
	for (size_t i = 0; i < ins->pi_ntail; i++)
		if (ins->pi_tail[i] == off && ins->pi_tailcond[i] < 16) {
			c->pc_cc = ins->pi_tailcond[i];
			return true;
		}
	for (size_t i = 0; i < ins->pi_nijmp; i++)
		if (ins->pi_ijmp[i] == off) {
			c->pc_reg = ins->pi_ijmpreg[i];
			return true;
		}
	return false;
}

/* Return probes: note the conditional ones among offs[0..n). */
static void
pid_probe_conds(pid_probe_t *pp, const pid_insns_t *ins,
    const uint32_t *offs, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (pid_ret_cond(ins, offs[i], &pp->pp_conds[pp->pp_nconds]))
			pp->pp_nconds++;
}

static void
pid_probe_make(pid_req_t *rq, const pid_sym_t *sym, const pid_insns_t *ins,
    const char *name, int kind, uint32_t *offs, size_t n)
{
	const char *path = rq->pq_mod->pm_openpath;
	pid_probe_t *pp;
	dt_probe_t *pr;
	int kept;

	const char *mod = rq->pq_modname != NULL ? rq->pq_modname :
	    rq->pq_mod->pm_name;

	if (n == 0 || dt_probe_lookup(rq->pq_dtp, rq->pq_prov, mod,
	    sym->ps_name, name) != NULL)
		return;
	if ((kept = pid_usable(rq, sym, ins, name, offs, n)) <= 0)
		return;
	n = (size_t)kept;
	pp = dt_xcalloc(1, sizeof(*pp) + n * (16 + sizeof(pid_cond_t)) +
	    strlen(path) + 1);
	for (size_t i = 0; i < n; i++) {
		pp->pp_offs[i] = sym->ps_off + offs[i];
		pp->pp_offs[n + i] = offs[i];
	}
	pp->pp_conds = (pid_cond_t *)&pp->pp_offs[2 * n];
	if (kind == PID_RETURN)
		pid_probe_conds(pp, ins, offs, n);
	pp->pp_up.up_offs = pp->pp_offs;
	pp->pp_up.up_noffs = (int)n;
	pp->pp_up.up_path = strcpy((char *)&pp->pp_conds[n], path);
	pp->pp_up.up_pid = rq->pq_pid;
	if (rq->pq_unloaded && kind == PID_RETURN)
		pp->pp_up.up_cookies = &pp->pp_offs[n];
	pp->pp_unloaded = rq->pq_unloaded;
	pp->pp_kind = kind;
	pp->pp_glob = pid_req_glob(rq);
	pp->pp_func = rq->pq_unloaded ? 0 : rq->pq_mod->pm_bias + sym->ps_vaddr;
	pp->pp_fsize = sym->ps_size;
	pp->pp_addcaller = kind == PID_ENTRY &&
	    pid_obj_entry_addcaller(rq->pq_mod->pm_obj);
	pr = dt_probe_create_in(rq->pq_dtp, &dt_prov_pid, rq->pq_prov, mod,
	    sym->ps_name, name, pp->pp_func);	/* for return's arg0 */
	pr->pr_data = pp;
	rq->pq_made++;
}

/*
 * The returns of a function: its ret instructions, its tail-call jumps
 * and its jumps through a register (which the trampoline tells from a
 * switch by their target).
 */
static void
pid_make_return(pid_req_t *rq, const pid_sym_t *sym, const pid_insns_t *ins)
{
	uint32_t *offs = dt_xcalloc(ins->pi_nret + ins->pi_ntail +
	    ins->pi_nijmp + 1, 4);
	size_t n = 0;

	for (size_t i = 0; i < ins->pi_nret; i++)
		offs[n++] = ins->pi_ret[i];
	for (size_t i = 0; i < ins->pi_ntail; i++)
		offs[n++] = ins->pi_tail[i];
	for (size_t i = 0; i < ins->pi_nijmp; i++)
		if (ins->pi_ijmpreg[i] != PID_REG_NONE)
			offs[n++] = ins->pi_ijmp[i];
	pid_probe_make(rq, sym, ins, "return", PID_RETURN, offs, n);
	free(offs);
}

/* An explicit offset: a hex number at an instruction boundary. */
static int
pid_make_offset(pid_req_t *rq, const pid_sym_t *sym, const pid_insns_t *ins)
{
	char *end, name[32];
	unsigned long long off = strtoull(rq->pq_name, &end, 16);
	uint32_t o = (uint32_t)off;

	if (*end != '\0')
		return rq->pq_err = dt_set_errtag(rq->pq_dtp, "D_PROC_NAME",
		    "'%s' is an invalid probe name", rq->pq_name);
	if (off >= sym->ps_size)
		return rq->pq_err = dt_set_errtag(rq->pq_dtp, "D_PROC_OFF",
		    "offset 0x%llx outside of function '%s'", off,
		    sym->ps_name);
	if (!pid_insns_boundary(ins, off))
		return rq->pq_err = dt_set_errtag(rq->pq_dtp, "D_PROC_ALIGN",
		    "offset 0x%llx is not aligned on an instruction", off);
	snprintf(name, sizeof(name), "%llx", off);
	pid_probe_make(rq, sym, ins, name, PID_OFFSET, &o, 1);
	return 0;
}

static int
pid_make_func(const pid_sym_t *sym, void *arg)
{
	pid_req_t *rq = arg;
	const char *name = rq->pq_name;
	bool glob = name[0] == '\0' || strpbrk(name, "*?[") != NULL;
	pid_insns_t *ins = NULL;
	uint32_t zero = 0;

	rq->pq_nfuncs++;
	if (sym->ps_off == (uint64_t)-1 || sym->ps_size == 0)
		return 0;
	if (glob || strcmp(name, "entry") != 0) {
		const char *why = pid_insn_decoder_error();

		if (why != NULL)	/* no function can be decoded */
			return rq->pq_err = dt_set_err(rq->pq_dtp, "cannot "
			    "find the instructions of %s: %s", sym->ps_name,
			    why);
		if (pid_obj_insns(rq->pq_mod->pm_obj, sym, &ins) != 0)
			return 0;	/* undecodable: no such probes */
	}
	if (glob ? fnmatch(name, "entry", 0) == 0 || name[0] == '\0' :
	    strcmp(name, "entry") == 0)
		pid_probe_make(rq, sym, ins, "entry", PID_ENTRY, &zero, 1);
	if (glob ? fnmatch(name, "return", 0) == 0 || name[0] == '\0' :
	    strcmp(name, "return") == 0)
		pid_make_return(rq, sym, ins);
	if (!glob && strcmp(name, "entry") != 0 && strcmp(name, "return") != 0)
		pid_make_offset(rq, sym, ins);
	for (size_t i = 0; glob && i < ins->pi_n; i++) {
		uint32_t o = ins->pi_off[i];
		char off[32];

		snprintf(off, sizeof(off), "%x", o);
		if (name[0] == '\0' || fnmatch(name, off, 0) == 0)
			pid_probe_make(rq, sym, ins, off, PID_OFFSET, &o, 1);
	}
	pid_insns_free(ins);
	return rq->pq_err;
}

/*
 * A function named in a module named, neither a glob, that the module does
 * not have is DTrace's D_PROC_FUNC; a glob that matches nothing is not.
 */
static int
pid_make_mod(const pid_mod_t *mod, void *arg)
{
	pid_req_t *rq = arg;
	int nfuncs = rq->pq_nfuncs, rc;

	rq->pq_nmods++;
	if (mod->pm_obj == NULL)
		return 0;
	rq->pq_mod = mod;
	rc = pid_obj_match(mod->pm_obj, rq->pq_func[0] == '\0' ? "*" :
	    rq->pq_func, pid_make_func, rq);
	if (rc == 0 && rq->pq_nfuncs == nfuncs && rq->pq_modname != NULL &&
	    rq->pq_func[0] != '\0' && strpbrk(rq->pq_func, "*?[") == NULL)
		return rq->pq_err = dt_set_errtag(rq->pq_dtp, "D_PROC_FUNC",
		    "failed to lookup '%s' in module '%s'", rq->pq_func,
		    rq->pq_modname);
	return rc;
}

/* pid_modlist_match: the executable, if the pattern names it. */
static int
pid_dash_exec(const pid_mod_t *mod, void *arg)
{
	if (!mod->pm_exec)
		return 0;
	*(const pid_mod_t **)arg = mod;
	return 1;
}

/*
 * The function "-", as DTrace has it: the probe name is an address in the
 * executable (from its load address for a PIE, else absolute: its
 * link-time address either way), for code no symbol names; the probe goes
 * on the instruction there, within whatever function holds it.  Only the
 * executable, and one address, as DTrace's D_PROC_LIB and D_PROC_NAME.
 */
static void
pid_make_dash(pid_req_t *rq, const pid_modlist_t *list, const char *mod)
{
	const pid_mod_t *exec = NULL;
	const pid_sym_t *sym;
	pid_sym_t dash;
	pid_insns_t *ins = NULL;
	char *end;
	unsigned long long addr;
	uint64_t off;
	uint32_t o;

	if (strpbrk(mod, "*?[") != NULL || pid_modlist_match(list,
	    mod[0] == '\0' ? "a.out" : mod, pid_dash_exec, &exec) == 0 ||
	    exec == NULL) {
		rq->pq_err = dt_set_errtag(rq->pq_dtp, "D_PROC_LIB", "only "
		    "the a.out module is valid with the '-' function");
		return;
	}
	rq->pq_nmods++;
	if (rq->pq_name[0] == '\0' || strpbrk(rq->pq_name, "*?[") != NULL) {
		rq->pq_err = dt_set_errtag(rq->pq_dtp, "D_PROC_NAME", "only "
		    "individual addresses may be specified with the '-' "
		    "function");
		return;
	}
	addr = strtoull(rq->pq_name, &end, 16);
	if (*end != '\0') {
		rq->pq_err = dt_set_errtag(rq->pq_dtp, "D_PROC_NAME", "'%s' "
		    "is an invalid probe name", rq->pq_name);
		return;
	}
	if (exec->pm_obj == NULL ||
	    (sym = pid_obj_addr(exec->pm_obj, addr, &off)) == NULL ||
	    sym->ps_off == PID_NOOFF) {
		rq->pq_err = dt_set_errtag(rq->pq_dtp, "D_PROC_NAME", "failed "
		    "to lookup 0x%llx in module '%s'", addr, mod[0] == '\0' ?
		    "a.out" : mod);
		return;
	}
	rq->pq_mod = exec;
	if (pid_obj_insns(exec->pm_obj, sym, &ins) != 0 ||
	    !pid_insns_boundary(ins, off)) {
		rq->pq_err = dt_set_errtag(rq->pq_dtp, "D_PROC_ALIGN", "address "
		    "0x%llx is not aligned on an instruction of %s", addr,
		    sym->ps_name);
		pid_insns_free(ins);
		return;
	}
	dash = *sym;
	dash.ps_name = "-";
	o = (uint32_t)off;
	pid_probe_make(rq, &dash, ins, rq->pq_name, PID_OFFSET, &o, 1);
	pid_insns_free(ins);
}

/*
 * With -Z, a module the process has not loaded (yet): the library the
 * dynamic linker would load for that name (pid_lib.c).  Its uprobes go
 * on the file now, and the kernel places them when the process maps it
 * (dlopen), so they fire from its first call on.  Its load address is not
 * known, so a return probe's arg0 comes from each site's cookie.
 */
static void
pid_provide_unloaded(pid_req_t *rq)
{
	pid_mod_t mod = { 0 };
	char *path;

	if (pid_lib_find(rq->pq_pid, rq->pq_modname, &path) != 0)
		return;
	if (pid_obj_open(path, &mod.pm_obj) == 0) {
		mod.pm_path = mod.pm_openpath = path;
		mod.pm_name = rq->pq_modname;
		rq->pq_unloaded = true;
		pid_make_mod(&mod, rq);
		rq->pq_unloaded = false;
		pid_obj_rele(mod.pm_obj);
	}
	free(path);
}

/*
 * DTrace's error for a process that has exited, waited for (gone) or not
 * (a zombie, whose memory is gone), or 0 if it has not.
 */
static int
pid_proc_gone(dtrace_hdl_t *dtp, long pid)
{
	if (dt_proc_state((pid_t)pid) == 'Z')
		return dt_set_err(dtp, "failed to grab pid %ld: Zombie "
		    "process", pid);
	if (kill((pid_t)pid, 0) != 0 && errno == ESRCH)
		return dt_set_err(dtp, "failed to grab pid %ld: %s", pid,
		    strerror(ESRCH));
	return 0;
}

static int
pid_provide(dtrace_hdl_t *dtp, const char *prov, const char *mod,
    const char *func, const char *name)
{
	pid_req_t rq = { .pq_dtp = dtp, .pq_prov = prov, .pq_func = func,
	    .pq_name = name };
	pid_modlist_t *list = NULL;
	char *end;
	long pid;

	if (strncmp(prov, "pid", 3) != 0 || prov[3] < '0' || prov[3] > '9')
		return 0;
	pid = strtol(prov + 3, &end, 10);
	if (*end != '\0' || pid <= 0 || pid > INT32_MAX)
		return 0;
	rq.pq_pid = (pid_t)pid;
	if (mod[0] != '\0' && strpbrk(mod, "*?[") == NULL)
		rq.pq_modname = mod;
	if (pid_proc_gone(dtp, pid) != 0)
		return -1;
	/* a process with no file mapped is exiting: its memory is gone
	   before it is a zombie */
	if (pid_proc_modules(rq.pq_pid, &list) != 0 || list->pl_nmods == 0) {
		if (list != NULL)
			pid_modlist_free(list);
		return dt_set_err(dtp, "failed to grab pid %ld: %s", pid,
		    strerror(ESRCH));
	}
	if (strcmp(func, "-") == 0)
		pid_make_dash(&rq, list, mod);
	else
		pid_modlist_match(list, mod[0] == '\0' ? "*" : mod,
		    pid_make_mod, &rq);
	pid_modlist_free(list);
	/* it died while its maps or its objects were read: they read empty,
	   or as files that cannot be opened any more */
	if (rq.pq_made == 0 && rq.pq_err == 0 && pid_proc_gone(dtp, pid) != 0)
		return -1;
	if (rq.pq_nmods == 0 && rq.pq_modname != NULL && dtp->dt_opts.zdefs)
		pid_provide_unloaded(&rq);
	return rq.pq_err < 0 ? -1 : rq.pq_made;
}

static void
pid_trampoline(dt_cg_t *cg, dt_probe_t *pr)
{
	const pid_probe_t *pp = pr->pr_data;
	int nargs = 6;		/* the registers; the stack only if used */

	dt_uprobe_tramp_pid(cg, pp->pp_up.up_pid);
	if (pp->pp_kind != PID_RETURN) {
		for (int i = 0; i < pr->pr_nclauses; i++)
			if (pr->pr_clauses[i]->cl_nargs > nargs)
				nargs = pr->pr_clauses[i]->cl_nargs;
		dt_uprobe_tramp_regargs(cg, nargs);
		return;
	}
	dt_cg_tramp_zero_args(cg);
	if (pp->pp_unloaded) {
		/* arg0 = the site's cookie, its offset in the function, whose
		   address is then the pc less that (r3) */
		dt_cg_tramp_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_1,
		    BPF_REG_10, -8));
		dt_cg_helper(cg, BPF_FUNC_get_attach_cookie);
		dt_uprobe_tramp_pc(cg, BPF_REG_3);
		dt_cg_tramp_emit(cg, BPF_ALU64_REG(BPF_SUB, BPF_REG_3,
		    BPF_REG_0));
	} else {
		/* arg0 = pc - function (r3) */
		dt_uprobe_tramp_pc(cg, BPF_REG_0);
		dt_cg_tramp_probe_arg(cg, BPF_REG_3);	/* pp_func */
		dt_cg_tramp_emit(cg, BPF_ALU64_REG(BPF_SUB, BPF_REG_0,
		    BPF_REG_3));
	}
	dt_uprobe_tramp_rval(cg, BPF_REG_2);	/* arg1 */
	for (size_t i = 0; i < pp->pp_nconds; i++) {	/* not leaving: none */
		const pid_cond_t *c = &pp->pp_conds[i];

		if (c->pc_reg != PID_REG_NONE)
			dt_uprobe_tramp_ijmp(cg, BPF_REG_0, c->pc_off,
			    BPF_REG_3, pp->pp_fsize, (int)c->pc_reg);
		else
			dt_uprobe_tramp_cond(cg, BPF_REG_0, c->pc_off,
			    (int)c->pc_cc);
	}
	dt_cg_tramp_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_9, BPF_REG_0,
	    DT_MEM_ARGS));
	dt_cg_tramp_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_9, BPF_REG_2,
	    DT_MEM_ARGS + 8));
}

/*
 * Uprobes refuse some instructions (lock-prefixed ones, for instance:
 * ENOTSUPP, 524, from arch_uprobe_analyze_insn).  A probe a glob made on
 * such an instruction is left out rather than failing the whole enabling
 * (pid$target:libc.so.6::entry has a few); a probe named alone fails.
 */
#define PID_ENOTSUPP	524

static int
pid_attach(dtrace_hdl_t *dtp, dt_probe_t *pr, int prog)
{
	const pid_probe_t *pp = pr->pr_data;

	if (dt_uprobe_attach(dtp, pr, &pp->pp_up, prog) == 0)
		return 0;
	return pp->pp_glob && errno == PID_ENOTSUPP ? 0 : -1;
}

/*
 * Probes share programs where uprobe_multi links can tell them apart by
 * cookie (dt_share.c): everything in the trampoline is the same for every
 * probe of a process but the function's address, which is pr_arg -- but
 * for a return probe with conditional tail calls, whose trampoline tests
 * their offsets and conditions: it has a program of its own.
 */
static bool
pid_shareable(dtrace_hdl_t *dtp, const dt_probe_t *pr)
{
	const pid_probe_t *pp = pr->pr_data;

	/* in a library not loaded yet, return probes need their cookies;
	   conditional tail calls are tested at their own offsets */
	return dt_uprobe_attach_type(dtp) != 0 && pp->pp_nconds == 0 &&
	    pp->pp_up.up_cookies == NULL;
}

/* At an entry probe, ustack() shows the caller as DTrace does. */
static bool
pid_ustack_caller(const dt_probe_t *pr)
{
	return ((const pid_probe_t *)pr->pr_data)->pp_addcaller;
}

static bool
pid_optional(const dt_probe_t *pr)
{
	return ((const pid_probe_t *)pr->pr_data)->pp_glob;
}

static int
pid_attach_shared(dtrace_hdl_t *dtp, dt_probe_t *const *prs, int n,
    int prog)
{
	const dt_uprobe_t **ups = dt_xcalloc((size_t)n, sizeof(*ups));
	int rc;

	for (int i = 0; i < n; i++)
		ups[i] = &((const pid_probe_t *)prs[i]->pr_data)->pp_up;
	rc = dt_uprobe_attach_shared(dtp, prs, ups, n, prog, pid_optional);
	free(ups);
	return rc;
}

static const char *
pid_uobject(const dt_probe_t *pr)
{
	return ((const pid_probe_t *)pr->pr_data)->pp_up.up_path;
}

const dt_provops_t dt_prov_pid = {
	.po_name = "pid",
	.po_attr = pid_attr,
	.po_provide = pid_provide,
	.po_progtype = BPF_PROG_TYPE_KPROBE,
	.po_attach_type = dt_uprobe_attach_type,
	.po_trampoline = pid_trampoline,
	.po_attach = pid_attach,
	.po_shareable = pid_shareable,
	.po_attach_shared = pid_attach_shared,
	.po_uobject = pid_uobject,
	.po_ustack_caller = pid_ustack_caller,
};
