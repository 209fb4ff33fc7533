/*
 * usdt_elf.c -- one ELF file's USDT probe sites: its .note.stapsdt notes,
 * with the file offsets the kernel's uprobes want, decoded arguments and
 * the functions that hold them.
 *
 * Each STAP_PROBE / DTRACE_PROBE of <sys/sdt.h> assembles to a `nop` at the
 * probe site and one note in the (unallocated) section .note.stapsdt:
 *
 *	namesz, descsz, type	3 x 4 bytes; type 3 (NT_STAPSDT)
 *	name			"stapsdt\0", padded to 4
 *	desc	pc		the nop's address      } a word each: 4 bytes in
 *		base		_.stapsdt.base's       } ELFCLASS32, 8 in
 *		semaphore	the semaphore's, or 0  } ELFCLASS64
 *		provider "\0" name "\0" arguments "\0"
 *	padding to 4
 *
 * The addresses are link-time virtual addresses.  `base` is the address
 * the link gave the one-byte section .stapsdt.base; if a tool (prelink)
 * moved the object afterwards, the section moved with it but the notes did
 * not, so, as systemtap and gdb do, when the file has a .stapsdt.base and
 * a note's base is not 0, pc and the semaphore move by (section address -
 * note base).  (libbpf moves only the pc; the two agree on unprelinked
 * files, where the difference is 0.)
 *
 * uprobes want file offsets, not addresses: the offset of pc is found
 * through the executable PT_LOAD segment holding it, offset = pc - p_vaddr
 * + p_offset, for ET_EXEC and ET_DYN alike.  The semaphore, an unsigned
 * short the program tests before evaluating a probe's arguments, is in a
 * writable PT_LOAD segment (section .probes, or .data/.bss); its file
 * offset, found the same way, is what the kernel calls the uprobe's
 * ref_ctr_offset: in every process mapping the file, the kernel bumps the
 * counter at that file offset of the file's private writable mapping
 * while the uprobe is installed (kernel 4.20, commit 1cc33161a83d
 * "uprobes: Support SDT markers having reference count (semaphore)").  A
 * semaphore in .bss past the last file-backed page has no such mapping:
 * sema_mapped says whether the kernel can reach it.
 *
 * The function holding a probe is the defined STT_FUNC symbol of .symtab
 * (else .dynsym) whose [value, value + size) contains pc, as DTrace names
 * the `function` of a usdt probe; "" if none.
 *
 * Everything in the file is untrusted: libelf checks that section and
 * segment contents lie inside the file, and every note, string and count is
 * checked here before use.
 */
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <gelf.h>
#include <libelf.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>

#include "usdt_impl.h"
#include "usdt_dof.h"

#define USDT_NOTE_SEC	".note.stapsdt"
#define USDT_BASE_SEC	".stapsdt.base"
#define USDT_NOTE_NAME	"stapsdt"
#define USDT_NOTE_TYPE	3	/* NT_STAPSDT */
#define USDT_MAXNAME	255	/* longest provider or probe name we take */

/* ---------------------------------------------------------- small things */

int
usdt_errf(usdt_err_t *err, int code, const char *fmt, ...)
{
	va_list ap;
	int n;

	if (err == NULL)
		return code;
	n = snprintf(err->msg, sizeof(err->msg), "usdt: ");
	va_start(ap, fmt);
	vsnprintf(err->msg + n, sizeof(err->msg) - (size_t)n, fmt, ap);
	va_end(ap);
	return code;
}

int
usdt_nomem(usdt_err_t *err, const char *path)
{
	if (path != NULL)
		return usdt_errf(err, -ENOMEM, "out of memory reading '%s'",
		    path);
	return usdt_errf(err, -ENOMEM, "out of memory");
}

const char *
usdt_basename(const char *path)
{
	const char *s = strrchr(path, '/');

	return s != NULL ? s + 1 : path;
}

char *
usdt_hyphenate(const char *s, char *buf, size_t len)
{
	size_t n = 0;

	if (len == 0)
		return buf;
	for (; *s != '\0' && n + 1 < len; s++) {
		if (s[0] == '_' && s[1] == '_') {
			buf[n++] = '-';
			s++;
		} else
			buf[n++] = *s;
	}
	buf[n] = '\0';
	return buf;
}

/*
 * The strings of a file: copied into blocks owned by the file, freed with
 * it, so that notes can point at them and the ELF can be closed.
 */
typedef struct usdt_strblk {
	struct usdt_strblk *next;
	size_t	used, cap;
	char	buf[];
} usdt_strblk_t;

