/*
 * dt_options.c -- DTrace options, set by -x, #pragma D option, setopt()
 * and the command's own flags (-q is "quiet", -b is "bufsize", -D is
 * "define", ...).
 *
 * Every option DTrace knows is in the table, with what we do with it:
 *
 *   - acted upon (most of them);
 *   - accepted as a no-op where DTrace for Linux itself has nothing to do
 *     (cleanrate: BPF hash maps need no cleaner; jstackstrsize: the
 *     string size of ustack helpers, which Linux has none of; pgmax,
 *     preallocate; quietresize: our buffers are never resized; iregs 1 to 8);
 *   - read by the compiler: empty (a program with no clause, dt_compile.c);
 *     pspec (an ambiguous outer name such as "int*x" is a probe
 *     description, not a declaration: dt_lex.l);
 *   - read by stack(), ustack() and jstack() (stackframes, ustackframes,
 *     jstackframes, maxframes: dt_check_stack.c; stackindent:
 *     dt_consume_stack.c), and two of our own for ustack()'s unwinding,
 *     ustackmode=auto|fp|dwarf and ustackdwarfsize (dt_check_stack.c);
 *     mangled, macOS's, for user C++ names as their symbols (dt_usym.c);
 *   - read by the actions they size (printsize: print(); pcapsize:
 *     pcap(), dt_pcapsize) or kept for ones not built yet, which are
 *     refused at compile time (scratchsize, noresolve);
 *   - ldpath, for -G: when set, the linker run over the object we wrote,
 *     as DTrace runs ld (provider-gen/pgen_link.c);
 *   - refused with "Operation not supported" where we cannot honour it
 *     (anonymous tracing, CTF and DIF specifics, other ld options, a
 *     stability minimum, D version reduction (version=2.0, ours, is
 *     accepted), debugging aids other than tree, which dt_tree.c
 *     prints; linkmode is checked and kept, its every mode being what
 *     we do);
 *   - the D library directories (libdir, syslibdir, nolibs: dt_dlib.c).
 *
 * As in DTrace, compile-time flags take no value; run-time flags take
 * none or one of yes/no, enable(d)/disable(d), true/false, on/off,
 * set/unset, or a number (an empty value unsets).  Sizes take k, m, g, t;
 * times ns us ms s m h d (and the long forms), or hz for a rate.  Run-time
 * options other than the dynamic ones cannot change once tracing is
 * active, and the options that name files or preprocessor arguments
 * cannot be set from within a D program (#pragma).  Messages are DTrace's.
 */
#define _GNU_SOURCE		/* asprintf */
#include <errno.h>
#include <stdlib.h>
#include <sys/utsname.h>
#include <string.h>
#include <strings.h>
#include <bpf/libbpf.h>

#include "dt_impl.h"
#include "bpf/dt_bpf_spec.h"

typedef struct dt_optdesc {
	const char *od_name;
	int (*od_set)(dtrace_hdl_t *, const struct dt_optdesc *, const char *);
	size_t od_off;			/* into dt_opts_t */
} dt_optdesc_t;

#define DT_BADVAL	"Invalid value for specified option"

#define OPT(f)	offsetof(dt_opts_t, f)

static int
dt_opt_bool(dtrace_hdl_t *dtp, const dt_optdesc_t *od, const char *v)
{
	if (v != NULL)
		return dt_set_err(dtp, "Invalid value for specified option");
	*(bool *)((char *)&dtp->dt_opts + od->od_off) = true;
	return 0;
}

/* A size: a number with an optional k, m, g or t; 0 is refused. */
static int
dt_parse_size(const char *v, uint64_t *out)
{
	char *end;
	unsigned long long n;

	if (v == NULL || v[0] < '0' || v[0] > '9')
		return -1;
	errno = 0;
	n = strtoull(v, &end, 0);
	switch (*end) {
	case 't': case 'T': n <<= 10; /* FALLTHROUGH */
	case 'g': case 'G': n <<= 10; /* FALLTHROUGH */
	case 'm': case 'M': n <<= 10; /* FALLTHROUGH */
	case 'k': case 'K': n <<= 10; end++; break;
	default: break;
	}
	if (*end != '\0' || n == 0 || errno != 0)
		return -1;
	*out = n;
	return 0;
}

static int
dt_opt_size(dtrace_hdl_t *dtp, const dt_optdesc_t *od, const char *v)
{
	uint64_t n;

	if (dt_parse_size(v, &n) != 0)
		return dt_set_err(dtp, DT_BADVAL);
	*(uint64_t *)((char *)&dtp->dt_opts + od->od_off) = n;
	return 0;
}

/*
 * printsize, as DTrace takes it: a size rounded up to a multiple of 8;
 * more than 64k, or no value, is its default, DT_PRINTSIZE_DEFAULT.
 */
