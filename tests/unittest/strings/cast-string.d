/*
 * (string)e is stringof(e), as the Dynamic Tracing Guide defines the cast:
 * the string at the address in a pointer (void * included) or an integer,
 * or in a char array.
 */
#pragma D option quiet

BEGIN
{
	this->p = (char *)alloca(8);
	bcopy("xyz", this->p, 4);
	this->v = (void *)this->p;
	printf("%s %s %s %s %d\n", (string)this->p, (string)this->v,
	    (string)(uintptr_t)this->p, (string)curthread->comm,
	    strlen((string)this->v));
	exit(0);
}
