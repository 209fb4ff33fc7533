/* normalize() needs the normal */
#pragma D option errtags
BEGIN { @a = count(); normalize(@a); }
