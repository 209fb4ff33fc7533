/* -= on a string variable: the operator as written, -=. */
BEGIN
{
	self->s = "abc";
	self->s -= 1;
	exit(1);
}
