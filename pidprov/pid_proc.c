/*
 * pid_proc.c -- the objects a process has mapped, where each one is loaded,
 * and the names DTrace knows them by.
 *
 * /proc/PID/maps lists the process's mappings, one a line, in address
 * order:
 *
 *	start-end         perms offset   dev   inode  path
 *	7f1c2a58e000-7f1c2a5b4000 r--p 00000000 fe:00 332835 /usr/lib/.../libc.so.6
 *	7f1c2a5b4000-7f1c2a70a000 r-xp 00026000 fe:00 332835 /usr/lib/.../libc.so.6
 *	...
 *	7f1c2a761000-7f1c2a763000 rw-p 001d3000 fe:00 332835 /usr/lib/.../libc.so.6
 *	7f1c2a763000-7f1c2a770000 rw-p 00000000 00:00 0     (its .bss)
 *
 * (hex numbers; dev is major:minor; the path runs to the end of the line,
 * spaces included, with " (deleted)" after it if the file was unlinked).
 * A module is a run of mappings of one file (device and inode); anonymous
 * mappings between them (.bss) do not break the run.  Only modules with
 * an executable mapping are kept: that drops data files (locale archives)
 * and the kernel's [vdso], [stack], ....
 *
 * Load bias.  A PT_LOAD segment (p_vaddr, p_offset) is mapped so that the
 * byte at file offset x lands at bias + p_vaddr + (x - p_offset), the
 * mapping starting at the page holding p_offset.  So a mapping [start, end)
 * of file offset off that comes from that segment gives
 *
 *	bias = start - p_vaddr + p_offset - off
 *
 * 0 for a non-PIE executable (ET_EXEC: linked at its run-time address), the
 * load address of a PIE or shared object linked at 0.  The segment of a
 * mapping is the one whose file range [p_offset rounded down to a page,
 * p_offset + p_filesz) holds off, the executable one if two share a page.
 *
 * Files.  The path in maps is in the process's mount namespace, and the
 * file may have been deleted or replaced since it was mapped.  Each module
 * is opened through /proc/PID/map_files/START-END (the mapped file itself,
 * whatever its name; needs CAP_SYS_ADMIN or CAP_CHECKPOINT_RESTORE), else
 * (the executable) /proc/PID/exe, else /proc/PID/root/PATH (these two need
 * the right to ptrace the process), else PATH; a file opened other than
 * by map_files must have the inode maps shows (only the inode: on btrfs,
 * stat(2) and maps disagree on the device).
 *
 * Names.  DTrace (libproc's Pobjname) calls a module by the name the
 * dynamic linker gave it (link_map l_name: "/lib/x86_64-linux-gnu/libc.so.6",
 * the name it was found by, which may be a symlink), else by its path, and
 * prints the basename: "libc.so.6".  The executable's l_name is empty, so
 * it is the basename of its path (ustack() prints "date`main+0x1c").  The
 * dynamic linker's list is read from the process's memory:
 *
 *	executable's PT_DYNAMIC: { d_tag, d_val } ...  DT_DEBUG -> &r_debug
 *	struct r_debug { int r_version; struct link_map *r_map; ... }
 *	struct link_map { l_addr; char *l_name; l_ld; l_next; l_prev; }
 *
 * (each field a pointer-sized word; l_ld is the object's run-time
 * PT_DYNAMIC, which says which module the entry is; l_addr its bias).
 * DT_DEBUG is 0 until ld.so has run, and in static executables: then the
 * path's basename is used.
 */
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <fnmatch.h>
#include <gelf.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>

#include "pid_impl.h"

#define PID_DELETED	" (deleted)"
#define PID_LM_MAX	4096	/* link_map entries walked at most */
#define PID_DYN_MAX	1024	/* dynamic entries read at most */

/* ------------------------------------------------------------------ maps */

static bool
pid_hex_next(const char *p)
{
	return isxdigit((unsigned char)*p);
}

/*
 * One line of /proc/PID/maps into ml (ml_path points into line, whose
 * newline is cut).  Returns 0, or -EINVAL for a line that does not parse.
 */
