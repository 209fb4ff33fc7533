/*
 * dt_prov_syscall.c -- the syscall provider: syscall:vmlinux:<name>:entry
 * and :return for every system call the kernel has a tracepoint for
 * (events/syscalls/sys_enter_<name>).
 *
 * Enabling hundreds of per-syscall tracepoints and detaching them again
 * costs an RCU grace period for each, serialised by the kernel: 360 probes
 * took 24 s to tear down.  So beyond a few probes (below) the provider
 * attaches only twice, however many are enabled: a dispatcher program on
 * each of the raw tracepoints
 * raw_syscalls:sys_enter and sys_exit (BPF_RAW_TRACEPOINT_OPEN, kernel
 * >= 4.17) reads the syscall number from the task's pt_regs (orig_ax) and
 * tail-calls the enabled probe's program from a BPF_MAP_TYPE_PROG_ARRAY
 * indexed by that number.  Each probe's program is the usual one (a raw
 * tracepoint program whose context is the raw tracepoint's arguments):
 *
 *	sys_enter(struct pt_regs *regs, long id)
 *	sys_exit(struct pt_regs *regs, long ret)
 *
 * Entry probes read arg0..arg5 from the syscall argument registers in
 * regs (x86_64: di si dx r10 r8 r9), as many as the syscall's tracepoint
 * format lists; return probes set arg0 and arg1 to the return value, as
 * DTrace does.  Syscall numbers come from the C library's kernel headers
 * at build time (dt_syscall_names.h).  32-bit (compat) system calls are
 * numbered differently and are not told apart yet.
 *
 * But a dispatcher runs for every system call of the system, traced or
 * not (some 130 ns each here).  So while few probes of a direction are
 * enabled (DT_SYSCALL_FEW), each takes the syscall's own event instead,
 * as bpftrace's tracepoint:syscalls:* do: a BPF_PROG_TYPE_TRACEPOINT
 * program on a perf event of syscalls:sys_enter_<name> (one, on one CPU:
 * a tracepoint runs its programs on every CPU), whose context is the
 * event's record,
 *
 *	sys_enter_<name>: u64 common fields; int __syscall_nr; u64 args[]
 *	sys_exit_<name>:  u64 common fields; int __syscall_nr; long ret
 *
 * (args and ret at offset 16).  The kernel tests a bitmap of enabled
 * calls before it builds a record, so an untraced system call pays
 * almost nothing, and a compat one is not taken for the native call of
 * its number.  Each event costs an RCU grace period when it is closed,
 * which is why many probes take the dispatcher.
 */
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <asm/unistd.h>
#include <linux/perf_event.h>
#include <bpf/bpf.h>

#include "dt_impl.h"
#include "base/dt_file.h"
#include "cg/dt_cg_tramp.h"

static const struct dt_syscall_nr {
	const char *name;
	int nr;
} dt_syscall_nrs[] = {
#define DT_SYSCALL(n)	{ #n, __NR_##n },
#include "prov/dt_syscall_names.h"
#undef DT_SYSCALL
};

#define DT_SYSCALL_NRMAX	1024	/* prog array size */

/* x86_64 struct pt_regs offsets: the argument registers, orig_ax */
static const int dt_syscall_argregs[6] = { 112, 104, 96, 56, 72, 64 };
#define DT_SYSCALL_REGSEND	120	/* the end of the last (di) */
#define PT_REGS_ORIG_AX	120

#define DT_SYSCALL_EVENTS	"/sys/kernel/tracing/events/syscalls"
#define DT_SYSCALL_RECARGS	16	/* format: offset of args[] */
#define DT_SYSCALL_MAXARGS	6

/* pr_arg: the argument count in the low byte, 0x100 for a return probe */
#define DT_SYSCALL_RETURN	0x100

#define DT_SYSCALL_FEW		8	/* probes of a direction that take
					   their own events, at most */

static const dt_provops_t dt_prov_syscall_ev;

/* The number of arguments a syscall's tracepoint records (its fields after
   __syscall_nr, from offset 16). */
