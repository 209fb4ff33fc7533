/*
 * test_pid_proc.c -- unit test of pidprov's process modules (pid_proc.c):
 * /proc/PID/maps, load biases, module names and matching, and run-time
 * address to "module`function+0xoff".
 *
 * Build and run from the top of the tree (make check does both):
 *
 *	gcc -Ipidprov -o test_pid_proc tests/unit/test_pid_proc.c \
 *	    -Llibdtrace/.libs -ldtrace
 *	srcdir=. ./test_pid_proc [-v]
 *
 * It builds tests/unit/pid/target.c (a PIE linked with lib.c as
 * libpidtest.so.1, found through a symlink to libpidtest.so.1.0; a
 * non-PIE; a static one if libc.a is there), starts each, and reads the
 * addresses it prints of its own functions and of libc's getpid(): every
 * one must be the module's bias plus the function's link-time address.
 * One copy of the program is deleted while it runs.  The maps parser and
 * the module-name matching are also checked on made-up input.  Exits 77
 * (skip) without gcc.
 */
#include "pid/pid_test.h"	/* first: it sets _GNU_SOURCE */

#include <gelf.h>
#include <poll.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/ptrace.h>
#include <sys/stat.h>
#include <sys/wait.h>

#include "pid_impl.h"		/* pid_maps_parse() */

/* ---------------------------------------------------- running a target */

typedef struct target {
	pid_t pid;
	int fd;			/* its standard output */
	char name[8][64];
	uint64_t addr[8];
	int n;
} target_t;

/*
 * Start path with an argument (so that it waits when done).  With stop,
 * it stops at its first instruction after execve() (ptrace), before the
 * dynamic linker has run, as dtrace -c starts a program.
 */
static int
target_spawn(const char *path, target_t *t, bool stop)
{
	int fds[2], st;

	memset(t, 0, sizeof(*t));
	t->fd = -1;
	if (pipe(fds) < 0 || (t->pid = fork()) < 0)
		return 0;
	if (t->pid == 0) {
		dup2(fds[1], 1);
		close(fds[0]);
		close(fds[1]);
		if (stop)
			ptrace(PTRACE_TRACEME, 0, NULL, NULL);
		execl(path, path, "wait", (char *)NULL);
		_exit(127);
	}
	close(fds[1]);
	t->fd = fds[0];
	return !stop || (waitpid(t->pid, &st, 0) == t->pid && WIFSTOPPED(st));
}

/* Read the addresses the target prints, up to "ready". */
static int
target_ready(target_t *t)
{
	char buf[4096], *line, *nl;
	size_t len = 0;
	struct pollfd pfd = { .fd = t->fd, .events = POLLIN };
	ssize_t n;

	while (len < sizeof(buf) - 1 && poll(&pfd, 1, 10000) > 0 &&
	    (n = read(t->fd, buf + len, sizeof(buf) - 1 - len)) > 0) {
		len += n;
		buf[len] = '\0';
		if (strstr(buf, "ready\n") == NULL)
			continue;
		for (line = buf; (nl = strchr(line, '\n')) != NULL;
		    line = nl + 1) {
			unsigned long long a;

			*nl = '\0';
			if (t->n < 8 && sscanf(line, "%63s %llx", t->name[t->n],
			    &a) == 2)
				t->addr[t->n++] = a;
		}
		return 1;
	}
	return 0;
}

/* Start argv[0] (found in $PATH) with argv. */
static int
target_spawn_argv(target_t *t, const char **argv)
{
	int fds[2];

	memset(t, 0, sizeof(*t));
	t->fd = -1;
	if (pipe(fds) < 0 || (t->pid = fork()) < 0)
		return 0;
	if (t->pid == 0) {
		dup2(fds[1], 1);
		close(fds[0]);
		close(fds[1]);
		execvp(argv[0], (char **)argv);
		_exit(127);
	}
	close(fds[1]);
	t->fd = fds[0];
	return 1;
}

