/*
 * dt_dlib.c -- D libraries: the *.d files of the library directories,
 * compiled before the programs of a handle that use them.
 *
 * A D library declares what programs may use without declaring it
 * themselves: types, inlines and translators (dlibs/procfs.d gives
 * curpsinfo and curlwpsinfo).  The directories are the system one
 * (see dt_dlib_sysdir(); -x syslibdir replaces it), then each -L dir or
 * -x libdir=dir in order.  A missing directory is
 * passed over; in a directory, every file whose name ends in ".d" is a
 * library, and a name already found in an earlier directory is passed
 * over, as DTrace does.  -x nolibs loads none.
 *
 * Order.  A library may say, in its text,
 *     #pragma D depends_on library other.d
 *     #pragma D depends_on provider name
 *     #pragma D depends_on module name
 * A library is compiled after the libraries it depends on, which must be
 * in its own directory: one that is not there ("Invalid library
 * dependency in DIR/a.d: DIR/b.d") or a cycle ("Cyclic dependency
 * detected: DIR/b.d => DIR/a.d", the edge DTrace's topological sort finds
 * going back) fails every program, as in DTrace (dt_dlib_graph()).  One
 * that depends on a provider with no probes or a kernel module that is not
 * loaded is left out silently, as DTrace leaves it out, and so is every
 * library that depends on it.  Otherwise the order is the directories'
 * order and, in a directory, the names' order.
 *
 * An error in a library fails the program being compiled, with the
 * library's path: "/usr/lib/dtrace/x.d", line 3: ... (dt_compile.c).
 * A library's translators and inlines are checked at their first use
 * (dt_xlate.c).  Libraries may not hold probe clauses.
 *
 * Laziness.  DTrace compiles every library before the first program; the
 * system directory's libraries are compiled here only for a program that
 * may use them, because compiling them all (and reading the kernel's BTF
 * that their translators name) was a third of dtrace's start-up.  A
 * library is needed when the program's text (or a macro argument) has an
 * identifier the library declares at its top level (an inline's or a
 * typedef's name, a struct, union or enum tag, an enumerator, a
 * translator's output type: dt_dlib_words()), when the program names
 * args[] (a stable provider's arguments are translated by a library's
 * translators, found by type rather than by name), when a needed library
 * uses a name it declares or depends on it, or always if it comes from a
 * -L or -x libdir directory: those are compiled as DTrace compiles them,
 * so that an error in one fails every program, as in DTrace.  A system
 * library with an error fails only the programs that use it.  The
 * depends_on provider and module pragmas are looked at when a library is
 * needed.
 */
#define _GNU_SOURCE
#include <dirent.h>
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>

#include "dt_impl.h"
#include "dt_driver.h"

#ifndef DT_DLIBDIR
#define DT_DLIBDIR "/usr/local/lib/dtrace"
#endif

/* A set of identifiers: sorted and unique once dt_words_sort() ran. */
typedef struct dt_words {
	char **w_v;
	int w_n, w_cap;
} dt_words_t;

typedef struct dt_dlib {
	char *dl_name;			/* "procfs.d" */
	char *dl_path;
	char *dl_text;
	char **dl_deps;			/* library names it depends on */
	int dl_ndeps;
	int dl_state;			/* DT_DL_* */
	bool dl_eager;			/* from -L or -x libdir: always */
	bool dl_needed;			/* a program of the handle uses it */
	dt_words_t dl_names;		/* what it declares (dt_dlib_words) */
} dt_dlib_t;

enum { DT_DL_NEW = 0, DT_DL_VISITING, DT_DL_DONE, DT_DL_SKIP };

/* The libraries found, read at the first compile and kept by the handle
   for the next. */
struct dt_dlibs {
	dt_dlib_t *ds_libs;
	int ds_n;
	char *ds_err;		/* a directory's dependencies are wrong:
				   every compile fails with this, as in DTrace */
};
typedef struct dt_dlibs dt_dlibs_t;

/* ---- identifiers: what a library declares, what a text uses ---------- */

static void
dt_words_add(dt_words_t *w, const char *s, size_t len)
{
	if (w->w_n == w->w_cap) {
		w->w_cap = w->w_cap ? 2 * w->w_cap : 64;
		w->w_v = dt_xrealloc(w->w_v, (size_t)w->w_cap *
		    sizeof(char *));
	}
	w->w_v[w->w_n++] = dt_xstrndup(s, len);
}

