/*
 * dt_bpf_unwind.c -- user stacks unwound in the kernel from CFI rows, for
 * ustack() in aggregation keys (dt_cg_stack.c calls dt_uw_unwind; the
 * tables are described in dt_bpf_unwind.h, filled by dt_kunwind.c).
 * Included by dt_bpflib.c after dt_bpf_str.c (dt_lt, dt_sel), dt_bpf_spec.c
 * (bpf_map_lookup_elem) and dt_bpf_proc.c (bpf_probe_read_user).
 *
 * One frame a step of a bpf_loop(), which the verifier checks once:
 *
 *   - the frame's pc is recorded; the pc looked up is the pc itself in
 *     the first frame, the return address minus one in the others (a
 *     call may be a function's last instruction, its return address
 *     the next function's first);
 *   - the mapping that holds it, by a binary search of the process's
 *     sorted mappings, and the object's row for it, by a binary search of
 *     its rows: both without branching on data (masks, dt_bpf_str.c), so
 *     the verifier walks one path through them;
 *   - a pc in no mapping with rows, or a DT_UW_NONE row, follows the frame
 *     pointer: that is the rule CFA = rbp + 16, caller's rbp at CFA - 16;
 *     a PLT entry's CFA is rsp + 8 or + 16 by the pc's low four bits;
 *   - the return address is the word below the CFA, the caller's rsp is
 *     the CFA; unwinding stops at DT_UW_END, at an address that cannot
 *     be read, at a return address of 0, and where the CFA does not move
 *     up the stack (which also ends any cycle).
 */
#include "dt_bpf_unwind.h"

extern struct { int dummy; } dt_uwrows, dt_uwprocs, dt_uwwant;

static uint64_t (*const bpf_get_current_pid_tgid)(void) = (void *)14;
static long (*const bpf_map_update_elem)(void *map, const void *key,
    const void *value, uint64_t flags) = (void *)2;

#define DT_UW_FRAMEMASK	127	/* n's largest (DT_STACKDEPTH_MAX); the
				   verifier bounds frames[d] by d < n, n a
				   constant of the caller's */

typedef struct dt_uw {
	uint64_t *frames;
	const struct dt_uw_proc *proc;
	uint64_t n;		/* frames wanted */
	uint64_t depth;		/* frames recorded */
	uint64_t pc, sp, bp;
	uint64_t tgid;
} dt_uw_t;

/* Ask the consumer to (re)load this process's rows. */
static __attribute__((always_inline)) void
dt_uw_want(dt_uw_t *u)
{
	unsigned int key = (unsigned int)u->tgid, zero = 0;

	bpf_map_update_elem(&dt_uwwant, &key, &zero, 1 /* BPF_NOEXIST */);
}

/* The index of the last mapping that starts at or below pc. */
static __attribute__((always_inline)) uint64_t
dt_uw_findmap(const struct dt_uw_proc *p, uint64_t pc)
{
	uint64_t base = 0, n = p->up_n;

#pragma clang loop unroll(full)
	for (int k = DT_UW_MAPBITS - 1; k >= 0; k--) {
		uint64_t idx = base + (1ULL << k);
		/* masked as clang would not (it knows idx < 64): the
		   verifier of Linux 6.1 loses the bounds of dt_sel's
		   negated mask */
		uint64_t at = dt_opaque(idx) & (DT_UW_MAXMAPS - 1);
		uint64_t ok = dt_lt(idx, n) &
		    (1 - dt_lt(pc, p->up_maps[at].um_start));

		base = dt_sel(ok, idx, base);
	}
	return dt_opaque(base) & (DT_UW_MAXMAPS - 1);
}

/* The row for object-relative pc rel in rows [row, row + n), n > 0; a
   DT_UW_NONE row if none is (or a row cannot be read) */
static __attribute__((always_inline)) struct dt_uw_row
dt_uw_findrow(uint64_t row, uint64_t n, uint64_t rel)
{
	struct dt_uw_row none = { 0, 0, 0, DT_UW_NONE };
	const struct dt_uw_row *r;
	unsigned int key;

#pragma clang loop unroll(full)
	for (int k = 0; k < DT_UW_ROWBITS; k++) {
		uint64_t half = n >> 1, mid = row + half;

		key = (unsigned int)mid;
		r = bpf_map_lookup_elem(&dt_uwrows, &key);
		if (r == 0)
			return none;
		row = dt_sel(1 - dt_lt(rel, r->ur_pc), mid, row);
		n -= half;
	}
	key = (unsigned int)row;
	r = bpf_map_lookup_elem(&dt_uwrows, &key);
	if (r == 0 || rel < r->ur_pc)
		return none;
	return *r;
}

