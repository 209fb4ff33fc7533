/*
 * Associative arrays: tuples of integers and strings, ++ and compound
 * assignment on new elements, missing elements read as 0 or "", and an
 * element assigned 0 is gone.
 */
#pragma D option quiet

BEGIN
{
	a[1, "one"] = 10;
	a[2, "two"] = 20;
	a[-1, "minus"] = -1;
	printf("%d %d %d %d\n", a[1, "one"], a[2, "two"], a[-1, "minus"],
	    a[1, "two"]);

	counts["read"]++;
	counts["read"]++;
	counts["write"] += 7;
	printf("read %d write %d open %d\n", counts["read"], counts["write"],
	    counts["open"]);

	names[3] = "three";
	printf("[%s] [%s]\n", names[3], names[4]);

	a[1, "one"] = 0;
	printf("after delete: %d %d\n", a[1, "one"], a[2, "two"]);

	i = 5;
	b[i++] += 2;
	printf("b[5] %d b[6] %d i %d\n", b[5], b[6], i);

	self->per[execname] = 9;
	printf("self array: %d %d\n", self->per[execname], self->per["x"]);
	exit(0);
}
