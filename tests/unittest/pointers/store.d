/*
 * Stores through pointers into alloca()'d memory: *p = v, p->m = v,
 * p[i] = v, members of nested structs and unions, compound assignment,
 * ++ and --, through pointers kept in this-> and self-> variables and
 * through a pointer moved by arithmetic that still points inside.
 */
#pragma D option quiet

struct st {
	struct {
		union {
			struct {
				int a;
				char b;
				int c;
			} apa;
			uint64_t val;
		} u;
	} s;
	short arr[4];
} *ptr;

BEGIN
{
	p = (int *)alloca(sizeof(int) * 4);
	*p = 7;
	p[1] = -2;
	p[2] = p[0] + p[1];
	*(p + 3) = 300;
	printf("%d %d %d %d\n", p[0], p[1], p[2], p[3]);

	p[3] += 5;
	p[0]++;
	--p[1];
	x = p[2]--;
	printf("%d %d %d %d %d\n", p[0], p[1], p[2], p[3], x);

	ptr = alloca(sizeof(struct st));
	ptr->s.u.apa.c = 0x42;
	ptr->s.u.apa.b = 'z';
	ptr->arr[2] = -5;
	ptr->arr[3] = 70000;	/* truncated to a short */
	printf("%x %c %d %d\n", ptr->s.u.apa.c, ptr->s.u.apa.b,
	    ptr->arr[2], ptr->arr[3]);
	ptr->s.u.val = 0x1122334455667788;
	printf("%x %x\n", ptr->s.u.apa.a, ptr->s.u.apa.b);

	s = (char *)alloca(1);
	s = (char *)alloca(10);
	j = s - 1;
	j[1] = 65;
	printf("%c\n", s[0]);

	this->q = (uint64_t *)alloca(16);
	this->q[1] = 0xdeadbeefcafe;
	self->c = (char *)alloca(4);
	self->c[0] = 'o';
	self->c[1] = 'k';
	printf("%x %s\n", this->q[1], stringof(self->c));
	exit(0);
}
