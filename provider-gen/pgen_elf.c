/*
 * pgen_elf.c -- the relocatable object "dtrace -G" writes, with libelf and
 * without running any other program.
 *
 * The object holds:
 *
 *	.probes		the semaphores: one 2-byte counter per probe,
 *			global and hidden, named as the header names them
 *			(<prov>_<probe>_semaphore), which the header declares
 *			extern
 *	.SUNW_dof	the provider definitions as DOF (usdt/usdt_dof.h),
 *			allocated and read-only; the local symbol
 *			__SUNW_dof marks its start
 *	helper		the sections of the embedded helper object
 *			(helper/dth_embed.c): its code, data, constructor
 *			and destructor (.init_array, .fini_array) and their
 *			relocations
 *	.note.GNU-stack	empty: the object needs no executable stack
 *
 * Merging the helper is a small "ld -r" for one input we control: each of
 * its allocated sections is copied as it is; its symbols are copied, the
 * local ones as locals, its undefined references (C library functions) as
 * undefined globals; its one reference to dth_dof is bound to __SUNW_dof;
 * its relocations are copied with their symbols renumbered.  It must
 * define no global symbol (the build makes everything static), so that
 * objects of several -G runs linked together, or into a program and a
 * library, have nothing in common but the names of undefined C library
 * functions.  Its non-allocated sections (.comment, debugging) are left
 * out.  There are two helpers, the build's own and, on x86-64, the same
 * code compiled for i386 (when the build had a -m32 compiler) for -32
 * objects.  The i386 one is position-independent code of the kind i386
 * needs: it calls __x86.get_pc_thunk.* functions, which gcc defines as
 * hidden globals in COMDAT groups; hidden symbols never leave the link
 * anyway, so they are copied as locals and their sections as plain
 * sections, and the objects of several -G runs still define nothing
 * global.  Without a helper for the output's machine and class (-32 on a
 * build without -m32), the object has no helper: the probes still work,
 * but the program does not register itself.
 *
 * The object is written to a temporary file beside the output and renamed
 * over it when complete.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include <gelf.h>

#include "pgen.h"
#include "../usdt/usdt_dof.h"

extern const char pgen_helper_image[], pgen_helper_image_end[];
extern const char pgen_helper_image32[], pgen_helper_image32_end[];

/* the symbol the helper's code refers to the DOF by */
#define PGEN_HELPER_DOFSYM	"dth_dof"

/* A string table under construction. */
typedef struct pgen_strtab {
	char *st_buf;
	size_t st_len, st_cap;
} pgen_strtab_t;

static size_t
pgen_str(pgen_strtab_t *st, const char *s)
{
	size_t n = strlen(s) + 1, off = st->st_len;

	if (st->st_len + n > st->st_cap) {
		size_t cap = st->st_cap ? st->st_cap * 2 : 256;

		while (cap < st->st_len + n)
			cap *= 2;
		st->st_buf = dt_xrealloc(st->st_buf, cap);
		st->st_cap = cap;
	}
	memcpy(st->st_buf + off, s, n);
	st->st_len += n;
	return off;
}

/* One output section before it is written. */
typedef struct pgen_osec {
	const char *os_name;
	GElf_Shdr os_sh;		/* sh_name, sh_offset filled in later */
	void *os_buf;			/* NULL for SHT_NOBITS or a table */
	Elf_Type os_type;		/* ELF_T_BYTE, ELF_T_SYM, ELF_T_RELA... */
	size_t os_count;		/* entries of a table */
	Elf_Scn *os_hscn;		/* a helper section it copies, or NULL */
} pgen_osec_t;

typedef struct pgen_sym {
	const char *sy_name;
	GElf_Sym sy_sym;		/* st_name filled in later */
} pgen_sym_t;

/* The whole object under construction. */
typedef struct pgen_ow {
	dtrace_hdl_t *ow_dtp;
	const pgen_out_t *ow_out;
	pgen_osec_t ow_secs[64];	/* [0] unused: section 0 */
	int ow_nsecs;
	pgen_sym_t *ow_syms;
	int ow_nsyms, ow_nlocals;
	int ow_dofsec, ow_probesec, ow_dofsym;
	Elf *ow_helper;			/* the embedded helper, or NULL */
	char *ow_hcopy;
	int *ow_hsecmap;		/* helper section -> output section */
	int *ow_hsymmap;		/* helper symbol -> output symbol */
	size_t ow_hnsecs, ow_hnsyms;
	Elf_Scn *ow_hsymscn;
} pgen_ow_t;

