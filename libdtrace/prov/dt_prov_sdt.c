/*
 * dt_prov_sdt.c -- the sdt provider: every kernel tracepoint, named
 * sdt:<group>::<event> (tracefs events/<group>/<event>).
 *
 * A tracepoint's record is described by its format file:
 *
 *	field:unsigned short common_type;	offset:0;	size:2;	signed:0;
 *	...					(common_* fields: skipped)
 *	field:pid_t pid;	offset:8;	size:4;	signed:1;
 *	field:char comm[16];	offset:12;	size:16;	signed:0;
 *
 * Each non-common field, in order, is one argument: arg0, arg1, ...
 * Integer and pointer fields (size 1, 2, 4 or 8, not an array) are loaded
 * from the record with their size and sign; an array's argument is its
 * address (a char array is a D string: args[i] is char [16] or string,
 * dt_tracefs_array()); anything else reads as 0.  The record is the
 * program's context (BPF_PROG_TYPE_TRACEPOINT, kernel >= 4.7), read
 * directly.
 *
 * Probes are listed from the directories alone; a format file is read only
 * when a probe is compiled.  Each enabled probe is one perf event: a
 * tracepoint's programs belong to the tracepoint and run on every CPU.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include <linux/perf_event.h>

#include "dt_impl.h"
#include "base/dt_file.h"
#include "cg/dt_cg_tramp.h"

#define DT_SDT_EVENTS	"/sys/kernel/tracing/events"

/* The sorted entries of a directory that are directories themselves. */
static char **
dt_sdt_subdirs(const char *path, size_t *np)
{
	DIR *dir = opendir(path);
	struct dirent *de;
	char **v = NULL;
	size_t n = 0, cap = 0;

	*np = 0;
	if (dir == NULL)
		return NULL;
	while ((de = readdir(dir)) != NULL) {
		if (de->d_name[0] == '.' || de->d_type != DT_DIR)
			continue;
		if (n == cap) {
			cap = cap ? cap * 2 : 64;
			v = dt_xrealloc(v, cap * sizeof(*v));
		}
		v[n++] = dt_xstrdup(de->d_name);
	}
	closedir(dir);
	if (n > 0)	/* v is NULL for an empty directory */
		qsort(v, n, sizeof(*v), dt_strptrcmp);
	*np = n;
	return v;
}

static void
dt_sdt_freev(char **v, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		free(v[i]);
	free(v);
}

/* "group:event" lines, sorted by group, then event */
static int
dt_sdt_eventcmp(const void *a, const void *b)
{
	const char *x = *(char *const *)a, *y = *(char *const *)b;
	int c = strcmp(x, y);		/* "group\0event": the groups */

	return c != 0 ? c : strcmp(x + strlen(x) + 1, y + strlen(y) + 1);
}

/*
 * The tracepoints tracefs lists in available_events, one "group:event"
 * line each: the same set as the events directories less ftrace's group
 * (below), read at once where walking the directories took some 120
 * system calls.  Sets the lines, sorted, in one buffer, in the handle,
 * each split into its group and event ("group\0event"; sdt and rawtp
 * both list them; read once, freed at dtrace_close by dt_tracefs_free);
 * false if the file cannot be read (then the directories are walked).
 */
static bool
dt_sdt_available(dtrace_hdl_t *dtp)
{
	char *buf, *p, *nl, *colon, **v = NULL;
	size_t n = 0, cap = 0;

	if (dtp->dt_tpevents != NULL)
		return true;
	if ((buf = dt_read_text(DT_SDT_EVENTS "/../available_events",
	    65536)) == NULL)
		return false;
	for (p = buf; *p != '\0'; p = nl + 1) {
		if ((nl = strchr(p, '\n')) == NULL)
			nl = p + strlen(p) - 1;
		else
			*nl = '\0';
		if ((colon = strchr(p, ':')) == NULL)
			continue;
		*colon = '\0';		/* "group\0event" */
		if (n == cap) {
			cap = cap ? cap * 2 : 1024;
			v = dt_xrealloc(v, cap * sizeof(*v));
		}
		v[n++] = p;
	}
	if (n == 0) {
		free(buf);
		return false;
	}
	qsort(v, n, sizeof(*v), dt_sdt_eventcmp);
	dtp->dt_tpevents = v;
	dtp->dt_ntpevents = n;
	dtp->dt_tpeventbuf = buf;
	return true;
}

