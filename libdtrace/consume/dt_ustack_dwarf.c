/*
 * dt_ustack_dwarf.c -- unwinding a ustack() recorded in DWARF form, with
 * the CFI of the process's objects (libdw).
 *
 * A function built without frame pointers leaves no chain of saved frame
 * pointers for the kernel to walk: its caller's return address sits at a
 * distance from the stack pointer that only the compiler knew, and wrote
 * down in the object's call frame information (.eh_frame, which every
 * x86-64 object carries for C++ exceptions and backtrace(3), or
 * .debug_frame).  So the kernel side records the registers unwinding
 * starts from and a copy of the stack (dt_cg_stack.c), and this file
 * replays them through libdw's unwinder:
 *
 *   - one Dwfl per process, its modules the objects the process had mapped
 *     (dt_usym.c's list, read while it runs and kept after it exits, so
 *     that names and unwinding agree), each at its load bias;
 *   - dwfl_attach_state() with our own thread callbacks, which make the
 *     record the process's one thread: set_initial_registers gives libdw
 *     the recorded rip, rsp, rbp, rbx and r12-r15 (in DWARF's numbering),
 *     memory_read answers from the copy of the stack and refuses any other
 *     address;
 *   - dwfl_getthread_frames() then yields the frames: the first is the
 *     probe's own pc, the others return addresses, as the frame-pointer
 *     walk records them, so both print alike (dt_consume_stack.c).
 *
 * Unwinding stops at the outermost frame (_start's CFI marks its return
 * address undefined), at the end of the copy, at a pc in no module, or
 * after the frames ustack() asked for.  A Dwfl is made again when
 * dt_usym.c reads the process's objects again (a dlopen()ed library).
 * A Dwfl keeps its objects' files open: at most DT_UDW_MAXPROCS are kept
 * (a system-wide ustack() sees many processes), the least recently used
 * made again if its process shows up again.
 */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <elfutils/libdwfl.h>

#include "dt_impl.h"
#include "check/dt_stack.h"
#include "../../pidprov/pid.h"

/* DWARF register numbers of x86-64 (System V psABI, figure 3.36) */
enum { DT_DW_RBX = 3, DT_DW_RBP = 6, DT_DW_RSP = 7, DT_DW_R12 = 12 };

/* The record being unwound: what the callbacks read. */
typedef struct dt_udw_rec {
	int ur_pid;
	const char *ur_regs;		/* DT_UDW_NREGS words */
	const char *ur_stack;		/* ur_len bytes, copied from ur_sp */
	uint64_t ur_sp, ur_len;
} dt_udw_rec_t;

typedef struct dt_udw_proc {
	int dp_pid;
	Dwfl *dp_dwfl;			/* NULL: could not be made */
	uint64_t dp_serial;		/* of the list it was made from (its
					   address may be a newer list's) */
	dt_udw_rec_t dp_rec;		/* dwfl_attach_state's argument */
	struct dt_udw_proc *dp_next;
} dt_udw_proc_t;

#define DT_UDW_MAXPROCS	64

struct dt_udwarf {
	dt_udw_proc_t *ud_procs;	/* most recently used first */
};

static uint64_t
dt_udw_reg(const dt_udw_rec_t *r, int i)
{
	uint64_t v;

	memcpy(&v, r->ur_regs + 8 * i, 8);
	return v;
}

/* ---- libdw's thread callbacks: one thread, the record ----------------- */

static pid_t
dt_udw_next_thread(Dwfl *dwfl, void *arg, void **thread_argp)
{
	(void)dwfl;
	if (*thread_argp != NULL)
		return 0;
	*thread_argp = arg;
	return ((dt_udw_rec_t *)arg)->ur_pid;
}

static bool
dt_udw_memory_read(Dwfl *dwfl, Dwarf_Addr addr, Dwarf_Word *result,
    void *arg)
{
	const dt_udw_rec_t *r = arg;

	(void)dwfl;
	if (addr < r->ur_sp || r->ur_len < 8 || addr - r->ur_sp >
	    r->ur_len - 8)
		return false;
	memcpy(result, r->ur_stack + (addr - r->ur_sp), 8);
	return true;
}

static bool
dt_udw_set_initial_registers(Dwfl_Thread *thread, void *arg)
{
	const dt_udw_rec_t *r = arg;
	Dwarf_Word rbx = dt_udw_reg(r, DT_UDW_RBX);
	Dwarf_Word rbp_rsp[2] = { dt_udw_reg(r, DT_UDW_RBP),
	    dt_udw_reg(r, DT_UDW_RSP) };
	Dwarf_Word r12_15[4];

	for (int i = 0; i < 4; i++)
		r12_15[i] = dt_udw_reg(r, DT_UDW_R12 + i);
	if (!dwfl_thread_state_registers(thread, DT_DW_RBX, 1, &rbx) ||
	    !dwfl_thread_state_registers(thread, DT_DW_RBP, 2, rbp_rsp) ||
	    !dwfl_thread_state_registers(thread, DT_DW_R12, 4, r12_15))
		return false;
	dwfl_thread_state_register_pc(thread, dt_udw_reg(r, DT_UDW_RIP));
	return true;
}

static const Dwfl_Thread_Callbacks dt_udw_thread_callbacks = {
	.next_thread = dt_udw_next_thread,
	.memory_read = dt_udw_memory_read,
	.set_initial_registers = dt_udw_set_initial_registers,
};

static const Dwfl_Callbacks dt_udw_callbacks = {
	.find_elf = dwfl_linux_proc_find_elf,
	.find_debuginfo = dwfl_standard_find_debuginfo,
};

/* ---- one Dwfl a process ------------------------------------------------- */

