/* one past the last register, R_TRAPNO, folded at compile time */
BEGIN
{
	trace(uregs[R_TRAPNO + 1]);
	exit(0);
}
