/*
 * test_link.c -- unit test of the BPF support library reader
 * (dt_bpflib.c), the linker (dt_link.c) and the disassembler (dt_dis.c).
 *
 * Build and run from the top of the tree:
 *
 *	gcc -std=gnu11 -Wall -Wextra -O2 -Ilibdtrace -o test_link \
 *	    tests/unit/test_link.c libdtrace/link/dt_bpflib.c libdtrace/link/dt_link.c \
 *	    libdtrace/link/dt_dis.c libdtrace/cg/dt_asm.c -lelf -lbpf
 *	./test_link [-v] [-n] [path/to/bpflib_sample.c]
 *
 * -v prints the linked programs' listings; -n skips the kernel runs (for
 * valgrind, which misreads some bpf(2) arguments libbpf passes).
 *
 * (make check builds it too, and runs it from the build tree with $srcdir
 * set.)  The sample is $srcdir/tests/unit/bpflib_sample.c, else the file
 * next to this one; the compiler is $BPF_CC, else clang.  Exits 77 (skip)
 * if the compiler cannot build for the BPF target.
 *
 * It compiles bpflib_sample.c with $BPF_CC -target bpf under several sets
 * of flags (-mcpu=v1, v2, v3, with and without -g), and for each: reads
 * the object, links a
 * small program calling two of its functions, checks the appended code
 * and every patched call, resolves the map references, and (as root)
 * loads the result into the kernel as a socket filter and runs it with
 * BPF_PROG_TEST_RUN.  Then error paths (unknown function and map, objects
 * using unsupported features, corrupt images: truncated, wrong machine,
 * garbage, every byte flipped) and the disassembler's text.  Prints a FAIL
 * line per failed check and exits non-zero if there was any.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <elf.h>
#include <bpf/bpf.h>

#include "cg/dt_asm.h"
#include "link/dt_bpflib.h"
#include "link/dt_dis.h"
#include "link/dt_link.h"

static int failures, checks, verbose, nokernel;
static char tmpdir[] = "/tmp/dt_test_link.XXXXXX";
static char srcpath[512];
static const char *bpfcc = "clang";

#define CHECK(cond, ...) check((cond), __LINE__, __VA_ARGS__)

static int
check(int ok, int line, const char *fmt, ...)
{
	va_list ap;

	checks++;
	if (ok)
		return 1;
	failures++;
	printf("FAIL (line %d): ", line);
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	printf("\n");
	return 0;
}

/* --- building objects -------------------------------------------------- */

static void *
read_file(const char *path, size_t *size)
{
	FILE *fp = fopen(path, "rb");
	char *buf = NULL;
	long n;

	if (fp == NULL)
		return NULL;
	if (fseek(fp, 0, SEEK_END) == 0 && (n = ftell(fp)) > 0 &&
	    fseek(fp, 0, SEEK_SET) == 0 && (buf = malloc(n)) != NULL &&
	    fread(buf, 1, n, fp) != (size_t)n) {
		free(buf);
		buf = NULL;
	}
	*size = buf ? (size_t)n : 0;
	fclose(fp);
	return buf;
}

/* clang -target bpf <flags> -c src; returns the object image or NULL */
static void *
compile(const char *src, const char *flags, size_t *size)
{
	char cmd[2048], obj[600];
	void *img;

	snprintf(obj, sizeof(obj), "%s/out.o", tmpdir);
	snprintf(cmd, sizeof(cmd), "%s -target bpf %s -c '%s' -o '%s'",
	    bpfcc, flags, src, obj);
	if (system(cmd) != 0)
		return NULL;
	img = read_file(obj, size);
	unlink(obj);
	return img;
}

/* compile BPF C source text */
static void *
compile_text(const char *text, size_t *size)
{
	char src[600];
	FILE *fp;
	void *img;

	snprintf(src, sizeof(src), "%s/snippet.c", tmpdir);
	fp = fopen(src, "w");
	if (fp == NULL)
		return NULL;
	fputs(text, fp);
	fclose(fp);
	img = compile(src, "-O2 -g", size);
	unlink(src);
	return img;
}

/* --- the program under test -------------------------------------------- */

#define MAP_VALUE_OFF	8	/* second u64 of dt_test_map's value */

/*
 * r0 = dt_test_add(3, 4) + dt_test_sumsq(2, 3) + dt_test_bump(0)
 *	+ value[1] of dt_test_map (loaded directly, BPF_PSEUDO_MAP_VALUE)
 */
