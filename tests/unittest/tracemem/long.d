/* 40 bytes: three rows, the last one short; non-printable bytes as '.'. */
#pragma D option quiet

int a[10];

BEGIN
{
	a[0] = 0x64636261;
	a[3] = 0x0a0d0900;
	a[9] = 0x7f7e7d7c;
	tracemem(&a[0], 40);
	exit(0);
}
