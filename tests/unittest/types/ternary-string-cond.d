/* The condition of ?: must be a scalar; a string is not (D_OP_SCALAR). */
BEGIN
{
	s = "yes";
	v = s ? 1 : 2;
	exit(0);
}
