/* Integer keys print by the size of their type and sort as unsigned
   numbers (aggsortkey), as DTrace documents. */
#pragma D option quiet
#pragma D option aggsortkey

BEGIN
{
	@i8[(char)-2] = sum(-2);
	@i8[(char)1] = sum(1);
	@i16[(short)-1] = sum(-1);
	@i16[(short)2] = sum(2);
	@i32[-2] = sum(-2);
	@i32[0] = sum(0);
	@i64[(long long)-1] = sum(-1);
	@i64[(long long)1] = sum(1);
	exit(0);
}
