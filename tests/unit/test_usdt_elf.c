/*
 * test_usdt_elf.c -- unit test of stapsdt note parsing (usdt/usdt_elf.c)
 * and the file cache (usdt/usdt_cache.c).
 *
 * It builds usdt_sample.c and usdt_sample_sema.c with the C compiler as a
 * PIE (-O2 and -O0), a non-PIE executable and a shared library, and, if the
 * compiler can, a 32-bit static executable; then for each checks that
 * usdt_file_open() finds exactly the notes `readelf -n` lists, with the same
 * pc, base, semaphore and argument string, and independently that:
 *
 *   - the byte at each probe's file offset is the nop;
 *   - the semaphore addresses are the semaphore symbols' values, and the
 *     one initialised to 0x1234 reads so at its file offset;
 *   - each probe's function is the one the source puts it in;
 *   - every argument decodes, constants to their values and %rip-relative
 *     globals to their symbols' addresses;
 *   - names are in D's spelling (sample__prov -> sample-prov).
 *
 * Then errors: not ELF, a relocatable object, a directory, a missing file;
 * notes made malformed one way at a time; a semaphore in .bss past the
 * file's last page (found, but not sema_mapped); a moved .stapsdt.base
 * (prelink);
 * truncated files; every byte of the headers and notes changed (no crash,
 * and an error is always a "usdt: " message); random notes.  And the cache:
 * one parse per file however often asked, a new parse when the file
 * changes, failures remembered.
 *
 * Exits 77 if the compiler cannot build the sample (no <sys/sdt.h>).
 */
#define UT_WITH_LIBELF
#include "usdt_test.h"

#include <elf.h>
#include <inttypes.h>
#include <sys/mman.h>

/* ------------------------------------------------------------ references */

/* A note as `readelf -n --wide` prints it. */
typedef struct rnote {
	char		prov[256], name[256], args[1024];
	uint64_t	loc, base, sema;
} rnote_t;

/* The stapsdt notes readelf lists for path, and its build-id. */
static int
readelf_notes(const char *path, rnote_t *v, int max, char *buildid)
{
	char out[600], line[1000];
	unsigned long long loc, base, sema;
	rnote_t *r = NULL;
	const char *p;
	FILE *f;
	int n = 0;

	snprintf(out, sizeof(out), "%s.notes", path);
	buildid[0] = '\0';
	if (ut_sh("readelf -n --wide %s >%s", path, out) != 0 ||
	    (f = fopen(out, "r")) == NULL)
		return -1;
	while (fgets(line, sizeof(line), f) != NULL) {
		line[strcspn(line, "\n")] = '\0';
		/* --wide puts "Build ID:" and "Provider:" on the owner's line */
		if ((p = strstr(line, "Build ID: ")) != NULL)
			sscanf(p, "Build ID: %128s", buildid);
		if (strstr(line, "NT_STAPSDT") != NULL && n < max) {
			r = &v[n++];
			memset(r, 0, sizeof(*r));
		}
		if (r == NULL)
			continue;
		if ((p = strstr(line, "Provider: ")) != NULL)
			sscanf(p, "Provider: %255s", r->prov);
		else if (sscanf(line, "    Name: %255s", r->name) == 1)
			continue;
		else if (sscanf(line, "    Location: %llx, Base: %llx, "
		    "Semaphore: %llx", &loc, &base, &sema) == 3) {
			r->loc = loc;
			r->base = base;
			r->sema = sema;
		} else if (strncmp(line, "    Arguments:", 14) == 0)
			snprintf(r->args, sizeof(r->args), "%s", line[14] ==
			    ' ' ? line + 15 : line + 14);
	}
	fclose(f);
	return n;
}

/* The nop of the host's instruction set, as bytes in the file. */
static int
is_nop(const unsigned char *p)
{
#if defined(__aarch64__)
	return p[0] == 0x1f && p[1] == 0x20 && p[2] == 0x03 && p[3] == 0xd5;
#else
	return p[0] == 0x90;
#endif
}

/* ----------------------------------------------------- the good files */

