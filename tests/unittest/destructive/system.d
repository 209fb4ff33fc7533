/*
 * system() runs its command, formatted as printf() formats, after the
 * output traced before it is flushed: the command's output lands between
 * the lines printed before and after it.
 */
#pragma D option quiet
#pragma D option destructive

BEGIN
{
	this->n = 42;
	printf("before\n");
	system("echo %s %d", "middle", this->n);
	printf("after\n");
	system("echo %d %s", -2, probename);
	system("echo no arguments");
	exit(0);
}