static int
dt_syscall_nargs(const char *event)
{
	dt_tracefs_field_t f[DT_SYSCALL_MAXARGS + 1];
	int i, n = dt_tracefs_fields("syscalls", event, f,
	    DT_SYSCALL_MAXARGS + 1), nargs = 0;

	for (i = 0; i < n; i++)
		if (f[i].off >= DT_SYSCALL_RECARGS)
			nargs++;
	return nargs;
}

static int
dt_syscall_nr(const char *name)
{
	/* the table is in strcmp order: the Makefile sorts its lines
	   "DT_SYSCALL(name)" with LC_ALL=C, and ')' is below every
	   character of a name */
	size_t lo = 0, hi = sizeof(dt_syscall_nrs) / sizeof(dt_syscall_nrs[0]);

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		int c = strcmp(dt_syscall_nrs[mid].name, name);

		if (c == 0)
			return dt_syscall_nrs[mid].nr;
		if (c < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return -1;
}

/*
 * List the system calls (sorted, so IDs are stable from run to run) and
 * create an entry and a return probe for each that has a tracepoint and a
 * number we know (a kernel newer than the C library's headers has calls
 * the headers do not number yet; those are left out).  No tracefs, or no
 * syscalls tracepoints: no probes.
 */
static int
dt_prov_syscall_populate(dtrace_hdl_t *dtp)
{
	DIR *dir = opendir(DT_SYSCALL_EVENTS);
	struct dirent *de;
	char **names = NULL;
	size_t n = 0, cap = 0, i;

	if (dir == NULL)
		return 0;
	while ((de = readdir(dir)) != NULL) {
		if (strncmp(de->d_name, "sys_enter_", 10) != 0 ||
		    dt_syscall_nr(de->d_name + 10) < 0)
			continue;
		if (n == cap) {
			cap = cap ? cap * 2 : 512;
			names = dt_xrealloc(names, cap * sizeof(*names));
		}
		names[n++] = dt_xstrdup(de->d_name + 10);
	}
	closedir(dir);
	if (n > 0)	/* names is NULL when no tracepoint matched */
		qsort(names, n, sizeof(*names), dt_strptrcmp);
	for (i = 0; i < n; i++) {
		dt_probe_create(dtp, &dt_prov_syscall, "vmlinux", names[i],
		    "entry", 0);
		dt_probe_create(dtp, &dt_prov_syscall, "vmlinux", names[i],
		    "return", DT_SYSCALL_RETURN);
		free(names[i]);
	}
	free(names);
	return 0;
}

/* vmlinux:<call>:entry and return */
static bool
dt_prov_syscall_may_list(dtrace_hdl_t *dtp, char *const fld[4])
{
	static const char *const names[] = { "entry", "return" };

	(void)dtp;
	return dt_field_match(fld[1], "vmlinux") &&
	    dt_probe_table_may(fld[3], names, 2, sizeof(names[0]));
}

/*
 * args[i]: an entry probe's arguments as the syscall's tracepoint format
 * declares them (its fields after __syscall_nr: "unsigned int fd", "const
 * char * buf"); a return probe's args[0] is the return value, "long", as
 * in Oracle's DTrace (arg0 and arg1 both hold it, args[1] does not exist).
 */
static bool
dt_prov_syscall_argdesc(dtrace_hdl_t *dtp, const dt_probe_t *pr, int i,
    dt_argdesc_t *ad)
{
	dt_tracefs_field_t f[DT_SYSCALL_MAXARGS + 1];
	char event[256];
	int n, k, j = 0;

	snprintf(event, sizeof(event), "sys_%s_%s", pr->pr_arg &
	    DT_SYSCALL_RETURN ? "exit" : "enter", pr->pr_func);
	n = dt_tracefs_fields("syscalls", event, f, DT_SYSCALL_MAXARGS + 1);
	for (k = 0; k < n; k++) {
		if (f[k].off < DT_SYSCALL_RECARGS || j++ != i)
			continue;
		ad->ad_native = dt_arena_strdup(dtp->dt_arena, f[k].type);
		ad->ad_xlate = NULL;
		ad->ad_mapping = i;
		return f[k].type[0] != '\0';
	}
	return false;
}

/*
 * r0 = errno (po_errno, dt_cg.c): at a system call's return, the error
 * it returns (its return value is -errno; Oracle's DTrace takes -2047 ..
 * -1 as an error); 0 after a call that succeeded, and at entry.
 */
static void
dt_prov_syscall_errno(dt_cg_t *cg, const dt_probe_t *pr)
{
	if (!(pr->pr_arg & DT_SYSCALL_RETURN)) {
		dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_0, 0));
		return;
	}
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_9, DT_MEM_ARGS));
	dt_cg_emit(cg, BPF_JMP_IMM(BPF_JSGE, BPF_REG_0, 0, 3));
	dt_cg_emit(cg, BPF_JMP_IMM(BPF_JSLE, BPF_REG_0, -2048, 2));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_NEG, BPF_REG_0, 0));
	dt_cg_emit(cg, BPF_JMP_A(1));
	dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_0, 0));
}

