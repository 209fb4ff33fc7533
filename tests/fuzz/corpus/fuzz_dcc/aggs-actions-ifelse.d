/* The actions on aggregations inside if/else: only those of the branch
   taken are applied. */
#pragma D option quiet

BEGIN
{
	@a["x"] = sum(10);
	@b["x"] = sum(7);
	if (1 == 2) {
		clear(@a);
		normalize(@a, 10);
		printa("not taken %@d\n", @a);
	} else {
		trunc(@b);
		printa("taken: %s %@d\n", @a);
	}
	printa("@b: [%@d]\n", @b);
	printa(@a);
	exit(0);
}
