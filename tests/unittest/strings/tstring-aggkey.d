/*
 * An aggregation key of ten string temporaries: each key keeps its own
 * value (temporary strings are not reused while the key is being built).
 */
#pragma D option quiet

BEGIN
{
	@a[lltostr(1), lltostr(2), lltostr(3), lltostr(4), lltostr(5),
	    lltostr(6), lltostr(7), lltostr(8), lltostr(9), lltostr(10)] =
	    count();
	@b[strjoin("a", "b"), basename("/x/y"), dirname("/x/y"), toupper("c"),
	    substr("hello", 1), lltostr(-1), strjoin(lltostr(2), "z"),
	    execname, probename, probefunc] = sum(2);
	exit(0);
}

END
{
	printa("%s %s %s %s %s %s %s %s %s %s %@d\n", @a);
	printa("%s %s %s %s %s %s %s %s %s %s %@d\n", @b);
}
