/*
 * dt_driver.h -- what drives the phases (the files at libdtrace/'s top):
 * compiling D text (dt_compile.c), loading and attaching (dt_load.c), the
 * consumer's loop (dt_work.c), late enabling (dt_late*.c).
 */
#ifndef DT_DRIVER_H
#define DT_DRIVER_H

#include "dt_impl.h"

/* dt_open.c */
dtrace_hdl_t *dt_open_provs(const dt_provops_t *const *provs, int nprovs,
    char *err, size_t errlen);

int dt_compile_late(dtrace_hdl_t *, uint32_t first);
typedef int dt_desc_f(dtrace_hdl_t *, dt_clause_t *, const char *desc,
    char *const fld[4], void *);
int dt_clause_desc_iter(dtrace_hdl_t *, dt_desc_f *, void *);

/* dt_late.c */
int dt_late_open(dtrace_hdl_t *);
int dt_late_poll(dtrace_hdl_t *);
void dt_late_close(dtrace_hdl_t *);
int dt_late_enable_descs(dtrace_hdl_t *, dt_desc_f *, void *);
int dt_late_enable_pid(dtrace_hdl_t *, pid_t);
void dt_late_proc_gone(dtrace_hdl_t *, pid_t);
bool dt_late_has_proc(const dtrace_hdl_t *, pid_t);

void dt_late_share_plan(dtrace_hdl_t *);		/* dt_late_share.c */
int dt_late_share_generate(dtrace_hdl_t *, dt_probe_t *);
int dt_late_share_progfd(const dt_probe_t *);
void dt_late_share_loaded(dtrace_hdl_t *, dt_probe_t *);
int dt_late_share_row(dtrace_hdl_t *, dt_probe_t *);
void dt_late_share_release(dtrace_hdl_t *, uint32_t from, uint32_t to);
void dt_late_share_sweep(dtrace_hdl_t *, uint64_t now);
void dt_late_share_close(dtrace_hdl_t *);
void dt_late_pid_open(dtrace_hdl_t *);		/* dt_late_pid.c */
void dt_late_pid_poll(dtrace_hdl_t *);
void dt_late_pid_close(dtrace_hdl_t *);
void dt_late_exec_open(dtrace_hdl_t *);		/* dt_late_exec.c */
void dt_late_exec_poll(dtrace_hdl_t *);
void dt_late_exec_close(dtrace_hdl_t *);

int dt_compile_lib(dtrace_hdl_t *, const char *text, const char *path);
int dt_compile_parse_text(dtrace_hdl_t *, const char *text, dt_pcb_t *);

/* provider-gen/pgen_prov.c: record a compiled text's provider definitions */
int pgen_collect(dtrace_hdl_t *, dt_pcb_t *);

/* dt_load.c */
int dt_load_program(dtrace_hdl_t *);
void dt_load_teardown(dtrace_hdl_t *);
int dt_load_link(dtrace_hdl_t *);
int dt_load_late(dtrace_hdl_t *, dt_probe_t *const *probes, uint32_t n);


#endif