void
dt_tracefs_free(dtrace_hdl_t *dtp)
{
	free(dtp->dt_tpevents);
	free(dtp->dt_tpeventbuf);
}

/*
 * A probe <prov>:<group>::<event> for every tracepoint in tracefs, sorted
 * so that IDs are stable from run to run (sdt and rawtp share the walk).
 * The group "ftrace" is left out: it describes the records of ftrace's
 * own tracers (function, bprint, ...), which are no tracepoints and have
 * no id to attach to (available_events does not list it).
 */
/*
 * Is group:event a dynamic event: a kprobe, uprobe, eprobe, fprobe or
 * synthetic event, which dynamic_events lists one a line as
 * "p:group/event ..." (a synthetic one may come without its group:
 * "s:event ..."), or a user_events one?  Such an event has an id perf can
 * open (sdt) but no raw tracepoint for a program to attach to (rawtp).
 * dyn is the file's text (or NULL: none).
 */
static bool
dt_tracefs_dynamic(const char *dyn, const char *group, const char *event)
{
	size_t gl = strlen(group), el = strlen(event);
	const char *p, *name, *slash, *end;

	if (strcmp(group, "user_events") == 0)
		return true;
	for (p = dyn; p != NULL && *p != '\0'; p = strchr(p, '\n'),
	    p = p != NULL ? p + 1 : NULL) {
		end = p + strcspn(p, " \n");
		if ((name = memchr(p, ':', (size_t)(end - p))) == NULL)
			continue;
		name++;
		slash = memchr(name, '/', (size_t)(end - name));
		if (slash != NULL && ((size_t)(slash - name) != gl ||
		    strncmp(name, group, gl) != 0))
			continue;
		if (slash != NULL)
			name = slash + 1;
		if ((size_t)(end - name) == el && strncmp(name, event, el) == 0)
			return true;
	}
	return false;
}

static void
dt_tracefs_create(dtrace_hdl_t *dtp, const dt_provops_t *ops,
    const char *dyn, const char *group, const char *event)
{
	if (strcmp(group, "ftrace") != 0 &&
	    (dyn == NULL || !dt_tracefs_dynamic(dyn, group, event)))
		dt_probe_create(dtp, ops, group, "", event, 0);
}

void
dt_tracefs_populate(dtrace_hdl_t *dtp, const dt_provops_t *ops,
    bool tracepoints)
{
	size_t ng, ne, g, e;
	char **groups, **events;
	char path[1024];
	char *dyn = tracepoints ?
	    dt_read_text(DT_SDT_EVENTS "/../dynamic_events", 0) : NULL;

	if (dt_sdt_available(dtp)) {
		events = dtp->dt_tpevents;
		for (e = 0; e < dtp->dt_ntpevents; e++)
			dt_tracefs_create(dtp, ops, dyn, events[e],
			    events[e] + strlen(events[e]) + 1);
		free(dyn);
		return;
	}
	groups = dt_sdt_subdirs(DT_SDT_EVENTS, &ng);
	for (g = 0; g < ng; g++) {
		snprintf(path, sizeof(path), "%s/%s", DT_SDT_EVENTS, groups[g]);
		events = dt_sdt_subdirs(path, &ne);
		for (e = 0; e < ne; e++)
			dt_tracefs_create(dtp, ops, dyn, groups[g], events[e]);
		dt_sdt_freev(events, ne);
	}
	dt_sdt_freev(groups, ng);
	free(dyn);
}

/* Is there a directory <group>/<event> in the directory dirfd? */
static bool
dt_tracefs_has(int dirfd, const char *group, const char *event)
{
	char path[1024];
	struct stat st;

	snprintf(path, sizeof(path), "%s/%s", group, event);
	return fstatat(dirfd, path, &st, 0) == 0;
}

