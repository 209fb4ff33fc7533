/*
 * usdt_proc.c -- the USDT probes of live processes: which files a process
 * maps, where, and so which probe sites it has and at what addresses.
 *
 * usdt_maps.c reads which files a process maps where (PROCMAP_QUERY, or
 * the text of /proc/PID/maps on kernels before 6.11).
 *
 * Probes live in files mapped executable.  A file is known by its device
 * and inode, not its path: it may be deleted, or seen through another
 * mount namespace, and a process maps it several times (text, data, ...).
 * We open it through /proc/PID/map_files/START-END, the very file mapped
 * (kernel >= 3.3; opening needs CAP_SYS_ADMIN, or CAP_CHECKPOINT_RESTORE
 * from 5.9), else through /proc/PID/root/PATH when that is still the same
 * inode, and parse it through the cache.  Only the inode: the device maps
 * shows is the one the kernel mapped the file from, where a stat(2) of it
 * may say another (btrfs subvolumes; overlayfs, as in every container,
 * shows its own device for the files of its layers).
 *
 * The load bias of an object is what the process added to its link-time
 * addresses: an executable mapping at `start` of file offset `offset`
 * shows the executable PT_LOAD segment (p_vaddr, p_offset) covering that
 * offset, so a link-time address v of the segment is at
 *
 *	start + (v - p_vaddr + p_offset) - offset  =  bias + v,
 *	bias = start - offset + p_offset - p_vaddr
 *
 * (0 for ET_EXEC).  A probe counts only if bias + pc lies in an executable
 * mapping of the file whose offset agrees with the note's file offset.
 *
 * The names are DTrace's: the provider a user writes is the note's provider
 * in D spelling with the pid appended ("test__prov" -> "test-prov1234"),
 * the module the file's basename ("myapp", "libc.so.6"), the function the
 * one holding the probe, and the name the D spelling of the note's name.
 */
#define _GNU_SOURCE	/* asprintf */
#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <fnmatch.h>
#include <inttypes.h>
#include <limits.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <elf.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>

#include "usdt_impl.h"

/* ----------------------------------------------------------- a mapping */

static int
usdt_map_open_path(pid_t pid, const usdt_map_t *m, char *buf, size_t len,
    bool byroot)
{
	int n;

	if (byroot)
		n = snprintf(buf, len, "/proc/%d/root%s", (int)pid, m->path);
	else
		n = snprintf(buf, len, "/proc/%d/map_files/%llx-%llx",
		    (int)pid, (unsigned long long)m->start,
		    (unsigned long long)m->end);
	return n > 0 && (size_t)n < len ? 0 : -1;
}

int
usdt_map_open(pid_t pid, const usdt_map_t *m, char *opened, usdt_err_t *err)
{
	char path[PATH_MAX];
	struct stat st;
	int fd, e;

	e = ENAMETOOLONG;
	if (usdt_map_open_path(pid, m, path, sizeof(path), false) == 0) {
		if ((fd = open(path, O_RDONLY | O_CLOEXEC)) >= 0)
			goto opened;
		e = errno;
	}
	if (!m->deleted && m->path[0] == '/' &&
	    usdt_map_open_path(pid, m, path, sizeof(path), true) == 0) {
		if ((fd = open(path, O_RDONLY | O_CLOEXEC)) >= 0)
			goto opened;
		e = errno;
	}
	return usdt_errf(err, -e, "cannot open '%s' of process %d: %s",
	    m->path, (int)pid, strerror(e));
opened:
	if (fstat(fd, &st) != 0 || st.st_ino != m->ino) {
		close(fd);
		return usdt_errf(err, -ESTALE, "'%s' of process %d is no "
		    "longer the file mapped", m->path, (int)pid);
	}
	if (opened != NULL)
		snprintf(opened, PATH_MAX, "%s", path);
	return fd;
}

/* ------------------------------------------------------------ candidates */

/* A file a process maps executable: where probes can be. */
typedef struct usdt_range {
	uint64_t	start, end, offset;
} usdt_range_t;

typedef struct usdt_cand {
	usdt_map_t	map;		/* its first executable mapping */
	usdt_range_t	*ranges;	/* every executable mapping of it */
	size_t		nranges;
} usdt_cand_t;

