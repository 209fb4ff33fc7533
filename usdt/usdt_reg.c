/*
 * usdt_reg.c -- the consumer's side of the helper registry: which
 * processes announced DOF, and a watch for the ones that come and go.
 *
 * The helper library, linked into an application, registers each object
 * with DOF as it loads by writing one file into a directory,
 * $DTRACE_HELPER_DIR if set, else /dev/shm/dtrace-helpers:
 *
 *	name      <pid>-<DOF address in hex, no 0x>     "4242-55d4c5a04020"
 *	content   "<pid> 0x<DOF address> <path>\n"      "4242 0x55d4c5a04020
 *	                                                  /usr/bin/myapp\n"
 *
 * and removes it when the object goes.  A process that dies leaves its
 * files behind, and anyone who can write the directory can write anything
 * there, so an entry is a hint and nothing more.  It counts when
 *
 *   - its name and its one line agree on pid and address, and the line is
 *     whole (the helper may still be writing it);
 *   - the pid is alive (else the entry is deleted);
 *   - the address lies in a file mapping of that pid: the DOF is then read
 *     from that mapped file (usdt_map_open()), at the offset the mapping
 *     gives, never from the entry.
 *
 * A pid reused by another process keeps a dead process's entry alive, but
 * it then fails the mapping test unless the new process maps a file there,
 * and whatever that file holds is checked as any DOF is.  Pids are as this
 * process's /proc sees them: an application in another pid namespace must
 * not share the directory (containers have their own /dev/shm).
 *
 * The watch is inotify on the directory (kernel >= 2.6.13): any change
 * makes its descriptor readable, and a drain rescans the directory and
 * reports the difference, so that partial writes, renames and lost events
 * (IN_Q_OVERFLOW) need no special care.
 */
#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/inotify.h>
#include <sys/stat.h>

#include "usdt_impl.h"

/* The longest entry we read: a line with a path of PATH_MAX. */
#define USDT_REG_MAXLINE	(PATH_MAX + 64)
#define USDT_REG_CONSUMERS	".consumers"	/* announcements, apart */

const char *
usdt_reg_dir(void)
{
	const char *d = getenv("DTRACE_HELPER_DIR");

	return d != NULL && *d != '\0' ? d : USDT_REG_DEFAULT_DIR;
}

/* A decimal pid, no sign or leading zero; the end in *end. */
static int
usdt_reg_pid(const char *s, const char **end, pid_t *pid)
{
	long long v = 0;

	if (*s < '1' || *s > '9')
		return -1;
	for (; isdigit((unsigned char)*s); s++) {
		v = v * 10 + (*s - '0');
		if (v > INT_MAX)
			return -1;
	}
	*pid = (pid_t)v;
	*end = s;
	return 0;
}

/* Hex digits, at most 16: an address. */
static int
usdt_reg_hex(const char *s, const char **end, uint64_t *addr)
{
	uint64_t v = 0;
	int n;

	for (n = 0; isxdigit((unsigned char)*s); s++, n++) {
		if (n == 16)
			return -1;
		v = v * 16 + (uint64_t)(isdigit((unsigned char)*s) ? *s - '0' :
		    tolower((unsigned char)*s) - 'a' + 10);
	}
	if (n == 0)
		return -1;
	*addr = v;
	*end = s;
	return 0;
}

/* name = pid "-" hex */
static int
usdt_reg_name(const char *name, pid_t *pid, uint64_t *addr)
{
	const char *p;

	if (usdt_reg_pid(name, &p, pid) != 0 || *p++ != '-' ||
	    usdt_reg_hex(p, &p, addr) != 0 || *p != '\0')
		return -1;
	return 0;
}

/*
 * line = pid " 0x" hex " " path "\n", agreeing with the name; the path
 * without control characters, since it may end up in a message.  Returns
 * 0, -ENOMEM, or -1 with the reason in *why.
 */