static void
write_script(const char *path, const char *text)
{
	FILE *fp = fopen(path, "w");

	if (fp == NULL || fputs(text, fp) < 0 || fclose(fp) != 0 ||
	    chmod(path, 0755) < 0) {
		perror(path);
		exit(1);
	}
}

static int
target_start(const char *path, target_t *t)
{
	return target_spawn(path, t, false) && target_ready(t);
}

static void
target_stop(target_t *t)
{
	if (t->fd >= 0)
		close(t->fd);
	t->fd = -1;
	if (t->pid > 0) {
		kill(t->pid, SIGKILL);
		waitpid(t->pid, NULL, 0);
	}
	t->pid = 0;
}

static uint64_t
target_addr(const target_t *t, const char *name)
{
	int i;

	for (i = 0; i < t->n; i++)
		if (strcmp(t->name[i], name) == 0)
			return t->addr[i];
	return 0;
}

/* ---------------------------------------------------------- checks */

/* The only module matching pattern, or NULL. */
static const pid_mod_t *
only_match(const pid_modlist_t *l, const char *pattern)
{
	const pid_mod_t *found = NULL;
	size_t i;
	int n = 0;

	for (i = 0; i < l->pl_nmods; i++)
		if (pid_mod_match(&l->pl_mods[i], pattern)) {
			found = &l->pl_mods[i];
			n++;
		}
	CHECK(n == 1, "%d modules match %s", n, pattern);
	return n == 1 ? found : NULL;
}

/*
 * Function func of module m is at run-time address addr (as the target
 * printed it): by bias and symbol, and back by address.
 */
static void
check_func_at(const pid_modlist_t *l, const pid_mod_t *m, const char *func,
    uint64_t addr)
{
	const pid_sym_t *s, *back;
	const pid_mod_t *bm;
	uint64_t off;
	char buf[512], want[512];

	if (!CHECK(m != NULL && m->pm_obj != NULL, "%s: module not read: %s",
	    func, m ? strerror(-m->pm_err) : "none") ||
	    !CHECK(addr != 0, "%s: the target did not print it", func))
		return;
	s = pid_obj_lookup(m->pm_obj, func);
	if (!CHECK(s != NULL, "%s not in %s", func, m->pm_name))
		return;
	CHECK(m->pm_bias + s->ps_vaddr == addr, "%s: bias 0x%llx + 0x%llx, "
	    "run-time 0x%llx", func, (unsigned long long)m->pm_bias,
	    (unsigned long long)s->ps_vaddr, (unsigned long long)addr);
	CHECK(pid_modlist_addr(l, addr) == m, "%s: address not in %s", func,
	    m->pm_name);
	CHECK(pid_modlist_sym(l, addr + 1, &bm, &back, &off) == 0 && bm == m &&
	    back == pid_obj_primary(m->pm_obj, s) && off == 1, "%s: address "
	    "to symbol", func);
	snprintf(want, sizeof(want), "%s`%s+0x1", m->pm_name,
	    pid_obj_primary(m->pm_obj, s)->ps_name);
	pid_modlist_addrstr(l, addr + 1, buf, sizeof(buf));
	CHECK(strcmp(buf, want) == 0, "addrstr %s, want %s", buf, want);
	snprintf(want, sizeof(want), "%s`%s", m->pm_name,
	    pid_obj_primary(m->pm_obj, s)->ps_name);
	pid_modlist_addrstr(l, addr, buf, sizeof(buf));
	CHECK(strcmp(buf, want) == 0, "addrstr %s, want %s", buf, want);
}

