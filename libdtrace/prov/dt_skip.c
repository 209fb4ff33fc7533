/*
 * dt_skip.c -- probes a glob matched that this kernel cannot enable.
 *
 * `sched:::`, `proc:::` and `io:::` match a few probes on kernel
 * functions (enqueue, signal-clear, wait-start ...), which need fentry or
 * kprobes; on a kernel with neither (this machine: lockdown refuses
 * fentry, no kprobes) the first of them ended the whole session, and the
 * tracepoint probes the user wanted were never enabled.  DTrace enables
 * what a description matches or fails; ours keeps that for a probe a
 * description names exactly, and for a probe only globs (or empty
 * fields) matched, a refusal by the kernel or the provider (not a
 * verifier rejection: that is a bug) leaves that probe out.  A
 * description names its probe exactly when it has no glob character and
 * matched that probe alone (`sched:::enqueue`); `sched:::`,
 * `syscall::read:` and `fbt::vfs_*:entry` are nets.  What was
 * left out is said once after enabling (dtrace_warning); if nothing
 * could be enabled, the first refusal is the error, as before.
 */
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "dt_impl.h"

/* Does description pd name pr exactly (matching it, no glob character,
   no other probe matched)? */
static bool
dt_skip_exact(const dt_node_t *pd, int last, const dt_probe_t *pr)
{
	char buf[1024], *fld[4];

	if (pd->dn_nmatched > 1 || strpbrk(pd->dn_str, "*?[") != NULL ||
	    dt_pdesc_split(pd->dn_str, last, fld, buf, sizeof(buf)) != 0)
		return false;
	return dt_probe_match(pr, fld);
}

/* May pr be left out: did only nets match it? */
bool
dt_skip_globbed(const dt_probe_t *pr)
{
	if (pr->pr_share != NULL || pr->pr_nclauses == 0)
		return false;
	for (int i = 0; i < pr->pr_nclauses; i++) {
		const dt_clause_t *cl = pr->pr_clauses[i];

		for (const dt_node_t *pd = cl->cl_node->dn_list; pd != NULL;
		    pd = pd->dn_next)
			if (dt_skip_exact(pd, cl->cl_lastfield, pr))
				return false;
	}
	return true;
}

/* Leave pr out: close what its attempt made, count it, keep the first
   reason (the handle's error message). */
void
dt_skip_probe(dtrace_hdl_t *dtp, dt_probe_t *pr)
{
	const char *msg = dtp->dt_errmsg, *p = "could not enable tracing: ";

	for (int j = 0; j < pr->pr_nfds; j++)
		close(pr->pr_fds[j]);
	pr->pr_nfds = 0;
	if (pr->pr_progfd >= 0)
		close(pr->pr_progfd);
	pr->pr_progfd = -1;
	if (dtp->dt_nskipped++ == 0) {
		if (strncmp(msg, p, strlen(p)) == 0)
			msg += strlen(p);
		snprintf(dtp->dt_skipwhy, sizeof(dtp->dt_skipwhy), "%.1000s",
		    msg);
	}
}

/* After enabling: what was left out, said once; after "dtrace -l", how
   many of the probes listed cannot be enabled here; NULL if neither. */
const char *
dtrace_warning(dtrace_hdl_t *dtp)
{
	if (dtp->dt_nunavail > 0) {
		snprintf(dtp->dt_warnmsg, sizeof(dtp->dt_warnmsg), "%u of "
		    "the probes listed cannot be enabled on this kernel "
		    "(dtrace -l -v says why)", dtp->dt_nunavail);
		dtp->dt_nunavail = 0;
		return dtp->dt_warnmsg;
	}
	if (dtp->dt_nskipped == 0 || dtp->dt_skipsaid)
		return NULL;
	dtp->dt_skipsaid = true;
	snprintf(dtp->dt_warnmsg, sizeof(dtp->dt_warnmsg), "%u probe%s "
	    "cannot be enabled on this kernel and %s not traced (the first, "
	    "%s)", dtp->dt_nskipped, dtp->dt_nskipped == 1 ? "" : "s",
	    dtp->dt_nskipped == 1 ? "is" : "are", dtp->dt_skipwhy);
	return dtp->dt_warnmsg;
}
