/*
 * rindex() with a negative start position finds nothing (-1), even where
 * the pattern begins the string, except that an empty pattern is found
 * at 0; index() clamps a negative start to 0.  (DTrace follows Perl.)
 */
#pragma D option quiet

BEGIN
{
	printf("%d %d\n", rindex("foofoofoo", "foo", -1),
	    rindex("foofoofoo", "foo", -400));
	printf("%d %d\n", rindex("foobar", "foobar", -1),
	    rindex("foobar", "", -3));
	printf("%d %d\n", index("foofoofoo", "foo", -1),
	    rindex("", "", -1));
	printf("%d %d\n", rindex("foofoofoo", "foo", 0),
	    rindex("foofoofoo", "foo", 5));
	exit(0);
}
