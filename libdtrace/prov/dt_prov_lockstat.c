/*
 * dt_prov_lockstat.c -- the lockstat provider: kernel locks contended,
 * acquired and released, as lockstat:vmlinux::<name> with Oracle Linux
 * DTrace's names and argument types.
 *
 * Contention probes.  Oracle's DTrace builds them from kprobes on the
 * lock functions; this kernel has none, but it has two tracepoints
 * (include/trace/events/lock.h, kernel >= 5.19) that every sleeping or
 * spinning lock's slow path passes:
 *
 *   lock:contention_begin(lock_addr, flags)  the thread starts to wait
 *   lock:contention_end(lock_addr, ret)      it stops: ret 0, it has the
 *                                            lock, else the error
 *
 * A recorder program on contention_begin (made and attached here when a
 * contention probe is first enabled) keeps, in the LRU hash dt_lockstat,
 *
 *	key	u64 lock_addr, u32 thread id, u32 CPU (only for thread 0,
 *		the idle threads, one a CPU)
 *	value	u64 begin time (bpf_ktime_get_ns), u32 class, u32 flags
 *
 * On contention_end, a dispatcher finds the thread's entry for the lock
 * and tail-calls the program of the probe of its class (a prog array
 * indexed by class), or deletes the entry when that probe is not
 * enabled.  The probe's program fires when ret is 0 (DTrace's contention
 * probes fire once the lock is acquired), with arg0 = the lock and
 * arg1 = the nanoseconds since the begin, and deletes the entry.  The
 * dispatcher is the only program on contention_end, so the kernel's
 * guard against a program starting again on a CPU where it runs (the
 * end of a spinlock's contention in an interrupt, while a probe's
 * program runs in the thread) keeps two contention probes from using a
 * CPU's dt_mem at once: the inner firing is dropped instead.  Entries
 * whose end is never seen age out of the LRU map.
 *
 * The class, from contention_begin's flags (LCB_F_*):
 *
 *   MUTEX|SPIN       adaptive-spin   a mutex's optimistic spinning (or
 *                                    a trylock after it) got the lock
 *   MUTEX            adaptive-block  the thread slept on a mutex; the
 *                                    time is from then (a later begin
 *                                    for the same lock replaces the
 *                                    spinning one)
 *   SPIN             spin-spin       a queued spinlock's slow path
 *   SPIN|READ/WRITE  rw-spin         an rwlock_t (qrwlock)
 *   READ/WRITE       rw-block        an rw_semaphore, or (with PERCPU)
 *                                    a percpu one: sleeping readers/
 *                                    writer locks
 *   RT               none            rt_mutex and PREEMPT_RT's locks:
 *                                    not a struct mutex, not reported
 *
 * rw-spin and rw-block give arg2 = RW_READER (1) or RW_WRITER (0), as
 * rw-acquire's arg1.  Solaris's rw-block also gives whether a writer held
 * the lock and how many readers did; those live in the bits of
 * rw_semaphore.count, whose layout is private to kernel/locking/rwsem.c
 * (no BTF), and a percpu rwsem counts its readers per CPU, so they are
 * not given.  (rw-block is not in Oracle's provider, which has no probe
 * on rwsems; Solaris and FreeBSD have it.)
 *
 * Acquire and release probes sit on the kernel's lock functions, by
 * fexit, as fbt attaches, or by kprobes where the kernel refuses fexit
 * (dt_prov_lockstat_fn.c).
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include <bpf/bpf.h>

#include "prov/dt_lockstat.h"
#include "prov/dt_prov_stable.h"

#define R(n)	BPF_REG_##n

#define DT_LS_EVENTS	"/sys/kernel/tracing/events/lock"
#define DT_LS_MAXENTRIES	8192

/* contention_begin's flags (include/trace/events/lock.h) */
#define LCB_F_SPIN	(1U << 0)
#define LCB_F_READ	(1U << 1)
#define LCB_F_WRITE	(1U << 2)
#define LCB_F_RT	(1U << 3)
#define LCB_F_MUTEX	(1U << 5)