/*
 * For sdt's and rawtp's po_may_list: could a tracepoint <group>::<event>
 * match fld?  A glob could.  An event named exactly (BEGIN: the dtrace
 * provider's, unless a uprobe event has that name) is looked for in the
 * directory of each group the module field matches, relative to the
 * events directory: 0.25 ms for 100 groups here, where reading
 * available_events takes the kernel 0.5 to 1 ms and a whole path per
 * group took 0.4 to 1.2 (eventfs looks a missing name up slowly).
 */
bool
dt_tracefs_may_list(dtrace_hdl_t *dtp, char *const fld[4])
{
	static const char glob[] = "*?[\\";
	int dirfd;
	DIR *dir;
	struct dirent *de;
	bool may = false;

	(void)dtp;
	if (!dt_field_match(fld[2], ""))
		return false;
	if (fld[3][0] == '\0' || strpbrk(fld[3], glob) != NULL)
		return true;
	if ((dirfd = open(DT_SDT_EVENTS, O_RDONLY | O_DIRECTORY |
	    O_CLOEXEC)) < 0)
		return false;
	if (fld[1][0] != '\0' && strpbrk(fld[1], glob) == NULL) {
		may = dt_tracefs_has(dirfd, fld[1], fld[3]);
	} else if ((dir = fdopendir(dup(dirfd))) == NULL) {
		may = true;		/* (out of descriptors: populate) */
	} else {
		while (!may && (de = readdir(dir)) != NULL)
			may = de->d_name[0] != '.' && de->d_type == DT_DIR &&
			    dt_field_match(fld[1], de->d_name) &&
			    dt_tracefs_has(dirfd, de->d_name, fld[3]);
		closedir(dir);
	}
	close(dirfd);
	return may;
}

static int
dt_prov_sdt_populate(dtrace_hdl_t *dtp)
{
	dt_tracefs_populate(dtp, &dt_prov_sdt, false);
	return 0;
}

/*
 * The type of a field from its declaration "const char * buf" (up to
 * end): the text before the name, trimmed.
 */
static void
dt_tracefs_type(const char *decl, const char *end, char *type, size_t len)
{
	size_t n = end != NULL ? (size_t)(end - decl) : strlen(decl);
	const char *br = memchr(decl, '[', n);	/* char comm[16] */

	if (br != NULL)
		n = (size_t)(br - decl);
	while (n > 0 && decl[n - 1] == ' ')
		n--;
	while (n > 0 && (isalnum((unsigned char)decl[n - 1]) ||
	    decl[n - 1] == '_'))
		n--;
	while (n > 0 && decl[n - 1] == ' ')
		n--;
	snprintf(type, len, "%.*s", (int)n, decl);
}

/*
 * An array field's kind and D type.  "__data_loc char[] filename" (and
 * __rel_loc, Linux 5.17+) holds where its data is: a char one is a
 * string, another one a pointer to its elements.  "char comm[16]" is in
 * the record: char [16], as a struct member is; "char buf[]" at the
 * record's end is a string.
 */
static void
dt_tracefs_array(const char *decl, const char *end, dt_tracefs_field_t *f)
{
	const char *br = memchr(decl, '[', (size_t)(end - decl));
	size_t n;

	if (strncmp(decl, "__data_loc ", 11) == 0 ||
	    strncmp(decl, "__rel_loc ", 10) == 0) {
		f->kind = decl[2] == 'd' ? DT_TF_DATALOC : DT_TF_RELLOC;
		decl = strchr(decl, ' ') + 1;
		for (n = (size_t)(br - decl); n > 0 && decl[n - 1] == ' '; n--)
			;
		snprintf(f->type, sizeof(f->type), "%.*s", (int)n, decl);
		br = "[]";
	} else {
		f->kind = DT_TF_INREC;
		dt_tracefs_type(decl, end, f->type, sizeof(f->type));
	}
	if (strncmp(br, "[]", 2) != 0)
		snprintf(f->dtype, sizeof(f->dtype), "%s %.*s", f->type,
		    (int)(end - br), br);
	else if (strcmp(f->type, "char") == 0)
		snprintf(f->dtype, sizeof(f->dtype), "string");
	else
		snprintf(f->dtype, sizeof(f->dtype), "%s *", f->type);
}