/* What holds for every module list. */
static void
check_list(const pid_modlist_t *l)
{
	size_t i;
	const pid_map_t *mp;
	char buf[64];

	for (i = 0; i < l->pl_nmaps; i++) {
		mp = &l->pl_maps[i];
		CHECK(mp->pm_mod < l->pl_nmods && mp->pm_start < mp->pm_end &&
		    (i == 0 || mp->pm_start >= l->pl_maps[i - 1].pm_end) &&
		    mp->pm_start >= l->pl_mods[mp->pm_mod].pm_lo &&
		    mp->pm_end <= l->pl_mods[mp->pm_mod].pm_hi,
		    "mapping %zu", i);
	}
	for (i = 0; i < l->pl_nmods; i++)
		CHECK(l->pl_mods[i].pm_path[0] == '/' &&
		    l->pl_mods[i].pm_name[0] != '\0', "module %zu: %s", i,
		    l->pl_mods[i].pm_path);
	CHECK(pid_modlist_sym(l, 8, NULL, NULL, NULL) == -EFAULT &&
	    pid_modlist_addrstr(l, 8, buf, sizeof(buf)) == 3 &&
	    strcmp(buf, "0x8") == 0, "address in no module: %s", buf);
}

static pid_modlist_t *
modules(pid_t pid)
{
	pid_modlist_t *l;
	int err = pid_proc_modules(pid, &l);

	if (!CHECK(err == 0, "pid_proc_modules(%d): %s", (int)pid,
	    pid_errmsg()))
		return NULL;
	check_list(l);
	return l;
}

/* ----------------------------------------------------------------- cases */

/* A PIE with a library found through a symlink. */
static void
test_pie_lib(void)
{
	const char *exe = TMP("proctarget");
	const pid_mod_t *m;
	pid_modlist_t *l;
	target_t t;
	char buf[512];

	if (run("gcc -O1 -shared -fPIC -Wl,-soname,libpidtest.so.1 "
	    "-Wl,--version-script=%s/lib.map -o %s %s/lib.c && "
	    "ln -s libpidtest.so.1.0 %s && "
	    "gcc -O1 -fPIE -pie -DWITH_LIB -o %s %s/target.c -L%s "
	    "-l:libpidtest.so.1 -Wl,-rpath,%s", src_dir(),
	    TMP("libpidtest.so.1.0"), src_dir(), TMP("libpidtest.so.1"), exe,
	    src_dir(), tmpdir, tmpdir) != 0) {
		printf("FAIL: cannot build the PIE target\n");
		exit(1);
	}
	if (!CHECK(target_start(exe, &t), "cannot start %s", exe) ||
	    (l = modules(t.pid)) == NULL) {
		target_stop(&t);
		return;
	}

	m = only_match(l, "a.out");
	CHECK(m && m->pm_exec && strcmp(m->pm_name, "proctarget") == 0 &&
	    strcmp(m->pm_path, exe) == 0 && !m->pm_deleted &&
	    (m->pm_lmname == NULL || m->pm_lmname[0] == '\0'),
	    "executable: %s", m ? m->pm_name : "none");
	CHECK(only_match(l, "proctarget") == m && only_match(l, exe) == m &&
	    only_match(l, "proc*") == m, "executable's names");
	check_func_at(l, m, "pid_fn_alpha", target_addr(&t, "pid_fn_alpha"));
	if (m != NULL && m->pm_obj != NULL) {
		/* the ELF header page: in the module, in no function */
		CHECK(pid_modlist_sym(l, m->pm_lo, NULL, NULL, NULL) == -ENOENT,
		    "ELF header is a function");
		pid_modlist_addrstr(l, m->pm_lo, buf, sizeof(buf));
		CHECK(strncmp(buf, "proctarget`0x", 13) == 0, "addrstr %s",
		    buf);
	}

	m = only_match(l, "libc.so.6");
	CHECK(m && strcmp(m->pm_name, "libc.so.6") == 0 && m->pm_lmname &&
	    strstr(m->pm_lmname, "libc.so.6") != NULL, "libc: %s",
	    m ? m->pm_name : "none");
	CHECK(only_match(l, "libc") == m && only_match(l, "libc.so") == m &&
	    only_match(l, "libc.so.*") == m && (m == NULL ||
	    only_match(l, m->pm_path) == m), "libc's names");
	check_func_at(l, m, "getpid", target_addr(&t, "getpid"));

	/* l_name says libpidtest.so.1; the file is libpidtest.so.1.0 */
	m = only_match(l, "libpidtest.so.1");
	CHECK(m && strcmp(m->pm_name, "libpidtest.so.1") == 0 &&
	    strcmp(m->pm_path, TMP("libpidtest.so.1.0")) == 0,
	    "library: name %s path %s", m ? m->pm_name : "none",
	    m ? m->pm_path : "none");
	CHECK(only_match(l, "libpidtest.so.1.0") == m &&
	    only_match(l, "libpidtest") == m && only_match(l, "*pidtest*") == m,
	    "library's names");
	check_func_at(l, m, "pidlib_add", target_addr(&t, "pidlib_add"));

	CHECK(only_match(l, "ld-linux*") != NULL, "no dynamic linker");
	CHECK(!pid_mod_match(&l->pl_mods[0], "[vdso]") &&
	    !pid_mod_match(&l->pl_mods[0], "lib"), "bad match");
	pid_modlist_free(l);
	target_stop(&t);
}