/* contention classes: which probe an entry of dt_lockstat is for */
enum {
	DT_LS_ASPIN = 1, DT_LS_ABLOCK, DT_LS_SSPIN, DT_LS_RWSPIN,
	DT_LS_RWBLOCK, DT_LS_NCLASSES
};

/* dt_lockstat's key and value */
#define LS_KEY_LOCK	0
#define LS_KEY_TID	8
#define LS_KEY_CPU	12
#define LS_KEYSIZE	16
#define LS_VAL_TIME	0
#define LS_VAL_CLASS	8
#define LS_VAL_FLAGS	12
#define LS_VALSIZE	16

/* ---- the acquire and release probes' functions ----------------------- */

#define FN(name, cookie)	{ name, cookie, false }
#define READER			DT_LS_FN_READER
#define IF_OK			(DT_LS_FN_OK << 1)
#define IF_TAKEN		(DT_LS_FN_TRY << 1)
#define IF_ERR			(DT_LS_FN_ERR << 1)

static const dt_lockstat_fn_t dt_ls_adaptive_acquire[] = {
	FN("mutex_lock", 0), FN("mutex_lock_interruptible", IF_OK),
	FN("mutex_lock_killable", IF_OK), { NULL, 0, false }
};
static const dt_lockstat_fn_t dt_ls_adaptive_error[] = {
	FN("mutex_lock_interruptible", IF_ERR),
	FN("mutex_lock_killable", IF_ERR),
	{ NULL, 0, false }
};
static const dt_lockstat_fn_t dt_ls_adaptive_release[] = {
	FN("mutex_unlock", 0), { NULL, 0, false }
};
static const dt_lockstat_fn_t dt_ls_rw_acquire[] = {
	FN("_raw_read_lock", READER), FN("_raw_read_lock_bh", READER),
	FN("_raw_read_lock_irq", READER), FN("_raw_read_lock_irqsave", READER),
	FN("_raw_read_trylock", READER | IF_TAKEN),
	FN("_raw_write_lock", 0), FN("_raw_write_lock_bh", 0),
	FN("_raw_write_lock_irq", 0), FN("_raw_write_lock_irqsave", 0),
	FN("_raw_write_lock_nested", 0), FN("_raw_write_trylock", IF_TAKEN),
	{ NULL, 0, false }
};
static const dt_lockstat_fn_t dt_ls_rw_release[] = {
	FN("_raw_read_unlock", READER), FN("_raw_read_unlock_bh", READER),
	FN("_raw_read_unlock_irq", READER),
	FN("_raw_read_unlock_irqrestore", READER),
	FN("_raw_write_unlock", 0), FN("_raw_write_unlock_bh", 0),
	FN("_raw_write_unlock_irq", 0), FN("_raw_write_unlock_irqrestore", 0),
	{ NULL, 0, false }
};
static const dt_lockstat_fn_t dt_ls_spin_acquire[] = {
	FN("_raw_spin_lock", 0), FN("_raw_spin_lock_bh", 0),
	FN("_raw_spin_lock_irq", 0), FN("_raw_spin_lock_irqsave", 0),
	FN("_raw_spin_lock_nested", 0), FN("_raw_spin_trylock", IF_TAKEN),
	FN("_raw_spin_trylock_bh", IF_TAKEN), { NULL, 0, false }
};
static const dt_lockstat_fn_t dt_ls_spin_release[] = {
	FN("_raw_spin_unlock", 0), FN("_raw_spin_unlock_bh", 0),
	FN("_raw_spin_unlock_irq", 0), FN("_raw_spin_unlock_irqrestore", 0),
	{ NULL, 0, false }
};

/* ---- the probes ------------------------------------------------------ */

#define ARG(t, n)	{ t, NULL, n, false }
#define MUTEX		ARG("struct mutex *", 0)
#define RWLOCK		ARG("struct rwlock *", 0)
#define SPINLOCK	ARG("spinlock_t *", 0)
#define NS		ARG("uint64_t", 1)