/* What each probe of the sample is: its function and D names. */
static const struct expect {
	const char *prov, *name, *func, *dprov, *dname;
	int nargs;
} expects[] = {
	{ "sample", "noargs", "sample_args", "sample", "noargs", 0 },
	{ "sample", "mixed", "sample_args", "sample", "mixed", 6 },
	{ "sample", "small", "sample_args", "sample", "small", 5 },
	{ "sample", "consts", "sample_args", "sample", "consts", 3 },
	{ "sample", "ptrs", "sample_args", "sample", "ptrs", 2 },
	{ "sample", "gated", "sample_sema", "sample", "gated", 1 },
	{ "sample__prov", "dash__name", "sample_sema", "sample-prov",
	  "dash-name", 2 },
};

/* A %rip-relative spec's symbol and displacement: 1 if it is one. */
static int
ripspec(const char *spec, char *sym, long *disp)
{
	char tail[64];

	*disp = 0;
	if (strstr(spec, "(%rip)") == NULL)
		return 0;
	spec = strchr(spec, '@') + 1;
	if (sscanf(spec, "%ld+%63[A-Za-z0-9_](%%rip%1[)]", disp, sym,
	    tail) == 3)
		return 1;
	if (sscanf(spec, "%63[A-Za-z0-9_]%ld(%%rip%1[)]", sym, disp,
	    tail) == 3)
		return 1;
	*disp = 0;
	return sscanf(spec, "%63[A-Za-z0-9_](%%rip%1[)]", sym, tail) == 2;
}

/* Every argument decoded, and the %rip-relative ones to their symbols. */
static void
check_args(const char *path, const usdt_note_t *n)
{
	char specs[1024], sym[64], *spec, *save = NULL;
	long disp;
	int i = 0;

	CHECK(n->argerr == NULL, "%s %s: argerr '%s'", path, n->name,
	    n->argerr ? n->argerr : "");
	snprintf(specs, sizeof(specs), "%s", n->argstr);
	for (spec = strtok_r(specs, " ", &save); spec != NULL && i < n->nargs;
	    spec = strtok_r(NULL, " ", &save), i++) {
		CHECK(n->args[i].kind != USDT_ARG_UNSUPPORTED,
		    "%s %s: arg %d '%s' undecoded", path, n->name, i, spec);
		if (ripspec(spec, sym, &disp))
			CHECK(n->args[i].kind == USDT_ARG_STATIC &&
			    (uint64_t)n->args[i].val == symval(path, sym) +
			    (uint64_t)disp, "%s %s: '%s' val 0x%" PRIx64, path,
			    n->name, spec, (uint64_t)n->args[i].val);
	}
}

/* The probes of sample_args and sample_sema, checked against the file. */
static void
check_note(const char *path, const usdt_file_t *f, const usdt_note_t *n,
    const unsigned char *img, size_t len)
{
	const struct expect *x = NULL;
	uint64_t off;
	size_t i;

	for (i = 0; i < sizeof(expects) / sizeof(expects[0]); i++)
		if (strcmp(expects[i].name, n->name) == 0)
			x = &expects[i];
	if (!CHECK(x != NULL, "%s: unexpected probe %s", path, n->name))
		return;
	CHECK(strcmp(n->provider, x->prov) == 0 && strcmp(n->dprovider,
	    x->dprov) == 0 && strcmp(n->dname, x->dname) == 0, "%s %s: "
	    "names %s %s %s", path, n->name, n->provider, n->dprovider,
	    n->dname);
	CHECK(strcmp(n->function, x->func) == 0, "%s %s: function '%s'",
	    path, n->name, n->function);
	CHECK(n->nargs == x->nargs, "%s %s: %d args", path, n->name, n->nargs);
	CHECK(n->off + 4 <= len && is_nop(img + n->off), "%s %s: no nop at "
	    "offset 0x%" PRIx64, path, n->name, n->off);
	CHECK(usdt_file_vaddr_to_off(f, n->pc, &off) == 0 && off == n->off,
	    "%s %s: vaddr_to_off", path, n->name);
	check_args(path, n);
	if (strcmp(n->name, "consts") == 0)
		CHECK(n->args[0].kind == USDT_ARG_CONST && n->args[0].val == 5 &&
		    n->args[1].val == -3 && n->args[2].val == INT64_MAX,
		    "%s consts: values", path);
	if (strcmp(n->name, "gated") == 0) {
		CHECK(n->sema_addr == symval(path, "sample_gated_semaphore") &&
		    n->sema_addr != 0 && n->sema_mapped && n->sema_off + 2 <=
		    len && img[n->sema_off] == 0x34 && img[n->sema_off + 1] ==
		    0x12, "%s gated: semaphore 0x%" PRIx64 " at offset 0x%"
		    PRIx64, path, n->sema_addr, n->sema_off);
	} else if (strcmp(n->name, "dash__name") == 0) {
		CHECK(n->sema_addr != 0 && n->sema_addr == symval(path,
		    "sample__prov_dash__name_semaphore") && n->sema_off != 0,
		    "%s dash__name: semaphore 0x%" PRIx64, path, n->sema_addr);
	} else
		CHECK(n->sema_addr == 0 && n->sema_off == 0, "%s %s: semaphore",
		    path, n->name);
}

