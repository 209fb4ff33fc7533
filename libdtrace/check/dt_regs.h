/*
 * dt_regs.h -- the user registers of uregs[] and their D names (R_PC,
 * R_SP, ...) for the machine dtrace runs on (see dt_regs.c).
 */
#ifndef DT_REGS_H
#define DT_REGS_H

#include <stdbool.h>

struct dtrace_hdl;

/* Define the R_* constants in the handle's globals. */
void dt_regs_define(struct dtrace_hdl *);

/* Indices 0 .. dt_regs_count() - 1 are valid uregs[] indices. */
int dt_regs_count(void);

/*
 * Where uregs[idx] lives: in the task's user pt_regs (at byte *off, and
 * the result is NULL), or, on x86-64, for the segment registers and the
 * trap number that pt_regs does not hold, in task_struct's thread member
 * (the result names the thread_struct member).
 */
const char *dt_regs_where(int idx, unsigned *off);

#endif
