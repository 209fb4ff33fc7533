/*
 * dt_cg_lock.c -- code for the lock subroutines of the Dynamic Tracing
 * Guide, on the Linux kernel's locks as Oracle's Linux DTrace declares
 * them (prototypes: dt_subr.c):
 *
 *	int mutex_owned(struct mutex *)		the current task holds it
 *	struct task_struct *mutex_owner(struct mutex *)
 *						the task holding it, or NULL
 *	int mutex_type_adaptive(struct mutex *)	1: every Linux mutex is
 *						adaptive (a waiter spins
 *						while the owner runs)
 *	int mutex_type_spin(struct mutex *)	0: spinning locks are
 *						spinlock_t, not mutexes
 *	int rw_read_held(rwlock_t *)		readers hold it
 *	int rw_write_held(rwlock_t *)		a writer holds it
 *	int rw_iswriter(rwlock_t *)		a writer holds it or waits
 *
 * struct mutex.owner is an atomic_long_t: the owning task_struct's
 * address, with flags in its low 3 bits (MUTEX_FLAGS: waiters, handoff,
 * pickup; kernel/locking/mutex.c).  rwlock_t on x86 is a queued rwlock
 * (struct qrwlock in raw_lock): its 32-bit cnts holds the writer byte
 * (_QW_LOCKED 0xff), the waiting-writer bit (_QW_WAITING 0x100) and the
 * readers counted from bit 9 (_QR_SHIFT).  The rw functions return those
 * bits as Oracle's do: rw_read_held the readers' bits (cnts & ~0x1ff),
 * rw_write_held the writer byte (cnts & 0xff), rw_iswriter both writer
 * fields (cnts & 0x1ff), each non-zero when true.  Oracle's read 8 bytes
 * there, taking the wait_lock after cnts into rw_read_held; these read
 * cnts alone.
 *
 * Offsets come from the kernel's BTF.  A lock that cannot be read faults
 * with "invalid address" at the address read, as DTrace's loads do.
 */
#include <string.h>

#include <bpf/btf.h>

#include "dt_impl.h"
#include "cg/dt_cg.h"
#include "check/dt_subr.h"
#include "types/dt_btf.h"
#include "types/dt_kbtf.h"

#define R(n)	BPF_REG_##n

#define DT_MUTEX_FLAGS	7	/* the low bits of struct mutex.owner */
#define DT_QW_LOCKED	0xff	/* qrwlock cnts: a writer holds it */
#define DT_QW_WMASK	0x1ff	/* a writer holds it or waits */

/* the offset of raw_lock.cnts in the kernel's rwlock_t, or -1 */
static int64_t
dt_cg_lock_rwcnts(dtrace_hdl_t *dtp)
{
	dt_kbtf_t *btf = dt_btf_kernel(&dtp->dt_types);
	const struct btf_type *t;
	int64_t raw, cnts;
	int id;

	if (btf == NULL ||
	    (id = dt_kbtf_find(btf, "rwlock_t", BTF_KIND_TYPEDEF))
	    <= 0)
		return -1;
	t = dt_kbtf_type(btf, dt_kbtf_resolve_type(btf, id));
	if (t == NULL || !btf_is_struct(t))
		return -1;
	raw = dt_cg_subr_memboff(btf, t, "raw_lock", 0);
	cnts = dt_cg_subr_btfoff(dtp, "qrwlock", "cnts");
	return raw < 0 || cnts < 0 ? -1 : raw + cnts;
}

/*
 * Read size (4 or 8) bytes at off in the lock whose address is in slot
 * s into r0 (zero-extended), or fault at the address read.
 */
static void
dt_cg_lock_read(dt_cg_t *cg, int s, int64_t off, int size)
{
	int a = dt_cg_newslot(cg);

	dt_cg_ld(cg, R(0), s);
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, R(0), (int32_t)off));
	dt_cg_st(cg, a, R(0));
	dt_cg_load(cg, a, dt_type_int(&cg->cg_dtp->dt_types, (size_t)size,
	    false));
	dt_cg_freeslot(cg, a);
}

/* mutex_owned(m), mutex_owner(m) into slot s */
static void
dt_cg_lock_mutex(dt_cg_t *cg, int id, int s)
{
	int64_t off = dt_cg_subr_btfoff(cg->cg_dtp, "mutex", "owner");
	uint32_t mine, done;

	if (off < 0) {
		cg->cg_nobtf = id == DT_SUBR_MUTEX_OWNED ? "mutex_owned()" :
		    "mutex_owner()";
		return;
	}
	dt_cg_lock_read(cg, s, off, 8);
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_AND, R(0), ~DT_MUTEX_FLAGS));
	dt_cg_st(cg, s, R(0));
	if (id == DT_SUBR_MUTEX_OWNER)
		return;
	mine = dt_cg_newlabel(cg);
	done = dt_cg_newlabel(cg);
	dt_cg_helper(cg, BPF_FUNC_get_current_task);
	dt_cg_ld(cg, R(1), s);
	dt_cg_goto(cg, BPF_JMP_REG(BPF_JEQ, R(0), R(1), 0), mine);
	dt_cg_emit(cg, BPF_MOV64_IMM(R(0), 0));
	dt_cg_goto(cg, BPF_JMP_A(0), done);
	dt_cg_setlabel(cg, mine);
	dt_cg_emit(cg, BPF_MOV64_IMM(R(0), 1));
	dt_cg_setlabel(cg, done);
	dt_cg_st(cg, s, R(0));
}

/* rw_read_held(l), rw_write_held(l), rw_iswriter(l) into slot s */
static void
dt_cg_lock_rw(dt_cg_t *cg, int id, int s)
{
	int64_t off = dt_cg_lock_rwcnts(cg->cg_dtp);
	int32_t mask = id == DT_SUBR_RW_READ_HELD ? ~DT_QW_WMASK :
	    id == DT_SUBR_RW_WRITE_HELD ? DT_QW_LOCKED : DT_QW_WMASK;

	if (off < 0) {
		cg->cg_nobtf = id == DT_SUBR_RW_READ_HELD ? "rw_read_held()" :
		    id == DT_SUBR_RW_WRITE_HELD ? "rw_write_held()" :
		    "rw_iswriter()";
		return;
	}
	dt_cg_lock_read(cg, s, off, 4);
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_AND, R(0), mask));
	dt_cg_st(cg, s, R(0));
}

/* A lock subroutine's call n: its value's slot. */
int
dt_cg_lock_subr(dt_cg_t *cg, dt_node_t *n, int id)
{
	int s = dt_cg_value(cg, n->dn_args);

	switch (id) {
	case DT_SUBR_MUTEX_OWNED: case DT_SUBR_MUTEX_OWNER:
		dt_cg_lock_mutex(cg, id, s);
		break;
	case DT_SUBR_MUTEX_TYPE_ADAPTIVE: case DT_SUBR_MUTEX_TYPE_SPIN:
		dt_cg_emit(cg, BPF_MOV64_IMM(R(0),
		    id == DT_SUBR_MUTEX_TYPE_ADAPTIVE));
		dt_cg_st(cg, s, R(0));
		break;
	default:
		dt_cg_lock_rw(cg, id, s);
		break;
	}
	return s;
}
