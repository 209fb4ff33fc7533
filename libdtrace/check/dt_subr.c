/*
 * dt_subr.c -- the prototypes of D's string and byte-order subroutines,
 * and the checker's rules for calls to them.
 *
 * Each subroutine is a row: its name, return type and arguments, as
 * DTrace declares them (dt_open.c's global identifier table in illumos and
 * Oracle's DTrace), for example
 *
 *	string substr(const char *, int, [int])
 *
 * where [int] is optional.  The checker (dt_check.c) checks the arguments
 * as expressions first, then calls dt_subr_check(), which reports a wrong
 * count or a wrong type with DTrace's messages:
 *
 *	substr( ) prototype mismatch: 1 arg passed, at least 2 expected
 *	strlen( ) prototype mismatch: 2 args passed, 1 expected
 *	substr( ) argument #1 is incompatible with prototype:
 *		prototype: char *
 *		 argument: int
 *
 * A string argument may be a D string, a char array or a char pointer
 * (the code generator copies the last two into a string buffer first).
 * NULL (an integer constant 0) is a string only where DTrace's own code
 * gives it a meaning: strtok's first argument, and an operand of == and !=
 * beside a string, where DTrace compares it as the empty string.
 *
 * The subroutines whose names start with "__dt_" are the D libraries'
 * own (dlibs/procfs.d's translators' workings): a call to one from a
 * user's program is a call to an unknown function (dt_check.c), as it
 * is in DTrace, which has no such names.
 */
#include <string.h>

#include "dt_impl.h"
#include "check/dt_subr.h"
#include "types/dt_btf.h"
#include "types/dt_ident.h"

#define S	DT_SA_STR
#define I	DT_SA_INT
#define P	DT_SA_PTR
#define A	DT_SA_ADDR

