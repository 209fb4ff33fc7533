/* speculation() takes no argument. */
#pragma D option errtags
BEGIN
{
	s = speculation(1);
}