/* A file against readelf and the checks above; nnotes expected. */
static void
check_file(const char *name, bool is_dyn, size_t nnotes)
{
	const char *path = ut_path(name);
	rnote_t r[16];
	char bid[160], mybid[160];
	unsigned char *img;
	usdt_file_t *f;
	usdt_err_t err;
	size_t len, i;
	int n, rc;

	rc = usdt_file_open(path, &f, &err);
	if (!CHECK(rc == 0, "%s: rc %d (%s)", name, rc, err.msg))
		return;
	img = ut_slurp(path, &len);
	n = readelf_notes(path, r, 16, bid);
	CHECK(n >= 0 && (size_t)n == nnotes && f->nnotes == nnotes,
	    "%s: %zu notes, readelf %d, want %zu", name, f->nnotes, n, nnotes);
	CHECK(f->is_dyn == is_dyn, "%s: is_dyn %d", name, f->is_dyn);
	CHECK(strcmp(usdt_file_build_id(f, mybid, sizeof(mybid)), bid) == 0,
	    "%s: build-id '%s', readelf '%s'", name, mybid, bid);
	for (i = 0; i < f->nnotes && (int)i < n; i++) {
		const usdt_note_t *m = &f->notes[i];

		CHECK(strcmp(m->provider, r[i].prov) == 0 && strcmp(m->name,
		    r[i].name) == 0 && m->pc == r[i].loc && m->base ==
		    r[i].base && m->sema_addr == r[i].sema &&
		    strcmp(m->argstr, r[i].args) == 0, "%s note %zu: %s:%s pc "
		    "0x%" PRIx64 " sema 0x%" PRIx64 " '%s', readelf %s:%s 0x%"
		    PRIx64 " 0x%" PRIx64 " '%s'", name, i, m->provider,
		    m->name, m->pc, m->sema_addr, m->argstr, r[i].prov,
		    r[i].name, r[i].loc, r[i].sema, r[i].args);
		if (img != NULL && f->elfclass == ELFCLASS64)
			check_note(path, f, m, img, len);
	}
	free(img);
	usdt_file_release(f);
}

static void
test_good(void)
{
	const char *sample = ut_src("usdt_sample.c");
	const char *sema = ut_src("usdt_sample_sema.c");
	char srcs[2100];
	usdt_file_t *f;
	usdt_err_t err;
	int rc;

	snprintf(srcs, sizeof(srcs), "%s %s", sample, sema);
	if (ut_build("pie", "-O2 -fPIE -pie", srcs) != 0)
		ut_skip("test_usdt_elf", "cannot build the sample with <sys/"
		    "sdt.h>");
	CHECK(ut_build("pie0", "-O0 -fPIE -pie", srcs) == 0, "build pie0");
	CHECK(ut_build("nopie", "-O2 -fno-pie -no-pie", srcs) == 0,
	    "build nopie");
	CHECK(ut_build("libsema.so", "-O2 -fPIC -shared", sema) == 0,
	    "build libsema.so");
	check_file("pie", true, 7);
	check_file("pie0", true, 7);
	check_file("nopie", false, 7);
	check_file("libsema.so", true, 2);

	rc = usdt_file_open(ut_path("pie"), &f, &err);
	if (CHECK(rc == 0, "pie: %s", err.msg)) {
		CHECK(f->nprovs == 2 && strcmp(f->dprovs[0], "sample") == 0 &&
		    strcmp(f->dprovs[1], "sample-prov") == 0, "dprovs");
#if defined(__x86_64__)
		CHECK(f->machine == EM_X86_64 && f->elfclass == ELFCLASS64,
		    "machine %u class %u", f->machine, f->elfclass);
#endif
		usdt_file_release(f);
	}
}

