/* A translated value is no associative array key: DTrace's D_KEY_TYPE. */
#pragma D option errtags

BEGIN
{
	x[pid, xlate <psinfo_t *> (curthread)] = 1;
}