/*
 * arg0..: from the syscall's registers, through probe_read_kernel (regs is
 * kernel memory the program may not dereference directly).  The argument
 * registers lie together in pt_regs (x86_64: r10 r9 r8 ... dx si di, at
 * 56..119), so one read of the block from the lowest one needed, into the
 * argument area, takes them all; they are then put in order, and what
 * else the block held there is zeroed again.
 */
static void
dt_prov_syscall_trampoline(dt_cg_t *cg, dt_probe_t *pr)
{
	char event[256];
	int i, nargs, lo = DT_SYSCALL_REGSEND, size;

	dt_cg_tramp_zero_args(cg);
	dt_cg_tramp_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_10, -8));
	if (pr->pr_arg & DT_SYSCALL_RETURN) {
		dt_cg_tramp_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_1,
		    8));
		dt_cg_tramp_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_9, BPF_REG_0,
		    DT_MEM_ARGS));
		dt_cg_tramp_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_9, BPF_REG_0,
		    DT_MEM_ARGS + 8));
		return;
	}
	snprintf(event, sizeof(event), "sys_enter_%s", pr->pr_func);
	nargs = dt_syscall_nargs(event);
	if (nargs <= 0)
		return;
	for (i = 0; i < nargs; i++)
		if (dt_syscall_argregs[i] < lo)
			lo = dt_syscall_argregs[i];
	size = DT_SYSCALL_REGSEND - lo;
	dt_cg_tramp_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_1, 0));
	dt_cg_tramp_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_3, lo));
	dt_cg_tramp_emit(cg, BPF_MOV64_REG(BPF_REG_1, BPF_REG_9));
	dt_cg_tramp_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, DT_MEM_ARGS));
	dt_cg_tramp_emit(cg, BPF_MOV64_IMM(BPF_REG_2, size));
	dt_cg_tramp_emit(cg, BPF_CALL_HELPER(BPF_FUNC_probe_read_kernel));
	for (i = 0; i < nargs; i++)		/* r0..r5: at most 6 */
		dt_cg_tramp_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_0 + i,
		    BPF_REG_9, DT_MEM_ARGS + dt_syscall_argregs[i] - lo));
	for (i = 0; i < nargs; i++)
		dt_cg_tramp_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_9,
		    BPF_REG_0 + i, DT_MEM_ARGS + 8 * i));
	for (i = nargs; i < size / 8; i++)
		dt_cg_tramp_emit(cg, BPF_ST_MEM(BPF_DW, BPF_REG_9,
		    DT_MEM_ARGS + 8 * i, 0));
}

/*
 * The dispatcher (ctx: u64 args[2], args[0] the pt_regs):
 *
 *	r6 = ctx
 *	probe_read_kernel(fp-8, 8, args[0] + orig_ax)	the syscall number
 *	tail_call(ctx, &progs, nr)			no entry: falls through
 *	return 0
 */
