/*
 * A string or char array member read alone evaluates the operand once:
 * a string member whose translation names the input twice or three
 * times, and a char array member (a task's comm) whose operand has a
 * side effect, read by printf(), trace(), a comparison, a predicate and
 * as an aggregation key.
 */
#pragma D option quiet

struct out {
	string s2;
	string s3;
};

struct task {
	char name[16];
	string label;
};

translator struct out < long v >
{
	s2 = strjoin(lltostr(v), lltostr(v));
	s3 = strjoin(lltostr(v), strjoin("-", lltostr(v * v)));
};

translator struct task < struct task_struct *T >
{
	name = (T->tgid == pid ? T : T->group_leader)->comm;
	label = strjoin(stringof(T->comm), T->tgid == pid ? "!" : "?");
};

BEGIN
{
	self->n = 1;
	printf("%s", xlate <struct out> (self->n++).s2);
	printf(" n %d\n", self->n);
	printf("%s", xlate <struct out> (self->n++).s3);
	printf(" n %d\n", self->n);
	trace(xlate <struct out> (self->n++).s3);
	printf(" n %d\n", self->n);
	printf("%d", xlate <struct out> (self->n++).s2 == "44");
	printf(" n %d\n", self->n);
	printf("%s", xlate <struct task> ((self->n++, curthread)).name);
	printf(" n %d\n", self->n);
	printf("%s", xlate <struct task *> ((self->n++, curthread))->label);
	printf(" n %d\n", self->n);
	trace(xlate <struct task> ((self->n++, curthread)).name);
	printf(" n %d\n", self->n);
	@[xlate <struct task> ((self->n++, curthread)).label] = count();
	@[xlate <struct task> ((self->n++, curthread)).name] = count();
	printf("n %d\n", self->n);
}

BEGIN
/xlate <struct task> ((self->n++, curthread)).label == "dtrace!"/
{
	printf("predicate n %d\n", self->n);
	exit(0);
}

END
{
	printa("%s %@d\n", @);
}
