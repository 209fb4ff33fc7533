/*
 * test_usdt_reg.c -- unit test of the consumer side of the helper registry
 * (usdt/usdt_reg.c), in scratch directories named by $DTRACE_HELPER_DIR.
 *
 * A scan takes the entries whose pid is alive and whose address lies in a
 * file mapping of that pid (this test's own executable, and a child's),
 * reporting the mapping and the file offset; it deletes the entries of a
 * dead process; it skips, and leaves alone, entries whose address is in
 * anonymous memory, whose line disagrees with the name or is incomplete,
 * symbolic links, and files that are not entries at all.
 *
 * The watch creates its directory (sticky, world-writable), and each drain
 * reports the pids that gained their first entry or lost their last one:
 * entries written, renamed into place and removed, a registered child
 * killed (no event: noticed by the drain), the directory removed and
 * recreated.
 */
#include "usdt_test.h"

#include <fcntl.h>
#include <inttypes.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>

static const char *self_path = "/proc/self/exe";

/* Writes an entry: name "<pid>-<addr>", one line of content. */
static void
entry(const char *dir, pid_t pid, uint64_t addr, const char *content)
{
	char path[1024], line[256];

	snprintf(path, sizeof(path), "%s/%d-%" PRIx64, dir, (int)pid, addr);
	if (content == NULL) {
		snprintf(line, sizeof(line), "%d 0x%" PRIx64 " /some/path\n",
		    (int)pid, addr);
		content = line;
	}
	CHECK(ut_spew(path, content, strlen(content)) == 0, "write %s", path);
}

static int
exists(const char *dir, const char *name)
{
	char path[1024];
	struct stat st;

	snprintf(path, sizeof(path), "%s/%s", dir, name);
	return lstat(path, &st) == 0;
}

/* A child that waits on a pipe: its pid; closing *wfd ends it. */
static pid_t
sleeper(int *wfd)
{
	int p[2];
	char c;
	pid_t pid;

	if (pipe(p) != 0)
		return -1;
	if ((pid = fork()) == 0) {
		close(p[1]);
		while (read(p[0], &c, 1) > 0)
			;
		_exit(0);
	}
	close(p[0]);
	*wfd = p[1];
	return pid;
}

static void
reap(pid_t pid, int wfd)
{
	int status;

	close(wfd);
	kill(pid, SIGKILL);
	waitpid(pid, &status, 0);
}

/* A pid that was alive and is not any more. */
static pid_t
dead_pid(void)
{
	int status;
	pid_t pid = fork();

	if (pid == 0)
		_exit(0);
	waitpid(pid, &status, 0);
	return pid;
}

static void
test_dir(void)
{
	CHECK(setenv("DTRACE_HELPER_DIR", "/x/y", 1) == 0 &&
	    strcmp(usdt_reg_dir(), "/x/y") == 0, "dir from env");
	CHECK(setenv("DTRACE_HELPER_DIR", "", 1) == 0 &&
	    strcmp(usdt_reg_dir(), "/dev/shm/dtrace-helpers") == 0,
	    "empty env");
	CHECK(unsetenv("DTRACE_HELPER_DIR") == 0 &&
	    strcmp(usdt_reg_dir(), "/dev/shm/dtrace-helpers") == 0,
	    "default dir");
}

/* The reason given for entry pid-addr, or NULL if it was not passed over. */
static const char *
why_of(const usdt_reg_bads_t *bad, pid_t pid, uint64_t addr)
{
	char name[64];

	snprintf(name, sizeof(name), "%d-%" PRIx64, (int)pid, addr);
	for (size_t i = 0; i < bad->n; i++)
		if (strcmp(bad->v[i].name, name) == 0 && bad->v[i].pid == pid)
			return bad->v[i].why;
	return NULL;
}

static bool
why_is(const usdt_reg_bads_t *bad, pid_t pid, uint64_t addr, const char *s)
{
	const char *why = why_of(bad, pid, addr);

	return CHECK(why != NULL && strstr(why, s) != NULL, "%d-%" PRIx64
	    ": '%s', wanted '%s'", (int)pid, addr, why ? why : "(none)", s);
}

/* test_scan's registry again: why each entry of ours was passed over. */
static void
test_scan_why(pid_t me, uint64_t a1, uint64_t a2, const char *heap)
{
	usdt_reg_bads_t bad;
	usdt_reg_t *regs;
	size_t n, i;
	int rc;

	rc = usdt_reg_scan_why(NULL, &regs, &n, &bad, NULL);
	if (!CHECK(rc == 0 && n == 3 && bad.n == 8, "scan_why: rc %d, %zu "
	    "entries, %zu passed over", rc, n, bad.n))
		goto out;
	why_is(&bad, me, (uint64_t)(uintptr_t)heap, "in no file mapping");
	why_is(&bad, me, a2 + 1, "does not match its name");
	why_is(&bad, me, a1 + 1, "does not match its name");
	why_is(&bad, me, a1 + 2, "malformed content");
	why_is(&bad, me, a1 + 3, "malformed content");
	why_is(&bad, me, a1 + 4, "malformed content");
	why_is(&bad, me, a1 + 6, "malformed content");
	why_is(&bad, me, a1 + 5, "not a regular file");
	for (i = 1; i < bad.n; i++)
		CHECK(strcmp(bad.v[i - 1].name, bad.v[i].name) < 0, "sorted");
out:
	usdt_reg_free(regs, n);
	usdt_reg_bads_free(&bad);
}