static void
dt_words_sort(dt_words_t *w)
{
	int i, n = 0;

	if (w->w_n == 0)
		return;
	qsort(w->w_v, (size_t)w->w_n, sizeof(char *), dt_strptrcmp);
	for (i = 0; i < w->w_n; i++) {
		if (n > 0 && strcmp(w->w_v[n - 1], w->w_v[i]) == 0)
			free(w->w_v[i]);
		else
			w->w_v[n++] = w->w_v[i];
	}
	w->w_n = n;
}

static bool
dt_words_has(const dt_words_t *w, const char *s)
{
	return w->w_n > 0 && bsearch(&s, w->w_v, (size_t)w->w_n,
	    sizeof(char *), dt_strptrcmp) != NULL;
}

/* Does any word of a (sorted) appear in b (sorted)? */
static bool
dt_words_meet(const dt_words_t *a, const dt_words_t *b)
{
	int i;

	for (i = 0; i < a->w_n; i++)
		if (dt_words_has(b, a->w_v[i]))
			return true;
	return false;
}

static void
dt_words_free(dt_words_t *w)
{
	int i;

	for (i = 0; i < w->w_n; i++)
		free(w->w_v[i]);
	free(w->w_v);
	*w = (dt_words_t){ NULL, 0, 0 };
}

/*
 * Words of D that no library declares, in nearly every text: a library
 * that has one at its top level is not loaded for it.
 */
static bool
dt_dlib_common(const char *s, size_t len)
{
#define KW(s)	{ s, sizeof(s) - 1 }
	static const struct { const char *s; size_t len; } kw[] = {
		KW("char"), KW("const"), KW("enum"), KW("inline"), KW("int"),
		KW("int16_t"), KW("int32_t"), KW("int64_t"), KW("int8_t"),
		KW("long"), KW("self"), KW("short"), KW("signed"),
		KW("sizeof"), KW("string"), KW("struct"), KW("this"),
		KW("translator"), KW("typedef"), KW("uint16_t"),
		KW("uint32_t"), KW("uint64_t"), KW("uint8_t"),
		KW("uintptr_t"), KW("union"), KW("unsigned"), KW("void"),
		KW("volatile"), KW("xlate"),
	};
#undef KW
	size_t i;

	for (i = 0; i < sizeof(kw) / sizeof(kw[0]); i++)
		if (kw[i].len == len && memcmp(kw[i].s, s, len) == 0)
			return true;
	return false;
}

/* Can c start an identifier?  (ASCII: isalpha() is a call a character.) */
static inline bool
dt_dlib_idstart(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}

/* The end of a comment, string or character constant, or of a
   preprocessor line (#pragma, cpp's line markers) at p, or p. */
static const char *
dt_dlib_skip(const char *p)
{
	const char *e;
	char q;

	if (p[0] == '/' && p[1] == '*')
		return (e = strstr(p + 2, "*/")) != NULL ? e + 2 : p + strlen(p);
	if ((p[0] == '/' && p[1] == '/') || p[0] == '#')
		return p + strcspn(p, "\n");
	if (p[0] != '"' && p[0] != '\'')
		return p;
	for (q = *p++; *p != '\0' && *p != q; p++)
		if (*p == '\\' && p[1] != '\0')
			p++;
	return *p != '\0' ? p + 1 : p;
}

/*
 * The identifiers of D text into w, comments, strings, character
 * constants and preprocessor lines passed over.  With decl, those a
 * library declares: what stands at its top level, outside braces (an
 * inline's or a typedef's name, a tag, a translator's output type, and
 * whatever else stands there, which can only load a library for
 * nothing), and an enum's enumerators; not what a translator translates
 * from (its < >), its body, nor members.
 */
