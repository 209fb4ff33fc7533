/*
 * dt_options.c -- DTrace options, set by -x, #pragma D option, and the
 * command's own flags (-q is "quiet", -b is "bufsize", ...).
 *
 * Sizes take DTrace's suffixes (k, m, g, t); times take ns us ms s (and
 * hz for rates).  Unknown options and bad values are errors with DTrace's
 * wording.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "dt_impl.h"
#include "bpf/dt_bpf_spec.h"

typedef struct dt_optdesc {
	const char *od_name;
	int (*od_set)(dtrace_hdl_t *, const struct dt_optdesc *, const char *);
	size_t od_off;			/* into dt_opts_t */
} dt_optdesc_t;

#define OPT(f)	offsetof(dt_opts_t, f)

static int
dt_opt_bool(dtrace_hdl_t *dtp, const dt_optdesc_t *od, const char *v)
{
	if (v != NULL)
		return dt_set_err(dtp, "Invalid value for specified option");
	*(bool *)((char *)&dtp->dt_opts + od->od_off) = true;
	return 0;
}

static int
dt_opt_size(dtrace_hdl_t *dtp, const dt_optdesc_t *od, const char *v)
{
	char *end;
	unsigned long long n;

	if (v == NULL || v[0] < '0' || v[0] > '9')
		goto bad;
	n = strtoull(v, &end, 0);
	switch (*end) {
	case 't': case 'T': n <<= 10; /* FALLTHROUGH */
	case 'g': case 'G': n <<= 10; /* FALLTHROUGH */
	case 'm': case 'M': n <<= 10; /* FALLTHROUGH */
	case 'k': case 'K': n <<= 10; end++; break;
	default: break;
	}
	if (*end != '\0' || n == 0)
		goto bad;
	*(uint64_t *)((char *)&dtp->dt_opts + od->od_off) = n;
	return 0;
bad:
	return dt_set_err(dtp, "Invalid value for specified option");
}

static int
dt_opt_time(dtrace_hdl_t *dtp, const dt_optdesc_t *od, const char *v)
{
	static const struct { const char *s; uint64_t mult; } units[] = {
		{ "", 1 }, { "ns", 1 }, { "nsec", 1 }, { "us", 1000 },
		{ "usec", 1000 }, { "ms", 1000000 }, { "msec", 1000000 },
		{ "s", 1000000000 }, { "sec", 1000000000 },
	};
	char *end;
	unsigned long long n;
	size_t i;

	if (v == NULL || v[0] < '0' || v[0] > '9')
		goto bad;
	n = strtoull(v, &end, 10);
	if (strcmp(end, "hz") == 0 && n > 0) {
		*(uint64_t *)((char *)&dtp->dt_opts + od->od_off) =
		    1000000000ULL / n;
		return 0;
	}
	for (i = 0; i < sizeof(units) / sizeof(units[0]); i++)
		if (strcmp(end, units[i].s) == 0) {
			*(uint64_t *)((char *)&dtp->dt_opts + od->od_off) =
			    n * units[i].mult;
			return 0;
		}
bad:
	return dt_set_err(dtp, "Invalid value for specified option");
}