static int
pgen_sec_add(pgen_ow_t *ow, const char *name, GElf_Word type,
    GElf_Xword flags, GElf_Xword align, void *buf, size_t size)
{
	pgen_osec_t *os;

	if (ow->ow_nsecs + 1 >= (int)(sizeof(ow->ow_secs) /
	    sizeof(ow->ow_secs[0])))
		abort();	/* the helper has a handful of sections */
	os = &ow->ow_secs[++ow->ow_nsecs];
	memset(os, 0, sizeof(*os));
	os->os_name = name;
	os->os_sh.sh_type = type;
	os->os_sh.sh_flags = flags;
	os->os_sh.sh_addralign = align;
	os->os_sh.sh_size = size;
	os->os_buf = buf;
	os->os_type = ELF_T_BYTE;
	return ow->ow_nsecs;
}

static int
pgen_sym_add(pgen_ow_t *ow, const char *name, unsigned char bind,
    unsigned char type, unsigned char vis, int shndx, GElf_Addr value,
    GElf_Xword size)
{
	pgen_sym_t *s;

	ow->ow_syms = dt_xrealloc(ow->ow_syms, (size_t)(ow->ow_nsyms + 1) *
	    sizeof(*ow->ow_syms));
	s = &ow->ow_syms[ow->ow_nsyms];
	memset(s, 0, sizeof(*s));
	s->sy_name = name;
	s->sy_sym.st_info = GELF_ST_INFO(bind, type);
	s->sy_sym.st_other = vis;
	s->sy_sym.st_shndx = (GElf_Half)shndx;
	s->sy_sym.st_value = value;
	s->sy_sym.st_size = size;
	return ow->ow_nsyms++;
}

/* ---- the embedded helper --------------------------------------------------- */

/*
 * The helper object, if one suits the output's class and machine: the
 * build's own for its class, the i386 one (empty if not built) for 32-bit.
 */
static int
pgen_helper_open(pgen_ow_t *ow)
{
	bool is32 = ow->ow_out->po_class == ELFCLASS32;
	const char *img = is32 ? pgen_helper_image32 : pgen_helper_image;
	size_t size = (size_t)((is32 ? pgen_helper_image32_end :
	    pgen_helper_image_end) - img);
	GElf_Ehdr eh;
	GElf_Shdr sh;
	Elf_Scn *scn = NULL;

	if (size == 0)
		return 0;	/* not built: no helper for this target */
	if ((ow->ow_hcopy = malloc(size)) == NULL)
		return dt_set_err(ow->ow_dtp, "out of memory");
	memcpy(ow->ow_hcopy, img, size);
	if ((ow->ow_helper = elf_memory(ow->ow_hcopy, size)) == NULL ||
	    gelf_getehdr(ow->ow_helper, &eh) == NULL ||
	    elf_getshdrnum(ow->ow_helper, &ow->ow_hnsecs) != 0)
		return dt_set_err(ow->ow_dtp, "corrupt helper object: %s",
		    elf_errmsg(-1));
	if (eh.e_ident[EI_CLASS] != ow->ow_out->po_class ||
	    eh.e_machine != ow->ow_out->po_machine) {
		elf_end(ow->ow_helper);
		ow->ow_helper = NULL;	/* none for this target */
		return 0;
	}
	while ((scn = elf_nextscn(ow->ow_helper, scn)) != NULL)
		if (gelf_getshdr(scn, &sh) != NULL && sh.sh_type == SHT_SYMTAB) {
			ow->ow_hsymscn = scn;
			ow->ow_hnsyms = sh.sh_entsize ? sh.sh_size /
			    sh.sh_entsize : 0;
		}
	ow->ow_hsecmap = calloc(ow->ow_hnsecs + 1, sizeof(int));
	ow->ow_hsymmap = calloc(ow->ow_hnsyms + 1, sizeof(int));
	if (ow->ow_hsymscn == NULL || ow->ow_hsecmap == NULL ||
	    ow->ow_hsymmap == NULL)
		return dt_set_err(ow->ow_dtp, "corrupt helper object");
	return 0;
}