int
pid_maps_parse(char *line, pid_mapline_t *ml)
{
	char *p = line, *end;
	size_t n;

	memset(ml, 0, sizeof(*ml));
	if (!pid_hex_next(p) || (ml->ml_start = strtoull(p, &end, 16),
	    *end != '-') || !pid_hex_next(p = end + 1) ||
	    (ml->ml_end = strtoull(p, &end, 16), *end != ' '))
		return -EINVAL;
	p = end + 1;
	if (strlen(p) < 5 || p[4] != ' ' ||
	    strchr("r-", p[0]) == NULL || strchr("w-", p[1]) == NULL ||
	    strchr("x-", p[2]) == NULL || strchr("ps", p[3]) == NULL)
		return -EINVAL;
	ml->ml_prot = (p[0] == 'r' ? PROT_READ : 0) |
	    (p[1] == 'w' ? PROT_WRITE : 0) | (p[2] == 'x' ? PROT_EXEC : 0);
	ml->ml_private = p[3] == 'p';
	p += 5;
	if (!pid_hex_next(p) || (ml->ml_off = strtoull(p, &end, 16),
	    *end != ' ') || !pid_hex_next(p = end + 1) ||
	    (ml->ml_major = strtoul(p, &end, 16), *end != ':') ||
	    !pid_hex_next(p = end + 1) ||
	    (ml->ml_minor = strtoul(p, &end, 16), *end != ' ') ||
	    !isdigit((unsigned char)*(p = end + 1)) ||
	    (ml->ml_ino = strtoull(p, &end, 10),
	    *end != ' ' && *end != '\n' && *end != '\0'))
		return -EINVAL;
	for (p = end; *p == ' '; p++)
		;
	n = strlen(p);
	if (n > 0 && p[n - 1] == '\n')
		p[--n] = '\0';
	ml->ml_path = p;
	return ml->ml_start < ml->ml_end ? 0 : -EINVAL;
}

/* ------------------------------------------------------------- building */

typedef struct pid_lbuild {
	pid_modlist_t *l;
	size_t modcap, mapcap;
	bool *hasx;		/* per module: an executable mapping seen */
	pid_mod_t *cur;		/* the module the last file mapping was in */
} pid_lbuild_t;

static int
pid_lbuild_newmod(pid_lbuild_t *b, const pid_mapline_t *ml)
{
	pid_modlist_t *l = b->l;
	pid_mod_t *m;
	size_t n;

	if (l->pl_nmods == b->modcap) {
		size_t cap = b->modcap ? b->modcap * 2 : 32;
		pid_mod_t *v = realloc(l->pl_mods, cap * sizeof(*v));
		bool *x = v ? realloc(b->hasx, cap * sizeof(*x)) : NULL;

		if (v != NULL)
			l->pl_mods = v;
		if (x == NULL)
			return pid_nomem();
		b->hasx = x;
		b->modcap = cap;
	}
	m = &l->pl_mods[l->pl_nmods];
	memset(m, 0, sizeof(*m));
	b->hasx[l->pl_nmods++] = false;
	if ((m->pm_path = strdup(ml->ml_path)) == NULL)
		return pid_nomem();
	n = strlen(m->pm_path);
	if (n > strlen(PID_DELETED) &&
	    strcmp(m->pm_path + n - strlen(PID_DELETED), PID_DELETED) == 0) {
		m->pm_path[n - strlen(PID_DELETED)] = '\0';
		m->pm_deleted = true;
	}
	m->pm_dev = makedev(ml->ml_major, ml->ml_minor);
	m->pm_ino = ml->ml_ino;
	m->pm_lo = ml->ml_start;
	b->cur = m;
	return 0;
}

static int
pid_lbuild_addmap(pid_lbuild_t *b, const pid_mapline_t *ml)
{
	pid_modlist_t *l = b->l;
	pid_map_t *mp;

	if (l->pl_nmaps == b->mapcap) {
		size_t cap = b->mapcap ? b->mapcap * 2 : 128;
		pid_map_t *v = realloc(l->pl_maps, cap * sizeof(*v));

		if (v == NULL)
			return pid_nomem();
		l->pl_maps = v;
		b->mapcap = cap;
	}
	mp = &l->pl_maps[l->pl_nmaps++];
	mp->pm_start = ml->ml_start;
	mp->pm_end = ml->ml_end;
	mp->pm_off = ml->ml_off;
	mp->pm_prot = ml->ml_prot;
	mp->pm_mod = b->cur - l->pl_mods;
	b->cur->pm_hi = ml->ml_end;
	if (ml->ml_prot & PROT_EXEC)
		b->hasx[mp->pm_mod] = true;
	return 0;
}