static void
build_prog(dt_prog_t *p)
{
	uint32_t at;

	dt_prog_init(p);
	dt_prog_emit(p, BPF_MOV64_IMM(BPF_REG_1, 3));
	dt_prog_emit(p, BPF_MOV64_IMM(BPF_REG_2, 4));
	at = dt_prog_emit(p, BPF_CALL_PSEUDO());
	dt_prog_reloc(p, DT_RELOC_CALL, at, "dt_test_add", 0);
	dt_prog_emit(p, BPF_MOV64_REG(BPF_REG_6, BPF_REG_0));
	dt_prog_emit(p, BPF_MOV64_IMM(BPF_REG_1, 2));
	dt_prog_emit(p, BPF_MOV64_IMM(BPF_REG_2, 3));
	at = dt_prog_emit(p, BPF_CALL_PSEUDO());
	dt_prog_reloc(p, DT_RELOC_CALL, at, "dt_test_sumsq", 0);
	dt_prog_emit(p, BPF_ALU64_REG(BPF_ADD, BPF_REG_6, BPF_REG_0));
	dt_prog_emit(p, BPF_MOV64_IMM(BPF_REG_1, 0));
	at = dt_prog_emit(p, BPF_CALL_PSEUDO());
	dt_prog_reloc(p, DT_RELOC_CALL, at, "dt_test_bump", 0);
	dt_prog_emit(p, BPF_ALU64_REG(BPF_ADD, BPF_REG_6, BPF_REG_0));
	at = dt_prog_emit_ldimm64(p, BPF_REG_1, 0);
	dt_prog_reloc(p, DT_RELOC_MAP_VALUE, at, "dt_test_map",
	    MAP_VALUE_OFF);
	dt_prog_emit(p, BPF_LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_1, 0));
	dt_prog_emit(p, BPF_ALU64_REG(BPF_ADD, BPF_REG_0, BPF_REG_6));
	dt_prog_emit(p, BPF_EXIT_INSN());
}

static int
is_call(const struct bpf_insn *in)
{
	return in->code == (BPF_JMP | BPF_CALL) &&
	    in->src_reg == BPF_PSEUDO_CALL;
}

/* does f's code sit at prog[at], with calls and map loads patched? */
static int
code_matches(const dt_prog_t *p, uint32_t at, const dt_bpffunc_t *f)
{
	uint32_t i;

	if (at + f->bf_ninsns > p->dp_ninsns)
		return 0;
	for (i = 0; i < f->bf_ninsns; i++) {
		struct bpf_insn a = p->dp_insns[at + i], b = f->bf_insns[i];

		if (is_call(&b))
			a.imm = b.imm;
		if (memcmp(&a, &b, sizeof(a)) != 0)
			return 0;
	}
	return 1;
}

/* where function fn was appended (searching after the program), or -1 */
static int64_t
find_func(const dt_prog_t *p, uint32_t start, const dt_bpffunc_t *f)
{
	uint32_t at;

	for (at = start; at < p->dp_ninsns; at++) {
		if (code_matches(p, at, f))
			return at;
	}
	return -1;
}

static const char *const closure[] = {
	"dt_test_add", "dt_test_sumsq", "dt_sq", "dt_test_bump", "dt_neg"
};
#define NCLOSURE	(sizeof(closure) / sizeof(closure[0]))

/* every call lands on its callee; every function is there once */
static void
check_linked(const dt_prog_t *p, uint32_t n0, const dt_bpflib_t *lib,
    const char *tag)
{
	int64_t place[16];
	uint32_t i, j, total = 0, nmaps = 0;

	for (i = 0; i < dt_bpflib_nfuncs(lib) && i < 16; i++) {
		const dt_bpffunc_t *f = dt_bpflib_func(lib, i);

		place[i] = find_func(p, n0, f);
		if (place[i] >= 0)
			total += f->bf_ninsns;
	}
	for (i = 0; i < NCLOSURE; i++) {
		int fn = dt_bpflib_lookup(lib, closure[i]);

		CHECK(fn >= 0 && place[fn] >= 0, "%s: %s not appended", tag,
		    closure[i]);
	}
	CHECK(p->dp_ninsns == n0 + total, "%s: appended %u insns, expected "
	    "%u (each function once)", tag, p->dp_ninsns - n0, total);

	/* the program's own calls */
	for (i = 0; i < p->dp_nrelocs; i++) {
		const dt_reloc_t *r = &p->dp_relocs[i];
		int fn = dt_bpflib_lookup(lib, r->dr_name);
		const struct bpf_insn *in = &p->dp_insns[r->dr_insn];

		if (r->dr_kind == DT_RELOC_MAP_FD) {
			nmaps++;
			CHECK(strcmp(r->dr_name, "dt_test_map") == 0 &&
			    p->dp_insns[r->dr_insn].code ==
			    (BPF_LD | BPF_IMM | BPF_DW), "%s: bad map reloc "
			    "%s at %u", tag, r->dr_name, r->dr_insn);
		}
		if (r->dr_kind != DT_RELOC_CALL)
			continue;
		CHECK(is_call(in) && fn >= 0 && (int64_t)r->dr_insn + 1 +
		    in->imm == place[fn], "%s: call to %s at %u has imm %d",
		    tag, r->dr_name, r->dr_insn, in->imm);
	}
	CHECK(nmaps == 1, "%s: %u map relocations for the appended code, "
	    "expected 1", tag, nmaps);

	/* the appended functions' calls */
	for (i = 0; i < dt_bpflib_nfuncs(lib) && i < 16; i++) {
		const dt_bpffunc_t *f = dt_bpflib_func(lib, i);

		for (j = 0; place[i] >= 0 && j < f->bf_nrels; j++) {
			const dt_bpfrel_t *r = &f->bf_rels[j];
			int64_t at = place[i] + r->br_insn;

			if (r->br_kind != DT_BPFREL_CALL)
				continue;
			CHECK(at + 1 + p->dp_insns[at].imm ==
			    place[r->br_func], "%s: call %s -> %s not patched",
			    tag, f->bf_name, r->br_name);
		}
	}
}