static int
dt_syscall_dispatcher(int progsfd)
{
	struct bpf_insn insns[] = {
		BPF_MOV64_REG(BPF_REG_6, BPF_REG_1),
		BPF_LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_6, 0),
		BPF_ALU64_IMM(BPF_ADD, BPF_REG_3, PT_REGS_ORIG_AX),
		BPF_MOV64_REG(BPF_REG_1, BPF_REG_10),
		BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, -8),
		BPF_MOV64_IMM(BPF_REG_2, 8),
		BPF_CALL_HELPER(BPF_FUNC_probe_read_kernel),
		BPF_JMP_IMM(BPF_JNE, BPF_REG_0, 0, 6),
		BPF_LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_10, -8),
		BPF_MOV64_REG(BPF_REG_1, BPF_REG_6),
		DT_INSN(BPF_LD | BPF_DW | BPF_IMM, BPF_REG_2, BPF_PSEUDO_MAP_FD,
		    0, progsfd),
		DT_INSN(0, 0, 0, 0, 0),
		BPF_CALL_HELPER(BPF_FUNC_tail_call),
		BPF_MOV64_IMM(BPF_REG_0, 0),
		BPF_EXIT_INSN(),
	};

	return bpf_prog_load(BPF_PROG_TYPE_RAW_TRACEPOINT, "dt_syscalls",
	    "GPL", insns, sizeof(insns) / sizeof(insns[0]), NULL);
}

/* The provider's own state (dt_prov_data): its dispatchers, per
   direction, and how many probes of each are enabled. */
typedef struct dt_syscall_state {
	int sc_progs[2];		/* prog arrays by syscall number */
	int sc_link[2];			/* raw tracepoint attachments */
	uint32_t sc_nenabled[2];	/* enabled probes per direction, */
	uint32_t sc_countedat[2];	/* counted at these dt_probeid (the
					   last probe made: the table shrinks
					   when late probes are freed) and
					   dt_nclauses */
} dt_syscall_state_t;

static dt_syscall_state_t *
dt_syscall_state(dtrace_hdl_t *dtp)
{
	void **data = dt_prov_data(dtp, &dt_prov_syscall);
	dt_syscall_state_t *st = *data;

	if (st == NULL) {
		st = dt_xcalloc(1, sizeof(*st));
		st->sc_progs[0] = st->sc_progs[1] = -1;
		st->sc_link[0] = st->sc_link[1] = -1;
		*data = st;
	}
	return st;
}

/* The prog array and attached dispatcher of one direction, made once. */
static int
dt_syscall_direction(dtrace_hdl_t *dtp, int ret)
{
	dt_syscall_state_t *st = dt_syscall_state(dtp);
	const char *tp = ret ? "sys_exit" : "sys_enter";
	int prog;

	if (st->sc_link[ret] >= 0)
		return 0;
	st->sc_progs[ret] = bpf_map_create(BPF_MAP_TYPE_PROG_ARRAY,
	    "dt_syscalls", 4, 4, DT_SYSCALL_NRMAX, NULL);
	if (st->sc_progs[ret] < 0)
		return dt_set_err(dtp, "cannot enable syscall probes: prog "
		    "array: %s", strerror(errno));
	if ((prog = dt_syscall_dispatcher(st->sc_progs[ret])) < 0)
		return dt_set_err(dtp, "cannot enable syscall probes: "
		    "dispatcher rejected: %s", strerror(errno));
	st->sc_link[ret] = bpf_raw_tracepoint_open(tp, prog);
	close(prog);		/* the link holds it */
	if (st->sc_link[ret] < 0)
		return dt_set_err(dtp, "cannot enable syscall probes: raw "
		    "tracepoint raw_syscalls:%s: %s", tp, strerror(errno));
	return 0;
}

