/* The ID is an integer. */
#pragma D option errtags
BEGIN
{
	commit("one");
}
