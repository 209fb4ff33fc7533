/* aggregations of one printa() with different key types */
#pragma D option errtags
BEGIN { @foo[123] = sum(1); @bar["x"] = sum(2); printa(@foo, @bar); }