typedef struct usdt_cands {
	usdt_cand_t	*v;
	size_t		n, cap;
} usdt_cands_t;

static int
usdt_cands_fn(void *arg, const usdt_map_t *m)
{
	usdt_cands_t *cs = arg;
	usdt_cand_t *c = NULL;
	usdt_range_t *r;
	size_t i;

	if (m->ino == 0 || m->perms[2] != 'x' || m->path[0] == '\0')
		return 0;
	for (i = 0; i < cs->n && c == NULL; i++)
		if (cs->v[i].map.dev == m->dev && cs->v[i].map.ino == m->ino)
			c = &cs->v[i];
	if (c == NULL) {
		if (cs->n == cs->cap) {
			size_t cap = cs->cap ? cs->cap * 2 : 16;
			usdt_cand_t *v = realloc(cs->v, cap * sizeof(*v));

			if (v == NULL)
				return -ENOMEM;
			cs->v = v;
			cs->cap = cap;
		}
		c = &cs->v[cs->n++];
		c->map = *m;
		c->ranges = NULL;
		c->nranges = 0;
	}
	if ((r = realloc(c->ranges, (c->nranges + 1) * sizeof(*r))) == NULL)
		return -ENOMEM;
	c->ranges = r;
	r[c->nranges++] = (usdt_range_t){ m->start, m->end, m->offset };
	return 0;
}

static void
usdt_cands_free(usdt_cands_t *cs)
{
	size_t i;

	for (i = 0; i < cs->n; i++)
		free(cs->v[i].ranges);
	free(cs->v);
}

static int
usdt_cands_read(pid_t pid, usdt_cands_t *cs, usdt_err_t *err)
{
	int rc;

	memset(cs, 0, sizeof(*cs));
	rc = usdt_maps_each(pid, 0, true, usdt_cands_fn, cs, err);
	if (rc == -ENOMEM)
		rc = usdt_nomem(err, NULL);
	if (rc < 0)
		usdt_cands_free(cs);
	return rc;
}

/* The parsed file of a candidate, through the cache c if there is one. */
static int
usdt_cand_file(usdt_cache_t *c, pid_t pid, const usdt_cand_t *cd,
    usdt_file_t **fp, char *opened, usdt_err_t *err)
{
	int fd = usdt_map_open(pid, &cd->map, opened, err), rc;

	*fp = NULL;
	if (fd < 0)
		return fd;
	rc = c != NULL ? usdt_cache_get(c, fd, cd->map.path, fp, err) :
	    usdt_file_open_fd(fd, cd->map.path, fp, err);
	close(fd);
	return rc;
}

/* --------------------------------------------------------------- objects */

/* The load bias of a file from its executable mappings, -1 if none fits. */
static int
usdt_cand_bias(const usdt_file_t *f, const usdt_cand_t *cd, uint64_t *bias)
{
	uint64_t page = (uint64_t)sysconf(_SC_PAGESIZE);
	size_t i, j;

	for (i = 0; i < cd->nranges; i++) {
		const usdt_range_t *r = &cd->ranges[i];

		for (j = 0; j < f->nsegs; j++) {
			const usdt_seg_t *s = &f->segs[j];

			if (!(s->flags & PF_X) || r->offset < (s->offset &
			    ~(page - 1)) || r->offset >= s->offset + s->filesz)
				continue;
			*bias = r->start - r->offset + s->offset - s->vaddr;
			return 0;
		}
	}
	return -1;
}

/* Whether the note's nop is mapped executable where its offset says. */
static bool
usdt_cand_maps(const usdt_cand_t *cd, uint64_t addr, uint64_t off)
{
	size_t i;

	for (i = 0; i < cd->nranges; i++) {
		const usdt_range_t *r = &cd->ranges[i];

		if (addr >= r->start && addr < r->end &&
		    addr - r->start + r->offset == off)
			return true;
	}
	return false;
}

