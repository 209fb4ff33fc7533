/*
 * pid_obj.c -- reading an ELF object's functions, once, for every process
 * that maps it.
 *
 * What an object gives the pid provider is read from these parts of it:
 *
 *   program headers	PT_LOAD segments turn a link-time address into a
 *			file offset (for uprobes) and back:
 *			    off = vaddr - p_vaddr + p_offset
 *			for p_vaddr <= vaddr < p_vaddr + p_filesz.
 *			PT_DYNAMIC is where the dynamic linker's list of
 *			objects starts (pid_proc.c).
 *   .symtab		every function, local ones included: what the linker
 *			left; strip(1) removes it.
 *   .dynsym		the exported functions only (names without version:
 *			.gnu.version marks old, hidden versions with bit
 *			0x8000); always there in a shared object, and in an
 *			executable linked with -rdynamic.
 *   .note.gnu.build-id	the object's build ID, which names its separate
 *   .gnu_debuglink	debuginfo (a file holding the .symtab that strip
 *			took away, same addresses):
 *			    /usr/lib/debug/.build-id/xx/yyyy...yy.debug
 *			(xx the first byte in hex, yyyy the rest), or the
 *			debuglink name (a NUL-terminated file name, padded
 *			to 4 bytes, then a CRC32 we do not check: the build
 *			IDs must agree instead).
 *   .dynamic		DT_SONAME, the name a library is linked against.
 *   sections		SHF_EXECINSTR sections bound the bytes of a function
 *			(pid_insn.c).
 *
 * Functions are STT_FUNC and STT_GNU_IFUNC symbols defined in the object.
 * The .symtab (the object's own, else its debuginfo's) and the .dynsym are
 * merged: an entry of one that the other has too (same address, same name)
 * is kept once.  pid_sym.c then sorts and indexes them.
 *
 * Objects are cached by the identity of their file (device, inode, size,
 * mtime): every process mapping libc shares one copy.  The cache holds no
 * reference of its own: an object is freed when its last user lets go.
 * The file stays open for the object's life: pid_insn.c reads code from it
 * with pread(), and a deleted file stays readable.  libelf reads with
 * ELF_C_READ (pread, no mmap): a file truncated under us is a read error,
 * not a SIGBUS.
 */
#include <errno.h>
#include <fcntl.h>
#include <gelf.h>
#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>

#include "pid_impl.h"

#define PID_DEBUGDIR	"/usr/lib/debug"
#define PID_BUILDID_MAX	64

/* --------------------------------------------------------------- errors */

static __thread char pid_errbuf[1024];

const char *
pid_errmsg(void)
{
	return pid_errbuf;
}

/* Say what went wrong once, where it is known; return err. */
int
pid_error(int err, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(pid_errbuf, sizeof(pid_errbuf), fmt, ap);
	va_end(ap);
	return err;
}

/* The one way the library answers running out of memory. */
int
pid_nomem(void)
{
	return pid_error(-ENOMEM, "pid: out of memory");
}

void *
pid_zalloc(size_t size)
{
	void *p = calloc(1, size ? size : 1);

	if (p == NULL)
		pid_nomem();
	return p;
}

/* ---------------------------------------------------------- the builder */

/*
 * Symbols as they are read: names are offsets into one growing string
 * pool (ps_name is set once the pool stops moving).
 */
typedef struct pid_build {
	pid_sym_t *b_syms;
	size_t *b_name;
	size_t b_n, b_cap;
	char *b_strs;
	size_t b_len, b_strcap;
} pid_build_t;

static int
pid_build_grow(pid_build_t *b, size_t namelen)
{
	if (b->b_n == b->b_cap) {
		size_t cap = b->b_cap ? b->b_cap * 2 : 1024;
		pid_sym_t *s = realloc(b->b_syms, cap * sizeof(*s));
		size_t *o = s ? realloc(b->b_name, cap * sizeof(*o)) : NULL;

		if (s != NULL)
			b->b_syms = s;
		if (o == NULL)
			return pid_nomem();
		b->b_name = o;
		b->b_cap = cap;
	}
	if (b->b_len + namelen + 1 > b->b_strcap) {
		size_t cap = b->b_strcap ? b->b_strcap * 2 : 64 * 1024;
		char *p;

		while (cap < b->b_len + namelen + 1)
			cap *= 2;
		if ((p = realloc(b->b_strs, cap)) == NULL)
			return pid_nomem();
		b->b_strs = p;
		b->b_strcap = cap;
	}
	return 0;
}