static void
test_scan(void)
{
	const char *dir = ut_path("reg");
	uint64_t a1 = (uint64_t)(uintptr_t)&test_scan;
	uint64_t a2 = (uint64_t)(uintptr_t)&entry;
	char *heap = malloc(64), name[64], exe[PATH_MAX], line[128];
	pid_t me = getpid(), dead = dead_pid(), kid, *pids;
	usdt_reg_t *regs;
	size_t n, np, i;
	int wfd, rc;

	CHECK(mkdir(dir, 0755) == 0 && setenv("DTRACE_HELPER_DIR", dir, 1) ==
	    0, "setup");
	kid = sleeper(&wfd);
	entry(dir, me, a1, NULL);
	entry(dir, me, a2, NULL);
	entry(dir, kid, a1, NULL);		/* a fork maps what we do */
	entry(dir, me, (uint64_t)(uintptr_t)heap, NULL);
	entry(dir, dead, a1, NULL);
	snprintf(line, sizeof(line), "%d 0x%" PRIx64 " /p\n", (int)kid, a2);
	entry(dir, me, a2 + 1, line);		/* another pid inside */
	snprintf(line, sizeof(line), "%d 0x%" PRIx64 " /p\n", (int)me, a1);
	entry(dir, me, a1 + 1, line);		/* another address inside */
	snprintf(line, sizeof(line), "%d 0x%" PRIx64 " /p", (int)me, a1 + 2);
	entry(dir, me, a1 + 2, line);		/* no newline yet */
	snprintf(line, sizeof(line), "%d 0x%" PRIx64 " \n", (int)me, a1 + 3);
	entry(dir, me, a1 + 3, line);		/* no path */
	snprintf(line, sizeof(line), "%d 0x%" PRIx64 " /p\nmore\n", (int)me,
	    a1 + 4);
	entry(dir, me, a1 + 4, line);		/* two lines */
	snprintf(line, sizeof(line), "%d 0x%" PRIx64 " /p\033[2J\n", (int)me,
	    a1 + 6);
	entry(dir, me, a1 + 6, line);		/* a terminal escape */
	snprintf(name, sizeof(name), "%s/%d-%" PRIx64, dir, (int)me, a1 + 5);
	CHECK(symlink(self_path, name) == 0, "symlink");
	ut_spew(ut_path("reg/.tmp-1"), "x", 1);
	ut_spew(ut_path("reg/0123-4"), "x", 1);		/* leading zero */
	ut_spew(ut_path("reg/README"), "x", 1);

	rc = usdt_reg_scan(NULL, &regs, &n, NULL);
	if (!CHECK(rc == 0 && n == 3, "scan: rc %d, %zu entries", rc, n))
		goto out;
	CHECK(regs[0].pid == (me < kid ? me : kid) && regs[2].pid == (me < kid ?
	    kid : me), "sorted by pid");
	CHECK(realpath(self_path, exe) != NULL, "realpath");
	for (i = 0; i < n; i++) {
		const usdt_reg_t *r = &regs[i];

		CHECK((r->pid == me || r->pid == kid) && (r->addr == a1 ||
		    r->addr == a2) && strcmp(r->hint, "/some/path") == 0 &&
		    strcmp(r->map.path, exe) == 0 && r->map.start <= r->addr &&
		    r->addr < r->map.end && r->file_off == r->addr -
		    r->map.start + r->map.offset, "entry %d-%" PRIx64 ": '%s' "
		    "'%s'", (int)r->pid, r->addr, r->hint, r->map.path);
	}
	CHECK(usdt_reg_pids(regs, n, &pids, &np) == 0 && np == 2 &&
	    pids[0] < pids[1] && (pids[0] == me || pids[1] == me), "pids");
	free(pids);
	usdt_reg_free(regs, n);

	/* The dead one is gone; the others, even invalid, stay. */
	snprintf(name, sizeof(name), "%d-%" PRIx64, (int)dead, a1);
	CHECK(!exists(dir, name), "dead entry %s still there", name);
	snprintf(name, sizeof(name), "%d-%" PRIx64, (int)me,
	    (uint64_t)(uintptr_t)heap);
	CHECK(exists(dir, name), "heap entry deleted");
	snprintf(name, sizeof(name), "%d-%" PRIx64, (int)me, a1 + 5);
	CHECK(exists(dir, name) && exists(dir, ".tmp-1") && exists(dir,
	    "0123-4") && exists(dir, "README"), "other files deleted");
	test_scan_why(me, a1, a2, heap);
	rc = usdt_reg_scan(ut_path("nodir"), &regs, &n, NULL);
	CHECK(rc == 0 && n == 0 && regs == NULL, "missing dir: %d", rc);
out:
	reap(kid, wfd);
	free(heap);
}