static int
usdt_obj_init(usdt_cache_t *c, pid_t pid, const usdt_cand_t *cd,
    usdt_obj_t *o, usdt_err_t *err)
{
	char opened[PATH_MAX];
	usdt_err_t oerr;
	int rc;

	memset(o, 0, sizeof(*o));
	opened[0] = '\0';
	o->dev = cd->map.dev;
	o->ino = cd->map.ino;
	o->deleted = cd->map.deleted;
	if ((o->path = strdup(cd->map.path)) == NULL)
		return usdt_nomem(err, NULL);
	o->module = usdt_basename(o->path);
	rc = usdt_cand_file(c, pid, cd, &o->file, opened, &oerr);
	/* Not ELF (a JIT's memfd, say): no probes, and nothing wrong. */
	if (rc == -ENOEXEC)
		rc = 0;
	if (rc == 0 && o->file != NULL && o->file->nnotes > 0 &&
	    usdt_cand_bias(o->file, cd, &o->bias) != 0) {
		rc = usdt_errf(&oerr, -EINVAL, "no executable mapping of '%s' "
		    "in process %d matches its segments", o->path, (int)pid);
	}
	if ((o->open_path = strdup(opened)) == NULL ||
	    (rc < 0 && (o->err = strdup(oerr.msg)) == NULL))
		return usdt_nomem(err, NULL);
	return 0;
}

static void
usdt_obj_fini(usdt_obj_t *o)
{
	usdt_file_release(o->file);
	free(o->path);
	free(o->open_path);
	free(o->err);
}

void
usdt_proc_free(usdt_proc_t *p)
{
	size_t i;

	if (p == NULL)
		return;
	for (i = 0; i < p->nprobes; i++)
		free(p->probes[i].provider);
	for (i = 0; i < p->nobjs; i++)
		usdt_obj_fini(&p->objs[i]);
	free(p->probes);
	free(p->objs);
	free(p);
}

/* The objects: the candidates with notes, or that could not be read. */
static int
usdt_proc_objs(usdt_cache_t *c, usdt_proc_t *p, const usdt_cands_t *cs,
    usdt_err_t *err)
{
	size_t i;
	usdt_obj_t *o;
	int rc;

	if (cs->n == 0)
		return 0;
	if ((p->objs = calloc(cs->n, sizeof(*p->objs))) == NULL)
		return usdt_nomem(err, NULL);
	for (i = 0; i < cs->n; i++) {
		o = &p->objs[p->nobjs];
		if ((rc = usdt_obj_init(c, p->pid, &cs->v[i], o, err)) != 0) {
			usdt_obj_fini(o);
			return rc;
		}
		if (o->err == NULL && (o->file == NULL ||
		    o->file->nnotes == 0))
			usdt_obj_fini(o);
		else
			p->nobjs++;
	}
	return 0;
}

/* The probes of the objects, once the objects stay where they are. */
static int
usdt_proc_probes(usdt_proc_t *p, const usdt_cands_t *cs, usdt_err_t *err)
{
	size_t i, j, k, n = 0;
	usdt_probe_t *pr;

	for (i = 0; i < p->nobjs; i++)
		n += p->objs[i].err == NULL ? p->objs[i].file->nnotes : 0;
	if (n == 0)
		return 0;
	if ((p->probes = calloc(n, sizeof(*p->probes))) == NULL)
		return usdt_nomem(err, NULL);
	for (i = 0; i < p->nobjs; i++) {
		const usdt_obj_t *o = &p->objs[i];
		const usdt_cand_t *cd = NULL;

		if (o->err != NULL)
			continue;
		for (k = 0; k < cs->n && cd == NULL; k++)
			if (cs->v[k].map.dev == o->dev &&
			    cs->v[k].map.ino == o->ino)
				cd = &cs->v[k];
		for (j = 0; j < o->file->nnotes; j++) {
			const usdt_note_t *nt = &o->file->notes[j];

			if (!usdt_cand_maps(cd, o->bias + nt->pc, nt->off))
				continue;
			pr = &p->probes[p->nprobes];
			if (asprintf(&pr->provider, "%s%d", nt->dprovider,
			    (int)p->pid) < 0) {
				pr->provider = NULL;
				return usdt_nomem(err, NULL);
			}
			p->nprobes++;
			pr->obj = o;
			pr->note = nt;
			pr->module = o->module;
			pr->function = nt->function;
			pr->name = nt->dname;
			pr->addr = o->bias + nt->pc;
			pr->sema_addr = nt->sema_addr ? o->bias + nt->sema_addr :
			    0;
		}
	}
	return 0;
}

