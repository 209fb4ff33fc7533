/*
 * dt_kfn_kprobe.c -- the kprobe way of the probes on kernel functions
 * (the stable probes of dt_prov_stable_fn.c, lockstat's acquire and
 * release probes of dt_prov_lockstat_fn.c), for kernels that refuse
 * fentry and fexit programs but have kprobes (the kprobe PMU, kernel >=
 * 4.17, CONFIG_KPROBES; attachment cookies on perf events, kernel >=
 * 5.15).  Oracle's Linux DTrace builds these probes on kprobes too.
 *
 * The probe's program is a BPF_PROG_TYPE_KPROBE program whose context is
 * pt_regs.  Its trampoline first copies the function's argument
 * registers (DT_KFN_NARGS of them) and, at a return, the return value
 * into dt_mem (cg_kfnoff), and marks the copy (cg_kfncopy), so that the
 * probe's own trampoline reads them with dt_stable_ctx() and
 * dt_stable_fn_ret() as it would from an fentry or fexit context.
 *
 *  - an fentry probe becomes a kprobe on each function: the registers are
 *    the arguments;
 *  - an fexit probe becomes a kretprobe, which sees only the return
 *    value, and a kprobe at the entry running a small program of its own
 *    (dt_kfn_entry_prog) that keeps the argument registers in dt_kfnargs,
 *    an LRU hash keyed by thread (and CPU for tid 0, which every CPU's
 *    idle thread has), probe and function; the kretprobe's trampoline
 *    takes them back and deletes the entry, and returns without firing
 *    if there is none.
 *
 * One program serves all of a probe's functions (a perf event each), so
 * each attachment's cookie is the function's index in the probe's table
 * (upper 32 bits: the key's function) and the function's own cookie
 * (lower 32 bits: its meaning is the probe's, in r7).
 *
 * Nesting, recursion and missed returns.  A call of the function inside
 * itself on the same thread (or a nested interrupt's call) overwrites
 * the outer call's entry; the inner return takes and deletes it, and the
 * outer return, finding none, does not fire: a firing may be lost, but
 * arguments are never another call's.  A kretprobe has a bounded number
 * of instances (maxactive, which the kprobe PMU does not let us set:
 * the kernel's default, about twice the number of CPUs); a return it
 * misses leaves its entry, which the thread's next call of the function
 * overwrites, and which the LRU evicts when the map is full
 * (DT_KFN_MAXENTRIES): nothing stays forever, and the map is bounded.
 * A return whose entry was missed (the kernel skips a kprobe program
 * while another runs on the CPU) could take a stale entry left by such a
 * missed return of the same thread; both misses must happen to the same
 * thread and function, which is rare, and not detected.
 *
 * Teardown: the entry program, the perf events and their links are the
 * probe's (pr_fds), closed with it; dt_kfnargs is the handle's
 * (dt_load_teardown).
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <linux/perf_event.h>
#include <bpf/bpf.h>

#include "prov/dt_stable_fn.h"
#include "prov/dt_fbt.h"
#include "base/dt_kfeat.h"
#include "cg/dt_asm.h"

#define R(n)	BPF_REG_##n

/* dt_kfnargs: key (thread, probe, function; the CPU for tid 0, which
   each CPU's idle thread has) and value (the registers) */
#define DT_KFN_KEY_TID		0
#define DT_KFN_KEY_PROBE	4
#define DT_KFN_KEY_FN		8
#define DT_KFN_KEY_CPU		12
#define DT_KFN_KEYSIZE		16
#define DT_KFN_KEY_MAXINSNS	12
#define DT_KFN_VALSIZE		(8 * DT_KFN_NARGS)
#define DT_KFN_MAXENTRIES	4096

/* the entry program's key and value on its stack */
#define DT_KFN_FP_KEY		(-DT_KFN_KEYSIZE)
#define DT_KFN_FP_VAL		(DT_KFN_FP_KEY - DT_KFN_VALSIZE)

