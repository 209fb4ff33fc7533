/* a %@ conversion that does not fit the value (int64_t but for count) */
#pragma D option errtags
BEGIN { @a = sum(1); printa("%@s\n", @a); }