static int
pid_build_add(pid_build_t *b, const char *name, size_t len,
    const GElf_Sym *s, uint16_t flags)
{
	pid_sym_t *ps;
	int err;

	if ((err = pid_build_grow(b, len)) < 0)
		return err;
	ps = &b->b_syms[b->b_n];
	memset(ps, 0, sizeof(*ps));
	ps->ps_vaddr = s->st_value;
	ps->ps_size = s->st_size;
	ps->ps_bind = GELF_ST_BIND(s->st_info);
	ps->ps_type = GELF_ST_TYPE(s->st_info);
	ps->ps_flags = flags;
	if (memchr(name, '@', len) != NULL)
		ps->ps_flags |= PID_SYM_VERSION;
	if (memchr(name, '.', len) != NULL)
		ps->ps_flags |= PID_SYM_LOCALNAME;
	memcpy(b->b_strs + b->b_len, name, len + 1);
	b->b_name[b->b_n++] = b->b_len;
	b->b_len += len + 1;
	return 0;
}

/* ------------------------------------------------------ reading sections */

/* The data of the section at index ndx, or NULL. */
static Elf_Data *
pid_scn_data(Elf *elf, size_t ndx)
{
	Elf_Scn *scn = ndx != 0 ? elf_getscn(elf, ndx) : NULL;

	return scn != NULL ? elf_getdata(scn, NULL) : NULL;
}

/* The NUL-terminated string at off in data, or NULL. */
static const char *
pid_data_str(const Elf_Data *d, uint64_t off)
{
	const char *s;

	if (d == NULL || d->d_buf == NULL || off >= d->d_size)
		return NULL;
	s = (const char *)d->d_buf + off;
	return memchr(s, '\0', d->d_size - off) != NULL ? s : NULL;
}

/*
 * Add the functions of symbol table scn (header sh) to b.  versym, for a
 * .dynsym, is its .gnu.version.
 */
static int
pid_read_syms(pid_build_t *b, Elf *elf, Elf_Scn *scn, const GElf_Shdr *sh,
    uint16_t flags, Elf_Data *versym, const char *path)
{
	Elf_Data *data = elf_getdata(scn, NULL);
	Elf_Data *strs = pid_scn_data(elf, sh->sh_link);
	size_t ent = gelf_fsize(elf, ELF_T_SYM, 1, EV_CURRENT);
	size_t i, n;
	int err;

	if (data == NULL || strs == NULL || ent == 0)
		return pid_error(-ENOEXEC, "pid: bad symbol table in %s: %s",
		    path, elf_errmsg(-1));
	n = data->d_size / ent;
	for (i = 1; i < n; i++) {
		GElf_Sym s;
		GElf_Versym v;
		const char *name;
		uint16_t f = flags;
		int type;

		if (gelf_getsym(data, i, &s) == NULL)
			break;
		type = GELF_ST_TYPE(s.st_info);
		if ((type != STT_FUNC && type != STT_GNU_IFUNC) ||
		    s.st_shndx == SHN_UNDEF || s.st_name == 0 ||
		    (name = pid_data_str(strs, s.st_name)) == NULL ||
		    name[0] == '\0')
			continue;
		if (versym != NULL && gelf_getversym(versym, i, &v) != NULL &&
		    (v & 0x8000))
			f |= PID_SYM_HIDDEN;
		if ((err = pid_build_add(b, name, strlen(name), &s, f)) < 0)
			return err;
	}
	return 0;
}

/* Copy the GNU build ID from note section data into id; its length or 0. */
static size_t
pid_note_buildid(Elf_Data *d, uint8_t *id)
{
	size_t off = 0, next, name, desc;
	GElf_Nhdr nh;

	if (d == NULL)
		return 0;
	while (off < d->d_size &&
	    (next = gelf_getnote(d, off, &nh, &name, &desc)) > 0) {
		if (nh.n_type == NT_GNU_BUILD_ID && nh.n_namesz == 4 &&
		    memcmp((char *)d->d_buf + name, "GNU", 4) == 0 &&
		    nh.n_descsz > 0 && nh.n_descsz <= PID_BUILDID_MAX) {
			memcpy(id, (char *)d->d_buf + desc, nh.n_descsz);
			return nh.n_descsz;
		}
		off = next;
	}
	return 0;
}

