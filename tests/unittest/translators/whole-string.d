/*
 * A translator whose output struct has string members, used whole: the
 * translation assigned to a global, a clause-local and a thread-local
 * struct (each string member copied in, the others as translated), read
 * member by member; a member of the translation itself and through a
 * translated pointer; print() of the struct, whose string members print
 * as DTrace's string is laid out, a char array up to its NUL.
 */
#pragma D option quiet

typedef struct myinfo {
	int mi_self;
	string mi_fname;
	string mi_label;
	int mi_flag;
} myinfo_t;

translator myinfo_t < struct task_struct *T >
{
	mi_self = T->tgid == pid;
	mi_fname = stringof(T->comm);
	mi_label = strjoin("cmd:", stringof(T->comm));
	mi_flag = 7;
};

myinfo_t g;
this myinfo_t l;
self myinfo_t m;

BEGIN
{
	g = xlate <myinfo_t> (curthread);
	this->l = xlate <myinfo_t> (curthread);
	self->m = g;
	printf("%d %s %s %d\n", g.mi_self, g.mi_fname, g.mi_label, g.mi_flag);
	printf("%d %s %s %d\n", this->l.mi_self, this->l.mi_fname,
	    this->l.mi_label, this->l.mi_flag);
	printf("%d %s %s %d\n", self->m.mi_self, self->m.mi_fname,
	    self->m.mi_label, self->m.mi_flag);
	printf("%s\n", xlate <myinfo_t> (curthread).mi_label);
	printf("%s\n", xlate <myinfo_t *> (curthread)->mi_label);
	this->p = xlate <myinfo_t *> (curthread);
	printf("%s %d\n", this->p->mi_fname, strlen(this->p->mi_label));
	trace(this->l.mi_label);
	printf("\n");
	print(&g);
	printf("\n");
	exit(0);
}
