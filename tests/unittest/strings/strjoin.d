/* strjoin(): empty strings, and a result cut at strsize characters (a
   string holds strsize characters and its NUL, as in Oracle's DTrace). */
#pragma D option quiet
#pragma D option strsize=16

BEGIN
{
	s = "0123456789";
	printf("[%s] [%s] [%s] [%s]\n", strjoin("foo", "bar"), strjoin("", s),
	    strjoin(s, ""), strjoin("", ""));
	printf("[%s] [%s]\n", strjoin(s, s), strjoin(strjoin("a", "b"), "c"));
	exit(0);
}
