/*
 * dt_kbtf.c -- the kernel's BTF read in place, for the D compiler's
 * kernel types (dt_btf.c), the providers that ask BTF about tracepoints
 * and functions, and the code generator's offsets into kernel structs.
 *
 * A BTF object is a header, a section of types and a section of strings
 * (include/uapi/linux/btf.h):
 *
 *     struct btf_header { magic 0xeB9F, version 1, flags, hdr_len,
 *                         type_off, type_len, str_off, str_len }
 *     types:   struct btf_type { name_off, info (kind, vlen, kflag),
 *                                size or type }
 *              each followed by what its kind carries: a u32 (INT),
 *              a btf_array, vlen btf_members (STRUCT, UNION), vlen
 *              btf_enums (ENUM), btf_enum64s (ENUM64), btf_params
 *              (FUNC_PROTO), btf_var_secinfos (DATASEC), a btf_var
 *              (VAR), a btf_decl_tag (DECL_TAG), or nothing.
 *     strings: NUL-terminated, the first one empty; a type's name_off
 *              is an offset into them.
 *
 * Type ids count from 1 in file order (0 is void).  A module's BTF is
 * "split": its ids continue after vmlinux's, and its string offsets after
 * vmlinux's string section, so a module's types refer to the kernel's by
 * id and name them by offset.
 *
 * Why not libbpf's btf__new(): it copies the 5 MB of vmlinux's BTF into
 * fresh memory and checks every type before the first lookup, 4 ms of
 * page faults and checks on every start of dtrace, and its
 * btf__find_by_name_kind() walks all 100k+ types per lookup.  Here the
 * file is mapped where the kernel lets it be (Linux 6.16, the series
 * "Allow mmap of /sys/kernel/btf/vmlinux") and read into memory
 * otherwise; one walk records where each type starts (what a lookup by
 * id needs, and the only check: each type lies inside its section and is
 * of a kind this reader knows), and names are hashed on the first lookup
 * by name.  The kernel made this BTF and checked it; what is checked here
 * is only what keeps the reader inside the bytes it read.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/mman.h>
#include <sys/stat.h>

#include "types/dt_kbtf.h"

struct dt_kbtf {
	const uint8_t *kb_data;		/* the raw object: header first */
	uint32_t kb_size;
	void *kb_map;			/* mapped (munmap), or NULL */
	void *kb_buf;			/* read or copied (free), or NULL */
	const uint8_t *kb_types;
	const char *kb_strs;
	uint32_t kb_strlen;
	uint32_t *kb_off;		/* own type i (id kb_first + i) starts
					   at kb_types + kb_off[i] */
	uint32_t kb_ntypes;		/* own types */
	uint32_t *kb_named;		/* own types that are hashed (below), */
	uint32_t kb_nnamed, kb_capnamed; /* as indexes into kb_off */
	uint32_t kb_first;		/* first own id: 1, or after base's */
	uint32_t kb_strfirst;		/* first own string offset */
	dt_kbtf_t *kb_base;		/* vmlinux, for a module */
	uint32_t *kb_hash;		/* names: ids, 0 for empty, */
	uint32_t *kb_hval;		/* and their hashes, */
	uint32_t kb_hmask;		/* in 2^n slots, */
	bool kb_hashed;			/* built at the first find */
};

