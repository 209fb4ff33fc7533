/*
 * dt_impl.h -- the inside of a dtrace handle, shared by the engine's modules.
 *
 * One handle holds: the options; the type table; the probe table and the
 * providers that fill it; the compiled program (clauses, their record
 * layouts, the identifiers they use); the kernel objects made from it (maps,
 * one BPF program per enabled probe or group of probes sharing one, the
 * perf events and links that attach them); and the consumer's per-CPU
 * buffers.  dtrace_close() releases all of it on every path (see
 * dt_load_teardown).  The contracts around it have headers of their own:
 * dt_provider.h (providers and probes), dt_program.h (the compiled
 * program and its records), dt_layout.h (the memory the programs share
 * with the consumer), dt_driver.h; a phase's functions are declared in
 * its folder's header.
 */
#ifndef DT_IMPL_H
#define DT_IMPL_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <sys/types.h>
#include <linux/bpf.h>

#include "dtrace.h"
#include "parse/dt_arena.h"
#include "parse/dt_ast.h"
#include "cg/dt_asm.h"
#include "types/dt_type.h"
#include "check/dt_printf.h"
#include "parse/dt_pcb.h"
#include "consume/dt_buf.h"
#include "base/dt_base.h"
#include "dt_layout.h"
#include "dt_provider.h"
#include "dt_program.h"
#include "base/dt_opts.h"

/* --- the handle ----------------------------------------------------- */
struct dtrace_hdl {
	dt_opts_t dt_opts;
	dt_arena_t *dt_arena;		/* handle lifetime: types, idents */
	dt_typetab_t dt_types;
	char dt_errmsg[2048];
	const char *dt_errtag;	/* DTrace's tag of dt_errmsg (D_PROC_OFF),
				   NULL if it has none of its own */

	/* probes */
	dt_probe_t **dt_probes;		/* in ID order (by id - 1 until late
					   enabling frees some: dt_probe_by_id) */
	uint32_t dt_nprobes, dt_capprobes;
	dt_probe_t **dt_phash;		/* the probes by name: dt_phashsize
					   chains (a power of 2) */
	uint32_t dt_phashsize;
	bool dt_provided_all;		/* every provider made all it can
					   (dt_probe_provide_all) */
	const dt_provops_t **dt_provs;
	int dt_nprovs;
	int dt_npopulated;		/* dt_provs[0 ..) have populated */
	bool dt_populating;		/* one of them is populating now */
	int dt_tracefs_errno;	/* why tracefs is not there, or 0 */