static const char *
pgen_helper_name(pgen_ow_t *ow, size_t strndx, size_t off)
{
	const char *s = elf_strptr(ow->ow_helper, strndx, off);

	return s != NULL ? s : "";
}

/* Copy the helper's allocated sections (code, data, init/fini arrays). */
static void
pgen_helper_secs(pgen_ow_t *ow)
{
	Elf_Scn *scn = NULL;
	size_t shstrndx;
	GElf_Shdr sh;

	elf_getshdrstrndx(ow->ow_helper, &shstrndx);
	while ((scn = elf_nextscn(ow->ow_helper, scn)) != NULL) {
		Elf_Data *d;
		int i;

		if (gelf_getshdr(scn, &sh) == NULL || !(sh.sh_flags & SHF_ALLOC))
			continue;
		d = sh.sh_type == SHT_NOBITS ? NULL : elf_getdata(scn, NULL);
		/* its COMDAT groups (i386 pc thunks) are not copied */
		i = pgen_sec_add(ow, pgen_helper_name(ow, shstrndx, sh.sh_name),
		    sh.sh_type, sh.sh_flags & ~(GElf_Xword)SHF_GROUP,
		    sh.sh_addralign,
		    d != NULL ? d->d_buf : NULL, sh.sh_size);
		ow->ow_secs[i].os_sh.sh_entsize = sh.sh_entsize;
		ow->ow_secs[i].os_hscn = scn;
		ow->ow_hsecmap[elf_ndxscn(scn)] = i;
	}
}

/*
 * A helper symbol the output keeps local: a local one, or a hidden
 * definition (the i386 pc thunks), which no other object may see anyway.
 */
static bool
pgen_helper_islocal(const GElf_Sym *s)
{
	return GELF_ST_BIND(s->st_info) == STB_LOCAL ||
	    (s->st_shndx != SHN_UNDEF &&
	    GELF_ST_VISIBILITY(s->st_other) == STV_HIDDEN);
}

/*
 * The helper's symbols, locals first: section symbols and local symbols of
 * copied sections; then (global) its undefined references.  dth_dof
 * becomes the local __SUNW_dof.
 */
static int
pgen_helper_syms(pgen_ow_t *ow, bool globals)
{
	Elf_Data *d = elf_getdata(ow->ow_hsymscn, NULL);
	GElf_Shdr sh;
	GElf_Sym s;
	size_t i;

	gelf_getshdr(ow->ow_hsymscn, &sh);
	for (i = 1; d != NULL && i < ow->ow_hnsyms; i++) {
		const char *name;
		int bind, type, out;

		if (gelf_getsym(d, (int)i, &s) == NULL)
			return dt_set_err(ow->ow_dtp, "corrupt helper object");
		name = pgen_helper_name(ow, sh.sh_link, s.st_name);
		bind = pgen_helper_islocal(&s) ? STB_LOCAL : GELF_ST_BIND(
		    s.st_info);
		type = GELF_ST_TYPE(s.st_info);
		if (type == STT_FILE || (bind == STB_LOCAL) == globals)
			continue;
		if (strcmp(name, PGEN_HELPER_DOFSYM) == 0) {
			ow->ow_hsymmap[i] = ow->ow_dofsym;
			continue;
		}
		if (bind != STB_LOCAL && s.st_shndx != SHN_UNDEF)
			return dt_set_err(ow->ow_dtp, "the helper object "
			    "defines global symbol %s", name);
		if (bind == STB_LOCAL && (s.st_shndx == SHN_UNDEF ||
		    s.st_shndx >= ow->ow_hnsecs || ow->ow_hsecmap[s.st_shndx]
		    == 0))
			continue;	/* of a section left out */
		out = pgen_sym_add(ow, type == STT_SECTION ? "" : name, (unsigned
		    char)bind, (unsigned char)type, bind == STB_LOCAL ?
		    STV_DEFAULT : s.st_other, bind ==
		    STB_LOCAL ? ow->ow_hsecmap[s.st_shndx] : SHN_UNDEF,
		    s.st_value, s.st_size);
		ow->ow_hsymmap[i] = out;
	}
	return 0;
}

