#!/usr/sbin/dtrace -Cs
/* After an interpreter line, errors still name the script's lines. */
BEGIN
{
	x = 1 +;
}
