/*
 * dt_provider.h -- the provider interface: what a provider is (its
 * operations, dt_provops_t), what a probe is (dt_probe_t), the probe table
 * the engine keeps (dt_probe.c), and the layers a provider builds on:
 * tracefs events, perf events, uprobes (dt_uprobe.c), process control
 * (dt_proc.c), the closer thread (dt_close.c).  The kernel providers
 * (prov/), pidprov/ and usdt/ use it; the phases before them use only the
 * probe table's lookups.
 */
#ifndef DT_PROVIDER_H
#define DT_PROVIDER_H

#include <stdbool.h>
#include <stdint.h>
#include <sys/types.h>
#include <linux/bpf.h>

#include "dtrace.h"
#include "cg/dt_asm.h"

struct dt_cg;
struct bpf_prog_load_opts;
struct dt_progress;
struct dt_probe;
struct dt_clause;
struct dt_share;

/* --- providers and probes ------------------------------------------- */

/* Stability levels and dependency classes, as DTrace names them. */
enum { DT_STAB_INTERNAL, DT_STAB_PRIVATE, DT_STAB_OBSOLETE, DT_STAB_EXTERNAL,
	DT_STAB_UNSTABLE, DT_STAB_EVOLVING, DT_STAB_STABLE, DT_STAB_STANDARD };
enum { DT_CLASS_UNKNOWN, DT_CLASS_CPU, DT_CLASS_PLATFORM, DT_CLASS_GROUP,
	DT_CLASS_ISA, DT_CLASS_COMMON };

typedef struct dt_attr {
	uint8_t at_name, at_data, at_class;	/* names, semantics, class */
} dt_attr_t;

enum { DT_ATTR_PROV, DT_ATTR_MOD, DT_ATTR_FUNC, DT_ATTR_NAME, DT_ATTR_ARGS };

/*
 * What args[i] of a probe is: ad_mapping says which argN it is computed
 * from, whose C type (as D spells it: "int", "const char *", "struct
 * task_struct *") is ad_native; if the provider translates its arguments
 * (proc, sched, io, USDT's "probe p(struct conn *c) : (conninfo_t *c)"),
 * args[i] is xlate<ad_xlate>((ad_native)argN), else (ad_native)argN.
 * ad_user says argN is a pointer into the traced process (usdt): the
 * string stringof() or printf's %s reads from it is the user's.
 * The strings live as long as the probe.
 */
typedef struct dt_argdesc {
	const char *ad_native;
	const char *ad_xlate;		/* or NULL: not translated */
	int ad_mapping;
	bool ad_user;
} dt_argdesc_t;