/* A relocation section for each copied section that has one. */
static int
pgen_helper_relocs(pgen_ow_t *ow, int symtab)
{
	Elf_Scn *scn = NULL;
	size_t shstrndx;
	GElf_Shdr sh;

	elf_getshdrstrndx(ow->ow_helper, &shstrndx);
	while ((scn = elf_nextscn(ow->ow_helper, scn)) != NULL) {
		pgen_osec_t *os;
		int i;

		if (gelf_getshdr(scn, &sh) == NULL || (sh.sh_type != SHT_RELA &&
		    sh.sh_type != SHT_REL) || sh.sh_info >= ow->ow_hnsecs ||
		    ow->ow_hsecmap[sh.sh_info] == 0)
			continue;
		i = pgen_sec_add(ow, pgen_helper_name(ow, shstrndx, sh.sh_name),
		    sh.sh_type, SHF_INFO_LINK, sh.sh_addralign, NULL, 0);
		os = &ow->ow_secs[i];
		os->os_sh.sh_link = (GElf_Word)symtab;
		os->os_sh.sh_info = (GElf_Word)ow->ow_hsecmap[sh.sh_info];
		os->os_type = sh.sh_type == SHT_RELA ? ELF_T_RELA : ELF_T_REL;
		os->os_count = sh.sh_entsize ? sh.sh_size / sh.sh_entsize : 0;
		os->os_sh.sh_entsize = sh.sh_entsize;
		os->os_hscn = scn;
	}
	return 0;
}

/* ---- writing --------------------------------------------------------------- */

static int
pgen_fill_syms(pgen_ow_t *ow, Elf_Data *d, pgen_strtab_t *strtab)
{
	int i;

	for (i = 0; i < ow->ow_nsyms; i++) {
		GElf_Sym s = ow->ow_syms[i].sy_sym;

		s.st_name = i == 0 ? 0 : (GElf_Word)pgen_str(strtab,
		    ow->ow_syms[i].sy_name);
		if (gelf_update_sym(d, i, &s) == 0)
			return -1;
	}
	return 0;
}

/* The copied relocations, their symbols renumbered. */
static int
pgen_fill_relocs(pgen_ow_t *ow, const pgen_osec_t *os, Elf_Data *d)
{
	Elf_Data *in = elf_getdata(os->os_hscn, NULL);
	size_t i;

	for (i = 0; in != NULL && i < os->os_count; i++) {
		GElf_Rela r;
		GElf_Rel rl;
		size_t sym;

		if (os->os_type == ELF_T_RELA) {
			if (gelf_getrela(in, (int)i, &r) == NULL)
				return -1;
		} else {
			if (gelf_getrel(in, (int)i, &rl) == NULL)
				return -1;
			r.r_offset = rl.r_offset;
			r.r_info = rl.r_info;
		}
		sym = GELF_R_SYM(r.r_info);
		if (sym >= ow->ow_hnsyms || (sym != 0 && ow->ow_hsymmap[sym] == 0))
			return -1;	/* a symbol we did not keep */
		r.r_info = GELF_R_INFO(sym == 0 ? 0 : ow->ow_hsymmap[sym],
		    GELF_R_TYPE(r.r_info));
		rl.r_offset = r.r_offset;
		rl.r_info = r.r_info;
		if (os->os_type == ELF_T_RELA ? gelf_update_rela(d, (int)i,
		    &r) == 0 : gelf_update_rel(d, (int)i, &rl) == 0)
			return -1;
	}
	return 0;
}

/* The data of one section: its bytes, or a table filled in place. */
static int
pgen_write_sec(pgen_ow_t *ow, Elf *elf, pgen_osec_t *os, void **tofree,
    pgen_strtab_t *strtab)
{
	Elf_Scn *scn = elf_newscn(elf);
	Elf_Data *d;
	GElf_Shdr sh;

	if (scn == NULL || (d = elf_newdata(scn)) == NULL)
		return -1;
	d->d_version = EV_CURRENT;
	d->d_align = os->os_sh.sh_addralign ? os->os_sh.sh_addralign : 1;
	d->d_type = os->os_type;
	if (os->os_type == ELF_T_BYTE) {
		d->d_buf = os->os_buf;
		d->d_size = os->os_sh.sh_size;
	} else {
		d->d_size = gelf_fsize(elf, os->os_type, os->os_count,
		    EV_CURRENT);
		if ((d->d_buf = *tofree = calloc(1, d->d_size + 1)) == NULL)
			return -1;
		if (os->os_type == ELF_T_SYM ? pgen_fill_syms(ow, d, strtab) :
		    pgen_fill_relocs(ow, os, d))
			return -1;
	}
	if (gelf_getshdr(scn, &sh) == NULL)
		return -1;
	os->os_sh.sh_size = d->d_size;
	sh = os->os_sh;
	return gelf_update_shdr(scn, &sh) != 0 ? 0 : -1;
}

