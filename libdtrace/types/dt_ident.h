/*
 * dt_ident.h -- built-in variable codes shared by the checker and the code
 * generator (see dt_ident.c).
 */
#ifndef DT_IDENT_H
#define DT_IDENT_H

enum {
	DT_BI_ARG0 = 1,		/* .. DT_BI_ARG0 + 9 */
	DT_BI_PID = 20, DT_BI_TID, DT_BI_PPID, DT_BI_UID, DT_BI_GID,
	DT_BI_EXECNAME, DT_BI_TIMESTAMP, DT_BI_WALLTIMESTAMP, DT_BI_CPU,
	DT_BI_EPID, DT_BI_ID, DT_BI_PROBEPROV, DT_BI_PROBEMOD,
	DT_BI_PROBEFUNC, DT_BI_PROBENAME, DT_BI_CURCPU,
	DT_BI_CURTHREAD,	/* struct task_struct *, from BTF */
	DT_BI_UREGS,		/* uregs[R_*]: an array (dt_regs.c) */
	DT_BI_ARGS,		/* args[i]: rewritten by dt_args.c */
	DT_BI_ERRNO,		/* a system call's error, at its return */
	DT_BI_VTIMESTAMP,	/* dt_vtime.c */
	DT_BI_CALLER, DT_BI_UCALLER,	/* dt_cg_stack.c */
	DT_BI_STACKDEPTH, DT_BI_USTACKDEPTH,
	DT_BI_IPL		/* dt_cg_ipl.c */
};

/* dt_ident.c */
dt_ident_t *dt_ident_builtin(const char *name);
dt_type_t *dt_ident_builtin_type(dtrace_hdl_t *, const dt_ident_t *);
dt_ident_t *dt_ident_lookup(dt_ident_t *list, const char *name);
dt_ident_t *dt_ident_add(dtrace_hdl_t *, dt_ident_t **list, const char *name,
    int kind, dt_type_t *type);
uint32_t dt_strtab_add(dtrace_hdl_t *, const char *s, size_t len);
uint32_t dt_strtab_null(dtrace_hdl_t *);

#endif