typedef struct dt_provops {
	const char *po_name;
	/* its probes are listed from tracefs: without it, it has none */
	bool po_tracefs;
	/* its probes are listed from the kernel's BTF: without it, none */
	bool po_btf;
	/* stability of the provider, module, function and name fields, and
	   of the arguments: 5 entries indexed by DT_ATTR_* */
	const dt_attr_t *po_attr;
	/* add the probes this provider always lists (dt_probe.c: when a
	   description could match one, or all of them for dtrace -l) */
	int (*po_populate)(dtrace_hdl_t *);
	/*
	 * Whether populate could make a probe matching a description's four
	 * fields (globs and all), told without making them; called only
	 * when the provider field matches po_name.  False only when none
	 * could match (a wrong false loses probes).  NULL: it could.
	 */
	bool (*po_may_list)(dtrace_hdl_t *, char *const fld[4]);
	/* create probes a description names that populate did not (e.g.
	   profile-1234, pid1234:a.out:main:entry); called with the four
	   fields of every description (globs and all); 0 if none created,
	   -1 on error */
	int (*po_provide)(dtrace_hdl_t *, const char *prov, const char *mod,
	    const char *fun, const char *name);
	enum bpf_prog_type po_progtype;
	/* the expected attach type to load programs with (NULL: none) */
	uint32_t (*po_attach_type)(dtrace_hdl_t *);
	/*
	 * Before an enabled probe's program is generated: choose how it will
	 * attach where the provider has more than one way (fbt: fentry, else
	 * a kprobe); may point pr_ops at a variant of the same provider
	 * whose program type and trampoline fit.  Called again for the same
	 * probe, it keeps its choice.  NULL: nothing to choose.
	 */
	void (*po_prepare)(dtrace_hdl_t *, struct dt_probe *);
	/*
	 * The probe's own load options (fentry: the traced function's BTF
	 * id and the attach type), or -1 with the handle's error set if the
	 * probe cannot be enabled on this kernel.  NULL: po_attach_type.
	 */
	int (*po_load_opts)(dtrace_hdl_t *, const struct dt_probe *,
	    struct bpf_prog_load_opts *);
	/* emit the code that stores the probe's arguments into dt_mem */
	void (*po_trampoline)(struct dt_cg *, struct dt_probe *);
	/* attach a loaded program; record what to close in the probe */
	int (*po_attach)(dtrace_hdl_t *, struct dt_probe *, int progfd);
	/* the stability attributes of one probe (5, as po_attr), for a
	   provider whose probes differ (usdt: each provider's DOF); NULL
	   (the hook or its result): po_attr */
	const dt_attr_t *(*po_probe_attr)(const struct dt_probe *);
	/* the type of a probe's args[i] (-l -v), or NULL: none known */
	const char *(*po_argtype)(const struct dt_probe *, int i);
	/*
	 * args[i] of a probe, for the D compiler (NULL hook: args[] is not
	 * typed; false: no args[i]): see dt_argdesc_t.
	 */
	bool (*po_argdesc)(dtrace_hdl_t *, const struct dt_probe *, int i,
	    struct dt_argdesc *);
	/* release what the provider holds for all its probes (or NULL) */
	void (*po_teardown)(dtrace_hdl_t *);
	/*
	 * Probes that may share one program (dt_share.c), or NULL: whether
	 * this probe may, and attaching a loaded program to n such probes,
	 * each told apart at run time by its pr_row as the attachment's
	 * cookie; each link is recorded in a probe of its process.
	 */
	bool (*po_shareable)(dtrace_hdl_t *, const struct dt_probe *);
	int (*po_attach_shared)(dtrace_hdl_t *, struct dt_probe *const *probes,
	    int n, int progfd);
	/*
	 * A user probe's object: the file its instruction is in, as the
	 * kernel opens it (ustack() looks at how it was built,
	 * dt_cg_stack.c).  NULL (or no hook): not a uprobe; a provider with
	 * the hook gives its programs the user pt_regs as their context.
	 */
	const char *(*po_uobject)(const struct dt_probe *);
	/*
	 * Whether ustack() at this probe must add the caller's frame, the
	 * return address at the user stack pointer (or NULL: never): the
	 * probe is at a function's first instruction, before it has a frame
	 * of its own, where the kernel's frame-pointer walk misses its
	 * caller (dt_uprobe_ustack_caller).
	 */
	bool (*po_ustack_caller)(const struct dt_probe *);
	/* r0 = errno at this probe (a system call's return), or NULL: 0 */
	void (*po_errno)(struct dt_cg *, const struct dt_probe *);
	/* the dtrace provider: its BEGIN runs before tracing is active,
	   its END after, whatever the activity state (dt_cg_clause.c) */
	bool po_control;
	/* the descriptor of map name, one of the provider's own that its
	   programs use (lockstat's dt_lockstat), or -1: not its own */
	int (*po_map_fd)(dtrace_hdl_t *, const char *name);
} dt_provops_t;

/*
 * A provider's own state: one pointer for each provider of the handle's
 * list, NULL until the provider makes it; the provider's po_teardown
 * frees it.  (A variant of a provider, such as syscall's for probes on
 * their own events, uses its provider's.)
 */
void **dt_prov_data(dtrace_hdl_t *, const dt_provops_t *);

#define DT_PROBE_MAXFDS	512

typedef struct dt_probe {
	uint32_t pr_id;
	const dt_provops_t *pr_ops;
	char *pr_prov, *pr_mod, *pr_func, *pr_name;
	uint64_t pr_arg;		/* provider's own datum (e.g. period) */
	void *pr_data;			/* provider's own, free()d with it */
	/* enabling */
	struct dt_clause **pr_clauses;	/* matching clauses, program order */
	uint32_t *pr_epids;		/* EPID of each (clause, probe) */
	int pr_nclauses;
	int pr_progfd;
	int *pr_fds;			/* perf events attaching the program */
	int pr_nfds;
	uint32_t pr_globoff;		/* per-probe word in dt_global (tick) */
	dt_prog_t pr_bpf;		/* generated program */
	struct dt_share *pr_share;	/* the probes sharing its program, or
					   NULL: its own (dt_share.c) */
	uint32_t pr_row;		/* then its row in dt_prows: cookie */
	struct dt_lshare *pr_lshare;	/* late enabling: the program it
					   would share (dt_late_share.c) */
	bool pr_lmember;		/* ... and shares, with row pr_row */
	bool pr_gone;			/* its process went away: detached,
					   kept for the records it made,
					   found by no lookup (a new process
					   with its pid gets new probes) */
	bool pr_ticketed;		/* gone: pr_goneticket is set */
	bool pr_reclaim;		/* gone long enough: to be freed */
	uint64_t pr_goneticket;		/* its links are closed once this
					   closer ticket is done */
	uint64_t pr_gonepass;		/* then the consumer's pass (+ 1)
					   after which its records are all
					   read (dt_late.c, dt_late_reclaim) */
	uint32_t pr_hash;		/* of its four names (dt_probe.c) */
	struct dt_probe *pr_hnext;	/* in its dt_phash chain */
} dt_probe_t;