static int
dt_opt_printsize(dtrace_hdl_t *dtp, const dt_optdesc_t *od, const char *v)
{
	uint64_t n = DT_PRINTSIZE_DEFAULT;

	if (v != NULL && dt_parse_size(v, &n) != 0)
		return dt_set_err(dtp, DT_BADVAL);
	if (n > 65536)
		n = DT_PRINTSIZE_DEFAULT;
	*(uint64_t *)((char *)&dtp->dt_opts + od->od_off) = (n + 7) & ~7ULL;
	return 0;
}

/*
 * A time: a number (decimal, 0x hex or 0 octal, as DTrace reads it) and a
 * unit, ns by default; "hz" makes it a rate (0hz is 0).
 */
static int
dt_parse_time(const char *v, uint64_t *out)
{
	static const struct { const char *s; uint64_t mult; } units[] = {
		{ "", 1 }, { "ns", 1 }, { "nsec", 1 }, { "us", 1000 },
		{ "usec", 1000 }, { "ms", 1000000 }, { "msec", 1000000 },
		{ "s", 1000000000 }, { "sec", 1000000000 },
		{ "m", 60000000000ULL }, { "min", 60000000000ULL },
		{ "h", 3600000000000ULL }, { "hour", 3600000000000ULL },
		{ "d", 86400000000000ULL }, { "day", 86400000000000ULL },
	};
	char *end;
	unsigned long long n;
	size_t i;

	if (v == NULL || v[0] < '0' || v[0] > '9')
		return -1;
	errno = 0;
	n = strtoull(v, &end, 0);
	if (errno != 0)
		return -1;
	if (strcasecmp(end, "hz") == 0) {
		*out = n == 0 ? 0 : 1000000000ULL / n;
		return 0;
	}
	for (i = 0; i < sizeof(units) / sizeof(units[0]); i++)
		if (strcasecmp(end, units[i].s) == 0) {
			*out = n * units[i].mult;
			return 0;
		}
	return -1;
}

static int
dt_opt_time(dtrace_hdl_t *dtp, const dt_optdesc_t *od, const char *v)
{
	uint64_t n;

	if (dt_parse_time(v, &n) != 0)
		return dt_set_err(dtp, DT_BADVAL);
	*(uint64_t *)((char *)&dtp->dt_opts + od->od_off) = n;
	return 0;
}

static int
dt_opt_strsize(dtrace_hdl_t *dtp, const dt_optdesc_t *od, const char *v)
{
	uint64_t was = dtp->dt_opts.strbytes;

	if (dtp->dt_nclauses > 0 || dtp->dt_strtablen > 0)
		return dt_set_err(dtp, "Operation illegal when tracing is "
		    "active");
	if (dt_opt_size(dtp, od, v) != 0)
		return -1;
	if (dtp->dt_opts.strbytes < 2 || dtp->dt_opts.strbytes > 4096) {
		dtp->dt_opts.strbytes = was;
		return dt_set_err(dtp, "Invalid value for specified option");
	}
	/* a string member of a struct is a char array of strsize; a string
	   holds strsize characters and its NUL (Oracle's rule), and a
	   string variable a whole buffer of them (see DT_STRBUF) */
	dtp->dt_types.tt_strsize = dtp->dt_opts.strbytes++;
	dtp->dt_types.tt_string->dt_size = DT_STRBUF(dtp);
	return 0;
}

/* A record's fields are addressed with 16-bit instruction offsets. */
static int
dt_opt_recsize(dtrace_hdl_t *dtp, const dt_optdesc_t *od, const char *v)
{
	if (dt_opt_size(dtp, od, v) != 0)
		return -1;
	if (dtp->dt_opts.maxrecsize < 64 || dtp->dt_opts.maxrecsize > 32000)
		return dt_set_err(dtp, "Invalid value for specified option");
	return 0;
}

/* an option that names one of a few words, stored as its index */
static int
dt_opt_word(dtrace_hdl_t *dtp, const dt_optdesc_t *od, const char *v,
    const char *const *words, size_t n)
{
	size_t i;

	for (i = 0; v != NULL && i < n; i++)
		if (strcmp(v, words[i]) == 0) {
			*(uint64_t *)((char *)&dtp->dt_opts + od->od_off) = i;
			return 0;
		}
	return dt_set_err(dtp, DT_BADVAL);
}

/*
 * linkmode: how the compiler links a program's references to symbols
 * (DTrace's kernel, primary, dynamic, static).  We resolve every kernel
 * and user symbol when the program is compiled, what kernel and static
 * do; dynamic and primary change how DTrace's DOF is relocated when it is
 * loaded, which a BPF program has no part of.  So the word is checked
 * and kept, and changes nothing.
 */
