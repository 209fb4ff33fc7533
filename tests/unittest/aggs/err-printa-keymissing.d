/* more key conversions than the tuple has keys */
#pragma D option errtags
BEGIN { @a[1] = count(); printa("%d %d %@d\n", @a); }
