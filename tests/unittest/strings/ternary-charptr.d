/*
 * ?: with a string on one side and a char * or char array on the other
 * is a string, as in DTrace: the chosen side's string is read (from
 * alloca()'d memory here, or the kernel's curthread->comm).
 */
#pragma D option quiet

BEGIN
{
	this->p = (char *)alloca(4);
	this->p[0] = 'h';
	this->p[1] = 'i';
	this->p[2] = '\0';
	x = 1;
	s = x ? this->p : "no";
	t = x ? "yes" : this->p;
	printf("%s %s %s\n", s, t, x == 0 ? "no" : this->p);
	printf("%d %d\n", (x ? this->p : "no") == "hi",
	    (x ? curthread->comm : "no") == execname);
	exit(0);
}
