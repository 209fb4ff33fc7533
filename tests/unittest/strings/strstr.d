/* strstr(): the tail from the first occurrence, or NULL. */
#pragma D option quiet

BEGIN
{
	printf("[%s] [%s]\n", strstr("foobarbaz", "ba"), strstr("foo", ""));
}

END
{
	printf("%d\n", strstr("foobarbaz", "bat") == NULL);
}

BEGIN
{
	exit(0);
}
