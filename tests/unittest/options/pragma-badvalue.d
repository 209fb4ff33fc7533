/* A compile-time flag takes no value. */
#pragma D option zdefs=yes

BEGIN
{
	exit(0);
}
