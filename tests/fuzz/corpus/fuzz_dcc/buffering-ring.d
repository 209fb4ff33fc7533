/*
 * bufpolicy=ring: nothing prints until the end, then the newest records
 * that fit in bufsize: 48 bytes hold three 16-byte records, the last two
 * trace()s and exit()'s.
 */
#pragma D option bufpolicy=ring
#pragma D option bufsize=48

BEGIN { trace(1); }
BEGIN { trace(2); }
BEGIN { trace(3); }
BEGIN { trace(4); }
BEGIN { trace(5); }
BEGIN { trace(6); }
BEGIN { exit(0); }
