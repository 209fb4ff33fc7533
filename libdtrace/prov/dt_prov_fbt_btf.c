/*
 * dt_prov_fbt_btf.c -- which kernel functions the fbt provider lists, and
 * what their arguments are, from the kernel's BTF.
 *
 * A function is listed if the kernel can trace it:
 *
 *  - /sys/kernel/tracing/available_filter_functions, where it can be read,
 *    is the kernel's own list of the functions ftrace (so fentry and
 *    kprobes on ftrace) can hook: "name" or "name [module]" a line;
 *  - else (the file is refused in some containers) the text symbols of
 *    /proc/kallsyms that have a BTF_KIND_FUNC in vmlinux BTF: pahole
 *    writes BTF for the real, out-of-line functions only, so this leaves
 *    out assembly labels and the __pfx_ padding symbols.  Module symbols
 *    are listed as they are (kallsyms says "name [module]").
 *
 * Names with a '.' (foo.isra.0, foo.cold: compiler-made copies) are left
 * out, as DTrace's fbt does.  vmlinux's copies of whole functions
 * (.isra.N and .constprop.N: the function's entry under another name,
 * not .part.N or .cold pieces) are kept apart, unlisted, for the stable
 * probes that sit on such a function by kprobe (dt_stable_fn.h).  The
 * table is sorted by name so that a description naming one function
 * finds it by binary search: listing or enabling fbt::vfs_read:entry
 * must not cost a walk of 60,000 functions.
 *
 * Argument types: BTF_KIND_FUNC -> FUNC_PROTO, whose parameters are the
 * C arguments.  An fentry program's context is an array of u64 holding
 * them in order, a struct passed by value taking one slot per 8 bytes,
 * and for fexit the return value in the slot after the last.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <bpf/btf.h>

#include "base/dt_base.h"
#include "prov/dt_fbt.h"
#include "base/dt_file.h"

#define DT_FBT_FILTER	"/sys/kernel/tracing/available_filter_functions"
#define DT_FBT_KALLSYMS	"/proc/kallsyms"

typedef struct dt_fbt_name {
	const char *fn_name;
	uint32_t fn_id;
} dt_fbt_name_t;

static int
dt_fbt_name_cmp(const void *a, const void *b)
{
	return strcmp(((const dt_fbt_name_t *)a)->fn_name,
	    ((const dt_fbt_name_t *)b)->fn_name);
}

/* vmlinux's BTF functions, sorted by name */
static dt_fbt_name_t *
dt_fbt_btf_funcs(const struct btf *btf, size_t *np)
{
	uint32_t id, cnt = btf__type_cnt(btf);
	dt_fbt_name_t *v = dt_xmalloc(cnt * sizeof(*v));
	size_t n = 0;

	for (id = 1; id < cnt; id++) {
		const struct btf_type *t = btf__type_by_id(btf, id);

		if (btf_is_func(t))
			v[n++] = (dt_fbt_name_t){
			    btf__name_by_offset(btf, t->name_off), id };
	}
	qsort(v, n, sizeof(*v), dt_fbt_name_cmp);
	*np = n;
	return v;
}

static uint32_t
dt_fbt_btf_id(const dt_fbt_name_t *v, size_t n, const char *name)
{
	dt_fbt_name_t key = { name, 0 }, *hit;

	if (n == 0)	/* no BTF: v is NULL, which bsearch() may not take */
		return 0;
	hit = bsearch(&key, v, n, sizeof(*v), dt_fbt_name_cmp);
	return hit != NULL ? hit->fn_id : 0;
}

/* Is the suffix of a name (from its first '.') one or more .isra.N and
   .constprop.N: a copy of the whole function? */
static bool
dt_fbt_whole_copy(const char *dot)
{
	while (*dot == '.') {
		size_t n = strncmp(dot, ".isra.", 6) == 0 ? 6 :
		    strncmp(dot, ".constprop.", 11) == 0 ? 11 : 0;

		if (n == 0 || dot[n] < '0' || dot[n] > '9')
			return false;
		for (dot += n; *dot >= '0' && *dot <= '9'; dot++)
			continue;
	}
	return *dot == '\0';
}

static void
dt_fbt_push(dt_fbt_func_t **v, size_t *n, size_t *cap, const char *name,
    const char *mod, uint32_t id)
{
	if (*n == *cap) {
		*cap = *cap ? *cap * 2 : 4096;
		*v = dt_xrealloc(*v, *cap * sizeof(**v));
	}
	memset(&(*v)[*n], 0, sizeof(**v));
	(*v)[*n].ff_name = name;
	(*v)[*n].ff_mod = mod;
	(*v)[(*n)++].ff_btfid = id;
}