static const char *
usdt_strsave(usdt_file_t *f, const char *s, size_t n)
{
	usdt_strblk_t *b = f->strs;
	char *p;

	if (b == NULL || b->cap - b->used < n + 1) {
		size_t cap = n + 1 > 16384 ? n + 1 : 16384;

		if ((b = malloc(sizeof(*b) + cap)) == NULL)
			return NULL;
		b->next = f->strs;
		b->used = 0;
		b->cap = cap;
		f->strs = b;
	}
	p = b->buf + b->used;
	memcpy(p, s, n);
	p[n] = '\0';
	b->used += n + 1;
	return p;
}

/* ------------------------------------------------------------ the parse */

/* A function symbol: [addr, addr + size). */
typedef struct usdt_fsym {
	uint64_t	addr, size;
	const char	*name;		/* in the ELF's string table */
	int		rank;		/* lower wins among aliases */
} usdt_fsym_t;

/* The parse of one file. */
typedef struct usdt_ep {
	const char	*path;
	Elf		*elf;
	usdt_file_t	*f;
	usdt_err_t	*err;
	size_t		shstrndx;
	bool		has_base;
	uint64_t	base_addr;	/* .stapsdt.base's sh_addr */
	Elf_Scn		*symtab, *dynsym;
	Elf_Scn		*dof;		/* USDT_DOF_SECTION, or NULL */
	usdt_fsym_t	*funcs;		/* function symbols, by address */
	size_t		nfuncs;
	usdt_fsym_t	*syms;		/* all defined symbols, by name */
	size_t		nsyms;
	bool		syms_read;
	size_t		capnotes;
	long		pagesize;
} usdt_ep_t;

static int
usdt_elf_nomem(usdt_ep_t *ep)
{
	return usdt_nomem(ep->err, ep->path);
}

static int
usdt_elf_malformed(usdt_ep_t *ep, const char *what)
{
	return usdt_errf(ep->err, -EINVAL, "malformed %s in '%s'", what,
	    ep->path);
}

/* The header: an ELF executable or shared object of our byte order. */
static int
usdt_elf_header(usdt_ep_t *ep)
{
	usdt_file_t *f = ep->f;
	GElf_Ehdr eh;
	const char *ident;
	size_t n;

	if (elf_kind(ep->elf) != ELF_K_ELF ||
	    (ident = elf_getident(ep->elf, &n)) == NULL || n < EI_NIDENT)
		return usdt_errf(ep->err, -ENOEXEC, "'%s' is not an ELF file",
		    ep->path);
	if (ident[EI_CLASS] != ELFCLASS32 && ident[EI_CLASS] != ELFCLASS64)
		return usdt_errf(ep->err, -ENOTSUP, "unsupported ELF class "
		    "in '%s'", ep->path);
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
	if (ident[EI_DATA] != ELFDATA2LSB)
#else
	if (ident[EI_DATA] != ELFDATA2MSB)
#endif
		return usdt_errf(ep->err, -ENOTSUP, "'%s' is not of this "
		    "machine's byte order", ep->path);
	if (gelf_getehdr(ep->elf, &eh) == NULL)
		return usdt_elf_malformed(ep, "ELF header");
	if (eh.e_type != ET_EXEC && eh.e_type != ET_DYN)
		return usdt_errf(ep->err, -ENOEXEC, "'%s' is not an "
		    "executable or shared object", ep->path);
	f->elfclass = (unsigned)ident[EI_CLASS];
	f->machine = eh.e_machine;
	f->is_dyn = eh.e_type == ET_DYN;
	return 0;
}

/* The PT_LOAD segments, each checked to lie in the file. */
static int
usdt_elf_segments(usdt_ep_t *ep)
{
	usdt_file_t *f = ep->f;
	size_t i, n;
	GElf_Phdr ph;

	if (elf_getphdrnum(ep->elf, &n) != 0)
		return usdt_elf_malformed(ep, "program header table");
	if (n > 65535)
		return usdt_elf_malformed(ep, "program header table");
	if (n > 0 && (f->segs = calloc(n, sizeof(*f->segs))) == NULL)
		return usdt_elf_nomem(ep);
	for (i = 0; i < n; i++) {
		if (gelf_getphdr(ep->elf, (int)i, &ph) == NULL)
			return usdt_elf_malformed(ep, "program header");
		if (ph.p_type != PT_LOAD)
			continue;
		if (ph.p_filesz > ph.p_memsz ||
		    ph.p_offset > (uint64_t)f->size ||
		    ph.p_filesz > (uint64_t)f->size - ph.p_offset ||
		    ph.p_vaddr + ph.p_memsz < ph.p_vaddr)
			return usdt_elf_malformed(ep, "program header");
		f->segs[f->nsegs++] = (usdt_seg_t){ ph.p_vaddr, ph.p_memsz,
		    ph.p_offset, ph.p_filesz, ph.p_flags };
	}
	return 0;
}

