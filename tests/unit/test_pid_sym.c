/*
 * test_pid_sym.c -- unit test of pidprov's object symbols (pid_obj.c,
 * pid_sym.c): the functions of an ELF file, their file offsets, lookups by
 * name, glob and address, aliases, separate debuginfo, the object cache,
 * and bad input.
 *
 * Build and run from the top of the tree (make check does both):
 *
 *	gcc -Ipidprov -o test_pid_sym tests/unit/test_pid_sym.c \
 *	    -Llibdtrace/.libs -ldtrace
 *	srcdir=. ./test_pid_sym [-v]
 *
 * It builds tests/unit/pid/target.c as a PIE, a non-PIE, a static (if
 * libc.a is there) and a stripped executable (-rdynamic, so .dynsym keeps
 * the exported functions), lib.c as a shared library with symbol
 * versions, target.cc with g++, and a stripped PIE whose symbols are in
 * separate debuginfo under a build ID.  For each, every function must be
 * what `readelf -sW` lists (name, address, size) and each file offset what
 * the section headers give (sh_offset + value - sh_addr, a computation
 * independent of the program headers pidprov uses).  Exits 77 (skip)
 * without gcc or binutils.
 */
#include "pid/pid_test.h"	/* first: it sets _GNU_SOURCE */

#include <fcntl.h>
#include <gelf.h>
#include <sys/stat.h>

static void write_file(const char *path, const void *buf, size_t len);
static void *read_all(const char *path, size_t *len);

/* ------------------------------------------------------------ building */

static void
build(const char *what, const char *fmt, ...)
{
	char cmd[8192];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(cmd, sizeof(cmd), fmt, ap);
	va_end(ap);
	if (run("%s", cmd) != 0) {
		printf("FAIL: cannot build %s: %s\n", what, cmd);
		exit(1);
	}
}

static pid_obj_t *
open_obj(const char *path)
{
	pid_obj_t *obj;
	int err = pid_obj_open(path, &obj);

	if (!CHECK(err == 0, "pid_obj_open(%s): %d %s", path, err,
	    pid_errmsg()))
		return NULL;
	return obj;
}

/* ------------------------------------------------- agreement with readelf */

/*
 * obj's functions are exactly readelf's for path, each with the file
 * offset its section gives.
 */
static void
check_against_readelf(pid_obj_t *obj, const char *path, const char *what)
{
	static uint64_t saddr[4096], soff[4096];
	ref_sym_t *ref;
	size_t nref = ref_syms(path, &ref), n, i, j, bad = 0;
	const pid_sym_t *s = pid_obj_syms(obj, &n);
	int nsec = ref_sections(path, saddr, soff, 4096);

	CHECK(nref > 0, "%s: readelf lists no functions", what);
	CHECK(n == nref, "%s: %zu functions, readelf has %zu", what, n, nref);
	for (i = 0; i < nref && bad < 5; i++) {
		for (j = 0; j < n; j++)
			if (s[j].ps_vaddr == ref[i].value &&
			    strcmp(s[j].ps_name, ref[i].name) == 0)
				break;
		if (!CHECK(j < n, "%s: %s at 0x%llx missing", what,
		    ref[i].name, (unsigned long long)ref[i].value)) {
			bad++;
			continue;
		}
		if (!CHECK(s[j].ps_size == ref[i].size, "%s: %s size %llu, "
		    "readelf %llu", what, ref[i].name,
		    (unsigned long long)s[j].ps_size,
		    (unsigned long long)ref[i].size))
			bad++;
		if (ref[i].ndx > 0 && ref[i].ndx < nsec &&
		    !CHECK(s[j].ps_off == soff[ref[i].ndx] + ref[i].value -
		    saddr[ref[i].ndx], "%s: %s file offset 0x%llx, sections "
		    "say 0x%llx", what, ref[i].name,
		    (unsigned long long)s[j].ps_off,
		    (unsigned long long)(soff[ref[i].ndx] + ref[i].value -
		    saddr[ref[i].ndx])))
			bad++;
	}
	/* sorted by address, one preferred name per address */
	for (i = 1; i < n; i++) {
		if (!CHECK(s[i - 1].ps_vaddr <= s[i].ps_vaddr, "%s: not sorted "
		    "at %zu", what, i))
			break;
		if (!CHECK(!(s[i].ps_flags & PID_SYM_ALIAS) ==
		    (s[i - 1].ps_vaddr != s[i].ps_vaddr), "%s: alias flag of "
		    "%s", what, s[i].ps_name))
			break;
	}
	free(ref);
}