/* --- maps and the kernel ----------------------------------------------- */

struct maps {
	int fd;			/* dt_test_map */
	int lookups;
};

static int
resolve_map(void *arg, const char *name)
{
	struct maps *m = arg;

	m->lookups++;
	return strcmp(name, "dt_test_map") == 0 ? m->fd : -1;
}

static int
resolve_none(void *arg, const char *name)
{
	(void)arg;
	(void)name;
	return -1;
}

static void
check_map_patch(const dt_prog_t *p, int fd, const char *tag)
{
	uint32_t i;

	for (i = 0; i < p->dp_nrelocs; i++) {
		const dt_reloc_t *r = &p->dp_relocs[i];
		const struct bpf_insn *in = &p->dp_insns[r->dr_insn];

		if (r->dr_kind == DT_RELOC_MAP_FD)
			CHECK(in[0].src_reg == BPF_PSEUDO_MAP_FD &&
			    in[0].imm == fd && in[1].imm == 0,
			    "%s: map fd load at %u not patched", tag,
			    r->dr_insn);
		else if (r->dr_kind == DT_RELOC_MAP_VALUE)
			CHECK(in[0].src_reg == BPF_PSEUDO_MAP_VALUE &&
			    in[0].imm == fd && in[1].imm == MAP_VALUE_OFF,
			    "%s: map value load at %u not patched", tag,
			    r->dr_insn);
	}
}

static int
run_prog(int pfd, uint32_t *ret)
{
	unsigned char pkt[64] = { 0 };
	LIBBPF_OPTS(bpf_test_run_opts, topts, .data_in = pkt,
	    .data_size_in = sizeof(pkt), .repeat = 1);

	if (bpf_prog_test_run_opts(pfd, &topts) != 0)
		return -1;
	*ret = topts.retval;
	return 0;
}

/* load and run the linked program: proves it verifies and computes */
static void
kernel_run(const dt_prog_t *p, int mfd, const char *tag)
{
	static char log[65536];
	LIBBPF_OPTS(bpf_prog_load_opts, opts, .log_buf = log,
	    .log_size = sizeof(log), .log_level = 1);
	uint64_t val[2] = { 1000, 5000 };
	uint32_t key = 0, ret = 0;
	int pfd, rc;

	log[0] = '\0';
	pfd = bpf_prog_load(BPF_PROG_TYPE_SOCKET_FILTER, "dt_link_test", "GPL",
	    p->dp_insns, p->dp_ninsns, &opts);
	if (!CHECK(pfd >= 0, "%s: kernel rejected the program: %s\n%s", tag,
	    strerror(errno), log))
		return;
	/* 7 + 13 + (1000 + 1) + 5000, then the bump again */
	CHECK(bpf_map_update_elem(mfd, &key, val, BPF_ANY) == 0,
	    "%s: cannot reset the map", tag);
	rc = run_prog(pfd, &ret);
	CHECK(rc == 0 && ret == 6021, "%s: first run returned %u (%d), "
	    "expected 6021", tag, ret, rc);
	rc = run_prog(pfd, &ret);
	CHECK(rc == 0 && ret == 6022, "%s: second run returned %u (%d), "
	    "expected 6022", tag, ret, rc);
	CHECK(bpf_map_lookup_elem(mfd, &key, val) == 0 && val[0] == 1002 &&
	    val[1] == 5000, "%s: map value is %llu/%llu after two runs", tag,
	    (unsigned long long)val[0], (unsigned long long)val[1]);
	close(pfd);
	if (verbose)
		printf("%s: kernel ran the linked program: %u\n", tag, ret);
}

static int
make_map(void)
{
	uint64_t val[2] = { 1000, 5000 };
	uint32_t key = 0;
	int fd;

	fd = bpf_map_create(BPF_MAP_TYPE_ARRAY, "dt_test_map", sizeof(key),
	    sizeof(val), 1, NULL);
	if (fd >= 0 && bpf_map_update_elem(fd, &key, val, BPF_ANY) != 0) {
		close(fd);
		fd = -1;
	}
	return fd;
}

/* --- one variant of the compiled sample --------------------------------- */

static void
check_lib_contents(const dt_bpflib_t *lib, const char *tag)
{
	int fn;

	CHECK(dt_bpflib_has(lib, "dt_test_add"), "%s: no dt_test_add", tag);
	CHECK(dt_bpflib_has(lib, "dt_sq"), "%s: no static dt_sq", tag);
	CHECK(!dt_bpflib_has(lib, "dt_test_map"), "%s: map taken for a "
	    "function", tag);
	CHECK(!dt_bpflib_has(lib, "nonexistent"), "%s: has nonexistent", tag);
	CHECK(dt_bpflib_nfuncs(lib) == NCLOSURE, "%s: %u functions, "
	    "expected %zu", tag, dt_bpflib_nfuncs(lib), NCLOSURE);
	fn = dt_bpflib_lookup(lib, "dt_test_sumsq");
	CHECK(fn >= 0 && dt_bpflib_func(lib, fn)->bf_nrels == 3 &&
	    dt_bpflib_func(lib, fn)->bf_global, "%s: dt_test_sumsq should "
	    "have 3 calls", tag);
	fn = dt_bpflib_lookup(lib, "dt_test_bump");
	CHECK(fn >= 0 && dt_bpflib_func(lib, fn)->bf_nrels == 2, "%s: "
	    "dt_test_bump should have a map reference and a call", tag);
	fn = dt_bpflib_lookup(lib, "dt_neg");
	CHECK(fn >= 0 && !dt_bpflib_func(lib, fn)->bf_global, "%s: dt_neg "
	    "should be static", tag);
	CHECK(dt_bpflib_func(lib, dt_bpflib_nfuncs(lib)) == NULL,
	    "%s: function index out of range accepted", tag);
}