static int
dt_opt_linkmode(dtrace_hdl_t *dtp, const dt_optdesc_t *od, const char *v)
{
	static const char *const words[] = {
		"kernel", "primary", "dynamic", "static"
	};

	return dt_opt_word(dtp, od, v, words, 4);
}

/* pcapsize as Oracle's DTrace takes it: 1514 bytes unless 1 to 65565 */
uint32_t
dt_pcapsize(const dtrace_hdl_t *dtp)
{
	uint64_t sz = dtp->dt_opts.pcapsize;

	return sz > 0 && sz < 65566 ? (uint32_t)sz : 1514;
}

/* tree: a mask of the compiler's passes whose parse tree is printed
   (dt_tree.c), a number as DTrace reads it */
static int
dt_opt_tree(dtrace_hdl_t *dtp, const dt_optdesc_t *od, const char *v)
{
	char *end;
	long n;

	if (v == NULL || *v == '\0')
		return dt_set_err(dtp, DT_BADVAL);
	errno = 0;
	n = strtol(v, &end, 0);
	if (errno != 0 || *end != '\0' || n < 0)
		return dt_set_err(dtp, DT_BADVAL);
	*(uint64_t *)((char *)&dtp->dt_opts + od->od_off) = (uint64_t)n;
	return 0;
}

/* in DT_BUFPOLICY_* order */
static int
dt_opt_bufpolicy(dtrace_hdl_t *dtp, const dt_optdesc_t *od, const char *v)
{
	static const char *const words[] = { "switch", "fill", "ring" };

	return dt_opt_word(dtp, od, v, words, 3);
}

/* in DT_USTACK_* order */
static int
dt_opt_ustackmode(dtrace_hdl_t *dtp, const dt_optdesc_t *od, const char *v)
{
	static const char *const words[] = { "auto", "fp", "dwarf" };

	return dt_opt_word(dtp, od, v, words, 3);
}

/* in DT_BUFRESIZE_* order */
static int
dt_opt_bufresize(dtrace_hdl_t *dtp, const dt_optdesc_t *od, const char *v)
{
	static const char *const words[] = { "auto", "manual" };

	return dt_opt_word(dtp, od, v, words, 2);
}

/*
 * nspec: a size (DTrace parses it as one), at most DT_SPEC_MAXNSPEC:
 * speculation() looks at every speculation in turn.  A count too large
 * for 64 bits is refused, not clamped.
 */
static int
dt_opt_nspec(dtrace_hdl_t *dtp, const dt_optdesc_t *od, const char *v)
{
	errno = 0;
	if (dt_opt_size(dtp, od, v) != 0)
		return -1;
	if (errno == ERANGE || dtp->dt_opts.nspec > DT_SPEC_MAXNSPEC)
		return dt_set_err(dtp, "Invalid value for specified option");
	return 0;
}

/* a time that must not be 0 (cleanrate) */
static int
dt_opt_period(dtrace_hdl_t *dtp, const dt_optdesc_t *od, const char *v)
{
	if (dt_opt_time(dtp, od, v) != 0)
		return -1;
	if (*(uint64_t *)((char *)&dtp->dt_opts + od->od_off) == 0)
		return dt_set_err(dtp, "Invalid value for specified option");
	return 0;
}

/*
 * A run-time option's value, as DTrace reads it: none is "set" (0), an
 * empty value or a negative word unsets (DT_UNSET), a positive word is 1,
 * else a non-negative number.
 */
#define DT_UNSET	(-2)

static int
dt_opt_runval(const char *v, int64_t *out)
{
	static const char *const words[][2] = {
		{ "yes", "no" }, { "enable", "disable" },
		{ "enabled", "disabled" }, { "true", "false" }, { "on", "off" },
		{ "set", "unset" },
	};
	char *end;
	size_t i;

	*out = 0;
	if (v == NULL)
		return 0;
	if (v[0] == '\0') {
		*out = DT_UNSET;
		return 0;
	}
	for (i = 0; i < sizeof(words) / sizeof(words[0]); i++) {
		if (strcasecmp(v, words[i][0]) == 0) {
			*out = 1;
			return 0;
		}
		if (strcasecmp(v, words[i][1]) == 0) {
			*out = DT_UNSET;
			return 0;
		}
	}
	if (v[0] == '-' || v[0] == '+')
		return -1;
	errno = 0;
	*out = (int64_t)strtoull(v, &end, 0);
	return *end != '\0' || errno != 0 || *out < 0 ? -1 : 0;
}

