/*
 * An array casts to a pointer only: to an integer it is DTrace's invalid
 * cast, uintptr_t among them (cast to a pointer first).
 */
int a[5];

BEGIN
{
	trace((uintptr_t)a);
	exit(0);
}