	/* the program */
	dt_arena_t *dt_carena;		/* compile lifetime: AST */
	dt_clause_t **dt_clauses;
	int dt_nclauses;
	dt_ident_t *dt_globals, *dt_thisvars, *dt_selfvars;
	dt_xlator_t *dt_xlators;	/* in declaration order */
	/* D libraries (dt_dlib.c): found at the first compile, each compiled
	   before the first program that uses it */
	char *dt_syslibdir;		/* -x syslibdir; NULL: DT_DLIBDIR */
	char **dt_libdirs;		/* -L, -x libdir, in order; owned */
	int dt_nlibdirs;
	bool dt_nolibs;			/* -x nolibs */
	bool dt_libs_loaded;
	int dt_dlibs_found;		/* libraries read from the directories */
	char *dt_dlibs_sysdir;		/* the system directory they were read
					   from (for messages); owned */
	struct dt_dlibs *dt_dlibs;	/* what was found; owned */
	uint32_t dt_ndvars;		/* dynamic variables (DT_ID_DVAR) */
	uint32_t dt_ntls;		/* of them in dt_tls (dt_tls.c) */
	uint32_t dt_dvkeysize;		/* largest dt_dvars key */
	uint32_t dt_dvvalsize;		/* largest dt_dvars value */
	uint32_t dt_dvminsize;		/* least dynvarsize for one variable */
	struct dt_probe *dt_tlsexit;	/* frees self-> vars at thread exit */
	struct dt_probe *dt_vtimesw;	/* sched_switch, for vtimestamp */
	dt_aggvar_t *dt_aggs;		/* in id order */
	uint32_t dt_naggs;
	uint32_t dt_aggkeysize;		/* largest key (id word included) */
	uint32_t dt_aggvalsize;		/* largest value, bytes */
	uint32_t dt_globsize, dt_thissize;
	dt_epid_t *dt_epids;		/* indexed by epid - 1 */
	uint32_t dt_nepids;
	uint32_t dt_capepids;	/* dt_epids' room, doubled when full */
	uint32_t *dt_freeepids;	/* EPIDs of reclaimed probes, to reuse */
	uint32_t dt_nfreeepids, dt_capfreeepids;
	uint32_t dt_probeid;	/* the last probe ID given (dt_probe.c) */
	uint64_t dt_bufpasses;	/* consumer passes over the buffers done */
	uint64_t dt_nreclaimed;	/* gone probes freed (dt_late.c) */
	char *dt_strtab;		/* string constants */
	uint32_t dt_strtablen, dt_strtabcap;
	uint32_t dt_strtabnull;		/* the NULL string's offset + 1; 0:
					   none yet (dt_strtab_null) */
	bool dt_provider_build;		/* dtrace_set_provider_build() */
	int dt_macro_argc;
	char **dt_macro_argv;
	int64_t dt_target;
	struct dt_proc *dt_procs;	/* -c and -p targets (dt_proc.c) */
	int dt_nprocs;
	int8_t dt_kfeat[8];		/* dt_kfeat.c: 0 unknown, 1 yes, -1 no */
	struct dt_share *dt_shares;	/* programs shared by probes */
	uint32_t dt_nrows;		/* rows of dt_prows (probes sharing) */
	uint32_t dt_rowsize;		/* bytes of a row; 0: no sharing */
	uint32_t dt_lrowcap;		/* rows kept for late enabling, after
					   dt_nrows (dt_late_share.c) */
	uint32_t dt_lateclauses;	/* clauses a late probe's row holds */
	struct dt_lshares *dt_lshares;	/* late programs shared by probes */
	struct usdt_cache *dt_usdtcache;	/* files the usdt provider read */
	struct usdt_warned *dt_usdtwarned;	/* what it told (dt_usdt_warn.c) */
	struct dt_ksymtab *dt_ksyms;	/* kernel symbols (dt_ksym.c) */
	struct dt_kdata *dt_kdata;	/* kernel data symbols (dt_kdata.c) */
	struct dt_usymtab *dt_usyms;	/* processes' symbols (dt_usym.c) */
	struct dt_udwarf *dt_udwarf;	/* their unwinders (dt_ustack_dwarf.c) */
	dtrace_proc_f *dt_prochdlr;
	void *dt_prochdlr_arg;
	uint32_t dt_nskipped;		/* probes a glob matched that could
					   not be enabled (dt_skip.c) */
	char dt_skipwhy[1024];		/* why the first could not */
	char dt_warnmsg[1200];		/* dtrace_warning()'s message */
	bool dt_skipsaid;
	uint32_t dt_nunavail;		/* probes "dtrace -l" listed that
					   cannot be enabled on this kernel
					   (said by dtrace_warning()) */
	struct { dtrace_msg_f *fn; void *arg; } dt_report[3]; /* DT_REPORT_* */
	dtrace_progress_f *dt_progress;	/* dtrace_handle_progress() */
	void *dt_progress_arg;
	dt_attr_t dt_descattr;		/* minimum over the last compile */
	const char **dt_baretps;	/* the kernel's bare tracepoints, */
	size_t dt_nbaretps;		/* sorted (dt_prov_stable.c) */
	bool dt_baretps_read;
	char **dt_tpevents;		/* tracefs's events, "group\0event", */
	size_t dt_ntpevents;		/* sorted, in dt_tpeventbuf */
	char *dt_tpeventbuf;		/* (dt_prov_sdt.c) */
	int dt_pdesc_last;		/* the field a short description of
					   this compile ends at (dt_pdesc_split) */
	struct pgen_state *dt_pgen;	/* provider definitions, for -h and -G
					   (provider-gen/pgen.h) */
	uint64_t dt_walloff;		/* CLOCK_REALTIME - CLOCK_MONOTONIC */
	/* task_struct's offsets (cg/dt_cg_task.c): -1 if unknown, or
	   DT_BTF_UNLOADED before it looked */
	int dt_btf_task_pid, dt_btf_task_runtime;	/* se.sum_exec_runtime */
	int dt_btf_ppid_parent, dt_btf_ppid_tgid;

