/*
 * usdt_maps.c -- a live process's mappings, the two ways the kernel tells
 * them.
 *
 * /proc/PID/maps is text, one mapping a line:
 *
 *	start-end perms offset major:minor inode [path[ (deleted)]]
 *	55d4c5a00000-55d4c5a01000 r-xp 00001000 fe:01 1311 /usr/bin/myapp
 *
 * which the kernel formats and we parse back, for every mapping of the
 * process (a few dozen for a small program, thousands for a JVM), where
 * the usdt provider wants only the files mapped executable.  A glob
 * consumer reads the mappings of every process that execs, so this is
 * on the path of each exec on the machine.
 *
 * Since Linux 6.11 (ed5d583a88a9, "fs/procfs: implement efficient VMA
 * querying API for /proc/<pid>/maps") an ioctl on the same open file,
 * PROCMAP_QUERY, answers "the mapping covering, or else the next one
 * after, this address, with these permissions": binary fields, the
 * kernel doing the filtering.  Older kernels answer ENOTTY; we then read
 * the text, and remember not to ask again.  Both give the same
 * usdt_map_t, path included (the kernel writes " (deleted)" after the
 * path of an unlinked file in both, which we take off and note).
 *
 * Debian 12's <linux/fs.h> (6.1) has no PROCMAP_QUERY, so the ioctl's
 * structure is spelled out here, as the kernel's uapi defines it; its
 * layout is ABI (the size field lets it grow).
 */
#include <errno.h>
#include <fcntl.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/sysmacros.h>

#include "usdt_impl.h"
#include "../pidprov/pid.h"	/* pid_maps_parse() */

#define USDT_DELETED	" (deleted)"

/* -------------------------------------------------------------- the text */

/* Sets m->path (and m->deleted) from a path of len bytes (may be in it). */
static int
usdt_map_path(usdt_map_t *m, const char *path, size_t len)
{
	size_t dl = strlen(USDT_DELETED);

	m->deleted = len >= dl && memcmp(path + len - dl, USDT_DELETED,
	    dl) == 0;
	if (m->deleted)
		len -= dl;
	if (len >= sizeof(m->path))
		return -1;
	memmove(m->path, path, len);
	m->path[len] = '\0';
	return 0;
}

/* m's fields but its path: both ways say the same of a mapping. */
static void
usdt_map_set(usdt_map_t *m, uint64_t start, uint64_t end, uint64_t off,
    bool r, bool w, bool x, bool shared, dev_t dev, uint64_t ino)
{
	memset(m, 0, offsetof(usdt_map_t, path));
	m->start = start;
	m->end = end;
	m->offset = off;
	m->perms[0] = r ? 'r' : '-';
	m->perms[1] = w ? 'w' : '-';
	m->perms[2] = x ? 'x' : '-';
	m->perms[3] = shared ? 's' : 'p';
	m->dev = dev;
	m->ino = (ino_t)ino;
}

/* One line of the text into m, parsed by the pid provider's parser. */
static int
usdt_maps_line(char *line, usdt_map_t *m)
{
	pid_mapline_t ml;

	if (pid_maps_parse(line, &ml) != 0)
		return -1;
	usdt_map_set(m, ml.ml_start, ml.ml_end, ml.ml_off,
	    ml.ml_prot & PROT_READ, ml.ml_prot & PROT_WRITE,
	    ml.ml_prot & PROT_EXEC, !ml.ml_private,
	    makedev(ml.ml_major, ml.ml_minor), ml.ml_ino);
	return usdt_map_path(m, ml.ml_path, strlen(ml.ml_path));
}

static int
usdt_maps_text(int fd, uint64_t from, usdt_mapfn_t *fn, void *arg,
    usdt_map_t *m)
{
	FILE *fp = fdopen(fd, "r");
	char *line = NULL;
	size_t cap = 0;
	int rc = 0;

	if (fp == NULL) {
		close(fd);
		return -errno;
	}
	while (rc == 0 && getline(&line, &cap, fp) > 0) {
		if (usdt_maps_line(line, m) == 0 && m->end > from)
			rc = fn(arg, m);
	}
	free(line);
	fclose(fp);
	return rc;
}

/* ------------------------------------------------------------ the ioctl */

/* <linux/fs.h> of Linux 6.11 */
struct usdt_procmap_query {
	uint64_t	size;
	uint64_t	query_flags;
	uint64_t	query_addr;
	uint64_t	vma_start;
	uint64_t	vma_end;
	uint64_t	vma_flags;
	uint64_t	vma_page_size;
	uint64_t	vma_offset;
	uint64_t	inode;
	uint32_t	dev_major;
	uint32_t	dev_minor;
	uint32_t	vma_name_size;
	uint32_t	build_id_size;
	uint64_t	vma_name_addr;
	uint64_t	build_id_addr;
};

