/*
 * A compound assignment to an element checks the index as a plain one
 * does: past the array's end it faults before reading or writing.
 */
#pragma D option quiet

int a[4];

BEGIN
{
	j = 3;
	a[j] += 5;
	a[j]++;
	printf("a[3] %d\n", a[3]);
}

BEGIN
{
	j = 4;
	a[j] += 1;
	printf("not reached\n");
}

BEGIN
{
	printf("a[3] still %d\n", a[3]);
	exit(0);
}
