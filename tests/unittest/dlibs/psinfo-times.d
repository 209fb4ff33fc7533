/*
 * pr_start and pr_time of psinfo_t and lwpsinfo_t, as timestruc_t: when
 * the process (its thread) started, in wall-clock time as walltimestamp
 * counts it, and the CPU time it has used.  The target (psinfo-times.args)
 * is a shell counting to 30000: at its exit it started a moment ago, has
 * used some CPU time but no more than the time since it started, and its
 * one thread started with it.
 */
#pragma D option quiet

syscall::exit_group:entry
/pid == $target/
{
	this->start = curpsinfo->pr_start.tv_sec * 1000000000 +
	    curpsinfo->pr_start.tv_nsec;
	this->age = walltimestamp - this->start;
	this->cpu = curpsinfo->pr_time.tv_sec * 1000000000 +
	    curpsinfo->pr_time.tv_nsec;
	printf("started a moment ago: %d\n", this->age > 0 &&
	    this->age < 20000000000);
	printf("tv_nsec below a second: %d %d\n",
	    curpsinfo->pr_start.tv_nsec < 1000000000,
	    curpsinfo->pr_time.tv_nsec < 1000000000);
	printf("used CPU time, at most its age: %d\n", this->cpu > 0 &&
	    this->cpu <= this->age);
	printf("thread started with the process: %d\n",
	    curlwpsinfo->pr_start.tv_sec == curpsinfo->pr_start.tv_sec &&
	    curlwpsinfo->pr_start.tv_nsec == curpsinfo->pr_start.tv_nsec);
	/* the process's read after the thread's: a tick between two reads
	   (a slow machine's) adds to the thread's time */
	this->lwp = curlwpsinfo->pr_time.tv_sec * 1000000000 +
	    curlwpsinfo->pr_time.tv_nsec;
	printf("thread's CPU time within the process's: %d\n",
	    this->lwp <= curpsinfo->pr_time.tv_sec * 1000000000 +
	    curpsinfo->pr_time.tv_nsec);
	exit(0);
}
