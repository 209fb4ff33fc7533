/* INT_MIN and INT_MAX themselves are enumerator values. */
#pragma D option quiet

enum edge {
	LOW = -2147483648,
	HIGH = 2147483647
};

BEGIN
{
	printf("%d %d\n", LOW, HIGH);
	exit(0);
}
