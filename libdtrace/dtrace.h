/*
 * dtrace.h -- the public interface of libdtrace.
 *
 * A consumer opens a handle, sets options, compiles D source (a script or
 * probe-description text), then either lists what matched, prints the
 * generated BPF, or loads and runs it: dtrace_go() attaches every probe and
 * fires BEGIN, dtrace_work() drains the principal buffers and prints what
 * the probes recorded, dtrace_stop() fires END and drains the rest.
 * Every call that fails returns -1 (or NULL) and leaves a message for
 * dtrace_errmsg(); dtrace_close() releases every kernel object.
 */
#ifndef DTRACE_H
#define DTRACE_H

#include <stdio.h>
#include <stdint.h>
#include <sys/types.h>

#ifdef __cplusplus
extern "C" {
#endif

#define DTRACE_VERSION_STRING	"2.0"

typedef struct dtrace_hdl dtrace_hdl_t;

/* the kind of text given to dtrace_compile() */
typedef enum dtrace_probespec {
	DTRACE_PROBESPEC_NONE = -1,	/* a D program (-s) */
	DTRACE_PROBESPEC_PROVIDER = 0,	/* -P */
	DTRACE_PROBESPEC_MOD,		/* -m */
	DTRACE_PROBESPEC_FUNC,		/* -f */
	DTRACE_PROBESPEC_NAME		/* -n */
} dtrace_probespec_t;

typedef enum dtrace_workstatus {
	DTRACE_WORKSTATUS_ERROR = -1,
	DTRACE_WORKSTATUS_OKAY,
	DTRACE_WORKSTATUS_DONE
} dtrace_workstatus_t;

dtrace_hdl_t *dtrace_open(char *err, size_t errlen);
void dtrace_close(dtrace_hdl_t *);
const char *dtrace_errmsg(dtrace_hdl_t *);

/* Before anything touches the kernel (dt_kcheck.c): whether this process
   has the capabilities to trace, and whether bpf() and perf events are
   there and allowed to it.  0, or -1 with a message naming what is
   missing and what to do, for "failed to initialize dtrace: %s". */
int dtrace_check_privileges(dtrace_hdl_t *);
int dtrace_check_tracing(dtrace_hdl_t *);

/* Options by DTrace name ("quiet", "bufsize", "strsize", ...).  value may be
   NULL for boolean options. */
int dtrace_setopt(dtrace_hdl_t *, const char *name, const char *value);
int dtrace_getopt(dtrace_hdl_t *, const char *name, int64_t *value);

/* The command line that runs cpp(1) on path for -C, with the define,
   undef, incdir, cppargs, cpphdrs, cpppath and stdc options given: a
   NULL-terminated array to free() (its strings belong to the handle). */
char **dtrace_cpp_argv(dtrace_hdl_t *, const char *path);

/* Macro arguments: argv[0 .. argc) are $0 .. $argc-1, as main() gets its
   arguments ($0 the script's name); at most 64 are seen. */
void dtrace_set_macro_args(dtrace_hdl_t *, int argc, char **argv);

/* The scripts compiled next define providers for -h or -G, not a trace:
   a probe description with no clause after it is accepted in a script as
   well as on the command line, as systemtap's dtrace accepts it, because
   configure scripts test "dtrace -G" with a file holding "BEGIN" alone
   (CPython's) and link no object where it is refused. */
void dtrace_set_provider_build(dtrace_hdl_t *);

/* Compile D text.  spec says how the text starts; name is used in messages
   (a script file name, or NULL).  May be called once per text given on the
   command line; all texts form one program.  Returns the number of probes
   the text matched, or -1. */
int dtrace_compile(dtrace_hdl_t *, const char *text, dtrace_probespec_t spec,
    const char *name);

/* Stability: levels (Internal .. Standard) and dependency classes
   (Unknown .. Common) as DTrace names them. */
typedef struct dtrace_attribute {
	uint8_t dtat_name, dtat_data, dtat_class;
} dtrace_attribute_t;

const char *dtrace_stability_name(int);
const char *dtrace_class_name(int);

/* The minimum probe description and statement attributes of the text the
   last dtrace_compile() compiled (for -v). */
void dtrace_compile_attr(dtrace_hdl_t *, dtrace_attribute_t *desc,
    dtrace_attribute_t *stmt);

/* After every dtrace_compile(): generate code for all enabled probes. */
int dtrace_program_finish(dtrace_hdl_t *);

/* -S: print the BPF of every enabled probe. */
int dtrace_program_print(dtrace_hdl_t *, FILE *);

/* -l: list the probes matching a description (NULL: all), in DTrace's
   format.  spec as for dtrace_compile (which field a bare name means). */
int dtrace_list(dtrace_hdl_t *, FILE *, const char *desc,
    dtrace_probespec_t spec);
/* -l with a program: each description's probes in program order; one
   that matches none is given to nomatch, as "prov:mod:func:name", with
   why it may have matched nothing (" (tracefs is not mounted ...)") or
   "". */
typedef void dtrace_nomatch_f(const char *desc, const char *why, void *arg);
int dtrace_list_enabled(dtrace_hdl_t *, FILE *, dtrace_nomatch_f *nomatch,
    void *arg);

/* Make every probe "dtrace -l" lists, numbered as it numbers them: before
   compiling descriptions that name probe IDs (-i).  0, or -1. */
int dtrace_provide_all(dtrace_hdl_t *);

/* Target processes, before dtrace_compile() so that $target is set.
   -c: start argv[0] held at its entry point (returns its pid); -p: check
   that pid exists.  dtrace_proc_continue() releases created processes
   once dtrace_go() has enabled the probes.  When every target has exited,
   dtrace_work() reports DONE after calling the handler with a message
   ("pid N has exited"). */
typedef void dtrace_proc_f(pid_t pid, const char *msg, void *arg);
int dtrace_proc_create(dtrace_hdl_t *, char *const argv[]);
int dtrace_proc_grab(dtrace_hdl_t *, pid_t);
void dtrace_proc_continue(dtrace_hdl_t *);
void dtrace_handle_proc(dtrace_hdl_t *, dtrace_proc_f *, void *arg);

/* After dtrace_go(): what it left out, once (probes only globs matched
   that this kernel cannot enable, e.g. sched:::enqueue without fentry
   or kprobes), or NULL. */
const char *dtrace_warning(dtrace_hdl_t *);

/*
 * What goes wrong while tracing reaches the consumer through handlers, as
 * DTrace's library hands errors and drops to dtrace_handle_err() and
 * dtrace_handle_drop(): a clause's run-time fault or an action the
 * consumer could not carry out ("dtrace: error in dt_clause_0 for probe
 * ID 1 (dtrace:::BEGIN): invalid address (0x0) at BPF pc 175"), a drop
 * ("dtrace: 12 dynamic variable drops"), and a warning (the probes of a
 * process started later that could not be enabled, USDT data passed
 * over).  msg is the whole message, without a newline, valid during the
 * call; the output before it has been flushed.  Without a handler the
 * library writes the message and a newline to stderr.
 */
typedef void dtrace_msg_f(const char *msg, void *arg);
void dtrace_handle_err(dtrace_hdl_t *, dtrace_msg_f *, void *arg);
void dtrace_handle_drop(dtrace_hdl_t *, dtrace_msg_f *, void *arg);
void dtrace_handle_warn(dtrace_hdl_t *, dtrace_msg_f *, void *arg);

/* Progress of a step over many probes that has taken more than a second
   (what: "enabling" in dtrace_go(), "disabling" in dtrace_close()): done
   of total, at most five times a second, and a last call with done ==
   total when the step ends, so that a progress line can be cleared. */
typedef void dtrace_progress_f(const char *what, uint64_t done,
    uint64_t total, void *arg);
void dtrace_handle_progress(dtrace_hdl_t *, dtrace_progress_f *, void *arg);

/* -h: write the C/C++ header for the providers the compiled texts define
   (provider-gen/pgen_header.c).  fname, the header's file name, names its
   include guard (NULL: no guard). */
int dtrace_program_header(dtrace_hdl_t *, FILE *out, const char *fname);

/* -G: check the objects objv[0 .. objc) against the providers the
   compiled texts define, and write the ELF object 'file' to link with
   them: semaphores, the definitions as DOF, and the helper that registers
   them (provider-gen/pgen_link.c).  text: the providers of that compiled
   text (0, 1 .. in dtrace_compile() order), or -1 for all; model: 32, 64,
   or 0 to follow the objects. */
int dtrace_program_link(dtrace_hdl_t *, int text, int model, const char *file,
    int objc, char *const objv[]);

int dtrace_go(dtrace_hdl_t *, FILE *out);
dtrace_workstatus_t dtrace_work(dtrace_hdl_t *, int timeout_ms);
int dtrace_stop(dtrace_hdl_t *);
/* After dtrace_stop(): print the aggregations printa() has not shown, as
   DTrace does at the end of tracing. */
void dtrace_aggregate_print(dtrace_hdl_t *, FILE *);
int dtrace_exit_status(dtrace_hdl_t *);

#ifdef __cplusplus
}
#endif
#endif
