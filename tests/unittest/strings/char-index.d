/*
 * A string indexed as an array gives its characters, as in Oracle's
 * DTrace (the char at the string's address plus the index): a built-in
 * string, a constant, global, clause-local, thread-local and associative
 * string variables, a subroutine's result; a string is a value, so its
 * characters are not assigned (err-char-index-store).
 */
#pragma D option quiet

BEGIN
{
	s = "ABCDEFG";
	this->s = "XYZ";
	self->s = "dtrace";
	a[1234] = "0123";
	printf("%c %c %c %c %c\n", s[1], this->s[0], self->s[5],
	    a[1234][3], "constant"[2]);
	printf("%d %c %c\n", execname[0], probeprov[3],
	    strjoin("ab", "cd")[2]);
	printf("%d\n", s[7]);
	exit(0);
}

ERROR
{
	exit(1);
}