static void
test_variant(const char *flags, int mfd)
{
	char err[512], tag[128];
	struct maps m = { mfd, 0 };
	dt_bpflib_t *lib;
	dt_prog_t p;
	uint32_t n0;
	size_t size;
	void *img;

	snprintf(tag, sizeof(tag), "[%s]", flags);
	img = compile(srcpath, flags, &size);
	if (!CHECK(img != NULL, "%s: cannot compile %s", tag, srcpath))
		return;
	lib = dt_bpflib_open(img, size, err, sizeof(err));
	free(img);		/* the library keeps what it needs */
	if (!CHECK(lib != NULL, "%s: open: %s", tag, err))
		return;
	check_lib_contents(lib, tag);

	build_prog(&p);
	n0 = p.dp_ninsns;
	CHECK(dt_link(&p, lib, err, sizeof(err)) == 0, "%s: link: %s", tag,
	    err);
	check_linked(&p, n0, lib, tag);
	if (mfd < 0)
		m.fd = 42;	/* no kernel: any fd will do */
	CHECK(dt_link_maps(&p, resolve_map, &m, err, sizeof(err)) == 0,
	    "%s: link maps: %s", tag, err);
	CHECK(m.lookups == 2, "%s: %d map look-ups, expected 2", tag,
	    m.lookups);
	check_map_patch(&p, m.fd, tag);
	if (verbose)
		dt_dis_prog(stdout, tag, &p);
	if (mfd >= 0)
		kernel_run(&p, mfd, tag);
	dt_prog_fini(&p);
	dt_bpflib_close(lib);
}

/* --- error paths -------------------------------------------------------- */

static void
expect_link_error(dt_bpflib_t *lib)
{
	char err[256];
	dt_prog_t p;
	uint32_t at, n;

	dt_prog_init(&p);
	at = dt_prog_emit(&p, BPF_CALL_PSEUDO());
	dt_prog_reloc(&p, DT_RELOC_CALL, at, "dt_test_add", 0);
	at = dt_prog_emit(&p, BPF_CALL_PSEUDO());
	dt_prog_reloc(&p, DT_RELOC_CALL, at, "no_such_function", 0);
	dt_prog_emit(&p, BPF_EXIT_INSN());
	n = p.dp_ninsns;
	CHECK(dt_link(&p, lib, err, sizeof(err)) == -1 &&
	    strcmp(err, "undefined BPF function 'no_such_function'") == 0,
	    "unknown function: got '%s'", err);
	CHECK(p.dp_ninsns == n, "failed link changed the program");

	/* a call relocation that is not on a call */
	p.dp_relocs[1].dr_insn = 2;
	CHECK(dt_link(&p, lib, err, sizeof(err)) == -1 &&
	    strstr(err, "not on a call") != NULL, "reloc on exit: '%s'", err);

	/* maps: unknown, and on an instruction that is not ld_imm64 */
	dt_prog_reloc(&p, DT_RELOC_MAP_FD, 0, "dt_nomap", 0);
	CHECK(dt_link_maps(&p, resolve_none, NULL, err, sizeof(err)) == -1 &&
	    strstr(err, "not on a ld_imm64") != NULL, "map reloc on a call: "
	    "'%s'", err);
	p.dp_nrelocs = 0;
	at = dt_prog_emit_ldimm64(&p, BPF_REG_1, 0);
	dt_prog_reloc(&p, DT_RELOC_MAP_FD, at, "dt_nomap", 0);
	CHECK(dt_link_maps(&p, resolve_none, NULL, err, sizeof(err)) == -1 &&
	    strcmp(err, "unknown map 'dt_nomap'") == 0, "unknown map: '%s'",
	    err);
	/* no relocations: nothing to do */
	p.dp_nrelocs = 0;
	CHECK(dt_link(&p, lib, err, sizeof(err)) == 0 && p.dp_ninsns == n + 2,
	    "link without calls");
	dt_prog_fini(&p);
}

static void
expect_open_error(const void *img, size_t size, const char *what,
    const char *want)
{
	char err[256];
	dt_bpflib_t *lib;

	strcpy(err, "(unset)");
	lib = dt_bpflib_open(img, size, err, sizeof(err));
	CHECK(lib == NULL && strncmp(err, "bpflib: ", 8) == 0 &&
	    (want == NULL || strstr(err, want) != NULL),
	    "%s: expected an error with '%s', got '%s'", what,
	    want ? want : "", lib ? "success" : err);
	dt_bpflib_close(lib);
}

