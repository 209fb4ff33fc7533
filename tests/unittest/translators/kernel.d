/*
 * A translator over a kernel type from BTF, through an inline pointer,
 * as DTrace's own curpsinfo is built.
 */
#pragma D option quiet

typedef struct myps {
	int pid;
	int ppid;
	char fname[16];
	string name;
	uid_t uid;
} myps_t;

translator myps_t < struct task_struct *T >
{
	pid = T->tgid;
	ppid = T->real_parent->tgid;
	fname = T->comm;
	name = stringof(T->comm);
	uid = T->cred->uid.val;
};

inline myps_t *me = xlate <myps_t *> (curthread);

BEGIN
{
	printf("%d %d %d\n", me->pid == pid, me->ppid == ppid, me->uid == uid);
	printf("%s %s\n", me->fname, me->name);
	printf("%s\n", xlate <myps_t *> (curthread)->name);
	exit(0);
}