static const dt_subr_t dt_subrs[] = {
	{ "strlen", DT_SUBR_STRLEN, "size_t", 1, 1, { S }, { "char *" } },
	{ "strjoin", DT_SUBR_STRJOIN, "string", 2, 2, { S, S },
	    { "char *", "char *" } },
	{ "substr", DT_SUBR_SUBSTR, "string", 2, 3, { S, I, I },
	    { "char *", "int", "int" } },
	{ "index", DT_SUBR_INDEX, "int", 2, 3, { S, S, I },
	    { "char *", "char *", "int" } },
	{ "rindex", DT_SUBR_RINDEX, "int", 2, 3, { S, S, I },
	    { "char *", "char *", "int" } },
	{ "strstr", DT_SUBR_STRSTR, "string", 2, 2, { S, S },
	    { "char *", "char *" } },
	{ "strchr", DT_SUBR_STRCHR, "string", 2, 2, { S, I },
	    { "char *", "char" } },
	{ "strrchr", DT_SUBR_STRRCHR, "string", 2, 2, { S, I },
	    { "char *", "char" } },
	{ "strtok", DT_SUBR_STRTOK, "string", 2, 2, { DT_SA_STR0, S },
	    { "char *", "char *" } },
	{ "lltostr", DT_SUBR_LLTOSTR, "string", 1, 2, { I, I },
	    { "int64_t", "int" } },
	{ "toupper", DT_SUBR_TOUPPER, "string", 1, 1, { S }, { "char *" } },
	{ "tolower", DT_SUBR_TOLOWER, "string", 1, 1, { S }, { "char *" } },
	{ "htons", DT_SUBR_HTONS, "uint16_t", 1, 1, { I }, { "uint16_t" } },
	{ "htonl", DT_SUBR_HTONL, "uint32_t", 1, 1, { I }, { "uint32_t" } },
	{ "htonll", DT_SUBR_HTONLL, "uint64_t", 1, 1, { I }, { "uint64_t" } },
	{ "ntohs", DT_SUBR_NTOHS, "uint16_t", 1, 1, { I }, { "uint16_t" } },
	{ "ntohl", DT_SUBR_NTOHL, "uint32_t", 1, 1, { I }, { "uint32_t" } },
	{ "ntohll", DT_SUBR_NTOHLL, "uint64_t", 1, 1, { I }, { "uint64_t" } },
	{ "rand", DT_SUBR_RAND, "int", 0, 0, { 0 }, { NULL } },
	{ "getmajor", DT_SUBR_GETMAJOR, "dev_t", 1, 1, { I }, { "dev_t" } },
	{ "getminor", DT_SUBR_GETMINOR, "dev_t", 1, 1, { I }, { "dev_t" } },
	{ "speculation", DT_SUBR_SPECULATION, "int", 0, 0, { 0 }, { NULL } },
	{ "basename", DT_SUBR_BASENAME, "string", 1, 1, { S },
	    { "char *" } },
	{ "dirname", DT_SUBR_DIRNAME, "string", 1, 1, { S }, { "char *" } },
	{ "cleanpath", DT_SUBR_CLEANPATH, "string", 1, 1, { S },
	    { "char *" } },
	{ "inet_ntoa", DT_SUBR_INET_NTOA, "string", 1, 1, { P },
	    { "ipaddr_t *" } },
	{ "inet_ntoa6", DT_SUBR_INET_NTOA6, "string", 1, 2, { P, I },
	    { "in6_addr_t *", "int" } },
	{ "inet_ntop", DT_SUBR_INET_NTOP, "string", 2, 2, { I, P },
	    { "int", "void *" } },
	{ "link_ntop", DT_SUBR_LINK_NTOP, "string", 2, 2, { I, P },
	    { "int", "void *" } },
	{ "alloca", DT_SUBR_ALLOCA, "void *", 1, 1, { I }, { "size_t" } },
	{ "copyin", DT_SUBR_COPYIN, "void *", 2, 2, { A, I },
	    { "uintptr_t", "size_t" } },
	{ "copyinto", DT_SUBR_COPYINTO, "void", 3, 3, { A, I, P },
	    { "uintptr_t", "size_t", "void *" } },
	{ "bcopy", DT_SUBR_BCOPY, "void", 3, 3, { P, P, I },
	    { "void *", "void *", "size_t" } },
	{ "progenyof", DT_SUBR_PROGENYOF, "int", 1, 1, { I }, { "pid_t" } },
	/* Oracle's Linux DTrace's: the kernel's struct mutex and rwlock_t
	   (dt_cg_lock.c) */
	{ "mutex_owned", DT_SUBR_MUTEX_OWNED, "int", 1, 1, { P },
	    { "struct mutex *" } },
	{ "mutex_owner", DT_SUBR_MUTEX_OWNER, "struct task_struct *", 1, 1,
	    { P }, { "struct mutex *" } },
	{ "mutex_type_adaptive", DT_SUBR_MUTEX_TYPE_ADAPTIVE, "int", 1, 1,
	    { P }, { "struct mutex *" } },
	{ "mutex_type_spin", DT_SUBR_MUTEX_TYPE_SPIN, "int", 1, 1, { P },
	    { "struct mutex *" } },
	{ "rw_read_held", DT_SUBR_RW_READ_HELD, "int", 1, 1, { P },
	    { "rwlock_t *" } },
	{ "rw_write_held", DT_SUBR_RW_WRITE_HELD, "int", 1, 1, { P },
	    { "rwlock_t *" } },
	{ "rw_iswriter", DT_SUBR_RW_ISWRITER, "int", 1, 1, { P },
	    { "rwlock_t *" } },
	/* the D libraries' own (dt_subr_libonly): procfs.d's pr_psargs
	   (dt_cg_subr.c) */
	{ "__dt_psargs", DT_SUBR_PSARGS, "string", 1, 1, { P },
	    { "void *" } },
	/* procfs.d's pr_start: a timestamp (ns) as walltimestamp counts */
	{ "__dt_walltime", DT_SUBR_WALLTIME, "int64_t", 1, 1, { I },
	    { "uint64_t" } },
	{ "d_path", DT_SUBR_D_PATH, "string", 1, 1, { P },
	    { "struct path *" } },
	/* procfs.d's pr_argc, pr_argv, pr_envp: a word of the current
	   process's memory (0 where none can be read) */
	{ "__dt_uword", DT_SUBR_UWORD, "int64_t", 1, 1, { I },
	    { "uintptr_t" } },
	/* its pr_size and pr_rssize: the kernel's page size */
	{ "__dt_pagesize", DT_SUBR_PAGESIZE, "size_t", 0, 0, { 0 },
	    { NULL } },
	/* its pr_rssize: the per-CPU parts of a struct percpu_counter,
	   given its counters pointer, added up */
	{ "__dt_pcpu_sum", DT_SUBR_PCPUSUM, "int64_t", 1, 1, { P },
	    { "void *" } },
	/* its pr_rssize: the pages an mm_struct has resident (file, anon
	   and shmem), whichever way the kernel counts them */
	{ "__dt_mm_rss", DT_SUBR_MM_RSS, "int64_t", 1, 1, { P },
	    { "void *" } },
	/* io.d's fileinfo_t: d_path() of a mount and a dentry in it */
	{ "__dt_d_path", DT_SUBR_MNT_PATH, "string", 2, 2, { P, P },
	    { "void *", "void *" } },
	/* and the inode of the file whose page cache a bio's page is in */
	{ "__dt_bio_inode", DT_SUBR_BIO_INODE, "void *", 1, 1, { P },
	    { "void *" } },
	/* and a file system's first mount, given its super_block */
	{ "__dt_sb_mount", DT_SUBR_SB_MOUNT, "void *", 1, 1, { P },
	    { "void *" } },
};

