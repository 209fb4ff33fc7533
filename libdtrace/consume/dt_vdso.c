/*
 * dt_vdso.c -- the kernel's vDSO as dtrace maps it.
 *
 * Every 64-bit process maps the same vDSO (clock_gettime(), gettimeofday()
 * and getcpu() run there, with no system call), at the address its
 * auxiliary vector's AT_SYSINFO_EHDR gives, as "[vdso]" in its maps and in
 * no file.  So a process's vDSO is read in dtrace's own: its CFI for the
 * in-kernel unwinder (dt_kunwind.c) and its .dynsym for the names of user
 * stack frames in it (dt_usym.c), which are printed under the object's
 * own name, its DT_SONAME ("linux-vdso.so.1", as ldd and gdb call it):
 * "linux-vdso.so.1`__vdso_clock_gettime+0x5d".  Of two names for one
 * function (the weak clock_gettime, the global __vdso_clock_gettime) the
 * global one is kept.
 */
#include <elf.h>
#include <gelf.h>
#include <stdlib.h>
#include <string.h>
#include <sys/auxv.h>

#include "base/dt_base.h"
#include "consume/dt_vdso.h"

typedef struct dt_vdso_sym {
	uint64_t vs_addr, vs_size;	/* link-time */
	char *vs_name;
	int vs_bind;
} dt_vdso_sym_t;

struct dt_vdso {
	size_t vd_size;
	uint64_t vd_vaddr;
	char *vd_soname;
	dt_vdso_sym_t *vd_syms;		/* by address */
	size_t vd_nsyms;
};

const char *
dt_vdso_image(size_t *sizep, uint64_t *vaddrp)
{
	const char *img = (const char *)getauxval(AT_SYSINFO_EHDR);
	const Elf64_Ehdr *eh = (const Elf64_Ehdr *)img;
	uint64_t vaddr = UINT64_MAX;
	size_t size;

	if (img == NULL || memcmp(eh->e_ident, ELFMAG, SELFMAG) != 0 ||
	    eh->e_ident[EI_CLASS] != ELFCLASS64)
		return NULL;
	size = eh->e_shoff + (size_t)eh->e_shnum * eh->e_shentsize;
	for (int i = 0; i < eh->e_phnum; i++) {
		const Elf64_Phdr *ph = (const Elf64_Phdr *)(img + eh->e_phoff +
		    (size_t)i * eh->e_phentsize);

		if (ph->p_offset + ph->p_filesz > size)
			size = ph->p_offset + ph->p_filesz;
		if (ph->p_type == PT_LOAD && ph->p_vaddr < vaddr)
			vaddr = ph->p_vaddr;
	}
	*sizep = size;
	*vaddrp = vaddr == UINT64_MAX ? 0 : vaddr;
	return img;
}

static int
dt_vdso_symcmp(const void *a, const void *b)
{
	const dt_vdso_sym_t *x = a, *y = b;

	if (x->vs_addr != y->vs_addr)
		return x->vs_addr < y->vs_addr ? -1 : 1;
	/* the global name first: the one kept */
	return (x->vs_bind != STB_GLOBAL) - (y->vs_bind != STB_GLOBAL);
}

/* the functions of the symbol table scn, and the DT_SONAME of dynamic
   section scn */
static void
dt_vdso_section(Elf *elf, Elf_Scn *scn, dt_vdso_t *vd)
{
	Elf_Data *d = elf_getdata(scn, NULL);
	GElf_Shdr sh;
	GElf_Sym s;
	GElf_Dyn dyn;
	size_t n;

	if (gelf_getshdr(scn, &sh) == NULL || d == NULL || sh.sh_entsize == 0)
		return;
	n = sh.sh_size / sh.sh_entsize;
	if (sh.sh_type == SHT_DYNAMIC) {
		for (size_t i = 0; i < n && gelf_getdyn(d, (int)i, &dyn); i++)
			if (dyn.d_tag == DT_SONAME && vd->vd_soname == NULL)
				vd->vd_soname = strdup(elf_strptr(elf,
				    sh.sh_link, dyn.d_un.d_val) ?: "[vdso]");
		return;
	}
	vd->vd_syms = dt_xcalloc(n, sizeof(*vd->vd_syms));
	for (size_t i = 0; i < n && gelf_getsym(d, (int)i, &s); i++) {
		const char *name = elf_strptr(elf, sh.sh_link, s.st_name);
		dt_vdso_sym_t *vs = &vd->vd_syms[vd->vd_nsyms];

		if (GELF_ST_TYPE(s.st_info) != STT_FUNC || s.st_value == 0 ||
		    name == NULL || *name == '\0')
			continue;
		vs->vs_addr = s.st_value;
		vs->vs_size = s.st_size;
		vs->vs_bind = GELF_ST_BIND(s.st_info);
		vs->vs_name = dt_xstrdup(name);
		vd->vd_nsyms++;
	}
	qsort(vd->vd_syms, vd->vd_nsyms, sizeof(*vd->vd_syms), dt_vdso_symcmp);
}

dt_vdso_t *
dt_vdso_open(void)
{
	Elf_Scn *scn = NULL;
	GElf_Shdr sh;
	dt_vdso_t *vd;
	const char *img;
	Elf *elf;

	vd = dt_xcalloc(1, sizeof(*vd));
	if ((img = dt_vdso_image(&vd->vd_size, &vd->vd_vaddr)) == NULL) {
		free(vd);
		return NULL;
	}
	elf_version(EV_CURRENT);
	if ((elf = elf_memory((char *)img, vd->vd_size)) != NULL)
		while ((scn = elf_nextscn(elf, scn)) != NULL)
			if (gelf_getshdr(scn, &sh) != NULL &&
			    ((sh.sh_type == SHT_DYNSYM && vd->vd_syms == NULL) ||
			    sh.sh_type == SHT_DYNAMIC))
				dt_vdso_section(elf, scn, vd);
	elf_end(elf);
	if (vd->vd_soname == NULL)
		vd->vd_soname = dt_xstrdup("[vdso]");
	return vd;
}

void
dt_vdso_free(dt_vdso_t *vd)
{
	if (vd == NULL)
		return;
	for (size_t i = 0; i < vd->vd_nsyms; i++)
		free(vd->vd_syms[i].vs_name);
	free(vd->vd_syms);
	free(vd->vd_soname);
	free(vd);
}

const char *
dt_vdso_lookup(const dt_vdso_t *vd, uint64_t off, const char **funcp,
    uint64_t *offp)
{
	uint64_t addr = vd->vd_vaddr + off;
	size_t lo = 0, hi = vd->vd_nsyms;

	*funcp = NULL;
	if (off >= vd->vd_size)
		return NULL;
	while (lo < hi) {		/* the first symbol above addr */
		size_t mid = lo + (hi - lo) / 2;

		if (vd->vd_syms[mid].vs_addr <= addr)
			lo = mid + 1;
		else
			hi = mid;
	}
	/* the last at or below it, the first (global) of its address */
	while (lo >= 2 && vd->vd_syms[lo - 2].vs_addr ==
	    vd->vd_syms[lo - 1].vs_addr)
		lo--;
	if (lo > 0 && addr - vd->vd_syms[lo - 1].vs_addr <
	    vd->vd_syms[lo - 1].vs_size) {
		*funcp = vd->vd_syms[lo - 1].vs_name;
		*offp = addr - vd->vd_syms[lo - 1].vs_addr;
	}
	return vd->vd_soname;
}
