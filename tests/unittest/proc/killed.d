/*
 * proc:::exit for a process killed by a signal: args[0] is CLD_KILLED,
 * and the signal is in the low 7 bits of the task's exit_code (SIGTERM,
 * 15).  The signal was sent by the process to itself.
 */
#pragma D option quiet

proc:::signal-send
/ppid == $target && args[1]->pr_pid == pid/
{
	printf("signal-send %d to itself\n", args[2]);
}

proc:::exit
/ppid == $target/
{
	printf("exit: CLD_KILLED %d, signal %d\n", args[0] == CLD_KILLED,
	    curthread->exit_code & 0x7f);
}
