/*
 * curpsinfo and curlwpsinfo, from the D library procfs.d: the current
 * process and thread as DTrace's psinfo_t and lwpsinfo_t.  psinfo.sh runs
 * dtrace as a session leader, so that its process group and session are
 * known: a process started by a daemon that never called setsid() has
 * session 0 (as pid 1 itself may), so "> 0" would be a guess.
 */
#pragma D option quiet

BEGIN
{
	printf("pid %d ppid %d\n", curpsinfo->pr_pid == pid,
	    curpsinfo->pr_ppid == ppid);
	printf("uid %d gid %d euid %d egid %d\n", curpsinfo->pr_uid == uid,
	    curpsinfo->pr_gid == gid, curpsinfo->pr_euid == uid,
	    curpsinfo->pr_egid == gid);
	printf("fname %s\n", curpsinfo->pr_fname);
	printf("pgid %d sid %d\n", curpsinfo->pr_pgid == pid,
	    curpsinfo->pr_sid == pid);
	printf("addr %d nlwp %d dmodel %d\n",
	    curpsinfo->pr_addr == (uintptr_t)curthread, curpsinfo->pr_nlwp,
	    curpsinfo->pr_dmodel == PR_MODEL_LP64);
	printf("lwpid %d name %s\n", curlwpsinfo->pr_lwpid == tid,
	    curlwpsinfo->pr_name);
	printf("state %c %d onpro %d\n", curlwpsinfo->pr_sname,
	    curlwpsinfo->pr_state == SRUN, curlwpsinfo->pr_onpro == cpu);
	exit(0);
}
