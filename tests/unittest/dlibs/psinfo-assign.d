/*
 * psinfo_t assigned whole to D struct variables (s = xlate <psinfo_t>
 * (T), s = *curpsinfo): its strings (pr_fname, pr_psargs), its embedded
 * timestruc_t (pr_start) and its scalars are all there, in a global, a
 * clause-local, a thread-local and an associative-array variable, and
 * match what member access gives.
 */
#pragma D option quiet

psinfo_t ps;

syscall::exit_group:entry
/pid == $target/
{
	ps = xlate <psinfo_t> (curthread);
	this->ps = *curpsinfo;
	self->ps = xlate <psinfo_t> (curthread);
	procs[pid] = *curpsinfo;
	printf("%s [%s] %d %d\n", ps.pr_fname, ps.pr_psargs,
	    ps.pr_pid == pid, ps.pr_start.tv_sec == curpsinfo->pr_start.tv_sec);
	printf("%s [%s] %d %d\n", this->ps.pr_fname, this->ps.pr_psargs,
	    this->ps.pr_ppid == ppid,
	    this->ps.pr_start.tv_nsec == curpsinfo->pr_start.tv_nsec);
	printf("%s [%s] %d %d\n", self->ps.pr_fname, self->ps.pr_psargs,
	    self->ps.pr_uid == uid, self->ps.pr_dmodel == PR_MODEL_LP64);
	printf("%s [%s] %d %d\n", procs[pid].pr_fname, procs[pid].pr_psargs,
	    procs[pid].pr_nlwp, procs[pid].pr_start.tv_sec > 0);
	printf("%d %d\n", ps.pr_fname == "true",
	    stringof(self->ps.pr_fname) == curpsinfo->pr_fname);
	self->ps = 0;
	exit(0);
}
