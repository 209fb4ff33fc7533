/*
 * dt_consume_act.c -- what the consumer does with a record besides
 * printing its values: the probe column in front of them, the actions
 * carried out in user space (system(), freopen(), ftruncate()), and the
 * message of such an action that fails.
 *
 * The probe column.  By default (unless -q) it is DTrace's
 *
 *	CPU     ID                    FUNCTION:NAME
 *	  1  75001                     getppid:entry
 *
 * With -F (flowindent) it follows calls instead, as DTrace's
 * dt_flowindent() does, under -q too:
 *
 *	CPU FUNCTION
 *	  1  -> outer		a probe named "entry" (or ending in "-entry"):
 *	  1    -> inner		"-> f", then two spaces more; "return"
 *	  1    <- inner		("-return"): two spaces less, then "<- f";
 *	  1  <- outer		any other probe: "| func:name"
 *	  1 | :BEGIN
 *
 * The syscall provider's arrows are "=>" and "<=".  DTrace's heuristic
 * for several clauses on one probe: an entry record of the probe the
 * last record came from, but of another clause (EPID), is no new call
 * and prints as "| func:name".  The indentation carries over from one
 * buffer read to the next, for the whole session.
 *
 * system(fmt, ...) formats its command as printf() does, flushes the
 * output traced so far (so that the command's output comes after it),
 * and runs it with the shell.  freopen(fmt, ...) points the output at a
 * file, opened for appending; freopen("") points it back.  As DTrace's
 * (which re-opens its stream on the file's descriptor), it redirects the
 * stream's own descriptor, so that everything written to the output
 * afterwards, the aggregations printed at exit too, goes to the file;
 * the original descriptor is kept (dt_outsaved) for the restore.
 * ftruncate() empties the output file and starts it again.
 *
 * A library action that fails is reported as DTrace reports it, and
 * tracing goes on:
 *
 *	dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN):
 *	    couldn't freopen() ".": Is a directory
 */
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "dt_impl.h"
#include "consume/dt_consume.h"

/* ---- the probe column ------------------------------------------------- */

enum { DT_FLOW_NONE, DT_FLOW_ENTRY, DT_FLOW_RETURN };

/* Is the probe name `what`, or does it end in "-what"?  (DTrace's test,
   first occurrence and all: "carpentry" is no entry.) */
static bool
dt_consume_flow_is(const char *name, const char *what)
{
	const char *sub = strstr(name, what);

	return sub != NULL && sub[strlen(what)] == '\0' &&
	    (sub == name || sub[-1] == '-');
}

static int
dt_consume_flow_kind(dtrace_hdl_t *dtp, uint32_t epid, const dt_probe_t *pr)
{
	uint32_t last = dtp->dt_flowlast;

	if (dt_consume_flow_is(pr->pr_name, "entry")) {
		/* the same probe again, from another clause: no new call */
		if (last != 0 && last != epid &&
		    dtp->dt_epids[last - 1].ep_probe == pr)
			return DT_FLOW_NONE;
		return DT_FLOW_ENTRY;
	}
	if (dt_consume_flow_is(pr->pr_name, "return"))
		return DT_FLOW_RETURN;
	return DT_FLOW_NONE;
}

static void
dt_consume_flow(dtrace_hdl_t *dtp, uint32_t epid, int cpu)
{
	const dt_probe_t *pr = dtp->dt_epids[epid - 1].ep_probe;
	bool sys = strcmp(pr->pr_prov, "syscall") == 0;
	int flow = dt_consume_flow_kind(dtp, epid, pr);
	int indent;
	char name[1024];

	if (flow == DT_FLOW_RETURN && dtp->dt_flowindent > 0)
		dtp->dt_flowindent -= 2;
	indent = dtp->dt_flowindent;
	if (flow == DT_FLOW_NONE)
		snprintf(name, sizeof(name), "%*s| %s:%s", indent, "",
		    pr->pr_func, pr->pr_name);
	else
		snprintf(name, sizeof(name), "%*s%s%s", indent, "",
		    flow == DT_FLOW_ENTRY ? (sys ? " => " : " -> ") :
		    (sys ? " <= " : " <- "), pr->pr_func);
	if (!dtp->dt_begun_output) {
		fprintf(dtp->dt_out, "%3s %-41s\n", "CPU", "FUNCTION");
		dtp->dt_begun_output = true;
	}
	fprintf(dtp->dt_out, "%3d %-41s ", cpu, name);
	if (flow == DT_FLOW_ENTRY)
		dtp->dt_flowindent += 2;
	dtp->dt_flowlast = epid;
}