/* Add one line of maps: file mappings only. */
static int
pid_lbuild_line(pid_lbuild_t *b, const pid_mapline_t *ml)
{
	int err;

	if (ml->ml_ino == 0 || ml->ml_path[0] != '/')
		return 0;
	if (b->cur == NULL || b->cur->pm_ino != ml->ml_ino ||
	    b->cur->pm_dev != makedev(ml->ml_major, ml->ml_minor)) {
		if ((err = pid_lbuild_newmod(b, ml)) < 0)
			return err;
	}
	return pid_lbuild_addmap(b, ml);
}

static void
pid_mod_clear(pid_mod_t *m)
{
	pid_obj_rele(m->pm_obj);
	free(m->pm_path);
	free(m->pm_lmname);
	free(m->pm_openpath);
}

/* Drop the modules without an executable mapping, and their mappings. */
static int
pid_lbuild_prune(pid_lbuild_t *b)
{
	pid_modlist_t *l = b->l;
	uint32_t *newidx = pid_zalloc(l->pl_nmods * sizeof(*newidx));
	size_t i, k = 0;

	if (newidx == NULL)
		return -ENOMEM;
	for (i = 0; i < l->pl_nmods; i++) {
		if (!b->hasx[i]) {
			pid_mod_clear(&l->pl_mods[i]);
			continue;
		}
		newidx[i] = k;
		l->pl_mods[k++] = l->pl_mods[i];
	}
	l->pl_nmods = k;
	for (i = k = 0; i < l->pl_nmaps; i++) {
		pid_map_t mp = l->pl_maps[i];

		if (!b->hasx[mp.pm_mod])
			continue;
		mp.pm_mod = newidx[mp.pm_mod];
		l->pl_maps[k++] = mp;
	}
	l->pl_nmaps = k;
	free(newidx);
	return 0;
}

static int
pid_read_maps(pid_modlist_t *l)
{
	pid_lbuild_t b = { .l = l };
	char path[64], *line = NULL;
	size_t cap = 0;
	pid_mapline_t ml;
	FILE *fp;
	int err = 0;

	snprintf(path, sizeof(path), "/proc/%d/maps", (int)l->pl_pid);
	if ((fp = fopen(path, "re")) == NULL)
		return pid_error(errno == ENOENT ? -ESRCH : -errno,
		    "pid: cannot read the mappings of process %d: %s",
		    (int)l->pl_pid, errno == ENOENT ? "No such process" :
		    strerror(errno));
	while (err == 0 && getline(&line, &cap, fp) > 0) {
		if (pid_maps_parse(line, &ml) < 0)
			err = pid_error(-EINVAL, "pid: cannot parse %s: %.80s",
			    path, line);
		else
			err = pid_lbuild_line(&b, &ml);
	}
	free(line);
	fclose(fp);
	if (err == 0)
		err = pid_lbuild_prune(&b);
	free(b.hasx);
	return err;
}

/* ------------------------------------------------------------- the files */

static bool
pid_fd_is(int fd, const pid_mod_t *m)
{
	struct stat st;

	return fstat(fd, &st) == 0 && S_ISREG(st.st_mode) &&
	    st.st_ino == m->pm_ino;
}

/* The first mapping of module m. */
static const pid_map_t *
pid_mod_firstmap(const pid_modlist_t *l, const pid_mod_t *m)
{
	size_t i, idx = m - l->pl_mods;

	for (i = 0; i < l->pl_nmaps; i++)
		if (l->pl_maps[i].pm_mod == idx)
			return &l->pl_maps[i];
	return NULL;
}

/* Open m's file (see the top of the file); -errno if none of the ways do. */
static int
pid_mod_openfd(const pid_modlist_t *l, pid_mod_t *m)
{
	const pid_map_t *mp = pid_mod_firstmap(l, m);
	char path[4][PATH_MAX + 64];
	int n = 0, i, fd, err = -ENOENT;

	snprintf(path[n++], sizeof(path[0]), "/proc/%d/map_files/%llx-%llx",
	    (int)l->pl_pid, (unsigned long long)mp->pm_start,
	    (unsigned long long)mp->pm_end);
	if (m->pm_exec)		/* needs only the right to ptrace it */
		snprintf(path[n++], sizeof(path[0]), "/proc/%d/exe",
		    (int)l->pl_pid);
	if (!m->pm_deleted) {
		snprintf(path[n++], sizeof(path[0]), "/proc/%d/root%s",
		    (int)l->pl_pid, m->pm_path);
		snprintf(path[n++], sizeof(path[0]), "%s", m->pm_path);
	}
	for (i = 0; i < n; i++) {
		if ((fd = open(path[i], O_RDONLY | O_CLOEXEC)) < 0) {
			err = -errno;
			continue;
		}
		/* map_files is the mapped file itself; a path may not be */
		if (i > 0 && !pid_fd_is(fd, m)) {
			close(fd);
			err = -ESTALE;
			continue;
		}
		if ((m->pm_openpath = strdup(path[i])) == NULL) {
			close(fd);
			return pid_nomem();
		}
		return fd;
	}
	return pid_error(err, "pid: cannot open %s of process %d: %s",
	    m->pm_path, (int)l->pl_pid, err == -ESTALE ?
	    "replaced since it was mapped" : strerror(-err));
}