/* What follows a type of this kind, or -1 for a kind not known here. */
static int64_t
dt_kbtf_extra(const struct btf_type *t)
{
	uint32_t vlen = BTF_INFO_VLEN(t->info);

	switch (BTF_INFO_KIND(t->info)) {
	case BTF_KIND_INT:
		return 4;
	case BTF_KIND_PTR: case BTF_KIND_FWD: case BTF_KIND_TYPEDEF:
	case BTF_KIND_VOLATILE: case BTF_KIND_CONST: case BTF_KIND_RESTRICT:
	case BTF_KIND_FUNC: case BTF_KIND_FLOAT: case BTF_KIND_TYPE_TAG:
		return 0;
	case BTF_KIND_ARRAY:
		return sizeof(struct btf_array);
	case BTF_KIND_STRUCT: case BTF_KIND_UNION:
		return (int64_t)vlen * sizeof(struct btf_member);
	case BTF_KIND_ENUM:
		return (int64_t)vlen * sizeof(struct btf_enum);
	case BTF_KIND_ENUM64:
		return (int64_t)vlen * sizeof(struct btf_enum64);
	case BTF_KIND_FUNC_PROTO:
		return (int64_t)vlen * sizeof(struct btf_param);
	case BTF_KIND_VAR:
		return sizeof(struct btf_var);
	case BTF_KIND_DATASEC:
		return (int64_t)vlen * sizeof(struct btf_var_secinfo);
	case BTF_KIND_DECL_TAG:
		return sizeof(struct btf_decl_tag);
	default:
		return -1;
	}
}

/*
 * The kinds hashed for lookups by name: those of types (a kernel has some
 * 15,000 named ones).  Functions (56,000) and declaration tags are found
 * by a walk: hashing them took 3 ms, and D looks them up rarely.
 */
static bool
dt_kbtf_hashed_kind(uint32_t kind)
{
	return kind != BTF_KIND_FUNC && kind != BTF_KIND_DECL_TAG;
}

/* Note own type i as one to hash (its header is in cache now). */
static int
dt_kbtf_note_named(dt_kbtf_t *kb, uint32_t i)
{
	uint32_t *v;

	if (kb->kb_nnamed == kb->kb_capnamed) {
		kb->kb_capnamed = kb->kb_capnamed ? 2 * kb->kb_capnamed : 4096;
		if ((v = realloc(kb->kb_named, kb->kb_capnamed *
		    sizeof(*v))) == NULL)
			return -1;
		kb->kb_named = v;
	}
	kb->kb_named[kb->kb_nnamed++] = i;
	return 0;
}

/* Check the header; find the sections. */
static int
dt_kbtf_header(dt_kbtf_t *kb)
{
	const struct btf_header *h = (const struct btf_header *)kb->kb_data;

	if (kb->kb_size < sizeof(*h) || h->magic != BTF_MAGIC ||
	    h->version != BTF_VERSION || h->hdr_len < sizeof(*h) ||
	    (uint64_t)h->hdr_len + h->type_off + h->type_len > kb->kb_size ||
	    (uint64_t)h->hdr_len + h->str_off + h->str_len > kb->kb_size ||
	    h->type_off % 4 != 0 ||
	    (h->str_len > 0 && kb->kb_data[h->hdr_len + h->str_off +
	    h->str_len - 1] != '\0') ||
	    (kb->kb_base == NULL && (h->str_len == 0 ||
	    kb->kb_data[h->hdr_len + h->str_off] != '\0')))
		return -1;
	kb->kb_types = kb->kb_data + h->hdr_len + h->type_off;
	kb->kb_strs = (const char *)kb->kb_data + h->hdr_len + h->str_off;
	kb->kb_strlen = h->str_len;
	return 0;
}

/* Check the header; find the sections; note where each type starts. */
static int
dt_kbtf_parse(dt_kbtf_t *kb)
{
	const struct btf_header *h = (const struct btf_header *)kb->kb_data;
	uint32_t pos = 0, cap;

	if (dt_kbtf_header(kb) != 0)
		return -1;
	cap = h->type_len / sizeof(struct btf_type);	/* the most there are */
	if ((kb->kb_off = malloc(((size_t)cap + 1) * sizeof(uint32_t))) == NULL)
		return -1;
	while (pos < h->type_len) {
		const struct btf_type *t;
		int64_t extra;

		if (h->type_len - pos < sizeof(*t))
			return -1;
		t = (const struct btf_type *)(kb->kb_types + pos);
		if ((extra = dt_kbtf_extra(t)) < 0 ||
		    sizeof(*t) + (uint64_t)extra > h->type_len - pos)
			return -1;
		if (t->name_off != 0 &&
		    dt_kbtf_hashed_kind(BTF_INFO_KIND(t->info)) &&
		    dt_kbtf_note_named(kb, kb->kb_ntypes) != 0)
			return -1;
		kb->kb_off[kb->kb_ntypes++] = pos;
		pos += (uint32_t)(sizeof(*t) + (uint64_t)extra);
	}
	return 0;
}