/* Every function is found at its start and middle, not past its end. */
static void
check_addr_lookups(pid_obj_t *obj, const char *what)
{
	size_t n, i;
	const pid_sym_t *s = pid_obj_syms(obj, &n), *p, *q;
	uint64_t off;

	for (i = 0; i < n; i++) {
		if ((s[i].ps_flags & PID_SYM_ALIAS) || s[i].ps_size < 2)
			continue;
		p = pid_obj_addr(obj, s[i].ps_vaddr + s[i].ps_size / 2, &off);
		/* a nested function (a .cold part) may claim the middle */
		if (p != NULL && p != &s[i] && p->ps_vaddr > s[i].ps_vaddr)
			continue;
		if (!CHECK(p == &s[i] && off == s[i].ps_size / 2, "%s: address "
		    "0x%llx gives %s+%llu, not %s", what,
		    (unsigned long long)(s[i].ps_vaddr + s[i].ps_size / 2),
		    p ? p->ps_name : "nothing", (unsigned long long)off,
		    s[i].ps_name))
			return;
		q = pid_obj_addr(obj, s[i].ps_vaddr, &off);
		if (!CHECK(q == &s[i] && off == 0, "%s: start of %s", what,
		    s[i].ps_name))
			return;
	}
	CHECK(pid_obj_addr(obj, 0, &off) == NULL, "%s: address 0 has a "
	    "function", what);
}

/* ---------------------------------------------------------------- globs */

typedef struct names {
	char buf[4096];
	int n;
} names_t;

static int
collect(const pid_sym_t *sym, void *arg)
{
	names_t *nm = arg;
	size_t len = strlen(nm->buf);

	snprintf(nm->buf + len, sizeof(nm->buf) - len, "%s%s",
	    len ? " " : "", sym->ps_name);
	nm->n++;
	return 0;
}

static void
check_match(pid_obj_t *obj, const char *glob, const char *want)
{
	names_t nm = { "", 0 };

	pid_obj_match(obj, glob, collect, &nm);
	CHECK(strcmp(nm.buf, want) == 0, "match %s: \"%s\", want \"%s\"",
	    glob, nm.buf, want);
}

static int
stop_at_two(const pid_sym_t *sym, void *arg)
{
	return ++*(int *)arg == 2 ? 42 : 0;
}

/* --------------------------------------------------------------- cases */

/* target.c as a PIE: the list, lookups, aliases, globs. */
static void
test_pie(void)
{
	const char *path = TMP("pie");
	pid_obj_t *obj, *again;
	const pid_sym_t *s, *p, *a, *b;
	int count = 0;

	build("PIE", "gcc -O1 -fPIE -pie -o %s %s/target.c", path, src_dir());
	if ((obj = open_obj(path)) == NULL)
		return;
	CHECK(pid_obj_elftype(obj) == ET_DYN, "PIE: type %d",
	    pid_obj_elftype(obj));
	CHECK(pid_obj_machine(obj) == EM_X86_64 ||
	    pid_obj_machine(obj) == EM_AARCH64, "PIE: machine");
	CHECK(pid_obj_debugfile(obj) == NULL, "PIE: debuginfo used");
	check_against_readelf(obj, path, "PIE");
	check_addr_lookups(obj, "PIE");

	/* go, _go and __go_weak: one function, called go */
	s = pid_obj_lookup(obj, "_go");
	p = s ? pid_obj_primary(obj, s) : NULL;
	CHECK(p != NULL && strcmp(p->ps_name, "go") == 0, "_go's primary "
	    "name: %s", p ? p->ps_name : "none");
	a = pid_obj_lookup(obj, "__go_weak");
	b = pid_obj_lookup(obj, "go");
	CHECK(a && b && a->ps_vaddr == b->ps_vaddr &&
	    pid_obj_primary(obj, a) == b && !(b->ps_flags & PID_SYM_ALIAS) &&
	    (a->ps_flags & PID_SYM_ALIAS), "go aliases");
	check_match(obj, "pid_fn_*", "pid_fn_alpha pid_fn_beta pid_fn_static");
	check_match(obj, "pid_fn_[ab]*", "pid_fn_alpha pid_fn_beta");
	check_match(obj, "pid_fn_?eta", "pid_fn_beta");
	check_match(obj, "*go*", "go");
	check_match(obj, "_g*", "_go");		/* the name that matched */
	check_match(obj, "__go_weak", "go");	/* exact: the primary name */
	check_match(obj, "nosuchfunction*", "");
	check_match(obj, "nosuchfunction", "");
	CHECK(pid_obj_match(obj, "*", stop_at_two, &count) == 42 &&
	    count == 2, "pid_obj_match stops when told");
	CHECK(pid_obj_lookup(obj, "pid_fn_static") != NULL &&
	    pid_obj_lookup(obj, "pid_fn_static")->ps_bind == STB_LOCAL,
	    "local function");
	CHECK(pid_obj_lookup(obj, "pid_fn") == NULL, "lookup of a prefix");
	CHECK(pid_demangle("main") == NULL, "demangling a C name");

	/* the cache: the same file is the same object */
	CHECK(pid_obj_open(path, &again) == 0 && again == obj, "cache hit");
	pid_obj_rele(again);
	pid_obj_rele(obj);
}

