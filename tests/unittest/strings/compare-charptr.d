/*
 * A char * compared with a string compares the strings (DTrace reads the
 * string at the pointer, as strcmp() would): on either side, with every
 * relational operator.  Two char * compare as pointers (addresses), as in
 * C.  A NULL char * compares as the empty string, as DTrace's string
 * comparison takes a NULL operand.
 */
#pragma D option quiet

BEGIN
{
	this->p = (char *)alloca(8);
	this->p[0] = 'o';
	this->p[1] = 'k';
	this->p[2] = '\0';
	this->q = (char *)alloca(8);
	this->q[0] = 'o';
	this->q[1] = 'k';
	this->q[2] = '\0';
	s = "ok";

	printf("%d %d %d\n", this->p == "ok", "ok" == this->p, this->p == s);
	printf("%d %d %d %d\n", this->p < "ol", this->p <= "ok",
	    this->p > "oj", this->p >= "okay");
	printf("%d %d\n", this->p != "ok", "o" < this->p);
	printf("%d %d %d\n", this->p == this->q, this->p == this->p,
	    this->p != this->q);
	printf("%d\n", execname == execname && this->q == "ok");

	this->n = (char *)NULL;
	printf("%d %d %d\n", this->n == "", this->n < "a", this->n != s);
	exit(0);
}