/* What one pass over the section headers finds. */
typedef struct pid_scans {
	Elf_Scn *symtab, *dynsym;
	GElf_Shdr symtab_sh, dynsym_sh;
	Elf_Data *versym;
	uint8_t buildid[PID_BUILDID_MAX];
	size_t buildid_len;
	const char *debuglink;
} pid_scans_t;

static const char *
pid_dt_soname(Elf *elf, Elf_Scn *scn, const GElf_Shdr *sh)
{
	Elf_Data *d = elf_getdata(scn, NULL);
	Elf_Data *strs = pid_scn_data(elf, sh->sh_link);
	size_t ent = gelf_fsize(elf, ELF_T_DYN, 1, EV_CURRENT), i;
	GElf_Dyn dyn;

	if (d == NULL || ent == 0)
		return NULL;
	for (i = 0; i < d->d_size / ent; i++) {
		if (gelf_getdyn(d, i, &dyn) == NULL || dyn.d_tag == DT_NULL)
			break;
		if (dyn.d_tag == DT_SONAME)
			return pid_data_str(strs, dyn.d_un.d_val);
	}
	return NULL;
}

static int
pid_add_scn(pid_obj_t *obj, const GElf_Shdr *sh)
{
	pid_scn_t *v, *sc;
	uint64_t fsize = obj->po_fsize;

	v = realloc(obj->po_scns, (obj->po_nscns + 1) * sizeof(*v));
	if (v == NULL)
		return pid_nomem();
	obj->po_scns = v;
	sc = &v[obj->po_nscns++];
	sc->sc_addr = sh->sh_addr;
	sc->sc_off = sh->sh_offset;
	sc->sc_size = sh->sh_offset >= fsize ? 0 :
	    sh->sh_size > fsize - sh->sh_offset ? fsize - sh->sh_offset :
	    sh->sh_size;
	return 0;
}

/* Look at every section header of obj's ELF once. */
static int
pid_scan_sections(pid_obj_t *obj, Elf *elf, pid_scans_t *sc)
{
	Elf_Scn *scn = NULL;
	size_t shstrndx;
	const char *name, *soname;
	GElf_Shdr sh;
	int err;

	if (elf_getshdrstrndx(elf, &shstrndx) < 0)
		return 0;		/* no sections: segments only */
	obj->po_have_shdrs = true;
	while ((scn = elf_nextscn(elf, scn)) != NULL) {
		if (gelf_getshdr(scn, &sh) == NULL)
			continue;
		switch (sh.sh_type) {
		case SHT_SYMTAB:
			if (sc->symtab == NULL)
				sc->symtab = scn, sc->symtab_sh = sh;
			break;
		case SHT_DYNSYM:
			if (sc->dynsym == NULL)
				sc->dynsym = scn, sc->dynsym_sh = sh;
			break;
		case SHT_GNU_versym:
			sc->versym = elf_getdata(scn, NULL);
			break;
		case SHT_NOTE:
			if (sc->buildid_len == 0)
				sc->buildid_len = pid_note_buildid(
				    elf_getdata(scn, NULL), sc->buildid);
			break;
		case SHT_DYNAMIC:
			soname = pid_dt_soname(elf, scn, &sh);
			if (soname != NULL && obj->po_soname == NULL &&
			    (obj->po_soname = strdup(soname)) == NULL)
				return pid_nomem();
			break;
		case SHT_PROGBITS:
			name = elf_strptr(elf, shstrndx, sh.sh_name);
			if (name != NULL && strcmp(name, ".gnu_debuglink") == 0)
				sc->debuglink = pid_data_str(
				    elf_getdata(scn, NULL), 0);
			if ((sh.sh_flags & SHF_EXECINSTR) &&
			    (err = pid_add_scn(obj, &sh)) < 0)
				return err;
			break;
		}
	}
	return 0;
}