static void
dt_dlib_words(const char *p, bool decl, dt_words_t *w)
{
	int depth = 0, angle = 0, enumdepth = -1;
	bool xlhead = false, sawenum = false;
	const char *q;

	while (*p != '\0') {
		if ((q = dt_dlib_skip(p)) != p) {
			p = q;
			continue;
		}
		if (dt_dlib_idstart(*p)) {
			for (q = p; dt_dlib_idstart(*q) || (*q >= '0' &&
			    *q <= '9'); q++)
				;
			if (depth == 0 && q - p == 10 &&
			    strncmp(p, "translator", 10) == 0)
				xlhead = true;
			if (q - p == 4 && strncmp(p, "enum", 4) == 0)
				sawenum = true;
			if ((!decl || (depth == 0 && angle == 0) ||
			    depth == enumdepth) && !dt_dlib_common(p,
			    (size_t)(q - p)))
				dt_words_add(w, p, (size_t)(q - p));
			p = q;
			continue;
		}
		switch (*p++) {
		case '{':
			depth++;
			if (sawenum && enumdepth < 0)
				enumdepth = depth;
			sawenum = false;
			break;
		case '}':
			if (depth == enumdepth)
				enumdepth = -1;
			depth -= depth > 0;
			break;
		case '<':
			angle += xlhead && depth == 0;
			break;
		case '>':
			if (angle > 0 && --angle == 0)
				xlhead = false;
			break;
		case ';':
			sawenum = false;
			break;
		}
	}
	dt_words_sort(w);
}

static char *
dt_dlib_read(const char *path)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	struct stat st;
	size_t got = 0, size;
	char *text;
	ssize_t n;

	if (fd < 0)
		return NULL;
	size = fstat(fd, &st) == 0 && st.st_size > 0 ? (size_t)st.st_size : 0;
	text = dt_xmalloc(size + 1);
	while (got < size && (n = read(fd, text + got, size - got)) != 0) {
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0)
			break;
		got += (size_t)n;
	}
	close(fd);
	text[got] = '\0';	/* (a read error leaves what was read) */
	return text;
}

/* a probe matches: note it, and stop there (dt_probe_iter then returns
   -1, which is not an error here) */
static int
dt_dlib_found(dtrace_hdl_t *dtp, dt_probe_t *pr, void *arg)
{
	(void)dtp;
	(void)pr;
	*(bool *)arg = true;
	return 1;
}

static bool
dt_dlib_matches(dtrace_hdl_t *dtp, const char *desc)
{
	bool found = false;

	(void)dt_probe_iter(dtp, desc, 3, dt_dlib_found, &found);
	return found;
}

/* Is "#pragma D depends_on provider|module name" satisfied? */
bool
dt_dlib_have(dtrace_hdl_t *dtp, const char *cls, const char *name)
{
	char desc[300], path[300];
	struct stat st;

	if (strcmp(cls, "provider") == 0) {
		snprintf(desc, sizeof(desc), "%s:::", name);
		return dt_dlib_matches(dtp, desc);
	}
	if (strcmp(cls, "module") == 0) {
		snprintf(path, sizeof(path), "/sys/module/%s", name);
		snprintf(desc, sizeof(desc), ":%s::", name);
		return stat(path, &st) == 0 || strcmp(name, "vmlinux") == 0 ||
		    dt_dlib_matches(dtp, desc);
	}
	return true;
}

/*
 * Read the library's depends_on pragmas: its library dependencies, or
 * with check, whether its providers and modules are there (when it is
 * needed: asking costs a look at every probe).
 */
static void
dt_dlib_scan(dtrace_hdl_t *dtp, dt_dlib_t *dl, bool check)
{
	const char *p = dl->dl_text;
	char cls[32], name[256];

	for (; p != NULL && *p != '\0'; p = strchr(p, '\n'), p = p ? p + 1 :
	    NULL) {
		if (p[strspn(p, " \t")] != '#' ||
		    sscanf(p, " # pragma D depends_on %31s %255s", cls,
		    name) != 2)
			continue;
		if (strcmp(cls, "library") == 0) {
			if (check)
				continue;
			dl->dl_deps = dt_xrealloc(dl->dl_deps,
			    (size_t)(dl->dl_ndeps + 1) * sizeof(char *));
			dl->dl_deps[dl->dl_ndeps++] = dt_xstrdup(name);
		} else if (check && !dt_dlib_have(dtp, cls, name)) {
			dl->dl_state = DT_DL_SKIP;
		}
	}
}

static dt_dlib_t *
dt_dlib_lookup(dt_dlibs_t *ds, const char *name)
{
	int i;

	for (i = 0; i < ds->ds_n; i++)
		if (strcmp(ds->ds_libs[i].dl_name, name) == 0)
			return &ds->ds_libs[i];
	return NULL;
}

/* One directory's libraries as DTrace's graph of dependents. */
typedef struct dt_dgraph {
	dt_dlib_t *g_libs;		/* the directory's, ds_libs[first..] */
	int g_n;
	int **g_dep;			/* g_dep[i]: dependents of i, in order */
	int *g_ndep;
	int *g_start, *g_finish;
	int g_count;
} dt_dgraph_t;