static void
test_nopie(void)
{
	const char *path = TMP("nopie");
	pid_obj_t *obj;
	const pid_sym_t *s;

	build("non-PIE", "gcc -O1 -no-pie -fno-pie -o %s %s/target.c", path,
	    src_dir());
	if ((obj = open_obj(path)) == NULL)
		return;
	CHECK(pid_obj_elftype(obj) == ET_EXEC, "non-PIE: type %d",
	    pid_obj_elftype(obj));
	check_against_readelf(obj, path, "non-PIE");
	check_addr_lookups(obj, "non-PIE");
	s = pid_obj_lookup(obj, "pid_fn_alpha");
	CHECK(s != NULL && s->ps_vaddr > s->ps_off, "non-PIE: linked above "
	    "its file offset");
	pid_obj_rele(obj);
}

static void
test_static(void)
{
	const char *path = TMP("static");
	pid_obj_t *obj;

	if (run("gcc -O1 -static -o %s %s/target.c 2>/dev/null", path,
	    src_dir()) != 0) {
		printf("note: no static libc (libc6-dev's libc.a): static "
		    "case not run\n");
		return;
	}
	if ((obj = open_obj(path)) == NULL)
		return;
	check_against_readelf(obj, path, "static");
	check_addr_lookups(obj, "static");
	CHECK(pid_obj_lookup(obj, "pid_fn_beta") != NULL &&
	    pid_obj_lookup(obj, "getpid") != NULL, "static: lookups");
	pid_obj_rele(obj);
}

/* strip --strip-all: only .dynsym is left, the exported functions. */
static void
test_stripped(void)
{
	const char *path = TMP("stripped");
	pid_obj_t *obj;
	size_t n, i;
	const pid_sym_t *s;

	build("stripped", "gcc -O1 -fPIE -pie -rdynamic -o %s %s/target.c && "
	    "strip --strip-all %s", path, src_dir(), path);
	if ((obj = open_obj(path)) == NULL)
		return;
	check_against_readelf(obj, path, "stripped");
	s = pid_obj_syms(obj, &n);
	for (i = 0; i < n; i++)
		CHECK(s[i].ps_flags & PID_SYM_DYNSYM, "stripped: %s not from "
		    ".dynsym", s[i].ps_name);
	CHECK(pid_obj_lookup(obj, "pid_fn_alpha") != NULL, "stripped: "
	    "exported function");
	CHECK(pid_obj_lookup(obj, "pid_fn_static") == NULL, "stripped: "
	    "static function still there");
	check_match(obj, "pid_fn_*", "pid_fn_alpha pid_fn_beta");
	pid_obj_rele(obj);
}

