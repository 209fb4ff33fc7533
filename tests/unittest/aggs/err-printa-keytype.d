/* a key conversion that does not fit the key's type */
#pragma D option errtags
BEGIN { @a[1, "x"] = count(); printa("%d %d %@d\n", @a); }