/* A 32-bit static executable without libc, where the compiler can. */
static void
test_32(void)
{
	static const char src[] =
	    "#include <sys/sdt.h>\n"
	    "int g32 = 3;\n"
	    "void _start(void) { int x = g32; STAP_PROBE2(p32, two, x, 7);\n"
	    "    for (;;) ; }\n";
	const usdt_note_t *n;
	usdt_file_t *f;
	usdt_err_t err;
	int rc;

#if !defined(__x86_64__)
	return;
#endif
	if (ut_spew(ut_path("t32.c"), src, sizeof(src) - 1) != 0 ||
	    ut_build("t32", "-m32 -O1 -fno-pie -no-pie -nostdlib -static "
	    "-isystem /usr/include/$(cc -print-multiarch)",
	    ut_path("t32.c")) != 0) {
		printf("32-bit: not checked (the compiler cannot -m32)\n");
		return;
	}
	check_file("t32", false, 1);
	rc = usdt_file_open(ut_path("t32"), &f, &err);
	if (!CHECK(rc == 0, "t32: %s", err.msg))
		return;
	n = ut_note(f, "p32", "two");
	CHECK(f->elfclass == ELFCLASS32 && f->machine == EM_386, "t32: class "
	    "%u machine %u", f->elfclass, f->machine);
	if (CHECK(n != NULL, "t32: no p32:two")) {
		CHECK(n->nargs == 2 && n->args[0].kind != USDT_ARG_UNSUPPORTED &&
		    n->args[1].kind == USDT_ARG_CONST && n->args[1].val == 7,
		    "t32: args '%s'", n->argstr);
		CHECK(strcmp(n->function, "_start") == 0, "t32: function '%s'",
		    n->function);
	}
	usdt_file_release(f);
}

/* ----------------------------------------------------------- bad files */

static void
expect_err(const char *path, int want, const char *msg)
{
	usdt_file_t *f = NULL;
	usdt_err_t err;
	int rc;

	err.msg[0] = '\0';
	rc = usdt_file_open(path, &f, &err);
	CHECK(rc == want && f == NULL && strcmp(err.msg, msg) == 0,
	    "%s: rc %d (want %d), '%s', want '%s'", path, rc, want, err.msg,
	    msg);
	usdt_file_release(f);
}

static void
test_notelf(void)
{
	char msg[1024];

	ut_spew(ut_path("text"), "hello\n", 6);
	snprintf(msg, sizeof(msg), "usdt: '%s' is not an ELF file",
	    ut_path("text"));
	expect_err(ut_path("text"), -ENOEXEC, msg);
	ut_spew(ut_path("empty"), "", 0);
	snprintf(msg, sizeof(msg), "usdt: '%s' is not an ELF file",
	    ut_path("empty"));
	expect_err(ut_path("empty"), -ENOEXEC, msg);
	snprintf(msg, sizeof(msg), "usdt: '%s' is not a regular file", ut_dir);
	expect_err(ut_dir, -ENOEXEC, msg);
	snprintf(msg, sizeof(msg), "usdt: cannot open '%s': No such file or "
	    "directory", ut_path("missing"));
	expect_err(ut_path("missing"), -ENOENT, msg);
	if (CHECK(ut_build("sample.o", "-O2 -c", ut_src("usdt_sample.c")) ==
	    0, "build sample.o")) {
		snprintf(msg, sizeof(msg), "usdt: '%s' is not an executable "
		    "or shared object", ut_path("sample.o"));
		expect_err(ut_path("sample.o"), -ENOEXEC, msg);
	}
}