static int
usdt_reg_line(const char *line, pid_t pid, uint64_t addr, char **hint,
    const char **why)
{
	const char *p, *nl, *c;
	uint64_t a;
	pid_t q;

	*why = "malformed content";
	if (usdt_reg_pid(line, &p, &q) != 0 || strncmp(p, " 0x", 3) != 0 ||
	    usdt_reg_hex(p + 3, &p, &a) != 0 || *p++ != ' ' ||
	    (nl = strchr(p, '\n')) == NULL || nl == p || nl[1] != '\0')
		return -1;
	for (c = p; c < nl; c++)
		if ((unsigned char)*c < 0x20 || *c == 0x7f)
			return -1;
	if (q != pid || a != addr) {
		*why = "its content does not match its name";
		return -1;
	}
	if ((*hint = strndup(p, (size_t)(nl - p))) == NULL)
		return -ENOMEM;
	return 0;
}

/* An entry removed between readdir() and open(): its library unloaded. */
static const char usdt_reg_gone[] = "gone";

/*
 * The entry's one line, read without following links or blocking.
 * Returns NULL, or why it cannot be read (usdt_reg_gone if it is no more).
 */
static const char *
usdt_reg_read(int dfd, const char *name, char *buf, size_t len)
{
	int fd = openat(dfd, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK |
	    O_CLOEXEC);
	const char *why = NULL;
	struct stat st;
	ssize_t n = -1;

	if (fd < 0 && errno == ENOENT)
		return usdt_reg_gone;
	if (fd < 0)
		return errno == ELOOP ? "not a regular file" : "unreadable";
	if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode))
		why = "not a regular file";
	else if (st.st_size >= (off_t)len)
		why = "too large";
	else if ((n = read(fd, buf, len - 1)) < 0)
		why = "unreadable";
	close(fd);
	if (why == NULL && n == 0)
		why = "empty";
	else if (why == NULL && memchr(buf, '\0', (size_t)n) != NULL)
		why = "malformed content";
	if (why == NULL)
		buf[n] = '\0';
	return why;
}

static bool
usdt_reg_alive(pid_t pid)
{
	return kill(pid, 0) == 0 || errno == EPERM;
}

/*
 * Whether pid is exiting: a zombie, or past the point where the kernel
 * took its memory away (its maps read empty).  Its entries may still be
 * there, their helpers' destructors not having run, and name addresses
 * that are in no mapping any more: not worth a word.
 */
bool
usdt_reg_exiting(pid_t pid)
{
	char path[64], c;
	int fd;
	ssize_t n;

	snprintf(path, sizeof(path), "/proc/%d/maps", (int)pid);
	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
		return errno == ENOENT;
	n = read(fd, &c, 1);
	close(fd);
	return n == 0;
}

static int
usdt_regcmp(const void *a, const void *b)
{
	const usdt_reg_t *x = a, *y = b;

	if (x->pid != y->pid)
		return x->pid < y->pid ? -1 : 1;
	return x->addr < y->addr ? -1 : x->addr > y->addr;
}

void
usdt_reg_free(usdt_reg_t *regs, size_t nregs)
{
	size_t i;

	for (i = 0; i < nregs; i++)
		free(regs[i].hint);
	free(regs);
}

/* Adds a passed-over entry of a live process to *bad. */
static int
usdt_reg_bad(usdt_reg_bads_t *bad, pid_t pid, const char *name,
    const char *why)
{
	usdt_reg_bad_t *v;
	size_t cap;

	if (bad == NULL)
		return 0;
	if (bad->n == bad->cap) {
		cap = bad->cap ? bad->cap * 2 : 4;
		if ((v = realloc(bad->v, cap * sizeof(*v))) == NULL)
			return -ENOMEM;
		bad->v = v;
		bad->cap = cap;
	}
	v = &bad->v[bad->n];
	v->pid = pid;
	v->name = strdup(name);
	v->why = strdup(why);
	if (v->name == NULL || v->why == NULL) {
		free(v->name);
		free(v->why);
		return -ENOMEM;
	}
	bad->n++;
	return 0;
}