/* PT_LOAD segments and PT_DYNAMIC. */
static int
pid_read_segments(pid_obj_t *obj, Elf *elf)
{
	size_t i, n;
	uint64_t fsize = obj->po_fsize;
	GElf_Phdr ph;
	pid_seg_t *sg;

	if (elf_getphdrnum(elf, &n) < 0)
		return pid_error(-ENOEXEC, "pid: bad program headers in %s: %s",
		    obj->po_path, elf_errmsg(-1));
	if ((obj->po_segs = pid_zalloc(n * sizeof(pid_seg_t))) == NULL)
		return -ENOMEM;
	for (i = 0; i < n; i++) {
		if (gelf_getphdr(elf, i, &ph) == NULL)
			continue;
		if (ph.p_type == PT_DYNAMIC) {
			obj->po_dynamic = ph.p_vaddr;
			obj->po_dynsize = ph.p_memsz;
		}
		if (ph.p_type != PT_LOAD)
			continue;
		sg = &obj->po_segs[obj->po_nsegs++];
		sg->sg_vaddr = ph.p_vaddr;
		sg->sg_memsz = ph.p_memsz;
		sg->sg_off = ph.p_offset;
		sg->sg_flags = ph.p_flags;
		sg->sg_filesz = ph.p_filesz > ph.p_memsz ? ph.p_memsz :
		    ph.p_filesz;
		if (sg->sg_off >= fsize)
			sg->sg_filesz = 0;
		else if (sg->sg_filesz > fsize - sg->sg_off)
			sg->sg_filesz = fsize - sg->sg_off;
	}
	return 0;
}

/* ----------------------------------------------------- separate debuginfo */

static pthread_mutex_t pid_debugdir_lock = PTHREAD_MUTEX_INITIALIZER;
static char *pid_debugdir;

void
pid_set_debugdir(const char *dir)
{
	char *d = dir != NULL ? strdup(dir) : NULL;

	pthread_mutex_lock(&pid_debugdir_lock);
	free(pid_debugdir);
	pid_debugdir = d;
	pthread_mutex_unlock(&pid_debugdir_lock);
}

/*
 * The debug directory: pid_set_debugdir()'s, else $DTRACE_DEBUGINFO_DIR
 * (gdb's "set debug-file-directory" for dtrace: tests and unusual
 * installs put debuginfo elsewhere without root's /usr/lib/debug), else
 * /usr/lib/debug.
 */
static void
pid_get_debugdir(char *buf, size_t len)
{
	const char *env = getenv("DTRACE_DEBUGINFO_DIR");

	if (env == NULL || *env == '\0')
		env = PID_DEBUGDIR;
	pthread_mutex_lock(&pid_debugdir_lock);
	snprintf(buf, len, "%s", pid_debugdir ? pid_debugdir : env);
	pthread_mutex_unlock(&pid_debugdir_lock);
}

/*
 * Open path as debuginfo for obj: an ELF file of the same class and
 * machine, with the same build ID if obj has one, and a .symtab.  Returns
 * its Elf (and fd) with the .symtab found, or NULL.
 */
static Elf *
pid_debug_try(const pid_obj_t *obj, const pid_scans_t *osc, const char *path,
    int *fdp, pid_scans_t *dsc)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	Elf *elf;
	GElf_Ehdr eh;
	pid_obj_t tmp;

	if (fd < 0)
		return NULL;
	elf = elf_begin(fd, ELF_C_READ, NULL);
	memset(dsc, 0, sizeof(*dsc));
	memset(&tmp, 0, sizeof(tmp));
	tmp.po_path = (char *)path;
	if (elf == NULL || elf_kind(elf) != ELF_K_ELF ||
	    gelf_getehdr(elf, &eh) == NULL ||
	    eh.e_ident[EI_CLASS] != obj->po_class ||
	    eh.e_machine != obj->po_machine ||
	    pid_scan_sections(&tmp, elf, dsc) < 0 || dsc->symtab == NULL ||
	    (osc->buildid_len > 0 && (dsc->buildid_len != osc->buildid_len ||
	    memcmp(dsc->buildid, osc->buildid, osc->buildid_len) != 0))) {
		free(tmp.po_scns);
		free(tmp.po_soname);
		elf_end(elf);
		close(fd);
		return NULL;
	}
	free(tmp.po_scns);
	free(tmp.po_soname);
	*fdp = fd;
	return elf;
}