/* A shared library: soname, versions, hidden versions. */
static void
test_library(void)
{
	const char *path = TMP("libpidtest.so.1.0");
	pid_obj_t *obj;
	const pid_sym_t *s, *p;

	build("library", "gcc -O1 -shared -fPIC -Wl,-soname,libpidtest.so.1 "
	    "-Wl,--version-script=%s/lib.map -o %s %s/lib.c", src_dir(), path,
	    src_dir());
	if ((obj = open_obj(path)) == NULL)
		return;
	CHECK(pid_obj_soname(obj) && strcmp(pid_obj_soname(obj),
	    "libpidtest.so.1") == 0, "soname %s", pid_obj_soname(obj));
	check_against_readelf(obj, path, "library");
	check_addr_lookups(obj, "library");
	/* the default version, not the hidden old one */
	s = pid_obj_lookup(obj, "pidlib_vfunc");
	p = pid_obj_lookup(obj, "pidlib_vfunc_new");
	CHECK(s && p && s->ps_vaddr == p->ps_vaddr && !(s->ps_flags &
	    PID_SYM_HIDDEN), "pidlib_vfunc is the default version");
	p = pid_obj_lookup(obj, "pidlib_vfunc@PIDLIB_1");
	CHECK(p && (p->ps_flags & PID_SYM_VERSION) &&
	    strcmp(pid_obj_primary(obj, p)->ps_name, "pidlib_vfunc") == 0,
	    "old version's primary name");
	/* '@' names are never probe names; both versions are pidlib_vfunc */
	check_match(obj, "pidlib_v*", "pidlib_vfunc pidlib_vfunc");
	check_match(obj, "*PIDLIB*", "");
	check_match(obj, "pidlib_[ah]*", "pidlib_helper pidlib_add");
	pid_obj_rele(obj);
}

static void
test_cxx(void)
{
	const char *path = TMP("cxx");
	pid_obj_t *obj;
	const pid_sym_t *s;
	char *d;

	if (run("command -v g++ >/dev/null 2>&1") != 0) {
		printf("note: no g++: C++ case not run\n");
		return;
	}
	build("C++", "g++ -O1 -o %s %s/target.cc", path, src_dir());
	if ((obj = open_obj(path)) == NULL)
		return;
	check_against_readelf(obj, path, "C++");
	s = pid_obj_lookup(obj, "_ZN5pidns6Widget5scaleEi");
	CHECK(s != NULL, "C++: mangled method name");
	CHECK(pid_obj_lookup(obj, "pidns::Widget::scale(int)") == NULL,
	    "C++: found by demangled name");
	check_match(obj, "_ZN5pidns5twice*", "_ZN5pidns5twiceEi "
	    "_ZN5pidns5twiceEd");
	d = pid_demangle("_ZN5pidns6Widget5scaleEi");
	if (d == NULL)
		printf("note: no libstdc++.so.6: names stay mangled\n");
	else
		CHECK(strcmp(d, "pidns::Widget::scale(int)") == 0,
		    "demangled: %s", d);
	free(d);
	d = pid_demangle("_ZN5pidns5twiceEd@@V_1");
	CHECK(d == NULL || strcmp(d, "pidns::twice(double)@@V_1") == 0,
	    "demangled with version: %s", d);
	free(d);
	CHECK(pid_demangle("_Zgarbage") == NULL, "demangled garbage");
	pid_obj_rele(obj);
}

