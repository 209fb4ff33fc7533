/* void is a prototype's only parameter or none of them. */
int lookup(long key, void);

BEGIN
{
	exit(0);
}
