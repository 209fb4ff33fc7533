/*
 * dt_kunwind.h -- the consumer's side of the in-kernel user stack unwinder
 * (dt_kunwind.c): the maps ustack() aggregation keys are unwound from.
 */
#ifndef DT_KUNWIND_H
#define DT_KUNWIND_H

#include <stdbool.h>
#include <sys/types.h>

struct dtrace_hdl;
typedef struct dt_kuw dt_kuw_t;

/* the fd of map name (dt_uwrows, dt_uwprocs, dt_uwwant), the maps
   created at the first call; -1 with the error set */
int dt_kuw_mapfd(struct dtrace_hdl *, const char *name);
/* take process pid in now (a -c or -p target) */
void dt_kuw_load_pid(struct dtrace_hdl *, pid_t pid);
/* from dtrace_work: take in the processes the unwinder asked for */
void dt_kuw_poll(struct dtrace_hdl *);
void dt_kuw_close(struct dtrace_hdl *);

#endif
