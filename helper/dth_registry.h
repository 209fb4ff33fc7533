/*
 * dth_registry.h -- the helper's half of the registry contract: how a
 * process announces "DOF at this address, in this object" to DTrace
 * consumers.  Static functions, included by the two helpers: dth_embed.c
 * (merged into every "dtrace -G" object) and dtrace_helper.c (the
 * libdtrace-helper library).
 *
 * The registry is a directory: $DTRACE_HELPER_DIR if set, else
 * /dev/shm/dtrace-helpers (there is no helper device on Linux; /dev/shm is
 * a world-writable tmpfs everywhere).  It is created on demand with mode
 * 01777, like /tmp, so every user's processes can register and none can
 * remove another user's entries.
 *
 * A registration is one file, named "<pid>-<hex address of the DOF, no
 * 0x>", holding one line:
 *
 *	<pid> 0x<address of the DOF> <path of the object, or nothing>\n
 *
 * written under a temporary name starting with "." and renamed into place,
 * so a consumer never sees half a file.  The object's path is what the
 * dynamic linker calls it (dl_iterate_phdr), or for the main program the
 * target of /proc/self/exe.  The file is removed when the object is
 * unloaded or the process exits normally.  Consumers treat entries as
 * untrusted hints: they check them against /proc/<pid>/maps and the
 * mapped file, and ignore (or delete) the entries of dead processes, so a
 * crash that leaves a file behind does no harm.
 *
 * A consumer that enables the probes of processes as they register (a
 * running `dtrace -n 'myapp*:::...'`) announces itself with an empty file
 * ".consumers/<its pid>" (a directory of their own, so that a process
 * reads only the consumers' names, not every registration: a server's
 * thousand workers each read a thousand names otherwise) and, once a
 * registered process's probes are in place, acknowledges it with
 * ".ack-<pid>-<its pid>".  After registering, the process waits until
 * every announced consumer that is alive has acknowledged it, at most
 * DTH_WAIT_MS, then removes those acknowledgements: so its first probes
 * fire, as they do when DTrace's helper registers through the kernel.  A
 * consumer that died leaves a file whose pid is gone, which is ignored.
 *
 * Rules for this code, which runs inside other people's programs:
 *   - it never fails loudly and never blocks for long: every error is
 *     silent (a line on stderr when DTRACE_DOF_INIT_DEBUG is set), and the
 *     only wait is the bounded one above, only while a consumer watches;
 *   - no allocation, no stdio: fixed buffers, write(2);
 *   - dth_reg_add() and dth_reg_remove() are async-signal-safe, because
 *     they run in a child process after fork(), where only such functions
 *     may be called; what is not (getenv, dl_iterate_phdr) runs once, in
 *     dth_reg_init(), before any fork.
 */
#ifndef DTH_REGISTRY_H
#define DTH_REGISTRY_H

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <link.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>		/* rename */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <signal.h>
#include <time.h>
#include <sys/stat.h>
#include <sys/syscall.h>

#define DTH_DEFAULT_DIR	"/dev/shm/dtrace-helpers"
#define DTH_WAIT_MS	1000	/* the longest wait for consumers */

typedef struct dth_reg {
	uintptr_t dr_dof;		/* the DOF's address */
	pid_t dr_pid;			/* the process registered, or 0 */
	bool dr_debug;			/* DTRACE_DOF_INIT_DEBUG is set */
	char dr_dir[512];		/* the registry directory */
	char dr_path[PATH_MAX];		/* the object's path, or "" */
} dth_reg_t;

/* ---- formatting without stdio -------------------------------------------- */

typedef struct dth_buf {
	char *db_p;
	size_t db_len, db_cap;		/* db_len > db_cap-1: truncated */
} dth_buf_t;

static void
dth_put(dth_buf_t *b, const char *s)
{
	for (; *s != '\0'; s++, b->db_len++)
		if (b->db_len + 1 < b->db_cap)
			b->db_p[b->db_len] = *s;
	b->db_p[b->db_len + 1 < b->db_cap ? b->db_len : b->db_cap - 1] = '\0';
}

static void
dth_put_num(dth_buf_t *b, uintmax_t v, unsigned base)
{
	char digits[32], *p = digits + sizeof(digits) - 1;

	*p = '\0';
	do {
		*--p = "0123456789abcdef"[v % base];
		v /= base;
	} while (v != 0);
	dth_put(b, p);
}

static bool
dth_ok(const dth_buf_t *b)
{
	return b->db_len + 1 <= b->db_cap;
}

/* "dtrace helper: <what> <path>: errno N" on stderr, when debugging */
static void
dth_say(const dth_reg_t *r, const char *what, const char *path, int err)
{
	char line[1024];
	dth_buf_t b = { line, 0, sizeof(line) };

	if (!r->dr_debug)
		return;
	dth_put(&b, "dtrace helper: ");
	dth_put(&b, what);
	if (path != NULL) {
		dth_put(&b, " ");
		dth_put(&b, path);
	}
	if (err != 0) {
		dth_put(&b, ": errno ");
		dth_put_num(&b, (uintmax_t)err, 10);
	}
	dth_put(&b, "\n");
	if (write(2, line, strlen(line)) < 0)
		return;
}