static int
dt_prov_syscall_attach(dtrace_hdl_t *dtp, dt_probe_t *pr, int prog)
{
	int ret = (pr->pr_arg & DT_SYSCALL_RETURN) != 0;
	int nr = dt_syscall_nr(pr->pr_func);
	uint32_t key = (uint32_t)nr;

	if (nr < 0 || nr >= DT_SYSCALL_NRMAX)
		return dt_set_err(dtp, "cannot enable syscall:%s:%s:%s: no "
		    "system call number known for %s", pr->pr_mod,
		    pr->pr_func, pr->pr_name, pr->pr_func);
	if (dt_syscall_direction(dtp, ret) != 0)
		return -1;
	if (bpf_map_update_elem(dt_syscall_state(dtp)->sc_progs[ret], &key, &prog,
	    BPF_ANY) != 0)
		return dt_set_err(dtp, "cannot enable syscall:%s:%s:%s: %s",
		    pr->pr_mod, pr->pr_func, pr->pr_name, strerror(errno));
	return 0;
}

/* Detach the dispatchers (two RCU grace periods at most) and free. */
static void
dt_prov_syscall_teardown(dtrace_hdl_t *dtp)
{
	void **data = dt_prov_data(dtp, &dt_prov_syscall);
	dt_syscall_state_t *st = *data;
	int i;

	if (st == NULL)
		return;
	for (i = 0; i < 2; i++) {
		if (st->sc_link[i] >= 0)
			close(st->sc_link[i]);
		if (st->sc_progs[i] >= 0)
			close(st->sc_progs[i]);
	}
	free(st);
	*data = NULL;
}

/* ---- the events' way, for a few probes ------------------------------ */

/* How many probes of each direction are enabled, counted again when a
   probe was made or the program has grown since. */
static void
dt_syscall_count(dtrace_hdl_t *dtp)
{
	dt_syscall_state_t *st = dt_syscall_state(dtp);
	uint32_t i;

	if (st->sc_countedat[0] == dtp->dt_probeid &&
	    st->sc_countedat[1] == (uint32_t)dtp->dt_nclauses)
		return;
	st->sc_nenabled[0] = st->sc_nenabled[1] = 0;
	for (i = 0; i < dtp->dt_nprobes; i++) {
		const dt_probe_t *pr = dtp->dt_probes[i];

		if ((pr->pr_ops == &dt_prov_syscall ||
		    pr->pr_ops == &dt_prov_syscall_ev) && pr->pr_nclauses > 0)
			st->sc_nenabled[(pr->pr_arg & DT_SYSCALL_RETURN) != 0]++;
	}
	st->sc_countedat[0] = dtp->dt_probeid;
	st->sc_countedat[1] = (uint32_t)dtp->dt_nclauses;
}

static int
dt_syscall_event_id(const dt_probe_t *pr)
{
	char path[512];

	snprintf(path, sizeof(path), "%s/sys_%s_%s/id", DT_SYSCALL_EVENTS,
	    pr->pr_arg & DT_SYSCALL_RETURN ? "exit" : "enter", pr->pr_func);
	return dt_read_int(path, -1);
}

/* Does a clause of the probe take kernel stack frames?  Where a
   syscall's own event hands its program the user registers the call came
   in with (Debian 12's 6.1 does), the kernel's stack walk from them finds
   no kernel frame; the dispatcher's raw tracepoint walks the kernel's. */
static bool
dt_syscall_kstack(const dt_probe_t *pr)
{
	int i;

	for (i = 0; i < pr->pr_nclauses; i++)
		if (pr->pr_clauses[i]->cl_kstack)
			return true;
	return false;
}

/* Before code generation: the probe's own event while few of its
   direction are enabled and its clauses take no kernel stack
   (DTRACE_DEBUG_SYSCALL_DISPATCH=1: never), else the dispatcher (decided
   again each time: a listing may ask first). */