/* a run-time flag (quiet, bpflog, ...): "quiet=no" clears it */
static int
dt_opt_runbool(dtrace_hdl_t *dtp, const dt_optdesc_t *od, const char *v)
{
	int64_t n;

	if (dt_opt_runval(v, &n) != 0)
		return dt_set_err(dtp, DT_BADVAL);
	*(bool *)((char *)&dtp->dt_opts + od->od_off) = n != DT_UNSET;
	return 0;
}

/* a run-time number (stackframes, ...); unset puts back 0, the default */
static int
dt_opt_runnum(dtrace_hdl_t *dtp, const dt_optdesc_t *od, const char *v)
{
	int64_t n;

	if (dt_opt_runval(v, &n) != 0)
		return dt_set_err(dtp, DT_BADVAL);
	*(uint64_t *)((char *)&dtp->dt_opts + od->od_off) =
	    n == DT_UNSET ? 0 : (uint64_t)n;
	return 0;
}

/*
 * oformat: the output's format, DT_OFORMAT_* (dt_impl.h): "text" (also
 * "none", FreeBSD's name for it), the default, or "json".  FreeBSD's
 * xml and html are refused.  json is a flag for oformat=json.
 */
static int
dt_opt_oformat(dtrace_hdl_t *dtp, const dt_optdesc_t *od, const char *v)
{
	static const char *const words[] = { "text", "json" };

	if (v != NULL && strcmp(v, "none") == 0)
		v = "text";
	return dt_opt_word(dtp, od, v, words, 2);
}

static int
dt_opt_json(dtrace_hdl_t *dtp, const dt_optdesc_t *od, const char *v)
{
	int64_t n;

	if (dt_opt_runval(v, &n) != 0)
		return dt_set_err(dtp, DT_BADVAL);
	dtp->dt_opts.oformat = n == DT_UNSET ? DT_OFORMAT_TEXT :
	    DT_OFORMAT_JSON;
	return 0;
}

/* cpu: trace only on this CPU (see dt_cg_prologue and dt_prov_dtrace) */
static int
dt_opt_cpu(dtrace_hdl_t *dtp, const dt_optdesc_t *od, const char *v)
{
	int64_t n;
	int ncpus = libbpf_num_possible_cpus();

	if (dt_opt_runval(v, &n) != 0 || (n != DT_UNSET && ncpus > 0 &&
	    n >= ncpus))
		return dt_set_err(dtp, DT_BADVAL);
	dtp->dt_opts.cpu = n == DT_UNSET ? -1 : n;
	return 0;
}

static int
dt_opt_evaltime(dtrace_hdl_t *dtp, const dt_optdesc_t *od, const char *v)
{
	static const char *const modes[] = {
		[DT_EVAL_EXEC] = "exec", [DT_EVAL_PREINIT] = "preinit",
		[DT_EVAL_POSTINIT] = "postinit", [DT_EVAL_MAIN] = "main",
	};

	return dt_opt_word(dtp, od, v, modes, 4);
}

/* lockmem: "unlimited" or a size, set as RLIMIT_MEMLOCK at dtrace_go() */
static int
dt_opt_lockmem(dtrace_hdl_t *dtp, const dt_optdesc_t *od, const char *v)
{
	if (v != NULL && strcmp(v, "unlimited") == 0) {
		dtp->dt_opts.lockmem = UINT64_MAX;
		return 0;
	}
	return dt_opt_size(dtp, od, v);
}

static int
dt_opt_noop_num(dtrace_hdl_t *dtp, const dt_optdesc_t *od, const char *v)
{
	int64_t n;

	return dt_opt_runval(v, &n) == 0 ? 0 : dt_set_err(dtp, DT_BADVAL);
}

/*
 * version: the D version a program is written for.  DTrace reduces the
 * language to that version's identifiers; ours is DTRACE_VERSION_STRING
 * (2.0, Oracle's), which it accepts as written ("2.0", "2.0.0") and
 * changes nothing by; any other is "Operation not supported", as
 * Oracle's dtrace says of one it does not know.
 */
static int
dt_opt_version(dtrace_hdl_t *dtp, const dt_optdesc_t *od, const char *v)
{
	unsigned major, minor, micro = 0;
	char end;

	(void)od;
	if (v == NULL || (sscanf(v, "%u.%u%c", &major, &minor, &end) != 2 &&
	    sscanf(v, "%u.%u.%u%c", &major, &minor, &micro, &end) != 3))
		return dt_set_err(dtp, DT_BADVAL);
	if (major != 2 || minor != 0 || micro != 0)
		return dt_set_err(dtp, "%s", strerror(ENOTSUP));
	return 0;
}

static int
dt_opt_noop_size(dtrace_hdl_t *dtp, const dt_optdesc_t *od, const char *v)
{
	uint64_t n;

	return dt_parse_size(v, &n) == 0 ? 0 : dt_set_err(dtp, DT_BADVAL);
}