/* in Oracle's order, with rw-block among them */
const dt_lockstat_probe_t dt_lockstat_probes[] = {
	{ "adaptive-acquire", 0, dt_ls_adaptive_acquire, false, { MUTEX } },
	{ "adaptive-acquire-error", 0, dt_ls_adaptive_error, false,
	    { MUTEX, ARG("int", 1) } },
	{ "adaptive-block", DT_LS_ABLOCK, NULL, false, { MUTEX, NS } },
	{ "adaptive-release", 0, dt_ls_adaptive_release, false, { MUTEX } },
	{ "adaptive-spin", DT_LS_ASPIN, NULL, false, { MUTEX, NS } },
	{ "rw-acquire", 0, dt_ls_rw_acquire, true,
	    { RWLOCK, ARG("int", 1) } },
	{ "rw-block", DT_LS_RWBLOCK, NULL, false,
	    { RWLOCK, NS, ARG("int", 2) } },
	{ "rw-release", 0, dt_ls_rw_release, true,
	    { RWLOCK, ARG("int", 1) } },
	{ "rw-spin", DT_LS_RWSPIN, NULL, false,
	    { RWLOCK, NS, ARG("int", 2) } },
	{ "spin-acquire", 0, dt_ls_spin_acquire, false, { SPINLOCK } },
	{ "spin-release", 0, dt_ls_spin_release, false, { SPINLOCK } },
	{ "spin-spin", DT_LS_SSPIN, NULL, false, { SPINLOCK, NS } },
};

#define DT_LS_NPROBES	(sizeof(dt_lockstat_probes) / \
	sizeof(dt_lockstat_probes[0]))

static const dt_lockstat_probe_t *
dt_lockstat_probe(const dt_probe_t *pr)
{
	return &dt_lockstat_probes[pr->pr_arg];
}

static bool
dt_lockstat_has_tracepoints(void)
{
	struct stat st;

	return stat(DT_LS_EVENTS "/contention_begin", &st) == 0 &&
	    stat(DT_LS_EVENTS "/contention_end", &st) == 0;
}

/* The contention probes if the kernel has the lock tracepoints; the
   others always (the functions are looked for when one is enabled). */
static int
dt_prov_lockstat_populate(dtrace_hdl_t *dtp)
{
	bool tp = dt_lockstat_has_tracepoints();
	size_t i;

	for (i = 0; i < DT_LS_NPROBES; i++)
		if (dt_lockstat_probes[i].lp_class == 0 || tp)
			dt_probe_create(dtp, &dt_prov_lockstat, "vmlinux", "",
			    dt_lockstat_probes[i].lp_name, (uint64_t)i);
	return 0;
}

_Static_assert(offsetof(dt_lockstat_probe_t, lp_name) == 0,
    "dt_probe_table_may() finds the name first");

static bool
dt_prov_lockstat_may_list(dtrace_hdl_t *dtp, char *const fld[4])
{
	(void)dtp;
	return dt_stable_fields_may(fld) && dt_probe_table_may(fld[3],
	    dt_lockstat_probes, DT_LS_NPROBES, sizeof(dt_lockstat_probes[0]));
}

/* ---- the recorder on contention_begin -------------------------------- */

