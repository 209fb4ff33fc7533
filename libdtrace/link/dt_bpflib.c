/*
 * dt_bpflib.c -- read the support functions out of a BPF ELF object.
 *
 * What clang -target bpf -O2 -c leaves in a relocatable object (ET_REL,
 * e_machine EM_BPF, ELFCLASS64, host byte order):
 *
 *   .text, and any section named with __attribute__((section(...)))
 *	SHT_PROGBITS + SHF_EXECINSTR: the code, an array of 8-byte
 *	struct bpf_insn.  Functions are laid end to end; each has a
 *	STT_FUNC symbol (STB_GLOBAL, or STB_LOCAL for static functions)
 *	whose st_value is its byte offset in the section and st_size its
 *	length.  Branches inside a function are PC-relative (off), so the
 *	code of one function can be moved anywhere as a block.
 *   .rel.text, .rel<section>
 *	SHT_REL (no addend field: the addend A is in the instruction),
 *	sh_info = the code section it patches, sh_link = .symtab.  r_offset
 *	is the byte offset of the instruction, r_info the type and symbol.
 *   .symtab / .strtab
 *	the symbols; .maps, .data, .rodata, .bss, .BTF, .BTF.ext, .debug_*
 *	and their .rel sections may follow.
 *
 * Relocation types in code sections:
 *   R_BPF_64_32 (10) on a call insn (code BPF_JMP|BPF_CALL, src_reg
 *	BPF_PSEUDO_CALL).  The call's imm is, once linked, the callee's
 *	index relative to the next instruction: target = pc + 1 + imm.  In
 *	the object, the target is S + A where S is the symbol's st_value and
 *	A = (imm + 1) * 8: a call to a global function names the function
 *	(imm = -1, A = 0); a call to a static function in another section
 *	names that section's STT_SECTION symbol, imm being the function's
 *	offset / 8 - 1.  A call to a static function in the same section
 *	usually has no relocation: clang has already made imm PC-relative.
 *   R_BPF_64_64 (1) on a ld_imm64 (two slots, code BPF_LD|BPF_IMM|BPF_DW):
 *	the address of a symbol, A in the two imm fields.  Here that is how
 *	support code names a map: an extern (undefined) symbol or a libbpf
 *	style variable in .maps, turned into a map fd load by name at link
 *	time.  Variables in .data/.rodata/.bss and function addresses are
 *	rejected.
 * In other sections (.BTF.ext, .debug_*): R_BPF_64_ABS64 (2), ABS32 (3)
 * and NODYLD32 (4) patch data we do not use; they (and older compilers'
 * R_BPF_64_32 and R_BPF_64_64 there) are ignored.  Any other relocation
 * type, anywhere, is an error.
 *
 * dt_bpflib_open() copies every function's code and records, per
 * function, its calls (as function indexes, whatever form they had in the
 * object) and its map references (as names).  The ELF image is not kept.
 */
#include <gelf.h>
#include <libelf.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/dt_base.h"
#include "link/dt_bpflib.h"

#ifndef EM_BPF
#define EM_BPF			247
#endif
#ifndef R_BPF_NONE
#define R_BPF_NONE		0
#endif
#ifndef R_BPF_64_64
#define R_BPF_64_64		1
#endif
#define R_BPF_64_ABS64		2
#define R_BPF_64_ABS32		3
#define R_BPF_64_NODYLD32	4
#ifndef R_BPF_64_32
#define R_BPF_64_32		10
#endif

#define LDIMM64	(BPF_LD | BPF_IMM | BPF_DW)
#define CALL	(BPF_JMP | BPF_CALL)

typedef struct bl_func {
	dt_bpffunc_t pub;
	size_t shndx;		/* section holding the function */
	uint32_t off;		/* its first instruction in that section */
	dt_bpfrel_t *rels;
	uint32_t caprels;
} bl_func_t;

struct dt_bpflib {
	bl_func_t *funcs;
	uint32_t nfuncs, capfuncs;
	struct bpf_insn *text;	/* the code of all executable sections */
	uint32_t ntext;
	char **strs;		/* every string we own */
	uint32_t nstrs, capstrs;
};

enum { SEC_OTHER, SEC_CODE, SEC_DATA };

