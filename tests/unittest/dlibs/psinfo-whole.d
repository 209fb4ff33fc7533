/*
 * curpsinfo and curlwpsinfo used whole: the translated structs are built
 * in D memory, and read through pointers kept in variables they match
 * what member access gives, also the embedded translated struct pr_lwp
 * (the representative thread: the translated one); the members procfs.d
 * leaves out are zero (pr_pctcpu, pr_pctmem).  trace(*curpsinfo) records
 * the whole struct (psinfo-whole.sh counts the rows of its hex dump).
 */
#pragma D option quiet

syscall::exit_group:entry
/pid == $target/
{
	this->ps = curpsinfo;
	this->ls = curlwpsinfo;
	printf("pid %d ppid %d uid %d nlwp %d\n", this->ps->pr_pid == pid,
	    this->ps->pr_ppid == ppid, this->ps->pr_uid == uid,
	    this->ps->pr_nlwp);
	printf("fname %s psargs [%s]\n", this->ps->pr_fname,
	    this->ps->pr_psargs);
	printf("start %d time %d\n",
	    this->ps->pr_start.tv_sec == curpsinfo->pr_start.tv_sec,
	    this->ps->pr_time.tv_sec <= curpsinfo->pr_time.tv_sec);
	printf("size %d lwp %d %s\n", this->ps->pr_size > 0 &&
	    this->ps->pr_size == curpsinfo->pr_size,
	    this->ps->pr_lwp.pr_lwpid == tid, this->ps->pr_lwp.pr_name);
	printf("zero: pctcpu %d pctmem %d\n", this->ps->pr_pctcpu,
	    this->ps->pr_pctmem);
	printf("lwpid %d name %s sname %c\n", this->ls->pr_lwpid == tid,
	    this->ls->pr_name, this->ls->pr_sname);
	printf("size %d\n", sizeof(psinfo_t));
	trace(*curpsinfo);
	exit(0);
}
