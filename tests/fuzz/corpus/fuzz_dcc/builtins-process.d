/* BEGIN and END fire in dtrace itself: its pid, ppid, uid, gid, name. */
#pragma D option quiet

BEGIN
{
	printf("%d %d %d %d %d %s\n", pid == $pid, ppid == $ppid,
	    uid == $uid, gid == $gid, tid == pid, execname);
	exit(0);
}