/* BPF sources using what the linker does not support */
static void
test_unsupported(void)
{
	static const struct {
		const char *src, *want;
	} cases[] = {
		{ "static int n; __attribute__((noinline)) int f(void) "
		  "{ return ++n; }", "global variable 'n' (section .bss)" },
		{ "int g = 1; __attribute__((noinline)) int f(void) "
		  "{ return g; }", "global variable 'g' (section .data)" },
		{ "__attribute__((noinline)) long f(long i) "
		  "{ return \"abcdefgh\"[i & 7]; }", "section .rodata" },
		{ "extern int nowhere(int); __attribute__((noinline)) int "
		  "f(int x) { return nowhere(x) + 1; }",
		  "'f' calls undefined function 'nowhere'" },
	};
	size_t i, size;
	void *img;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		img = compile_text(cases[i].src, &size);
		if (!CHECK(img != NULL, "cannot compile case %zu", i))
			continue;
		expect_open_error(img, size, cases[i].src, cases[i].want);
		free(img);
	}
}

/* libbpf-style maps in .maps, global and static, are maps by name */
static void
test_maps_section(void)
{
	static const char src[] =
	    "struct m { int type; int max; };\n"
	    "struct m dt_m1 __attribute__((section(\".maps\")));\n"
	    "static struct m dt_m2 __attribute__((section(\".maps\"), "
	    "used));\n"
	    "static void *(*lookup)(void *, const void *) = (void *)1;\n"
	    "__attribute__((noinline)) long f(int k) {\n"
	    "	return (long)lookup(&dt_m1, &k) +\n"
	    "	    (long)lookup(&dt_m2, &k);\n"
	    "}\n";
	char err[256];
	dt_bpflib_t *lib;
	const dt_bpffunc_t *f;
	size_t size;
	void *img;

	img = compile_text(src, &size);
	if (!CHECK(img != NULL, "cannot compile the .maps case"))
		return;
	lib = dt_bpflib_open(img, size, err, sizeof(err));
	free(img);
	if (!CHECK(lib != NULL, ".maps: %s", err))
		return;
	f = dt_bpflib_func(lib, (uint32_t)dt_bpflib_lookup(lib, "f"));
	CHECK(f != NULL && f->bf_nrels == 2 &&
	    f->bf_rels[0].br_kind == DT_BPFREL_MAP &&
	    f->bf_rels[1].br_kind == DT_BPFREL_MAP &&
	    strcmp(f->bf_rels[0].br_name, "dt_m1") == 0 &&
	    strcmp(f->bf_rels[1].br_name, "dt_m2") == 0,
	    ".maps: map references not found by name");
	dt_bpflib_close(lib);
}

/*
 * A function's address (a callback) is a DT_BPFREL_FUNC; linked, the
 * ld_imm64 is a BPF_PSEUDO_FUNC one whose imm leads to the callback,
 * which is appended.
 */
static void
test_funcaddr(void)
{
	static const char src[] =
	    "static __attribute__((noinline)) long cb(long x) "
	    "{ return x + 1; }\n"
	    "__attribute__((noinline)) long f(void) { return (long)&cb; }\n";
	char err[256];
	dt_bpflib_t *lib;
	const dt_bpffunc_t *f;
	dt_prog_t p;
	size_t size;
	uint32_t i;
	void *img;

	img = compile_text(src, &size);
	if (!CHECK(img != NULL, "cannot compile the callback case"))
		return;
	lib = dt_bpflib_open(img, size, err, sizeof(err));
	free(img);
	if (!CHECK(lib != NULL, "callback: %s", err))
		return;
	f = dt_bpflib_func(lib, (uint32_t)dt_bpflib_lookup(lib, "f"));
	CHECK(f != NULL && f->bf_nrels == 1 &&
	    f->bf_rels[0].br_kind == DT_BPFREL_FUNC &&
	    strcmp(f->bf_rels[0].br_name, "cb") == 0,
	    "callback: no function address relocation to cb");
	dt_prog_init(&p);
	dt_prog_emit(&p, (struct bpf_insn){ .code = BPF_JMP | BPF_CALL,
	    .src_reg = BPF_PSEUDO_CALL, .imm = -1 });
	dt_prog_reloc(&p, DT_RELOC_CALL, 0, "f", 0);
	dt_prog_emit(&p, (struct bpf_insn){ .code = BPF_JMP | BPF_EXIT });
	CHECK(dt_link(&p, lib, err, sizeof(err)) == 0, "callback: link: %s",
	    err);
	for (i = 0; i < p.dp_ninsns; i++)
		if (p.dp_insns[i].code == (BPF_LD | BPF_IMM | BPF_DW))
			break;
	CHECK(i + 1 < p.dp_ninsns &&
	    p.dp_insns[i].src_reg == BPF_PSEUDO_FUNC &&
	    i + 1 + p.dp_insns[i].imm + 2 < p.dp_ninsns &&
	    p.dp_insns[i + 2 + p.dp_insns[i].imm].code ==
	    (BPF_ALU64 | BPF_ADD | BPF_K) &&
	    p.dp_insns[i + 2 + p.dp_insns[i].imm].imm == 1,
	    "callback: the ld_imm64 does not lead to cb (r0 = r1; r0 += 1)");
	dt_prog_fini(&p);
	dt_bpflib_close(lib);
}