/* Waits (up to 5 s, as a safety) for the watch to have something. */
static int
ready(usdt_reg_watch_t *w)
{
	struct pollfd p = { usdt_reg_watch_fd(w), POLLIN, 0 };

	return poll(&p, 1, 5000) == 1;
}

/* Drains and compares with the pids expected (0: none). */
static void
drain(usdt_reg_watch_t *w, pid_t add, pid_t rem, const char *what)
{
	pid_t *a, *r;
	size_t na, nr;
	usdt_err_t err;
	int rc = usdt_reg_watch_drain(w, &a, &na, &r, &nr, &err);

	CHECK(rc == 0 && na == (add ? 1u : 0u) && (!add || a[0] == add) &&
	    nr == (rem ? 1u : 0u) && (!rem || r[0] == rem), "%s: rc %d, "
	    "added %zu (%d), removed %zu (%d)", what, rc, na, na ? a[0] : 0,
	    nr, nr ? r[0] : 0);
	free(a);
	free(r);
}

static void
test_watch(void)
{
	const char *dir = ut_path("watch");
	uint64_t a1 = (uint64_t)(uintptr_t)&test_watch;
	char name[1024], tmp[1024], line[128];
	usdt_reg_watch_t *w;
	usdt_err_t err;
	struct stat st;
	pid_t me = getpid(), kid;
	int rc, wfd;

	rc = usdt_reg_watch_open(dir, &w, &err);
	if (!CHECK(rc == 0, "watch_open: %s", err.msg))
		return;
	CHECK(stat(dir, &st) == 0 && S_ISDIR(st.st_mode) &&
	    (st.st_mode & 07777) == 01777, "created mode %o", st.st_mode);
	drain(w, 0, 0, "empty");

	entry(dir, me, a1, NULL);
	CHECK(ready(w), "no event for a new entry");
	drain(w, me, 0, "new entry");
	drain(w, 0, 0, "nothing new");

	/*
	 * A second entry of a registered pid (a dlopen()ed object with
	 * probes) reports the pid again, so that its probes get enabled;
	 * its removal is no news while the pid has another entry.
	 */
	entry(dir, me, a1 + 1, NULL);
	CHECK(ready(w), "no event for a second entry");
	drain(w, me, 0, "second entry");
	snprintf(name, sizeof(name), "%s/%d-%" PRIx64, dir, (int)me, a1 + 1);
	CHECK(unlink(name) == 0, "unlink");
	drain(w, 0, 0, "second entry gone");

	/* A child registers, then dies without a word. */
	kid = sleeper(&wfd);
	snprintf(tmp, sizeof(tmp), "%s/.tmp", dir);
	snprintf(line, sizeof(line), "%d 0x%" PRIx64 " /x\n", (int)kid, a1);
	ut_spew(tmp, line, strlen(line));
	snprintf(name, sizeof(name), "%s/%d-%" PRIx64, dir, (int)kid, a1);
	CHECK(rename(tmp, name) == 0, "rename");
	CHECK(ready(w), "no event for a rename");
	drain(w, kid, 0, "renamed in");
	reap(kid, wfd);
	drain(w, 0, kid, "child died");
	CHECK(access(name, F_OK) != 0, "dead child's entry remains");

	snprintf(name, sizeof(name), "%s/%d-%" PRIx64, dir, (int)me, a1);
	CHECK(unlink(name) == 0, "unlink");
	CHECK(ready(w), "no event for a removal");
	drain(w, 0, me, "entry removed");

	/* The directory goes and comes back. */
	CHECK(rmdir(dir) == 0, "rmdir");
	drain(w, 0, 0, "directory removed");
	CHECK(stat(dir, &st) == 0 && S_ISDIR(st.st_mode), "not recreated");
	entry(dir, me, a1, NULL);
	CHECK(ready(w), "no event after recreation");
	drain(w, me, 0, "entry in the new directory");
	usdt_reg_watch_close(w);

	rc = usdt_reg_watch_open(ut_path("no/such/parent"), &w, &err);
	CHECK(rc == -ENOENT && strstr(err.msg, "cannot create the registry") !=
	    NULL, "bad dir: %d '%s'", rc, err.msg);
}

int
main(int argc, char **argv)
{
	ut_verbose = argc > 1 && strcmp(argv[1], "-v") == 0;
	ut_mkdir();
	test_dir();
	test_scan();
	test_watch();
	return ut_finish("test_usdt_reg");
}