/*
 * iregs: DTrace's count of DIF integer registers for the code generator,
 * at most 8 in Oracle's (the BPF registers it can allocate).  Ours
 * allocates the BPF registers itself: 1 to 8 are accepted and change
 * nothing, others are refused as Oracle refuses them.
 */
static int
dt_opt_iregs(dtrace_hdl_t *dtp, const dt_optdesc_t *od, const char *v)
{
	int64_t n;

	if (v == NULL || dt_opt_runval(v, &n) != 0 || n < 1 || n > 8)
		return dt_set_err(dtp, DT_BADVAL);
	return 0;
}

static int
dt_opt_unsupported(dtrace_hdl_t *dtp, const dt_optdesc_t *od, const char *v)
{
	return dt_set_err(dtp, "%s", strerror(ENOTSUP));
}

/* ---- D libraries (dt_dlib.c): read at the first compile ---------------- */

static int
dt_opt_nolibs(dtrace_hdl_t *dtp, const dt_optdesc_t *od, const char *v)
{
	if (v != NULL)
		return dt_set_err(dtp, DT_BADVAL);
	dtp->dt_nolibs = true;
	return 0;
}

/* -L dir, -x libdir=dir: one more directory, after those given before */
static int
dt_opt_libdir(dtrace_hdl_t *dtp, const dt_optdesc_t *od, const char *v)
{
	char **dirs;

	if (v == NULL || *v == '\0')
		return dt_set_err(dtp, DT_BADVAL);
	dirs = dt_xrealloc(dtp->dt_libdirs, (size_t)(dtp->dt_nlibdirs + 1) *
	    sizeof(char *));
	dirs[dtp->dt_nlibdirs] = dt_xstrdup(v);
	dtp->dt_libdirs = dirs;
	dtp->dt_nlibdirs++;
	return 0;
}

/* -x syslibdir=dir: the system directory, in place of DT_DLIBDIR */
static int
dt_opt_syslibdir(dtrace_hdl_t *dtp, const dt_optdesc_t *od, const char *v)
{
	if (v == NULL || *v == '\0')
		return dt_set_err(dtp, DT_BADVAL);
	free(dtp->dt_syslibdir);
	dtp->dt_syslibdir = dt_xstrdup(v);
	return 0;
}

/* ---- the preprocessor (cpp(1) run by the dtrace command for -C) ------ */

static int
dt_opt_cpp_add(dtrace_hdl_t *dtp, const char *flag, const char *arg)
{
	dt_opts_t *o = &dtp->dt_opts;
	char **v = dt_xrealloc(o->cppargv, (size_t)(o->cppargc + 2) *
	    sizeof(char *));
	char *a = dt_xasprintf("%s%s", flag, arg);

	o->cppargv = v;
	v[o->cppargc++] = a;
	v[o->cppargc] = NULL;
	return 0;
}

static int
dt_opt_define(dtrace_hdl_t *dtp, const dt_optdesc_t *od, const char *v)
{
	return v == NULL ? dt_set_err(dtp, DT_BADVAL) :
	    dt_opt_cpp_add(dtp, "-D", v);
}

static int
dt_opt_undef(dtrace_hdl_t *dtp, const dt_optdesc_t *od, const char *v)
{
	return v == NULL ? dt_set_err(dtp, DT_BADVAL) :
	    dt_opt_cpp_add(dtp, "-U", v);
}

static int
dt_opt_incdir(dtrace_hdl_t *dtp, const dt_optdesc_t *od, const char *v)
{
	return v == NULL ? dt_set_err(dtp, DT_BADVAL) :
	    dt_opt_cpp_add(dtp, "-I", v);
}

/* cpphdrs (-H): cpp prints the name of each file it includes */
static int
dt_opt_cpphdrs(dtrace_hdl_t *dtp, const dt_optdesc_t *od, const char *v)
{
	return v != NULL ? dt_set_err(dtp, DT_BADVAL) :
	    dt_opt_cpp_add(dtp, "-H", "");
}

/* cppargs: more arguments for cpp, split at white space */
static int
dt_opt_cppargs(dtrace_hdl_t *dtp, const dt_optdesc_t *od, const char *v)
{
	char *copy, *w, *save = NULL;

	if (v == NULL)
		return dt_set_err(dtp, DT_BADVAL);
	copy = dt_xstrdup(v);
	for (w = strtok_r(copy, "\f\n\r\t\v ", &save); w != NULL;
	    w = strtok_r(NULL, "\f\n\r\t\v ", &save))
		dt_opt_cpp_add(dtp, "", w);
	free(copy);
	return 0;
}