#undef S
#undef I
#undef P
#undef A

bool
dt_subr_libonly(const dt_subr_t *sr)
{
	return strncmp(sr->ds_name, "__dt_", 5) == 0;
}

const dt_subr_t *
dt_subr_lookup(const char *name)
{
	size_t i;

	for (i = 0; i < sizeof(dt_subrs) / sizeof(dt_subrs[0]); i++)
		if (strcmp(dt_subrs[i].ds_name, name) == 0)
			return &dt_subrs[i];
	return NULL;
}

static bool
dt_subr_is_null(const dt_node_t *n)
{
	return (n->dn_flags & DT_NF_CONST) && n->dn_int == 0 &&
	    dt_type_is_integer(n->dn_ctype);
}

/* typedef name: D's, else the kernel's (rwlock_t), or NULL */
static dt_type_t *
dt_subr_typedef(dtrace_hdl_t *dtp, const char *name)
{
	dt_type_t *t = dt_type_lookup_typedef(&dtp->dt_types, name);
	dt_btf_miss_t miss;

	if (t == NULL)
		t = dt_btf_lookup_typedef(&dtp->dt_types, NULL, name, &miss);
	return t;
}

/*
 * The return type "struct task_struct *" (mutex_owner): a pointer to the
 * kernel's struct from its BTF; void * without BTF, where the code
 * generator refuses the call anyway (it needs the struct's offsets).
 */
static dt_type_t *
dt_subr_kstructptr(dtrace_hdl_t *dtp, const char *ret)
{
	char tag[64];
	size_t n = strlen(ret) - 7 - 2;		/* "struct " tag " *" */
	dt_btf_miss_t miss;
	dt_type_t *t;

	if (n >= sizeof(tag))
		return dtp->dt_types.tt_voidp;
	memcpy(tag, ret + 7, n);
	tag[n] = '\0';
	t = dt_btf_lookup_tag(&dtp->dt_types, NULL, DT_TK_STRUCT, tag, &miss);
	return t == NULL ? dtp->dt_types.tt_voidp :
	    dt_type_ptr(&dtp->dt_types, t);
}

