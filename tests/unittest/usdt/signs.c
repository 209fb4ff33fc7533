/*
 * signs.c -- a program of qprov.d whose probe arguments are negative
 * ints: a 32-bit build shows whether 4-byte signed arguments reach D
 * sign-extended (arg1 == -5), as DTrace's 64-bit args must.
 */
#include <string.h>

#include "qprov.h"

int
main(void)
{
	static char sql[] = "rollback";	/* static: stored, not elided */
	volatile int n = -5;

	MYAPP_QUERY_START(sql, n);
	if (MYAPP_QUERY_DONE_ENABLED())
		MYAPP_QUERY_DONE(-(int)strlen(sql));
	return 0;
}
