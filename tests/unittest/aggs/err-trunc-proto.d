/* trunc() takes an aggregation and at most a count */
#pragma D option errtags
BEGIN { @a = count(); trunc(@a, 1, 2); }