/* cpppath, ldpath: a program to run, kept as given */
static int
dt_opt_path(dtrace_hdl_t *dtp, const dt_optdesc_t *od, const char *v)
{
	char **slot = (char **)((char *)&dtp->dt_opts + od->od_off);
	char *p;

	if (v == NULL)
		return dt_set_err(dtp, DT_BADVAL);
	p = dt_xstrdup(v);
	free(*slot);
	*slot = p;
	return 0;
}

/* stdc (-X): a (the default), c and t are ISO C (-std=c99), s is K&R (as
   DTrace) */
static int
dt_opt_stdc(dtrace_hdl_t *dtp, const dt_optdesc_t *od, const char *v)
{
	if (v == NULL || (strcmp(v, "a") != 0 && strcmp(v, "c") != 0 &&
	    strcmp(v, "s") != 0 && strcmp(v, "t") != 0))
		return dt_set_err(dtp, DT_BADVAL);
	dtp->dt_opts.cppstd = v[0] == 's' ? "-traditional-cpp" : "-std=c99";
	return 0;
}

/*
 * The preprocessor's command line for -C: DTrace's predefined macros
 * (__linux, __unix, __SVR4, __amd64 on x86-64, __ and the system's
 * name, __SUNW_D=1, __SUNW_D_VERSION=0xMMmmmuuu of the D language,
 * __SUNW_D_64; not the compiler's __GNUC__), the -X mode, then the -D,
 * -U, -I and -H arguments in their order.  Its messages take DTrace's
 * form, "/dev/stdin:17: error: unterminated #if": the line without its
 * column or the source line under it (the caller gives the script as
 * /dev/stdin).  The caller frees the array (its strings are the
 * handle's, or static).
 */
char **
dtrace_cpp_argv(dtrace_hdl_t *dtp, const char *path)
{
	static const char *const predef[] = { "-D__linux", "-D__unix",
	    "-D__SVR4",
#if defined(__x86_64__)
	    "-D__amd64",
#endif
	    "-D__SUNW_D=1", "-D__SUNW_D_VERSION=0x02000000", "-D__SUNW_D_64",
	    "-U__GNUC__", NULL };
	static char sysdef[80];		/* -D__Linux */
	const dt_opts_t *o = &dtp->dt_opts;
	char **argv = dt_xcalloc((size_t)o->cppargc + 16, sizeof(char *));
	struct utsname u;
	int n = 0;

	argv[n++] = o->cpppath != NULL ? o->cpppath : "cpp";
	for (int i = 0; predef[i] != NULL; i++)
		argv[n++] = (char *)predef[i];
	if (uname(&u) == 0) {
		snprintf(sysdef, sizeof(sysdef), "-D__%s", u.sysname);
		argv[n++] = sysdef;
	}
	argv[n++] = (char *)(o->cppstd != NULL ? o->cppstd : "-std=c99");
	argv[n++] = "-fno-show-column";
	argv[n++] = "-fno-diagnostics-show-caret";
	for (int i = 0; i < o->cppargc; i++)
		argv[n++] = o->cppargv[i];
	argv[n++] = (char *)path;
	return argv;
}

void
dt_options_teardown(dtrace_hdl_t *dtp)
{
	for (int i = 0; i < dtp->dt_opts.cppargc; i++)
		free(dtp->dt_opts.cppargv[i]);
	free(dtp->dt_opts.cppargv);
	free(dtp->dt_opts.cpppath);
	free(dtp->dt_opts.ldpath);
	dtp->dt_opts.ldpath = NULL;
	dtp->dt_opts.cppargv = NULL;
	dtp->dt_opts.cppargc = 0;
	dtp->dt_opts.cpppath = NULL;
}

