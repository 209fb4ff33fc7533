/*
 * A character constant is an integer: its bytes, the first one most
 * significant, typed as that integer would be ('a' an int, eight bytes a
 * long).  Escapes are DTrace's: octal takes at most three digits (so
 * '\0103' is \010 then '3'), and \' \? and unknown escapes keep their
 * backslash.
 */
#pragma D option quiet

BEGIN
{
	printf("%d %d\n", 'a', sizeof ('a'));
	printf("%d %c\n", '\"\ba', '\"\ba');
	printf("%d %d %d %d\n", '\?', '\'', '\\', '\c');
	printf("%d %d\n", '\0103', '\x4E');
	printf("%d %c\n", 'ab\"d', 'ab\"d');
	printf("%d %d\n", 'a\bcdefgh', sizeof ('a\bcdefgh'));
	printf("%d %d\n", '\377', sizeof (10 * 'c'));
	exit(0);
}
