/*
 * test_kbtf.c -- unit test of the in-place BTF reader (libdtrace/
 * dt_kbtf.c) on objects of its own: a base with an int, a typedef chain,
 * an array, a struct and a function (found by a walk, not the hash), two
 * types of the same name and kind (the lower id is found, as libbpf
 * finds it), and a split object on top whose ids and string offsets
 * continue the base's and whose lookups search the base first; then
 * objects that are not BTF or lie about their sections are refused, and
 * the kernel's own BTF, where this machine has one, is read and agrees
 * with what the test knows of it.
 */
#define _GNU_SOURCE		/* memmem */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "types/dt_kbtf.h"
#include "check.h"

/* a type's info word and an int's encoding word (uapi/linux/btf.h) */
#define INFO(kind, vlen)	((uint32_t)(kind) << 24 | (uint32_t)(vlen))
#define INT_ENC(enc, bits)	((uint32_t)(enc) << 24 | (uint32_t)(bits))

/* An object being built: header, types and strings in one buffer. */
typedef struct blob {
	uint8_t types[1024];
	uint32_t ntypes;	/* bytes of types */
	char strs[512];
	uint32_t nstrs;
	uint32_t strbase;	/* a split object's first string offset */
	uint8_t out[2048];
} blob_t;

static uint32_t
str(blob_t *b, const char *s)
{
	uint32_t off = b->nstrs;

	memcpy(b->strs + b->nstrs, s, strlen(s) + 1);
	b->nstrs += (uint32_t)strlen(s) + 1;
	return b->strbase + off;
}

static void
put(blob_t *b, const void *p, size_t n)
{
	memcpy(b->types + b->ntypes, p, n);
	b->ntypes += (uint32_t)n;
}

static void
type(blob_t *b, const char *name, uint32_t kind, uint32_t vlen,
    uint32_t size_or_type)
{
	struct btf_type t = {
		.name_off = name != NULL ? str(b, name) : 0,
		.info = INFO(kind, vlen),
		.size = size_or_type,
	};

	put(b, &t, sizeof(t));
}

/* The object's bytes (header, types, strings), and its size. */
static const void *
finish(blob_t *b, uint32_t *size)
{
	struct btf_header h = {
		.magic = BTF_MAGIC, .version = BTF_VERSION,
		.hdr_len = sizeof(h), .type_off = 0, .type_len = b->ntypes,
		.str_off = b->ntypes, .str_len = b->nstrs,
	};

	memcpy(b->out, &h, sizeof(h));
	memcpy(b->out + sizeof(h), b->types, b->ntypes);
	memcpy(b->out + sizeof(h) + b->ntypes, b->strs, b->nstrs);
	*size = (uint32_t)sizeof(h) + b->ntypes + b->nstrs;
	return b->out;
}

/*
 * Base: 1 int, 2 typedef myint -> 1, 3 const -> 2, 4 array [3] of 3,
 * 5 struct point { int x; myint y; }, 6 func main, 7 func_proto,
 * 8 typedef dup -> 1, 9 typedef dup -> 5, 10 ptr -> 5.
 */
static dt_kbtf_t *
base_object(blob_t *b)
{
	uint32_t enc = INT_ENC(BTF_INT_SIGNED, 32), size;
	struct btf_array arr = { .type = 3, .index_type = 1, .nelems = 3 };
	struct btf_member m[2];
	const void *data;

	memset(b, 0, sizeof(*b));
	str(b, "");
	type(b, "int", BTF_KIND_INT, 0, 4);
	put(b, &enc, sizeof(enc));
	type(b, "myint", BTF_KIND_TYPEDEF, 0, 1);
	type(b, NULL, BTF_KIND_CONST, 0, 2);
	type(b, NULL, BTF_KIND_ARRAY, 0, 0);
	put(b, &arr, sizeof(arr));
	type(b, "point", BTF_KIND_STRUCT, 2, 8);
	m[0] = (struct btf_member){ .name_off = str(b, "x"), .type = 1 };
	m[1] = (struct btf_member){ .name_off = str(b, "y"), .type = 2,
	    .offset = 32 };
	put(b, m, sizeof(m));
	type(b, "main", BTF_KIND_FUNC, 0, 7);
	type(b, NULL, BTF_KIND_FUNC_PROTO, 0, 1);
	type(b, "dup", BTF_KIND_TYPEDEF, 0, 1);
	type(b, "dup", BTF_KIND_TYPEDEF, 0, 5);
	type(b, NULL, BTF_KIND_PTR, 0, 5);
	data = finish(b, &size);
	return dt_kbtf_from(data, size, NULL);
}