/*
 * The fields of a tracepoint's record, from its format file: up to max, in
 * record order, common_* fields left out.  Returns the count, or -1.
 */
int
dt_tracefs_fields(const char *group, const char *event,
    dt_tracefs_field_t *f, int max)
{
	char path[1024], line[1024];
	FILE *fp;
	int n = 0;

	snprintf(path, sizeof(path), "%s/%s/%s/format", DT_SDT_EVENTS, group,
	    event);
	if ((fp = fopen(path, "r")) == NULL)
		return -1;
	while (n < max && fgets(line, sizeof(line), fp) != NULL) {
		char *decl = strstr(line, "field:"), *semi;
		int off, size, sign = 0;

		if (decl == NULL || strstr(line, "common_") != NULL)
			continue;
		if ((semi = strstr(decl, "offset:")) == NULL ||
		    sscanf(semi, "offset:%d;\tsize:%d;\tsigned:%d;", &off,
		    &size, &sign) < 2 || (semi = strchr(decl, ';')) == NULL)
			continue;
		decl += 6;
		memset(&f[n], 0, sizeof(f[n]));
		f[n].off = off;
		f[n].size = size;
		f[n].sign = sign != 0;
		if (memchr(decl, '[', (size_t)(semi - decl)) != NULL)
			dt_tracefs_array(decl, semi, &f[n]);
		else {
			dt_tracefs_type(decl, semi, f[n].type,
			    sizeof(f[n].type));
			f[n].kind = (size == 1 || size == 2 || size == 4 ||
			    size == 8) && f[n].type[0] != '\0' ? DT_TF_VALUE :
			    DT_TF_NONE;
			snprintf(f[n].dtype, sizeof(f[n].dtype), "%s",
			    f[n].kind == DT_TF_VALUE ? f[n].type : "uint64_t");
		}
		n++;
	}
	fclose(fp);
	return n;
}

/* argN = the value of field f of the record at r1 (r0 and r2 scratch) */
static void
dt_prov_sdt_load(dt_cg_t *cg, const dt_tracefs_field_t *f)
{
	static const int bpfsz[] = { 0, BPF_B, BPF_H, 0, BPF_W, 0, 0, 0,
	    BPF_DW };
	int bits = 64 - 8 * f->size;

	switch (f->kind) {
	case DT_TF_VALUE:
		dt_cg_tramp_emit(cg, BPF_LDX_MEM(bpfsz[f->size], BPF_REG_0,
		    BPF_REG_1, f->off));
		if (f->sign && bits > 0) {
			dt_cg_tramp_emit(cg, BPF_ALU64_IMM(BPF_LSH, BPF_REG_0,
			    bits));
			dt_cg_tramp_emit(cg, BPF_ALU64_IMM(BPF_ARSH, BPF_REG_0,
			    bits));
		}
		break;
	case DT_TF_INREC:
		dt_cg_tramp_emit(cg, BPF_MOV64_REG(BPF_REG_0, BPF_REG_1));
		dt_cg_tramp_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_0,
		    f->off));
		break;
	case DT_TF_DATALOC:
	case DT_TF_RELLOC:
		/* the low 16 bits are the offset, the high ones the length */
		dt_cg_tramp_emit(cg, BPF_LDX_MEM(BPF_W, BPF_REG_2, BPF_REG_1,
		    f->off));
		dt_cg_tramp_emit(cg, BPF_ALU64_IMM(BPF_AND, BPF_REG_2,
		    0xffff));
		if (f->kind == DT_TF_RELLOC)
			dt_cg_tramp_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_2,
			    f->off + 4));
		dt_cg_tramp_emit(cg, BPF_MOV64_REG(BPF_REG_0, BPF_REG_1));
		dt_cg_tramp_emit(cg, BPF_ALU64_REG(BPF_ADD, BPF_REG_0,
		    BPF_REG_2));
		break;
	case DT_TF_NONE:
		break;
	}
}