/* The column in front of a record's values (see above). */
void
dt_consume_probe(dtrace_hdl_t *dtp, uint32_t epid, int cpu)
{
	const dt_probe_t *pr = dtp->dt_epids[epid - 1].ep_probe;
	char name[1024];

	if (dtp->dt_opts.flowindent) {
		dt_consume_flow(dtp, epid, cpu);
		return;
	}
	if (dtp->dt_opts.quiet)
		return;
	if (!dtp->dt_begun_output) {
		fprintf(dtp->dt_out, "%3s %6s %32s\n", "CPU", "ID",
		    "FUNCTION:NAME");
		dtp->dt_begun_output = true;
	}
	snprintf(name, sizeof(name), "%s:%s", pr->pr_func, pr->pr_name);
	fprintf(dtp->dt_out, "%3d %6u %32s ", cpu, pr->pr_id, name);
}

/* ---- library actions --------------------------------------------------- */

void
dt_consume_liberr(dtrace_hdl_t *dtp, const dt_epid_t *ep, const char *fmt,
    ...)
{
	const dt_probe_t *pr = ep->ep_probe;
	char msg[1024];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	dt_report(dtp, DT_REPORT_ERR, "error in dt_clause_%d for probe ID %u "
	    "(%s:%s:%s:%s): %s", ep->ep_clause->cl_index, pr->pr_id,
	    pr->pr_prov, pr->pr_mod, pr->pr_func, pr->pr_name, msg);
	dtp->dt_errseen = true;
}

/* A printf-like action's text, malloc()ed, or NULL. */
static char *
dt_consume_format(dtrace_hdl_t *dtp, const dt_action_t *act,
    const char *rec)
{
	dt_pfval_t vals[64];
	char *text = NULL;
	size_t len = 0;
	FILE *fp = open_memstream(&text, &len);
	int n = dt_consume_pfvals(dtp, rec, act, vals);

	if (fp == NULL)
		return NULL;
	if (dt_printf_exec(fp, act->act_pf, vals, n, NULL) < 0) {
		fclose(fp);
		free(text);
		return NULL;
	}
	fclose(fp);
	return text;
}

static void
dt_consume_system(dtrace_hdl_t *dtp, const dt_epid_t *ep,
    const dt_action_t *act, const char *rec)
{
	char *cmd = dt_consume_format(dtp, act, rec);

	if (cmd == NULL)
		return;
	fflush(dtp->dt_out);	/* what was traced before comes first */
	if (system(cmd) == -1)
		dt_consume_liberr(dtp, ep, "couldn't system() \"%s\": %s", cmd,
		    strerror(errno));
	free(cmd);
}

/* freopen(""): the output's own file again */
static void
dt_consume_freopen_restore(dtrace_hdl_t *dtp)
{
	if (dtp->dt_outsaved < 0)
		return;		/* never redirected */
	fflush(dtp->dt_out);
	dup2(dtp->dt_outsaved, fileno(dtp->dt_out));
	close(dtp->dt_outsaved);
	dtp->dt_outsaved = -1;
}

static void
dt_consume_freopen(dtrace_hdl_t *dtp, const dt_epid_t *ep,
    const dt_action_t *act, const char *rec)
{
	char *file;
	int fd, outfd = fileno(dtp->dt_out);

	if (act->act_restore) {
		dt_consume_freopen_restore(dtp);
		return;
	}
	if ((file = dt_consume_format(dtp, act, rec)) == NULL)
		return;
	/* open first: a file that cannot be opened leaves the output be */
	fd = open(file, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0666);
	if (fd < 0) {
		dt_consume_liberr(dtp, ep, "couldn't freopen() \"%s\": %s",
		    file, strerror(errno));
		free(file);
		return;
	}
	fflush(dtp->dt_out);
	if (dtp->dt_outsaved < 0)
		dtp->dt_outsaved = fcntl(outfd, F_DUPFD_CLOEXEC, 0);
	if (dup2(fd, outfd) < 0)
		dt_consume_liberr(dtp, ep, "couldn't freopen() \"%s\": %s",
		    file, strerror(errno));
	close(fd);
	free(file);
}

static void
dt_consume_ftruncate(dtrace_hdl_t *dtp)
{
	FILE *out = dtp->dt_out;

	fflush(out);
	/* a terminal or a pipe cannot be truncated: nothing to do */
	if (ftruncate(fileno(out), 0) == 0)
		fseeko(out, 0, SEEK_SET);
}

/* system(), freopen(), ftruncate() */
void
dt_consume_act(dtrace_hdl_t *dtp, const dt_epid_t *ep, const dt_action_t *act,
    const char *rec)
{
	switch (act->act_kind) {
	case DT_ACT_SYSTEM:
		dt_consume_system(dtp, ep, act, rec);
		break;
	case DT_ACT_FREOPEN:
		dt_consume_freopen(dtp, ep, act, rec);
		break;
	default:
		dt_consume_ftruncate(dtp);
		break;
	}
}

/*
 * dtrace_close(): let go of the saved descriptor.  The output stays where
 * freopen() last pointed it, as in DTrace: the stream may be closed by
 * now, and its descriptor number reused.
 */
void
dt_consume_act_close(dtrace_hdl_t *dtp)
{
	if (dtp->dt_outsaved >= 0)
		close(dtp->dt_outsaved);
	dtp->dt_outsaved = -1;
}