/* Report module m of the list; a file that cannot be read is left out. */
static void
dt_udw_report(Dwfl *dwfl, const pid_mod_t *m)
{
	const char *path = m->pm_openpath != NULL &&
	    access(m->pm_openpath, R_OK) == 0 ? m->pm_openpath : m->pm_path;

	if (m->pm_obj == NULL)
		return;
	(void)dwfl_report_elf(dwfl, m->pm_name, path, -1, m->pm_bias, true);
}

static Dwfl *
dt_udw_make(const pid_modlist_t *mods, dt_udw_rec_t *rec)
{
	Dwfl *dwfl = dwfl_begin(&dt_udw_callbacks);

	if (dwfl == NULL)
		return NULL;
	dwfl_report_begin(dwfl);
	for (size_t i = 0; i < mods->pl_nmods; i++)
		dt_udw_report(dwfl, &mods->pl_mods[i]);
	if (dwfl_report_end(dwfl, NULL, NULL) != 0 ||
	    !dwfl_attach_state(dwfl, NULL, rec->ur_pid,
	    &dt_udw_thread_callbacks, rec)) {
		dwfl_end(dwfl);
		return NULL;
	}
	return dwfl;
}

/* Process pid's Dwfl, made from its module list as it knows pc. */
static void
dt_udw_proc_free(dt_udw_proc_t *dp)
{
	if (dp->dp_dwfl != NULL)
		dwfl_end(dp->dp_dwfl);
	free(dp);
}

/* pid's entry, moved to the front of the list (a new one if none). */
static dt_udw_proc_t *
dt_udw_proc_find(struct dt_udwarf *ud, int pid)
{
	dt_udw_proc_t **pp, *dp;
	int n = 0;

	for (pp = &ud->ud_procs; (dp = *pp) != NULL; pp = &dp->dp_next, n++)
		if (dp->dp_pid == pid) {
			*pp = dp->dp_next;
			break;
		}
	if (dp == NULL && n >= DT_UDW_MAXPROCS) {	/* drop the last */
		for (pp = &ud->ud_procs; (*pp)->dp_next != NULL;
		    pp = &(*pp)->dp_next)
			;
		dt_udw_proc_free(*pp);
		*pp = NULL;
	}
	if (dp == NULL) {
		dp = dt_xcalloc(1, sizeof(*dp));
		dp->dp_pid = dp->dp_rec.ur_pid = pid;
	}
	dp->dp_next = ud->ud_procs;
	ud->ud_procs = dp;
	return dp;
}

/* Process pid's Dwfl, made from its module list as it knows pc. */
static dt_udw_proc_t *
dt_udw_proc(dtrace_hdl_t *dtp, int pid, uint64_t pc)
{
	const pid_modlist_t *mods = dt_usym_modlist(dtp, pid, pc);
	dt_udw_proc_t *dp;

	if (dtp->dt_udwarf == NULL)
		dtp->dt_udwarf = dt_xcalloc(1, sizeof(*dtp->dt_udwarf));
	dp = dt_udw_proc_find(dtp->dt_udwarf, pid);
	if (dp->dp_dwfl != NULL && mods != NULL &&
	    dp->dp_serial == mods->pl_serial)
		return dp;
	if (dp->dp_dwfl != NULL)
		dwfl_end(dp->dp_dwfl);
	dp->dp_serial = mods != NULL ? mods->pl_serial : 0;
	dp->dp_dwfl = mods != NULL ? dt_udw_make(mods, &dp->dp_rec) : NULL;
	return dp;
}

/* ---- unwinding ---------------------------------------------------------- */

typedef struct dt_udw_frames {
	uint64_t *uf_pcs;
	uint32_t uf_n, uf_max;
} dt_udw_frames_t;

static int
dt_udw_frame(Dwfl_Frame *state, void *arg)
{
	dt_udw_frames_t *f = arg;
	Dwarf_Addr pc;

	if (!dwfl_frame_pc(state, &pc, NULL) || pc == 0)
		return DWARF_CB_ABORT;
	f->uf_pcs[f->uf_n++] = pc;
	return f->uf_n < f->uf_max ? DWARF_CB_OK : DWARF_CB_ABORT;
}

uint32_t
dt_ustack_unwind(dtrace_hdl_t *dtp, int pid, const char *dw,
    uint32_t stacksize, uint64_t *pcs, uint32_t max)
{
	dt_udw_proc_t *dp;
	dt_udw_frames_t f = { pcs, 0, max };
	uint64_t copied, pc;

	if (max == 0 || pid <= 0)
		return 0;
	memcpy(&pc, dw + DT_UDW_REGS + 8 * DT_UDW_RIP, 8);
	dp = dt_udw_proc(dtp, pid, pc);
	if (dp->dp_dwfl == NULL)
		return 0;
	memcpy(&copied, dw + DT_UDW_COPIED, 8);
	dp->dp_rec.ur_regs = dw + DT_UDW_REGS;
	dp->dp_rec.ur_stack = dw + DT_UDW_STACK;
	dp->dp_rec.ur_sp = dt_udw_reg(&dp->dp_rec, DT_UDW_RSP);
	dp->dp_rec.ur_len = copied < stacksize ? copied : stacksize;
	(void)dwfl_getthread_frames(dp->dp_dwfl, pid, dt_udw_frame, &f);
	return f.uf_n;
}

void
dt_ustack_dwarf_free(dtrace_hdl_t *dtp)
{
	struct dt_udwarf *ud = dtp->dt_udwarf;
	dt_udw_proc_t *dp, *next;

	if (ud == NULL)
		return;
	for (dp = ud->ud_procs; dp != NULL; dp = next) {
		next = dp->dp_next;
		dt_udw_proc_free(dp);
	}
	free(ud);
	dtp->dt_udwarf = NULL;
}
