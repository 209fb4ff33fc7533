/*
 * test_usdt_proc.c -- unit test of USDT probe discovery in live processes
 * (usdt/usdt_proc.c).
 *
 * It builds usdt_sample.c as a PIE linked against usdt_sample_sema.c built
 * as a shared library, starts it (it prints the addresses of main and
 * sample_sema, then waits for its stdin to close), and checks what
 * usdt_proc_open() finds in it:
 *
 *   - the executable and the library as objects, module = basename;
 *   - each probe with its D provider (name + pid), function and name;
 *   - load biases equal to where main and sample_sema really are, so that
 *     each probe's runtime address holds the nop (read through
 *     /proc/PID/mem) and the semaphore initialised to 0x1234 reads so;
 *   - a second look parses nothing again (the cache);
 *   - usdt_scan_all_pids() finds the process by provider glob, and not by
 *     another;
 *   - usdt_map_find() and usdt_map_open() on its mappings;
 *   - the mappings read through PROCMAP_QUERY (Linux >= 6.11) and read
 *     as text are the same, all of them and the executable ones, and
 *     the probes are the same when the text is read;
 *   - in this process, a library with a malformed note is an object with
 *     its error, and executable junk in a memfd is no object;
 *   - as root, the probes are still found after the files are deleted;
 *   - errors: a pid that does not exist, an address in no file.
 *
 * Exits 77 if the compiler cannot build the sample (no <sys/sdt.h>).
 */
#define UT_WITH_LIBELF
#include "usdt_test.h"
#include "usdt_impl.h"	/* usdt_maps_each */

#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <limits.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/wait.h>

static pid_t child = -1;
static int child_in = -1;
static uint64_t main_addr, sema_fn_addr;	/* where the child says */
static uint64_t main_sym, sema_fn_sym, gated_sym;	/* link-time values */

/* Starts the sample with "wait" and reads its addresses. */
static int
start_child(const char *exe)
{
	int in[2], out[2];
	char line[128];
	FILE *f;

	if (pipe(in) != 0 || pipe(out) != 0)
		return -1;
	if ((child = fork()) == 0) {
		dup2(in[0], 0);
		dup2(out[1], 1);
		close(in[1]);
		close(out[0]);
		execl(exe, exe, "wait", (char *)NULL);
		_exit(127);
	}
	close(in[0]);
	close(out[1]);
	child_in = in[1];
	f = fdopen(out[0], "r");
	if (child < 0 || f == NULL || fgets(line, sizeof(line), f) == NULL ||
	    sscanf(line, "ready %" SCNx64 " %" SCNx64, &main_addr,
	    &sema_fn_addr) != 2) {
		if (f != NULL)
			fclose(f);
		return -1;
	}
	fclose(f);
	return 0;
}

static void
stop_child(void)
{
	int status;

	if (child_in >= 0)
		close(child_in);
	if (child > 0) {
		kill(child, SIGKILL);
		waitpid(child, &status, 0);
	}
	child = -1;
	child_in = -1;
}

/* Bytes of the child's memory, through /proc/PID/mem. */
static int
peek(uint64_t addr, void *buf, size_t len)
{
	char path[64];
	int fd, ok;

	snprintf(path, sizeof(path), "/proc/%d/mem", (int)child);
	if ((fd = open(path, O_RDONLY)) < 0)
		return -1;
	ok = pread(fd, buf, len, (off_t)addr) == (ssize_t)len;
	close(fd);
	return ok ? 0 : -1;
}

static int
is_nop(uint64_t addr)
{
	unsigned char b[4];

	if (peek(addr, b, sizeof(b)) != 0)
		return 0;
#if defined(__aarch64__)
	return b[0] == 0x1f && b[1] == 0x20 && b[2] == 0x03 && b[3] == 0xd5;
#else
	return b[0] == 0x90;
#endif
}

static const usdt_obj_t *
find_obj(const usdt_proc_t *p, const char *module)
{
	size_t i;

	for (i = 0; i < p->nobjs; i++)
		if (strcmp(p->objs[i].module, module) == 0)
			return &p->objs[i];
	return NULL;
}