/*
 * Bias of obj mapped at [start, ...) from file offset off with prot, by
 * the formula at the top of the file.  *errp is -ENOENT if no segment of
 * obj covers off.
 */
uint64_t
pid_bias(const pid_obj_t *obj, uint64_t start, uint64_t off, int prot,
    int *errp)
{
	uint64_t page = sysconf(_SC_PAGESIZE);
	const pid_seg_t *any = NULL, *same = NULL, *sg;
	size_t i;

	for (i = 0; i < obj->po_nsegs; i++) {
		sg = &obj->po_segs[i];
		if (sg->sg_filesz == 0 || off < (sg->sg_off & ~(page - 1)) ||
		    off >= sg->sg_off + sg->sg_filesz)
			continue;
		if (any == NULL)
			any = sg;
		if (same == NULL && !(sg->sg_flags & PF_X) == !(prot & PROT_EXEC))
			same = sg;
	}
	if ((sg = same != NULL ? same : any) == NULL) {
		*errp = -ENOENT;
		return 0;
	}
	*errp = 0;
	return start - sg->sg_vaddr + sg->sg_off - off;
}

/* Read m's object and find its bias from its first mapping that fits. */
static void
pid_mod_load(const pid_modlist_t *l, pid_mod_t *m)
{
	size_t i, idx = m - l->pl_mods;
	int fd, err = -ENOENT;

	if ((fd = pid_mod_openfd(l, m)) < 0) {
		m->pm_err = fd;
		return;
	}
	m->pm_err = pid_obj_open_fd(fd, m->pm_path, &m->pm_obj);
	close(fd);
	if (m->pm_err < 0)
		return;
	for (i = 0; i < l->pl_nmaps && err < 0; i++) {
		const pid_map_t *mp = &l->pl_maps[i];

		/* not the PROT_NONE padding ld.so leaves between segments */
		if (mp->pm_mod == idx && mp->pm_prot != PROT_NONE)
			m->pm_bias = pid_bias(m->pm_obj, mp->pm_start,
			    mp->pm_off, mp->pm_prot, &err);
	}
	/* the dynamic linker's l_addr may still tell (pid_lm_name) */
	if (err < 0)
		m->pm_err = pid_error(-ENOEXEC, "pid: %s in process %d is not "
		    "mapped as its program headers say", m->pm_path,
		    (int)l->pl_pid);
}

/* Mark the executable: the module with the inode of /proc/PID/exe. */
static void
pid_mark_exec(pid_modlist_t *l)
{
	char path[64];
	struct stat st;
	size_t i;

	snprintf(path, sizeof(path), "/proc/%d/exe", (int)l->pl_pid);
	if (stat(path, &st) < 0)
		return;
	for (i = 0; i < l->pl_nmods; i++)
		if (l->pl_mods[i].pm_ino == st.st_ino) {
			l->pl_mods[i].pm_exec = true;
			return;
		}
}

/* ------------------------------------------------ the dynamic linker's list */

/* Read exactly len bytes at addr of the process; -EFAULT if it cannot. */
static int
pid_mem_read(int fd, uint64_t addr, void *buf, size_t len)
{
	ssize_t n = pread(fd, buf, len, (off_t)addr);

	return n == (ssize_t)len ? 0 : -EFAULT;
}

/* One word (4 or 8 bytes, native order) at addr. */
static int
pid_mem_word(int fd, uint64_t addr, int word, uint64_t *vp)
{
	uint32_t v32;
	int err;

	if (word == 8)
		return pid_mem_read(fd, addr, vp, 8);
	err = pid_mem_read(fd, addr, &v32, 4);
	*vp = v32;
	return err;
}