typedef struct bl_sec {
	const char *name;	/* in the ELF image: valid while parsing */
	int kind;		/* SEC_* */
	uint32_t base;		/* SEC_CODE: first insn in lib->text */
	uint32_t ninsns;
} bl_sec_t;

/* parsing state */
typedef struct bl_ctx {
	dt_bpflib_t *lib;
	Elf *elf;
	char *err;
	size_t errlen;
	size_t size;		/* of the ELF image */
	bl_sec_t *secs;
	size_t nsecs;
	size_t symndx;		/* section index of .symtab */
	size_t strndx;		/* section index of its string table */
	Elf_Data *syms;
	size_t nsyms;
	uint8_t *relocated;	/* per lib->text insn: has a relocation */
} bl_ctx_t;

static int
bl_error(bl_ctx_t *c, const char *fmt, ...)
{
	va_list ap;
	int n;

	if (c->err == NULL || c->errlen == 0)
		return -1;
	n = snprintf(c->err, c->errlen, "bpflib: ");
	if (n < 0 || (size_t)n >= c->errlen)
		return -1;
	va_start(ap, fmt);
	vsnprintf(c->err + n, c->errlen - (size_t)n, fmt, ap);
	va_end(ap);
	return -1;
}

static void *
bl_grow(void *p, uint32_t *cap, uint32_t need, size_t elem)
{
	uint32_t ncap;
	void *np;

	if (need <= *cap)
		return p;
	ncap = *cap ? *cap * 2 : 16;
	while (ncap < need)
		ncap *= 2;
	np = dt_xrealloc(p, (size_t)ncap * elem);
	*cap = ncap;
	return np;
}

static const char *
bl_strdup(dt_bpflib_t *lib, const char *s)
{
	char *d = dt_xstrdup(s);

	lib->strs = bl_grow(lib->strs, &lib->capstrs, lib->nstrs + 1,
	    sizeof(char *));
	lib->strs[lib->nstrs++] = d;
	return d;
}

/* --- the ELF header and the section table ----------------------------- */

static int
bl_check_header(bl_ctx_t *c)
{
	GElf_Ehdr eh;
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
	const int order = ELFDATA2MSB;
#else
	const int order = ELFDATA2LSB;
#endif

	if (elf_kind(c->elf) != ELF_K_ELF)
		return bl_error(c, "not an ELF object");
	if (gelf_getehdr(c->elf, &eh) == NULL)
		return bl_error(c, "bad ELF header: %s", elf_errmsg(-1));
	if (eh.e_ident[EI_CLASS] != ELFCLASS64)
		return bl_error(c, "not a 64-bit ELF object");
	if (eh.e_ident[EI_DATA] != order)
		return bl_error(c, "ELF object has the wrong byte order");
	if (eh.e_machine != EM_BPF)
		return bl_error(c, "not a BPF object (ELF machine %u)",
		    (unsigned)eh.e_machine);
	if (eh.e_type != ET_REL)
		return bl_error(c, "not a relocatable ELF object (type %u)",
		    (unsigned)eh.e_type);
	return 0;
}

/* .data, .data.*, .rodata, .rodata.*, .bss, .bss.* */
static int
bl_is_data(const char *name)
{
	static const char *const pfx[] = { ".data", ".rodata", ".bss" };
	size_t i, n;

	for (i = 0; i < sizeof(pfx) / sizeof(pfx[0]); i++) {
		n = strlen(pfx[i]);
		if (strncmp(name, pfx[i], n) == 0 &&
		    (name[n] == '\0' || name[n] == '.'))
			return 1;
	}
	return 0;
}