/* The probes of the process, as the sample's sources place them. */
static void
check_probes(const usdt_proc_t *p, const char *exe, const char *lib,
    bool deleted)
{
	const usdt_obj_t *oe = find_obj(p, "sample_exe");
	const usdt_obj_t *ol = find_obj(p, "libsamplesema.so");
	char prov[64], prov2[64];
	unsigned short sema;
	size_t i, ne = 0, nl = 0;

	snprintf(prov, sizeof(prov), "sample%d", (int)child);
	snprintf(prov2, sizeof(prov2), "sample-prov%d", (int)child);
	if (!CHECK(oe != NULL && ol != NULL, "objects: exe %p lib %p",
	    (void *)oe, (void *)ol))
		return;
	CHECK(oe->err == NULL && ol->err == NULL && oe->deleted == deleted &&
	    ol->deleted == deleted,
	    "object errors: '%s' '%s'", oe->err ? oe->err : "",
	    ol->err ? ol->err : "");
	CHECK(strcmp(oe->path, exe) == 0 && strcmp(ol->path, lib) == 0,
	    "paths '%s' '%s'", oe->path, ol->path);
	CHECK(oe->bias == main_addr - main_sym, "exe bias 0x%"
	    PRIx64 " main 0x%" PRIx64, oe->bias, main_addr);
	CHECK(ol->bias == sema_fn_addr - sema_fn_sym,
	    "lib bias 0x%" PRIx64, ol->bias);
	CHECK(strncmp(oe->open_path, "/proc/", 6) == 0, "open_path '%s'",
	    oe->open_path);
	for (i = 0; i < p->nprobes; i++) {
		const usdt_probe_t *pr = &p->probes[i];

		CHECK(pr->addr == pr->obj->bias + pr->note->pc &&
		    is_nop(pr->addr), "%s:%s:%s:%s at 0x%" PRIx64 ": no nop",
		    pr->provider, pr->module, pr->function, pr->name,
		    pr->addr);
		if (pr->obj == oe) {
			ne++;
			CHECK(strcmp(pr->provider, prov) == 0 &&
			    strcmp(pr->module, "sample_exe") == 0 &&
			    strcmp(pr->function, "sample_args") == 0,
			    "exe probe %s:%s:%s:%s", pr->provider, pr->module,
			    pr->function, pr->name);
		} else if (pr->obj == ol) {
			nl++;
			CHECK(strcmp(pr->module, "libsamplesema.so") == 0 &&
			    strcmp(pr->function, "sample_sema") == 0,
			    "lib probe %s:%s:%s:%s", pr->provider, pr->module,
			    pr->function, pr->name);
			if (strcmp(pr->name, "gated") == 0)
				CHECK(strcmp(pr->provider, prov) == 0 &&
				    pr->sema_addr == ol->bias + gated_sym &&
				    peek(pr->sema_addr, &sema, 2) == 0 &&
				    sema == 0x1234, "gated: semaphore at 0x%"
				    PRIx64, pr->sema_addr);
			else
				CHECK(strcmp(pr->name, "dash-name") == 0 &&
				    strcmp(pr->provider, prov2) == 0 &&
				    pr->sema_addr != 0, "lib probe %s:%s",
				    pr->provider, pr->name);
		}
	}
	CHECK(ne == 5 && nl == 2, "%zu exe probes, %zu lib probes", ne, nl);
}