/* Make dt_kfnargs, once, for the first probe at a return. */
void
dt_kfn_args_map(dtrace_hdl_t *dtp)
{
	if (dtp->dt_kfnargsfd < 0)
		dtp->dt_kfnargsfd = bpf_map_create(BPF_MAP_TYPE_LRU_HASH,
		    "dt_kfnargs", DT_KFN_KEYSIZE, DT_KFN_VALSIZE,
		    DT_KFN_MAXENTRIES, NULL);
}

/* r1 = r9 + cg_kfnoff, where the trampoline copies to */
static void
dt_kfn_tramp_copyaddr(dt_cg_t *cg)
{
	dt_cg_tramp_emit(cg, BPF_MOV64_REG(R(1), R(9)));
	dt_cg_tramp_emit(cg, BPF_ALU64_IMM(BPF_ADD, R(1),
	    (int32_t)dt_cg_kfnoff(cg)));
}

/* the copy = the argument registers of the pt_regs in the context */
static void
dt_kfn_tramp_regs(dt_cg_t *cg)
{
	dt_kfn_tramp_copyaddr(cg);
	dt_cg_tramp_emit(cg, BPF_LDX_MEM(BPF_DW, R(2), R(10), -8));
	for (int i = 0; i < DT_KFN_NARGS; i++) {
		dt_cg_tramp_emit(cg, BPF_LDX_MEM(BPF_DW, R(0), R(2),
		    (int16_t)dt_uprobe_argreg(i)));
		dt_cg_tramp_emit(cg, BPF_STX_MEM(BPF_DW, R(1), R(0), 8 * i));
	}
}

/*
 * The key of this call in dt_kfnargs, written at [base + off], the same
 * at the entry (the entry program, ctx in r6) and at the return (the
 * trampoline, ctx at fp-8: ctxreg -1); clobbers r0-r5.  Into out: how
 * many instructions (at most DT_KFN_KEY_MAXINSNS).
 */
static int
dt_kfn_key_insns(struct bpf_insn *out, int base, int16_t off, uint32_t prid,
    int ctxreg)
{
	int n = 0;

	out[n++] = BPF_CALL_HELPER(BPF_FUNC_get_current_pid_tgid);
	out[n++] = BPF_MOV32_REG(R(0), R(0));
	out[n++] = BPF_STX_MEM(BPF_W, base, R(0), off + DT_KFN_KEY_TID);
	out[n++] = BPF_ST_MEM(BPF_W, base, off + DT_KFN_KEY_CPU, 0);
	out[n++] = BPF_JMP_IMM(BPF_JNE, R(0), 0, 2);
	out[n++] = BPF_CALL_HELPER(BPF_FUNC_get_smp_processor_id);
	out[n++] = BPF_STX_MEM(BPF_W, base, R(0), off + DT_KFN_KEY_CPU);
	out[n++] = BPF_ST_MEM(BPF_W, base, off + DT_KFN_KEY_PROBE,
	    (int32_t)prid);
	out[n++] = ctxreg >= 0 ? BPF_MOV64_REG(R(1), ctxreg) :
	    BPF_LDX_MEM(BPF_DW, R(1), R(10), -8);
	out[n++] = BPF_CALL_HELPER(BPF_FUNC_get_attach_cookie);
	out[n++] = BPF_ALU64_IMM(BPF_RSH, R(0), 32);
	out[n++] = BPF_STX_MEM(BPF_W, base, R(0), off + DT_KFN_KEY_FN);
	return n;
}

/* dt_mem's scratch = this call's key in dt_kfnargs */
static void
dt_kfn_tramp_key(dt_cg_t *cg)
{
	struct bpf_insn key[DT_KFN_KEY_MAXINSNS];
	int n = dt_kfn_key_insns(key, R(9), DT_MEM_SCRATCH,
	    dt_cg_for_probe(cg)->pr_id, -1);

	for (int i = 0; i < n; i++)
		dt_cg_tramp_emit(cg, key[i]);
}

/* r1, r2 = dt_kfnargs and the key in scratch, for a map helper */