static int
bl_scan_section(bl_ctx_t *c, size_t i, size_t shstrndx)
{
	Elf_Scn *scn = elf_getscn(c->elf, i);
	bl_sec_t *s = &c->secs[i];
	GElf_Shdr sh;
	uint64_t n;

	if (scn == NULL || gelf_getshdr(scn, &sh) == NULL)
		return bl_error(c, "bad section header %zu: %s", i,
		    elf_errmsg(-1));
	s->name = elf_strptr(c->elf, shstrndx, sh.sh_name);
	if (s->name == NULL)
		return bl_error(c, "section %zu has a bad name", i);
	if (sh.sh_type == SHT_SYMTAB) {
		if (c->symndx != 0)
			return bl_error(c, "more than one symbol table");
		c->symndx = i;
	}
	if (bl_is_data(s->name))
		s->kind = SEC_DATA;
	if (sh.sh_type != SHT_PROGBITS || !(sh.sh_flags & SHF_EXECINSTR))
		return 0;
	n = sh.sh_size / sizeof(struct bpf_insn);
	if (sh.sh_size % sizeof(struct bpf_insn) != 0 ||
	    sh.sh_offset > c->size || sh.sh_size > c->size - sh.sh_offset ||
	    n > UINT32_MAX / 2 - c->lib->ntext)
		return bl_error(c, "section %s has a bad size %llu", s->name,
		    (unsigned long long)sh.sh_size);
	s->kind = SEC_CODE;
	s->base = c->lib->ntext;
	s->ninsns = (uint32_t)n;
	c->lib->ntext += (uint32_t)n;
	return 0;
}

static int
bl_scan_sections(bl_ctx_t *c)
{
	size_t shstrndx, i;

	if (elf_getshdrnum(c->elf, &c->nsecs) != 0 ||
	    elf_getshdrstrndx(c->elf, &shstrndx) != 0)
		return bl_error(c, "bad section table: %s", elf_errmsg(-1));
	if (c->nsecs > c->size / sizeof(Elf64_Shdr))
		return bl_error(c, "bad section count %zu", c->nsecs);
	c->secs = calloc(c->nsecs ? c->nsecs : 1, sizeof(bl_sec_t));
	if (c->secs == NULL)
		return bl_error(c, "out of memory");
	for (i = 1; i < c->nsecs; i++) {
		if (bl_scan_section(c, i, shstrndx) != 0)
			return -1;
	}
	if (c->symndx == 0)
		return bl_error(c, "no symbol table");
	return 0;
}

/* copy the code of every executable section into lib->text */
static int
bl_load_text(bl_ctx_t *c)
{
	dt_bpflib_t *lib = c->lib;
	size_t i;

	lib->text = calloc(lib->ntext + 1, sizeof(struct bpf_insn));
	c->relocated = calloc(lib->ntext + 1, 1);
	if (lib->text == NULL || c->relocated == NULL)
		return bl_error(c, "out of memory");
	for (i = 1; i < c->nsecs; i++) {
		bl_sec_t *s = &c->secs[i];
		size_t size = (size_t)s->ninsns * sizeof(struct bpf_insn);
		Elf_Data *d;

		if (s->kind != SEC_CODE || size == 0)
			continue;
		d = elf_getdata(elf_getscn(c->elf, i), NULL);
		if (d == NULL || d->d_buf == NULL || d->d_size != size)
			return bl_error(c, "cannot read section %s: %s",
			    s->name, elf_errmsg(-1));
		memcpy(&lib->text[s->base], d->d_buf, size);
	}
	return 0;
}

/* --- symbols: the functions --------------------------------------------- */

static const char *
bl_symname(bl_ctx_t *c, const GElf_Sym *sym)
{
	if (GELF_ST_TYPE(sym->st_info) == STT_SECTION &&
	    sym->st_shndx < c->nsecs)
		return c->secs[sym->st_shndx].name;
	return elf_strptr(c->elf, c->strndx, sym->st_name);
}