static void
test_nopie(void)
{
	const char *exe = TMP("proctarget-nopie");
	const pid_mod_t *m, *pm;
	pid_modlist_t *l;
	target_t t;

	if (run("gcc -O1 -no-pie -fno-pie -o %s %s/target.c", exe,
	    src_dir()) != 0) {
		printf("FAIL: cannot build the non-PIE target\n");
		exit(1);
	}
	if (!CHECK(target_start(exe, &t), "cannot start %s", exe) ||
	    (l = modules(t.pid)) == NULL) {
		target_stop(&t);
		return;
	}
	m = only_match(l, "a.out");
	CHECK(m && m->pm_bias == 0 && strcmp(m->pm_name,
	    "proctarget-nopie") == 0, "non-PIE executable: bias %llx",
	    m ? (unsigned long long)m->pm_bias : 0ULL);
	check_func_at(l, m, "pid_fn_alpha", target_addr(&t, "pid_fn_alpha"));
	/* non-PIC code takes the address of getpid's PLT entry */
	CHECK(pid_modlist_sym(l, target_addr(&t, "getpid"), &pm, NULL, NULL) ==
	    -ENOENT && pm == m, "non-PIE: getpid's PLT entry");
	CHECK(only_match(l, "libc.so.6") != NULL, "non-PIE: no libc");
	pid_modlist_free(l);
	target_stop(&t);
}

static void
test_static(void)
{
	const char *exe = TMP("proctarget-static");
	const pid_mod_t *m;
	pid_modlist_t *l;
	target_t t;

	if (run("gcc -O1 -static -o %s %s/target.c 2>/dev/null", exe,
	    src_dir()) != 0) {
		printf("note: no static libc (libc6-dev's libc.a): static "
		    "case not run\n");
		return;
	}
	if (!CHECK(target_start(exe, &t), "cannot start %s", exe) ||
	    (l = modules(t.pid)) == NULL) {
		target_stop(&t);
		return;
	}
	CHECK(l->pl_nmods == 1, "static: %zu modules", l->pl_nmods);
	m = only_match(l, "a.out");
	CHECK(m && m->pm_lmname == NULL && strcmp(m->pm_name,
	    "proctarget-static") == 0, "static executable");
	check_func_at(l, m, "pid_fn_alpha", target_addr(&t, "pid_fn_alpha"));
	check_func_at(l, m, "getpid", target_addr(&t, "getpid"));
	pid_modlist_free(l);
	target_stop(&t);
}

