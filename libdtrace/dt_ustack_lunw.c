/*
 * dt_ustack_lunw.c -- unwinding a ustack() recorded in DWARF form with
 * libunwind's remote API, the other way to do what dt_ustack_dwarf.c does
 * with libdw; DTRACE_DEBUG_UNWINDER=libunwind picks it, so that
 * bench/ustack can measure both on the same records.
 *
 * libunwind unwinds an address space it reads through accessors:
 *
 *   - find_proc_info: the module holding the pc (dt_usym.c's list), its
 *     .eh_frame_hdr table at its run-time address, searched by libunwind's
 *     own dwarf_search_unwind_table (exported, not declared: it is what
 *     libunwind-ptrace's accessor calls);
 *   - access_mem: the stack copy for addresses in it, the module's file
 *     for addresses in a module (the table and the CIEs and FDEs it
 *     points at), nothing else;
 *   - access_reg: the recorded registers.
 *
 * One address space a process, caching what it has read (libunwind's
 * global cache); its modules' files stay mapped while it lives.
 */
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <gelf.h>
#include <libunwind.h>

#include "dt_impl.h"
#include "dt_stack.h"
#include "../pidprov/pid.h"

extern int _Ux86_64_dwarf_search_unwind_table(unw_addr_space_t, unw_word_t,
    unw_dyn_info_t *, unw_proc_info_t *, int, void *);

#define DT_LUNW_MAXSEGS	8

typedef struct dt_lunw_mod {
	int lm_fd;			/* -1: not open (yet) */
	const char *lm_map;		/* the file, mmap'd */
	size_t lm_size;
	int lm_nsegs;
	struct { uint64_t vaddr, off, filesz; } lm_segs[DT_LUNW_MAXSEGS];
	uint64_t lm_hdr;		/* .eh_frame_hdr, run-time; 0: none */
	uint64_t lm_nfdes;
} dt_lunw_mod_t;

typedef struct dt_lunw_proc {
	int lp_pid;
	const pid_modlist_t *lp_mods;
	dt_lunw_mod_t *lp_lm;		/* one a module of lp_mods */
	unw_addr_space_t lp_as;
	const char *lp_regs, *lp_stack;	/* the record being unwound */
	uint64_t lp_sp, lp_len;
	struct dt_lunw_proc *lp_next;
} dt_lunw_proc_t;

struct dt_lunw {
	dt_lunw_proc_t *lu_procs;
};

static void
dt_lunw_open(const pid_mod_t *m, dt_lunw_mod_t *lm)
{
	const char *path = m->pm_openpath != NULL &&
	    access(m->pm_openpath, R_OK) == 0 ? m->pm_openpath : m->pm_path;
	Elf *elf;
	size_t nph;
	GElf_Phdr ph;

	lm->lm_fd = open(path, O_RDONLY | O_CLOEXEC);
	if (lm->lm_fd < 0)
		return;
	elf_version(EV_CURRENT);
	if ((elf = elf_begin(lm->lm_fd, ELF_C_READ_MMAP, NULL)) == NULL)
		return;
	if (elf_getphdrnum(elf, &nph) == 0) {
		for (size_t i = 0; i < nph; i++) {
			if (gelf_getphdr(elf, (int)i, &ph) == NULL)
				continue;
			if (ph.p_type == PT_LOAD &&
			    lm->lm_nsegs < DT_LUNW_MAXSEGS) {
				lm->lm_segs[lm->lm_nsegs].vaddr = ph.p_vaddr;
				lm->lm_segs[lm->lm_nsegs].off = ph.p_offset;
				lm->lm_segs[lm->lm_nsegs++].filesz =
				    ph.p_filesz;
			} else if (ph.p_type == PT_GNU_EH_FRAME) {
				lm->lm_hdr = ph.p_vaddr + m->pm_bias;
			}
		}
	}
	elf_end(elf);
	{
		struct stat st;
		void *p;

		if (fstat(lm->lm_fd, &st) == 0 && st.st_size > 0 &&
		    (p = mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_PRIVATE,
		    lm->lm_fd, 0)) != MAP_FAILED) {
			lm->lm_map = p;
			lm->lm_size = (size_t)st.st_size;
		}
	}
}

/* n bytes at run-time address addr of module lm (bias b); -1 if not in it */
static int
dt_lunw_modread(dt_lunw_mod_t *lm, uint64_t b, uint64_t addr, void *buf,
    size_t n)
{
	uint64_t va = addr - b;

	for (int i = 0; i < lm->lm_nsegs; i++)
		if (va >= lm->lm_segs[i].vaddr && va + n <=
		    lm->lm_segs[i].vaddr + lm->lm_segs[i].filesz)
		{
			uint64_t off = va - lm->lm_segs[i].vaddr +
			    lm->lm_segs[i].off;

			if (lm->lm_map == NULL || off + n > lm->lm_size)
				return -1;
			memcpy(buf, lm->lm_map + off, n);
			return 0;
		}
	return -1;
}