/* r8 = the class of contention_begin's flags in r7, or go to none */
static void
dt_lockstat_classify(dt_prog_t *p, uint32_t none)
{
	uint32_t mutex = dt_prog_label_new(p), rw = dt_prog_label_new(p);
	uint32_t pick = dt_prog_label_new(p), done = dt_prog_label_new(p);

	dt_prog_emit(p, BPF_MOV64_REG(R(1), R(7)));
	dt_prog_emit(p, BPF_ALU64_IMM(BPF_AND, R(1), LCB_F_RT));
	dt_prog_emit_jump(p, BPF_JMP_IMM(BPF_JNE, R(1), 0, 0), none);
	dt_prog_emit(p, BPF_MOV64_REG(R(1), R(7)));
	dt_prog_emit(p, BPF_ALU64_IMM(BPF_AND, R(1), LCB_F_MUTEX));
	dt_prog_emit_jump(p, BPF_JMP_IMM(BPF_JNE, R(1), 0, 0), mutex);
	dt_prog_emit(p, BPF_MOV64_REG(R(1), R(7)));
	dt_prog_emit(p, BPF_ALU64_IMM(BPF_AND, R(1), LCB_F_READ | LCB_F_WRITE));
	dt_prog_emit_jump(p, BPF_JMP_IMM(BPF_JNE, R(1), 0, 0), rw);
	dt_prog_emit_jump(p, BPF_JMP_IMM(BPF_JNE, R(7), LCB_F_SPIN, 0), none);
	dt_prog_emit(p, BPF_MOV64_IMM(R(8), DT_LS_SSPIN));
	dt_prog_emit_jump(p, BPF_JMP_A(0), done);
	/* mutexes and readers/writer locks: r8 = the spinning class, or
	   r2, the blocking one, when SPIN is not set */
	dt_prog_label_here(p, mutex);
	dt_prog_emit(p, BPF_MOV64_IMM(R(8), DT_LS_ASPIN));
	dt_prog_emit(p, BPF_MOV64_IMM(R(2), DT_LS_ABLOCK));
	dt_prog_emit_jump(p, BPF_JMP_A(0), pick);
	dt_prog_label_here(p, rw);
	dt_prog_emit(p, BPF_MOV64_IMM(R(8), DT_LS_RWSPIN));
	dt_prog_emit(p, BPF_MOV64_IMM(R(2), DT_LS_RWBLOCK));
	dt_prog_label_here(p, pick);
	dt_prog_emit(p, BPF_MOV64_REG(R(1), R(7)));
	dt_prog_emit(p, BPF_ALU64_IMM(BPF_AND, R(1), LCB_F_SPIN));
	dt_prog_emit_jump(p, BPF_JMP_IMM(BPF_JNE, R(1), 0, 0), done);
	dt_prog_emit(p, BPF_MOV64_REG(R(8), R(2)));
	dt_prog_label_here(p, done);
}

/* fp-16 = the key of this thread's wait for the lock in ctx (r6) */
static void
dt_lockstat_emit_key(dt_prog_t *p)
{
	uint32_t have = dt_prog_label_new(p);

	dt_prog_emit(p, BPF_LDX_MEM(BPF_DW, R(1), R(6), 0));
	dt_prog_emit(p, BPF_STX_MEM(BPF_DW, R(10), R(1), -16 + LS_KEY_LOCK));
	dt_prog_emit(p, BPF_CALL_HELPER(BPF_FUNC_get_current_pid_tgid));
	dt_prog_emit(p, BPF_MOV32_REG(R(0), R(0)));
	dt_prog_emit(p, BPF_STX_MEM(BPF_W, R(10), R(0), -16 + LS_KEY_TID));
	dt_prog_emit(p, BPF_ST_MEM(BPF_W, R(10), -16 + LS_KEY_CPU, 0));
	dt_prog_emit_jump(p, BPF_JMP_IMM(BPF_JNE, R(0), 0, 0), have);
	dt_prog_emit(p, BPF_CALL_HELPER(BPF_FUNC_get_smp_processor_id));
	dt_prog_emit(p, BPF_STX_MEM(BPF_W, R(10), R(0), -16 + LS_KEY_CPU));
	dt_prog_label_here(p, have);
}

/* r1 = dt_lockstat, r2 = the key at fp-16 */
static void
dt_lockstat_emit_mapkey(dt_prog_t *p, int mapfd)
{
	dt_prog_emit_map_fd(p, R(1), mapfd);
	dt_prog_emit(p, BPF_MOV64_REG(R(2), R(10)));
	dt_prog_emit(p, BPF_ALU64_IMM(BPF_ADD, R(2), -16));
}