	/* kernel objects */
	int dt_memfd, dt_globfd, dt_strfd, dt_buffd, dt_dropsfd;
	int dt_fillfd;		/* bufpolicy=fill's state a CPU */
	int dt_aggfd, dt_aggzerofd;	/* dt_aggs, and its zero value */
	int dt_dvarfd;			/* dt_dvars */
	uint64_t dt_dvdrops;		/* dynamic variable drops reported */
	int dt_cpuinfofd;
	bool dt_speculates;		/* the program uses speculations */
	bool dt_scratch;		/* it uses scratch memory (alloca...) */
	bool dt_vtime;			/* it uses vtimestamp */
	int dt_vtimefd;			/* dt_vtime */
	int dt_tlsfd;			/* dt_tls */
	struct dt_spec *dt_spec;	/* their consumer side (dt_spec.c) */
	bool dt_kuwused;		/* code calls the user stack unwinder */
	struct dt_kuw *dt_kuw;		/* its maps (dt_kunwind.c) */
	int dt_rowsfd, dt_pnamesfd;	/* dt_prows, dt_pnames (dt_share.c) */
	char *dt_pnamesmap;		/* dt_pnames mmap'd, if late rows */
	size_t dt_pnamesmaplen;
	uint32_t dt_pnamesbase;		/* where late rows' name slots begin */
	uint64_t *dt_drops;		/* drops reported so far, per kind
					   (DT_DROP_*) and CPU */
	char *dt_globmap;		/* dt_global, mmap'd */
	void **dt_provdata;		/* [dt_nprovs]: dt_prov_data() */
	int dt_kfnargsfd;		/* dt_kfnargs: arguments kept from a
					   function's entry for its return,
					   made by the first probe to need
					   it (dt_kfn_kprobe.c) */
	int dt_procexitfd;		/* dt_procexit: processes whose
					   proc:::exit fired, where the
					   kernel cannot say which thread is
					   the last (dt_prov_proc.c) */
	struct dt_fbt *dt_fbt;		/* fbt's function table, read on
					   first use (dt_prov_fbt.c) */
	size_t dt_globmaplen;
	uint32_t dt_globbase;		/* globals' offset in dt_global:
					   after the per-probe words of the
					   probes made before tracing */
	struct usdt_reg_watch *dt_regwatch;	/* late enabling (dt_late.c) */
	uint64_t dt_regscan;		/* its last timed drain, ns */
	uint64_t dt_latesweep;		/* the last look for gone processes
					   taken in, ns (dt_late.c) */
	struct dt_lateproc *dt_lateprocs;	/* the processes it enabled */
	struct dt_bpflib *dt_bpflib;	/* the support library, parsed on
					   first link (dt_load.c) */
	struct dt_closeq *dt_closeq;	/* objects given up while tracing,
					   closed by a thread (dt_close.c) */
	struct dt_execwatch *dt_execwatch;	/* execs, for processes that
						   never register
						   (dt_late_exec.c) */
	struct dt_pidwatch *dt_pidwatch;	/* pid targets whose new
						   objects may have probes
						   (dt_late_pid.c) */
	size_t dt_npidwatch;
	uint64_t dt_pidscan;		/* their last look, ns */
	size_t dt_nlateprocs;
	uint32_t dt_strmaplen;		/* bytes of dt_strtab in the map */
	int dt_ncpus;
	struct dt_ring *dt_rings;	/* per CPU */
	int dt_epollfd;
	bool dt_loaded, dt_begun, dt_ended;
	bool dt_endfired;		/* END has run: fill and ring buffers
					   may be read (dt_buf.c) */
	bool dt_bufread;		/* and have been */
	uint64_t dt_endreserve;		/* fill: bytes kept for END records */

	bool dt_destructive;		/* the program has destructive
					   actions (dt_check_act.c) */
	bool dt_writes_user;		/* ... copyout() or copyoutstr() */

	/* consumer */
	FILE *dt_out;
	int dt_outsaved;		/* dt_out's own file while freopen()
					   points it elsewhere, or -1 */
	int dt_flowindent;		/* -F: spaces before the next name */
	uint32_t dt_flowlast;		/* -F: EPID of the last record, or 0 */
	bool dt_done;			/* exit() seen */
	bool dt_begun_output;		/* default output header printed */
	int dt_exitstatus;
	bool dt_endexit;		/* END called exit(): its status wins */
	const char *dt_exitrec;		/* while it is read, the record whose
					   exit() set the status */
	bool dt_errseen;		/* a run-time error was reported */
	uint64_t dt_laststatus;		/* last status check (dt_work.c) */
	struct dt_aggsnap *dt_aggcache;	/* aggrate's snapshot, and when */
	uint64_t dt_lastagg;		/* it was due (dt_agg_rate.c) */
};

#define DT_BTF_UNLOADED	(-2)

#endif
