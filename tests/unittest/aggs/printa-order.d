/* The order of printa()'s lines: aggsortpos picks the aggregation sorted
   on first, aggsortkey sorts by tuple, from key aggsortkeypos on, and
   aggsortrev reverses every comparison (at the end of tracing, the order
   of the aggregations too); setopt() sets them between two printa()s. */
#pragma D option quiet

BEGIN
{
	@a[1, "c"] = sum(30);
	@a[2, "b"] = sum(10);
	@a[3, "a"] = sum(20);
	@b[1, "c"] = sum(1);
	@b[2, "b"] = sum(3);
	@b[3, "a"] = sum(2);
	@x = sum(1);
	@y = sum(2);

	printa("%d %s %@2d %@d\n", @a, @b);
	printf("aggsortpos=1\n");
	setopt("aggsortpos", "1");
	printa("%d %s %@2d %@d\n", @a, @b);
	printf("aggsortrev\n");
	setopt("aggsortrev");
	printa("%d %s %@2d %@d\n", @a, @b);
	printf("aggsortkey\n");
	setopt("aggsortkey");
	printa("%d %s %@2d %@d\n", @a, @b);
	printf("aggsortkeypos=1\n");
	setopt("aggsortkeypos", "1");
	printa("%d %s %@2d %@d\n", @a, @b);
	printf("one aggregation\n");
	printa("%d %s %@2d\n", @a);
	exit(0);
}