/* ---- setting up (not async-signal-safe) ---------------------------------- */

/* dl_iterate_phdr: the object whose loaded segments hold the DOF */
static int
dth_find_object(struct dl_phdr_info *info, size_t size, void *arg)
{
	dth_reg_t *r = arg;
	int i;

	(void)size;
	for (i = 0; i < info->dlpi_phnum; i++) {
		const ElfW(Phdr) *ph = &info->dlpi_phdr[i];
		uintptr_t lo = info->dlpi_addr + ph->p_vaddr;

		if (ph->p_type != PT_LOAD || r->dr_dof < lo ||
		    r->dr_dof - lo >= ph->p_memsz)
			continue;
		if (info->dlpi_name != NULL && info->dlpi_name[0] != '\0') {
			dth_buf_t b = { r->dr_path, 0, sizeof(r->dr_path) };

			dth_put(&b, info->dlpi_name);
			if (!dth_ok(&b))
				r->dr_path[0] = '\0';
		} else {
			ssize_t n = readlink("/proc/self/exe", r->dr_path,
			    sizeof(r->dr_path) - 1);

			r->dr_path[n > 0 ? n : 0] = '\0';
		}
		return 1;
	}
	return 0;
}

static void
dth_reg_init(dth_reg_t *r, const void *dof)
{
	const char *dir = getenv("DTRACE_HELPER_DIR");
	dth_buf_t b = { r->dr_dir, 0, sizeof(r->dr_dir) };

	r->dr_dof = (uintptr_t)dof;
	r->dr_pid = 0;
	r->dr_debug = getenv("DTRACE_DOF_INIT_DEBUG") != NULL;
	r->dr_path[0] = '\0';
	dth_put(&b, dir != NULL && dir[0] != '\0' ? dir : DTH_DEFAULT_DIR);
	if (!dth_ok(&b))
		r->dr_dir[0] = '\0';	/* too long: never registers */
	dl_iterate_phdr(dth_find_object, r);
	/* a newline would end the registration's line early */
	if (strchr(r->dr_path, '\n') != NULL)
		r->dr_path[0] = '\0';
}

/* ---- registering (async-signal-safe) ------------------------------------- */

/* dir/[.]<pid>-<hex dof> */
static bool
dth_reg_name(const dth_reg_t *r, pid_t pid, bool temp, char *out,
    size_t len)
{
	dth_buf_t b = { out, 0, len };

	dth_put(&b, r->dr_dir);
	dth_put(&b, temp ? "/." : "/");
	dth_put_num(&b, (uintmax_t)pid, 10);
	dth_put(&b, "-");
	dth_put_num(&b, r->dr_dof, 16);
	return dth_ok(&b);
}

/* The directory, made world-writable and sticky if we create it. */
static void
dth_reg_mkdir(const dth_reg_t *r)
{
	if (mkdir(r->dr_dir, 01777) == 0)
		(void)chmod(r->dr_dir, 01777);	/* not reduced by umask */
}

static int
dth_reg_write(const dth_reg_t *r, pid_t pid, const char *temp)
{
	char line[PATH_MAX + 64];
	dth_buf_t b = { line, 0, sizeof(line) };
	size_t off = 0;
	int fd, err = 0;

	dth_put_num(&b, (uintmax_t)pid, 10);
	dth_put(&b, " 0x");
	dth_put_num(&b, r->dr_dof, 16);
	dth_put(&b, " ");
	dth_put(&b, r->dr_path);
	dth_put(&b, "\n");
	(void)unlink(temp);		/* a leftover of a dead process */
	fd = open(temp, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC,
	    0644);
	if (fd < 0)
		return errno;
	while (off < b.db_len && err == 0) {
		ssize_t n = write(fd, line + off, b.db_len - off);

		if (n > 0)
			off += (size_t)n;
		else if (n < 0 && errno != EINTR)
			err = errno;
	}
	if (close(fd) != 0 && err == 0)
		err = errno;
	return err;
}

/* ---- waiting for consumers (async-signal-safe) -------------------------- */

/* what getdents64(2) returns; libc's struct dirent64 may differ */
struct dth_dirent {
	uint64_t d_ino;
	int64_t d_off;
	unsigned short d_reclen;
	unsigned char d_type;
	char d_name[];
};

/* A consumer's pid from its announcement's name "<pid>", if alive; else 0. */
static pid_t
dth_consumer_pid(const char *name)
{
	const char *p = name;
	long v = 0;

	if (*p == '\0')
		return 0;
	for (; *p >= '0' && *p <= '9' && v < (1L << 30); p++)
		v = v * 10 + (*p - '0');
	if (*p != '\0' || v <= 0 || v >= (1L << 30))
		return 0;
	if (kill((pid_t)v, 0) != 0 && errno == ESRCH)
		return 0;
	return (pid_t)v;
}

