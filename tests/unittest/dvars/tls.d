/*
 * self-> variables: integers and strings, made by assignment, read as 0
 * or "" in a thread that has not set them, freed by assigning 0.
 */
#pragma D option quiet

self int declared;

BEGIN
{
	self->n = 41;
	self->n++;
	self->s = "thread-local";
	self->declared += 3;
	printf("%d %s %d\n", self->n, self->s, self->declared);
	self->n = 0;
	printf("cleared: %d\n", self->n);
	self->n -= 5;
	printf("again: %d\n", self->n);
	printf("equal: %d %d\n", self->s == "thread-local", self->s != "x");
}

BEGIN
/self->s == "thread-local"/
{
	printf("predicate sees %s\n", self->s);
	exit(0);
}
