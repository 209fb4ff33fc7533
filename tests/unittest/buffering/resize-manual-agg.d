/* bufresize=manual: an aggregation size the kernel cannot give fails
   (DTrace's err.resize2) */
#pragma D option bufresize=manual
#pragma D option aggsize=100t

BEGIN
{
	@a[probeprov] = count();
	exit(0);
}