/* dirname(path) into buf. */
static void
pid_dirname(const char *path, char *buf, size_t len)
{
	const char *slash = strrchr(path, '/');

	if (slash == NULL)
		snprintf(buf, len, ".");
	else
		snprintf(buf, len, "%.*s", (int)(slash - path), path);
}

/* Find and open obj's debuginfo; NULL if there is none. */
static Elf *
pid_debug_open(pid_obj_t *obj, const pid_scans_t *sc, int *fdp,
    pid_scans_t *dsc)
{
	char dir[PATH_MAX], odir[PATH_MAX], path[3 * PATH_MAX];
	Elf *elf;
	size_t i, n;

	pid_get_debugdir(dir, sizeof(dir));
	if (sc->buildid_len >= 2) {
		n = snprintf(path, sizeof(path), "%s/.build-id/%02x/", dir,
		    sc->buildid[0]);
		for (i = 1; i < sc->buildid_len && n + 3 < sizeof(path); i++)
			n += snprintf(path + n, sizeof(path) - n, "%02x",
			    sc->buildid[i]);
		snprintf(path + n, sizeof(path) - n, ".debug");
		if ((elf = pid_debug_try(obj, sc, path, fdp, dsc)) != NULL)
			goto found;
	}
	if (sc->debuglink == NULL || strchr(sc->debuglink, '/') != NULL)
		return NULL;
	pid_dirname(obj->po_path, odir, sizeof(odir));
	snprintf(path, sizeof(path), "%s/%s", odir, sc->debuglink);
	if ((elf = pid_debug_try(obj, sc, path, fdp, dsc)) != NULL)
		goto found;
	snprintf(path, sizeof(path), "%s/.debug/%s", odir, sc->debuglink);
	if ((elf = pid_debug_try(obj, sc, path, fdp, dsc)) != NULL)
		goto found;
	snprintf(path, sizeof(path), "%s%s%s/%s", dir,
	    odir[0] == '/' ? "" : "/", odir, sc->debuglink);
	if ((elf = pid_debug_try(obj, sc, path, fdp, dsc)) != NULL)
		goto found;
	return NULL;
found:
	if ((obj->po_debugfile = strdup(path)) == NULL) {
		elf_end(elf);
		close(*fdp);
		return NULL;
	}
	return elf;
}

/* Add the functions of obj's debuginfo, if it has any. */
static int
pid_read_debuginfo(pid_obj_t *obj, pid_build_t *b, const pid_scans_t *sc)
{
	pid_scans_t dsc;
	Elf *elf;
	int fd, err;

	if ((elf = pid_debug_open(obj, sc, &fd, &dsc)) == NULL)
		return 0;
	err = pid_read_syms(b, elf, dsc.symtab, &dsc.symtab_sh, PID_SYM_DEBUG,
	    NULL, obj->po_debugfile);
	elf_end(elf);
	close(fd);
	if (err < 0 && err != -ENOMEM) {
		/* broken debuginfo: do without it (b held nothing before) */
		b->b_n = b->b_len = 0;
		free(obj->po_debugfile);
		obj->po_debugfile = NULL;
		err = 0;
	}
	return err;
}

/* --------------------------------------------------------------- reading */

static pthread_once_t pid_elf_once = PTHREAD_ONCE_INIT;

static void
pid_elf_init(void)
{
	(void)elf_version(EV_CURRENT);
}

/* Hand the builder's symbols to obj, names pointing into its pool. */
static void
pid_build_finish(pid_obj_t *obj, pid_build_t *b)
{
	size_t i;

	obj->po_strs = b->b_strs;
	obj->po_syms = b->b_syms;
	obj->po_nsyms = b->b_n;
	for (i = 0; i < b->b_n; i++) {
		pid_sym_t *s = &obj->po_syms[i];
		const pid_seg_t *sg = pid_obj_seg(obj, s->ps_vaddr);

		s->ps_name = obj->po_strs + b->b_name[i];
		s->ps_off = sg != NULL ? s->ps_vaddr - sg->sg_vaddr + sg->sg_off :
		    PID_NOOFF;
	}
	free(b->b_name);
	memset(b, 0, sizeof(*b));
}