/* The string at addr, up to PATH_MAX bytes, malloc'd; NULL if unreadable. */
static char *
pid_mem_str(int fd, uint64_t addr)
{
	char buf[PATH_MAX];
	size_t len = 0, chunk;
	uint64_t page = sysconf(_SC_PAGESIZE);

	while (len < sizeof(buf)) {
		chunk = page - ((addr + len) & (page - 1));
		if (chunk > sizeof(buf) - len)
			chunk = sizeof(buf) - len;
		if (pid_mem_read(fd, addr + len, buf + len, chunk) < 0)
			return NULL;
		if (memchr(buf + len, '\0', chunk) != NULL)
			return strdup(buf);
		len += chunk;
	}
	return NULL;
}

/* The address of r_debug from the executable's DT_DEBUG, or 0. */
static uint64_t
pid_rdebug(int fd, const pid_mod_t *exe, int word)
{
	const pid_obj_t *obj = exe->pm_obj;
	uint64_t dyn = exe->pm_bias + obj->po_dynamic, tag, val;
	size_t i, n = obj->po_dynsize / (2 * word);

	if (obj->po_dynamic == 0)
		return 0;
	for (i = 0; i < n && i < PID_DYN_MAX; i++) {
		if (pid_mem_word(fd, dyn + 2 * word * i, word, &tag) < 0 ||
		    pid_mem_word(fd, dyn + 2 * word * i + word, word, &val) < 0 ||
		    tag == DT_NULL)
			return 0;
		if (tag == DT_DEBUG)
			return val;
	}
	return 0;
}

/* Give the module of link_map entry (l_ld, l_addr) its name. */
static void
pid_lm_name(pid_modlist_t *l, int fd, uint64_t l_ld, uint64_t l_addr,
    uint64_t l_name)
{
	pid_mod_t *m = (pid_mod_t *)pid_modlist_addr(l, l_ld);

	if (m == NULL || m->pm_lmname != NULL)
		return;
	m->pm_lmname = pid_mem_str(fd, l_name);
	if (m->pm_obj != NULL && m->pm_err == -ENOEXEC) {
		m->pm_bias = l_addr;	/* what ld.so did, whatever maps says */
		m->pm_err = 0;
	}
}

/* Name the modules as the dynamic linker does, where it can be read. */
static void
pid_read_lmnames(pid_modlist_t *l)
{
	const pid_mod_t *exe = NULL;
	uint64_t lm, f[4];
	char path[64];
	size_t i;
	int fd, word, k;

	for (i = 0; i < l->pl_nmods; i++)
		if (l->pl_mods[i].pm_exec && l->pl_mods[i].pm_obj != NULL &&
		    l->pl_mods[i].pm_err == 0)
			exe = &l->pl_mods[i];
	if (exe == NULL)
		return;
	word = exe->pm_obj->po_class == ELFCLASS64 ? 8 : 4;
	snprintf(path, sizeof(path), "/proc/%d/mem", (int)l->pl_pid);
	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
		return;
	if ((lm = pid_rdebug(fd, exe, word)) != 0 &&
	    pid_mem_word(fd, lm + word, word, &lm) < 0)	/* r_map */
		lm = 0;
	for (i = 0; lm != 0 && i < PID_LM_MAX; i++) {
		/* l_addr, l_name, l_ld, l_next */
		for (k = 0; k < 4; k++)
			if (pid_mem_word(fd, lm + k * word, word, &f[k]) < 0)
				break;
		if (k < 4)
			break;
		pid_lm_name(l, fd, f[2], f[0], f[1]);
		lm = f[3];
	}
	close(fd);
}

static const char *
pid_basename(const char *path)
{
	const char *s = strrchr(path, '/');

	return s != NULL ? s + 1 : path;
}

/* Name the modules; let go of the objects of those with no known bias. */
static void
pid_set_names(pid_modlist_t *l)
{
	size_t i;

	for (i = 0; i < l->pl_nmods; i++) {
		pid_mod_t *m = &l->pl_mods[i];

		if (m->pm_err < 0 && m->pm_obj != NULL) {
			pid_obj_rele(m->pm_obj);
			m->pm_obj = NULL;
		}
		if (m->pm_lmname != NULL && m->pm_lmname[0] != '\0')
			m->pm_name = pid_basename(m->pm_lmname);
		else
			m->pm_name = pid_basename(m->pm_path);
	}
}

/* ------------------------------------------------------------------ API */

