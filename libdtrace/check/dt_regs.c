/*
 * dt_regs.c -- uregs[], the user-mode registers of the thread at the
 * probe, indexed by register constants: what Oracle's DTrace defines in
 * its regs.d D library, built in here (we install no D libraries).
 *
 * On x86-64 the indices 0 .. 20 follow the kernel's struct pt_regs word
 * by word (r15 first, ss last; R_ERR is orig_ax), so uregs[i] is the
 * i-th 8-byte word of the thread's user pt_regs.  21 .. 25 (R_DS, R_ES,
 * R_FS, R_GS, R_TRAPNO) are not in pt_regs: like Oracle's DTrace we read
 * them from task_struct's thread (ds, es, fsbase, gsbase, trap_nr).
 * On aarch64 the 34 indices are user_pt_regs' words: x0 .. x30, sp, pc,
 * pstate.
 */
#include <stddef.h>

#include "dt_impl.h"
#include "check/dt_regs.h"
#include "types/dt_ident.h"

typedef struct dt_reg {
	const char *r_name;
	int r_index;
} dt_reg_t;

#if defined(__x86_64__)
#define DT_REGS_PTREGS	21		/* words of struct pt_regs */
static const dt_reg_t dt_regs[] = {
	{ "R_R15", 0 }, { "R_R14", 1 }, { "R_R13", 2 }, { "R_R12", 3 },
	{ "R_RBP", 4 }, { "R_RBX", 5 }, { "R_R11", 6 }, { "R_R10", 7 },
	{ "R_R9", 8 }, { "R_R8", 9 }, { "R_RAX", 10 }, { "R_RCX", 11 },
	{ "R_RDX", 12 }, { "R_RSI", 13 }, { "R_RDI", 14 }, { "R_ERR", 15 },
	{ "R_RIP", 16 }, { "R_CS", 17 }, { "R_RFL", 18 }, { "R_RSP", 19 },
	{ "R_SS", 20 }, { "R_DS", 21 }, { "R_ES", 22 }, { "R_FS", 23 },
	{ "R_GS", 24 }, { "R_TRAPNO", 25 },
	/* the 32-bit names and the generic ones are aliases */
	{ "R_EBX", 5 }, { "R_ECX", 11 }, { "R_EDX", 12 }, { "R_ESI", 13 },
	{ "R_EDI", 14 }, { "R_EBP", 4 }, { "R_EAX", 10 }, { "R_EIP", 16 },
	{ "R_EFL", 18 }, { "R_ESP", 19 },
	{ "R_PC", 16 }, { "R_FP", 4 }, { "R_SP", 19 }, { "R_PS", 18 },
	{ "R_R0", 10 }, { "R_R1", 5 },
};
/* 21 .. 25: thread_struct members, in index order */
static const char *const dt_regs_thread[] = {
	"ds", "es", "fsbase", "gsbase", "trap_nr"
};
#define DT_REGS_COUNT	(DT_REGS_PTREGS + 5)
#elif defined(__aarch64__)
#define DT_REGS_PTREGS	34
static const dt_reg_t dt_regs[] = {
	{ "R_X0", 0 }, { "R_X1", 1 }, { "R_X2", 2 }, { "R_X3", 3 },
	{ "R_X4", 4 }, { "R_X5", 5 }, { "R_X6", 6 }, { "R_X7", 7 },
	{ "R_X8", 8 }, { "R_X9", 9 }, { "R_X10", 10 }, { "R_X11", 11 },
	{ "R_X12", 12 }, { "R_X13", 13 }, { "R_X14", 14 }, { "R_X15", 15 },
	{ "R_X16", 16 }, { "R_X17", 17 }, { "R_X18", 18 }, { "R_X19", 19 },
	{ "R_X20", 20 }, { "R_X21", 21 }, { "R_X22", 22 }, { "R_X23", 23 },
	{ "R_X24", 24 }, { "R_X25", 25 }, { "R_X26", 26 }, { "R_X27", 27 },
	{ "R_X28", 28 }, { "R_X29", 29 }, { "R_X30", 30 },
	{ "R_SP", 31 }, { "R_PC", 32 }, { "R_PSTATE", 33 }, { "R_FP", 29 },
};
static const char *const dt_regs_thread[] = { NULL };
#define DT_REGS_COUNT	DT_REGS_PTREGS
#else
#define DT_REGS_PTREGS	0		/* uregs[] has no valid index */
static const dt_reg_t dt_regs[] = { { NULL, 0 } };
static const char *const dt_regs_thread[] = { NULL };
#define DT_REGS_COUNT	0
#endif

void
dt_regs_define(dtrace_hdl_t *dtp)
{
	size_t i;

	for (i = 0; i < sizeof(dt_regs) / sizeof(dt_regs[0]); i++)
		if (dt_regs[i].r_name != NULL)
			dt_ident_add(dtp, &dtp->dt_globals, dt_regs[i].r_name,
			    DT_ID_CONST, dtp->dt_types.tt_int)->di_value =
			    dt_regs[i].r_index;
}

int
dt_regs_count(void)
{
	return DT_REGS_COUNT;
}

const char *
dt_regs_where(int idx, unsigned *off)
{
	*off = (unsigned)idx * 8;
	if (idx < DT_REGS_PTREGS)
		return NULL;
	return dt_regs_thread[idx - DT_REGS_PTREGS];
}