/*
 * A pointer argument fits a pointer prototype if it is NULL, if either
 * points to void (a void * takes an array or a string too, as DTrace's
 * dt_node_is_ptrcompat does), or if both point to the same type, typedefs
 * aside:
 * "ipaddr_t *" takes a uint32_t *, "in6_addr_t *" a struct in6_addr *.
 */
static bool
dt_subr_ptrok(dtrace_hdl_t *dtp, const dt_node_t *a, const char *proto)
{
	const dt_type_t *t = a->dn_ctype, *want;
	char name[64];
	size_t n = strlen(proto);

	if (dt_subr_is_null(a))
		return true;
	/* an array is its first element's address, as in C (link_ntop()
	   of a uint8_t [20]); so is a string, which DTrace makes an array of
	   char (bcopy(copyinstr(arg0), buf, 8)) */
	if ((dt_type_base(t)->dt_kind == DT_TK_ARRAY ||
	    dt_type_is_string(t)) && strcmp(proto, "void *") == 0)
		return true;
	if (!dt_type_is_pointer(t))
		return false;
	if (dt_type_base(t->dt_ref)->dt_kind == DT_TK_VOID ||
	    strcmp(proto, "void *") == 0)
		return true;
	if (n < 3 || n - 2 >= sizeof(name))
		return false;
	memcpy(name, proto, n - 2);	/* "T *" -> "T" */
	name[n - 2] = '\0';
	if (strncmp(name, "struct ", 7) == 0)
		want = dt_type_lookup_tag(&dtp->dt_types, DT_TK_STRUCT,
		    name + 7);
	else
		want = dt_subr_typedef(dtp, name);
	if (want != NULL && dt_type_base(want) == dt_type_base(t->dt_ref))
		return true;
	/* the kernel's struct of that name, from its BTF (struct path) */
	want = dt_type_base(t->dt_ref);
	return strncmp(name, "struct ", 7) == 0 &&
	    want->dt_kind == DT_TK_STRUCT && want->dt_name != NULL &&
	    strcmp(want->dt_name, name) == 0;
}

/* Does an argument of type t fit a parameter of kind k? */
static bool
dt_subr_argok(dtrace_hdl_t *dtp, const dt_node_t *a, int k,
    const char *proto)
{
	const dt_type_t *t = a->dn_ctype;

	switch (k) {
	case DT_SA_PTR:
		return dt_subr_ptrok(dtp, a, proto);
	case DT_SA_ADDR:
		return dt_type_is_integer(t) || dt_type_is_pointer(t);
	case DT_SA_STR0:
		if (dt_subr_is_null(a))
			return true;
		/* FALLTHROUGH */
	case DT_SA_STR:
		return dt_type_is_string(t) || (dt_type_is_pointer(t) &&
		    t->dt_ref->dt_char);
	default:
		return dt_type_is_integer(t);
	}
}

int
dt_subr_nargs(dt_pcb_t *pcb, const dt_node_t *n, int min, int max)
{
	int nargs = 0, want = min;
	const char *bound = "";
	const dt_node_t *a;

	for (a = n->dn_args; a != NULL; a = a->dn_next)
		nargs++;
	if (nargs >= min && nargs <= max)
		return nargs;
	if (min != max) {
		bound = nargs < min ? "at least " : "at most ";
		want = nargs < min ? min : max;
	}
	return dt_pcb_error(pcb, n->dn_line, "D_PROTO_LEN", "%s( ) prototype "
	    "mismatch: %d arg%s passed, %s%d expected", n->dn_str, nargs,
	    nargs == 1 ? "" : "s", bound, want);
}

/* scratchsize: DTrace's default, 256 bytes, unless set */
uint64_t
dt_subr_scratchsize(const dtrace_hdl_t *dtp)
{
	return dtp->dt_opts.scratchsize ? dtp->dt_opts.scratchsize : 256;
}

/*
 * Checks beyond the prototypes.  alloca() of a constant larger than
 * scratchsize can never succeed: DTrace refuses it at compile time.
 * inet_ntoa6()'s second argument, how to write an IPv4 address in IPv6,
 * is a constant, as in Oracle's DTrace.
 */