/* dt_probe.c */
dt_probe_t *dt_probe_create(dtrace_hdl_t *, const dt_provops_t *,
    const char *mod, const char *func, const char *name, uint64_t arg);
dt_probe_t *dt_probe_create_in(dtrace_hdl_t *, const dt_provops_t *,
    const char *prov, const char *mod, const char *func, const char *name,
    uint64_t arg);
void dt_probe_keep_fd(dt_probe_t *, int fd);
dt_probe_t *dt_probe_lookup(dtrace_hdl_t *, const char *prov,
    const char *mod, const char *func, const char *name);
int dt_probe_populate_to(dtrace_hdl_t *, int nprovs);
bool dt_probe_table_may(const char *pat, const void *tab, size_t n,
    size_t size);
bool dt_field_match(const char *pat, const char *s);
int dt_probe_provide_all(dtrace_hdl_t *);
dt_probe_t *dt_probe_by_id(dtrace_hdl_t *, uint64_t id);
uint32_t *dt_probe_compact(dtrace_hdl_t *);
typedef int dt_probe_f(dtrace_hdl_t *, dt_probe_t *, void *);
int dt_probe_iter(dtrace_hdl_t *, const char *desc, int last, dt_probe_f *,
    void *);
int dt_pdesc_split(const char *desc, int last, char *fields[4], char *buf,
    size_t len);
bool dt_probe_match(const dt_probe_t *, char *const fld[4]);

/* prov/dt_prov_usdt.c: processes that start or end while tracing */
int usdt_provide_proc(dtrace_hdl_t *, pid_t, char *const fld[4]);
bool usdt_proc_has(dtrace_hdl_t *, pid_t, const char *);
void usdt_detach_range(dtrace_hdl_t *, pid_t, uint32_t, uint32_t);
pid_t usdt_probe_pid(const dt_probe_t *);
/* prov/dt_usdt_warn.c: what the usdt provider passed over, said once */
struct usdt_reg_bads;
struct usdt_proc;
void usdt_warn_reg(dtrace_hdl_t *, const struct usdt_reg_bads *);
void usdt_warn_proc(dtrace_hdl_t *, const struct usdt_proc *);
void usdt_warn_free(dtrace_hdl_t *);

void dt_probe_teardown(dtrace_hdl_t *);
/* dt_skip.c: probes only globs matched, left out if they cannot be
   enabled */
bool dt_skip_globbed(const dt_probe_t *);
void dt_skip_probe(dtrace_hdl_t *, dt_probe_t *);

/* dt_close.c: close n descriptors from many threads; pg (may be NULL)
   hears how many are closed */
void dt_close_parallel(const int *, int, dt_progress_t *pg);
void dt_close_later(dtrace_hdl_t *, int);
void dt_close_drain(dtrace_hdl_t *);
uint64_t dt_close_ticket(dtrace_hdl_t *);
bool dt_close_done(dtrace_hdl_t *, uint64_t ticket);

struct dt_cg;
extern const dt_provops_t dt_prov_dtrace, dt_prov_profile, dt_prov_syscall,
    dt_prov_sdt, dt_prov_rawtp, dt_prov_pid, dt_prov_usdt, dt_prov_fbt,
    dt_prov_cpc, dt_prov_proc, dt_prov_sched, dt_prov_io, dt_prov_lockstat,
    dt_prov_ip, dt_prov_tcp, dt_prov_udp;
/* the events tracefs lists (tracepoints: only those that are
   tracepoints, not kprobe, uprobe or other dynamic events) */
void dt_tracefs_populate(dtrace_hdl_t *, const dt_provops_t *,
    bool tracepoints);
bool dt_tracefs_may_list(dtrace_hdl_t *, char *const fld[4]);
void dt_tracefs_free(dtrace_hdl_t *);
typedef enum dt_tracefs_kind {	/* what argN holds for a field */
	DT_TF_VALUE,			/* an integer or pointer: its value */
	DT_TF_INREC,			/* an array ("char comm[16]"): the
					   address of its place in the record */
	DT_TF_DATALOC,			/* __data_loc: the address of the data
					   at the record offset it holds */
	DT_TF_RELLOC,			/* __rel_loc: the same, the offset
					   counted from the field's end */
	DT_TF_NONE			/* anything else: 0 */
} dt_tracefs_kind_t;
typedef struct dt_tracefs_field {	/* a field of a tracepoint record */
	int off, size;
	bool sign;
	dt_tracefs_kind_t kind;
	char type[128];			/* its C type ("const char *"): the
					   declaration without the name */
	char dtype[144];		/* args[i]'s D type: type, or for the
					   arrays "char [16]", "string" (a
					   char array of unknown length),
					   "u8 *" (any other one) */
} dt_tracefs_field_t;
int dt_tracefs_fields(const char *group, const char *event,
    dt_tracefs_field_t *, int max);
