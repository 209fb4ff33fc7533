/*
 * Searches at strsize=4096 pass the verifier (one failed at 1024 when
 * they were flat loops).
 */
#pragma D option quiet
#pragma D option strsize=4096

BEGIN
{
	printf("%d %d %d %d\n", index("abcabcabd", "abd"),
	    rindex("abcabcabd", "abc"), index("x", "xy"),
	    rindex("mississippi", "ss"));
	exit(0);
}