static dt_kbtf_t *
dt_kbtf_new(dt_kbtf_t *base)
{
	dt_kbtf_t *kb = calloc(1, sizeof(*kb));

	if (kb == NULL)
		return NULL;
	kb->kb_base = base;
	kb->kb_first = base != NULL ? dt_kbtf_type_cnt(base) : 1;
	kb->kb_strfirst = base != NULL ? base->kb_strfirst + base->kb_strlen :
	    0;
	return kb;
}

/* Parse what kb holds; free it if it is not BTF this reader knows. */
static dt_kbtf_t *
dt_kbtf_ready(dt_kbtf_t *kb)
{
	if (dt_kbtf_parse(kb) != 0) {
		dt_kbtf_free(kb);
		errno = EINVAL;
		return NULL;
	}
	return kb;
}

/* Read fd's size bytes into kb's own buffer (a file that cannot be
   mapped: sysfs BTF before 6.16, one page per read). */
static int
dt_kbtf_read(dt_kbtf_t *kb, int fd, size_t size)
{
	size_t got = 0;
	ssize_t n;

	if ((kb->kb_buf = malloc(size)) == NULL)
		return -1;
	while (got < size && (n = read(fd, (char *)kb->kb_buf + got,
	    size - got)) != 0) {
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0)
			return -1;
		got += (size_t)n;
	}
	kb->kb_data = kb->kb_buf;
	kb->kb_size = (uint32_t)got;
	return 0;
}

/* The file at path, mapped or (unless map_only) read, in a new object
   (not parsed). */
static dt_kbtf_t *
dt_kbtf_load(const char *path, dt_kbtf_t *base, bool map_only)
{
	dt_kbtf_t *kb;
	struct stat st;
	void *p;
	int fd, err;

	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
		return NULL;
	if (fstat(fd, &st) != 0 || st.st_size <= 0 ||
	    st.st_size > UINT32_MAX || (kb = dt_kbtf_new(base)) == NULL) {
		err = errno != 0 ? errno : EINVAL;
		close(fd);
		errno = err;
		return NULL;
	}
	p = mmap(NULL, (size_t)st.st_size, PROT_READ,
	    MAP_PRIVATE | MAP_POPULATE, fd, 0);
	if (p != MAP_FAILED) {
		kb->kb_map = p;
		kb->kb_data = p;
		kb->kb_size = (uint32_t)st.st_size;
	} else if (map_only || dt_kbtf_read(kb, fd, (size_t)st.st_size) != 0) {
		err = map_only ? ENOTSUP : errno;
		close(fd);
		dt_kbtf_free(kb);
		errno = err;
		return NULL;
	}
	close(fd);
	return kb;
}

dt_kbtf_t *
dt_kbtf_open(const char *path, dt_kbtf_t *base)
{
	dt_kbtf_t *kb = dt_kbtf_load(path, base, false);

	return kb != NULL ? dt_kbtf_ready(kb) : NULL;
}

dt_kbtf_t *
dt_kbtf_open_strings(const char *path)
{
	dt_kbtf_t *kb = dt_kbtf_load(path, NULL, true);

	if (kb != NULL && dt_kbtf_header(kb) != 0) {
		dt_kbtf_free(kb);
		errno = EINVAL;
		return NULL;
	}
	return kb;
}