/* The executable is deleted while it runs: read through map_files. */
static void
test_deleted(void)
{
	const char *exe = TMP("proctarget-deleted");
	const pid_mod_t *m;
	pid_modlist_t *l;
	target_t t;
	char prefix[64];

	if (run("gcc -O1 -fPIE -pie -o %s %s/target.c", exe, src_dir()) != 0) {
		printf("FAIL: cannot build the target\n");
		exit(1);
	}
	if (!CHECK(target_start(exe, &t), "cannot start %s", exe)) {
		target_stop(&t);
		return;
	}
	unlink(exe);
	if ((l = modules(t.pid)) == NULL) {
		target_stop(&t);
		return;
	}
	m = only_match(l, "a.out");
	CHECK(m && m->pm_deleted && strcmp(m->pm_path, exe) == 0 &&
	    strcmp(m->pm_name, "proctarget-deleted") == 0, "deleted: %s",
	    m ? m->pm_path : "none");
	/* map_files as root; /proc/PID/exe will do for the executable */
	snprintf(prefix, sizeof(prefix), "/proc/%d/", (int)t.pid);
	if (m != NULL) {
		CHECK(m->pm_openpath && strncmp(m->pm_openpath, prefix,
		    strlen(prefix)) == 0, "opened as %s", m->pm_openpath);
		check_func_at(l, m, "pid_fn_alpha",
		    target_addr(&t, "pid_fn_alpha"));
	}
	pid_modlist_free(l);
	target_stop(&t);
}

/*
 * Stopped right after execve(), as dtrace -c holds a program: only the
 * executable and ld.so are mapped, and ld.so has named nothing yet.  The
 * biases read then still hold when the program runs.
 */
static void
test_at_exec(void)
{
	const char *exe = TMP("proctarget");	/* test_pie_lib's */
	const pid_mod_t *m;
	pid_modlist_t *l;
	target_t t;
	size_t i;

	if (!CHECK(target_spawn(exe, &t, true), "cannot start %s stopped",
	    exe) || (l = modules(t.pid)) == NULL) {
		target_stop(&t);
		return;
	}
	for (i = 0; i < l->pl_nmods; i++)
		CHECK(l->pl_mods[i].pm_lmname == NULL, "at exec: %s named %s",
		    l->pl_mods[i].pm_path, l->pl_mods[i].pm_lmname);
	CHECK(l->pl_nmods == 2 && only_match(l, "ld-linux*") != NULL,
	    "at exec: %zu modules", l->pl_nmods);
	m = only_match(l, "a.out");
	CHECK(m && strcmp(m->pm_name, "proctarget") == 0, "at exec: "
	    "executable");
	ptrace(PTRACE_DETACH, t.pid, NULL, NULL);
	if (CHECK(target_ready(&t), "%s did not run on", exe))
		check_func_at(l, m, "pid_fn_alpha",
		    target_addr(&t, "pid_fn_alpha"));
	pid_modlist_free(l);
	target_stop(&t);
}

/*
 * A program in its own mount namespace, run from a tmpfs mounted there
 * only: its path means nothing here (an empty directory), its file is
 * reached through /proc/PID/map_files.  Needs root and unshare(1).
 */
static void
test_mount_ns(void)
{
	const char *dir = TMP("ns"), *exe = TMP("ns-target");
	char script[8192];
	const pid_mod_t *m;
	pid_modlist_t *l;
	target_t t;

	if (geteuid() != 0 || run("command -v unshare >/dev/null") != 0) {
		printf("note: not root or no unshare(1): mount namespace case "
		    "not run\n");
		return;
	}
	if (run("mkdir %s && gcc -O1 -fPIE -pie -o %s %s/target.c", dir, exe,
	    src_dir()) != 0) {
		printf("FAIL: cannot build the target\n");
		exit(1);
	}
	snprintf(script, sizeof(script), "#!/bin/sh\nmount -t tmpfs none %s "
	    "&& cp %s %s/target && exec %s/target \"$@\"\n", dir, exe, dir,
	    dir);
	write_script(TMP("ns.sh"), script);
	snprintf(script, sizeof(script), "%s", TMP("ns.sh"));
	if (!CHECK(target_spawn_argv(&t, (const char *[]){ "unshare",
	    "--mount", "--propagation", "private", script, "wait", NULL }) &&
	    target_ready(&t), "cannot start a program in a mount namespace") ||
	    (l = modules(t.pid)) == NULL) {
		target_stop(&t);
		return;
	}
	m = only_match(l, "a.out");
	CHECK(m && m->pm_obj != NULL && strcmp(m->pm_name, "target") == 0 &&
	    strncmp(m->pm_path, dir, strlen(dir)) == 0 && access(m->pm_path,
	    F_OK) != 0, "mount namespace: %s (%s)", m ? m->pm_path : "none",
	    m && m->pm_err ? strerror(-m->pm_err) : "read");
	check_func_at(l, m, "pid_fn_alpha", target_addr(&t, "pid_fn_alpha"));
	pid_modlist_free(l);
	target_stop(&t);
}

