/*
 * With pspec, the same text is a probe description (a glob), and a probe
 * description with nothing after it is an error in a script file, at the
 * description's line.  The pragma takes effect for the rest of the text.
 */
#pragma D option pspec

int*x