dt_kbtf_t *
dt_kbtf_from(const void *data, uint32_t size, dt_kbtf_t *base)
{
	dt_kbtf_t *kb = dt_kbtf_new(base);

	if (kb == NULL || (kb->kb_buf = malloc(size > 0 ? size : 1)) == NULL) {
		free(kb);
		return NULL;
	}
	memcpy(kb->kb_buf, data, size);
	kb->kb_data = kb->kb_buf;
	kb->kb_size = size;
	return dt_kbtf_ready(kb);
}

void
dt_kbtf_free(dt_kbtf_t *kb)
{
	if (kb == NULL)
		return;
	if (kb->kb_map != NULL)
		munmap(kb->kb_map, kb->kb_size);
	free(kb->kb_buf);
	free(kb->kb_off);
	free(kb->kb_named);
	free(kb->kb_hash);
	free(kb->kb_hval);
	free(kb);
}

uint32_t
dt_kbtf_type_cnt(const dt_kbtf_t *kb)
{
	return kb->kb_first + kb->kb_ntypes;
}

const struct btf_type *
dt_kbtf_type(const dt_kbtf_t *kb, uint32_t id)
{
	static const struct btf_type void_type;

	if (id == 0)
		return &void_type;
	if (id < kb->kb_first)
		return kb->kb_base != NULL ? dt_kbtf_type(kb->kb_base, id) :
		    NULL;
	if (id - kb->kb_first >= kb->kb_ntypes)
		return NULL;
	return (const struct btf_type *)(kb->kb_types +
	    kb->kb_off[id - kb->kb_first]);
}

const char *
dt_kbtf_str(const dt_kbtf_t *kb, uint32_t off)
{
	if (off < kb->kb_strfirst)
		return kb->kb_base != NULL ? dt_kbtf_str(kb->kb_base, off) :
		    NULL;
	if (off - kb->kb_strfirst >= kb->kb_strlen)
		return NULL;
	return kb->kb_strs + (off - kb->kb_strfirst);
}

/* Qualifiers and names for a type, not types of their own. */
static bool
dt_kbtf_is_alias(const struct btf_type *t)
{
	switch (BTF_INFO_KIND(t->info)) {
	case BTF_KIND_TYPEDEF: case BTF_KIND_VOLATILE: case BTF_KIND_CONST:
	case BTF_KIND_RESTRICT: case BTF_KIND_VAR: case BTF_KIND_DECL_TAG:
	case BTF_KIND_TYPE_TAG:
		return true;
	default:
		return false;
	}
}

/* A chain longer than this is a loop (libbpf's MAX_RESOLVE_DEPTH). */
#define DT_KBTF_DEPTH	32

int32_t
dt_kbtf_resolve_type(const dt_kbtf_t *kb, uint32_t id)
{
	const struct btf_type *t;
	int depth = 0;

	while ((t = dt_kbtf_type(kb, id)) != NULL && dt_kbtf_is_alias(t)) {
		if (++depth > DT_KBTF_DEPTH)
			return -1;
		id = t->type;
	}
	return t != NULL ? (int32_t)id : -1;
}

int64_t
dt_kbtf_resolve_size(const dt_kbtf_t *kb, uint32_t id)
{
	const struct btf_type *t;
	uint64_t nelems = 1;
	int depth = 0;

	for (; depth < DT_KBTF_DEPTH && (t = dt_kbtf_type(kb, id)) != NULL;
	    depth++) {
		switch (BTF_INFO_KIND(t->info)) {
		case BTF_KIND_INT: case BTF_KIND_STRUCT: case BTF_KIND_UNION:
		case BTF_KIND_ENUM: case BTF_KIND_ENUM64:
		case BTF_KIND_DATASEC: case BTF_KIND_FLOAT:
			return (int64_t)(nelems * t->size);
		case BTF_KIND_PTR:
			return (int64_t)(nelems * sizeof(void *));
		case BTF_KIND_ARRAY:
			nelems *= ((const struct btf_array *)(t + 1))->nelems;
			id = ((const struct btf_array *)(t + 1))->type;
			break;
		default:
			if (!dt_kbtf_is_alias(t))
				return -1;
			id = t->type;
		}
	}
	return -1;
}

