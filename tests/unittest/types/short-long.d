/*
 * short and long together name no type.  DTrace looks the words up as a
 * type name and reports it unknown (D_UNKNOWN), in its order: "short
 * long", whichever came first.
 */
BEGIN
{
	v = (long short)1;
	exit(0);
}