static int
bl_add_func(bl_ctx_t *c, const GElf_Sym *sym)
{
	dt_bpflib_t *lib = c->lib;
	const char *name = bl_symname(c, sym);
	size_t shndx = sym->st_shndx;
	const size_t isz = sizeof(struct bpf_insn);
	bl_func_t *f;

	if (shndx == SHN_UNDEF)
		return 0;	/* an extern declaration: checked if called */
	if (name == NULL || name[0] == '\0')
		return bl_error(c, "function symbol with a bad name");
	if (shndx >= c->nsecs || c->secs[shndx].kind != SEC_CODE)
		return bl_error(c, "function '%s' is not in an executable "
		    "section", name);
	if (sym->st_value % isz != 0 || sym->st_size % isz != 0 ||
	    sym->st_size == 0 || sym->st_value / isz > c->secs[shndx].ninsns ||
	    sym->st_size / isz > c->secs[shndx].ninsns - sym->st_value / isz)
		return bl_error(c, "function '%s' has a bad address or size",
		    name);

	lib->funcs = bl_grow(lib->funcs, &lib->capfuncs, lib->nfuncs + 1,
	    sizeof(bl_func_t));
	f = &lib->funcs[lib->nfuncs++];
	memset(f, 0, sizeof(*f));
	f->shndx = shndx;
	f->off = (uint32_t)(sym->st_value / isz);
	f->pub.bf_name = bl_strdup(lib, name);
	f->pub.bf_global = GELF_ST_BIND(sym->st_info) != STB_LOCAL;
	f->pub.bf_insns = &lib->text[c->secs[shndx].base + f->off];
	f->pub.bf_ninsns = (uint32_t)(sym->st_size / isz);
	return 0;
}

static int
bl_load_syms(bl_ctx_t *c)
{
	Elf_Scn *scn = elf_getscn(c->elf, c->symndx);
	GElf_Shdr sh, strsh;
	GElf_Sym sym;
	size_t i, entsz = gelf_fsize(c->elf, ELF_T_SYM, 1, EV_CURRENT);

	if (scn == NULL || gelf_getshdr(scn, &sh) == NULL)
		return bl_error(c, "bad symbol table: %s", elf_errmsg(-1));
	c->strndx = sh.sh_link;
	if (c->strndx == 0 || c->strndx >= c->nsecs ||
	    gelf_getshdr(elf_getscn(c->elf, c->strndx), &strsh) == NULL ||
	    strsh.sh_type != SHT_STRTAB)
		return bl_error(c, "symbol table has no string table");
	c->syms = elf_getdata(scn, NULL);
	if (c->syms == NULL || entsz == 0)
		return bl_error(c, "cannot read the symbol table: %s",
		    elf_errmsg(-1));
	c->nsyms = c->syms->d_size / entsz;
	for (i = 1; i < c->nsyms; i++) {
		if (gelf_getsym(c->syms, (int)i, &sym) == NULL)
			return bl_error(c, "bad symbol %zu", i);
		if (GELF_ST_TYPE(sym.st_info) == STT_FUNC &&
		    bl_add_func(c, &sym) != 0)
			return -1;
	}
	return 0;
}

/* the function starting exactly at insn off of section shndx, or -1 */
static int
bl_func_at(const bl_ctx_t *c, size_t shndx, uint64_t off)
{
	uint32_t i;

	for (i = 0; i < c->lib->nfuncs; i++) {
		if (c->lib->funcs[i].shndx == shndx &&
		    c->lib->funcs[i].off == off)
			return (int)i;
	}
	return -1;
}

/* the function containing insn off of section shndx, or -1 */
static int
bl_func_containing(const bl_ctx_t *c, size_t shndx, uint64_t off)
{
	uint32_t i;

	for (i = 0; i < c->lib->nfuncs; i++) {
		const bl_func_t *f = &c->lib->funcs[i];

		if (f->shndx == shndx && off >= f->off &&
		    off - f->off < f->pub.bf_ninsns)
			return (int)i;
	}
	return -1;
}

static void
bl_add_rel(dt_bpflib_t *lib, uint32_t fn, uint32_t insn, int kind,
    uint32_t callee, const char *name)
{
	bl_func_t *f = &lib->funcs[fn];
	dt_bpfrel_t *r;

	f->rels = bl_grow(f->rels, &f->caprels, f->pub.bf_nrels + 1,
	    sizeof(dt_bpfrel_t));
	r = &f->rels[f->pub.bf_nrels++];
	r->br_insn = insn - f->off;
	r->br_kind = kind;
	r->br_func = callee;
	r->br_name = name;
}

/* --- relocations ---------------------------------------------------------- */