static const dt_optdesc_t dt_optdescs[] = {
	{ "quiet", dt_opt_runbool, OPT(quiet) },
	/* DTrace's run-time flags take a value (flowindent=no clears
	   it); its compile-time ones (errtags, ...) refuse one */
	{ "flowindent", dt_opt_runbool, OPT(flowindent) },
	{ "errtags", dt_opt_bool, OPT(errtags) },
	{ "defaultargs", dt_opt_bool, OPT(defaultargs) },
	{ "bpflog", dt_opt_runbool, OPT(bpflog) },
	{ "zdefs", dt_opt_bool, OPT(zdefs) },
	{ "destructive", dt_opt_runbool, OPT(destructive) },
	{ "verbose", dt_opt_bool, OPT(verbose) },
	{ "bufsize", dt_opt_size, OPT(bufsize) },
	{ "strsize", dt_opt_strsize, OPT(strbytes) },
	{ "switchrate", dt_opt_time, OPT(switchrate) },
	{ "maxrecsize", dt_opt_recsize, OPT(maxrecsize) },
	{ "dynvarsize", dt_opt_size, OPT(dynvarsize) },
	{ "aggsize", dt_opt_size, OPT(aggsize) },
	{ "bufpolicy", dt_opt_bufpolicy, OPT(bufpolicy) },
	{ "bufresize", dt_opt_bufresize, OPT(bufresize) },
	{ "temporal", dt_opt_runbool, OPT(temporal) },
	{ "nspec", dt_opt_nspec, OPT(nspec) },
	{ "specsize", dt_opt_size, OPT(specsize) },
	/* the D libraries (dt_dlib.c) */
	{ "nolibs", dt_opt_nolibs, 0 },
	{ "libdir", dt_opt_libdir, 0 },
	{ "syslibdir", dt_opt_syslibdir, 0 },
	{ "cpp", dt_opt_bool, OPT(cpp) },
	{ "aggsortkey", dt_opt_runbool, OPT(aggsortkey) },
	{ "aggsortrev", dt_opt_runbool, OPT(aggsortrev) },
	{ "aggsortpos", dt_opt_runnum, OPT(aggsortpos) },
	{ "aggsortkeypos", dt_opt_runnum, OPT(aggsortkeypos) },
	{ "aggpercpu", dt_opt_runbool, OPT(aggpercpu) },
	{ "oformat", dt_opt_oformat, OPT(oformat) },	/* dt_json.c */
	{ "json", dt_opt_json, OPT(oformat) },

	/* compile time */
	{ "argref", dt_opt_bool, OPT(argref) },
	{ "droptags", dt_opt_bool, OPT(droptags) },	/* dt_consume.c */
	{ "empty", dt_opt_bool, OPT(empty) },
	{ "evaltime", dt_opt_evaltime, OPT(evaltime) },
	{ "define", dt_opt_define, 0 },
	{ "undef", dt_opt_undef, 0 },
	{ "incdir", dt_opt_incdir, 0 },
	{ "cppargs", dt_opt_cppargs, 0 },
	{ "cpphdrs", dt_opt_cpphdrs, 0 },
	{ "cpppath", dt_opt_path, OPT(cpppath) },
	{ "stdc", dt_opt_stdc, 0 },
	{ "pgmax", dt_opt_noop_num, 0 },
	{ "preallocate", dt_opt_noop_size, 0 },
	/* refused: see the head of this file */
	{ "amin", dt_opt_unsupported, 0 },
	{ "core", dt_opt_unsupported, 0 },
	{ "ctfpath", dt_opt_unsupported, 0 },
	{ "ctypes", dt_opt_unsupported, 0 },
	{ "dtypes", dt_opt_unsupported, 0 },
	{ "debug", dt_opt_unsupported, 0 },
	{ "debugassert", dt_opt_unsupported, 0 },
	{ "disasm", dt_opt_unsupported, 0 },
	{ "iregs", dt_opt_iregs, 0 },
	{ "tregs", dt_opt_unsupported, 0 },
	{ "kdefs", dt_opt_unsupported, 0 },
	{ "knodefs", dt_opt_unsupported, 0 },
	{ "udefs", dt_opt_unsupported, 0 },
	{ "unodefs", dt_opt_unsupported, 0 },
	{ "late", dt_opt_unsupported, 0 },
	{ "lazyload", dt_opt_unsupported, 0 },
	{ "ldpath", dt_opt_path, OPT(ldpath) },
	{ "linkmode", dt_opt_linkmode, OPT(linkmode) },
	{ "linktype", dt_opt_unsupported, 0 },
	{ "linknommap", dt_opt_unsupported, 0 },
	{ "modpath", dt_opt_unsupported, 0 },
	{ "procfspath", dt_opt_unsupported, 0 },
	{ "pspec", dt_opt_bool, OPT(pspec) },
	{ "strip", dt_opt_unsupported, 0 },
	{ "sysslice", dt_opt_unsupported, 0 },
	{ "tree", dt_opt_tree, OPT(tree) },
	{ "useruid", dt_opt_unsupported, 0 },
	{ "version", dt_opt_version, 0 },

	/* run time */
	{ "cpu", dt_opt_cpu, 0 },
	{ "statusrate", dt_opt_time, OPT(statusrate) },
	{ "bpflogsize", dt_opt_size, OPT(bpflogsize) },
	{ "lockmem", dt_opt_lockmem, OPT(lockmem) },
	{ "cleanrate", dt_opt_period, OPT(cleanrate) },
	{ "jstackframes", dt_opt_runnum, OPT(jstackframes) },
	{ "jstackstrsize", dt_opt_noop_size, 0 },
	{ "stackframes", dt_opt_runnum, OPT(stackframes) },
	{ "ustackframes", dt_opt_runnum, OPT(ustackframes) },
	{ "ustackmode", dt_opt_ustackmode, OPT(ustackmode) },
	{ "ustackdwarfsize", dt_opt_size, OPT(ustackdwarfsize) },
	{ "maxframes", dt_opt_runnum, OPT(maxframes) },
	{ "pcapsize", dt_opt_size, OPT(pcapsize) },
	{ "scratchsize", dt_opt_size, OPT(scratchsize) },
	{ "noresolve", dt_opt_runbool, OPT(noresolve) },
	{ "grabanon", dt_opt_unsupported, 0 },

	/* dynamic: may change while tracing */
	{ "rawbytes", dt_opt_runbool, OPT(rawbytes) },	/* dt_print.c */
	{ "quietresize", dt_opt_runbool, OPT(quietresize) },
	{ "stackindent", dt_opt_runnum, OPT(stackindent) },
	{ "mangled", dt_opt_runbool, OPT(mangled) },	/* dt_usym.c */
	{ "printsize", dt_opt_printsize, OPT(printsize) },
	{ "aggrate", dt_opt_time, OPT(aggrate) },
};