/* A file with no notes at all is a file with no probes, not an error. */
static void
test_nonotes(void)
{
	usdt_file_t *f;
	usdt_err_t err;
	int rc;

	ut_spew(ut_path("plain.c"), "int main(void) { return 0; }\n", 29);
	if (!CHECK(ut_build("plain", "-O2", ut_path("plain.c")) == 0,
	    "build plain"))
		return;
	rc = usdt_file_open(ut_path("plain"), &f, &err);
	if (CHECK(rc == 0, "plain: %s", err.msg)) {
		CHECK(f->nnotes == 0 && f->nprovs == 0 && f->nsegs > 0,
		    "plain: %zu notes", f->nnotes);
		usdt_file_release(f);
	}
}

/* The desc of the k-th stapsdt note of a file image (64-bit), or NULL. */
static unsigned char *
note_desc(unsigned char *img, size_t secoff, size_t secsize, int k,
    uint32_t **hdr)
{
	size_t o = secoff;
	uint32_t h[3];

	while (o + 12 <= secoff + secsize) {
		memcpy(h, img + o, 12);
		if (k-- == 0) {
			*hdr = (uint32_t *)(img + o);
			return img + o + 12 + ((h[0] + 3) & ~3u);
		}
		o += 12 + ((h[0] + 3) & ~3u) + ((h[1] + 3) & ~3u);
	}
	return NULL;
}

/* The end of the writable PT_LOAD segment's memory image. */
static uint64_t
rw_end(const char *path)
{
	int fd = open(path, O_RDONLY);
	Elf *e = fd < 0 ? NULL : elf_begin(fd, ELF_C_READ, NULL);
	size_t i, n = 0;
	uint64_t end = 0;
	GElf_Phdr ph;

	if (e != NULL && elf_getphdrnum(e, &n) == 0)
		for (i = 0; i < n; i++)
			if (gelf_getphdr(e, (int)i, &ph) != NULL &&
			    ph.p_type == PT_LOAD && (ph.p_flags & PF_W))
				end = ph.p_vaddr + ph.p_memsz;
	if (e != NULL)
		elf_end(e);
	if (fd >= 0)
		close(fd);
	return end;
}

/* A copy of pie with one change, parsed; rc, and *f if it parsed. */
static int
parse_patched(const unsigned char *img, size_t len, const char *name,
    usdt_file_t **f, usdt_err_t *err)
{
	ut_spew(ut_path(name), img, len);
	err->msg[0] = '\0';
	return usdt_file_open(ut_path(name), f, err);
}

