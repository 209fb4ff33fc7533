/* A translated value (curpsinfo is xlate <psinfo_t *> (curthread)) is no
   key either, of an aggregation or of an associative array. */
#pragma D option errtags

BEGIN
{
	@a[curpsinfo] = count();
}