static void
test_scan(usdt_cache_t *c)
{
	pid_t *pids;
	size_t n, i, parses = usdt_cache_parses(c);
	char glob[64];
	int rc, found;

	rc = usdt_scan_all_pids(c, "sample*", &pids, &n, NULL);
	for (i = 0, found = 0; rc == 0 && i < n; i++)
		found += pids[i] == child;
	CHECK(rc == 0 && found == 1, "scan sample*: rc %d, %zu pids", rc, n);
	for (i = 1; rc == 0 && i < n; i++)
		CHECK(pids[i - 1] < pids[i], "scan: not sorted");
	free(pids);
	snprintf(glob, sizeof(glob), "sample-prov%d", (int)child);
	rc = usdt_scan_all_pids(c, glob, &pids, &n, NULL);
	CHECK(rc == 0 && n == 1 && pids[0] == child, "scan %s: %zu", glob, n);
	free(pids);
	rc = usdt_scan_all_pids(c, NULL, &pids, &n, NULL);
	for (i = 0, found = 0; rc == 0 && i < n; i++)
		found += pids[i] == child;
	CHECK(rc == 0 && found == 1, "scan all: rc %d", rc);
	free(pids);
	rc = usdt_scan_all_pids(c, "nosuchprov*", &pids, &n, NULL);
	CHECK(rc == 0 && n == 0 && pids == NULL, "scan nosuchprov*: %zu", n);
	free(pids);
	/* The sample's files were known already: nothing parsed again. */
	CHECK(usdt_cache_parses(c) >= parses, "scan parses");
	/* The sample's executable is cached: getting it again parses
	   nothing.  (A rescan of all processes is no test of that: other
	   processes may start meanwhile.) */
	{
		char exe[64];
		usdt_file_t *f = NULL;
		int fd;

		snprintf(exe, sizeof(exe), "/proc/%d/exe", (int)child);
		fd = open(exe, O_RDONLY | O_CLOEXEC);
		parses = usdt_cache_parses(c);
		rc = fd < 0 ? -errno : usdt_cache_get(c, fd, exe, &f, NULL);
		CHECK(rc == 0 && usdt_cache_parses(c) == parses, "the cached "
		    "sample was parsed again (rc %d)", rc);
		if (f != NULL)
			usdt_file_release(f);
		if (fd >= 0)
			close(fd);
	}
}

static void
test_maps(const char *exe)
{
	usdt_map_t *m = malloc(sizeof(*m));
	usdt_err_t err;
	struct stat st;
	char want[128], opened[PATH_MAX];
	int rc, fd;

	rc = usdt_map_find(child, main_addr, m, &err);
	if (CHECK(rc == 0, "map_find main: %s", err.msg)) {
		CHECK(strcmp(m->path, exe) == 0 && m->perms[2] == 'x' &&
		    m->ino != 0 && m->start <= main_addr && main_addr < m->end,
		    "map of main: '%s' %s", m->path, m->perms);
		fd = usdt_map_open(child, m, opened, &err);
		CHECK(fd >= 0 && fstat(fd, &st) == 0 && st.st_ino == m->ino &&
		    strncmp(opened, "/proc/", 6) == 0, "map_open: %s",
		    fd < 0 ? err.msg : opened);
		if (fd >= 0)
			close(fd);
	}
	rc = usdt_map_find(child, 0x10, m, &err);
	snprintf(want, sizeof(want), "usdt: address 0x10 is in no file "
	    "mapping of process %d", (int)child);
	CHECK(rc == -ENOENT && strcmp(err.msg, want) == 0, "map_find 0x10: "
	    "%d '%s'", rc, err.msg);
	free(m);
}

typedef struct maplist {
	usdt_map_t	*v;
	size_t		n;
} maplist_t;

static int
collect_fn(void *arg, const usdt_map_t *m)
{
	maplist_t *l = arg;
	usdt_map_t *v = realloc(l->v, (l->n + 1) * sizeof(*v));

	if (v == NULL)
		return -ENOMEM;
	l->v = v;
	l->v[l->n++] = *m;
	return 0;
}

static bool
map_same(const usdt_map_t *a, const usdt_map_t *b)
{
	return a->start == b->start && a->end == b->end &&
	    a->offset == b->offset && strcmp(a->perms, b->perms) == 0 &&
	    a->dev == b->dev && a->ino == b->ino && a->deleted == b->deleted &&
	    strcmp(a->path, b->path) == 0;
}

/* Leaves the file mappings of l (and only executable ones with exec). */
static void
files_only(maplist_t *l, bool exec)
{
	size_t i, n = 0;

	for (i = 0; i < l->n; i++)
		if (l->v[i].ino != 0 && (!exec || l->v[i].perms[2] == 'x'))
			l->v[n++] = l->v[i];
	l->n = n;
}

/*
 * The mappings of the child both ways: the same files at the same places
 * (the text also lists [vsyscall], which is no mapping to the query).
 * With exec_only, the query gives only executable file mappings (older
 * kernels give the text both times).
 */