static int
pid_read_elf(pid_obj_t *obj, Elf *elf)
{
	pid_build_t b = { 0 };
	pid_scans_t sc = { 0 };
	GElf_Ehdr eh;
	int err;

	if (elf_kind(elf) != ELF_K_ELF || gelf_getehdr(elf, &eh) == NULL)
		return pid_error(-ENOEXEC, "pid: %s is not an ELF file",
		    obj->po_path);
	if (eh.e_type != ET_EXEC && eh.e_type != ET_DYN)
		return pid_error(-ENOEXEC, "pid: %s is not an executable or "
		    "shared object", obj->po_path);
	obj->po_type = eh.e_type;
	obj->po_machine = eh.e_machine;
	obj->po_class = eh.e_ident[EI_CLASS];
	if ((err = pid_read_segments(obj, elf)) < 0 ||
	    (err = pid_scan_sections(obj, elf, &sc)) < 0)
		return err;
	if (sc.symtab != NULL)
		err = pid_read_syms(&b, elf, sc.symtab, &sc.symtab_sh, 0, NULL,
		    obj->po_path);
	else
		err = pid_read_debuginfo(obj, &b, &sc);
	if (err == 0 && sc.dynsym != NULL)
		err = pid_read_syms(&b, elf, sc.dynsym, &sc.dynsym_sh,
		    PID_SYM_DYNSYM, sc.versym, obj->po_path);
	if (err < 0) {
		free(b.b_syms);
		free(b.b_name);
		free(b.b_strs);
		return err;
	}
	pid_build_finish(obj, &b);
	return pid_syms_index(obj);
}

static int
pid_obj_read(pid_obj_t *obj)
{
	Elf *elf;
	int err;

	pthread_once(&pid_elf_once, pid_elf_init);
	if ((elf = elf_begin(obj->po_fd, ELF_C_READ, NULL)) == NULL)
		return pid_error(-ENOEXEC, "pid: cannot read %s: %s",
		    obj->po_path, elf_errmsg(-1));
	err = pid_read_elf(obj, elf);
	elf_end(elf);
	return err;
}

static void
pid_obj_free(pid_obj_t *obj)
{
	if (obj->po_fd >= 0)
		close(obj->po_fd);
	free(obj->po_path);
	free(obj->po_soname);
	free(obj->po_debugfile);
	free(obj->po_segs);
	free(obj->po_scns);
	free(obj->po_syms);
	free(obj->po_maxend);
	free(obj->po_byname);
	free(obj->po_strs);
	free(obj);
}

/* ----------------------------------------------------------------- cache */

static pthread_mutex_t pid_cache_lock = PTHREAD_MUTEX_INITIALIZER;
static pid_obj_t *pid_cache;

static bool
pid_obj_is(const pid_obj_t *obj, const struct stat *st)
{
	return obj->po_dev == st->st_dev && obj->po_ino == st->st_ino &&
	    obj->po_fsize == st->st_size &&
	    obj->po_mtime.tv_sec == st->st_mtim.tv_sec &&
	    obj->po_mtime.tv_nsec == st->st_mtim.tv_nsec;
}

/* A new reference to the cached object for st, or NULL. */
static pid_obj_t *
pid_cache_find(const struct stat *st)
{
	pid_obj_t *obj;

	pthread_mutex_lock(&pid_cache_lock);
	for (obj = pid_cache; obj != NULL; obj = obj->po_next)
		if (pid_obj_is(obj, st)) {
			obj->po_refs++;
			break;
		}
	pthread_mutex_unlock(&pid_cache_lock);
	return obj;
}

/*
 * Cache obj (read without the lock held), unless another thread cached the
 * same file meanwhile: then free obj and use that one.
 */
static pid_obj_t *
pid_cache_insert(pid_obj_t *obj, const struct stat *st)
{
	pid_obj_t *o;

	pthread_mutex_lock(&pid_cache_lock);
	for (o = pid_cache; o != NULL; o = o->po_next)
		if (pid_obj_is(o, st))
			break;
	if (o != NULL) {
		o->po_refs++;
	} else {
		obj->po_refs = 1;
		obj->po_next = pid_cache;
		pid_cache = obj;
	}
	pthread_mutex_unlock(&pid_cache_lock);
	if (o != NULL)
		pid_obj_free(obj);
	return o != NULL ? o : obj;
}