static void
test_base(dt_kbtf_t *kb)
{
	const struct btf_type *t;

	CHECK(kb != NULL, "the base object is refused");
	if (kb == NULL)
		return;
	CHECK(dt_kbtf_type_cnt(kb) == 11, "type count %u",
	    dt_kbtf_type_cnt(kb));
	t = dt_kbtf_type(kb, 0);
	CHECK(t != NULL && BTF_INFO_KIND(t->info) == BTF_KIND_UNKN,
	    "id 0 is not void");
	CHECK(dt_kbtf_type(kb, 11) == NULL, "id 11 exists");
	t = dt_kbtf_type(kb, 5);
	CHECK(t != NULL && BTF_INFO_KIND(t->info) == BTF_KIND_STRUCT &&
	    strcmp(dt_kbtf_str(kb, t->name_off), "point") == 0,
	    "id 5 is not struct point");
	CHECK(dt_kbtf_find(kb, "point", BTF_KIND_STRUCT) == 5, "point");
	CHECK(dt_kbtf_find(kb, "point", BTF_KIND_UNION) == -1,
	    "a union point");
	CHECK(dt_kbtf_find(kb, "myint", BTF_KIND_TYPEDEF) == 2, "myint");
	CHECK(dt_kbtf_find(kb, "main", BTF_KIND_FUNC) == 6, "main");
	CHECK(dt_kbtf_find(kb, "dup", BTF_KIND_TYPEDEF) == 8,
	    "dup is not the first of two");
	CHECK(dt_kbtf_find(kb, "nosuch", BTF_KIND_TYPEDEF) == -1, "nosuch");
	CHECK(dt_kbtf_resolve_type(kb, 3) == 1, "const myint resolves to %d",
	    dt_kbtf_resolve_type(kb, 3));
	CHECK(dt_kbtf_resolve_size(kb, 4) == 12, "int[3] has size %lld",
	    (long long)dt_kbtf_resolve_size(kb, 4));
	CHECK(dt_kbtf_resolve_size(kb, 10) == 8, "a pointer's size");
	CHECK(dt_kbtf_resolve_size(kb, 7) == -1, "a prototype has a size");
	CHECK(dt_kbtf_str(kb, 100000) == NULL, "a string out of range");
}

/* Split: 11 struct point (its own, after the base's), 12 typedef
   modint -> base's myint, named with a base string and one of its own. */
static void
test_split(dt_kbtf_t *base, blob_t *bb)
{
	blob_t b;
	uint32_t size, myint = 0;
	const struct btf_type *t;
	const void *data;
	dt_kbtf_t *kb;

	memset(&b, 0, sizeof(b));
	b.strbase = bb->nstrs;
	for (uint32_t i = 1; i < bb->nstrs; i += strlen(bb->strs + i) + 1)
		if (strcmp(bb->strs + i, "myint") == 0)
			myint = i;
	type(&b, "point", BTF_KIND_STRUCT, 0, 16);
	type(&b, "modint", BTF_KIND_TYPEDEF, 0, 2);
	type(&b, NULL, BTF_KIND_TYPEDEF, 0, 1);
	/* the last one takes a name from the base's strings */
	((struct btf_type *)(b.types + b.ntypes - sizeof(struct btf_type)))->
	    name_off = myint;
	data = finish(&b, &size);
	kb = dt_kbtf_from(data, size, base);
	CHECK(kb != NULL, "the split object is refused");
	if (kb == NULL)
		return;
	CHECK(dt_kbtf_type_cnt(kb) == 14, "split count %u",
	    dt_kbtf_type_cnt(kb));
	CHECK(dt_kbtf_find(kb, "point", BTF_KIND_STRUCT) == 5,
	    "the base's point is not found first, as libbpf finds it");
	CHECK(dt_kbtf_find(kb, "modint", BTF_KIND_TYPEDEF) == 12, "modint");
	t = dt_kbtf_type(kb, 12);
	CHECK(t != NULL && t->type == 2 &&
	    strcmp(dt_kbtf_str(kb, t->name_off), "modint") == 0,
	    "id 12 is not modint");
	CHECK(dt_kbtf_type(kb, 5) == dt_kbtf_type(base, 5),
	    "a base id through the split object");
	CHECK(dt_kbtf_resolve_type(kb, 12) == 1, "modint resolves to %d",
	    dt_kbtf_resolve_type(kb, 12));
	t = dt_kbtf_type(kb, 13);
	CHECK(t != NULL && strcmp(dt_kbtf_str(kb, t->name_off), "myint") == 0,
	    "a base string through the split object");
	dt_kbtf_free(kb);
}