static void
test_malformed(void)
{
	const char *path = ut_path("pie");
	unsigned char *img, *copy, *d;
	size_t len, soff, ssize;
	uint32_t *h;
	uint64_t pc, sema, base;
	usdt_file_t *f, *orig;
	usdt_err_t err;
	char want[1200];
	int rc, k;

	img = ut_slurp(path, &len);
	if (!CHECK(img != NULL && section(path, ".note.stapsdt", &soff,
	    &ssize) == 0 && usdt_file_open(path, &orig, &err) == 0,
	    "read pie"))
		return;
	copy = malloc(len);

	/* The descriptor runs past the section. */
	memcpy(copy, img, len);
	note_desc(copy, soff, ssize, 0, &h);
	h[1] = 0x7fffffff;
	rc = parse_patched(copy, len, "bad1", &f, &err);
	snprintf(want, sizeof(want), "usdt: malformed .note.stapsdt note in "
	    "'%s': note out of bounds", ut_path("bad1"));
	CHECK(rc == -EINVAL && strcmp(err.msg, want) == 0, "descsz: %d '%s'",
	    rc, err.msg);

	/* So does the name. */
	memcpy(copy, img, len);
	note_desc(copy, soff, ssize, 0, &h);
	h[0] = 0xfffffff0;
	rc = parse_patched(copy, len, "bad2", &f, &err);
	CHECK(rc == -EINVAL && strstr(err.msg, "malformed .note.stapsdt") !=
	    NULL, "namesz: %d '%s'", rc, err.msg);

	/* No NUL anywhere in the strings. */
	memcpy(copy, img, len);
	d = note_desc(copy, soff, ssize, 1, &h);
	memset(d + 24, 'A', h[1] - 24);
	rc = parse_patched(copy, len, "bad3", &f, &err);
	snprintf(want, sizeof(want), "usdt: malformed .note.stapsdt note in "
	    "'%s': bad provider name", ut_path("bad3"));
	CHECK(rc == -EINVAL && strcmp(err.msg, want) == 0, "no NUL: %d '%s'",
	    rc, err.msg);

	/* A control character in a name. */
	memcpy(copy, img, len);
	d = note_desc(copy, soff, ssize, 1, &h);
	d[24 + 7] = 0x01;	/* "sample\0" then the probe name */
	rc = parse_patched(copy, len, "bad4", &f, &err);
	CHECK(rc == -EINVAL && strstr(err.msg, "bad probe name") != NULL,
	    "control char: %d '%s'", rc, err.msg);

	/* A descriptor too short for its three addresses. */
	memcpy(copy, img, len);
	note_desc(copy, soff, ssize, 0, &h);
	h[1] = 20;
	rc = parse_patched(copy, len, "bad5", &f, &err);
	CHECK(rc == -EINVAL && strstr(err.msg, "too short") != NULL,
	    "short desc: %d '%s'", rc, err.msg);

	/* A pc outside the text. */
	memcpy(copy, img, len);
	d = note_desc(copy, soff, ssize, 0, &h);
	pc = 0x7fffffff0000ULL;
	memcpy(d, &pc, 8);
	rc = parse_patched(copy, len, "bad6", &f, &err);
	snprintf(want, sizeof(want), "usdt: probe sample:noargs in '%s' at "
	    "0x7fffffff0000 lies in no executable segment", ut_path("bad6"));
	CHECK(rc == -EINVAL && strcmp(err.msg, want) == 0, "pc: %d '%s'", rc,
	    err.msg);

	/* A semaphore in no writable segment. */
	memcpy(copy, img, len);
	for (k = 0; (d = note_desc(copy, soff, ssize, k, &h)) != NULL; k++) {
		memcpy(&sema, d + 16, 8);
		if (sema != 0)
			break;
	}
	if (CHECK(d != NULL, "no semaphore note")) {
		memcpy(d + 16, d, 8);	/* the pc: in the text */
		rc = parse_patched(copy, len, "bad7", &f, &err);
		CHECK(rc == -EINVAL && strstr(err.msg, "lies in no writable "
		    "segment") != NULL, "sema: %d '%s'", rc, err.msg);
	}

	/*
	 * A semaphore at the end of .bss, past the file's last page: found,
	 * but no file mapping holds it.
	 */
	memcpy(copy, img, len);
	d = note_desc(copy, soff, ssize, k, &h);
	sema = rw_end(path) - 2;
	memcpy(d + 16, &sema, 8);
	rc = parse_patched(copy, len, "bss", &f, &err);
	if (CHECK(rc == 0, "bss semaphore: %s", err.msg)) {
		CHECK(f->notes[k].sema_addr == sema && !f->notes[k].sema_mapped &&
		    f->notes[k].sema_off > len && orig->notes[k].sema_mapped,
		    "bss semaphore: mapped %d offset 0x%" PRIx64,
		    f->notes[k].sema_mapped, f->notes[k].sema_off);
		usdt_file_release(f);
	}

	/*
	 * Prelinked: the note's base is 0x10 below where .stapsdt.base is,
	 * so pc and semaphore are 0x10 further than the note says.
	 */
	memcpy(copy, img, len);
	d = note_desc(copy, soff, ssize, k, &h);
	memcpy(&base, d + 8, 8);
	base -= 0x10;
	memcpy(d + 8, &base, 8);
	rc = parse_patched(copy, len, "prelinked", &f, &err);
	if (CHECK(rc == 0, "prelinked: %s", err.msg)) {
		const usdt_note_t *a = &orig->notes[k], *b = &f->notes[k];

		CHECK(b->pc == a->pc + 0x10 && b->off == a->off + 0x10 &&
		    b->sema_addr == a->sema_addr + 0x10 && b->sema_off ==
		    a->sema_off + 0x10 && b->base == a->base - 0x10,
		    "prelinked: pc 0x%" PRIx64 " sema 0x%" PRIx64, b->pc,
		    b->sema_addr);
		usdt_file_release(f);
	}
	usdt_file_release(orig);
	free(copy);
	free(img);
}

