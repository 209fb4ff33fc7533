/*
 * An array assigned to a pointer variable of its element type (or to a
 * void *) is the address of its first element, as in C and DTrace: a
 * global array into a global pointer, a self-> array into a this->
 * pointer, a kernel char array into a char * and a void *.
 */
#pragma D option quiet

int a[3];
int *p;
self int s[3];
this int *tp;
char *cp;
void *vp;

BEGIN
{
	a[1] = 4;
	p = a;
	self->s[2] = 9;
	this->tp = self->s;
	cp = curthread->comm;
	vp = curthread->comm;
	printf("%d %d %d %d\n", p[1], *(p + 1), this->tp[2], p == &a[0]);
	printf("%d %d\n", stringof(cp) == execname,
	    stringof((char *)vp) == execname);
	exit(0);
}