/* The rule for this frame's pc. */
static __attribute__((always_inline)) struct dt_uw_row
dt_uw_rule(dt_uw_t *u)
{
	struct dt_uw_row none = { 0, 0, 0, DT_UW_NONE };
	const struct dt_uw_map *m;
	uint64_t pc = u->pc - (u->depth > 1), i;

	i = dt_uw_findmap(u->proc, pc);
	m = &u->proc->up_maps[i];
	if (i >= u->proc->up_n || pc < m->um_start || pc >= m->um_end) {
		dt_uw_want(u);		/* mapped since it was read? */
		return none;
	}
	if (m->um_nrows == 0)		/* an object without rows */
		return none;
	return dt_uw_findrow(m->um_row, m->um_nrows, pc - m->um_bias);
}

static long
dt_uw_step(uint64_t i, void *arg)
{
	dt_uw_t *u = arg;
	struct dt_uw_row r;
	uint64_t d = u->depth, cfa, ra = 0, bp = u->bp, reg;
	int64_t cfaoff, bpoff;

	if (d >= u->n || u->pc == 0)
		return 1;
	u->frames[d & DT_UW_FRAMEMASK] = u->pc;
	d++;
	/* through a helper: the verifier sees any value, the same at each
	   step, and is done after one (dt_bpf_proc.c's dt_dpath_step) */
	bpf_probe_read_kernel(&u->depth, sizeof(u->depth), &d);
	r = dt_uw_rule(u);
	switch (r.ur_kind) {
	case DT_UW_END:
		return 1;
	case DT_UW_RSP:
	case DT_UW_RBP:
		reg = r.ur_kind == DT_UW_RSP ? u->sp : u->bp;
		cfaoff = r.ur_cfa;
		bpoff = r.ur_rbp;
		break;
	case DT_UW_PLT:
		reg = u->sp;
		cfaoff = 1 + ((u->pc & 15) >= (uint64_t)r.ur_rbp);
		bpoff = 0;
		break;
	default:			/* the frame pointer */
		reg = u->bp;
		cfaoff = 2;
		bpoff = -2;
		break;
	}
	cfa = reg + 8 * cfaoff;
	if (cfa <= u->sp ||
	    bpf_probe_read_user(&ra, sizeof(ra), (void *)(cfa - 8)) != 0)
		return 1;
	if (bpoff != 0 && bpf_probe_read_user(&bp, sizeof(bp),
	    (void *)(cfa + 8 * bpoff)) != 0)
		return 1;
	u->pc = ra;
	u->sp = cfa;
	u->bp = bp;
	return 0;
}

/*
 * The current process's user stack from pc, sp, bp into frames[0..n)
 * (n a constant <= 127), unused frames 0: the number of
 * frames, or -1 if the process has no rows loaded (the caller walks the
 * frame pointers; the process is asked for).
 */
DT_BPF_FUNC int64_t
dt_uw_unwind(uint64_t *frames, uint64_t n, uint64_t pc, uint64_t sp,
    uint64_t bp)
{
	dt_uw_t u = { .frames = frames, .n = n & DT_UW_FRAMEMASK, .pc = pc,
	    .sp = sp, .bp = bp };
	unsigned int key;

	u.tgid = bpf_get_current_pid_tgid() >> 32;
	key = (unsigned int)u.tgid;
	if (pc == 0)
		return -1;
	u.proc = bpf_map_lookup_elem(&dt_uwprocs, &key);
	if (u.proc == 0) {
		dt_uw_want(&u);
		return -1;
	}
	/* zeroed in one call: a read that fails (address 0) clears its
	   destination (a bpf_loop() over the unused frames cost more than
	   the unwinding of a short stack) */
	bpf_probe_read_kernel(frames, (unsigned int)(u.n * 8), 0);
	bpf_loop((unsigned int)u.n, dt_uw_step, &u, 0);
	return (int64_t)u.depth;
}