/* Load a finished hand-made program (and free it): its fd, or -1. */
static int
dt_lockstat_load(dt_prog_t *p, const char *name)
{
	int fd = -1;

	dt_prog_emit(p, BPF_MOV64_IMM(R(0), 0));
	dt_prog_emit(p, BPF_EXIT_INSN());
	if (dt_prog_resolve_labels(p) == 0)
		fd = bpf_prog_load(BPF_PROG_TYPE_RAW_TRACEPOINT, name, "GPL",
		    p->dp_insns, p->dp_ninsns, NULL);
	else
		errno = EINVAL;
	dt_prog_fini(p);
	return fd;
}

/*
 * The recorder, on contention_begin (ctx: u64 args[2], lock_addr and
 * flags):
 *
 *	r6 = ctx; r7 = flags; r8 = class (or return)
 *	key (fp-16) = lock_addr, tid, tid ? 0 : cpu
 *	value (fp-32) = now, class, flags
 *	map_update_elem(dt_lockstat, key, value, BPF_ANY)
 */
static int
dt_lockstat_recorder(int mapfd)
{
	dt_prog_t p;
	uint32_t out;

	dt_prog_init(&p);
	out = dt_prog_label_new(&p);
	dt_prog_emit(&p, BPF_MOV64_REG(R(6), R(1)));
	dt_prog_emit(&p, BPF_LDX_MEM(BPF_DW, R(7), R(6), 8));
	dt_prog_emit(&p, BPF_MOV32_REG(R(7), R(7)));
	dt_lockstat_classify(&p, out);
	dt_lockstat_emit_key(&p);
	dt_prog_emit(&p, BPF_CALL_HELPER(BPF_FUNC_ktime_get_ns));
	dt_prog_emit(&p, BPF_STX_MEM(BPF_DW, R(10), R(0), -32 + LS_VAL_TIME));
	dt_prog_emit(&p, BPF_STX_MEM(BPF_W, R(10), R(8), -32 + LS_VAL_CLASS));
	dt_prog_emit(&p, BPF_STX_MEM(BPF_W, R(10), R(7), -32 + LS_VAL_FLAGS));
	dt_lockstat_emit_mapkey(&p, mapfd);
	dt_prog_emit(&p, BPF_MOV64_REG(R(3), R(10)));
	dt_prog_emit(&p, BPF_ALU64_IMM(BPF_ADD, R(3), -32));
	dt_prog_emit(&p, BPF_MOV64_IMM(R(4), BPF_ANY));
	dt_prog_emit(&p, BPF_CALL_HELPER(BPF_FUNC_map_update_elem));
	dt_prog_label_here(&p, out);
	return dt_lockstat_load(&p, "dt_lockstat");
}

/*
 * The dispatcher, on contention_end (ctx: u64 args[2], lock_addr and
 * ret): the one program there, so that the kernel's guard against a
 * program running again on a CPU where it is running (a contention in
 * an interrupt, while a probe's program runs) covers every contention
 * probe: two of them never share a CPU's dt_mem at once.
 *
 *	r6 = ctx; key (fp-16) as the recorder's
 *	r0 = map_lookup_elem(dt_lockstat, key), or return
 *	tail_call(ctx, progs, r0->class)	the class's probe, if enabled
 *	map_delete_elem(dt_lockstat, key)	else the entry is no one's
 */