static int
usdt_badcmp(const void *a, const void *b)
{
	const usdt_reg_bad_t *x = a, *y = b;

	if (x->pid != y->pid)
		return x->pid < y->pid ? -1 : 1;
	return strcmp(x->name, y->name);
}

void
usdt_reg_bads_free(usdt_reg_bads_t *bad)
{
	for (size_t i = 0; i < bad->n; i++) {
		free(bad->v[i].name);
		free(bad->v[i].why);
	}
	free(bad->v);
	memset(bad, 0, sizeof(*bad));
}

/* A registration: a DOF address in a process. */
typedef struct usdt_regkey {
	pid_t	pid;
	uint64_t addr;
} usdt_regkey_t;

static int
usdt_keycmp(const void *a, const void *b)
{
	const usdt_regkey_t *x = a, *y = b;

	if (x->pid != y->pid)
		return x->pid < y->pid ? -1 : 1;
	return x->addr < y->addr ? -1 : x->addr > y->addr;
}

/* Registrations a watch took in at its last drain, sorted (or none). */
typedef struct usdt_reg_known {
	const usdt_regkey_t *keys;
	size_t n;
} usdt_reg_known_t;

/*
 * One directory entry: 1 and *r if valid, 0 if not (with the reason in
 * bad if the process lives), -ENOMEM.  A name that is no entry's (a
 * temporary file, an acknowledgement) is not one.  An entry of a live
 * process that is one of known was checked when it came: only its name
 * is taken again (r has no hint and no mapping), so that a drain reads
 * the maps of the processes that registered since, not of all of them
 * (a server's workers each cost one read of every registered process's
 * maps).
 */
static int
usdt_reg_entry(int dfd, const char *name, char *buf, usdt_reg_t *r,
    usdt_reg_bads_t *bad, const usdt_reg_known_t *known)
{
	const char *why;
	usdt_err_t err;
	int rc;

	memset(r, 0, offsetof(usdt_reg_t, map));
	if (usdt_reg_name(name, &r->pid, &r->addr) != 0)
		return 0;
	if (!usdt_reg_alive(r->pid)) {
		(void) unlinkat(dfd, name, 0);
		return 0;
	}
	if (known != NULL && known->n > 0) {
		usdt_regkey_t k = { r->pid, r->addr };

		if (bsearch(&k, known->keys, known->n, sizeof(k),
		    usdt_keycmp) != NULL) {
			memset(&r->map, 0, sizeof(r->map));
			return 1;
		}
	}
	if ((why = usdt_reg_read(dfd, name, buf, USDT_REG_MAXLINE)) ==
	    usdt_reg_gone)
		return 0;
	if (why != NULL)
		return usdt_reg_bad(bad, r->pid, name, why);
	if ((rc = usdt_reg_line(buf, r->pid, r->addr, &r->hint, &why)) != 0)
		return rc == -ENOMEM ? rc : usdt_reg_bad(bad, r->pid, name,
		    why);
	if ((rc = usdt_map_find(r->pid, r->addr, &r->map, &err)) != 0) {
		free(r->hint);
		r->hint = NULL;
		/* a process that died or is dying is not worth a word */
		if ((rc == -ESRCH && !usdt_reg_alive(r->pid)) ||
		    (rc == -ENOENT && usdt_reg_exiting(r->pid)))
			return 0;
		return usdt_reg_bad(bad, r->pid, name, err.msg);
	}
	r->file_off = r->addr - r->map.start + r->map.offset;
	return 1;
}

