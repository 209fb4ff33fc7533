/* A variable assigned a kernel char array holds it as a string. */
#pragma D option quiet

BEGIN
{
	x = curthread->comm;
	this->y = curthread->comm;
	self->z = curthread->comm;
	a[curthread->comm] = curthread->comm;
	printf("[%s] %d %d %d %s\n", x, x == execname, this->y == x,
	    self->z == x, a["dtrace"]);
	exit(0);
}
