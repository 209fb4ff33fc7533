/* tick-100ms fires about three times before tick-350ms; on any CPU, even
   when others are idle. */
#pragma D option quiet

tick-100ms
{
	n++;
}

tick-350ms
{
	printf("%s\n", n >= 2 && n <= 4 ? "ok" : "wrong count");
	exit(0);
}
