/* %@ is for printa() only */
#pragma D option errtags
BEGIN { printf("%@d\n", 1); }
