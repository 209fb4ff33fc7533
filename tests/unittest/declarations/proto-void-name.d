/* void as a prototype's parameter says "none": it may not be named. */
int lookup(void nothing);

BEGIN
{
	exit(0);
}
