/*
 * A destructive action is refused even in a clause that matches no
 * probe (-Z): the program as a whole is destructive.
 */
#pragma D option quiet

BEGIN
{
	exit(0);
}

bogus:bogus:bogus:bogus
{
	system("echo ok");
}
