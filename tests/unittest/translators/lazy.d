/*
 * Only the members a program reads are computed: "bad" would read
 * address 8, but this program never reads it.
 */
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
	printf("%d\n", xlate <struct info *> (curthread)->pid == pid);
	exit(0);
}
