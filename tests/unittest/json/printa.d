/*
 * -x json: printa() prints a line for each aggregation it names, after
 * the line of its record, over the same tuples (zero where one has
 * none); a format is not used.  What printa() showed is not printed
 * again at the end.
 */
#pragma D option quiet

BEGIN
{
	@a["x"] = sum(3);
	@b["x"] = sum(4);
	@b["y"] = sum(1);
	@c[1] = count();
	printf("before");
	printa(@a, @b);
	printa("%d %@d\n", @c);
	printf("after");
	@left = count();
}

BEGIN
{
	exit(0);
}