static int
usdt_reg_each(int dfd, usdt_reg_t **regs, size_t *nregs,
    usdt_reg_bads_t *bad, const usdt_reg_known_t *known, usdt_err_t *err)
{
	DIR *d = fdopendir(dfd);
	struct dirent *de;
	usdt_reg_t *v = NULL, *nv;
	size_t n = 0, cap = 0;
	char *buf = malloc(USDT_REG_MAXLINE);
	int rc = 0;

	if (d == NULL || buf == NULL) {
		rc = d == NULL ? -errno : -ENOMEM;
		if (d == NULL)
			close(dfd);
		goto out;
	}
	while ((de = readdir(d)) != NULL) {
		if (n == cap) {
			cap = cap ? cap * 2 : 8;
			if ((nv = realloc(v, cap * sizeof(*v))) == NULL) {
				rc = -ENOMEM;
				break;
			}
			v = nv;
		}
		if ((rc = usdt_reg_entry(dirfd(d), de->d_name, buf, &v[n],
		    bad, known)) < 0)
			break;
		n += (size_t)rc;
		rc = 0;
	}
out:
	if (d != NULL)
		closedir(d);
	free(buf);
	if (rc != 0) {
		usdt_reg_free(v, n);
		return usdt_errf(err, rc, "cannot read the registry: %s",
		    strerror(-rc));
	}
	if (n > 1)
		qsort(v, n, sizeof(*v), usdt_regcmp);
	*regs = v;
	*nregs = n;
	return 0;
}

static int
usdt_reg_scan_known(const char *dir, usdt_reg_t **regs, size_t *nregs,
    usdt_reg_bads_t *bad, const usdt_reg_known_t *known, usdt_err_t *err)
{
	int dfd, rc;

	*regs = NULL;
	*nregs = 0;
	if (bad != NULL)
		memset(bad, 0, sizeof(*bad));
	if (dir == NULL)
		dir = usdt_reg_dir();
	if ((dfd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC)) < 0) {
		if (errno == ENOENT)
			return 0;
		return usdt_errf(err, -errno, "cannot read the registry '%s': "
		    "%s", dir, strerror(errno));
	}
	rc = usdt_reg_each(dfd, regs, nregs, bad, known, err);
	if (rc != 0 && bad != NULL)
		usdt_reg_bads_free(bad);
	else if (bad != NULL && bad->n > 1)	/* not in readdir's order */
		qsort(bad->v, bad->n, sizeof(*bad->v), usdt_badcmp);
	return rc;
}

int
usdt_reg_scan_why(const char *dir, usdt_reg_t **regs, size_t *nregs,
    usdt_reg_bads_t *bad, usdt_err_t *err)
{
	return usdt_reg_scan_known(dir, regs, nregs, bad, NULL, err);
}

int
usdt_reg_scan(const char *dir, usdt_reg_t **regs, size_t *nregs,
    usdt_err_t *err)
{
	return usdt_reg_scan_why(dir, regs, nregs, NULL, err);
}

static int
usdt_pidcmp(const void *a, const void *b)
{
	pid_t x = *(const pid_t *)a, y = *(const pid_t *)b;

	return x < y ? -1 : x > y;
}

int
usdt_reg_pids(const usdt_reg_t *regs, size_t nregs, pid_t **pids,
    size_t *npids)
{
	pid_t *v;
	size_t i, n = 0;

	*pids = NULL;
	*npids = 0;
	if (nregs == 0)
		return 0;
	if ((v = malloc(nregs * sizeof(*v))) == NULL)
		return -ENOMEM;
	for (i = 0; i < nregs; i++)
		v[i] = regs[i].pid;
	qsort(v, nregs, sizeof(*v), usdt_pidcmp);
	for (i = 0; i < nregs; i++)
		if (n == 0 || v[n - 1] != v[i])
			v[n++] = v[i];
	*pids = v;
	*npids = n;
	return 0;
}

/* ------------------------------------------------------------ the watch */

#define USDT_REG_EVENTS	(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | \
    IN_DELETE | IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR)

struct usdt_reg_watch {
	int	fd;		/* inotify */
	int	wd;		/* the directory's watch, -1 if gone */
	char	*dir;
	pid_t	*known;		/* pids registered at the last drain */
	size_t	nknown;
	usdt_regkey_t *keys;	/* and their registrations */
	size_t	nkeys;
	usdt_reg_bads_t bad;	/* the entries passed over at the last drain */
	bool	announced;	/* .consumers/<our pid> is there */
};