static int
dt_lockstat_dispatcher(int mapfd, int progsfd)
{
	dt_prog_t p;
	uint32_t out;

	dt_prog_init(&p);
	out = dt_prog_label_new(&p);
	dt_prog_emit(&p, BPF_MOV64_REG(R(6), R(1)));
	dt_lockstat_emit_key(&p);
	dt_lockstat_emit_mapkey(&p, mapfd);
	dt_prog_emit(&p, BPF_CALL_HELPER(BPF_FUNC_map_lookup_elem));
	dt_prog_emit_jump(&p, BPF_JMP_IMM(BPF_JEQ, R(0), 0, 0), out);
	dt_prog_emit(&p, BPF_LDX_MEM(BPF_W, R(3), R(0), LS_VAL_CLASS));
	dt_prog_emit(&p, BPF_MOV64_REG(R(1), R(6)));
	dt_prog_emit_map_fd(&p, R(2), progsfd);
	dt_prog_emit(&p, BPF_CALL_HELPER(BPF_FUNC_tail_call));
	dt_lockstat_emit_mapkey(&p, mapfd);
	dt_prog_emit(&p, BPF_CALL_HELPER(BPF_FUNC_map_delete_elem));
	dt_prog_label_here(&p, out);
	return dt_lockstat_load(&p, "dt_lockstat");
}

/* a hand-made program attached to a lock tracepoint: the link, or -1 */
static int
dt_lockstat_link(dtrace_hdl_t *dtp, int prog, const char *tp)
{
	int link;

	if (prog < 0)
		return dt_set_err(dtp, "cannot enable lockstat probes: "
		    "program for lock:%s rejected: %s", tp, strerror(errno));
	link = bpf_raw_tracepoint_open(tp, prog);
	close(prog);		/* the link holds it */
	if (link < 0)
		return dt_set_err(dtp, "cannot enable lockstat probes: raw "
		    "tracepoint lock:%s: %s", tp, strerror(errno));
	return link;
}

/* The provider's own state (dt_prov_data): the contention state map,
   its recorder, and the dispatcher with its prog array. */
typedef struct dt_lockstat_state {
	int ls_map;			/* dt_lockstat: contention begins */
	int ls_link;			/* the recorder on contention_begin */
	int ls_progs;			/* the probes' programs by class */
	int ls_endlink;			/* their dispatcher on contention_end */
} dt_lockstat_state_t;

static dt_lockstat_state_t *
dt_lockstat_state(dtrace_hdl_t *dtp)
{
	void **data = dt_prov_data(dtp, &dt_prov_lockstat);
	dt_lockstat_state_t *ls = *data;

	if (ls == NULL) {
		ls = dt_xmalloc(sizeof(*ls));
		*ls = (dt_lockstat_state_t){ -1, -1, -1, -1 };
		*data = ls;
	}
	return ls;
}

/* dt_lockstat, for the contention probes' programs (po_map_fd) */
static int
dt_prov_lockstat_map_fd(dtrace_hdl_t *dtp, const char *name)
{
	return strcmp(name, "dt_lockstat") == 0 ?
	    dt_lockstat_state(dtp)->ls_map : -1;
}

/* The recorder and the dispatcher with its prog array, made once for all
   contention probes, before any of them is enabled. */
static int
dt_lockstat_setup(dtrace_hdl_t *dtp)
{
	dt_lockstat_state_t *ls = dt_lockstat_state(dtp);

	if (ls->ls_endlink >= 0)
		return 0;
	if (ls->ls_map < 0)
		return dt_set_err(dtp, "cannot enable lockstat probes: no "
		    "dt_lockstat map");
	if (ls->ls_link < 0 && (ls->ls_link = dt_lockstat_link(dtp,
	    dt_lockstat_recorder(ls->ls_map), "contention_begin")) < 0)
		return -1;
	ls->ls_progs = bpf_map_create(BPF_MAP_TYPE_PROG_ARRAY, "dt_lsprogs",
	    4, 4, DT_LS_NCLASSES, NULL);
	if (ls->ls_progs < 0)
		return dt_set_err(dtp, "cannot enable lockstat probes: prog "
		    "array: %s", strerror(errno));
	ls->ls_endlink = dt_lockstat_link(dtp,
	    dt_lockstat_dispatcher(ls->ls_map, ls->ls_progs), "contention_end");
	return ls->ls_endlink < 0 ? -1 : 0;
}

/* ---- the contention probes' programs, on contention_end -------------- */

