/* trunc()'s count must be a scalar */
#pragma D option errtags
BEGIN { @a = count(); trunc(@a, "10"); }