static void
dt_prov_syscall_prepare(dtrace_hdl_t *dtp, dt_probe_t *pr)
{
	int ret = (pr->pr_arg & DT_SYSCALL_RETURN) != 0;

	dt_syscall_count(dtp);
	if (dt_syscall_state(dtp)->sc_nenabled[ret] <= DT_SYSCALL_FEW &&
	    !dt_syscall_kstack(pr) &&
	    !dt_debug_set("DTRACE_DEBUG_SYSCALL_DISPATCH") &&
	    dt_syscall_event_id(pr) >= 0)
		pr->pr_ops = &dt_prov_syscall_ev;
	else
		pr->pr_ops = &dt_prov_syscall;
}

/* arg0.. from the event's record: the arguments, or the return value
   (in arg0 and arg1) */
static void
dt_syscall_ev_trampoline(dt_cg_t *cg, dt_probe_t *pr)
{
	char event[256];
	int i, nargs = 1;

	dt_cg_tramp_zero_args(cg);
	dt_cg_tramp_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_10, -8));
	if (!(pr->pr_arg & DT_SYSCALL_RETURN)) {
		snprintf(event, sizeof(event), "sys_enter_%s", pr->pr_func);
		nargs = dt_syscall_nargs(event);
	}
	for (i = 0; i < nargs; i++) {
		dt_cg_tramp_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_1,
		    DT_SYSCALL_RECARGS + 8 * i));
		dt_cg_tramp_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_9, BPF_REG_0,
		    DT_MEM_ARGS + 8 * i));
	}
	if (pr->pr_arg & DT_SYSCALL_RETURN)
		dt_cg_tramp_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_9, BPF_REG_0,
		    DT_MEM_ARGS + 8));
}

static int
dt_syscall_ev_attach(dtrace_hdl_t *dtp, dt_probe_t *pr, int prog)
{
	int id = dt_syscall_event_id(pr);

	if (id < 0)
		return dt_set_err(dtp, "cannot enable syscall:%s:%s:%s: no "
		    "event id: %s", pr->pr_mod, pr->pr_func, pr->pr_name,
		    strerror(errno));
	return dt_perf_attach_tp(dtp, pr, id, prog);
}

/* DTrace's stability for this provider: provider, module, function,
   name, arguments */
static const dt_attr_t dt_syscall_attr[5] = {
	{ DT_STAB_EVOLVING, DT_STAB_EVOLVING, DT_CLASS_COMMON },	/* provider */
	{ DT_STAB_PRIVATE, DT_STAB_PRIVATE, DT_CLASS_UNKNOWN },	/* module */
	{ DT_STAB_PRIVATE, DT_STAB_PRIVATE, DT_CLASS_ISA },	/* function */
	{ DT_STAB_EVOLVING, DT_STAB_EVOLVING, DT_CLASS_COMMON },	/* name */
	{ DT_STAB_PRIVATE, DT_STAB_PRIVATE, DT_CLASS_ISA },	/* arguments */
};

const dt_provops_t dt_prov_syscall = {
	.po_name = "syscall",
	.po_tracefs = true,
	.po_attr = dt_syscall_attr,
	.po_populate = dt_prov_syscall_populate,
	.po_may_list = dt_prov_syscall_may_list,
	.po_progtype = BPF_PROG_TYPE_RAW_TRACEPOINT,
	.po_prepare = dt_prov_syscall_prepare,
	.po_trampoline = dt_prov_syscall_trampoline,
	.po_attach = dt_prov_syscall_attach,
	.po_argdesc = dt_prov_syscall_argdesc,
	.po_teardown = dt_prov_syscall_teardown,
	.po_errno = dt_prov_syscall_errno,
};

/* the probes po_prepare gave their own events (not in the provider
   list: po_name is the probe's own provider's) */
static const dt_provops_t dt_prov_syscall_ev = {
	.po_tracefs = true,
	.po_attr = dt_syscall_attr,
	.po_progtype = BPF_PROG_TYPE_TRACEPOINT,
	.po_prepare = dt_prov_syscall_prepare,
	.po_trampoline = dt_syscall_ev_trampoline,
	.po_attach = dt_syscall_ev_attach,
	.po_argdesc = dt_prov_syscall_argdesc,
	.po_errno = dt_prov_syscall_errno,
};