/* R_BPF_64_32 at insn idx of section sec (in function fn) */
static int
bl_call_rel(bl_ctx_t *c, size_t sec, uint32_t idx, int fn,
    const GElf_Sym *sym)
{
	const struct bpf_insn *in = &c->lib->text[c->secs[sec].base + idx];
	const char *from = c->lib->funcs[fn].pub.bf_name;
	const char *to = bl_symname(c, sym);
	size_t tsec = sym->st_shndx;
	int64_t target;
	int callee;

	if (to == NULL)
		to = "?";
	if (in->code != CALL)
		return bl_error(c, "call relocation in '%s' is not on a call "
		    "instruction", from);
	if (in->src_reg != BPF_PSEUDO_CALL)
		return bl_error(c, "'%s' calls '%s', which is not a BPF "
		    "function (kfuncs are not supported)", from, to);
	if (tsec == SHN_UNDEF)
		return bl_error(c, "'%s' calls undefined function '%s'",
		    from, to);
	if (tsec >= c->nsecs || c->secs[tsec].kind != SEC_CODE)
		return bl_error(c, "'%s' calls '%s', which is not code",
		    from, to);

	/* S + A, with A = (imm + 1) * 8: the callee's offset in tsec */
	target = (int64_t)sym->st_value + ((int64_t)in->imm + 1) * 8;
	callee = target < 0 || target % 8 != 0 ? -1 :
	    bl_func_at(c, tsec, (uint64_t)target / 8);
	if (callee < 0)
		return bl_error(c, "'%s' calls %s+%lld, which is not the start "
		    "of a function", from, to, (long long)target);
	bl_add_rel(c->lib, (uint32_t)fn, idx, DT_BPFREL_CALL, (uint32_t)callee,
	    c->lib->funcs[callee].pub.bf_name);
	return 0;
}

/* the name of the (map) object at offset addend of section shndx */
static const char *
bl_obj_at(bl_ctx_t *c, size_t shndx, uint64_t addend)
{
	GElf_Sym sym;
	size_t i;

	for (i = 1; i < c->nsyms; i++) {
		if (gelf_getsym(c->syms, (int)i, &sym) != NULL &&
		    GELF_ST_TYPE(sym.st_info) == STT_OBJECT &&
		    sym.st_shndx == shndx && sym.st_value == addend)
			return elf_strptr(c->elf, c->strndx, sym.st_name);
	}
	return NULL;
}

/* an address load of data in .data, .rodata or .bss */
static int
bl_data_error(bl_ctx_t *c, const char *from, const char *var, size_t tsec)
{
	if (tsec == SHN_COMMON)
		return bl_error(c, "'%s' uses global variable '%s': not "
		    "supported (use a map)", from, var);
	if (var != NULL)
		return bl_error(c, "'%s' uses global variable '%s' (section "
		    "%s): not supported (use a map)", from, var,
		    c->secs[tsec].name);
	return bl_error(c, "'%s' uses data in section %s (a string "
	    "constant?): not supported (use a map)", from, c->secs[tsec].name);
}

/*
 * A ld_imm64 of a function's address (a callback for bpf_loop()): S + A,
 * A in the first imm, is the function's byte offset in its section.  The
 * linker appends the function and makes the load a BPF_PSEUDO_FUNC one.
 */
static int
bl_funcaddr_rel(bl_ctx_t *c, int fn, uint32_t idx, const GElf_Sym *sym,
    const struct bpf_insn *in)
{
	const char *from = c->lib->funcs[fn].pub.bf_name;
	size_t tsec = sym->st_shndx;
	int64_t target = (int64_t)sym->st_value + (int64_t)in[0].imm;
	int callee;

	if (tsec >= c->nsecs || c->secs[tsec].kind != SEC_CODE)
		return bl_error(c, "'%s' takes the address of a function "
		    "outside the code", from);
	callee = target < 0 || target % 8 != 0 ? -1 :
	    bl_func_at(c, tsec, (uint64_t)target / 8);
	if (callee < 0)
		return bl_error(c, "'%s' takes the address of %s+%lld, which "
		    "is not the start of a function", from,
		    bl_symname(c, sym) ? bl_symname(c, sym) : "?",
		    (long long)target);
	bl_add_rel(c->lib, (uint32_t)fn, idx, DT_BPFREL_FUNC,
	    (uint32_t)callee, c->lib->funcs[callee].pub.bf_name);
	return 0;
}