static int
dt_dgraph_index(const dt_dgraph_t *g, const char *name)
{
	int i;

	for (i = 0; i < g->g_n; i++)
		if (strcmp(g->g_libs[i].dl_name, name) == 0)
			return i;
	return -1;
}

/* DTrace's depth-first walk of dependents: a library finishes after them */
static void
dt_dgraph_sort(dt_dgraph_t *g, int i)
{
	int k;

	g->g_start[i] = ++g->g_count;
	for (k = 0; k < g->g_ndep[i]; k++)
		if (g->g_start[g->g_dep[i][k]] == 0)
			dt_dgraph_sort(g, g->g_dep[i][k]);
	g->g_finish[i] = ++g->g_count;
}

/* The first missing dependency or back edge, as DTrace words it. */
static char *
dt_dgraph_error(dt_dgraph_t *g, const char *dir)
{
	int i, j, k;

	for (i = 0; i < g->g_n; i++)
		for (j = 0; j < g->g_libs[i].dl_ndeps; j++) {
			const char *name = g->g_libs[i].dl_deps[j];
			int d = dt_dgraph_index(g, name);

			if (d < 0) {
				return dt_xasprintf("Invalid library dependency"
				    " in %s: %s/%s", g->g_libs[i].dl_path, dir,
				    name);
			}
			g->g_dep[d] = dt_xrealloc(g->g_dep[d],
			    (size_t)(g->g_ndep[d] + 1) * sizeof(int));
			g->g_dep[d][g->g_ndep[d]++] = i;
		}
	for (i = 0; i < g->g_n; i++)
		if (g->g_start[i] == 0)
			dt_dgraph_sort(g, i);
	for (i = 0; i < g->g_n; i++)
		for (k = 0; k < g->g_ndep[i]; k++)
			if (g->g_finish[g->g_dep[i][k]] > g->g_finish[i]) {
				return dt_xasprintf("Cyclic dependency "
				    "detected: %s => %s", g->g_libs[i].dl_path,
				    g->g_libs[g->g_dep[i][k]].dl_path);
			}
	return NULL;
}

/* Check the dependencies of the directory's libraries, ds_libs[first..]. */
static void
dt_dlib_graph(dt_dlibs_t *ds, int first, const char *dir)
{
	int n = ds->ds_n - first, i;
	dt_dgraph_t g;

	if (n == 0)	/* an empty directory (ds_libs may be NULL) */
		return;
	g = (dt_dgraph_t){ &ds->ds_libs[first], n,
	    dt_xcalloc((size_t)n + 1, sizeof(int *)),
	    dt_xcalloc((size_t)n + 1, sizeof(int)),
	    dt_xcalloc((size_t)n + 1, sizeof(int)),
	    dt_xcalloc((size_t)n + 1, sizeof(int)), 0 };
	if (ds->ds_err == NULL)
		ds->ds_err = dt_dgraph_error(&g, dir);
	for (i = 0; i < n; i++)
		free(g.g_dep[i]);
	free(g.g_dep);
	free(g.g_ndep);
	free(g.g_start);
	free(g.g_finish);
}

/* Add the libraries of one directory, in name order. */
static void
dt_dlib_dir(dtrace_hdl_t *dtp, dt_dlibs_t *ds, const char *dir, bool eager)
{
	DIR *d = opendir(dir);
	struct dirent *de;
	char **names = NULL;
	int n = 0, i, first = ds->ds_n;

	if (d == NULL)
		return;
	while ((de = readdir(d)) != NULL) {
		size_t len = strlen(de->d_name);

		if (len < 3 || strcmp(de->d_name + len - 2, ".d") != 0)
			continue;
		names = dt_xrealloc(names, (size_t)(n + 1) * sizeof(char *));
		names[n++] = dt_xstrdup(de->d_name);
	}
	closedir(d);
	if (n > 0)	/* qsort's array may not be NULL, even when empty */
		qsort(names, (size_t)n, sizeof(char *), dt_strptrcmp);
	for (i = 0; i < n; i++) {
		dt_dlib_t dl = { 0 };

		if (dt_dlib_lookup(ds, names[i]) != NULL ||
		    asprintf(&dl.dl_path, "%s/%s", dir, names[i]) < 0 ||
		    (dl.dl_text = dt_dlib_read(dl.dl_path)) == NULL) {
			free(dl.dl_path);
			free(names[i]);
			continue;
		}
		dl.dl_name = names[i];
		dl.dl_eager = eager;
		dt_dlib_scan(dtp, &dl, false);
		dt_dlib_words(dl.dl_text, true, &dl.dl_names);
		ds->ds_libs = dt_xrealloc(ds->ds_libs, (size_t)(ds->ds_n + 1) *
		    sizeof(dt_dlib_t));
		ds->ds_libs[ds->ds_n++] = dl;
	}
	free(names);
	dt_dlib_graph(ds, first, dir);
}

