/*
 * A whole struct or union is assigned by copying its bytes, as DTrace
 * does: through pointers into alloca()'d memory (*q = *p, q->in = p->in),
 * into and out of a D struct variable (s = *p, *q = s, s.in = q->in), and
 * from kernel memory (the current task's list_head, a kernel type).
 */
#pragma D option quiet

struct inner {
	int x;
	char c;
};

struct outer {
	int a;
	struct inner in;
	long b;
} *p, *q, s;

union u {
	uint64_t v;
	int i[2];
} *up, *uq;

BEGIN
{
	p = alloca(sizeof(struct outer));
	q = alloca(sizeof(struct outer));
	p->a = 1;
	p->in.x = 2;
	p->in.c = 'z';
	p->b = 3;
	*q = *p;
	printf("%d %d %c %d\n", q->a, q->in.x, q->in.c, q->b);

	p->in.x = 20;
	s = *p;
	printf("%d %d %c %d\n", s.a, s.in.x, s.in.c, s.b);

	s.a = 100;
	*q = s;
	p->in.x = 200;
	q->in = p->in;
	printf("%d %d %d\n", q->a, q->in.x, q->b);

	s.in = q->in;
	printf("%d %c\n", s.in.x, s.in.c);

	up = alloca(sizeof(union u));
	uq = alloca(sizeof(union u));
	up->v = 0x0000000200000001;
	*uq = *up;
	printf("%d %d\n", uq->i[0], uq->i[1]);

	this->l = (struct list_head *)alloca(sizeof(struct list_head));
	*this->l = curthread->tasks;
	printf("%d %d\n", this->l->next == curthread->tasks.next,
	    this->l->prev == curthread->tasks.prev);
	exit(0);
}
