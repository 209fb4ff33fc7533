/*
 * dt_usdt_warn.c -- telling the user, once, what the usdt provider passed
 * over: a registry entry of a live process that lies, or an object mapped
 * by a process whose .note.stapsdt notes or DOF are malformed.
 *
 * All of it is untrusted input (anyone can write the registry, anyone can
 * run a corrupt binary), so none of it stops tracing: the good entries and
 * objects are traced, and each bad one is reported on stderr as
 *
 *	dtrace: registry entry NAME of pid PID ignored: WHY
 *	dtrace: pid PID: WHY (its probes are ignored)
 *	dtrace: pid PID: WHY (its probes have their notes' argument types)
 *
 * once per session: the registry is drained at every change and every
 * second (dt_late.c), and a process is read again when it registers
 * another object, so the same lie would otherwise be told again and
 * again.  What was said is remembered by its text, the pid included: a
 * new process with the same corrupt binary is news.  Entries and objects
 * of processes that died are routine (a crash leaves its entries behind)
 * and never reported; usdt_reg.c and usdt_proc.c leave them out.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dt_impl.h"
#include "../../usdt/usdt.h"

/* The messages said, in the order said; few, so a linear search. */
struct usdt_warned {
	char	**said;
	size_t	n, cap;
};

/* Whether msg is news this session; remembers it if so. */
static bool
usdt_warn_first(dtrace_hdl_t *dtp, const char *msg)
{
	struct usdt_warned *w = dtp->dt_usdtwarned;
	char **v;
	size_t i;

	if (w == NULL &&
	    (w = dtp->dt_usdtwarned = calloc(1, sizeof(*w))) == NULL)
		return true;		/* say it; it may be said again */
	for (i = 0; i < w->n; i++)
		if (strcmp(w->said[i], msg) == 0)
			return false;
	if (w->n == w->cap) {
		size_t cap = w->cap ? w->cap * 2 : 8;

		if ((v = realloc(w->said, cap * sizeof(*v))) == NULL)
			return true;
		w->said = v;
		w->cap = cap;
	}
	if ((w->said[w->n] = strdup(msg)) != NULL)
		w->n++;
	return true;
}

/* A reason from usdt_errf(), without its "usdt: " prefix. */
static const char *
usdt_warn_why(const char *why)
{
	return strncmp(why, "usdt: ", 6) == 0 ? why + 6 : why;
}

static void
usdt_warn(dtrace_hdl_t *dtp, const char *msg)
{
	if (!usdt_warn_first(dtp, msg))
		return;
	dt_report(dtp, DT_REPORT_WARN, "%s", msg);
}

void
usdt_warn_reg(dtrace_hdl_t *dtp, const usdt_reg_bads_t *bad)
{
	char msg[1024];

	for (size_t i = 0; i < bad->n; i++) {
		if (usdt_reg_exiting(bad->v[i].pid))
			continue;	/* its mappings went with it */
		snprintf(msg, sizeof(msg), "registry entry %s of pid %d "
		    "ignored: %s", bad->v[i].name, (int)bad->v[i].pid,
		    usdt_warn_why(bad->v[i].why));
		usdt_warn(dtp, msg);
	}
}

/*
 * Whether pid is still running: a process that exited (or is a zombie, or
 * is exiting: its memory and root taken away, so its files cannot be
 * opened) while its files were being opened has nothing wrong with them;
 * a process seen at its exec (dt_late_exec.c) is often that short-lived.
 */
static bool
usdt_warn_alive(pid_t pid)
{
	return !usdt_reg_exiting(pid);
}

void
usdt_warn_proc(dtrace_hdl_t *dtp, const usdt_proc_t *up)
{
	char msg[1024];

	if (!usdt_warn_alive(up->pid))
		return;

	for (size_t i = 0; i < up->nobjs; i++) {
		const usdt_obj_t *o = &up->objs[i];

		if (o->err != NULL)
			snprintf(msg, sizeof(msg), "pid %d: %s (its probes are "
			    "ignored)", (int)up->pid, usdt_warn_why(o->err));
		else if (o->file != NULL && o->file->dof_err != NULL)
			snprintf(msg, sizeof(msg), "pid %d: '%s': %s (its "
			    "probes have their notes' argument types)",
			    (int)up->pid,
			    o->path, o->file->dof_err);
		else
			continue;
		usdt_warn(dtp, msg);
	}
}

void
usdt_warn_free(dtrace_hdl_t *dtp)
{
	struct usdt_warned *w = dtp->dt_usdtwarned;

	if (w == NULL)
		return;
	for (size_t i = 0; i < w->n; i++)
		free(w->said[i]);
	free(w->said);
	free(w);
	dtp->dt_usdtwarned = NULL;
}
