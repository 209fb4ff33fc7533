/* Strings compare by value, byte by byte, as unsigned characters. */
#pragma D option quiet

BEGIN
{
	s = "abc";
	t = s;
	printf("%d %d %d %d\n", s == "abc", s < "abd", s != "abc", s > "ab");
	printf("%d %d %s\n", t == s, "" < "a", t);
	printf("%d\n", execname == "dtrace");
	exit(0);
}
