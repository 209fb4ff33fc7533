/* A tuple on a struct's array member names the operator, as DTrace. */
struct rec {
	int v[4];
} r;

BEGIN
{
	trace(r.v[1, 2]);
}
