/* A variable no clause assigns stays unknown to a predicate reading it. */
BEGIN
/m < 5/
{
	n++;
}
