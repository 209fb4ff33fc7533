/* uregs[] has one index */
BEGIN
{
	trace(uregs[R_PC, R_SP]);
	exit(1);
}
