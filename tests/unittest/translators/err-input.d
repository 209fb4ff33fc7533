/* Errors in a member's expression are reported at its own line. */
struct out_s {
	int oi;
};

translator struct out_s < struct undeclared *p >
{
	oi = p->nosuch;
};

BEGIN
{
	exit(0);
}
