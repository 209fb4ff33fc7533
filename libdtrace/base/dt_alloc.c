/*
 * dt_alloc.c -- the one place that knows what running out of memory does
 * in the library: it prints "dtrace: out of memory" on stderr and aborts.
 * A table that cannot grow, a name that cannot be copied, leaves no
 * state worth unwinding to, so the allocations whose failure the library
 * does not answer with an error go through these wrappers instead of
 * each testing for NULL itself.  Sites that do answer with an error
 * (dt_set_err, -ENOMEM) call malloc() and friends directly.
 *
 * It includes nothing of the engine, so that a unit test compiling one
 * file of the library links this file beside it.
 */
#define _GNU_SOURCE	/* vasprintf, open_memstream */

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dt_base.h"

_Noreturn void
dt_oom(void)
{
	fputs("dtrace: out of memory\n", stderr);
	abort();
}

void *
dt_xmalloc(size_t size)
{
	void *p = malloc(size);

	if (p == NULL && size != 0)
		dt_oom();
	return p;
}

void *
dt_xcalloc(size_t n, size_t size)
{
	void *p = calloc(n, size);

	if (p == NULL && n != 0 && size != 0)
		dt_oom();
	return p;
}

void *
dt_xrealloc(void *p, size_t size)
{
	void *np = realloc(p, size);

	if (np == NULL && size != 0)
		dt_oom();
	return np;
}

char *
dt_xstrdup(const char *s)
{
	char *d = strdup(s);

	if (d == NULL)
		dt_oom();
	return d;
}

char *
dt_xstrndup(const char *s, size_t n)
{
	char *d = strndup(s, n);

	if (d == NULL)
		dt_oom();
	return d;
}

char *
dt_xasprintf(const char *fmt, ...)
{
	va_list ap;
	char *s;
	int n;

	va_start(ap, fmt);
	n = vasprintf(&s, fmt, ap);
	va_end(ap);
	if (n < 0)
		dt_oom();
	return s;
}

/* A stream writing into memory (*buf, *len), as open_memstream(). */
FILE *
dt_xmemstream(char **buf, size_t *len)
{
	FILE *fp = open_memstream(buf, len);

	if (fp == NULL)
		dt_oom();
	return fp;
}