static int
dt_subr_check_more(dtrace_hdl_t *dtp, dt_pcb_t *pcb, dt_node_t *n,
    const dt_subr_t *sr)
{
	dt_node_t *a = n->dn_args;

	switch (sr->ds_id) {
	case DT_SUBR_ALLOCA:
		if ((a->dn_flags & DT_NF_CONST) &&
		    a->dn_int > dt_subr_scratchsize(dtp))
			return dt_pcb_error(pcb, n->dn_line, "D_ALLOCA_SIZE",
			    "alloca(%llu) size larger than scratchsize %llu",
			    (unsigned long long)a->dn_int,
			    (unsigned long long)dt_subr_scratchsize(dtp));
		/* FALLTHROUGH */
	case DT_SUBR_INET_NTOA6:
		if (a->dn_next != NULL && !(a->dn_next->dn_flags & DT_NF_CONST))
			return dt_pcb_error(pcb, n->dn_line, "D_PROTO_ARG",
			    "inet_ntoa6( ) argument #2 must be an integer "
			    "constant");
		/* FALLTHROUGH */
	case DT_SUBR_COPYIN: case DT_SUBR_COPYINTO: case DT_SUBR_BCOPY:
	case DT_SUBR_INET_NTOA:
	case DT_SUBR_INET_NTOP: case DT_SUBR_LINK_NTOP:
		dtp->dt_scratch = true;
		break;
	}
	return 0;
}

int
dt_subr_check(dtrace_hdl_t *dtp, dt_pcb_t *pcb, dt_node_t *n,
    const dt_subr_t *sr)
{
	dt_node_t *a;
	int i;

	if (dt_subr_nargs(pcb, n, sr->ds_minargs, sr->ds_maxargs) < 0)
		return -1;
	for (a = n->dn_args, i = 0; a != NULL; a = a->dn_next, i++) {
		if (dt_subr_argok(dtp, a, sr->ds_args[i], sr->ds_proto[i]))
			continue;
		return dt_pcb_error(pcb, n->dn_line, "D_PROTO_ARG", "%s( ) "
		    "argument #%d is incompatible with prototype:\n"
		    "\tprototype: %s\n\t argument: %s", sr->ds_name, i + 1,
		    sr->ds_proto[i], a->dn_ctype->dt_name);
	}
	if (sr->ds_id == DT_SUBR_SPECULATION)
		dtp->dt_speculates = true;
	if (sr->ds_id >= DT_SUBR_BASENAME &&
	    dt_subr_check_more(dtp, pcb, n, sr) != 0)
		return -1;
	if (strcmp(sr->ds_ret, "string") == 0)
		n->dn_ctype = dtp->dt_types.tt_string;
	else if (strcmp(sr->ds_ret, "void *") == 0)
		n->dn_ctype = dtp->dt_types.tt_voidp;
	else if (strcmp(sr->ds_ret, "void") == 0)
		n->dn_ctype = dtp->dt_types.tt_void;
	else if (strncmp(sr->ds_ret, "struct ", 7) == 0)
		n->dn_ctype = dt_subr_kstructptr(dtp, sr->ds_ret);
	else
		n->dn_ctype = dt_type_lookup_typedef(&dtp->dt_types,
		    sr->ds_ret);
	if (n->dn_ctype == NULL)	/* "int" is no typedef */
		n->dn_ctype = dtp->dt_types.tt_int;
	return 0;
}

bool
dt_subr_null_operand(dtrace_hdl_t *dtp, dt_node_t *str, dt_node_t *other)
{
	if (!dt_type_is_string(str->dn_ctype) || !dt_subr_is_null(other))
		return false;
	other->dn_kind = DT_N_STR;
	other->dn_str = "";
	other->dn_strlen = 0;
	other->dn_flags &= ~DT_NF_CONST;
	other->dn_ctype = dtp->dt_types.tt_string;
	other->dn_reg = (int)dt_strtab_add(dtp, "", 0);
	return true;
}