static int
dt_opt_strsize(dtrace_hdl_t *dtp, const dt_optdesc_t *od, const char *v)
{
	if (dtp->dt_nclauses > 0 || dtp->dt_strtablen > 0)
		return dt_set_err(dtp, "Operation illegal when tracing is "
		    "active");
	if (dt_opt_size(dtp, od, v) != 0)
		return -1;
	if (dtp->dt_opts.strsize < 2 || dtp->dt_opts.strsize > 4096)
		return dt_set_err(dtp, "Invalid value for specified option");
	/* a string variable holds a whole buffer (see DT_STRBUF) */
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

/* a count that may be 0 (aggsortpos, aggsortkeypos) */
static int
dt_opt_uint(dtrace_hdl_t *dtp, const dt_optdesc_t *od, const char *v)
{
	char *end;
	unsigned long long n;

	if (v == NULL || v[0] < '0' || v[0] > '9')
		return dt_set_err(dtp, "Invalid value for specified option");
	n = strtoull(v, &end, 0);
	if (*end != '\0')
		return dt_set_err(dtp, "Invalid value for specified option");
	*(uint64_t *)((char *)&dtp->dt_opts + od->od_off) = n;
	return 0;
}

/* an option that names one of a few words, stored as its index */
static int
dt_opt_word(dtrace_hdl_t *dtp, const dt_optdesc_t *od, const char *v,
    const char *const *words, size_t n)
{
	size_t i;

	if (dtp->dt_loaded)
		return dt_set_err(dtp, "Operation illegal when tracing is "
		    "active");
	for (i = 0; v != NULL && i < n; i++)
		if (strcmp(v, words[i]) == 0) {
			*(uint64_t *)((char *)&dtp->dt_opts + od->od_off) = i;
			return 0;
		}
	return dt_set_err(dtp, "Invalid value for specified option");
}

/* in DT_BUFPOLICY_* order */
static int
dt_opt_bufpolicy(dtrace_hdl_t *dtp, const dt_optdesc_t *od, const char *v)
{
	static const char *const words[] = { "switch", "fill", "ring" };

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

/* options accepted and not yet acted upon elsewhere: recorded, no effect */
static int
dt_opt_ignored(dtrace_hdl_t *dtp, const dt_optdesc_t *od, const char *v)
{
	return 0;
}

static const dt_optdesc_t dt_optdescs[] = {
	{ "quiet", dt_opt_bool, OPT(quiet) },
	{ "flowindent", dt_opt_bool, OPT(flowindent) },
	{ "errtags", dt_opt_bool, OPT(errtags) },
	{ "defaultargs", dt_opt_bool, OPT(defaultargs) },
	{ "bpflog", dt_opt_bool, OPT(bpflog) },
	{ "zdefs", dt_opt_bool, OPT(zdefs) },
	{ "destructive", dt_opt_bool, OPT(destructive) },
	{ "verbose", dt_opt_bool, OPT(verbose) },
	{ "bufsize", dt_opt_size, OPT(bufsize) },
	{ "strsize", dt_opt_strsize, OPT(strsize) },
	{ "switchrate", dt_opt_time, OPT(switchrate) },
	{ "maxrecsize", dt_opt_recsize, OPT(maxrecsize) },
	{ "dynvarsize", dt_opt_size, OPT(dynvarsize) },
	{ "aggsize", dt_opt_size, OPT(aggsize) },
	{ "bufpolicy", dt_opt_bufpolicy, OPT(bufpolicy) },
	{ "bufresize", dt_opt_bufresize, OPT(bufresize) },
	{ "temporal", dt_opt_bool, OPT(temporal) },
	{ "nspec", dt_opt_nspec, OPT(nspec) },
	{ "specsize", dt_opt_size, OPT(specsize) },
	{ "cleanrate", dt_opt_period, OPT(cleanrate) },
	/* -G/-h: do not load the D libraries (none are loaded yet) */
	{ "nolibs", dt_opt_ignored, 0 },
	{ "cpp", dt_opt_bool, OPT(cpp) },
	{ "aggsortkey", dt_opt_bool, OPT(aggsortkey) },
	{ "aggsortrev", dt_opt_bool, OPT(aggsortrev) },
	{ "aggsortpos", dt_opt_uint, OPT(aggsortpos) },
	{ "aggsortkeypos", dt_opt_uint, OPT(aggsortkeypos) },
	{ "aggpercpu", dt_opt_bool, OPT(aggpercpu) },
};

int
dtrace_setopt(dtrace_hdl_t *dtp, const char *name, const char *value)
{
	size_t i;

	for (i = 0; i < sizeof(dt_optdescs) / sizeof(dt_optdescs[0]); i++)
		if (strcmp(dt_optdescs[i].od_name, name) == 0)
			return dt_optdescs[i].od_set(dtp, &dt_optdescs[i],
			    value);
	return dt_set_err(dtp, "Invalid option name");
}

int
dtrace_getopt(dtrace_hdl_t *dtp, const char *name, int64_t *value)
{
	size_t i;

	for (i = 0; i < sizeof(dt_optdescs) / sizeof(dt_optdescs[0]); i++) {
		const dt_optdesc_t *od = &dt_optdescs[i];
		const char *p = (const char *)&dtp->dt_opts + od->od_off;

		if (strcmp(od->od_name, name) != 0)
			continue;
		if (od->od_set == dt_opt_bool)
			*value = *(const bool *)p;
		else if (od->od_set == dt_opt_ignored)
			*value = 0;
		else
			*value = (int64_t)*(const uint64_t *)p;
		return 0;
	}
	return dt_set_err(dtp, "Invalid option name");
}