static void
dt_kfn_tramp_mapkey(dt_cg_t *cg)
{
	dt_cg_map(cg, R(1), "dt_kfnargs");
	dt_cg_tramp_emit(cg, BPF_MOV64_REG(R(2), R(9)));
	dt_cg_tramp_emit(cg, BPF_ALU64_IMM(BPF_ADD, R(2), DT_MEM_SCRATCH));
}

/* the copy = the registers kept at the entry (or return: none kept),
   and the return value; the entry is deleted */
static void
dt_kfn_tramp_kept(dt_cg_t *cg)
{
	dt_kfn_tramp_key(cg);
	dt_kfn_tramp_mapkey(cg);
	dt_cg_helper(cg, BPF_FUNC_map_lookup_elem);
	dt_cg_tramp_exit_if(cg, BPF_JNE, R(0), 0);
	dt_kfn_tramp_copyaddr(cg);
	for (int i = 0; i < DT_KFN_NARGS; i++) {
		dt_cg_tramp_emit(cg, BPF_LDX_MEM(BPF_DW, R(2), R(0), 8 * i));
		dt_cg_tramp_emit(cg, BPF_STX_MEM(BPF_DW, R(1), R(2), 8 * i));
	}
	dt_kfn_tramp_mapkey(cg);
	dt_cg_helper(cg, BPF_FUNC_map_delete_elem);
	dt_uprobe_tramp_rval(cg, R(0));
	dt_kfn_tramp_copyaddr(cg);
	dt_cg_tramp_emit(cg, BPF_STX_MEM(BPF_DW, R(1), R(0), DT_KFN_RVAL));
}

/* The start of a kprobe-way probe's trampoline (see the head comment);
   then dt_stable_ctx() reads the copy.  Clobbers r0-r5. */
void
dt_kfn_kprobe_tramp(dt_cg_t *cg, bool exit)
{
	if (exit)
		dt_kfn_tramp_kept(cg);
	else
		dt_kfn_tramp_regs(cg);
	dt_cg_set_kfncopy(cg);
}

/*
 * The entry program of a probe at a return (ctx: pt_regs):
 *
 *	r6 = ctx
 *	key (fp-16) = tid, the probe's id, the cookie's function index,
 *	    the CPU if tid is 0
 *	value (fp-64) = the argument registers
 *	map_update_elem(dt_kfnargs, key, value, BPF_ANY)
 */
static void
dt_kfn_entry_insns(dt_prog_t *p, uint32_t prid, int mapfd)
{
	struct bpf_insn key[DT_KFN_KEY_MAXINSNS];
	int n = dt_kfn_key_insns(key, R(10), DT_KFN_FP_KEY, prid, R(6));

	dt_prog_emit(p, BPF_MOV64_REG(R(6), R(1)));
	for (int i = 0; i < n; i++)
		dt_prog_emit(p, key[i]);
	for (int i = 0; i < DT_KFN_NARGS; i++) {
		dt_prog_emit(p, BPF_LDX_MEM(BPF_DW, R(1), R(6),
		    (int16_t)dt_uprobe_argreg(i)));
		dt_prog_emit(p, BPF_STX_MEM(BPF_DW, R(10), R(1),
		    (int16_t)(DT_KFN_FP_VAL + 8 * i)));
	}
	dt_prog_emit_map_fd(p, R(1), mapfd);
	dt_prog_emit(p, BPF_MOV64_REG(R(2), R(10)));
	dt_prog_emit(p, BPF_ALU64_IMM(BPF_ADD, R(2), DT_KFN_FP_KEY));
	dt_prog_emit(p, BPF_MOV64_REG(R(3), R(10)));
	dt_prog_emit(p, BPF_ALU64_IMM(BPF_ADD, R(3), DT_KFN_FP_VAL));
	dt_prog_emit(p, BPF_MOV64_IMM(R(4), BPF_ANY));
	dt_prog_emit(p, BPF_CALL_HELPER(BPF_FUNC_map_update_elem));
	dt_prog_emit(p, BPF_MOV64_IMM(R(0), 0));
	dt_prog_emit(p, BPF_EXIT_INSN());
}

/* Load pr's entry program (its verifier log printed with -x bpflog):
   the fd, or -1 with the error set. */
