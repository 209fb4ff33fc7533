/* uregs[] takes only a constant index (err.D_PROTO_ARG.uregs_variable) */
BEGIN
{
	i = R_SP;
	trace(uregs[i]);
	exit(1);
}