/* R_BPF_64_64 at insn idx of section sec (in function fn): a map by name */
static int
bl_ld_rel(bl_ctx_t *c, size_t sec, uint32_t idx, int fn, const GElf_Sym *sym)
{
	const bl_func_t *f = &c->lib->funcs[fn];
	const struct bpf_insn *in = &c->lib->text[c->secs[sec].base + idx];
	const char *from = f->pub.bf_name, *name = bl_symname(c, sym);
	size_t tsec = sym->st_shndx;
	int kind = tsec < c->nsecs ? c->secs[tsec].kind : SEC_OTHER;
	uint64_t addend;

	if (in->code != LDIMM64 || idx + 1 >= f->off + f->pub.bf_ninsns)
		return bl_error(c, "address relocation in '%s' is not on a "
		    "ld_imm64 instruction", from);
	if (GELF_ST_TYPE(sym->st_info) == STT_FUNC || kind == SEC_CODE)
		return bl_funcaddr_rel(c, fn, idx, sym, in);
	if (tsec != SHN_UNDEF && tsec != SHN_COMMON && tsec >= c->nsecs)
		return bl_error(c, "'%s' references a symbol in a bad section",
		    from);
	addend = (uint64_t)(uint32_t)in[0].imm |
	    (uint64_t)(uint32_t)in[1].imm << 32;
	if (GELF_ST_TYPE(sym->st_info) == STT_SECTION) {
		/* a static object: the addend is its offset */
		name = bl_obj_at(c, tsec, addend);
		addend = 0;
	}
	if (tsec == SHN_COMMON || kind == SEC_DATA)
		return bl_data_error(c, from, name, tsec);
	if (name == NULL || name[0] == '\0')
		return bl_error(c, "'%s' references an unnamed object", from);
	if (addend != 0)
		return bl_error(c, "'%s' references map '%s' at offset %llu: "
		    "not supported", from, name, (unsigned long long)addend);
	bl_add_rel(c->lib, (uint32_t)fn, idx, DT_BPFREL_MAP, 0,
	    bl_strdup(c->lib, name));
	return 0;
}

static int
bl_code_rel(bl_ctx_t *c, size_t sec, const GElf_Rel *rel)
{
	const bl_sec_t *s = &c->secs[sec];
	unsigned type = (unsigned)GELF_R_TYPE(rel->r_info);
	size_t symi = GELF_R_SYM(rel->r_info);
	uint64_t off = rel->r_offset;
	GElf_Sym sym;
	uint32_t idx;
	int fn, rc;

	if (type == R_BPF_NONE)
		return 0;
	if (off % 8 != 0 || off / 8 >= s->ninsns)
		return bl_error(c, "relocation at %s+%#llx is outside the "
		    "code", s->name, (unsigned long long)off);
	idx = (uint32_t)(off / 8);
	fn = bl_func_containing(c, sec, idx);
	if (fn < 0)
		return bl_error(c, "relocation at %s+%#llx is outside any "
		    "function", s->name, (unsigned long long)off);
	if (symi == 0 || symi >= c->nsyms ||
	    gelf_getsym(c->syms, (int)symi, &sym) == NULL)
		return bl_error(c, "relocation at %s+%#llx has a bad symbol",
		    s->name, (unsigned long long)off);
	if (c->relocated[s->base + idx])
		return bl_error(c, "two relocations at %s+%#llx", s->name,
		    (unsigned long long)off);

	switch (type) {
	case R_BPF_64_32:
		rc = bl_call_rel(c, sec, idx, fn, &sym);
		break;
	case R_BPF_64_64:
		rc = bl_ld_rel(c, sec, idx, fn, &sym);
		break;
	default:
		return bl_error(c, "unsupported relocation type %u at "
		    "%s+%#llx", type, s->name, (unsigned long long)off);
	}
	c->relocated[s->base + idx] = 1;
	return rc;
}

/*
 * Relocations of a section we do not load: only check that their types
 * are BPF's.  (Before LLVM 12 or so, .BTF.ext and debug sections used
 * R_BPF_64_32 and R_BPF_64_64 too.)
 */