/* dir/.ack-<pid>-<consumer> */
static bool
dth_ack_name(const dth_reg_t *r, pid_t pid, pid_t consumer, char *out,
    size_t len)
{
	dth_buf_t b = { out, 0, len };

	dth_put(&b, r->dr_dir);
	dth_put(&b, "/.ack-");
	dth_put_num(&b, (uintmax_t)pid, 10);
	dth_put(&b, "-");
	dth_put_num(&b, (uintmax_t)consumer, 10);
	return dth_ok(&b);
}

/*
 * Every live consumer's acknowledgement of pid: are they all there
 * (remove = false), or remove them (remove = true)?
 */
static bool
dth_reg_acks(const dth_reg_t *r, pid_t pid, bool remove)
{
	char buf[4096] __attribute__((aligned(8)));
	char ack[sizeof(r->dr_dir) + 64];
	dth_buf_t b = { ack, 0, sizeof(ack) };
	bool all = true;
	long n;
	int fd;

	dth_put(&b, r->dr_dir);
	dth_put(&b, "/.consumers");
	if (!dth_ok(&b) ||
	    (fd = open(ack, O_RDONLY | O_DIRECTORY | O_CLOEXEC)) < 0)
		return true;		/* no consumer ever announced itself */
	while (all && (n = syscall(SYS_getdents64, fd, buf, sizeof(buf))) > 0)
		for (long off = 0; off < n; ) {
			const struct dth_dirent *d = (const void *)(buf + off);
			pid_t c = dth_consumer_pid(d->d_name);

			off += d->d_reclen;
			if (c == 0 || !dth_ack_name(r, pid, c, ack,
			    sizeof(ack)))
				continue;
			if (remove)
				(void)unlink(ack);
			else if (access(ack, F_OK) != 0)
				all = false;
		}
	close(fd);
	return all;
}

/* Microseconds since start (CLOCK_MONOTONIC). */
static long
dth_us_since(const struct timespec *start)
{
	struct timespec now;

	(void)clock_gettime(CLOCK_MONOTONIC, &now);
	return (now.tv_sec - start->tv_sec) * 1000000 +
	    (now.tv_nsec - start->tv_nsec) / 1000;
}

/*
 * Wait until the consumers watching the registry have seen pid: look
 * every 100 us for the first DTH_FAST_US (a consumer takes well under a
 * millisecond to enable a process's probes, and a forked worker waited a
 * whole one when the look was every ms), then every ms.  Not inotify:
 * closing an inotify instance waits for an SRCU grace period, 15-20 ms
 * measured, which every registering process (and whoever waits for it
 * to exit) would pay, consumer or not.
 */
#define DTH_FAST_US	5000

static void
dth_reg_wait(const dth_reg_t *r, pid_t pid)
{
	struct timespec start, fast = { 0, 100000 }, slow = { 0, 1000000 };
	long waited = 0;
	bool all, again = false;

	(void)clock_gettime(CLOCK_MONOTONIC, &start);
	while (!(all = dth_reg_acks(r, pid, false)) &&
	    (waited = dth_us_since(&start)) < DTH_WAIT_MS * 1000L) {
		again = true;
		(void)nanosleep(waited < DTH_FAST_US ? &fast : &slow, NULL);
	}
	(void)dth_reg_acks(r, pid, true);
	if (again)
		dth_say(r, all ? "consumers have seen us" :
		    "gave up waiting for consumers", NULL, 0);
}

/* Register the DOF for this process; 0 or an errno value. */
static int
dth_reg_add(dth_reg_t *r)
{
	char temp[sizeof(r->dr_dir) + 48], name[sizeof(temp)];
	pid_t pid = getpid();
	int err;

	if (r->dr_dir[0] == '\0' || !dth_reg_name(r, pid, true, temp,
	    sizeof(temp)) || !dth_reg_name(r, pid, false, name, sizeof(name)))
		return ENAMETOOLONG;
	dth_reg_mkdir(r);
	if ((err = dth_reg_write(r, pid, temp)) == 0 &&
	    rename(temp, name) != 0)
		err = errno;
	if (err != 0) {
		(void)unlink(temp);
		dth_say(r, "cannot register", name, err);
		return err;
	}
	r->dr_pid = pid;
	dth_say(r, "registered", name, 0);
	dth_reg_wait(r, pid);
	return 0;
}

/* Remove this process's registration, if it made one. */
static void
dth_reg_remove(dth_reg_t *r)
{
	char name[sizeof(r->dr_dir) + 48];

	if (r->dr_pid == 0 || r->dr_pid != getpid() ||
	    !dth_reg_name(r, r->dr_pid, false, name, sizeof(name)))
		return;
	if (unlink(name) != 0)
		dth_say(r, "cannot unregister", name, errno);
	else
		dth_say(r, "unregistered", name, 0);
	r->dr_pid = 0;
}

#endif /* DTH_REGISTRY_H */