/*
 * Creates the directory if missing, world-writable and sticky as /tmp (any
 * application registers; none removes another's entries), and watches it.
 */
static int
usdt_reg_watch_add(usdt_reg_watch_t *w, usdt_err_t *err)
{
	if (mkdir(w->dir, 01777) == 0)
		(void) chmod(w->dir, 01777);	/* past the umask */
	else if (errno != EEXIST)
		return usdt_errf(err, -errno, "cannot create the registry "
		    "'%s': %s", w->dir, strerror(errno));
	w->wd = inotify_add_watch(w->fd, w->dir, USDT_REG_EVENTS);
	if (w->wd < 0)
		return usdt_errf(err, -errno, "cannot watch the registry "
		    "'%s': %s", w->dir, strerror(errno));
	return 0;
}

int
usdt_reg_watch_open(const char *dir, usdt_reg_watch_t **wp, usdt_err_t *err)
{
	usdt_reg_watch_t *w = calloc(1, sizeof(*w));
	int rc;

	*wp = NULL;
	if (w == NULL || (w->dir = strdup(dir ? dir : usdt_reg_dir())) ==
	    NULL) {
		free(w);
		return usdt_nomem(err, NULL);
	}
	w->wd = -1;
	if ((w->fd = inotify_init1(IN_NONBLOCK | IN_CLOEXEC)) < 0) {
		rc = usdt_errf(err, -errno, "cannot watch the registry: %s",
		    strerror(errno));
		usdt_reg_watch_close(w);
		return rc;
	}
	if ((rc = usdt_reg_watch_add(w, err)) != 0) {
		usdt_reg_watch_close(w);
		return rc;
	}
	*wp = w;
	return 0;
}

int
usdt_reg_watch_fd(const usdt_reg_watch_t *w)
{
	return w->fd;
}

static bool usdt_reg_watch_read(usdt_reg_watch_t *w);

/* dir/.consumers/<pid> or dir/.ack-<pid>-<consumer pid> */
static void
usdt_reg_special(const usdt_reg_watch_t *w, char *out, size_t len,
    pid_t pid)
{
	if (pid == 0)
		snprintf(out, len, "%s/" USDT_REG_CONSUMERS "/%d", w->dir,
		    (int)getpid());
	else
		snprintf(out, len, "%s/.ack-%d-%d", w->dir, (int)pid,
		    (int)getpid());
}

/*
 * Whether a consumer's file is litter: the announcement "<c>" (in
 * .consumers/) of a consumer c that is gone, or ".ack-<p>-<c>" of a
 * process p or a consumer c that is gone, or of ours (c is us) when we
 * are going.  A process removes the acknowledgements it waited for, but
 * not those of consumers that came after it registered, nor does a
 * killed consumer remove its own.
 */
static bool
usdt_reg_litter(const char *name, bool ours, bool announcement)
{
	const char *end;
	pid_t p, c;

	if (announcement)
		return usdt_reg_pid(name, &end, &c) == 0 && *end == '\0' &&
		    !usdt_reg_alive(c);
	if (strncmp(name, ".ack-", 5) != 0 ||
	    usdt_reg_pid(name + 5, &end, &p) != 0 || *end != '-' ||
	    usdt_reg_pid(end + 1, &end, &c) != 0 || *end != '\0')
		return false;
	return (ours && c == getpid()) || !usdt_reg_alive(p) ||
	    !usdt_reg_alive(c);
}

/* Removes the litter of consumers in one directory of the registry. */
static void
usdt_reg_sweep_dir(const char *dir, bool ours, bool announcements)
{
	DIR *d = opendir(dir);
	const struct dirent *de;

	if (d == NULL)
		return;
	while ((de = readdir(d)) != NULL)
		if (usdt_reg_litter(de->d_name, ours, announcements))
			(void)unlinkat(dirfd(d), de->d_name, 0);
	closedir(d);
}