static int
bl_other_rel(bl_ctx_t *c, size_t sec, const GElf_Rel *rel)
{
	switch (GELF_R_TYPE(rel->r_info)) {
	case R_BPF_NONE:
	case R_BPF_64_64:
	case R_BPF_64_ABS64:
	case R_BPF_64_ABS32:
	case R_BPF_64_NODYLD32:
	case R_BPF_64_32:
		return 0;
	default:
		return bl_error(c, "unsupported relocation type %u in section "
		    "%s", (unsigned)GELF_R_TYPE(rel->r_info),
		    c->secs[sec].name);
	}
}

static int
bl_rel_section(bl_ctx_t *c, size_t i, const GElf_Shdr *sh)
{
	size_t target = sh->sh_info, j, n;
	Elf_Data *d;
	GElf_Rel rel;
	int code;

	if (target == 0 || target >= c->nsecs)
		return bl_error(c, "relocation section %s has a bad target",
		    c->secs[i].name);
	code = c->secs[target].kind == SEC_CODE;
	if (sh->sh_type == SHT_RELA)
		return code ? bl_error(c, "RELA relocations for %s are not "
		    "supported", c->secs[target].name) : 0;
	if (code && sh->sh_link != c->symndx)
		return bl_error(c, "relocation section %s does not use the "
		    "symbol table", c->secs[i].name);
	d = elf_getdata(elf_getscn(c->elf, i), NULL);
	n = gelf_fsize(c->elf, ELF_T_REL, 1, EV_CURRENT);
	if (d == NULL || n == 0)
		return bl_error(c, "cannot read %s: %s", c->secs[i].name,
		    elf_errmsg(-1));
	n = d->d_size / n;
	for (j = 0; j < n; j++) {
		if (gelf_getrel(d, (int)j, &rel) == NULL)
			return bl_error(c, "bad relocation in %s",
			    c->secs[i].name);
		if ((code ? bl_code_rel(c, target, &rel) :
		    bl_other_rel(c, target, &rel)) != 0)
			return -1;
	}
	return 0;
}

static int
bl_do_relocs(bl_ctx_t *c)
{
	size_t i;
	GElf_Shdr sh;

	for (i = 1; i < c->nsecs; i++) {
		if (gelf_getshdr(elf_getscn(c->elf, i), &sh) == NULL)
			return bl_error(c, "bad section header %zu", i);
		if ((sh.sh_type == SHT_REL || sh.sh_type == SHT_RELA) &&
		    bl_rel_section(c, i, &sh) != 0)
			return -1;
	}
	return 0;
}

/* --- calls and jumps that need no relocation ---------------------------- */

/* a jump must stay inside its function; returns its target */
static int64_t
bl_jump_target(const struct bpf_insn *in, uint32_t i)
{
	if (BPF_CLASS(in->code) == BPF_JMP32 && BPF_OP(in->code) == BPF_JA)
		return (int64_t)i + 1 + in->imm;	/* gotol */
	return (int64_t)i + 1 + in->off;
}

static int
bl_scan_insn(bl_ctx_t *c, uint32_t fn, uint32_t i)
{
	const bl_func_t *f = &c->lib->funcs[fn];
	const struct bpf_insn *in = &f->pub.bf_insns[i];
	uint32_t at = c->secs[f->shndx].base + f->off + i;
	uint8_t cls = BPF_CLASS(in->code), op = BPF_OP(in->code);
	int64_t t;
	int callee;

	if (in->code == CALL && in->src_reg == BPF_PSEUDO_CALL) {
		if (c->relocated[at])
			return 0;
		/* PC-relative call within the section */
		t = (int64_t)f->off + i + 1 + in->imm;
		callee = t < 0 ? -1 : bl_func_at(c, f->shndx, (uint64_t)t);
		if (callee < 0)
			return bl_error(c, "'%s' calls into the middle of a "
			    "function (instruction %u)", f->pub.bf_name, i);
		bl_add_rel(c->lib, fn, f->off + i, DT_BPFREL_CALL,
		    (uint32_t)callee, c->lib->funcs[callee].pub.bf_name);
		return 0;
	}
	if ((cls != BPF_JMP && cls != BPF_JMP32) || op == BPF_CALL ||
	    op == BPF_EXIT)
		return 0;
	t = bl_jump_target(in, i);
	if (t < 0 || t >= f->pub.bf_ninsns)
		return bl_error(c, "'%s' jumps out of the function "
		    "(instruction %u)", f->pub.bf_name, i);
	return 0;
}

