/*
 * bcopy() takes a string for its void * source, as DTrace does (a string
 * is an array of char there): the first bytes of execname and of a
 * string built at run time land in scratch memory.
 */
#pragma D option quiet

BEGIN
{
	this->a = (char *)alloca(16);
	bcopy(execname, this->a, 3);
	this->a[3] = '\0';
	this->b = (char *)alloca(16);
	bcopy(strjoin("tra", "ced"), this->b, 7);
	this->b[7] = '\0';
	printf("%s %s\n", stringof(this->a), stringof(this->b));
	exit(0);
}