int
usdt_file_vaddr_to_off(const usdt_file_t *f, uint64_t vaddr, uint64_t *off)
{
	size_t i;

	for (i = 0; i < f->nsegs; i++) {
		const usdt_seg_t *s = &f->segs[i];

		if (vaddr >= s->vaddr && vaddr - s->vaddr < s->filesz) {
			*off = vaddr - s->vaddr + s->offset;
			return 0;
		}
	}
	*off = 0;
	return -ENOENT;
}

/* The segment holding vaddr in its memory image, with flags `want`. */
static const usdt_seg_t *
usdt_elf_seg(const usdt_file_t *f, uint64_t vaddr, uint32_t want)
{
	size_t i;

	for (i = 0; i < f->nsegs; i++) {
		const usdt_seg_t *s = &f->segs[i];

		if (vaddr >= s->vaddr && vaddr - s->vaddr < s->memsz &&
		    (s->flags & want) == want)
			return s;
	}
	return NULL;
}

/*
 * One note of a note section's bytes at *off: 1 and the note in its
 * parts, 0 at the end, -1 if it does not fit.  align is the section's note
 * alignment: 4, or 8 for sections aligned so (.note.gnu.property), where
 * the header is still 12 bytes and desc and the next note start at the
 * next multiple of 8 within the section.
 */
typedef struct usdt_nhdr {
	uint32_t	namesz, descsz, type;
	const char	*name;
	const uint8_t	*desc;
} usdt_nhdr_t;

static int
usdt_elf_nextnote(const uint8_t *buf, size_t size, size_t *off, size_t align,
    usdt_nhdr_t *n)
{
	size_t o = *off;
	uint32_t w[3];

	if (o >= size)
		return 0;
	if (size - o < sizeof(w))
		return -1;
	memcpy(w, buf + o, sizeof(w));
	n->namesz = w[0];
	n->descsz = w[1];
	n->type = w[2];
	o += sizeof(w);
	if (n->namesz > size - o)
		return -1;
	n->name = (const char *)buf + o;
	o = (o + n->namesz + align - 1) & ~(align - 1);
	if (o > size || n->descsz > size - o)
		return -1;
	n->desc = buf + o;
	o = (o + n->descsz + align - 1) & ~(align - 1);
	/* The last note may lack its padding. */
	*off = o < size ? o : size;
	return 1;
}

/* The raw bytes of a note section and its note alignment. */
static int
usdt_elf_notedata(usdt_ep_t *ep, Elf_Scn *scn, const GElf_Shdr *sh,
    const uint8_t **buf, size_t *size, size_t *align)
{
	Elf_Data *d = elf_rawdata(scn, NULL);

	if (d == NULL || (d->d_size > 0 && d->d_buf == NULL))
		return usdt_elf_malformed(ep, "note section");
	*buf = d->d_buf;
	*size = d->d_size;
	*align = sh->sh_addralign == 8 ? 8 : 4;
	return 0;
}

static bool
usdt_elf_isnote(const usdt_nhdr_t *n, const char *owner, uint32_t type)
{
	size_t len = strlen(owner) + 1;

	return n->type == type && n->namesz == len &&
	    memcmp(n->name, owner, len) == 0;
}

/* The GNU build-id note of an SHT_NOTE section, if there. */
static int
usdt_elf_buildid(usdt_ep_t *ep, Elf_Scn *scn, const GElf_Shdr *sh)
{
	usdt_file_t *f = ep->f;
	const uint8_t *buf = NULL;
	size_t size = 0, align = 4, off = 0;
	usdt_nhdr_t n;

	if (sh->sh_type != SHT_NOTE || f->build_id_len > 0)
		return 0;
	/* A bad note here is no reason to refuse the probes: skip it. */
	if (usdt_elf_notedata(ep, scn, sh, &buf, &size, &align) != 0)
		return 0;
	while (usdt_elf_nextnote(buf, size, &off, align, &n) > 0) {
		if (usdt_elf_isnote(&n, "GNU", NT_GNU_BUILD_ID) &&
		    n.descsz > 0 && n.descsz <= sizeof(f->build_id)) {
			memcpy(f->build_id, n.desc, n.descsz);
			f->build_id_len = n.descsz;
			return 0;
		}
	}
	return 0;
}