static void
test_no_process(void)
{
	pid_modlist_t *l = NULL;
	pid_t pid = fork();

	if (pid == 0)
		_exit(0);
	waitpid(pid, NULL, 0);
	CHECK(pid_proc_modules(pid, &l) == -ESRCH && l == NULL &&
	    strstr(pid_errmsg(), "No such process") != NULL,
	    "a dead process: %s", pid_errmsg());
}

/* ------------------------------------------------------- made-up input */

static void
test_maps_parse(void)
{
	static const char *bad[] = { "", "\n", "zz-10 r--p 0 00:00 0",
	    "20-10 r--p 00000000 00:00 0", "10-20 rwxq 0 00:00 0",
	    "10-20 r--p -1 00:00 0", "10-20 r--p 0 00:00 -5",
	    "10-20 r--p 0 0000 0", "10-20", "10-20 r--p", "10 20 r--p 0 0:0 0",
	    "10-20 r--p 0 00:00 0x", "-10-20 r--p 0 00:00 0", NULL };
	char line[512];
	pid_mapline_t ml;
	int i;

	snprintf(line, sizeof(line), "00400000-00401000 r-xp 00001000 fd:01 "
	    "1234                   /usr/bin/x\n");
	CHECK(pid_maps_parse(line, &ml) == 0 && ml.ml_start == 0x400000 &&
	    ml.ml_end == 0x401000 && ml.ml_off == 0x1000 &&
	    ml.ml_prot == (PROT_READ | PROT_EXEC) && ml.ml_private &&
	    ml.ml_major == 0xfd && ml.ml_minor == 1 && ml.ml_ino == 1234 &&
	    strcmp(ml.ml_path, "/usr/bin/x") == 0, "maps: a file mapping");
	snprintf(line, sizeof(line), "7f00-7f10 rw-s 00000000 00:00 0 \n");
	CHECK(pid_maps_parse(line, &ml) == 0 && ml.ml_path[0] == '\0' &&
	    !ml.ml_private && ml.ml_prot == (PROT_READ | PROT_WRITE),
	    "maps: anonymous");
	snprintf(line, sizeof(line), "7f00-7f10 r--p 00000000 08:02 99   "
	    "/a dir/lib x.so (deleted)\n");
	CHECK(pid_maps_parse(line, &ml) == 0 &&
	    strcmp(ml.ml_path, "/a dir/lib x.so (deleted)") == 0,
	    "maps: spaces in the path: '%s'", ml.ml_path);
	snprintf(line, sizeof(line), "ffffffffff600000-ffffffffff601000 --xp "
	    "00000000 00:00 0                  [vsyscall]");
	CHECK(pid_maps_parse(line, &ml) == 0 && ml.ml_prot == PROT_EXEC &&
	    strcmp(ml.ml_path, "[vsyscall]") == 0, "maps: vsyscall");
	for (i = 0; bad[i] != NULL; i++) {
		snprintf(line, sizeof(line), "%s", bad[i]);
		CHECK(pid_maps_parse(line, &ml) == -EINVAL, "maps: '%s' parsed",
		    bad[i]);
	}
}

