/*
 * A kernel variable read by name: `jiffies is the kernel's tick count,
 * an unsigned long at its symbol's address (vmlinux`jiffies the same),
 * which moves on while the clause is compiled and started.
 */
#pragma D option quiet

BEGIN
{
	printf("%d %d %d %d\n", `jiffies > 0, sizeof (`jiffies),
	    vmlinux`jiffies >= `jiffies - 1000, &`jiffies == &vmlinux`jiffies);
	exit(0);
}