static void
test_maps_agree(bool exec_only)
{
	maplist_t q = { NULL, 0 }, t = { NULL, 0 };
	usdt_err_t err;
	size_t n, i;
	int rc;

	usdt_maps_text_only(false);
	rc = usdt_maps_each(child, 0, exec_only, collect_fn, &q, &err);
	CHECK(rc == 0, "maps by query: %s", err.msg);
	usdt_maps_text_only(true);
	rc = usdt_maps_each(child, 0, exec_only, collect_fn, &t, &err);
	CHECK(rc == 0, "maps as text: %s", err.msg);
	usdt_maps_text_only(false);
	n = q.n;
	files_only(&q, exec_only);
	CHECK(!exec_only || n == q.n || n == t.n, "exec_only: %zu of %zu "
	    "mappings are of files mapped executable", q.n, n);
	files_only(&t, exec_only);
	for (i = 0; i < q.n && i < t.n && map_same(&q.v[i], &t.v[i]); i++)
		;
	CHECK(q.n > 1 && i == q.n && i == t.n, "exec_only %d: %zu file "
	    "mappings by query, %zu as text, differing at %zu (%s)",
	    exec_only, q.n, t.n, i, i < t.n ? t.v[i].path : "");
	free(q.v);
	free(t.v);
}

static void
test_errors(usdt_cache_t *c)
{
	usdt_proc_t *p = NULL;
	usdt_err_t err;
	char want[128];
	int rc;

	rc = usdt_proc_open(c, INT_MAX, &p, &err);
	snprintf(want, sizeof(want), "usdt: cannot read the mappings of "
	    "process %d: No such file or directory", INT_MAX);
	CHECK(rc == -ESRCH && p == NULL && strcmp(err.msg, want) == 0,
	    "no such pid: %d '%s'", rc, err.msg);
	rc = usdt_proc_open(c, 0, &p, &err);
	CHECK(rc == -ESRCH && p == NULL, "pid 0: %d", rc);
	/* A kernel thread maps nothing: no objects, no probes, no error. */
	rc = usdt_proc_open(c, 2, &p, &err);
	if (rc == 0)
		CHECK(p->nobjs == 0 && p->nprobes == 0, "kthreadd: %zu objs",
		    p->nobjs);
	usdt_proc_free(p);
}

/*
 * What this process maps executable itself: a memfd of junk (as a JIT's
 * code) is no object; a copy of the library with a malformed note is an
 * object with its error and no probes.
 */
static void
test_self(const char *lib)
{
	static const char junk[8192] = "not an ELF file";
	const char *bad = ut_path("libbad.so");
	unsigned char *img;
	const usdt_obj_t *o;
	usdt_proc_t *p;
	usdt_err_t err;
	size_t len, soff = 0, ssize = 0, i;
	void *m1 = MAP_FAILED, *m2 = MAP_FAILED;
	uint32_t descsz = 0x7fffffff;
	int fd = -1, rc;

	img = ut_slurp(lib, &len);
	if (!CHECK(img != NULL && section(lib, ".note.stapsdt", &soff,
	    &ssize) == 0, "read %s", lib)) {
		free(img);
		return;
	}
	memcpy(img + soff + 4, &descsz, 4);
	ut_spew(bad, img, len);
	if ((fd = open(bad, O_RDONLY)) >= 0)
		m1 = mmap(NULL, len, PROT_READ | PROT_EXEC, MAP_PRIVATE, fd, 0);
	if (fd >= 0)
		close(fd);
	if ((fd = memfd_create("usdt_jit", 0)) >= 0 &&
	    write(fd, junk, sizeof(junk)) == sizeof(junk))
		m2 = mmap(NULL, sizeof(junk), PROT_READ | PROT_EXEC,
		    MAP_PRIVATE, fd, 0);
	if (fd >= 0)
		close(fd);
	CHECK(m1 != MAP_FAILED, "map libbad.so");
	rc = usdt_proc_open(NULL, getpid(), &p, &err);
	if (CHECK(rc == 0, "self: %s", err.msg)) {
		o = find_obj(p, "libbad.so");
		CHECK(o != NULL && o->err != NULL && strstr(o->err,
		    "malformed .note.stapsdt note in") != NULL, "libbad.so: "
		    "%s", o && o->err ? o->err : "no error");
		for (i = 0; i < p->nobjs; i++)
			CHECK(strncmp(p->objs[i].module, "memfd:", 6) != 0,
			    "the memfd is an object: %s", p->objs[i].err ?
			    p->objs[i].err : "");
		for (i = 0; i < p->nprobes; i++)
			CHECK(p->probes[i].obj != o, "probe of libbad.so");
		usdt_proc_free(p);
	}
	if (m1 != MAP_FAILED)
		munmap(m1, len);
	if (m2 != MAP_FAILED)
		munmap(m2, sizeof(junk));
	free(img);
}

