/*
 * A clause whose statements record nothing (assignments, aggregations)
 * writes no record and prints no line; an empty clause prints the probe
 * (DTrace's default action).
 */
int x;

BEGIN { x = 1; }
BEGIN { @a = count(); }
BEGIN { }
BEGIN { x++; @b = sum(x); exit(0); }
