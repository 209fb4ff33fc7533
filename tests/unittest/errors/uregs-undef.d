/* a register name that does not exist (err.D_IDENT_UNDEF.badureg) */
BEGIN
{
	printf("FOO = 0x%x\n", uregs[FOO]);
	exit(1);
}