/* The sections we want: notes, .stapsdt.base, the symbol tables. */
static int
usdt_elf_sections(usdt_ep_t *ep, Elf_Scn ***notes, size_t *nnotes)
{
	Elf_Scn *scn = NULL, **v;
	GElf_Shdr sh;
	const char *name;
	int rc;

	if (elf_getshdrstrndx(ep->elf, &ep->shstrndx) != 0)
		return usdt_elf_malformed(ep, "section header table");
	while ((scn = elf_nextscn(ep->elf, scn)) != NULL) {
		if (gelf_getshdr(scn, &sh) == NULL)
			return usdt_elf_malformed(ep, "section header");
		if ((rc = usdt_elf_buildid(ep, scn, &sh)))
			return rc;
		if (sh.sh_type == SHT_SYMTAB)
			ep->symtab = scn;
		else if (sh.sh_type == SHT_DYNSYM)
			ep->dynsym = scn;
		name = elf_strptr(ep->elf, ep->shstrndx, sh.sh_name);
		if (name == NULL)
			continue;
		if (strcmp(name, USDT_DOF_SECTION) == 0) {
			ep->dof = scn;
		} else if (strcmp(name, USDT_BASE_SEC) == 0) {
			ep->has_base = true;
			ep->base_addr = sh.sh_addr;
		} else if (strcmp(name, USDT_NOTE_SEC) == 0) {
			if (sh.sh_type != SHT_NOTE)
				return usdt_elf_malformed(ep, USDT_NOTE_SEC
				    " section");
			if (*nnotes == 64)
				return usdt_elf_malformed(ep, "section table");
			v = realloc(*notes, (*nnotes + 1) * sizeof(*v));
			if (v == NULL)
				return usdt_elf_nomem(ep);
			*notes = v;
			v[(*nnotes)++] = scn;
		}
	}
	return 0;
}

/* ------------------------------------------------------------- symbols */

static int
usdt_fsym_rank(const GElf_Sym *s, const char *name)
{
	int bind = GELF_ST_BIND(s->st_info);
	int r = bind == STB_GLOBAL ? 0 : bind == STB_WEAK ? 4 : 8;

	/* Among aliases, "foo" before "_foo" before "__foo". */
	while (*name == '_' && r % 4 < 3) {
		r++;
		name++;
	}
	return r;
}

static int
usdt_fsym_byaddr(const void *a, const void *b)
{
	const usdt_fsym_t *x = a, *y = b;

	if (x->addr != y->addr)
		return x->addr < y->addr ? -1 : 1;
	if (x->rank != y->rank)
		return x->rank - y->rank;
	return strcmp(x->name, y->name);
}

static int
usdt_fsym_byname(const void *a, const void *b)
{
	const usdt_fsym_t *x = a, *y = b;
	int c = strcmp(x->name, y->name);

	if (c != 0)
		return c;
	return x->addr < y->addr ? -1 : x->addr > y->addr;
}

/*
 * Appends the defined symbols of a symbol table to *v: every one (all) or
 * the functions of non-zero size.
 */
static int
usdt_elf_readsyms(usdt_ep_t *ep, Elf_Scn *scn, bool all, usdt_fsym_t **v,
    size_t *n, usdt_err_t *err)
{
	GElf_Shdr sh;
	GElf_Sym s;
	Elf_Data *d;
	size_t i, count, entsize;
	const char *name;
	usdt_fsym_t *nv;
	int type;

	if (scn == NULL)
		return 0;
	entsize = gelf_fsize(ep->elf, ELF_T_SYM, 1, EV_CURRENT);
	if (gelf_getshdr(scn, &sh) == NULL || (d = elf_getdata(scn, NULL)) ==
	    NULL || entsize == 0 || d->d_size / entsize > INT_MAX)
		return usdt_errf(err, -EINVAL, "malformed symbol table in "
		    "'%s'", ep->path);
	count = d->d_size / entsize;
	if (count == 0)
		return 0;
	if ((nv = realloc(*v, (*n + count) * sizeof(**v))) == NULL)
		return usdt_nomem(err, ep->path);
	*v = nv;
	for (i = 0; i < count; i++) {
		if (gelf_getsym(d, (int)i, &s) == NULL)
			return usdt_errf(err, -EINVAL, "malformed symbol "
			    "table in '%s'", ep->path);
		type = GELF_ST_TYPE(s.st_info);
		if (s.st_shndx == SHN_UNDEF || s.st_name == 0 ||
		    (name = elf_strptr(ep->elf, sh.sh_link, s.st_name)) ==
		    NULL || *name == '\0')
			continue;
		if (!all && ((type != STT_FUNC && type != STT_GNU_IFUNC) ||
		    s.st_size == 0))
			continue;
		nv[(*n)++] = (usdt_fsym_t){ s.st_value, s.st_size, name,
		    usdt_fsym_rank(&s, name) };
	}
	return 0;
}

