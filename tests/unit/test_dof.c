/*
 * test_dof.c -- unit test of the DOF writer and reader (usdt/usdt_dof.c).
 *
 * A sample definition (two providers, translated arguments, stability
 * attributes) is written and read back field by field.  Then the reader
 * gets hostile images: every truncation of the sample, every single-byte
 * corruption of its headers, specific lies (a section past the end, an
 * unterminated string table, an argument mapping out of range, bad
 * attributes, a huge section count), and random garbage.  Each must be
 * rejected with -EINVAL (or accepted, for corruptions that leave a valid
 * image) without reading outside the buffer: every image is placed so
 * that it ends exactly at a page followed by an inaccessible page, so an
 * over-read crashes the test instead of passing unseen.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/mman.h>

#include "usdt_dof.h"

static int nfail, npass;

#define CHECK(cond, ...) do {						\
	if (cond) {							\
		npass++;						\
	} else {							\
		nfail++;						\
		printf("FAIL %s:%d: ", __FILE__, __LINE__);		\
		printf(__VA_ARGS__);					\
		printf("\n");						\
	}								\
} while (0)

/* --- a buffer that ends at a guard page ---------------------------------- */

static size_t g_page;

typedef struct guarded {
	uint8_t *map;
	size_t maplen;
	uint8_t *p;			/* len bytes ending at the guard page */
} guarded_t;

