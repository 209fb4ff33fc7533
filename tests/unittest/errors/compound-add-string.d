/*
 * A compound assignment names its operator as written in DTrace's type
 * errors: += here, where the sum would say +.
 */
BEGIN
{
	a = 3;
	a += "foobar";
	exit(1);
}