/* The functions, from .symtab if the file has one, else .dynsym. */
static int
usdt_elf_funcs(usdt_ep_t *ep)
{
	int rc = usdt_elf_readsyms(ep, ep->symtab != NULL ? ep->symtab :
	    ep->dynsym, false, &ep->funcs, &ep->nfuncs, ep->err);

	if (rc == 0 && ep->nfuncs > 1)
		qsort(ep->funcs, ep->nfuncs, sizeof(*ep->funcs),
		    usdt_fsym_byaddr);
	return rc;
}

/*
 * The function holding pc: the closest symbol starting at or before pc
 * that contains it (looking a few back, for functions around others), the
 * best ranked of its aliases; "" if none.
 */
static const char *
usdt_elf_func(const usdt_ep_t *ep, uint64_t pc)
{
	const usdt_fsym_t *f = ep->funcs;
	size_t lo = 0, hi = ep->nfuncs, i, j;

	/* lo: how many symbols start at or before pc. */
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (f[mid].addr <= pc)
			lo = mid + 1;
		else
			hi = mid;
	}
	for (i = lo; i > 0 && lo - i < 32; i--) {
		if (pc - f[i - 1].addr >= f[i - 1].size)
			continue;
		/* Aliases sort best first: the first one holding pc. */
		for (j = i - 1; j > 0 && f[j - 1].addr == f[i - 1].addr &&
		    pc - f[j - 1].addr < f[j - 1].size; j--)
			;
		return f[j].name;
	}
	return "";
}

/* usdt_symfn_t for %rip-relative arguments: any defined symbol by name. */
static int
usdt_elf_symaddr(void *cookie, const char *name, uint64_t *addr,
    const char **why)
{
	usdt_ep_t *ep = cookie;
	size_t lo = 0, hi, i;

	if (!ep->syms_read) {
		ep->syms_read = true;
		if (usdt_elf_readsyms(ep, ep->symtab, true, &ep->syms,
		    &ep->nsyms, NULL) != 0 || usdt_elf_readsyms(ep,
		    ep->dynsym, true, &ep->syms, &ep->nsyms, NULL) != 0)
			ep->nsyms = 0;
		else if (ep->nsyms > 1)
			qsort(ep->syms, ep->nsyms, sizeof(*ep->syms),
			    usdt_fsym_byname);
	}
	/* The first symbol of that name; the others must agree with it. */
	hi = ep->nsyms;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (strcmp(ep->syms[mid].name, name) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo == ep->nsyms || strcmp(ep->syms[lo].name, name) != 0) {
		*why = "unknown symbol";
		return -1;
	}
	for (i = lo + 1; i < ep->nsyms && strcmp(ep->syms[i].name, name) == 0;
	    i++) {
		if (ep->syms[i].addr != ep->syms[lo].addr) {
			*why = "ambiguous symbol";
			return -1;
		}
	}
	*addr = ep->syms[lo].addr;
	return 0;
}

/* --------------------------------------------------------------- notes */

/* A note string: NUL-terminated within [s, end), 1..USDT_MAXNAME long. */
static const char *
usdt_elf_notestr(const char *s, const char *end, bool name, size_t *len)
{
	size_t n = strnlen(s, (size_t)(end - s)), i;

	if (n == (size_t)(end - s))
		return NULL;
	if (name && (n == 0 || n > USDT_MAXNAME))
		return NULL;
	for (i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s[i];

		if (name ? !isgraph(c) || c == ':' : !isprint(c))
			return NULL;
	}
	*len = n;
	return s;
}

static int
usdt_elf_badnote(usdt_ep_t *ep, const char *why)
{
	return usdt_errf(ep->err, -EINVAL, "malformed " USDT_NOTE_SEC
	    " note in '%s': %s", ep->path, why);
}

static uint64_t
usdt_elf_word(const usdt_ep_t *ep, const uint8_t *p)
{
	uint32_t w32;
	uint64_t w64;

	if (ep->f->elfclass == ELFCLASS32) {
		memcpy(&w32, p, sizeof(w32));
		return w32;
	}
	memcpy(&w64, p, sizeof(w64));
	return w64;
}

