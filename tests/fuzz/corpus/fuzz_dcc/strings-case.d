/* toupper() and tolower(): ASCII letters only. */
#pragma D option quiet

BEGIN
{
	printf("[%s] [%s] [%s]\n", toupper("Hello, World 42 az@[`{"),
	    tolower("Hello, World 42 AZ@[`{"), toupper(""));
	exit(0);
}
