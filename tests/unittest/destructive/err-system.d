/* Without -w or -x destructive, a destructive action is refused. */
BEGIN
{
	system("echo ok");
	exit(0);
}