/* Where the note's pc and semaphore are in the file. */
static int
usdt_elf_place(usdt_ep_t *ep, usdt_note_t *n)
{
	const usdt_seg_t *s = usdt_elf_seg(ep->f, n->pc, PF_X);
	uint64_t end;

	if (s == NULL || n->pc - s->vaddr >= s->filesz)
		return usdt_errf(ep->err, -EINVAL, "probe %s:%s in '%s' at "
		    "0x%llx lies in no executable segment", n->provider,
		    n->name, ep->path, (unsigned long long)n->pc);
	n->off = n->pc - s->vaddr + s->offset;
	if (n->sema_addr == 0)
		return 0;
	s = usdt_elf_seg(ep->f, n->sema_addr, PF_W);
	if (s == NULL || s->memsz < 2 || n->sema_addr - s->vaddr >
	    s->memsz - 2)
		return usdt_errf(ep->err, -EINVAL, "semaphore of probe %s:%s "
		    "in '%s' at 0x%llx lies in no writable segment",
		    n->provider, n->name, ep->path,
		    (unsigned long long)n->sema_addr);
	n->sema_off = n->sema_addr - s->vaddr + s->offset;
	/* The mapping of the segment's file part ends at a page boundary. */
	end = (s->offset + s->filesz + (uint64_t)ep->pagesize - 1) &
	    ~((uint64_t)ep->pagesize - 1);
	n->sema_mapped = n->sema_off + 2 <= end;
	return 0;
}

/* Names, D names, function and arguments of a note. */
static int
usdt_elf_names(usdt_ep_t *ep, usdt_note_t *n, const char *prov, size_t plen,
    const char *name, size_t nlen, const char *args, size_t alen)
{
	usdt_file_t *f = ep->f;
	char buf[USDT_MAXNAME + 1];
	const char *fn = usdt_elf_func(ep, n->pc);
	usdt_err_t aerr;

	if ((n->provider = usdt_strsave(f, prov, plen)) == NULL ||
	    (n->name = usdt_strsave(f, name, nlen)) == NULL ||
	    (n->argstr = usdt_strsave(f, args, alen)) == NULL ||
	    (n->function = usdt_strsave(f, fn, strlen(fn))) == NULL)
		return usdt_elf_nomem(ep);
	usdt_hyphenate(n->provider, buf, sizeof(buf));
	if ((n->dprovider = usdt_strsave(f, buf, strlen(buf))) == NULL)
		return usdt_elf_nomem(ep);
	usdt_hyphenate(n->name, buf, sizeof(buf));
	if ((n->dname = usdt_strsave(f, buf, strlen(buf))) == NULL)
		return usdt_elf_nomem(ep);
	if (usdt_args_parse(n->argstr, f->machine, usdt_elf_symaddr, ep,
	    n->args, &n->nargs, &aerr) < 0 &&
	    (n->argerr = usdt_strsave(f, aerr.msg, strlen(aerr.msg))) == NULL)
		return usdt_elf_nomem(ep);
	return 0;
}

/* desc = pc base semaphore provider "\0" name "\0" [ args "\0" ] */
static int
usdt_elf_note(usdt_ep_t *ep, const usdt_nhdr_t *nh)
{
	usdt_file_t *f = ep->f;
	size_t word = f->elfclass == ELFCLASS32 ? 4 : 8, plen, nlen, alen = 0;
	const char *s = (const char *)nh->desc + 3 * word;
	const char *end = (const char *)nh->desc + nh->descsz;
	const char *prov, *name, *args = "";
	uint64_t delta, mask = word == 4 ? 0xffffffffULL : ~0ULL;
	usdt_note_t *n, *v;
	int rc;

	if (nh->descsz < 3 * word + 4)
		return usdt_elf_badnote(ep, "descriptor too short");
	if ((prov = usdt_elf_notestr(s, end, true, &plen)) == NULL)
		return usdt_elf_badnote(ep, "bad provider name");
	if ((name = usdt_elf_notestr(s + plen + 1, end, true, &nlen)) == NULL)
		return usdt_elf_badnote(ep, "bad probe name");
	s = name + nlen + 1;
	if (s < end && (args = usdt_elf_notestr(s, end, false, &alen)) ==
	    NULL)
		return usdt_elf_badnote(ep, "bad argument string");
	if (f->nnotes == ep->capnotes) {
		if (f->nnotes == USDT_MAX_NOTES)
			return usdt_errf(ep->err, -EFBIG, "more than %d "
			    USDT_NOTE_SEC " notes in '%s'", USDT_MAX_NOTES,
			    ep->path);
		ep->capnotes = ep->capnotes ? ep->capnotes * 2 : 16;
		if ((v = realloc(f->notes, ep->capnotes * sizeof(*v))) == NULL)
			return usdt_elf_nomem(ep);
		f->notes = v;
	}
	n = &f->notes[f->nnotes];
	memset(n, 0, sizeof(*n));
	n->pc = usdt_elf_word(ep, nh->desc);
	n->base = usdt_elf_word(ep, nh->desc + word);
	n->sema_addr = usdt_elf_word(ep, nh->desc + 2 * word);
	if (ep->has_base && n->base != 0) {
		delta = ep->base_addr - n->base;
		n->pc = (n->pc + delta) & mask;
		if (n->sema_addr != 0)
			n->sema_addr = (n->sema_addr + delta) & mask;
	}
	n->provider = prov;	/* for usdt_elf_place()'s messages */
	n->name = name;
	if ((rc = usdt_elf_place(ep, n)) != 0 ||
	    (rc = usdt_elf_names(ep, n, prov, plen, name, nlen, args, alen)))
		return rc;
	f->nnotes++;
	return 0;
}