/*
 * Before code generation: the probes on kernel functions move to their
 * variant of the provider; a contention probe makes dt_lockstat, which
 * its program names.
 */
static void
dt_prov_lockstat_prepare(dtrace_hdl_t *dtp, dt_probe_t *pr)
{
	dt_lockstat_state_t *ls = dt_lockstat_state(dtp);

	if (dt_lockstat_probe(pr)->lp_class == 0) {
		pr->pr_ops = &dt_prov_lockstat_fn;
		dt_lockstat_fn_prepare(dtp, pr);
		return;
	}
	if (ls->ls_map < 0)
		ls->ls_map = bpf_map_create(BPF_MAP_TYPE_LRU_HASH,
		    "dt_lockstat", LS_KEYSIZE, LS_VALSIZE, DT_LS_MAXENTRIES,
		    NULL);
}

/* dt_mem's scratch = this thread's key for the lock in r6 */
static void
dt_lockstat_tramp_key(dt_cg_t *cg)
{
	uint32_t have = dt_cg_newlabel(cg);

	dt_cg_tramp_emit(cg, BPF_STX_MEM(BPF_DW, R(9), R(6),
	    DT_MEM_SCRATCH + LS_KEY_LOCK));
	dt_cg_helper(cg, BPF_FUNC_get_current_pid_tgid);
	dt_cg_tramp_emit(cg, BPF_MOV32_REG(R(0), R(0)));
	dt_cg_tramp_emit(cg, BPF_STX_MEM(BPF_W, R(9), R(0),
	    DT_MEM_SCRATCH + LS_KEY_TID));
	dt_cg_tramp_emit(cg, BPF_ST_MEM(BPF_W, R(9),
	    DT_MEM_SCRATCH + LS_KEY_CPU, 0));
	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JNE, R(0), 0, 0), have);
	dt_cg_helper(cg, BPF_FUNC_get_smp_processor_id);
	dt_cg_tramp_emit(cg, BPF_STX_MEM(BPF_W, R(9), R(0),
	    DT_MEM_SCRATCH + LS_KEY_CPU));
	dt_cg_setlabel(cg, have);
}

/* r1 = dt_lockstat, r2 = the key in scratch */
static void
dt_lockstat_tramp_mapkey(dt_cg_t *cg)
{
	dt_cg_map(cg, R(1), "dt_lockstat");
	dt_cg_tramp_emit(cg, BPF_MOV64_REG(R(2), R(9)));
	dt_cg_tramp_emit(cg, BPF_ALU64_IMM(BPF_ADD, R(2), DT_MEM_SCRATCH));
}

/*
 * contention_end(lock_addr, ret): fire if this thread's begin for the
 * lock is of the probe's class and the lock was taken; arg0 = the lock,
 * arg1 = the time since the begin, arg2 (rw) = RW_READER or RW_WRITER.
 */
static void
dt_lockstat_tramp_end(dt_cg_t *cg, const dt_lockstat_probe_t *lp)
{
	dt_cg_tramp_zero_args(cg);
	dt_stable_ctx(cg, R(6), 0);
	dt_lockstat_tramp_key(cg);
	dt_lockstat_tramp_mapkey(cg);
	dt_cg_helper(cg, BPF_FUNC_map_lookup_elem);
	dt_cg_tramp_exit_if(cg, BPF_JNE, R(0), 0);
	dt_cg_tramp_emit(cg, BPF_LDX_MEM(BPF_W, R(1), R(0), LS_VAL_CLASS));
	dt_cg_tramp_exit_if(cg, BPF_JEQ, R(1), lp->lp_class);
	dt_cg_tramp_emit(cg, BPF_LDX_MEM(BPF_DW, R(7), R(0), LS_VAL_TIME));
	dt_cg_tramp_emit(cg, BPF_LDX_MEM(BPF_W, R(8), R(0), LS_VAL_FLAGS));
	dt_stable_setarg(cg, 0, R(6));
	if (lp->lp_class == DT_LS_RWSPIN || lp->lp_class == DT_LS_RWBLOCK) {
		dt_cg_tramp_emit(cg, BPF_ALU64_IMM(BPF_RSH, R(8), 1));
		dt_cg_tramp_emit(cg, BPF_ALU64_IMM(BPF_AND, R(8), 1));
		dt_stable_setarg(cg, 2, R(8));	/* LCB_F_READ: reader */
	}
	dt_lockstat_tramp_mapkey(cg);
	dt_cg_helper(cg, BPF_FUNC_map_delete_elem);
	dt_stable_ctx(cg, R(6), 1);
	dt_cg_tramp_emit(cg, BPF_MOV32_REG(R(6), R(6)));
	dt_cg_tramp_exit_if(cg, BPF_JEQ, R(6), 0);
	dt_cg_helper(cg, BPF_FUNC_ktime_get_ns);
	dt_cg_tramp_emit(cg, BPF_ALU64_REG(BPF_SUB, R(0), R(7)));
	dt_stable_setarg(cg, 1, R(0));
}