/*
 * args are the record's fields (the record is the program's context);
 * an array's argN is its address in the record, which dtrace reads as
 * any kernel address: loaded with full privilege, the program may keep
 * a context pointer.
 */
static void
dt_prov_sdt_trampoline(dt_cg_t *cg, dt_probe_t *pr)
{
	dt_tracefs_field_t f[DT_MEM_NARGS];
	int i, n = dt_tracefs_fields(pr->pr_mod, pr->pr_name, f, DT_MEM_NARGS);

	dt_cg_tramp_zero_args(cg);
	dt_cg_tramp_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_10, -8));
	for (i = 0; i < n; i++) {
		if (f[i].kind == DT_TF_NONE)
			continue;
		dt_prov_sdt_load(cg, &f[i]);
		dt_cg_tramp_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_9, BPF_REG_0,
		    DT_MEM_ARGS + 8 * i));
	}
}

static int
dt_sdt_event_id(const dt_probe_t *pr)
{
	char path[1024];

	snprintf(path, sizeof(path), "%s/%s/%s/id", DT_SDT_EVENTS, pr->pr_mod,
	    pr->pr_name);
	return dt_read_int(path, -1);
}

static int
dt_prov_sdt_attach(dtrace_hdl_t *dtp, dt_probe_t *pr, int prog)
{
	int id = dt_sdt_event_id(pr);

	if (id < 0)
		return dt_set_err(dtp, "cannot enable sdt:%s::%s: no tracepoint "
		    "id: %s", pr->pr_mod, pr->pr_name, strerror(errno));
	return dt_perf_attach_tp(dtp, pr, id, prog);
}

/*
 * args[i]: the i-th field of the tracepoint's record, typed as the format
 * file declares it, arrays as dt_tracefs_array() says.  A field argN
 * cannot hold (a struct) reads as 0, as argN does: typed uint64_t.
 */
static bool
dt_prov_sdt_argdesc(dtrace_hdl_t *dtp, const dt_probe_t *pr, int i,
    dt_argdesc_t *ad)
{
	dt_tracefs_field_t f[DT_MEM_NARGS];
	int n = dt_tracefs_fields(pr->pr_mod, pr->pr_name, f, DT_MEM_NARGS);

	if (i < 0 || i >= n)
		return false;
	ad->ad_native = dt_arena_strdup(dtp->dt_arena, f[i].dtype);
	ad->ad_xlate = NULL;
	ad->ad_mapping = i;
	return true;
}

/* the stability of tracepoint providers (sdt, rawtp): provider, module,
   function, name, arguments */
const dt_attr_t dt_tracefs_attr[5] = {
	{ DT_STAB_EVOLVING, DT_STAB_EVOLVING, DT_CLASS_ISA },	/* provider */
	{ DT_STAB_PRIVATE, DT_STAB_PRIVATE, DT_CLASS_UNKNOWN },	/* module */
	{ DT_STAB_PRIVATE, DT_STAB_PRIVATE, DT_CLASS_UNKNOWN },	/* function */
	{ DT_STAB_PRIVATE, DT_STAB_PRIVATE, DT_CLASS_ISA },	/* name */
	{ DT_STAB_PRIVATE, DT_STAB_PRIVATE, DT_CLASS_ISA },	/* arguments */
};

const dt_provops_t dt_prov_sdt = {
	.po_name = "sdt",
	.po_tracefs = true,
	.po_attr = dt_tracefs_attr,
	.po_populate = dt_prov_sdt_populate,
	.po_may_list = dt_tracefs_may_list,
	.po_progtype = BPF_PROG_TYPE_TRACEPOINT,
	.po_trampoline = dt_prov_sdt_trampoline,
	.po_attach = dt_prov_sdt_attach,
	.po_argdesc = dt_prov_sdt_argdesc,
};