/* A stripped PIE with its .symtab in build-ID debuginfo. */
static void
test_debuginfo(void)
{
	const char *path = TMP("dbg"), *full = TMP("dbg.full");
	pid_obj_t *obj;
	const pid_sym_t *s;
	char *id, dir[4200], debug[4400];
	ref_sym_t *ref;
	size_t nref, n;

	build("debuginfo", "gcc -O1 -fPIE -pie -Wl,--build-id -o %s "
	    "%s/target.c && cp %s %s && strip --strip-all %s", full, src_dir(),
	    full, path, path);
	id = capture("readelf -n %s | sed -n 's/.*Build ID: *//p'", path);
	id[strcspn(id, "\n")] = '\0';
	if (!CHECK(strlen(id) > 2, "no build ID in %s", path)) {
		free(id);
		return;
	}
	snprintf(dir, sizeof(dir), "%s/debug/.build-id/%.2s", tmpdir, id);
	snprintf(debug, sizeof(debug), "%s/%s.debug", dir, id + 2);
	build("debug file", "mkdir -p %s && objcopy --only-keep-debug %s %s",
	    dir, full, debug);
	free(id);

	/* without the debug directory: .dynsym only (no exports: nothing) */
	if ((obj = open_obj(path)) == NULL)
		return;
	CHECK(pid_obj_lookup(obj, "pid_fn_static") == NULL &&
	    pid_obj_debugfile(obj) == NULL, "debuginfo found unasked");
	pid_obj_rele(obj);

	snprintf(dir, sizeof(dir), "%s/debug", tmpdir);
	pid_set_debugdir(dir);
	if ((obj = open_obj(path)) == NULL)
		return;
	CHECK(pid_obj_debugfile(obj) != NULL &&
	    strcmp(pid_obj_debugfile(obj), debug) == 0, "debug file %s",
	    pid_obj_debugfile(obj));
	s = pid_obj_lookup(obj, "pid_fn_static");
	CHECK(s != NULL && (s->ps_flags & PID_SYM_DEBUG), "static function "
	    "from debuginfo");
	/* the same functions as the unstripped file, at its offsets */
	nref = ref_syms(full, &ref);
	pid_obj_syms(obj, &n);
	CHECK(n == nref, "debuginfo: %zu functions, unstripped file has %zu",
	    n, nref);
	free(ref);
	check_addr_lookups(obj, "debuginfo");
	pid_obj_rele(obj);

	/* debuginfo whose .symtab is broken (sh_link out of range): ignored */
	{
		size_t len;
		uint8_t *img = read_all(debug, &len);
		Elf64_Ehdr *eh = (Elf64_Ehdr *)img;
		Elf64_Shdr *sh;
		int i, done = 0;

		for (i = 0; i < eh->e_shnum && eh->e_shoff + (i + 1) *
		    sizeof(*sh) <= len; i++) {
			sh = (Elf64_Shdr *)(img + eh->e_shoff) + i;
			if (sh->sh_type == SHT_SYMTAB) {
				sh->sh_link = 0xfff0;
				done = 1;
			}
		}
		CHECK(done, "no .symtab in %s", debug);
		write_file(debug, img, len);
		free(img);
	}
	if ((obj = open_obj(path)) == NULL)
		return;
	CHECK(pid_obj_debugfile(obj) == NULL &&
	    pid_obj_lookup(obj, "pid_fn_static") == NULL, "broken debuginfo "
	    "used");
	pid_obj_rele(obj);

	/* a debug file of another build is not used */
	build("other debug file", "gcc -O2 -fPIE -pie -Wl,--build-id "
	    "-o %s/other %s/target.c && objcopy --only-keep-debug %s/other %s",
	    tmpdir, src_dir(), tmpdir, debug);
	if ((obj = open_obj(path)) == NULL)
		return;
	CHECK(pid_obj_debugfile(obj) == NULL, "mismatched debuginfo used");
	pid_obj_rele(obj);
	pid_set_debugdir(NULL);
}

/* libc, with libc6-dbg's debuginfo if installed: just that it works. */
static void
test_libc(void)
{
	const char *libc = "/lib/x86_64-linux-gnu/libc.so.6";
	pid_obj_t *obj;
	const pid_sym_t *s;
	size_t n;

	if (access(libc, R_OK) != 0 && access(libc = "/lib/aarch64-linux-gnu/"
	    "libc.so.6", R_OK) != 0)
		return;
	if ((obj = open_obj(libc)) == NULL)
		return;
	pid_obj_syms(obj, &n);
	CHECK(n > 1000, "libc: %zu functions", n);
	s = pid_obj_lookup(obj, "malloc");
	CHECK(s != NULL && s->ps_off != PID_NOOFF && s->ps_size > 0,
	    "libc: malloc");
	s = s ? pid_obj_lookup(obj, "__libc_malloc") : NULL;
	CHECK(s == NULL || strcmp(pid_obj_primary(obj, s)->ps_name,
	    "malloc") == 0, "libc: __libc_malloc is called malloc");
	check_addr_lookups(obj, "libc");
	pid_obj_rele(obj);
}

/* ----------------------------------------------------------- bad input */

static void
expect_error(const char *path, const char *what)
{
	pid_obj_t *obj = NULL;
	int err = pid_obj_open(path, &obj);

	CHECK(err < 0 && obj == NULL && strncmp(pid_errmsg(), "pid: ", 5) == 0,
	    "%s: %d (%s)", what, err, pid_errmsg());
	if (obj != NULL)
		pid_obj_rele(obj);
}

