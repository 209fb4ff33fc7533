/*
 * An action has no value, so neither branch of ?: may be one: DTrace's
 * D_OP_ACT.
 */
BEGIN
{
	n = 1;
	v = n > 0 ? printf("yes") : printf("no");
	exit(0);
}
