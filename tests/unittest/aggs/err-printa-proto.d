/* printa() with a format and no aggregation */
#pragma D option errtags
BEGIN { printa("%d\n"); }