/* As root, the files can go: map_files still reaches them. */
static void
test_deleted(usdt_cache_t *c, const char *exe, const char *lib)
{
	const usdt_obj_t *o;
	usdt_proc_t *p;
	usdt_err_t err;
	int rc;

	if (geteuid() != 0) {
		printf("deleted files: not checked (not root)\n");
		return;
	}
	CHECK(unlink(exe) == 0 && unlink(lib) == 0, "unlink");
	rc = usdt_proc_open(c, child, &p, &err);
	if (!CHECK(rc == 0, "deleted: %s", err.msg))
		return;
	o = find_obj(p, "sample_exe");
	CHECK(o != NULL && o->deleted && o->err == NULL &&
	    strcmp(o->path, exe) == 0, "deleted exe: %s",
	    o && o->err ? o->err : "");
	check_probes(p, exe, lib, true);
	usdt_proc_free(p);
	test_maps_agree(false);
}

int
main(int argc, char **argv)
{
	char exe[PATH_MAX], lib[PATH_MAX + 32], flags[PATH_MAX * 2 + 64];
	usdt_cache_t *c;
	usdt_proc_t *p;
	usdt_err_t err;
	size_t parses;
	int rc;

	ut_verbose = argc > 1 && strcmp(argv[1], "-v") == 0;
	if (elf_version(EV_CURRENT) == EV_NONE)
		return 1;
	ut_mkdir();
	/* /proc/PID/maps shows real paths: the scratch directory's. */
	if (realpath(ut_dir, exe) == NULL)
		return 1;
	snprintf(lib, sizeof(lib), "%s/libsamplesema.so", exe);
	strcat(exe, "/sample_exe");
	if (ut_build("libsamplesema.so", "-O2 -fPIC -shared",
	    ut_src("usdt_sample_sema.c")) != 0)
		ut_skip("test_usdt_proc", "cannot build the sample with "
		    "<sys/sdt.h>");
	snprintf(flags, sizeof(flags), "-O2 -fPIE -pie -L%s -lsamplesema "
	    "-Wl,-rpath,%s", ut_dir, ut_dir);
	if (!CHECK(ut_build("sample_exe", flags, ut_src("usdt_sample.c")) ==
	    0, "build sample_exe") || !CHECK(start_child(exe) == 0,
	    "start sample_exe")) {
		stop_child();
		return ut_finish("test_usdt_proc");
	}
	main_sym = symval(exe, "main");
	sema_fn_sym = symval(lib, "sample_sema");
	gated_sym = symval(lib, "sample_gated_semaphore");
	c = usdt_cache_create();
	rc = usdt_proc_open(c, child, &p, &err);
	if (CHECK(rc == 0, "proc_open: %s", err.msg)) {
		check_probes(p, exe, lib, false);
		usdt_proc_free(p);
	}
	parses = usdt_cache_parses(c);
	rc = usdt_proc_open(c, child, &p, &err);
	if (CHECK(rc == 0 && usdt_cache_parses(c) == parses, "second look "
	    "parsed %zu files", usdt_cache_parses(c) - parses))
		usdt_proc_free(p);
	rc = usdt_proc_open(NULL, child, &p, &err);
	if (CHECK(rc == 0, "proc_open without a cache: %s", err.msg)) {
		check_probes(p, exe, lib, false);
		usdt_proc_free(p);
	}
	test_scan(c);
	test_maps(exe);
	test_maps_agree(false);
	test_maps_agree(true);
	usdt_maps_text_only(true);
	rc = usdt_proc_open(NULL, child, &p, &err);
	if (CHECK(rc == 0, "proc_open reading the text: %s", err.msg)) {
		check_probes(p, exe, lib, false);
		usdt_proc_free(p);
	}
	test_maps(exe);
	usdt_maps_text_only(false);
	test_errors(c);
	test_self(lib);
	test_deleted(c, exe, lib);
	usdt_cache_destroy(c);
	stop_child();
	return ut_finish("test_usdt_proc");
}
