/*
 * dt_arena.c -- bump allocator backing a compile (see dt_arena.h).
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/dt_base.h"
#include "parse/dt_arena.h"

#define DT_ARENA_CHUNK	(64 * 1024)

struct dt_arena_chunk {
	struct dt_arena_chunk *next;
	size_t size, used;
	_Alignas(16) unsigned char data[];
};

struct dt_arena {
	struct dt_arena_chunk *head;
};


dt_arena_t *
dt_arena_create(void)
{
	dt_arena_t *a = dt_xmalloc(sizeof(*a));

	a->head = NULL;
	return a;
}

void
dt_arena_destroy(dt_arena_t *a)
{
	struct dt_arena_chunk *c, *next;

	if (a == NULL)
		return;
	for (c = a->head; c != NULL; c = next) {
		next = c->next;
		free(c);
	}
	free(a);
}

void *
dt_arena_alloc(dt_arena_t *a, size_t n)
{
	struct dt_arena_chunk *c = a->head;
	void *p;

	n = (n + 15) & ~(size_t)15;
	if (c == NULL || c->size - c->used < n) {
		size_t size = n > DT_ARENA_CHUNK ? n : DT_ARENA_CHUNK;

		c = dt_xmalloc(sizeof(*c) + size);
		c->size = size;
		c->used = 0;
		c->next = a->head;
		a->head = c;
	}
	p = c->data + c->used;
	c->used += n;
	memset(p, 0, n);
	return p;
}

char *
dt_arena_strndup(dt_arena_t *a, const char *s, size_t n)
{
	char *p = dt_arena_alloc(a, n + 1);

	memcpy(p, s, n);
	p[n] = '\0';
	return p;
}

char *
dt_arena_strdup(dt_arena_t *a, const char *s)
{
	return dt_arena_strndup(a, s, strlen(s));
}

char *
dt_arena_printf(dt_arena_t *a, const char *fmt, ...)
{
	va_list ap;
	int n;
	char *p;

	va_start(ap, fmt);
	n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	p = dt_arena_alloc(a, (size_t)n + 1);
	va_start(ap, fmt);
	vsnprintf(p, (size_t)n + 1, fmt, ap);
	va_end(ap);
	return p;
}
