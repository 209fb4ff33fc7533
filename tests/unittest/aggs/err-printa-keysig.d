/* aggregations of one printa() with different numbers of keys */
#pragma D option errtags
BEGIN { @foo[123] = sum(1); @bar = sum(2); printa("%d %@d %@d\n", @foo, @bar); }