/* offset in the image of the first relocation of .rel.text, or 0 */
static size_t
first_text_rel(const unsigned char *img, size_t size)
{
	Elf64_Ehdr eh;
	Elf64_Shdr sh, names;
	size_t i;

	memcpy(&eh, img, sizeof(eh));
	if (eh.e_shoff + (uint64_t)eh.e_shnum * sizeof(sh) > size ||
	    eh.e_shstrndx >= eh.e_shnum)
		return 0;
	memcpy(&names, img + eh.e_shoff + eh.e_shstrndx * sizeof(sh),
	    sizeof(sh));
	for (i = 1; i < eh.e_shnum; i++) {
		memcpy(&sh, img + eh.e_shoff + i * sizeof(sh), sizeof(sh));
		if (names.sh_offset + sh.sh_name + 10 <= size &&
		    memcmp(img + names.sh_offset + sh.sh_name, ".rel.text",
		    10) == 0)
			return sh.sh_offset;
	}
	return 0;
}

/* relocation types the linker does not accept where they are */
static void
test_bad_reltypes(const unsigned char *img, size_t size)
{
	unsigned char *bad = malloc(size);
	size_t off = first_text_rel(img, size);

	/* Elf64_Rel: r_offset (8 bytes), then r_info, type in its low byte */
	if (CHECK(off != 0 && off + 16 <= size, "no .rel.text found")) {
		memcpy(bad, img, size);
		bad[off + 8] = 3;	/* R_BPF_64_ABS32 */
		expect_open_error(bad, size, "ABS32 in code",
		    "unsupported relocation type 3 at .text+");
		bad[off + 8] = 1;	/* R_BPF_64_64, on a call */
		expect_open_error(bad, size, "R_BPF_64_64 on a call",
		    "not on a ld_imm64");
	}
	free(bad);
}

/* bad images must give a clean error (or a consistent library) */
static void
test_corrupt(const unsigned char *img, size_t size)
{
	unsigned char *bad = malloc(size);
	unsigned seed = 12345;
	char err[256];
	size_t i, ok = 0;

	expect_open_error(NULL, 0, "NULL image", "empty");
	expect_open_error(img, 0, "empty image", "empty");
	for (i = 0; i < size; i++)
		bad[i] = (unsigned char)((seed = seed * 1103515245 + 12345) >>
		    16);
	expect_open_error(bad, size, "garbage", "not an ELF object");
	memcpy(bad, "\177ELF", 4);
	expect_open_error(bad, size, "garbage after an ELF magic", NULL);
	for (i = 1; i < size; i++)
		expect_open_error(img, i, "truncated", NULL);

	memcpy(bad, img, size);
	bad[18] = 62;		/* e_machine = EM_X86_64 */
	bad[19] = 0;
	expect_open_error(bad, size, "x86-64 machine", "not a BPF object");
	memcpy(bad, img, size);
	bad[4] = 1;		/* ELFCLASS32 */
	expect_open_error(bad, size, "32-bit class", NULL);
	memcpy(bad, img, size);
	bad[5] = 2;		/* big endian */
	expect_open_error(bad, size, "big-endian", NULL);

	/* every byte flipped in turn: no crash, no leak, sane if accepted */
	for (i = 0; i < size; i++) {
		dt_bpflib_t *lib;
		uint32_t fn;

		memcpy(bad, img, size);
		bad[i] ^= 0xff;
		lib = dt_bpflib_open(bad, size, err, sizeof(err));
		if (lib == NULL)
			continue;
		ok++;
		for (fn = 0; fn < dt_bpflib_nfuncs(lib); fn++) {
			const dt_bpffunc_t *f = dt_bpflib_func(lib, fn);
			dt_prog_t p;
			uint32_t at;

			dt_prog_init(&p);
			at = dt_prog_emit(&p, BPF_CALL_PSEUDO());
			dt_prog_reloc(&p, DT_RELOC_CALL, at, f->bf_name, 0);
			dt_prog_emit(&p, BPF_EXIT_INSN());
			if (dt_link(&p, lib, err, sizeof(err)) == 0) {
				FILE *null = fopen("/dev/null", "w");

				dt_dis_prog(null, "fuzz", &p);
				fclose(null);
			}
			dt_prog_fini(&p);
		}
		dt_bpflib_close(lib);
	}
	if (verbose)
		printf("byte flips: %zu of %zu images still accepted\n", ok,
		    size);
	free(bad);
}

/* --- the disassembler ----------------------------------------------------- */

static void
dis_expect(const struct bpf_insn *insns, uint32_t i, const char *want)
{
	char buf[256];

	dt_dis_insn(buf, sizeof(buf), insns, i);
	CHECK(strcmp(buf, want) == 0, "dis: expected '%s', got '%s'", want,
	    buf);
}

static void
dis_one(struct bpf_insn in, const char *want)
{
	char small[5];

	dis_expect(&in, 0, want);
	/* a short buffer gets the text truncated, and terminated */
	memset(small, 'x', sizeof(small));
	dt_dis_insn(small, sizeof(small), &in, 0);
	CHECK(strncmp(small, want, sizeof(small) - 1) == 0 &&
	    strlen(small) == (strlen(want) < 4 ? strlen(want) : 4),
	    "dis: '%s' truncated to '%.5s'", want, small);
}