/* Truncated files: an error or fewer notes, never a crash. */
static void
test_truncated(void)
{
	unsigned char *img;
	usdt_file_t *f;
	usdt_err_t err;
	size_t len, i, cut;
	int rc;

	if ((img = ut_slurp(ut_path("pie"), &len)) == NULL)
		return;
	for (i = 0; i < 9; i++) {
		cut = i == 0 ? 16 : i == 8 ? len - 1 : len * i / 8;
		f = NULL;
		rc = parse_patched(img, cut, "cut", &f, &err);
		CHECK(rc <= 0 && (rc == 0 ? f != NULL && f->nnotes <= 7 :
		    strncmp(err.msg, "usdt: ", 6) == 0), "cut at %zu: rc %d "
		    "'%s'", cut, rc, err.msg);
		usdt_file_release(f);
	}
	free(img);
}

/* Checks a parse that succeeded on a damaged image for sanity. */
static int
sane(const usdt_file_t *f, size_t len)
{
	size_t i;

	for (i = 0; i < f->nnotes; i++) {
		const usdt_note_t *n = &f->notes[i];

		if (n->off >= len || n->provider == NULL || n->dname == NULL ||
		    n->function == NULL || n->argstr == NULL || n->nargs < 0 ||
		    n->nargs > USDT_MAX_ARGS || (n->sema_addr && n->sema_off >=
		    len + 65536))
			return 0;
	}
	return 1;
}

/* One parse of the image in a memfd: an error message or a sane file. */
static void
fuzz_one(int fd, size_t len, const char *what, size_t at)
{
	usdt_file_t *f = NULL;
	usdt_err_t err;
	int rc;

	err.msg[0] = '\0';
	rc = usdt_file_open_fd(fd, "fuzz", &f, &err);
	CHECK(rc <= 0 && (rc < 0 ? f == NULL && strncmp(err.msg, "usdt: ",
	    6) == 0 : sane(f, len)), "%s at %zu: rc %d '%s'", what, at, rc,
	    err.msg);
	usdt_file_release(f);
}

/*
 * Every byte of the ELF header, the program headers, the notes and the
 * section headers, changed to 0, 0xff and itself ^ 0x80; then the note
 * section filled with random bytes.
 */
static void
test_fuzz(void)
{
	static const unsigned char vals[] = { 0x00, 0xff, 0x80 };
	const char *path = ut_path("pie");
	unsigned char *img, saved, *rnd;
	size_t len, soff, ssize, ranges[4][2], r, i, v;
	Elf64_Ehdr eh;
	int fd, k;

	if ((img = ut_slurp(path, &len)) == NULL || len < sizeof(eh) ||
	    section(path, ".note.stapsdt", &soff, &ssize) != 0 ||
	    (fd = memfd_create("usdt_fuzz", 0)) < 0) {
		free(img);
		CHECK(0, "fuzz: setup");
		return;
	}
	memcpy(&eh, img, sizeof(eh));
	ranges[0][0] = 0;
	ranges[0][1] = sizeof(eh);
	ranges[1][0] = eh.e_phoff;
	ranges[1][1] = (size_t)eh.e_phnum * eh.e_phentsize;
	ranges[2][0] = soff;
	ranges[2][1] = ssize;
	ranges[3][0] = eh.e_shoff;
	ranges[3][1] = (size_t)eh.e_shnum * eh.e_shentsize;
	CHECK(pwrite(fd, img, len, 0) == (ssize_t)len, "fuzz: write");
	for (r = 0; r < 4; r++) {
		for (i = ranges[r][0]; i < ranges[r][0] + ranges[r][1] &&
		    i < len; i++) {
			saved = img[i];
			for (v = 0; v < sizeof(vals); v++) {
				unsigned char b = vals[v] == 0x80 ?
				    saved ^ 0x80 : vals[v];

				if (b == saved || pwrite(fd, &b, 1, (off_t)i) !=
				    1)
					continue;
				fuzz_one(fd, len, "byte", i);
			}
			(void) pwrite(fd, &saved, 1, (off_t)i);
		}
	}
	srand(1);
	rnd = malloc(ssize);
	for (k = 0; rnd != NULL && k < 300; k++) {
		for (i = 0; i < ssize; i++)
			rnd[i] = (unsigned char)rand();
		/* Keep a plausible first header now and then. */
		if (k % 2 == 0)
			memcpy(rnd, img + soff, ssize < 20 ? ssize : 20);
		(void) pwrite(fd, rnd, ssize, (off_t)soff);
		fuzz_one(fd, len, "random notes", (size_t)k);
	}
	free(rnd);
	close(fd);
	free(img);
}

