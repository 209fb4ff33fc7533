/* A predicate that is not a scalar: DTrace reports D_PRED_SCALAR at the
   line of the clause's closing brace, not at the predicate's. */
#pragma D option errtags
int a[4];

BEGIN
/a/
{
	exit(0);

}
