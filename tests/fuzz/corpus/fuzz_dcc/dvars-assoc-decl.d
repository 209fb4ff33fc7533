/* Declared associative arrays: the declared key and value types apply. */
#pragma D option quiet

int64_t big[int, string];
string label[uint64_t];
self char small[int];

BEGIN
{
	big[1, "x"] = 0x7fffffffffffffff;
	label[0xffffffffffffffff] = "max";
	self->small[1] = 300;		/* a char keeps 300 mod 256 */
	printf("%d %s %d\n", big[1, "x"], label[0xffffffffffffffff],
	    self->small[1]);
	exit(0);
}
