/* speculate() takes the speculation's ID. */
#pragma D option errtags
BEGIN
{
	speculate();
}