static int
pgen_write_elf(pgen_ow_t *ow, int fd)
{
	pgen_strtab_t shstr = { 0 }, str = { 0 };
	void *tofree[64] = { 0 };
	int i, rc = -1, strtab = ow->ow_nsecs - 1;
	GElf_Ehdr eh;
	Elf *elf;

	pgen_str(&shstr, "");
	pgen_str(&str, "");
	for (i = 1; i <= ow->ow_nsecs; i++)
		ow->ow_secs[i].os_sh.sh_name = (GElf_Word)pgen_str(&shstr,
		    ow->ow_secs[i].os_name);
	if ((elf = elf_begin(fd, ELF_C_WRITE, NULL)) == NULL ||
	    gelf_newehdr(elf, ow->ow_out->po_class) == NULL ||
	    gelf_getehdr(elf, &eh) == NULL)
		goto out;
	eh.e_ident[EI_DATA] = ELFDATA2LSB;
	eh.e_type = ET_REL;
	eh.e_machine = (GElf_Half)ow->ow_out->po_machine;
	eh.e_version = EV_CURRENT;
	eh.e_shstrndx = (GElf_Half)ow->ow_nsecs;
	if (gelf_update_ehdr(elf, &eh) == 0)
		goto out;
	for (i = 1; i <= ow->ow_nsecs; i++) {
		pgen_osec_t *os = &ow->ow_secs[i];

		if (i == strtab)	/* filled while the symbols were */
			os->os_buf = str.st_buf, os->os_sh.sh_size = str.st_len;
		if (i == ow->ow_nsecs)
			os->os_buf = shstr.st_buf, os->os_sh.sh_size =
			    shstr.st_len;
		if (pgen_write_sec(ow, elf, os, &tofree[i], &str) != 0)
			goto out;
	}
	rc = elf_update(elf, ELF_C_WRITE) < 0 ? -1 : 0;
out:
	if (rc != 0)
		dt_set_err(ow->ow_dtp, "failed to write ELF object: %s",
		    elf_errmsg(-1));
	if (elf != NULL)
		elf_end(elf);
	for (i = 0; i < 64; i++)
		free(tofree[i]);
	free(shstr.st_buf);
	free(str.st_buf);
	return rc;
}

/* ---- the layout -------------------------------------------------------------- */

static int
pgen_layout(pgen_ow_t *ow, void *zeros)
{
	const pgen_out_t *out = ow->ow_out;
	int i;

	pgen_sym_add(ow, "", STB_LOCAL, STT_NOTYPE, 0, SHN_UNDEF, 0, 0);
	if (out->po_nsems > 0)
		ow->ow_probesec = pgen_sec_add(ow, ".probes", SHT_PROGBITS,
		    SHF_ALLOC | SHF_WRITE, 2, zeros, 2 * (size_t)out->po_nsems);
	ow->ow_dofsec = pgen_sec_add(ow, USDT_DOF_SECTION, SHT_PROGBITS,
	    SHF_ALLOC, 8, (void *)out->po_dof, out->po_doflen);
	ow->ow_dofsym = pgen_sym_add(ow, "__SUNW_dof", STB_LOCAL, STT_OBJECT,
	    STV_DEFAULT, ow->ow_dofsec, 0, out->po_doflen);
	if (ow->ow_helper != NULL) {
		pgen_helper_secs(ow);
		if (pgen_helper_syms(ow, false) != 0)
			return -1;
	}
	ow->ow_nlocals = ow->ow_nsyms;
	for (i = 0; i < out->po_nsems; i++)
		pgen_sym_add(ow, out->po_sems[i].ps_name, STB_GLOBAL, STT_OBJECT,
		    STV_HIDDEN, ow->ow_probesec, 2 * (GElf_Addr)i, 2);
	if (ow->ow_helper != NULL && pgen_helper_syms(ow, true) != 0)
		return -1;
	return 0;
}