static void
dt_fbt_add(dt_fbt_t *fb, size_t cap[2], const char *name, const char *mod,
    uint32_t id)
{
	const char *dot = strchr(name, '.');

	if (name[0] == '\0' || dot == name)
		return;
	if (dot == NULL)
		dt_fbt_push(&fb->fb_funcs, &fb->fb_nfuncs, &cap[0], name, mod,
		    id);
	else if (strcmp(mod, "vmlinux") == 0 && dt_fbt_whole_copy(dot))
		dt_fbt_push(&fb->fb_copies, &fb->fb_ncopies, &cap[1], name,
		    mod, 0);
}

/*
 * Split "name" or "name [mod]" (filter file) or "addr type name [mod]"
 * (kallsyms, text symbols only) in place; false if the line is not one.
 */
static bool
dt_fbt_parse_line(char *line, bool kallsyms, char **name, char **mod)
{
	char *p;

	if (kallsyms) {
		char *type;

		if ((type = strchr(line, ' ')) == NULL)
			return false;
		type++;
		if ((*type != 't' && *type != 'T') || type[1] != ' ')
			return false;
		line = type + 2;
	}
	*name = line;
	*mod = NULL;
	if ((p = strpbrk(line, " \t")) != NULL) {
		*p++ = '\0';
		if ((p = strchr(p, '[')) != NULL) {
			*mod = p + 1;
			if ((p = strchr(*mod, ']')) != NULL)
				*p = '\0';
		}
	}
	return true;
}

/* The functions in text (one of the two files), into fb. */
static void
dt_fbt_read_names(dt_fbt_t *fb, char *text, bool kallsyms,
    const dt_fbt_name_t *btf, size_t nbtf)
{
	size_t cap[2] = { 0, 0 };
	char *line, *next, *name, *mod;

	for (line = text; *line != '\0'; line = next) {
		uint32_t id;

		if ((next = strchr(line, '\n')) != NULL)
			*next++ = '\0';
		else
			next = line + strlen(line);
		if (!dt_fbt_parse_line(line, kallsyms, &name, &mod))
			continue;
		if (mod != NULL) {
			dt_fbt_add(fb, cap, name, mod, 0);
			continue;
		}
		id = dt_fbt_btf_id(btf, nbtf, name);
		if (id != 0 || !kallsyms || strchr(name, '.') != NULL)
			dt_fbt_add(fb, cap, name, "vmlinux", id);
	}
}

static int
dt_fbt_func_cmp(const void *a, const void *b)
{
	const dt_fbt_func_t *x = a, *y = b;
	int c = strcmp(x->ff_name, y->ff_name);

	return c != 0 ? c : strcmp(x->ff_mod, y->ff_mod);
}

/* Sort the table and drop repeats (static functions of one name). */
static void
dt_fbt_sort(dt_fbt_t *fb)
{
	size_t i, n = 0;

	qsort(fb->fb_funcs, fb->fb_nfuncs, sizeof(*fb->fb_funcs),
	    dt_fbt_func_cmp);
	for (i = 0; i < fb->fb_nfuncs; i++)
		if (n == 0 || dt_fbt_func_cmp(&fb->fb_funcs[n - 1],
		    &fb->fb_funcs[i]) != 0)
			fb->fb_funcs[n++] = fb->fb_funcs[i];
	fb->fb_nfuncs = n;
	if (fb->fb_ncopies != 0)
		qsort(fb->fb_copies, fb->fb_ncopies, sizeof(*fb->fb_copies),
		    dt_fbt_func_cmp);
}

dt_fbt_t *
dt_fbt_table_read(void)
{
	dt_fbt_t *fb = dt_xcalloc(1, sizeof(*fb));
	dt_fbt_name_t *btf = NULL;
	size_t nbtf = 0;
	bool kallsyms = false;
	char *text;

	fb->fb_btf = btf__load_vmlinux_btf();
	if (fb->fb_btf != NULL)
		btf = dt_fbt_btf_funcs(fb->fb_btf, &nbtf);
	if ((text = dt_read_text(DT_FBT_FILTER, 1 << 20)) == NULL) {
		kallsyms = true;
		text = dt_read_text(DT_FBT_KALLSYMS, 1 << 20);
	}
	if (text != NULL) {
		fb->fb_strs = dt_xmalloc(sizeof(char *));
		fb->fb_strs[fb->fb_nstrs++] = text;
		dt_fbt_read_names(fb, text, kallsyms, btf, nbtf);
		dt_fbt_sort(fb);
	}
	free(btf);
	return fb;
}

void
dt_fbt_table_free(dt_fbt_t *fb)
{
	size_t i;

	if (fb == NULL)
		return;
	for (i = 0; i < fb->fb_nfuncs; i++)
		free(fb->fb_funcs[i].ff_types);
	for (i = 0; i < fb->fb_nstrs; i++)
		free(fb->fb_strs[i]);
	free(fb->fb_strs);
	free(fb->fb_funcs);
	free(fb->fb_copies);
	btf_dump__free(fb->fb_dump);
	free(fb->fb_out);
	btf__free(fb->fb_btf);
	free(fb);
}