/* The bias formula on made-up segments (pid_impl.h's pid_obj). */
static void
test_bias(void)
{
	pid_seg_t pie[] = {
		{ 0, 0x1000, 0, 0x1000, PF_R },
		{ 0x1000, 0x2000, 0x1000, 0x2000, PF_R | PF_X },
		{ 0x3e10, 0x400, 0x2e10, 0x200, PF_R | PF_W },
	};
	/* an old layout: text and data share the file's first page */
	pid_seg_t old[] = {
		{ 0x400000, 0xe00, 0, 0xe00, PF_R | PF_X },
		{ 0x600e10, 0x300, 0xe10, 0x100, PF_R | PF_W },
	};
	pid_obj_t obj = { 0 };
	uint64_t base = 0x7f0000000000ULL;
	int err;

	obj.po_segs = pie;
	obj.po_nsegs = 3;
	CHECK(pid_bias(&obj, base, 0, PROT_READ, &err) == base && err == 0,
	    "bias from the first segment");
	CHECK(pid_bias(&obj, base + 0x1000, 0x1000, PROT_READ | PROT_EXEC,
	    &err) == base && err == 0, "bias from text");
	CHECK(pid_bias(&obj, base + 0x3000, 0x2000, PROT_READ | PROT_WRITE,
	    &err) == base && err == 0, "bias from data at a page offset");
	pid_bias(&obj, base, 0x5000, PROT_READ, &err);
	CHECK(err == -ENOENT, "bias from past the file");
	obj.po_segs = old;
	obj.po_nsegs = 2;
	CHECK(pid_bias(&obj, 0x400000, 0, PROT_READ | PROT_EXEC, &err) == 0 &&
	    err == 0, "shared page, text");
	CHECK(pid_bias(&obj, 0x600000, 0, PROT_READ | PROT_WRITE, &err) == 0 &&
	    err == 0, "shared page, data");
}

static void
test_mod_match(void)
{
	pid_mod_t m = { 0 };
	static const char *yes[] = { "libc.so.6", "libc", "libc.so",
	    "/usr/lib/x86_64-linux-gnu/libc.so.6", "/lib/x86_64-linux-gnu/"
	    "libc.so.6", "libc*", "*/libc.so.6", "libc.so.[0-9]", "*", NULL };
	static const char *no[] = { "libc.so.6.1", "ibc", "lib", "a.out",
	    "", "libc.s", "libc.so.6*x", "LIBC.SO.6", NULL };
	int i;

	m.pm_path = "/usr/lib/x86_64-linux-gnu/libc.so.6";
	m.pm_lmname = "/lib/x86_64-linux-gnu/libc.so.6";
	m.pm_name = "libc.so.6";
	for (i = 0; yes[i] != NULL; i++)
		CHECK(pid_mod_match(&m, yes[i]), "'%s' does not match libc",
		    yes[i]);
	for (i = 0; no[i] != NULL; i++)
		CHECK(!pid_mod_match(&m, no[i]), "'%s' matches libc", no[i]);
	m.pm_path = "/usr/bin/date";
	m.pm_lmname = NULL;
	m.pm_name = "date";
	m.pm_exec = true;
	CHECK(pid_mod_match(&m, "a.out") && pid_mod_match(&m, "date") &&
	    pid_mod_match(&m, "a.ou?") && !pid_mod_match(&m, "a"),
	    "executable's names");
}

int
main(int argc, char **argv)
{
	verbose = argc > 1 && strcmp(argv[1], "-v") == 0;
	need_tool("gcc");
	tmp_setup();

	test_maps_parse();
	test_mod_match();
	test_bias();
	test_no_process();
	test_pie_lib();
	test_at_exec();
	test_nopie();
	test_static();
	test_deleted();
	test_mount_ns();

	printf("%d checks, %d failed\n", checks, failures);
	return failures != 0;
}