/* The module holding addr, opened; NULL if none. */
static dt_lunw_mod_t *
dt_lunw_mod(dt_lunw_proc_t *lp, uint64_t addr, const pid_mod_t **mp)
{
	const pid_modlist_t *l = lp->lp_mods;

	for (size_t i = 0; i < l->pl_nmods; i++) {
		const pid_mod_t *m = &l->pl_mods[i];

		if (addr < m->pm_lo || addr >= m->pm_hi)
			continue;
		if (lp->lp_lm[i].lm_fd == -2) {
			memset(&lp->lp_lm[i], 0, sizeof(lp->lp_lm[i]));
			dt_lunw_open(m, &lp->lp_lm[i]);
		}
		*mp = m;
		return lp->lp_lm[i].lm_fd >= 0 ? &lp->lp_lm[i] : NULL;
	}
	return NULL;
}

/* ---- the accessors -------------------------------------------------------- */

static int
dt_lunw_find_proc_info(unw_addr_space_t as, unw_word_t ip,
    unw_proc_info_t *pi, int need, void *arg)
{
	dt_lunw_proc_t *lp = arg;
	const pid_mod_t *m;
	dt_lunw_mod_t *lm = dt_lunw_mod(lp, ip, &m);
	unw_dyn_info_t di;

	if (lm == NULL || lm->lm_hdr == 0)
		return -UNW_ENOINFO;
	if (lm->lm_nfdes == 0) {
		uint32_t n;

		/* version, three encodings, eh_frame_ptr, fde_count
		   (udata4, as every linker writes them) */
		if (dt_lunw_modread(lm, m->pm_bias, lm->lm_hdr + 8, &n, 4) != 0)
			return -UNW_ENOINFO;
		lm->lm_nfdes = n;
	}
	memset(&di, 0, sizeof(di));
	di.format = UNW_INFO_FORMAT_REMOTE_TABLE;
	di.start_ip = m->pm_lo;
	di.end_ip = m->pm_hi;
	di.u.rti.segbase = lm->lm_hdr;
	di.u.rti.table_data = lm->lm_hdr + 12;
	di.u.rti.table_len = lm->lm_nfdes * 8 / sizeof(unw_word_t);
	return _Ux86_64_dwarf_search_unwind_table(as, ip, &di, pi, need, arg);
}

static void
dt_lunw_put_unwind_info(unw_addr_space_t as, unw_proc_info_t *pi, void *arg)
{
	(void)as;
	(void)arg;
	free(pi->unwind_info);
	pi->unwind_info = NULL;
}

static int
dt_lunw_get_dyn_info_list_addr(unw_addr_space_t as, unw_word_t *addr,
    void *arg)
{
	(void)as;
	(void)addr;
	(void)arg;
	return -UNW_ENOINFO;
}

static int
dt_lunw_access_mem(unw_addr_space_t as, unw_word_t addr, unw_word_t *val,
    int write, void *arg)
{
	dt_lunw_proc_t *lp = arg;
	const pid_mod_t *m;
	dt_lunw_mod_t *lm;

	(void)as;
	if (write)
		return -UNW_EINVAL;
	if (addr >= lp->lp_sp && lp->lp_len >= 8 &&
	    addr - lp->lp_sp <= lp->lp_len - 8) {
		memcpy(val, lp->lp_stack + (addr - lp->lp_sp), 8);
		return 0;
	}
	if ((lm = dt_lunw_mod(lp, addr, &m)) != NULL &&
	    dt_lunw_modread(lm, m->pm_bias, addr, val, 8) == 0)
		return 0;
	return -UNW_EINVAL;
}

static int
dt_lunw_access_reg(unw_addr_space_t as, unw_regnum_t reg, unw_word_t *val,
    int write, void *arg)
{
	static const int map[] = {
		[UNW_X86_64_RIP] = DT_UDW_RIP, [UNW_X86_64_RSP] = DT_UDW_RSP,
		[UNW_X86_64_RBP] = DT_UDW_RBP, [UNW_X86_64_RBX] = DT_UDW_RBX,
		[UNW_X86_64_R12] = DT_UDW_R12, [UNW_X86_64_R13] = DT_UDW_R13,
		[UNW_X86_64_R14] = DT_UDW_R14, [UNW_X86_64_R15] = DT_UDW_R15,
	};
	dt_lunw_proc_t *lp = arg;

	(void)as;
	if (write || reg < 0 || reg > UNW_X86_64_RIP ||
	    (reg != UNW_X86_64_RIP && map[reg] == 0))
		return -UNW_EBADREG;
	memcpy(val, lp->lp_regs + 8 * map[reg], 8);
	return 0;
}

static int
dt_lunw_access_fpreg(unw_addr_space_t as, unw_regnum_t reg, unw_fpreg_t *v,
    int write, void *arg)
{
	(void)as;
	(void)reg;
	(void)v;
	(void)write;
	(void)arg;
	return -UNW_EBADREG;
}

