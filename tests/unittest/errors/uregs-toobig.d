/* uregs[] has no register 42 (Oracle: err.D_UNKNOWN.uregs_toobig) */
BEGIN
{
	trace(uregs[42]);
	exit(0);
}