static void
test_dis_insns(void)
{
	struct bpf_insn two[4];

	dis_one(BPF_MOV64_IMM(BPF_REG_1, 5), "mov  %r1, 5");
	dis_one(BPF_ALU32_REG(BPF_ADD, BPF_REG_2, BPF_REG_3), "add  %w2, %w3");
	dis_one(BPF_ALU64_IMM(BPF_LSH, BPF_REG_0, 32), "lsh  %r0, 32");
	dis_one(BPF_NEG64(BPF_REG_3), "neg  %r3");
	dis_one(DT_INSN(BPF_ALU | BPF_END | BPF_TO_BE, 2, 0, 0, 16),
	    "be16 %r2");
	dis_one(DT_INSN(BPF_ALU64 | BPF_END | BPF_TO_LE, 2, 0, 0, 64),
	    "bswap64 %r2");
	dis_one(DT_INSN(BPF_ALU64 | BPF_DIV | BPF_K, 1, 0, 1, 3),
	    "sdiv %r1, 3");
	dis_one(DT_INSN(BPF_ALU | BPF_MOD | BPF_X, 1, 2, 1, 0),
	    "smod %w1, %w2");
	dis_one(DT_INSN(BPF_ALU64 | BPF_MOV | BPF_X, 1, 2, 8, 0),
	    "movsx8 %r1, %r2");
	dis_one(BPF_LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_10, -8),
	    "lddw %r0, [%fp-8]");
	dis_one(DT_INSN(BPF_LDX | 0x80 /* MEMSX */ | BPF_H, 1, 2, 4, 0),
	    "ldsh %r1, [%r2+4]");
	dis_one(BPF_STX_MEM(BPF_W, BPF_REG_10, BPF_REG_1, -4),
	    "stw  [%fp-4], %r1");
	dis_one(BPF_ST_MEM(BPF_B, BPF_REG_1, 2, 7), "stb  [%r1+2], 7");
	dis_one(BPF_ATOMIC_ADD(BPF_DW, BPF_REG_1, BPF_REG_2, 0),
	    "atomic_add64 [%r1+0], %r2");
	dis_one(DT_INSN(BPF_STX | BPF_W | BPF_ATOMIC, 1, 2, 8,
	    BPF_OR | BPF_FETCH),
	    "atomic_fetch_or32 [%r1+8], %w2 ! %w2 = old");
	dis_one(DT_INSN(BPF_STX | BPF_DW | BPF_ATOMIC, 1, 2, 0, BPF_CMPXCHG),
	    "atomic_cmpxchg64 [%r1+0], %r2 ! %r0 = old");
	dis_one(BPF_CALL_HELPER(1), "call bpf_map_lookup_elem");
	dis_one(BPF_CALL_HELPER(125), "call bpf_ktime_get_boot_ns");
	dis_one(BPF_CALL_HELPER(9999), "call helper#9999");
	dis_one(DT_INSN(BPF_JMP | BPF_CALL, 0, BPF_PSEUDO_CALL, 0, 5),
	    "call 5                        ! -> 0006");
	dis_one(BPF_EXIT_INSN(), "exit");
	dis_one(BPF_JMP_A(4), "ja   4                        ! -> 0005");
	dis_one(BPF_JMP_A(0), "nop");
	dis_one(DT_INSN(0xff, 0, 0, 0, 0), "(illegal opcode)");
	dis_one(DT_INSN(BPF_ALU64 | 0xe0 | BPF_K, 0, 0, 0, 0),
	    "(illegal opcode)");

	two[0] = BPF_MOV64_IMM(BPF_REG_0, 0);
	two[1] = BPF_JMP_IMM(BPF_JEQ, BPF_REG_1, 0, 2);
	two[2] = DT_INSN(BPF_JMP32 | BPF_JLT | BPF_X, 1, 2, -3, 0);
	dis_expect(two, 1, "jeq  %r1, 0, 2                ! -> 0004");
	dis_expect(two, 2, "jlt  %w1, %w2, -3             ! -> 0000");

	two[0] = DT_INSN(BPF_LD | BPF_DW | BPF_IMM, 1, 0, 0, 2);
	two[1] = DT_INSN(0, 0, 0, 0, 1);
	dis_expect(two, 0, "lddw %r1, 0x0000000100000002");
	dis_expect(two, 1, "");
	two[0].src_reg = BPF_PSEUDO_MAP_FD;
	two[0].imm = 7;
	dis_expect(two, 0, "lddw %r1, map_fd(7)");
	two[0].src_reg = BPF_PSEUDO_MAP_VALUE;
	two[1].imm = 16;
	dis_expect(two, 0, "lddw %r1, map_value(7)+16");
}

static char *
listing(const dt_prog_t *p)
{
	char *text = NULL;
	size_t len = 0;
	FILE *fp = open_memstream(&text, &len);

	if (fp == NULL)
		return NULL;
	dt_dis_prog(fp, "Disassembly of clause dtrace:::BEGIN", p);
	fclose(fp);
	return text;
}

