/*
 * usdt_cache.c -- parsed files shared by the processes that map them.
 *
 * A system runs many processes of few binaries, and every process maps the
 * C library: `dtrace -l -P 'myapp*'` looks at all of them, and the usdt
 * provider looks at each process again as it comes and goes.  So a file is
 * parsed once, by identity: its device and inode, and, to notice a file
 * rewritten in place, its mtime and size.  A file replaced by another
 * (a new inode) simply gets a new entry.
 *
 * The cache holds one reference to each file; callers get their own.  A
 * failed parse is remembered with its error, so that a malformed file costs
 * one parse, not one per process.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "usdt_impl.h"

#define USDT_CACHE_BUCKETS	256

typedef struct usdt_centry {
	struct usdt_centry *next;
	dev_t		dev;
	ino_t		ino;
	int64_t		mtime_sec, mtime_nsec, size;
	usdt_file_t	*file;		/* NULL if the parse failed */
	int		rc;		/* the failure */
	usdt_err_t	err;
} usdt_centry_t;

struct usdt_cache {
	usdt_centry_t	*buckets[USDT_CACHE_BUCKETS];
	size_t		count;
	size_t		parses;
};

usdt_cache_t *
usdt_cache_create(void)
{
	return calloc(1, sizeof(usdt_cache_t));
}

static void
usdt_centry_free(usdt_centry_t *e)
{
	usdt_file_release(e->file);
	free(e);
}

void
usdt_cache_destroy(usdt_cache_t *c)
{
	usdt_centry_t *e, *next;
	size_t i;

	if (c == NULL)
		return;
	for (i = 0; i < USDT_CACHE_BUCKETS; i++) {
		for (e = c->buckets[i]; e != NULL; e = next) {
			next = e->next;
			usdt_centry_free(e);
		}
	}
	free(c);
}

size_t
usdt_cache_count(const usdt_cache_t *c)
{
	return c->count;
}

size_t
usdt_cache_parses(const usdt_cache_t *c)
{
	return c->parses;
}

static usdt_centry_t **
usdt_cache_slot(usdt_cache_t *c, dev_t dev, ino_t ino)
{
	uint64_t h = ((uint64_t)ino * 0x9e3779b97f4a7c15ULL) ^ (uint64_t)dev;
	usdt_centry_t **pp = &c->buckets[(h >> 32) % USDT_CACHE_BUCKETS];

	while (*pp != NULL && ((*pp)->dev != dev || (*pp)->ino != ino))
		pp = &(*pp)->next;
	return pp;
}

static bool
usdt_cache_fresh(const usdt_centry_t *e, const struct stat *st)
{
	return e->mtime_sec == st->st_mtim.tv_sec &&
	    e->mtime_nsec == st->st_mtim.tv_nsec && e->size == st->st_size;
}

/* The entry's outcome: a new reference, or its remembered failure. */
static int
usdt_cache_result(const usdt_centry_t *e, usdt_file_t **fp, usdt_err_t *err)
{
	if (e->file == NULL) {
		if (err != NULL)
			*err = e->err;
		return e->rc;
	}
	*fp = usdt_file_hold(e->file);
	return 0;
}

int
usdt_cache_lookup(usdt_cache_t *c, const struct stat *st, usdt_file_t **fp,
    int *rc, usdt_err_t *err)
{
	usdt_centry_t *e = *usdt_cache_slot(c, st->st_dev, st->st_ino);

	*fp = NULL;
	if (e == NULL || !usdt_cache_fresh(e, st))
		return 0;
	*rc = usdt_cache_result(e, fp, err);
	return 1;
}

int
usdt_cache_get(usdt_cache_t *c, int fd, const char *path, usdt_file_t **fp,
    usdt_err_t *err)
{
	usdt_centry_t **pp, *e;
	struct stat st;
	int rc;

	*fp = NULL;
	if (fstat(fd, &st) != 0)
		return usdt_errf(err, -errno, "cannot stat '%s': %s", path,
		    strerror(errno));
	pp = usdt_cache_slot(c, st.st_dev, st.st_ino);
	if (*pp != NULL && usdt_cache_fresh(*pp, &st))
		return usdt_cache_result(*pp, fp, err);
	if ((e = calloc(1, sizeof(*e))) == NULL)
		return usdt_nomem(err, path);
	c->parses++;
	e->rc = usdt_elf_parse(fd, path, &e->file, &e->err);
	e->dev = st.st_dev;
	e->ino = st.st_ino;
	e->mtime_sec = st.st_mtim.tv_sec;
	e->mtime_nsec = st.st_mtim.tv_nsec;
	e->size = st.st_size;
	/* A stale entry for the same file makes way. */
	if (*pp != NULL) {
		e->next = (*pp)->next;
		usdt_centry_free(*pp);
		c->count--;
	}
	*pp = e;
	c->count++;
	rc = usdt_cache_result(e, fp, err);
	return rc;
}