/* ---------------------------------------------------------------- cache */

static void
test_cache(void)
{
	usdt_cache_t *c = usdt_cache_create();
	usdt_file_t *a = NULL, *b = NULL, *d = NULL;
	usdt_err_t err;
	int fd, rc;
	char cmd[64];

	if (!CHECK(c != NULL, "cache_create"))
		return;
	fd = open(ut_path("pie"), O_RDONLY);
	rc = usdt_cache_get(c, fd, ut_path("pie"), &a, &err);
	CHECK(rc == 0 && a != NULL && a->nnotes == 7, "cache get: %s",
	    err.msg);
	rc = usdt_cache_get(c, fd, "another name", &b, &err);
	CHECK(rc == 0 && b == a && usdt_cache_parses(c) == 1 &&
	    usdt_cache_count(c) == 1, "cache hit: parses %zu",
	    usdt_cache_parses(c));
	close(fd);
	usdt_file_release(b);

	/* Changed in place (new mtime, same inode): parsed again. */
	usleep(20000);
	snprintf(cmd, sizeof(cmd), "touch %s", ut_path("pie"));
	CHECK(system(cmd) == 0, "touch");
	fd = open(ut_path("pie"), O_RDONLY);
	rc = usdt_cache_get(c, fd, ut_path("pie"), &d, &err);
	CHECK(rc == 0 && d != a && usdt_cache_parses(c) == 2 &&
	    usdt_cache_count(c) == 1, "cache stale: parses %zu",
	    usdt_cache_parses(c));
	close(fd);
	/* The old file lives on while held. */
	CHECK(a->nnotes == 7 && strcmp(a->notes[0].name, "noargs") == 0,
	    "held file");
	usdt_file_release(a);
	usdt_file_release(d);

	/* A failure is remembered, with its message. */
	fd = open(ut_path("text"), O_RDONLY);
	rc = usdt_cache_get(c, fd, ut_path("text"), &a, &err);
	CHECK(rc == -ENOEXEC && a == NULL, "cache text: %d", rc);
	err.msg[0] = '\0';
	rc = usdt_cache_get(c, fd, ut_path("text"), &a, &err);
	CHECK(rc == -ENOEXEC && a == NULL && strstr(err.msg, "is not an ELF "
	    "file") != NULL && usdt_cache_parses(c) == 3 &&
	    usdt_cache_count(c) == 2, "cache failure: %d '%s' parses %zu", rc,
	    err.msg, usdt_cache_parses(c));
	close(fd);
	usdt_cache_destroy(c);
}

int
main(int argc, char **argv)
{
	ut_verbose = argc > 1 && strcmp(argv[1], "-v") == 0;
	if (elf_version(EV_CURRENT) == EV_NONE)
		return 1;
	ut_mkdir();
	test_good();
	test_32();
	test_notelf();
	test_nonotes();
	test_malformed();
	test_truncated();
	test_fuzz();
	test_cache();
	return ut_finish("test_usdt_elf");
}