/* Every stapsdt note of one .note.stapsdt section. */
static int
usdt_elf_notes(usdt_ep_t *ep, Elf_Scn *scn)
{
	const uint8_t *buf = NULL;
	size_t size = 0, align = 4, off = 0;
	usdt_nhdr_t nh;
	GElf_Shdr sh;
	int rc;

	if (gelf_getshdr(scn, &sh) == NULL)
		return usdt_elf_malformed(ep, "section header");
	if ((rc = usdt_elf_notedata(ep, scn, &sh, &buf, &size, &align)))
		return rc;
	while ((rc = usdt_elf_nextnote(buf, size, &off, align, &nh)) > 0) {
		if (!usdt_elf_isnote(&nh, USDT_NOTE_NAME, USDT_NOTE_TYPE))
			continue;
		if ((rc = usdt_elf_note(ep, &nh)) != 0)
			return rc;
	}
	if (rc < 0)
		return usdt_elf_badnote(ep, "note out of bounds");
	return 0;
}

static int
usdt_strpcmp(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* The distinct D provider names, sorted. */
static int
usdt_elf_provs(usdt_ep_t *ep)
{
	usdt_file_t *f = ep->f;
	size_t i, n = 0;

	if (f->nnotes == 0)
		return 0;
	if ((f->dprovs = malloc(f->nnotes * sizeof(*f->dprovs))) == NULL)
		return usdt_elf_nomem(ep);
	for (i = 0; i < f->nnotes; i++)
		f->dprovs[i] = f->notes[i].dprovider;
	qsort(f->dprovs, f->nnotes, sizeof(*f->dprovs), usdt_strpcmp);
	for (i = 0; i < f->nnotes; i++)
		if (n == 0 || strcmp(f->dprovs[n - 1], f->dprovs[i]) != 0)
			f->dprovs[n++] = f->dprovs[i];
	f->nprovs = n;
	return 0;
}

/*
 * The DOF a dtrace -G object carries: argument types for -l -v.  It is
 * untrusted like the rest (usdt_dof_read checks it); a malformed one is
 * no error, the notes alone still give the probes (without argument
 * types), and the reason is kept for the consumer to tell.
 */
static void
usdt_elf_dof(usdt_ep_t *ep)
{
	Elf_Data *d = elf_getdata(ep->dof, NULL);
	char why[256];

	if (d == NULL || d->d_buf == NULL || d->d_size == 0)
		return;
	if (usdt_dof_read(d->d_buf, d->d_size, &ep->f->dof, why,
	    sizeof(why)) != 0) {
		ep->f->dof = NULL;
		ep->f->dof_err = strdup(why);	/* NULL: no word, no harm */
	}
}

static int
usdt_elf_walk(usdt_ep_t *ep)
{
	Elf_Scn **notes = NULL;
	size_t i, nnotes = 0;
	int rc;

	if ((rc = usdt_elf_header(ep)) || (rc = usdt_elf_segments(ep)) ||
	    (rc = usdt_elf_sections(ep, &notes, &nnotes)))
		goto out;
	if (nnotes > 0 && (rc = usdt_elf_funcs(ep)))
		goto out;
	for (i = 0; i < nnotes && rc == 0; i++)
		rc = usdt_elf_notes(ep, notes[i]);
	if (rc == 0)
		rc = usdt_elf_provs(ep);
	if (rc == 0 && ep->dof != NULL && nnotes > 0)
		usdt_elf_dof(ep);
out:
	free(notes);
	return rc;
}

int
usdt_elf_parse(int fd, const char *path, usdt_file_t **fp, usdt_err_t *err)
{
	static bool init;
	usdt_ep_t ep;
	struct stat st;
	int rc;

	*fp = NULL;
	if (!init) {
		if (elf_version(EV_CURRENT) == EV_NONE)
			return usdt_errf(err, -ENOTSUP, "libelf is too old");
		init = true;
	}
	if (fstat(fd, &st) != 0)
		return usdt_errf(err, -errno, "cannot stat '%s': %s", path,
		    strerror(errno));
	if (!S_ISREG(st.st_mode))
		return usdt_errf(err, -ENOEXEC, "'%s' is not a regular file",
		    path);
	memset(&ep, 0, sizeof(ep));
	ep.path = path;
	ep.err = err;
	ep.pagesize = sysconf(_SC_PAGESIZE);
	if (ep.pagesize <= 0)
		ep.pagesize = 4096;
	if ((ep.f = calloc(1, sizeof(*ep.f))) == NULL ||
	    (ep.f->path = strdup(path)) == NULL) {
		free(ep.f);
		return usdt_nomem(err, path);
	}
	ep.f->refs = 1;
	ep.f->dev = st.st_dev;
	ep.f->ino = st.st_ino;
	ep.f->mtime_sec = st.st_mtim.tv_sec;
	ep.f->mtime_nsec = st.st_mtim.tv_nsec;
	ep.f->size = st.st_size;
	if ((ep.elf = elf_begin(fd, ELF_C_READ_MMAP, NULL)) == NULL)
		rc = usdt_errf(err, -ENOEXEC, "cannot read '%s': %s", path,
		    elf_errmsg(-1));
	else
		rc = usdt_elf_walk(&ep);
	free(ep.funcs);
	free(ep.syms);
	if (ep.elf != NULL)
		elf_end(ep.elf);
	if (rc != 0) {
		usdt_file_release(ep.f);
		return rc;
	}
	*fp = ep.f;
	return 0;
}

/* ------------------------------------------------------------ the files */

int
usdt_file_open_fd(int fd, const char *path, usdt_file_t **fp, usdt_err_t *err)
{
	return usdt_elf_parse(fd, path, fp, err);
}

int
usdt_file_open(const char *path, usdt_file_t **fp, usdt_err_t *err)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC), rc;

	*fp = NULL;
	if (fd < 0)
		return usdt_errf(err, -errno, "cannot open '%s': %s", path,
		    strerror(errno));
	rc = usdt_elf_parse(fd, path, fp, err);
	close(fd);
	return rc;
}