/* ---- lookups by name --------------------------------------------------- */

static uint32_t
dt_kbtf_hash(const char *s)
{
	uint32_t h = 2166136261u;	/* FNV-1a */

	for (; *s != '\0'; s++)
		h = (h ^ (uint8_t)*s) * 16777619u;
	return h;
}

static const struct btf_type *
dt_kbtf_own(const dt_kbtf_t *kb, uint32_t i)
{
	return (const struct btf_type *)(kb->kb_types + kb->kb_off[i]);
}

/*
 * Hash the object's own named types of those kinds: open addressing, in
 * id order, so that the first of equal names a probe meets is the lowest
 * id, the one libbpf's walk would find.
 */
static void
dt_kbtf_hash_build(dt_kbtf_t *kb)
{
	uint32_t n, i;

	kb->kb_hashed = true;
	for (n = 16; n < 2 * kb->kb_nnamed; n *= 2)
		;
	kb->kb_hash = calloc(n, sizeof(uint32_t));
	kb->kb_hval = calloc(n, sizeof(uint32_t));
	if (kb->kb_hash == NULL || kb->kb_hval == NULL) {
		free(kb->kb_hash);
		free(kb->kb_hval);
		kb->kb_hash = kb->kb_hval = NULL;
		return;		/* lookups walk the types instead */
	}
	kb->kb_hmask = n - 1;
	for (i = 0; i < kb->kb_nnamed; i++) {
		const struct btf_type *t = dt_kbtf_own(kb, kb->kb_named[i]);
		const char *name = dt_kbtf_str(kb, t->name_off);
		uint32_t h, slot;

		if (name == NULL)
			continue;
		h = dt_kbtf_hash(name);
		for (slot = h & kb->kb_hmask; kb->kb_hash[slot] != 0;
		    slot = (slot + 1) & kb->kb_hmask)
			;
		kb->kb_hash[slot] = kb->kb_first + kb->kb_named[i];
		kb->kb_hval[slot] = h;
	}
}

/* The first of the object's own types of that kind and name, or -1. */
static int32_t
dt_kbtf_find_own(dt_kbtf_t *kb, const char *name, uint32_t kind)
{
	uint32_t h, slot, i;

	if (!kb->kb_hashed && dt_kbtf_hashed_kind(kind))
		dt_kbtf_hash_build(kb);
	if (kb->kb_hash != NULL && dt_kbtf_hashed_kind(kind)) {
		h = dt_kbtf_hash(name);
		for (slot = h & kb->kb_hmask; kb->kb_hash[slot] != 0;
		    slot = (slot + 1) & kb->kb_hmask) {
			const struct btf_type *t = dt_kbtf_type(kb,
			    kb->kb_hash[slot]);

			if (kb->kb_hval[slot] == h &&
			    BTF_INFO_KIND(t->info) == kind &&
			    strcmp(dt_kbtf_str(kb, t->name_off), name) == 0)
				return (int32_t)kb->kb_hash[slot];
		}
		return -1;
	}
	for (i = 0; i < kb->kb_ntypes; i++) {
		const struct btf_type *t = dt_kbtf_own(kb, i);
		const char *s;

		if (BTF_INFO_KIND(t->info) == kind &&
		    (s = dt_kbtf_str(kb, t->name_off)) != NULL &&
		    strcmp(s, name) == 0)
			return (int32_t)(kb->kb_first + i);
	}
	return -1;
}

int32_t
dt_kbtf_find(dt_kbtf_t *kb, const char *name, uint32_t kind)
{
	int32_t id;

	if (kb->kb_base != NULL &&
	    (id = dt_kbtf_find(kb->kb_base, name, kind)) > 0)
		return id;
	return dt_kbtf_find_own(kb, name, kind);
}

const char *
dt_kbtf_strings(const dt_kbtf_t *kb, uint32_t *len)
{
	*len = kb->kb_strlen;
	return kb->kb_strs;
}