static int
dt_lunw_resume(unw_addr_space_t as, unw_cursor_t *c, void *arg)
{
	(void)as;
	(void)c;
	(void)arg;
	return -UNW_EINVAL;
}

static unw_accessors_t dt_lunw_accessors = {
	.find_proc_info = dt_lunw_find_proc_info,
	.put_unwind_info = dt_lunw_put_unwind_info,
	.get_dyn_info_list_addr = dt_lunw_get_dyn_info_list_addr,
	.access_mem = dt_lunw_access_mem,
	.access_reg = dt_lunw_access_reg,
	.access_fpreg = dt_lunw_access_fpreg,
	.resume = dt_lunw_resume,
};

/* ---- one address space a process ----------------------------------------- */

static void
dt_lunw_proc_clear(dt_lunw_proc_t *lp)
{
	if (lp->lp_lm != NULL && lp->lp_mods != NULL)
		for (size_t i = 0; i < lp->lp_mods->pl_nmods; i++)
			if (lp->lp_lm[i].lm_fd >= 0) {
				close(lp->lp_lm[i].lm_fd);
				if (lp->lp_lm[i].lm_map != NULL)
					munmap((void *)lp->lp_lm[i].lm_map,
					    lp->lp_lm[i].lm_size);
			}
	free(lp->lp_lm);
	lp->lp_lm = NULL;
	if (lp->lp_as != NULL)
		unw_destroy_addr_space(lp->lp_as);
	lp->lp_as = NULL;
}

static dt_lunw_proc_t *
dt_lunw_proc(dtrace_hdl_t *dtp, int pid, uint64_t pc)
{
	const pid_modlist_t *mods = dt_usym_modlist(dtp, pid, pc);
	struct dt_lunw *lu = dtp->dt_lunw;
	dt_lunw_proc_t *lp;

	if (lu == NULL && (lu = dtp->dt_lunw = calloc(1, sizeof(*lu))) == NULL)
		abort();
	for (lp = lu->lu_procs; lp != NULL; lp = lp->lp_next)
		if (lp->lp_pid == pid)
			break;
	if (lp == NULL) {
		if ((lp = calloc(1, sizeof(*lp))) == NULL)
			abort();
		lp->lp_pid = pid;
		lp->lp_next = lu->lu_procs;
		lu->lu_procs = lp;
	}
	if (lp->lp_as != NULL && lp->lp_mods == mods)
		return lp;
	dt_lunw_proc_clear(lp);
	lp->lp_mods = mods;
	if (mods == NULL)
		return lp;
	if ((lp->lp_lm = calloc(mods->pl_nmods + 1, sizeof(*lp->lp_lm))) ==
	    NULL)
		abort();
	for (size_t i = 0; i < mods->pl_nmods; i++)
		lp->lp_lm[i].lm_fd = -2;		/* opened when used */
	lp->lp_as = unw_create_addr_space(&dt_lunw_accessors, 0);
	if (lp->lp_as != NULL)
		unw_set_caching_policy(lp->lp_as, UNW_CACHE_GLOBAL);
	return lp;
}

uint32_t
dt_ustack_unwind_lunw(dtrace_hdl_t *dtp, int pid, const char *dw,
    uint32_t stacksize, uint64_t *pcs, uint32_t max)
{
	dt_lunw_proc_t *lp;
	unw_cursor_t c;
	unw_word_t ip;
	uint64_t copied, pc;
	uint32_t n = 0;

	if (max == 0 || pid <= 0)
		return 0;
	memcpy(&pc, dw + DT_UDW_REGS + 8 * DT_UDW_RIP, 8);
	lp = dt_lunw_proc(dtp, pid, pc);
	if (lp->lp_as == NULL)
		return 0;
	memcpy(&copied, dw + DT_UDW_COPIED, 8);
	lp->lp_regs = dw + DT_UDW_REGS;
	lp->lp_stack = dw + DT_UDW_STACK;
	memcpy(&lp->lp_sp, dw + DT_UDW_REGS + 8 * DT_UDW_RSP, 8);
	lp->lp_len = copied < stacksize ? copied : stacksize;
	if (unw_init_remote(&c, lp->lp_as, lp) != 0)
		return 0;
	do {
		if (unw_get_reg(&c, UNW_REG_IP, &ip) != 0 || ip == 0)
			break;
		pcs[n++] = ip;
	} while (n < max && unw_step(&c) > 0);
	return n;
}

void
dt_ustack_lunw_free(dtrace_hdl_t *dtp)
{
	struct dt_lunw *lu = dtp->dt_lunw;
	dt_lunw_proc_t *lp, *next;

	if (lu == NULL)
		return;
	for (lp = lu->lu_procs; lp != NULL; lp = next) {
		next = lp->lp_next;
		dt_lunw_proc_clear(lp);
		free(lp);
	}
	free(lu);
	dtp->dt_lunw = NULL;
}