static void
dt_prov_lockstat_trampoline(dt_cg_t *cg, dt_probe_t *pr)
{
	dt_lockstat_tramp_end(cg, dt_lockstat_probe(pr));
}

/* The probe's program in the dispatcher's slot for its class. */
static int
dt_prov_lockstat_attach(dtrace_hdl_t *dtp, dt_probe_t *pr, int prog)
{
	uint32_t class = (uint32_t)dt_lockstat_probe(pr)->lp_class;

	if (dt_lockstat_setup(dtp) != 0)
		return -1;
	if (bpf_map_update_elem(dt_lockstat_state(dtp)->ls_progs, &class, &prog,
	    BPF_ANY) != 0)
		return dt_set_err(dtp, "cannot enable %s:%s:%s:%s: %s",
		    pr->pr_prov, pr->pr_mod, pr->pr_func, pr->pr_name,
		    strerror(errno));
	return 0;
}

/* args[] as Oracle's lockstat gives them (for all of its probes) */
bool
dt_lockstat_argdesc(dtrace_hdl_t *dtp, const dt_probe_t *pr, int i,
    dt_argdesc_t *ad)
{
	const dt_lockstat_probe_t *lp = dt_lockstat_probe(pr);

	(void)dtp;
	if (i < 0 || i >= DT_LS_MAXARGS || lp->lp_args[i].ad_native == NULL)
		return false;
	*ad = lp->lp_args[i];
	return true;
}

/* Detach the recorder, free the map (after every program is loaded, the
   programs hold their own references to it). */
static void
dt_prov_lockstat_teardown(dtrace_hdl_t *dtp)
{
	void **data = dt_prov_data(dtp, &dt_prov_lockstat);
	dt_lockstat_state_t *ls = *data;
	int fds[4];
	size_t i;

	if (ls == NULL)
		return;
	fds[0] = ls->ls_link, fds[1] = ls->ls_endlink;
	fds[2] = ls->ls_progs, fds[3] = ls->ls_map;
	for (i = 0; i < sizeof(fds) / sizeof(fds[0]); i++)
		if (fds[i] >= 0)
			close(fds[i]);
	free(ls);
	*data = NULL;
}

const dt_provops_t dt_prov_lockstat = {
	.po_name = "lockstat",
	.po_attr = dt_stable_attr,
	.po_populate = dt_prov_lockstat_populate,
	.po_may_list = dt_prov_lockstat_may_list,
	.po_progtype = BPF_PROG_TYPE_RAW_TRACEPOINT,
	.po_prepare = dt_prov_lockstat_prepare,
	.po_trampoline = dt_prov_lockstat_trampoline,
	.po_attach = dt_prov_lockstat_attach,
	.po_argdesc = dt_lockstat_argdesc,
	.po_teardown = dt_prov_lockstat_teardown,
	.po_map_fd = dt_prov_lockstat_map_fd,
};
