#pragma D option quiet

BEGIN
{
	trace(42);
	trace(" ");
	trace(-1LL);
	trace("\n");
	exit(0);
}