/* Objects that must be refused, each with one thing wrong. */
static void
test_refused(blob_t *bb)
{
	uint32_t size;
	const uint8_t *good = finish(bb, &size);
	uint8_t bad[2048];
	struct btf_header *h = (struct btf_header *)bad;

	memcpy(bad, good, size);
	h->magic = 0x9feb;	/* the other byte order */
	CHECK(dt_kbtf_from(bad, size, NULL) == NULL && errno == EINVAL,
	    "a swapped magic");
	memcpy(bad, good, size);
	h->type_len += 4;	/* types run into the strings */
	CHECK(dt_kbtf_from(bad, size, NULL) == NULL, "types overrun");
	memcpy(bad, good, size);
	h->str_len += 64;	/* strings past the end */
	CHECK(dt_kbtf_from(bad, size, NULL) == NULL, "strings overrun");
	memcpy(bad, good, size);
	bad[size - 1] = 'x';	/* the last string does not end */
	CHECK(dt_kbtf_from(bad, size, NULL) == NULL, "an unended string");
	memcpy(bad, good, size);
	((struct btf_type *)(bad + sizeof(*h)))->info =
	    INFO(31, 0);	/* a kind not known */
	CHECK(dt_kbtf_from(bad, size, NULL) == NULL, "an unknown kind");
	memcpy(bad, good, size);
	((struct btf_type *)(bad + sizeof(*h) + 16 + 12 + 12 + 12 +
	    sizeof(struct btf_array)))->info = INFO(BTF_KIND_STRUCT,
	    0xffff);		/* point's members past the types */
	CHECK(dt_kbtf_from(bad, size, NULL) == NULL, "a struct overruns");
	CHECK(dt_kbtf_from(good, 10, NULL) == NULL, "a short header");
	CHECK(dt_kbtf_open("/nonexistent/btf", NULL) == NULL &&
	    errno == ENOENT, "a missing file");
}

/* The kernel's own, where it has one: task_struct and its pid. */
static void
test_kernel(void)
{
	dt_kbtf_t *kb;
	const struct btf_type *t;
	const struct btf_member *m;
	int32_t id;
	int found = 0;

	if (access("/sys/kernel/btf/vmlinux", R_OK) != 0)
		return;
	kb = dt_kbtf_open("/sys/kernel/btf/vmlinux", NULL);
	CHECK(kb != NULL, "the kernel's BTF is refused");
	if (kb == NULL)
		return;
	id = dt_kbtf_find(kb, "task_struct", BTF_KIND_STRUCT);
	CHECK(id > 0, "no struct task_struct");
	if (id > 0) {
		t = dt_kbtf_type(kb, (uint32_t)id);
		m = (const struct btf_member *)(t + 1);
		for (uint32_t i = 0; i < BTF_INFO_VLEN(t->info); i++)
			found += strcmp(dt_kbtf_str(kb, m[i].name_off),
			    "pid") == 0;
		CHECK(found == 1, "task_struct has %d members named pid",
		    found);
	}
	CHECK(dt_kbtf_find(kb, "schedule", BTF_KIND_FUNC) > 0,
	    "no function schedule");
	CHECK(dt_kbtf_resolve_size(kb, (uint32_t)dt_kbtf_find(kb, "u64",
	    BTF_KIND_TYPEDEF)) == 8, "u64 is not 8 bytes");
	dt_kbtf_free(kb);
}

/* Its strings alone: where the file can be mapped, the same strings and
   no types; elsewhere refused as not worth it (ENOTSUP). */
static void
test_kernel_strings(void)
{
	dt_kbtf_t *kb;
	const char *s;
	uint32_t len;

	if (access("/sys/kernel/btf/vmlinux", R_OK) != 0)
		return;
	errno = 0;
	if ((kb = dt_kbtf_open_strings("/sys/kernel/btf/vmlinux")) == NULL) {
		CHECK(errno == ENOTSUP, "strings alone refused: %s",
		    strerror(errno));
		return;
	}
	s = dt_kbtf_strings(kb, &len);
	CHECK(s != NULL && len > 0 && s[0] == '\0' && s[len - 1] == '\0',
	    "the string section is not one");
	CHECK(s != NULL && memmem(s, len, "\0task_struct\0", 13) != NULL,
	    "no string task_struct");
	CHECK(dt_kbtf_type_cnt(kb) == 1 && dt_kbtf_type(kb, 1) == NULL &&
	    dt_kbtf_find(kb, "task_struct", BTF_KIND_STRUCT) < 0,
	    "types are found in the strings alone");
	dt_kbtf_free(kb);
}

int
main(void)
{
	blob_t b;
	dt_kbtf_t *base = base_object(&b);

	test_base(base);
	if (base != NULL)
		test_split(base, &b);
	test_refused(&b);
	test_kernel();
	test_kernel_strings();
	dt_kbtf_free(base);
	if (fails == 0)
		printf("test_kbtf: all passed\n");
	return fails != 0;
}
