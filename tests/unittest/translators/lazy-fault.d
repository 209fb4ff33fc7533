/* ... and a member that is read is computed, here with a fault. */
#pragma D option quiet

struct info {
	int pid;
	int bad;
};

translator struct info < struct task_struct *T >
{
	pid = T->tgid;
	bad = ((struct task_struct *)8)->tgid;
};

BEGIN
{
	trace(xlate <struct info *> (curthread)->bad);
}

ERROR
{
	printf("ERROR fired\n");
	exit(0);
}