/* Removes the litter of consumers (ours too if ours) from the registry. */
static void
usdt_reg_sweep(const usdt_reg_watch_t *w, bool ours)
{
	char path[PATH_MAX];

	usdt_reg_sweep_dir(w->dir, ours, false);
	snprintf(path, sizeof(path), "%s/" USDT_REG_CONSUMERS, w->dir);
	usdt_reg_sweep_dir(path, ours, true);
}

int
usdt_reg_watch_announce(usdt_reg_watch_t *w, usdt_err_t *err)
{
	char path[PATH_MAX];
	int fd;

	/* world-writable and sticky, as the registry */
	snprintf(path, sizeof(path), "%s/" USDT_REG_CONSUMERS, w->dir);
	if (mkdir(path, 01777) == 0)
		(void) chmod(path, 01777);
	usdt_reg_special(w, path, sizeof(path), 0);
	fd = open(path, O_WRONLY | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0644);
	if (fd < 0)
		return usdt_errf(err, -errno, "cannot create '%s': %s", path,
		    strerror(errno));
	close(fd);
	w->announced = true;
	usdt_reg_sweep(w, false);
	return 0;
}

void
usdt_reg_watch_ack(usdt_reg_watch_t *w, pid_t pid)
{
	char path[PATH_MAX];
	int fd;

	if (!w->announced)
		return;
	usdt_reg_special(w, path, sizeof(path), pid);
	fd = open(path, O_WRONLY | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0644);
	if (fd >= 0)
		close(fd);
}

void
usdt_reg_watch_unack(usdt_reg_watch_t *w, pid_t pid)
{
	char path[PATH_MAX];

	usdt_reg_special(w, path, sizeof(path), pid);
	(void)unlink(path);
}

bool
usdt_reg_watch_known(const usdt_reg_watch_t *w, pid_t pid)
{
	return w != NULL && w->nknown > 0 && bsearch(&pid, w->known,
	    w->nknown, sizeof(pid), usdt_pidcmp) != NULL;
}

bool
usdt_reg_watch_changed(usdt_reg_watch_t *w)
{
	return usdt_reg_watch_read(w) || w->wd < 0;
}

void
usdt_reg_watch_close(usdt_reg_watch_t *w)
{
	char path[PATH_MAX];

	if (w == NULL)
		return;
	if (w->announced) {
		usdt_reg_special(w, path, sizeof(path), 0);
		(void)unlink(path);
		usdt_reg_sweep(w, true);
	}
	if (w->fd >= 0)
		close(w->fd);
	free(w->known);
	free(w->keys);
	usdt_reg_bads_free(&w->bad);
	free(w->dir);
	free(w);
}

/*
 * Reads every pending event; notes when the directory itself went.  Says
 * whether a registration may have come or gone: an event on a name not
 * starting with "." (temporary files, consumers' files and acks do).
 */
static bool
usdt_reg_watch_read(usdt_reg_watch_t *w)
{
	bool changed = false;
	char buf[4096] __attribute__((aligned(__alignof__(struct
	    inotify_event))));
	const struct inotify_event *ev;
	ssize_t n;
	char *p;

	while ((n = read(w->fd, buf, sizeof(buf))) > 0) {
		for (p = buf; p < buf + n; p += sizeof(*ev) + ev->len) {
			ev = (const struct inotify_event *)p;
			if (ev->mask & (IN_IGNORED | IN_DELETE_SELF |
			    IN_MOVE_SELF))
				w->wd = -1;
			if (ev->len == 0 || ev->name[0] != '.')
				changed = true;
		}
	}
	return changed;
}

