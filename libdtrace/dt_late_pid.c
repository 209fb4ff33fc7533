/*
 * dt_late_pid.c -- pid probes in objects a traced process maps while it
 * is traced: pid$target:lib*::entry, or with -Z a module that was not
 * there when the program was compiled.
 *
 * A module named exactly is found before it is loaded, as the dynamic
 * linker would find it, and probed at once (dt_prov_pid.c); its probes
 * fire from the first call.  What that cannot find -- a module glob, a
 * library dlopen()ed by a path outside the linker's directories -- is
 * found here, afterwards: the executable mappings of each process that a
 * pid description names are checked a few times a second, and when they
 * changed, its descriptions are provided again; probes made since are
 * matched, generated, loaded and attached as for a process started later
 * (dt_compile_late, dt_load_late).  Calls made between the dlopen() and
 * that moment are missed.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "dt_impl.h"
#include "dt_driver.h"

#define DT_PIDSCAN_NS	200000000ULL	/* look at the mappings this often */

typedef struct dt_pidwatch {
	pid_t pw_pid;
	uint64_t pw_sig;	/* what its executable mappings were */
} dt_pidwatch_t;

/* The pid a pid provider name names (pid1234), or 0. */
static pid_t
dt_pidwatch_pid(const char *prov)
{
	char *end;
	long pid;

	if (strncmp(prov, "pid", 3) != 0 || prov[3] < '1' || prov[3] > '9')
		return 0;
	pid = strtol(prov + 3, &end, 10);
	return *end == '\0' && pid <= INT32_MAX ? (pid_t)pid : 0;
}

/* A digest of process pid's executable file mappings, or 0 if gone. */
static uint64_t
dt_pidwatch_sig(pid_t pid)
{
	char path[64], line[4608];
	uint64_t h = 1469598103934665603ULL;	/* FNV-1a */
	FILE *f;

	snprintf(path, sizeof(path), "/proc/%d/maps", (int)pid);
	if ((f = fopen(path, "re")) == NULL)
		return 0;
	while (fgets(line, sizeof(line), f) != NULL) {
		char perms[8] = "";

		if (sscanf(line, "%*s %7s", perms) != 1 || perms[2] != 'x' ||
		    strchr(line, '/') == NULL)
			continue;
		for (const char *s = strchr(line, ' '); *s != '\0'; s++)
			h = (h ^ (unsigned char)*s) * 1099511628211ULL;
	}
	fclose(f);
	return h | 1;
}

/* Watch the process of a pid description that may match more later. */
static int
dt_pidwatch_want(dtrace_hdl_t *dtp, dt_clause_t *cl, const char *desc,
    char *const fld[4], void *arg)
{
	pid_t pid = dt_pidwatch_pid(fld[0]);
	dt_pidwatch_t *v;
	size_t i, n = dtp->dt_npidwatch;

	(void)cl, (void)desc, (void)arg;
	if (pid == 0 || (!dtp->dt_opts.zdefs && fld[1][0] != '\0' &&
	    strpbrk(fld[1], "*?[") == NULL))
		return 0;	/* a module named, there at compile time */
	for (i = 0; i < n; i++)
		if (dtp->dt_pidwatch[i].pw_pid == pid)
			return 0;
	v = dt_xrealloc(dtp->dt_pidwatch, (n + 1) * sizeof(*v));
	v[n].pw_pid = pid;
	v[n].pw_sig = dt_pidwatch_sig(pid);
	dtp->dt_pidwatch = v;
	dtp->dt_npidwatch = n + 1;
	return 0;
}

void
dt_late_pid_open(dtrace_hdl_t *dtp)
{
	dt_clause_desc_iter(dtp, dt_pidwatch_want, NULL);
	dtp->dt_pidscan = dt_clock_ns(CLOCK_MONOTONIC);
}

/* Provide a description again if it names process *arg. */
static int
dt_pidwatch_provide(dtrace_hdl_t *dtp, dt_clause_t *cl, const char *desc,
    char *const fld[4], void *arg)
{
	(void)cl, (void)desc;
	if (dt_pidwatch_pid(fld[0]) != *(pid_t *)arg)
		return 0;
	return dt_prov_pid.po_provide(dtp, fld[0], fld[1], fld[2], fld[3]) <
	    0 ? -1 : 0;
}

/* From dtrace_work: look at the watched processes' mappings, on a timer. */
void
dt_late_pid_poll(dtrace_hdl_t *dtp)
{
	uint64_t now;

	if (dtp->dt_npidwatch == 0 || dtp->dt_ended)
		return;
	now = dt_clock_ns(CLOCK_MONOTONIC);
	if (now - dtp->dt_pidscan < DT_PIDSCAN_NS)
		return;
	dtp->dt_pidscan = now;
	for (size_t i = 0; i < dtp->dt_npidwatch; i++) {
		dt_pidwatch_t *pw = &dtp->dt_pidwatch[i];
		uint64_t sig = dt_pidwatch_sig(pw->pw_pid);

		if (sig == 0 || sig == pw->pw_sig)
			continue;
		pw->pw_sig = sig;
		if (dt_late_enable_descs(dtp, dt_pidwatch_provide,
		    &pw->pw_pid) != 0) {
			dt_report(dtp, DT_REPORT_WARN, "failed to enable the "
			    "probes of pid %d: %s", (int)pw->pw_pid,
			    dtp->dt_errmsg);
		}
	}
}

void
dt_late_pid_close(dtrace_hdl_t *dtp)
{
	free(dtp->dt_pidwatch);
	dtp->dt_pidwatch = NULL;
	dtp->dt_npidwatch = 0;
}
