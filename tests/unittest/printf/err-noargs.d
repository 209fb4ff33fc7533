/*
 * printf() with no arguments at all is a prototype length error
 * (printf is void(@, ...)); its tag is DTrace's D_PROTO_LEN.
 */
#pragma D option errtags

BEGIN
{
	printf();
}