/* The elements of a (sorted) not in b (sorted), into a new array. */
static int
usdt_pids_minus(const pid_t *a, size_t na, const pid_t *b, size_t nb,
    pid_t **out, size_t *nout)
{
	size_t i, j = 0, n = 0;
	pid_t *v;

	*out = NULL;
	*nout = 0;
	if (na == 0)
		return 0;
	if ((v = malloc(na * sizeof(*v))) == NULL)
		return -ENOMEM;
	for (i = 0; i < na; i++) {
		while (j < nb && b[j] < a[i])
			j++;
		if (j == nb || b[j] != a[i])
			v[n++] = a[i];
	}
	*out = v;
	*nout = n;
	return 0;
}

/* The registrations, sorted. */
static int
usdt_regkeys(const usdt_reg_t *regs, size_t nregs, usdt_regkey_t **keys,
    size_t *nkeys)
{
	usdt_regkey_t *v = malloc((nregs + 1) * sizeof(*v));

	if (v == NULL)
		return -ENOMEM;
	for (size_t i = 0; i < nregs; i++) {
		v[i].pid = regs[i].pid;
		v[i].addr = regs[i].addr;
	}
	qsort(v, nregs, sizeof(*v), usdt_keycmp);
	*keys = v;
	*nkeys = nregs;
	return 0;
}

/*
 * The pids with a registration in a (sorted) that is not in b (sorted):
 * new processes, and known ones that loaded another object with probes
 * (dlopen), whose new probes must be enabled too.
 */
static int
usdt_keys_added(const usdt_regkey_t *a, size_t na, const usdt_regkey_t *b,
    size_t nb, pid_t **out, size_t *nout)
{
	size_t i, j = 0, n = 0;
	pid_t *v;

	*out = NULL;
	*nout = 0;
	if ((v = malloc((na + 1) * sizeof(*v))) == NULL)
		return -ENOMEM;
	for (i = 0; i < na; i++) {
		while (j < nb && usdt_keycmp(&b[j], &a[i]) < 0)
			j++;
		if ((j == nb || usdt_keycmp(&b[j], &a[i]) != 0) &&
		    (n == 0 || v[n - 1] != a[i].pid))
			v[n++] = a[i].pid;
	}
	*out = v;
	*nout = n;
	return 0;
}

int
usdt_reg_watch_drain(usdt_reg_watch_t *w, pid_t **added, size_t *nadded,
    pid_t **removed, size_t *nremoved, usdt_err_t *err)
{
	usdt_reg_t *regs;
	size_t nregs, npids, nkeys = 0;
	usdt_regkey_t *keys = NULL;
	usdt_reg_known_t known;
	pid_t *pids;
	int rc;

	*added = *removed = NULL;
	*nadded = *nremoved = 0;
	(void)usdt_reg_watch_read(w);
	if (w->wd < 0 && (rc = usdt_reg_watch_add(w, err)) != 0)
		return rc;
	usdt_reg_bads_free(&w->bad);
	known = (usdt_reg_known_t){ w->keys, w->nkeys };
	if ((rc = usdt_reg_scan_known(w->dir, &regs, &nregs, &w->bad, &known,
	    err)) != 0)
		return rc;
	rc = usdt_reg_pids(regs, nregs, &pids, &npids);
	if (rc == 0)
		rc = usdt_regkeys(regs, nregs, &keys, &nkeys);
	usdt_reg_free(regs, nregs);
	if (rc == 0)
		rc = usdt_keys_added(keys, nkeys, w->keys, w->nkeys, added,
		    nadded);
	if (rc == 0)
		rc = usdt_pids_minus(w->known, w->nknown, pids, npids,
		    removed, nremoved);
	if (rc != 0) {
		free(pids);
		free(keys);
		free(*added);
		*added = NULL;
		*nadded = 0;
		return usdt_nomem(err, NULL);
	}
	free(w->known);
	w->known = pids;
	w->nknown = npids;
	free(w->keys);
	w->keys = keys;
	w->nkeys = nkeys;
	return 0;
}

const usdt_reg_bads_t *
usdt_reg_watch_bad(const usdt_reg_watch_t *w)
{
	return &w->bad;
}