/* The FUNC_PROTO of a BTF_KIND_FUNC, or NULL. */
static const struct btf_type *
dt_fbt_proto(const dt_fbt_t *fb, uint32_t btfid)
{
	const struct btf_type *t;

	if (fb->fb_btf == NULL || btfid == 0 ||
	    (t = btf__type_by_id(fb->fb_btf, btfid)) == NULL ||
	    !btf_is_func(t))
		return NULL;
	t = btf__type_by_id(fb->fb_btf, t->type);
	return t != NULL && btf_is_func_proto(t) ? t : NULL;
}

/*
 * The fentry context slot of each argument (up to max), and in *nslots
 * the slots they take (fexit's return value is in slot *nslots).
 * Returns the argument count, or -1 without BTF for the function.
 */
int
dt_fbt_arg_slots(const dt_fbt_t *fb, uint32_t btfid, int *slots, int max,
    int *nslots)
{
	const struct btf_type *proto = dt_fbt_proto(fb, btfid);
	const struct btf_param *p;
	int i, n, slot = 0;

	if (proto == NULL)
		return -1;
	n = btf_vlen(proto);
	p = btf_params(proto);
	for (i = 0; i < n; i++) {
		__s64 size = btf__resolve_size(fb->fb_btf, p[i].type);

		if (i < max)
			slots[i] = slot;
		slot += size > 8 ? (int)((size + 7) / 8) : 1;
	}
	*nslots = slot;
	return n;
}

bool
dt_fbt_returns_void(const dt_fbt_t *fb, uint32_t btfid)
{
	const struct btf_type *proto = dt_fbt_proto(fb, btfid);

	return proto == NULL || proto->type == 0;
}

typedef struct dt_fbt_strbuf {
	char buf[512];
	size_t len;
} dt_fbt_strbuf_t;

static void
dt_fbt_strbuf_printf(void *ctx, const char *fmt, va_list ap)
{
	dt_fbt_strbuf_t *sb = ctx;
	int n;

	n = vsnprintf(sb->buf + sb->len, sizeof(sb->buf) - sb->len, fmt, ap);
	if (n > 0)
		sb->len += (size_t)n < sizeof(sb->buf) - sb->len ? (size_t)n :
		    sizeof(sb->buf) - sb->len - 1;
}

/*
 * A BTF type as D spells it ("struct file *", "size_t").  Pointers to
 * functions are "void *": a D declaration cannot name them.
 */
static void
dt_fbt_type_name(const dt_fbt_t *fb, struct btf_dump *d, uint32_t type,
    dt_fbt_strbuf_t *sb)
{
	const struct btf_type *t = btf__type_by_id(fb->fb_btf, type);
	LIBBPF_OPTS(btf_dump_emit_type_decl_opts, opts, .field_name = "");

	sb->len = 0;
	sb->buf[0] = '\0';
	if (t != NULL && btf_is_ptr(t)) {
		const struct btf_type *to = btf__type_by_id(fb->fb_btf,
		    t->type);

		if (to != NULL && btf_is_func_proto(to)) {
			snprintf(sb->buf, sizeof(sb->buf), "void *");
			return;
		}
	}
	if (type == 0 || btf_dump__emit_type_decl(d, type, &opts) != 0)
		snprintf(sb->buf, sizeof(sb->buf), "uint64_t");
}

/*
 * Fill f->ff_types: the C types of the function's arguments, then of its
 * return value, as one block of strings.  Returns the argument count, or
 * -1 if BTF does not describe the function.
 */
int
dt_fbt_types(dt_fbt_t *fb, dt_fbt_func_t *f)
{
	const struct btf_type *proto = dt_fbt_proto(fb, f->ff_btfid);
	const struct btf_param *p;
	dt_fbt_strbuf_t *sb;
	struct btf_dump *d;
	size_t len = 0;
	int i, n;

	if (f->ff_types != NULL)
		return f->ff_ntypes;
	if (proto == NULL)
		return -1;
	if (fb->fb_dump == NULL) {
		fb->fb_out = dt_xmalloc(sizeof(*fb->fb_out));
		fb->fb_dump = btf_dump__new(fb->fb_btf, dt_fbt_strbuf_printf,
		    fb->fb_out, NULL);
		if (fb->fb_dump == NULL)
			return -1;
	}
	d = fb->fb_dump;
	sb = fb->fb_out;
	n = btf_vlen(proto);
	p = btf_params(proto);
	for (i = 0; i <= n; i++) {
		dt_fbt_type_name(fb, d, i < n ? p[i].type : proto->type, sb);
		f->ff_types = dt_xrealloc(f->ff_types, len + sb->len + 1);
		memcpy(f->ff_types + len, sb->buf, sb->len + 1);
		len += sb->len + 1;
	}
	f->ff_ntypes = n;
	return n;
}