static int
bl_scan_funcs(bl_ctx_t *c)
{
	uint32_t fn, i;

	for (fn = 0; fn < c->lib->nfuncs; fn++) {
		const dt_bpffunc_t *f = &c->lib->funcs[fn].pub;

		for (i = 0; i < f->bf_ninsns; i++) {
			if (f->bf_insns[i].code == LDIMM64) {
				if (++i >= f->bf_ninsns)
					return bl_error(c, "'%s' ends in half "
					    "a ld_imm64", f->bf_name);
				continue;
			}
			if (bl_scan_insn(c, fn, i) != 0)
				return -1;
		}
	}
	return 0;
}

/* --- the interface ------------------------------------------------------ */

static int
bl_parse(bl_ctx_t *c)
{
	uint32_t i;

	if (bl_check_header(c) != 0 || bl_scan_sections(c) != 0 ||
	    bl_load_text(c) != 0 || bl_load_syms(c) != 0 ||
	    bl_do_relocs(c) != 0 || bl_scan_funcs(c) != 0)
		return -1;
	for (i = 0; i < c->lib->nfuncs; i++)
		c->lib->funcs[i].pub.bf_rels = c->lib->funcs[i].rels;
	return 0;
}

dt_bpflib_t *
dt_bpflib_open(const void *image, size_t size, char *err, size_t errlen)
{
	bl_ctx_t c;
	char *copy = NULL;
	int rc = -1;

	memset(&c, 0, sizeof(c));
	c.err = err;
	c.errlen = errlen;
	c.size = size;
	if (err != NULL && errlen > 0)
		err[0] = '\0';
	if (image == NULL || size == 0) {
		bl_error(&c, "empty object");
		return NULL;
	}
	if (elf_version(EV_CURRENT) == EV_NONE) {
		bl_error(&c, "libelf: %s", elf_errmsg(-1));
		return NULL;
	}
	/* libelf wants a writable image; ours may be in .rodata */
	copy = malloc(size);
	c.lib = calloc(1, sizeof(dt_bpflib_t));
	if (copy == NULL || c.lib == NULL) {
		bl_error(&c, "out of memory");
	} else {
		memcpy(copy, image, size);
		c.elf = elf_memory(copy, size);
		if (c.elf == NULL)
			bl_error(&c, "not an ELF object: %s", elf_errmsg(-1));
		else
			rc = bl_parse(&c);
	}
	if (c.elf != NULL)
		elf_end(c.elf);
	free(copy);
	free(c.secs);
	free(c.relocated);
	if (rc != 0) {
		dt_bpflib_close(c.lib);
		return NULL;
	}
	return c.lib;
}

void
dt_bpflib_close(dt_bpflib_t *lib)
{
	uint32_t i;

	if (lib == NULL)
		return;
	for (i = 0; i < lib->nfuncs; i++)
		free(lib->funcs[i].rels);
	for (i = 0; i < lib->nstrs; i++)
		free(lib->strs[i]);
	free(lib->strs);
	free(lib->funcs);
	free(lib->text);
	free(lib);
}

int
dt_bpflib_lookup(const dt_bpflib_t *lib, const char *func)
{
	int i, local = -1;

	if (lib == NULL || func == NULL)
		return -1;
	for (i = 0; i < (int)lib->nfuncs; i++) {
		if (strcmp(lib->funcs[i].pub.bf_name, func) != 0)
			continue;
		if (lib->funcs[i].pub.bf_global)
			return i;
		if (local < 0)
			local = i;
	}
	return local;
}

bool
dt_bpflib_has(const dt_bpflib_t *lib, const char *func)
{
	return dt_bpflib_lookup(lib, func) >= 0;
}

uint32_t
dt_bpflib_nfuncs(const dt_bpflib_t *lib)
{
	return lib == NULL ? 0 : lib->nfuncs;
}

const dt_bpffunc_t *
dt_bpflib_func(const dt_bpflib_t *lib, uint32_t i)
{
	if (lib == NULL || i >= lib->nfuncs)
		return NULL;
	return &lib->funcs[i].pub;
}
