/* an argument after the format that is not an aggregation */
#pragma D option errtags
BEGIN { @a = count(); printa("%@d\n", @a, 123); }
