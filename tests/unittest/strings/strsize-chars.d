/*
 * A string holds strsize characters and its NUL, as in Oracle's DTrace
 * (its tst.strjoin-capped-size: strsize=10 makes "dtraceBEGI"; its
 * tst.str-size: strsize=4 keeps "abcd" whole), wherever the string is:
 * a constant, a result, a variable of each scope, an associative array.
 */
#pragma D option quiet
#pragma D option strsize=4

BEGIN
{
	g = "abcdefgh";
	this->l = "abcd";
	self->t = "abcde";
	a["k"] = "abcdef";
	printf("%s %s %s %s %s\n", "abcdefgh", g, this->l, self->t, a["k"]);
	printf("%s %s %d\n", strjoin("ab", "cdef"), toupper(g), strlen(g));
	exit(0);
}