/* Sections after the helper's: relocations refer to the symbol table's
   index, so it is counted first. */
static int
pgen_layout_tail(pgen_ow_t *ow)
{
	int nrel = 0, symtab, i;
	Elf_Scn *scn = NULL;
	GElf_Shdr sh;

	while (ow->ow_helper != NULL &&
	    (scn = elf_nextscn(ow->ow_helper, scn)) != NULL)
		if (gelf_getshdr(scn, &sh) != NULL && (sh.sh_type == SHT_RELA ||
		    sh.sh_type == SHT_REL) && sh.sh_info < ow->ow_hnsecs &&
		    ow->ow_hsecmap[sh.sh_info] != 0)
			nrel++;
	symtab = ow->ow_nsecs + nrel + 2;
	if (ow->ow_helper != NULL)
		pgen_helper_relocs(ow, symtab);
	pgen_sec_add(ow, ".note.GNU-stack", SHT_PROGBITS, 0, 1, NULL, 0);
	i = pgen_sec_add(ow, ".symtab", SHT_SYMTAB, 0, ow->ow_out->po_class ==
	    ELFCLASS64 ? 8 : 4, NULL, 0);
	ow->ow_secs[i].os_type = ELF_T_SYM;
	ow->ow_secs[i].os_count = (size_t)ow->ow_nsyms;
	ow->ow_secs[i].os_sh.sh_link = (GElf_Word)(i + 1);
	ow->ow_secs[i].os_sh.sh_info = (GElf_Word)ow->ow_nlocals;
	ow->ow_secs[i].os_sh.sh_entsize = ow->ow_out->po_class == ELFCLASS64 ?
	    sizeof(Elf64_Sym) : sizeof(Elf32_Sym);
	pgen_sec_add(ow, ".strtab", SHT_STRTAB, 0, 1, NULL, 0);
	pgen_sec_add(ow, ".shstrtab", SHT_STRTAB, 0, 1, NULL, 0);
	return i == symtab ? 0 : dt_set_err(ow->ow_dtp, "internal error: "
	    "symbol table at section %d, not %d", i, symtab);
}

static void
pgen_ow_free(pgen_ow_t *ow)
{
	if (ow->ow_helper != NULL)
		elf_end(ow->ow_helper);
	free(ow->ow_hcopy);
	free(ow->ow_hsecmap);
	free(ow->ow_hsymmap);
	free(ow->ow_syms);
}

/* A temporary file beside path, with the mode a new file would get. */
static int
pgen_tempfile(const char *path, char **tmp)
{
	mode_t mask = umask(0);
	int fd;

	umask(mask);
	if ((*tmp = malloc(strlen(path) + 8)) == NULL)
		return -1;
	sprintf(*tmp, "%s.XXXXXX", path);
	if ((fd = mkstemp(*tmp)) < 0)
		return -1;
	(void)fchmod(fd, 0666 & ~mask);
	return fd;
}

int
pgen_elf_write(dtrace_hdl_t *dtp, const char *path, const pgen_out_t *out)
{
	pgen_ow_t ow = { .ow_dtp = dtp, .ow_out = out };
	void *zeros = calloc(1, 2 * (size_t)out->po_nsems + 1);
	char *tmp = NULL;
	int fd = -1, rc = -1;

	if (zeros == NULL) {
		dt_set_err(dtp, "out of memory");
		goto out;
	}
	if (pgen_helper_open(&ow) != 0 || pgen_layout(&ow, zeros) != 0 ||
	    pgen_layout_tail(&ow) != 0)
		goto out;
	if ((fd = pgen_tempfile(path, &tmp)) < 0) {
		dt_set_err(dtp, "failed to create %s: %s", path,
		    strerror(errno));
		goto out;
	}
	if (pgen_write_elf(&ow, fd) != 0)
		goto out;
	if (close(fd) != 0 || rename(tmp, path) != 0) {
		fd = -1;
		dt_set_err(dtp, "failed to create %s: %s", path,
		    strerror(errno));
		goto out;
	}
	fd = -1;
	rc = 0;
out:
	if (fd >= 0)
		close(fd);
	if (rc != 0 && tmp != NULL)
		unlink(tmp);
	free(tmp);
	free(zeros);
	pgen_ow_free(&ow);
	return rc;
}