/*
 * Compile dl after what it depends on.  A library in a cycle counts as
 * found (DTrace does not order a cycle either); one whose dependency is
 * missing or left out is left out.  Returns -1 on a compile error.
 */
static int
dt_dlib_visit(dtrace_hdl_t *dtp, dt_dlibs_t *ds, dt_dlib_t *dl)
{
	int i;

	if (dl->dl_state != DT_DL_NEW)
		return 0;
	dt_dlib_scan(dtp, dl, true);
	if (dl->dl_state == DT_DL_SKIP)
		return 0;
	dl->dl_state = DT_DL_VISITING;
	for (i = 0; i < dl->dl_ndeps; i++) {
		dt_dlib_t *dep = dt_dlib_lookup(ds, dl->dl_deps[i]);

		if (dep != NULL && dt_dlib_visit(dtp, ds, dep) != 0)
			return -1;
		if (dep == NULL || dep->dl_state == DT_DL_SKIP) {
			dl->dl_state = DT_DL_SKIP;
			return 0;
		}
	}
	if (dt_compile_lib(dtp, dl->dl_text, dl->dl_path) != 0)
		return -1;
	dl->dl_state = DT_DL_DONE;
	return 0;
}

static void
dt_dlibs_free(dt_dlibs_t *ds)
{
	int i, j;

	for (i = 0; i < ds->ds_n; i++) {
		dt_dlib_t *dl = &ds->ds_libs[i];

		for (j = 0; j < dl->dl_ndeps; j++)
			free(dl->dl_deps[j]);
		free(dl->dl_deps);
		dt_words_free(&dl->dl_names);
		free(dl->dl_name);
		free(dl->dl_path);
		free(dl->dl_text);
	}
	free(ds->ds_libs);
	free(ds->ds_err);
	free(ds);
}

#ifndef DT_SRC_DLIBDIR
#define DT_SRC_DLIBDIR DT_DLIBDIR
#endif

