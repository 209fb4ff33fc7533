/*
 * dt_base.c -- what every phase of the library may call: the handle's
 * error message (set where an error is found, printed by the command),
 * a clock, the comparison that sorts tables of names, the test of a
 * DTRACE_DEBUG_* variable, and the one way a message reaches the consumer
 * while tracing (dt_report: its handler, else stderr).  It calls
 * nothing of the phases, so that none of them needs dt_open.c.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "dt_impl.h"

static int
dt_vset_err(dtrace_hdl_t *dtp, const char *tag, const char *fmt, va_list ap)
{
	vsnprintf(dtp->dt_errmsg, sizeof(dtp->dt_errmsg), fmt, ap);
	dtp->dt_errtag = tag;
	return -1;
}

int
dt_set_err(dtrace_hdl_t *dtp, const char *fmt, ...)
{
	va_list ap;
	int rc;

	va_start(ap, fmt);
	rc = dt_vset_err(dtp, NULL, fmt, ap);
	va_end(ap);
	return rc;
}

int
dt_set_errtag(dtrace_hdl_t *dtp, const char *tag, const char *fmt, ...)
{
	va_list ap;
	int rc;

	va_start(ap, fmt);
	rc = dt_vset_err(dtp, tag, fmt, ap);
	va_end(ap);
	return rc;
}

/* qsort() and bsearch() of an array of strings */
int
dt_strptrcmp(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

const char *
dtrace_errmsg(dtrace_hdl_t *dtp)
{
	return dtp->dt_errmsg;
}

/* clk's time in ns (CLOCK_MONOTONIC for intervals) */
uint64_t
dt_clock_ns(clockid_t clk)
{
	struct timespec ts;

	clock_gettime(clk, &ts);
	return (uint64_t)ts.tv_sec * 1000000000ULL + (uint64_t)ts.tv_nsec;
}

/* is the debugging variable name set to 1? */
bool
dt_debug_set(const char *name)
{
	const char *s = getenv(name);

	return s != NULL && strcmp(s, "1") == 0;
}

static void
dt_report_set(dtrace_hdl_t *dtp, int kind, dtrace_msg_f *fn, void *arg)
{
	dtp->dt_report[kind].fn = fn;
	dtp->dt_report[kind].arg = arg;
}

void
dtrace_handle_err(dtrace_hdl_t *dtp, dtrace_msg_f *fn, void *arg)
{
	dt_report_set(dtp, DT_REPORT_ERR, fn, arg);
}

void
dtrace_handle_drop(dtrace_hdl_t *dtp, dtrace_msg_f *fn, void *arg)
{
	dt_report_set(dtp, DT_REPORT_DROP, fn, arg);
}

void
dtrace_handle_warn(dtrace_hdl_t *dtp, dtrace_msg_f *fn, void *arg)
{
	dt_report_set(dtp, DT_REPORT_WARN, fn, arg);
}

/*
 * The output before the message is flushed first, so that the two appear
 * in the order they happened where stdout and stderr are one terminal.
 */
void
dt_report(dtrace_hdl_t *dtp, int kind, const char *fmt, ...)
{
	char msg[2048];
	size_t n;
	va_list ap;

	n = (size_t)snprintf(msg, sizeof(msg), "dtrace: ");
	va_start(ap, fmt);
	vsnprintf(msg + n, sizeof(msg) - n, fmt, ap);
	va_end(ap);
	if (dtp->dt_out != NULL)
		fflush(dtp->dt_out);
	if (dtp->dt_report[kind].fn != NULL)
		dtp->dt_report[kind].fn(msg, dtp->dt_report[kind].arg);
	else
		fprintf(stderr, "%s\n", msg);
}