static guarded_t
guard(const void *data, size_t len)
{
	guarded_t g;
	size_t pages = (len + g_page - 1) / g_page + 1;

	g.maplen = (pages + 1) * g_page;
	g.map = mmap(NULL, g.maplen, PROT_READ | PROT_WRITE,
	    MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (g.map == MAP_FAILED) {
		perror("mmap");
		exit(1);
	}
	if (mprotect(g.map + pages * g_page, g_page, PROT_NONE) != 0) {
		perror("mprotect");
		exit(1);
	}
	g.p = g.map + pages * g_page - len;
	memcpy(g.p, data, len);
	return g;
}

static void
unguard(guarded_t *g)
{
	munmap(g->map, g->maplen);
}

static int
read_guarded(const void *data, size_t len, usdt_dof_t **dofp, char *err,
    size_t errlen)
{
	guarded_t g = guard(data, len);
	int rc = usdt_dof_read(g.p, len, dofp, err, errlen);

	unguard(&g);
	return rc;
}

/* --- the sample ----------------------------------------------------------- */

static char *qs_n[] = { "struct conn *", "char *", "int" };
static char *qs_x[] = { "conninfo_t *", "string" };
static uint8_t qs_map[] = { 0, 1 };
static char *done_n[] = { "int" };
static uint8_t done_map[] = { 0 };
static uint32_t offs[] = { 0x10, 0x40 };
static uint32_t enoffs[] = { 0x20 };

static usdt_dof_probe_t myapp_probes[] = {
	{ .name = "query-start", .func = "", .nargc = 3, .xargc = 2,
	  .nargv = qs_n, .xargv = qs_x, .argmap = qs_map },
	{ .name = "done", .func = "main", .nargc = 1, .xargc = 1,
	  .nargv = done_n, .xargv = done_n, .argmap = done_map,
	  .addr = 0x401000, .noffs = 2, .offs = offs, .nenoffs = 1,
	  .enoffs = enoffs },
};

static usdt_dof_probe_t other_probes[] = {
	{ .name = "tick", .func = "" },
};

static usdt_dof_provider_t sample_provs[] = {
	{ .name = "myapp", .nprobes = 2, .probes = myapp_probes,
	  .attr = { { 5, 5, 5 }, { 1, 1, 0 }, { 1, 1, 0 }, { 5, 5, 5 },
	  { 5, 5, 5 } } },
	{ .name = "other", .nprobes = 1, .probes = other_probes,
	  .attr = { { 4, 4, 5 }, { 4, 4, 5 }, { 4, 4, 5 }, { 4, 4, 5 },
	  { 4, 4, 5 } } },
};

static usdt_dof_t sample = {
	.model = DOF_MODEL_LP64, .version = DOF_VERSION_2, .nprovs = 2,
	.provs = sample_provs,
};

static void
check_probe(const usdt_dof_probe_t *got, const usdt_dof_probe_t *want)
{
	int i;

	CHECK(strcmp(got->name, want->name) == 0, "probe name %s, want %s",
	    got->name, want->name);
	CHECK(strcmp(got->func, want->func) == 0, "%s: func '%s', want '%s'",
	    want->name, got->func, want->func);
	CHECK(got->nargc == want->nargc && got->xargc == want->xargc,
	    "%s: nargc %d xargc %d", want->name, got->nargc, got->xargc);
	for (i = 0; i < want->nargc && i < got->nargc; i++)
		CHECK(strcmp(got->nargv[i], want->nargv[i]) == 0,
		    "%s: native arg %d '%s'", want->name, i, got->nargv[i]);
	for (i = 0; i < want->xargc && i < got->xargc; i++) {
		CHECK(strcmp(got->xargv[i], want->xargv[i]) == 0,
		    "%s: translated arg %d '%s'", want->name, i,
		    got->xargv[i]);
		CHECK(got->argmap[i] == want->argmap[i], "%s: map %d = %u",
		    want->name, i, got->argmap[i]);
	}
	CHECK(got->addr == want->addr && got->noffs == want->noffs &&
	    got->nenoffs == want->nenoffs, "%s: addr/offsets", want->name);
	for (i = 0; i < want->noffs && i < got->noffs; i++)
		CHECK(got->offs[i] == want->offs[i], "%s: offset %d",
		    want->name, i);
	for (i = 0; i < want->nenoffs && i < got->nenoffs; i++)
		CHECK(got->enoffs[i] == want->enoffs[i], "%s: enoffset %d",
		    want->name, i);
}

static void
check_sample(const usdt_dof_t *d)
{
	int i, j;

	CHECK(d->model == DOF_MODEL_LP64 && d->version == DOF_VERSION_2,
	    "model %d version %d", d->model, d->version);
	CHECK(d->nprovs == 2, "%d providers", d->nprovs);
	for (i = 0; i < d->nprovs && i < 2; i++) {
		const usdt_dof_provider_t *g = &d->provs[i];
		const usdt_dof_provider_t *w = &sample_provs[i];

		CHECK(strcmp(g->name, w->name) == 0, "provider %s", g->name);
		CHECK(memcmp(g->attr, w->attr, sizeof(g->attr)) == 0,
		    "%s: attributes", w->name);
		CHECK(g->nprobes == w->nprobes, "%s: %d probes", w->name,
		    g->nprobes);
		for (j = 0; j < g->nprobes && j < w->nprobes; j++)
			check_probe(&g->probes[j], &w->probes[j]);
	}
}

/* --- cases ---------------------------------------------------------------- */

static void
test_roundtrip(const uint8_t *img, size_t len)
{
	usdt_dof_t *d;
	char err[256];
	int rc = read_guarded(img, len, &d, err, sizeof(err));

	CHECK(rc == 0, "round trip: %d %s", rc, err);
	if (rc == 0) {
		check_sample(d);
		usdt_dof_free(d);
	}
	CHECK(len % 8 == 0, "image size %zu not a multiple of 8", len);
}

/* every proper prefix is rejected */
static void
test_truncated(const uint8_t *img, size_t len)
{
	usdt_dof_t *d;
	char err[256];
	size_t n;
	int bad = 0;

	for (n = 0; n < len; n++) {
		int rc = read_guarded(img, n, &d, err, sizeof(err));

		if (rc != -EINVAL || d != NULL || strncmp(err, "DOF: ", 5)) {
			if (bad++ < 5)
				CHECK(0, "truncated to %zu: rc %d '%s'", n, rc,
				    err);
			if (rc == 0)
				usdt_dof_free(d);
		}
	}
	CHECK(bad == 0, "%d truncations accepted", bad);
}

/* each byte of the header and section table replaced by each of a few
   values: rejected or accepted, never a crash or a leak of garbage */
static void
test_header_bytes(const uint8_t *img, size_t len)
{
	static const uint8_t vals[] = { 0x00, 0x01, 0x07, 0x80, 0xff };
	const dof_hdr_t *h = (const dof_hdr_t *)img;
	size_t i, v, end = h->dofh_secoff + h->dofh_secnum * sizeof(dof_sec_t);
	uint8_t *copy = malloc(len);
	int accepted = 0, rejected = 0;

	for (i = 0; i < end; i++) {
		for (v = 0; v < sizeof(vals); v++) {
			usdt_dof_t *d;
			char err[256];
			int rc;

			memcpy(copy, img, len);
			copy[i] = vals[v];
			rc = read_guarded(copy, len, &d, err, sizeof(err));
			CHECK(rc == 0 || rc == -EINVAL, "byte %zu = %#x: %d", i,
			    vals[v], rc);
			if (rc == 0) {
				accepted++;
				usdt_dof_free(d);
			} else {
				rejected++;
			}
		}
	}
	CHECK(rejected > 0 && accepted > 0, "%d rejected, %d accepted",
	    rejected, accepted);
	free(copy);
}

static dof_sec_t *
sec_of(uint8_t *img, int type, int nth)
{
	dof_hdr_t *h = (dof_hdr_t *)img;
	dof_sec_t *s = (dof_sec_t *)(img + h->dofh_secoff);
	uint32_t i;

	for (i = 0; i < h->dofh_secnum; i++)
		if ((int)s[i].dofs_type == type && nth-- == 0)
			return &s[i];
	return NULL;
}

static void
expect_bad(const uint8_t *img, size_t len, const char *what,
    const char *msg)
{
	usdt_dof_t *d;
	char err[256];
	int rc = read_guarded(img, len, &d, err, sizeof(err));

	CHECK(rc == -EINVAL, "%s: accepted (rc %d)", what, rc);
	CHECK(strstr(err, msg) != NULL, "%s: message '%s', want '%s'", what,
	    err, msg);
	if (rc == 0)
		usdt_dof_free(d);
}

static void
test_lies(const uint8_t *img, size_t len)
{
	uint8_t *c = malloc(len);
	dof_hdr_t *h = (dof_hdr_t *)c;
	dof_sec_t *s;
	dof_probe_t *p;

	memcpy(c, img, len);
	c[0] = 'x';
	expect_bad(c, len, "magic", "bad magic number");

	memcpy(c, img, len);
	h->dofh_secnum = 1000000;
	expect_bad(c, len, "secnum", "too many sections");

	memcpy(c, img, len);
	h->dofh_secnum = 4000;
	expect_bad(c, len, "secnum past end", "section headers extend past");

	memcpy(c, img, len);
	h->dofh_filesz = len + 8;
	expect_bad(c, len, "filesz", "image size");

	memcpy(c, img, len);
	s = sec_of(c, DOF_SECT_PROBES, 0);
	s->dofs_offset = 0xfffffffffffffff8ull;
	expect_bad(c, len, "section offset overflow", "extends past the image");

	memcpy(c, img, len);
	s = sec_of(c, DOF_SECT_PROBES, 0);
	s->dofs_size = len;
	expect_bad(c, len, "section size", "extends past the image");

	memcpy(c, img, len);
	s = sec_of(c, DOF_SECT_STRTAB, 0);
	c[s->dofs_offset + s->dofs_size - 1] = 'x';
	expect_bad(c, len, "unterminated strtab", "not terminated");

	memcpy(c, img, len);
	s = sec_of(c, DOF_SECT_PROBES, 0);
	p = (dof_probe_t *)(c + s->dofs_offset);
	p->dofpr_name = 0x7fffffff;
	expect_bad(c, len, "name index", "outside its table");

	memcpy(c, img, len);
	s = sec_of(c, DOF_SECT_PROBES, 0);
	p = (dof_probe_t *)(c + s->dofs_offset);
	p->dofpr_nargc = 200;	/* strings run off the table */
	expect_bad(c, len, "nargc", "string offset");

	memcpy(c, img, len);
	s = sec_of(c, DOF_SECT_PRARGS, 0);
	c[s->dofs_offset + 1] = 9;
	expect_bad(c, len, "argmap", "maps to argument 9 of 3");

	memcpy(c, img, len);
	s = sec_of(c, DOF_SECT_PROBES, 0);
	p = (dof_probe_t *)(c + s->dofs_offset) + 1;
	p->dofpr_noffs = 3;
	expect_bad(c, len, "noffs", "probe offsets");

	memcpy(c, img, len);
	s = sec_of(c, DOF_SECT_PROVIDER, 0);
	((dof_provider_t *)(c + s->dofs_offset))->dofpv_provattr = 0x09000000;
	expect_bad(c, len, "attributes", "invalid stability attributes");

	memcpy(c, img, len);
	s = sec_of(c, DOF_SECT_PROVIDER, 0);
	((dof_provider_t *)(c + s->dofs_offset))->dofpv_probes = 0;
	expect_bad(c, len, "probes index", "missing or mistyped");

	memcpy(c, img, len);
	s = sec_of(c, DOF_SECT_PROBES, 0);
	s->dofs_entsize = 8;
	expect_bad(c, len, "entsize", "entry size 8");

	memcpy(c, img, len);
	s = sec_of(c, DOF_SECT_PROBES, 0);
	s->dofs_align = 3;
	expect_bad(c, len, "alignment", "not a power of two");

	memcpy(c, img, len);
	s = sec_of(c, DOF_SECT_PROVIDER, 1);
	s->dofs_size = 8;
	expect_bad(c, len, "provider size", "is too small");
	free(c);
}

/* random bytes, and random bytes behind a valid-looking header */
static void
test_garbage(const uint8_t *img, size_t len)
{
	uint8_t buf[2048];
	unsigned seed = 12345;
	int i, rejected = 0;
	size_t j, n;

	for (i = 0; i < 2000; i++) {
		usdt_dof_t *d;
		char err[128];
		int rc;

		n = (size_t)(rand_r(&seed) % sizeof(buf));
		for (j = 0; j < n; j++)
			buf[j] = (uint8_t)rand_r(&seed);
		if (i % 2 == 0 && n >= sizeof(dof_hdr_t))
			memcpy(buf, img, sizeof(dof_hdr_t) < len ?
			    sizeof(dof_hdr_t) : len);
		rc = read_guarded(buf, n, &d, err, sizeof(err));
		CHECK(rc == 0 || rc == -EINVAL, "garbage %d: %d", i, rc);
		if (rc == 0)
			usdt_dof_free(d);
		else
			rejected++;
	}
	CHECK(rejected > 1900, "only %d garbage images rejected", rejected);
}

static void
test_writer_limits(void)
{
	usdt_dof_probe_t pr = myapp_probes[0];
	usdt_dof_provider_t pv = sample_provs[0];
	usdt_dof_t d = sample;
	uint8_t badmap[] = { 0, 3 };
	void *buf = NULL;
	size_t len;

	pr.argmap = badmap;
	pv.probes = &pr;
	pv.nprobes = 1;
	d.provs = &pv;
	d.nprovs = 1;
	CHECK(usdt_dof_write(&d, &buf, &len) == -EINVAL,
	    "argmap out of range written");
	pr.argmap = qs_map;
	pr.name = "a-probe-name-that-is-longer-than-sixty-three-characters-"
	    "in-all-of-its-letters";
	CHECK(usdt_dof_write(&d, &buf, &len) == -EINVAL,
	    "long probe name written");
	pr.name = "ok";
	CHECK(usdt_dof_write(&d, &buf, &len) == 0, "one provider");
	free(buf);

	d.nprovs = 0;
	CHECK(usdt_dof_write(&d, &buf, &len) == 0 && len == 64,
	    "empty image of %zu bytes", len);
	if (buf != NULL) {
		usdt_dof_t *e;
		char err[128];

		CHECK(read_guarded(buf, len, &e, err, sizeof(err)) == 0 &&
		    e->nprovs == 0, "empty image: %s", err);
		usdt_dof_free(e);
	}
	free(buf);
}

int
main(void)
{
	void *img;
	size_t len;

	g_page = (size_t)sysconf(_SC_PAGESIZE);
	if (usdt_dof_write(&sample, &img, &len) != 0) {
		printf("FAIL: cannot write the sample\n");
		return 1;
	}
	test_roundtrip(img, len);
	test_truncated(img, len);
	test_header_bytes(img, len);
	test_lies(img, len);
	test_garbage(img, len);
	test_writer_limits();
	free(img);
	printf("%d passed, %d failed\n", npass, nfail);
	return nfail != 0;
}
