/* BEGIN fires before any other probe records, END after every other. */
#pragma D option quiet

profile-997
{
	n++;
}

BEGIN
{
	printf("begin %d\n", n);
}

tick-100ms
{
	exit(0);
}

END
{
	printf("end %s\n", n > 0 ? "after samples" : "without samples");
}