/* DTrace's run-time options that are fixed once tracing is active (the
   others in the table are compile-time or dynamic) */
static const char *const dt_opts_fixed[] = {
	"bpflog", "bpflogsize", "bufsize", "bufpolicy", "bufresize",
	"cleanrate", "cpu", "destructive", "dynvarsize", "aggsize",
	"grabanon", "jstackframes", "jstackstrsize", "lockmem", "maxframes",
	"maxrecsize", "nspec", "pcapsize", "scratchsize", "specsize",
	"stackframes", "statusrate", "strsize", "ustackframes", "noresolve",
	"oformat", "json",
	"ustackmode", "ustackdwarfsize",
};

/* options that name files or preprocessor arguments: not settable from
   within a D program */
static const char *const dt_opts_noprog[] = {
	"cppargs", "cpphdrs", "cpppath", "ctfpath", "define", "incdir",
	"ldpath", "libdir", "modpath", "procfspath", "stdc", "syslibdir",
	"undef",
};

static bool
dt_opt_in(const char *const *list, size_t n, const char *name)
{
	for (size_t i = 0; i < n; i++)
		if (strcmp(list[i], name) == 0)
			return true;
	return false;
}

#define DT_OPT_IN(list, name) \
	dt_opt_in(list, sizeof(list) / sizeof(list[0]), name)

static const dt_optdesc_t *
dt_opt_lookup(const char *name)
{
	size_t i;

	for (i = 0; i < sizeof(dt_optdescs) / sizeof(dt_optdescs[0]); i++)
		if (strcmp(dt_optdescs[i].od_name, name) == 0)
			return &dt_optdescs[i];
	return NULL;
}

/* in_prog: from within a D program (#pragma D option) */
int
dt_setopt(dtrace_hdl_t *dtp, const char *name, const char *value,
    bool in_prog)
{
	const dt_optdesc_t *od = name != NULL ? dt_opt_lookup(name) : NULL;

	if (od == NULL)
		return dt_set_err(dtp, "Invalid option name");
	if (in_prog && DT_OPT_IN(dt_opts_noprog, name))
		return dt_set_err(dtp, "Option cannot be used from within a D "
		    "program");
	if (dtp->dt_loaded && DT_OPT_IN(dt_opts_fixed, name))
		return dt_set_err(dtp, "Operation illegal when tracing is "
		    "active");
	return od->od_set(dtp, od, value);
}

int
dtrace_setopt(dtrace_hdl_t *dtp, const char *name, const char *value)
{
	return dt_setopt(dtp, name, value, false);
}

static bool
dt_opt_isbool(const dt_optdesc_t *od)
{
	return od->od_set == dt_opt_bool || od->od_set == dt_opt_runbool;
}

/* what the option holds; refused options and no-ops read 0, cpu -1 if
   unset */
int
dtrace_getopt(dtrace_hdl_t *dtp, const char *name, int64_t *value)
{
	const dt_optdesc_t *od = dt_opt_lookup(name);
	const char *p;

	if (od == NULL)
		return dt_set_err(dtp, "Invalid option name");
	p = (const char *)&dtp->dt_opts + od->od_off;
	if (strcmp(name, "cpu") == 0)
		*value = dtp->dt_opts.cpu;
	else if (dt_opt_isbool(od))
		*value = *(const bool *)p;
	else if (od->od_off == 0)	/* a no-op or refused option */
		*value = 0;
	else if (od->od_set == dt_opt_strsize)
		*value = (int64_t)dtp->dt_opts.strbytes - 1;
	else
		*value = (int64_t)*(const uint64_t *)p;
	return 0;
}