int
usdt_proc_open(usdt_cache_t *c, pid_t pid, usdt_proc_t **pp, usdt_err_t *err)
{
	usdt_cands_t cs;
	usdt_proc_t *p;
	int rc;

	*pp = NULL;
	if ((rc = usdt_cands_read(pid, &cs, err)) != 0)
		return rc;
	if ((p = calloc(1, sizeof(*p))) == NULL) {
		usdt_cands_free(&cs);
		return usdt_nomem(err, NULL);
	}
	p->pid = pid;
	if ((rc = usdt_proc_objs(c, p, &cs, err)) == 0)
		rc = usdt_proc_probes(p, &cs, err);
	usdt_cands_free(&cs);
	if (rc != 0) {
		usdt_proc_free(p);
		return rc;
	}
	*pp = p;
	return 0;
}

/* ---------------------------------------------------- every process */

/*
 * The file of a candidate as the cache knows it, opening and parsing it
 * only when the cache does not: a stat of the mapping decides.
 */
static usdt_file_t *
usdt_scan_file(usdt_cache_t *c, pid_t pid, const usdt_cand_t *cd)
{
	char path[PATH_MAX];
	usdt_file_t *f = NULL;
	struct stat st;
	int rc;

	if ((usdt_map_open_path(pid, &cd->map, path, sizeof(path), false) ==
	    0 && stat(path, &st) == 0) || (!cd->map.deleted &&
	    usdt_map_open_path(pid, &cd->map, path, sizeof(path), true) == 0 &&
	    stat(path, &st) == 0 && st.st_ino == cd->map.ino)) {
		if (usdt_cache_lookup(c, &st, &f, &rc, NULL))
			return f;
	}
	(void) usdt_cand_file(c, pid, cd, &f, NULL, NULL);
	return f;
}

static bool
usdt_scan_match(const usdt_file_t *f, pid_t pid, const char *glob)
{
	char name[512];
	size_t i;

	for (i = 0; i < f->nprovs; i++) {
		snprintf(name, sizeof(name), "%s%d", f->dprovs[i], (int)pid);
		if (glob == NULL || *glob == '\0' ||
		    fnmatch(glob, name, 0) == 0)
			return true;
	}
	return false;
}

/* Whether pid has a probe of a provider matching glob. */
bool
usdt_scan_pid(usdt_cache_t *c, pid_t pid, const char *glob)
{
	usdt_cands_t cs;
	usdt_file_t *f;
	bool found = false;
	size_t i;

	if (usdt_cands_read(pid, &cs, NULL) != 0)
		return false;
	for (i = 0; i < cs.n && !found; i++) {
		if ((f = usdt_scan_file(c, pid, &cs.v[i])) == NULL)
			continue;
		found = usdt_scan_match(f, pid, glob);
		usdt_file_release(f);
	}
	usdt_cands_free(&cs);
	return found;
}

static int
usdt_pidcmp(const void *a, const void *b)
{
	pid_t x = *(const pid_t *)a, y = *(const pid_t *)b;

	return x < y ? -1 : x > y;
}

int
usdt_scan_all_pids(usdt_cache_t *c, const char *prov, pid_t **pids,
    size_t *npids, usdt_err_t *err)
{
	DIR *d = opendir("/proc");
	struct dirent *de;
	pid_t *v = NULL, *nv;
	size_t n = 0, cap = 0;
	char *end;
	long pid;

	*pids = NULL;
	*npids = 0;
	if (d == NULL)
		return usdt_errf(err, -errno, "cannot read /proc: %s",
		    strerror(errno));
	while ((de = readdir(d)) != NULL) {
		if (!isdigit((unsigned char)de->d_name[0]))
			continue;
		pid = strtol(de->d_name, &end, 10);
		if (*end != '\0' || pid <= 0 || pid > INT_MAX ||
		    !usdt_scan_pid(c, (pid_t)pid, prov))
			continue;
		if (n == cap) {
			cap = cap ? cap * 2 : 64;
			if ((nv = realloc(v, cap * sizeof(*v))) == NULL) {
				free(v);
				closedir(d);
				return usdt_nomem(err, NULL);
			}
			v = nv;
		}
		v[n++] = (pid_t)pid;
	}
	closedir(d);
	if (n > 1)
		qsort(v, n, sizeof(*v), usdt_pidcmp);
	*pids = v;
	*npids = n;
	return 0;
}