static void
write_file(const char *path, const void *buf, size_t len)
{
	int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);

	if (fd < 0 || write(fd, buf, len) != (ssize_t)len) {
		perror(path);
		exit(1);
	}
	close(fd);
}

static void *
read_all(const char *path, size_t *len)
{
	struct stat st;
	int fd = open(path, O_RDONLY);
	void *buf;

	if (fd < 0 || fstat(fd, &st) < 0 || (buf = malloc(st.st_size)) == NULL ||
	    read(fd, buf, st.st_size) != st.st_size) {
		perror(path);
		exit(1);
	}
	close(fd);
	*len = st.st_size;
	return buf;
}

/*
 * Broken objects fail or read without crashing: garbage, truncations,
 * and copies with one header byte, or a run of section table bytes,
 * smashed.
 */
static void
test_bad_input(void)
{
	const char *bad = TMP("bad"), *pie = TMP("pie");
	uint8_t *img, *copy;
	size_t len, cut, i;
	pid_obj_t *obj;
	uint64_t shoff;

	expect_error(TMP("nonexistent"), "missing file");
	expect_error(tmpdir, "a directory");
	write_file(bad, "\177ELF garbage, not an object", 28);
	expect_error(bad, "garbage");
	write_file(bad, "", 0);
	expect_error(bad, "empty file");
	build("object file", "gcc -c -o %s %s/lib.c", TMP("lib.o"), src_dir());
	expect_error(TMP("lib.o"), "relocatable object");

	img = read_all(pie, &len);
	copy = malloc(len);
	for (cut = 16; cut < len; cut = cut * 2 + 7) {
		write_file(bad, img, cut);
		if (pid_obj_open(bad, &obj) == 0)
			pid_obj_rele(obj);
	}
	shoff = ((Elf64_Ehdr *)img)->e_shoff;
	for (i = 0; i < 64 + 200; i++) {
		memcpy(copy, img, len);
		if (i < 64)		/* the ELF header, byte by byte */
			copy[i] ^= 0xff;
		else if (shoff + (i - 64) * 37 + 8 < len)	/* sections */
			memset(copy + shoff + (i - 64) * 37, 0xff, 8);
		write_file(bad, copy, len);
		if (pid_obj_open(bad, &obj) == 0) {
			size_t n;
			const pid_sym_t *s = pid_obj_syms(obj, &n);
			pid_insns_t *ins;

			if (n > 0 && pid_obj_insns(obj, &s[n / 2], &ins) == 0)
				pid_insns_free(ins);
			pid_obj_match(obj, "*", stop_at_two, &(int){ 0 });
			pid_obj_rele(obj);
		}
	}
	CHECK(1, "survived broken objects");
	free(img);
	free(copy);
}

/* A changed file is a new object; the old one lives while held. */
static void
test_cache(void)
{
	const char *path = TMP("cachelib.so");
	pid_obj_t *a, *b;
	struct timespec ts[2] = { { 0, UTIME_OMIT }, { 12345, 0 } };

	build("library", "cp %s %s", TMP("libpidtest.so.1.0"), path);
	if ((a = open_obj(path)) == NULL)
		return;
	utimensat(AT_FDCWD, path, ts, 0);
	if ((b = open_obj(path)) == NULL)
		return;
	CHECK(a != b, "cache: a changed file is the same object");
	CHECK(pid_obj_lookup(a, "pidlib_add") != NULL, "old object unusable");
	CHECK(pid_obj_hold(a) == a, "hold");
	pid_obj_rele(a);
	pid_obj_rele(a);
	pid_obj_rele(b);
}

int
main(int argc, char **argv)
{
	verbose = argc > 1 && strcmp(argv[1], "-v") == 0;
	need_tool("gcc");
	need_tool("readelf");
	need_tool("strip");
	need_tool("objcopy");
	tmp_setup();

	test_pie();
	test_nopie();
	test_static();
	test_stripped();
	test_library();
	test_cxx();
	test_debuginfo();
	test_libc();
	test_bad_input();
	test_cache();

	printf("%d checks, %d failed\n", checks, failures);
	return failures != 0;
}