static void
test_dis_listing(void)
{
	static const char want[] =
	    "\n"
	    "Disassembly of clause dtrace:::BEGIN:\n"
	    "INS  OFF    OPCODE                  INSTRUCTION\n"
	    "0000 00000: 18 1 0 0000 00000000    lddw %r1, 0x0000000000000000\n"
	    "0001 00008: 00 0 0 0000 00000000                                  "
	    "! dt_global+16\n"
	    "0002 00016: 85 0 1 0000 ffffffff    call dt_test_add\n"
	    "0003 00024: 15 0 0 0001 00000000    jeq  %r0, 0, 1"
	    "                ! -> 0005\n"
	    "0004 00032: 07 0 0 0000 fffffff8    add  %r0, -8\n"
	    "0005 00040: 95 0 0 0000 00000000    exit\n"
	    "\n";
	dt_prog_t p;
	uint32_t at;
	char *text;

	dt_prog_init(&p);
	at = dt_prog_emit_ldimm64(&p, BPF_REG_1, 0);
	dt_prog_reloc(&p, DT_RELOC_MAP_VALUE, at, "dt_global", 16);
	at = dt_prog_emit(&p, BPF_CALL_PSEUDO());
	dt_prog_reloc(&p, DT_RELOC_CALL, at, "dt_test_add", 0);
	dt_prog_emit(&p, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 1));
	dt_prog_emit(&p, BPF_ALU64_IMM(BPF_ADD, BPF_REG_0, -8));
	dt_prog_emit(&p, BPF_EXIT_INSN());
	text = listing(&p);
	CHECK(text != NULL && strcmp(text, want) == 0,
	    "listing differs; got:\n%s\nexpected:\n%s", text, want);
	if (verbose && text != NULL)
		fputs(text, stdout);
	free(text);

	/* a truncated ld_imm64 at the end of a listing */
	p.dp_ninsns = 1;
	text = listing(&p);
	CHECK(text != NULL && strstr(text, "(truncated ld_imm64)") != NULL,
	    "truncated ld_imm64 not flagged");
	free(text);
	dt_prog_fini(&p);
}

/* --- main ----------------------------------------------------------------- */

static void
defaults(void)
{
	const char *slash = strrchr(__FILE__, '/');
	const char *dir = getenv("srcdir"), *cc = getenv("BPF_CC");
	int n = slash ? (int)(slash - __FILE__) + 1 : 0;

	if (cc != NULL && cc[0] != '\0')
		bpfcc = cc;
	if (dir != NULL && dir[0] != '\0')
		snprintf(srcpath, sizeof(srcpath),
		    "%s/tests/unit/bpflib_sample.c", dir);
	else
		snprintf(srcpath, sizeof(srcpath), "%.*sbpflib_sample.c", n,
		    __FILE__);
}

/* can we compile for BPF at all? */
static int
have_compiler(void)
{
	size_t size;
	void *img = compile_text("int f(void) { return 0; }", &size);

	free(img);
	return img != NULL;
}

static void
test_objects(int mfd)
{
	static const char *const variants[] = {
		"-O2 -g", "-O2", "-O2 -g -mcpu=v1", "-O2 -g -mcpu=v2",
		"-O2 -g -mcpu=v3",
	};
	char err[256];
	dt_bpflib_t *lib;
	size_t i, size;
	void *img;

	for (i = 0; i < sizeof(variants) / sizeof(variants[0]); i++)
		test_variant(variants[i], mfd);

	img = compile(srcpath, "-O2 -g", &size);
	if (!CHECK(img != NULL, "cannot compile %s", srcpath))
		return;
	lib = dt_bpflib_open(img, size, err, sizeof(err));
	if (CHECK(lib != NULL, "open: %s", err))
		expect_link_error(lib);
	dt_bpflib_close(lib);
	test_bad_reltypes(img, size);
	test_corrupt(img, size);
	free(img);
}

int
main(int argc, char **argv)
{
	int mfd, i;

	defaults();
	for (i = 1; i < argc; i++) {
		if (strcmp(argv[i], "-v") == 0)
			verbose = 1;
		else if (strcmp(argv[i], "-n") == 0)
			nokernel = 1;
		else
			snprintf(srcpath, sizeof(srcpath), "%s", argv[i]);
	}
	if (mkdtemp(tmpdir) == NULL) {
		perror("mkdtemp");
		return 2;
	}
	if (access(srcpath, R_OK) != 0) {
		printf("FAIL: cannot read %s\n", srcpath);
		rmdir(tmpdir);
		return 1;
	}
	if (!have_compiler()) {
		rmdir(tmpdir);
		printf("SKIP: %s cannot compile for the BPF target\n", bpfcc);
		return 77;
	}
	mfd = nokernel ? -1 : make_map();
	if (mfd < 0 && !nokernel)
		printf("SKIP: kernel runs (cannot create a BPF map: %s)\n",
		    strerror(errno));

	test_dis_insns();
	test_dis_listing();
	test_objects(mfd);
	test_unsupported();
	test_maps_section();
	test_funcaddr();

	if (mfd >= 0)
		close(mfd);
	rmdir(tmpdir);
	printf("%s: %d checks, %d failed\n", failures ? "FAIL" : "PASS",
	    checks, failures);
	return failures != 0;
}