int
pid_proc_modules(pid_t pid, pid_modlist_t **listp)
{
	pid_modlist_t *l;
	size_t i;
	int err;

	static _Atomic uint64_t serial;

	*listp = NULL;
	if ((l = pid_zalloc(sizeof(*l))) == NULL)
		return -ENOMEM;
	l->pl_pid = pid;
	l->pl_serial = ++serial;
	if ((err = pid_read_maps(l)) < 0) {
		pid_modlist_free(l);
		return err;
	}
	pid_mark_exec(l);
	for (i = 0; i < l->pl_nmods; i++)
		pid_mod_load(l, &l->pl_mods[i]);
	pid_read_lmnames(l);
	pid_set_names(l);
	*listp = l;
	return 0;
}

void
pid_modlist_free(pid_modlist_t *l)
{
	size_t i;

	if (l == NULL)
		return;
	for (i = 0; i < l->pl_nmods; i++)
		pid_mod_clear(&l->pl_mods[i]);
	free(l->pl_mods);
	free(l->pl_maps);
	free(l);
}

/* Whether name is pattern, or starts with pattern followed by a '.'. */
static bool
pid_name_prefix(const char *name, const char *pattern)
{
	size_t n = strlen(pattern);

	return strncmp(name, pattern, n) == 0 &&
	    (name[n] == '\0' || name[n] == '.');
}

bool
pid_mod_match(const pid_mod_t *m, const char *pattern)
{
	const char *names[6];
	bool glob = strpbrk(pattern, "*?[") != NULL;
	int n = 0, i;

	names[n++] = m->pm_name;
	names[n++] = pid_basename(m->pm_path);
	names[n++] = m->pm_path;
	if (m->pm_lmname != NULL && m->pm_lmname[0] != '\0')
		names[n++] = m->pm_lmname;
	if (m->pm_obj != NULL && m->pm_obj->po_soname != NULL)
		names[n++] = m->pm_obj->po_soname;
	if (m->pm_exec)
		names[n++] = "a.out";
	for (i = 0; i < n; i++) {
		if (glob ? fnmatch(pattern, names[i], 0) == 0 :
		    strcmp(pattern, names[i]) == 0)
			return true;
	}
	return !glob && pattern[0] != '\0' &&
	    (pid_name_prefix(names[0], pattern) ||
	    pid_name_prefix(names[1], pattern));
}

int
pid_modlist_match(const pid_modlist_t *l, const char *pattern, pid_mod_f *f,
    void *arg)
{
	size_t i;
	int rc;

	for (i = 0; i < l->pl_nmods; i++)
		if (pid_mod_match(&l->pl_mods[i], pattern) &&
		    (rc = f(&l->pl_mods[i], arg)) != 0)
			return rc;
	return 0;
}

const pid_mod_t *
pid_modlist_addr(const pid_modlist_t *l, uint64_t addr)
{
	size_t lo = 0, hi = l->pl_nmaps, mid;

	while (lo < hi) {
		mid = lo + (hi - lo) / 2;
		if (addr < l->pl_maps[mid].pm_start)
			hi = mid;
		else if (addr >= l->pl_maps[mid].pm_end)
			lo = mid + 1;
		else
			return &l->pl_mods[l->pl_maps[mid].pm_mod];
	}
	return NULL;
}

int
pid_modlist_sym(const pid_modlist_t *l, uint64_t addr,
    const pid_mod_t **modp, const pid_sym_t **symp, uint64_t *offp)
{
	const pid_mod_t *m = pid_modlist_addr(l, addr);
	const pid_sym_t *s = NULL;
	uint64_t off = 0;

	if (m != NULL && m->pm_obj != NULL)
		s = pid_obj_addr(m->pm_obj, addr - m->pm_bias, &off);
	if (modp != NULL)
		*modp = m;
	if (symp != NULL)
		*symp = s;
	if (offp != NULL)
		*offp = off;
	return s != NULL ? 0 : m != NULL ? -ENOENT : -EFAULT;
}

int
pid_modlist_addrstr(const pid_modlist_t *l, uint64_t addr, char *buf,
    size_t len)
{
	const pid_mod_t *m;
	const pid_sym_t *s;
	uint64_t off;

	if (pid_modlist_sym(l, addr, &m, &s, &off) == 0 && off > 0)
		return snprintf(buf, len, "%s`%s+0x%llx", m->pm_name,
		    s->ps_name, (unsigned long long)off);
	if (s != NULL)
		return snprintf(buf, len, "%s`%s", m->pm_name, s->ps_name);
	if (m != NULL)
		return snprintf(buf, len, "%s`0x%llx", m->pm_name,
		    (unsigned long long)addr);
	return snprintf(buf, len, "0x%llx", (unsigned long long)addr);
}