#define USDT_PROCMAP_QUERY	_IOWR(0x66, 17, struct usdt_procmap_query)
#define USDT_PMQ_READABLE	0x01	/* vma_flags, and query_flags */
#define USDT_PMQ_WRITABLE	0x02
#define USDT_PMQ_EXECUTABLE	0x04
#define USDT_PMQ_SHARED		0x08
#define USDT_PMQ_COVERING_OR_NEXT 0x10	/* query_flags only */
#define USDT_PMQ_FILE_BACKED	0x20

/* Set once a kernel answered ENOTTY: it has no PROCMAP_QUERY. */
static bool usdt_no_procmap_query;

/* The mapping q describes into m; the kernel wrote its name in m->path. */
static int
usdt_map_from_query(const struct usdt_procmap_query *q, usdt_map_t *m)
{
	usdt_map_set(m, q->vma_start, q->vma_end, q->vma_offset,
	    q->vma_flags & USDT_PMQ_READABLE, q->vma_flags & USDT_PMQ_WRITABLE,
	    q->vma_flags & USDT_PMQ_EXECUTABLE, q->vma_flags & USDT_PMQ_SHARED,
	    makedev(q->dev_major, q->dev_minor), q->inode);
	/* vma_name_size counts the NUL; 0 if the mapping has no name */
	return usdt_map_path(m, m->path, q->vma_name_size ?
	    q->vma_name_size - 1 : 0);
}

/*
 * The mappings from `from` on, through the ioctl: -ENOTTY if the kernel
 * has none (nothing was passed to fn then).  Each answer names the next
 * mapping after the last one's end; ENOENT says there is none.
 */
static int
usdt_maps_query(int fd, uint64_t from, bool exec_only, usdt_mapfn_t *fn,
    void *arg, usdt_map_t *m)
{
	struct usdt_procmap_query q;
	uint64_t addr = from;
	int rc = 0;

	while (rc == 0) {
		memset(&q, 0, sizeof(q));
		q.size = sizeof(q);
		q.query_flags = USDT_PMQ_COVERING_OR_NEXT | (exec_only ?
		    USDT_PMQ_EXECUTABLE | USDT_PMQ_FILE_BACKED : 0);
		q.query_addr = addr;
		q.vma_name_addr = (uint64_t)(uintptr_t)m->path;
		q.vma_name_size = sizeof(m->path);
		if (ioctl(fd, USDT_PROCMAP_QUERY, &q) != 0)
			return errno == ENOENT ? 0 : -errno;
		if (q.vma_end <= addr)
			return -EIO;	/* would loop for ever */
		addr = q.vma_end;
		if (usdt_map_from_query(&q, m) == 0)
			rc = fn(arg, m);
	}
	return rc;
}

/* ------------------------------------------------------------- the walk */

int
usdt_maps_each(pid_t pid, uint64_t from, bool exec_only, usdt_mapfn_t *fn,
    void *arg, usdt_err_t *err)
{
	char path[64];
	usdt_map_t *m;
	int fd, rc = -ENOTTY;

	snprintf(path, sizeof(path), "/proc/%d/maps", (int)pid);
	if (pid <= 0 || (fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
		return usdt_errf(err, -ESRCH, "cannot read the mappings of "
		    "process %d: %s", (int)pid, strerror(pid <= 0 ? ESRCH :
		    errno));
	if ((m = malloc(sizeof(*m))) == NULL) {
		close(fd);
		return usdt_nomem(err, NULL);
	}
	if (!usdt_no_procmap_query) {
		rc = usdt_maps_query(fd, from, exec_only, fn, arg, m);
		if (rc == -ENOTTY)
			usdt_no_procmap_query = true;
	}
	if (rc == -ENOTTY)
		rc = usdt_maps_text(fd, from, fn, arg, m);	/* closes fd */
	else
		close(fd);
	free(m);
	if (rc < 0 && rc != -ENOMEM)
		return usdt_errf(err, -ESRCH, "cannot read the mappings of "
		    "process %d: %s", (int)pid, strerror(-rc));
	return rc < 0 ? rc : 0;
}

/* Test hook: read the text even where the kernel has the ioctl. */
void
usdt_maps_text_only(bool on)
{
	usdt_no_procmap_query = on;
}

typedef struct usdt_mapfind {
	uint64_t	addr;
	usdt_map_t	*out;
	bool		found;
} usdt_mapfind_t;

static int
usdt_mapfind_fn(void *arg, const usdt_map_t *m)
{
	usdt_mapfind_t *mf = arg;

	if (mf->addr < m->start || mf->addr >= m->end)
		return 1;	/* the first mapping from addr on: not there */
	*mf->out = *m;
	mf->found = true;
	return 1;
}

int
usdt_map_find(pid_t pid, uint64_t addr, usdt_map_t *m, usdt_err_t *err)
{
	usdt_mapfind_t mf = { addr, m, false };
	int rc = usdt_maps_each(pid, addr, false, usdt_mapfind_fn, &mf, err);

	if (rc < 0)
		return rc;
	if (!mf.found || m->ino == 0)
		return usdt_errf(err, -ENOENT, "address 0x%llx is in no file "
		    "mapping of process %d", (unsigned long long)addr,
		    (int)pid);
	return 0;
}