static int
dt_kfn_entry_prog(dtrace_hdl_t *dtp, const dt_probe_t *pr)
{
	LIBBPF_OPTS(bpf_prog_load_opts, opts);
	char *log = NULL;
	dt_prog_t p;
	int fd, err;

	if (dtp->dt_opts.bpflog) {
		log = dt_xmalloc(1 << 16);
		log[0] = '\0';
		opts.log_buf = log;
		opts.log_size = 1 << 16;
		opts.log_level = 1;
	}
	dt_prog_init(&p);
	dt_kfn_entry_insns(&p, pr->pr_id, dtp->dt_kfnargsfd);
	fd = bpf_prog_load(BPF_PROG_TYPE_KPROBE, "dt_kfn_entry", "GPL",
	    p.dp_insns, p.dp_ninsns, &opts);
	err = errno;
	dt_prog_fini(&p);
	if (log != NULL)
		fprintf(stderr, "BPF verifier log for %s:%s:%s:%s (entry):\n"
		    "%s\n", pr->pr_prov, pr->pr_mod, pr->pr_func, pr->pr_name,
		    log);
	free(log);
	if (fd < 0)
		return dt_set_err(dtp, "could not enable tracing: BPF program "
		    "for the entry of probe %s:%s:%s:%s was rejected: %s",
		    pr->pr_prov, pr->pr_mod, pr->pr_func, pr->pr_name,
		    strerror(err));
	return fd;
}

/* prog on a kprobe (or a kretprobe, if ret) on fn, with the cookie */
static int
dt_kfn_kprobe_link(dtrace_hdl_t *dtp, dt_probe_t *pr, const char *fn,
    bool ret, int prog, uint64_t cookie)
{
	LIBBPF_OPTS(bpf_link_create_opts, lo, .perf_event.bpf_cookie = cookie);
	struct perf_event_attr attr;
	int fd, link;

	dt_fbt_kprobe_attr(&attr, fn, ret);
	fd = dt_perf_event_open(&attr, -1, 0, -1, PERF_FLAG_FD_CLOEXEC);
	if (fd < 0)
		goto fail;
	dt_probe_keep_fd(pr, fd);
	if ((link = bpf_link_create(prog, fd, BPF_PERF_EVENT, &lo)) < 0)
		goto fail;
	dt_probe_keep_fd(pr, link);
	return 0;
fail:
	return dt_set_err(dtp, "cannot enable %s:%s:%s:%s: %s on %s: %s",
	    pr->pr_prov, pr->pr_mod, pr->pr_func, pr->pr_name,
	    ret ? "kretprobe" : "kprobe", fn, strerror(errno));
}

/*
 * Attach prog by kprobes (kretprobes, if exit, and the entry program by
 * kprobes) to each function of fns the kernel has; what to close is the
 * probe's.  Without kprobes (DTRACE_DEBUG_KPROBE), the programs are
 * loaded first, so that the verifier has seen them.
 */
int
dt_kfn_kprobe_attach(dtrace_hdl_t *dtp, dt_probe_t *pr, int prog,
    const dt_stable_kfn_t *fns, bool exit)
{
	const dt_stable_kfn_t *fn;
	dt_fbt_func_t *f, *first = NULL;
	int entry = -1;

	if (exit) {
		if ((entry = dt_kfn_entry_prog(dtp, pr)) < 0)
			return -1;
		dt_probe_keep_fd(pr, entry);
	}
	for (fn = fns; fn->kf_name != NULL; fn++) {
		uint64_t cookie = (uint64_t)(fn - fns) << 32 | fn->kf_cookie;

		if ((f = dt_kfn_func(dtp, fn)) == NULL)
			continue;
		if (first == NULL && !dt_kfeat_has(dtp, DT_KF_KPROBES))
			return dt_fbt_nokprobes(dtp, pr, f);
		first = f;
		if (exit && dt_kfn_kprobe_link(dtp, pr, f->ff_name, false,
		    entry, cookie) != 0)
			return -1;
		if (dt_kfn_kprobe_link(dtp, pr, f->ff_name, exit, prog,
		    cookie) != 0)
			return -1;
	}
	return 0;
}