usdt_file_t *
usdt_file_hold(usdt_file_t *f)
{
	f->refs++;
	return f;
}

void
usdt_file_release(usdt_file_t *f)
{
	usdt_strblk_t *b, *next;

	if (f == NULL || --f->refs > 0)
		return;
	for (b = f->strs; b != NULL; b = next) {
		next = b->next;
		free(b);
	}
	usdt_dof_free(f->dof);
	free(f->dof_err);
	free(f->dprovs);
	free(f->notes);
	free(f->segs);
	free(f->path);
	free(f);
}

const usdt_dof_probe_t *
usdt_file_dofprobe(const usdt_file_t *f, const usdt_note_t *n)
{
	const usdt_dof_t *dof = f->dof;

	for (int i = 0; dof != NULL && i < dof->nprovs; i++) {
		const usdt_dof_provider_t *pv = &dof->provs[i];

		if (strcmp(pv->name, n->dprovider) != 0)
			continue;
		for (int j = 0; j < pv->nprobes; j++)
			if (strcmp(pv->probes[j].name, n->dname) == 0)
				return &pv->probes[j];
	}
	return NULL;
}

const usdt_dof_attr_t *
usdt_file_provattr(const usdt_file_t *f, const usdt_note_t *n)
{
	const usdt_dof_t *dof = f->dof;

	for (int i = 0; dof != NULL && i < dof->nprovs; i++)
		if (strcmp(dof->provs[i].name, n->dprovider) == 0)
			return dof->provs[i].attr;
	return NULL;
}

char *
usdt_file_build_id(const usdt_file_t *f, char *buf, size_t len)
{
	size_t i;

	if (len == 0)
		return buf;
	buf[0] = '\0';
	for (i = 0; i < f->build_id_len && 2 * i + 2 < len; i++)
		snprintf(buf + 2 * i, 3, "%02x", f->build_id[i]);
	return buf;
}