extern const dt_attr_t dt_tracefs_attr[5];
int dt_online_cpus(int *cpus, int max);
int dt_rawtp_nargs(dtrace_hdl_t *, const char *event); /* dt_prov_rawtp.c */
void dt_perf_tramp_pcs(struct dt_cg *);
int dt_prov_dtrace_fire(dtrace_hdl_t *, const char *name);

/* prov/dt_perf.c: programs on perf events, one a CPU */
int dt_perf_event_open(void *attr, int pid, int cpu, int group, unsigned long fl);
struct perf_event_attr;
int dt_perf_attach(dtrace_hdl_t *, dt_probe_t *, struct perf_event_attr *,
    int cpu, int prog);
int dt_perf_attach_cpus(dtrace_hdl_t *, dt_probe_t *,
    struct perf_event_attr *, int prog);
int dt_perf_attach_tp(dtrace_hdl_t *, dt_probe_t *, int id, int prog);

/*
 * dt_uprobe.c: the uprobes of one probe, as the usdt and pid providers
 * describe them: one file, one or more instruction offsets (a pid return
 * probe is every return instruction of its function), the process.
 */
typedef struct dt_uprobe {
	const char *up_path;		/* the file, as the kernel opens it */
	const uint64_t *up_offs;	/* file offsets of the instructions */
	const uint64_t *up_cookies;	/* their cookies, or NULL (all 0) */
	int up_noffs;
	uint64_t up_refctr;		/* file offset of the semaphore, or 0 */
	pid_t up_pid;			/* only this process, or -1 */
	bool up_return;			/* a uretprobe */
} dt_uprobe_t;
uint32_t dt_uprobe_attach_type(dtrace_hdl_t *);
int dt_uprobe_attach(dtrace_hdl_t *, dt_probe_t *, const dt_uprobe_t *,
    int prog);
void dt_uprobe_tramp_pid(struct dt_cg *, pid_t);
void dt_uprobe_tramp_regargs(struct dt_cg *, int nargs);
int dt_uprobe_argreg(int i);
void dt_uprobe_tramp_pc(struct dt_cg *, int reg);
void dt_uprobe_tramp_rval(struct dt_cg *, int reg);
void dt_uprobe_tramp_cond(struct dt_cg *, int offreg, uint32_t off,
    int cc);
void dt_uprobe_tramp_ijmp(struct dt_cg *, int offreg, uint32_t off,
    int funcreg, uint64_t fsize, int reg);
void dt_uprobe_ustack_caller(struct dt_cg *, uint32_t off, uint32_t size);
void dt_uprobe_ustack_retaddr(struct dt_cg *, uint32_t off);

/* BPF_TRACE_UPROBE_MULTI of Linux 6.6's uapi <linux/bpf.h>, absent from
   older headers */
#define DT_TRACE_UPROBE_MULTI	48
/* dt_uprobe.c: the parts dt_uprobe_multi.c and dt_kfeat.c share */
int dt_uprobe_link_raw(const dt_uprobe_t *, const uint64_t *offs,
    const uint64_t *refs, const uint64_t *cookies, int cnt, int prog);
int dt_uprobe_link_err(dtrace_hdl_t *, const dt_probe_t *,
    const dt_uprobe_t *, uint64_t off, int err);

/* dt_uprobe_multi.c, for providers whose probes share programs */
typedef bool dt_uprobe_optional_f(const dt_probe_t *);
int dt_uprobe_attach_shared(dtrace_hdl_t *, dt_probe_t *const *,
    const dt_uprobe_t *const *, int n, int prog, dt_uprobe_optional_f *);

/* dt_proc.c */
bool dt_proc_poll(dtrace_hdl_t *);
void dt_proc_epoll(dtrace_hdl_t *);
const char *dt_proc_stat(pid_t, char *buf, size_t len);
char dt_proc_state(pid_t);
/* the -c and -p targets whose executables have no frame pointers (for
   ustackmode=auto in kernel probes): up to max pids into out, how many */
int dt_proc_nofp_targets(dtrace_hdl_t *, pid_t *out, int max);
/* the live -c and -p targets: up to max pids into out, how many */
/* let the created targets held at their entry point run */
void dt_proc_release(dtrace_hdl_t *);
int dt_proc_targets(dtrace_hdl_t *, pid_t *out, int max);
/* entry type (AT_*) of process pid's auxiliary vector, 0 if none */
uint64_t dt_proc_auxv(pid_t, uint64_t type);

void dt_proc_teardown(dtrace_hdl_t *);

#endif