static bool
dt_dlib_isdir(const char *path)
{
	struct stat st;

	return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

/*
 * The system directory: the D libraries beside the libdtrace that runs,
 * <its directory>/dtrace, where "make install" puts them ($(libdir)/dtrace)
 * whatever prefix it was given then: DT_DLIBDIR is only what configure
 * was told, wrong after "make install prefix=X".  A libdtrace in its build
 * tree (a libtool .libs directory, where dtrace run from the build tree
 * finds it) reads the source tree's dlibs/, so that dtrace works there as
 * installed.  DT_DLIBDIR when neither is there.  The caller frees it.
 */
static char *
dt_dlib_sysdir(void)
{
	Dl_info di;
	char *lib = NULL, *dir = NULL, *slash;

	if (dladdr((void *)dt_dlib_sysdir, &di) != 0 && di.dli_fname != NULL)
		lib = realpath(di.dli_fname, NULL);
	if (lib != NULL && (slash = strrchr(lib, '/')) != NULL) {
		*slash = '\0';
		slash = strrchr(lib, '/');
		if (strcmp(slash != NULL ? slash + 1 : lib, ".libs") == 0 &&
		    dt_dlib_isdir(DT_SRC_DLIBDIR))
			dir = strdup(DT_SRC_DLIBDIR);
		else if (asprintf(&dir, "%s/dtrace", lib) < 0)
			dir = NULL;
		else if (!dt_dlib_isdir(dir)) {
			free(dir);
			dir = NULL;
		}
	}
	free(lib);
	if (dir == NULL)
		dir = dt_xstrdup(DT_DLIBDIR);
	return dir;
}

/* Mark needed dl, and the libraries it depends on; add what it uses
   (every identifier of its text: read only now, most are never needed). */
static void
dt_dlib_mark(dt_dlibs_t *ds, dt_dlib_t *dl, dt_words_t *used)
{
	int i;

	if (dl->dl_needed)
		return;
	dl->dl_needed = true;
	dt_dlib_words(dl->dl_text, false, used);
	for (i = 0; i < dl->dl_ndeps; i++) {
		dt_dlib_t *dep = dt_dlib_lookup(ds, dl->dl_deps[i]);

		if (dep != NULL)
			dt_dlib_mark(ds, dep, used);
	}
}

/* Mark the libraries the program text needs (see the top of the file). */
static void
dt_dlib_need(dtrace_hdl_t *dtp, dt_dlibs_t *ds, const char *text)
{
	dt_words_t used = { NULL, 0, 0 };
	bool all, grew = true;
	int i;

	dt_dlib_words(text, false, &used);
	for (i = 0; i < dtp->dt_macro_argc; i++)
		dt_dlib_words(dtp->dt_macro_argv[i], false, &used);
	all = dt_words_has(&used, "args");
	while (grew) {
		grew = false;
		for (i = 0; i < ds->ds_n; i++) {
			dt_dlib_t *dl = &ds->ds_libs[i];

			if (!dl->dl_needed && (dl->dl_eager || all ||
			    dt_words_meet(&dl->dl_names, &used))) {
				dt_dlib_mark(ds, dl, &used);
				grew = true;
			}
		}
	}
	dt_words_free(&used);
}

/* Read the library directories, at the first compile of a handle. */
static void
dt_dlib_find(dtrace_hdl_t *dtp)
{
	dt_dlibs_t *ds = dt_xcalloc(1, sizeof(*ds));
	int i;

	dtp->dt_libs_loaded = true;
	dtp->dt_dlibs_sysdir = dtp->dt_syslibdir != NULL ?
	    dt_xstrdup(dtp->dt_syslibdir) : dt_dlib_sysdir();
	dt_dlib_dir(dtp, ds, dtp->dt_dlibs_sysdir, false);
	for (i = 0; i < dtp->dt_nlibdirs; i++)
		dt_dlib_dir(dtp, ds, dtp->dt_libdirs[i], true);
	dtp->dt_dlibs_found = ds->ds_n;
	dtp->dt_dlibs = ds;
}

/*
 * Compile the D libraries program text needs that no program before it
 * did, in the directories' order; 0, or -1 with the message set.
 */
int
dt_dlib_load(dtrace_hdl_t *dtp, const char *text)
{
	dt_dlibs_t *ds;
	int i, rc = 0;

	if (dtp->dt_nolibs)
		return 0;
	if (!dtp->dt_libs_loaded)
		dt_dlib_find(dtp);
	ds = dtp->dt_dlibs;
	if (ds->ds_err != NULL)
		return dt_set_err(dtp, "%s", ds->ds_err);
	dt_dlib_need(dtp, ds, text);
	for (i = 0; i < ds->ds_n && rc == 0; i++)
		if (ds->ds_libs[i].dl_needed)
			rc = dt_dlib_visit(dtp, ds, &ds->ds_libs[i]);
	return rc;
}

/*
 * Why an identifier a D library would declare (ENOENT, curpsinfo) may be
 * unknown: no library was found where dtrace looked.  The system
 * directory then; NULL when some were found, or -x nolibs asked for none.
 */
const char *
dt_dlib_missing(const dtrace_hdl_t *dtp)
{
	if (!dtp->dt_libs_loaded || dtp->dt_nolibs || dtp->dt_dlibs_found > 0)
		return NULL;
	return dtp->dt_dlibs_sysdir;
}

/* What the options own (dt_options.c sets them), and what loading kept. */
void
dt_dlib_free(dtrace_hdl_t *dtp)
{
	int i;

	for (i = 0; i < dtp->dt_nlibdirs; i++)
		free(dtp->dt_libdirs[i]);
	free(dtp->dt_libdirs);
	free(dtp->dt_syslibdir);
	free(dtp->dt_dlibs_sysdir);
	if (dtp->dt_dlibs != NULL)
		dt_dlibs_free(dtp->dt_dlibs);
	dtp->dt_dlibs = NULL;
	dtp->dt_dlibs_sysdir = NULL;
	dtp->dt_libdirs = NULL;
	dtp->dt_nlibdirs = 0;
	dtp->dt_syslibdir = NULL;
}
