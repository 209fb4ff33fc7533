/*
 * ipl, Solaris's interrupt priority level, read from Linux's preempt
 * count: 0 in a thread's own context (BEGIN, END, system calls), 1 while
 * the CPU serves a softirq (handle_softirqs fires softirq_entry and
 * softirq_exit between adding SOFTIRQ_OFFSET and taking it away), 10 in
 * a hard interrupt (profile and tick probes fire from the hrtimer
 * interrupt).  Every firing counts its (probe, ipl) pair, so a firing
 * at any other level would print a line of its own.  NMI (15) cannot be
 * made to happen here: this machine has no perf NMI.
 */
#pragma D option quiet
#pragma D option aggsortkey

BEGIN
{
	@[probename, ipl] = count();
}

syscall:::entry, syscall:::return
{
	@["syscall", ipl] = count();
	sys = 1;
}

sdt:irq::softirq_entry, sdt:irq::softirq_exit
{
	@[probename, ipl] = count();
	soft = 1;
}

rawtp:irq::softirq_entry
{
	@["rawtp softirq_entry", ipl] = count();
	rawsoft = 1;
}

profile-997
{
	@["profile-997", ipl] = count();
	prof = 1;
}

tick-10ms
{
	@["tick-10ms", ipl] = count();
}

tick-10ms
/sys && soft && rawsoft && prof/
{
	exit(0);
}

tick-10s
{
	printf("not every probe fired in 10 seconds\n");
	exit(1);
}

END
{
	@[probename, ipl] = count();
}

END
{
	printa("%-20s %u\n", @);
}
