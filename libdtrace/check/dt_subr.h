/*
 * dt_subr.h -- D's string and byte-order subroutines: the prototype table
 * the checker reads (dt_subr.c) and the code generator that implements
 * them (dt_cg_str.c, with support functions in bpf/dt_bpf_str.c).
 */
#ifndef DT_SUBR_H
#define DT_SUBR_H

#include "dt_impl.h"
#include "parse/dt_pcb.h"

enum {
	DT_SUBR_STRLEN = 1, DT_SUBR_STRJOIN, DT_SUBR_SUBSTR, DT_SUBR_INDEX,
	DT_SUBR_RINDEX, DT_SUBR_STRSTR, DT_SUBR_STRCHR, DT_SUBR_STRRCHR,
	DT_SUBR_STRTOK, DT_SUBR_LLTOSTR,
	DT_SUBR_TOUPPER, DT_SUBR_TOLOWER, DT_SUBR_HTONS, DT_SUBR_HTONL,
	DT_SUBR_HTONLL, DT_SUBR_NTOHS, DT_SUBR_NTOHL, DT_SUBR_NTOHLL,
	DT_SUBR_RAND, DT_SUBR_GETMAJOR, DT_SUBR_GETMINOR,
	DT_SUBR_SPECULATION,	/* dt_cg_spec.c */
	/* dt_cg_subr.c: paths, addresses, scratch memory, processes */
	DT_SUBR_BASENAME, DT_SUBR_DIRNAME, DT_SUBR_CLEANPATH,
	DT_SUBR_INET_NTOA, DT_SUBR_INET_NTOA6, DT_SUBR_INET_NTOP,
	DT_SUBR_ALLOCA, DT_SUBR_COPYIN, DT_SUBR_COPYINTO, DT_SUBR_BCOPY,
	DT_SUBR_PROGENYOF, DT_SUBR_PSARGS,
	DT_SUBR_WALLTIME, DT_SUBR_D_PATH, DT_SUBR_UWORD, DT_SUBR_PAGESIZE,
	DT_SUBR_PCPUSUM, DT_SUBR_MNT_PATH, DT_SUBR_BIO_INODE, DT_SUBR_SB_MOUNT,
	DT_SUBR_MM_RSS,
	DT_SUBR_LINK_NTOP,
	/* dt_cg_lock.c: kernel mutexes and rwlocks */
	DT_SUBR_MUTEX_OWNED, DT_SUBR_MUTEX_OWNER, DT_SUBR_MUTEX_TYPE_ADAPTIVE,
	DT_SUBR_MUTEX_TYPE_SPIN, DT_SUBR_RW_READ_HELD, DT_SUBR_RW_WRITE_HELD,
	DT_SUBR_RW_ISWRITER
};

/* What an argument must be. */
enum {
	DT_SA_STR = 1,		/* a string: string, char array or char * */
	DT_SA_STR0,		/* the same, or NULL (strtok's first) */
	DT_SA_INT,		/* any integer */
	DT_SA_PTR,		/* a pointer to the prototype's type, a
				   void *, or NULL (a void * prototype:
				   any pointer) */
	DT_SA_ADDR		/* an address: an integer or a pointer */
};

#define DT_SUBR_MAXARGS	3

typedef struct dt_subr {
	const char *ds_name;
	int ds_id;			/* DT_SUBR_* */
	const char *ds_ret;		/* return type: a type name */
	int ds_minargs, ds_maxargs;
	int ds_args[DT_SUBR_MAXARGS];	/* DT_SA_* */
	const char *ds_proto[DT_SUBR_MAXARGS];	/* as DTrace names them */
} dt_subr_t;

const dt_subr_t *dt_subr_lookup(const char *name);

/* Whether sr is one of the D libraries' own subroutines (their names
   start with "__dt_"): a user's program does not know them. */
bool dt_subr_libonly(const dt_subr_t *sr);

/*
 * The count of call's arguments against a prototype's: min required, then
 * optional ones up to max (INT_MAX for "...").  Returns the count, or -1
 * with DTrace's D_PROTO_LEN: "at least min" when more than min would do,
 * "at most max" past the optional ones, plain "min" for a fixed count.
 */
int dt_subr_nargs(dt_pcb_t *, const dt_node_t *call, int min, int max);

/* Check a call whose arguments are checked already; sets its type. */
int dt_subr_check(dtrace_hdl_t *, dt_pcb_t *, dt_node_t *call,
    const dt_subr_t *);

/* scratchsize, or DTrace's default (alloca()'s limit) */
uint64_t dt_subr_scratchsize(const dtrace_hdl_t *);

/* s == NULL, s != NULL: make the NULL operand the empty string "" */
bool dt_subr_null_operand(dtrace_hdl_t *, dt_node_t *str, dt_node_t *other);

#endif