int
pid_obj_open_fd(int fd, const char *path, pid_obj_t **objp)
{
	struct stat st;
	pid_obj_t *obj;
	int err;

	*objp = NULL;
	if (fstat(fd, &st) < 0)
		return pid_error(-errno, "pid: cannot stat %s: %s", path,
		    strerror(errno));
	if (!S_ISREG(st.st_mode))
		return pid_error(-ENOEXEC, "pid: %s is not a regular file",
		    path);
	if ((*objp = pid_cache_find(&st)) != NULL)
		return 0;
	if ((obj = pid_zalloc(sizeof(*obj))) == NULL)
		return -ENOMEM;
	obj->po_dev = st.st_dev;
	obj->po_ino = st.st_ino;
	obj->po_fsize = st.st_size;
	obj->po_mtime = st.st_mtim;
	obj->po_fd = fcntl(fd, F_DUPFD_CLOEXEC, 0);
	obj->po_path = strdup(path);
	if (obj->po_fd < 0 || obj->po_path == NULL) {
		err = obj->po_fd < 0 ?
		    pid_error(-errno, "pid: cannot keep %s open: %s", path,
		    strerror(errno)) : pid_nomem();
		pid_obj_free(obj);
		return err;
	}
	if ((err = pid_obj_read(obj)) < 0) {
		pid_obj_free(obj);
		return err;
	}
	*objp = pid_cache_insert(obj, &st);
	return 0;
}

int
pid_obj_open(const char *path, pid_obj_t **objp)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	int err;

	*objp = NULL;
	if (fd < 0)
		return pid_error(-errno, "pid: cannot open %s: %s", path,
		    strerror(errno));
	err = pid_obj_open_fd(fd, path, objp);
	close(fd);
	return err;
}

pid_obj_t *
pid_obj_hold(pid_obj_t *obj)
{
	pthread_mutex_lock(&pid_cache_lock);
	obj->po_refs++;
	pthread_mutex_unlock(&pid_cache_lock);
	return obj;
}

void
pid_obj_rele(pid_obj_t *obj)
{
	pid_obj_t **pp;
	bool last;

	if (obj == NULL)
		return;
	pthread_mutex_lock(&pid_cache_lock);
	if ((last = --obj->po_refs == 0)) {
		for (pp = &pid_cache; *pp != NULL; pp = &(*pp)->po_next)
			if (*pp == obj) {
				*pp = obj->po_next;
				break;
			}
	}
	pthread_mutex_unlock(&pid_cache_lock);
	if (last)
		pid_obj_free(obj);
}

/* ------------------------------------------------------------- accessors */

const char *
pid_obj_path(const pid_obj_t *obj)
{
	return obj->po_path;
}

const char *
pid_obj_soname(const pid_obj_t *obj)
{
	return obj->po_soname;
}

const char *
pid_obj_debugfile(const pid_obj_t *obj)
{
	return obj->po_debugfile;
}

int
pid_obj_elftype(const pid_obj_t *obj)
{
	return obj->po_type;
}

int
pid_obj_fd(const pid_obj_t *obj)
{
	return obj->po_fd;
}

int
pid_obj_machine(const pid_obj_t *obj)
{
	return obj->po_machine;
}

/* The PT_LOAD whose file part holds vaddr, or NULL. */
const pid_seg_t *
pid_obj_seg(const pid_obj_t *obj, uint64_t vaddr)
{
	size_t i;

	for (i = 0; i < obj->po_nsegs; i++) {
		const pid_seg_t *sg = &obj->po_segs[i];

		if (vaddr >= sg->sg_vaddr && vaddr - sg->sg_vaddr < sg->sg_filesz)
			return sg;
	}
	return NULL;
}

int
pid_obj_vaddr2off(const pid_obj_t *obj, uint64_t vaddr, uint64_t *offp)
{
	const pid_seg_t *sg = pid_obj_seg(obj, vaddr);

	if (sg == NULL)
		return pid_error(-ENOENT, "pid: address 0x%llx is not in the "
		    "file %s", (unsigned long long)vaddr, obj->po_path);
	*offp = vaddr - sg->sg_vaddr + sg->sg_off;
	return 0;
}
