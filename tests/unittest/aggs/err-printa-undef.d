/* an aggregation that nothing assigned before */
#pragma D option errtags
BEGIN { printa("%@d\n", @nosuch); }
