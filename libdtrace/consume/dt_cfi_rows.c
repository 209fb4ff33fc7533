/*
 * dt_cfi_rows.c -- an object's call frame information compiled into the
 * rows of the in-kernel unwinder (bpf/dt_bpf_unwind.h has the row).
 *
 * The CFI of an x86-64 object is its .eh_frame: one FDE a function, each
 * a little program of DW_CFA_* instructions that says, pc by pc, where
 * the Canonical Frame Address is (the rsp the caller had before its call)
 * and where the caller's registers were saved.  libdw interprets those
 * programs: dwarf_cfi_addrframe() gives the rules at a pc and the range
 * [start, end) they hold for.  What it cannot give is a list of the FDEs;
 * .eh_frame_hdr has one, sorted by pc, because the C++ runtime's unwinder
 * binary-searches it (its segment is PT_GNU_EH_FRAME; GNU ld, gold, lld
 * and mold all write it, except for static executables, whose runtime
 * registers its .eh_frame instead: there the FDEs are read from .eh_frame
 * itself, each one's first pc in the encoding its CIE's augmentation
 * names).  So: for each FDE of that table, walk its
 * ranges from its first pc until libdw finds no more, one row a range,
 * then a DT_UW_NONE row where the FDE ends if the next does not start
 * there; rows equal to the one before are dropped.
 *
 * libdw says the rules as DWARF expressions: a CFA that is a register
 * plus an offset comes as one DW_OP_bregx, a saved register "at CFA + N"
 * as DW_OP_call_frame_cfa and a DW_OP_plus_uconst of N (mod 2^64).  The
 * CFA of a PLT entry is the one expression gcc and ld write for x86-64
 * (rsp + 8, + 8 more from the entry's 11th or 12th byte on), recognised by
 * its operations.  Any other expression makes a DT_UW_NONE row.
 */
#include <stdlib.h>
#include <string.h>
#include <dwarf.h>
#include <gelf.h>
#include <elfutils/libdw.h>

#include "consume/dt_cfi_rows.h"

/* DWARF register numbers of x86-64 (System V psABI, figure 3.36) */
enum { DT_CFI_RBP = 6, DT_CFI_RSP = 7, DT_CFI_RA = 16 };

/* a pointer of .eh_frame_hdr in encoding enc at p (DW_EH_PE_*) */
static int
dt_cfi_ptr(const uint8_t **p, const uint8_t *end, uint8_t enc,
    uint64_t here, uint64_t datarel, uint64_t *v)
{
	uint64_t x = 0;
	size_t len;

	switch (enc & 0x0f) {
	case DW_EH_PE_udata4: case DW_EH_PE_sdata4: len = 4; break;
	case DW_EH_PE_udata8: case DW_EH_PE_sdata8:
	case DW_EH_PE_absptr: len = 8; break;
	default: return -1;
	}
	if ((size_t)(end - *p) < len)
		return -1;
	if (len == 4) {
		uint32_t u;

		memcpy(&u, *p, 4);
		x = (enc & 0x0f) == DW_EH_PE_sdata4 ?
		    (uint64_t)(int64_t)(int32_t)u : u;
	} else {
		memcpy(&x, *p, 8);
	}
	*p += len;
	switch (enc & 0x70) {
	case 0: break;
	case DW_EH_PE_pcrel: x += here; break;
	case DW_EH_PE_datarel: x += datarel; break;
	default: return -1;
	}
	*v = x;
	return 0;
}

/* the FDEs' first pcs, from .eh_frame_hdr (malloc'd; -1 if none) */
static int
dt_cfi_fde_starts(Elf *elf, uint64_t **starts, size_t *n)
{
	size_t nph, i;
	GElf_Phdr ph;
	const uint8_t *p, *end;
	uint64_t vaddr, cnt, fp, *v;
	Elf_Data *d = NULL;

	if (elf_getphdrnum(elf, &nph) != 0)
		return -1;
	for (i = 0; i < nph; i++)
		if (gelf_getphdr(elf, (int)i, &ph) != NULL &&
		    ph.p_type == PT_GNU_EH_FRAME)
			break;
	if (i == nph || (d = elf_getdata_rawchunk(elf, (int64_t)ph.p_offset,
	    ph.p_filesz, ELF_T_BYTE)) == NULL || d->d_size < 4)
		return -1;
	p = d->d_buf;
	end = p + d->d_size;
	vaddr = ph.p_vaddr;
	if (p[0] != 1 || p[3] == DW_EH_PE_omit)
		return -1;
	{
		uint8_t fpenc = p[1], cntenc = p[2], tabenc = p[3];
		const uint8_t *q = p + 4;

		if (dt_cfi_ptr(&q, end, fpenc, vaddr + 4, vaddr, &fp) != 0 ||
		    dt_cfi_ptr(&q, end, cntenc, vaddr + (uint64_t)(q - p),
		    vaddr, &cnt) != 0 || cnt > (uint64_t)(end - q) / 8)
			return -1;
		if ((v = malloc((cnt + 1) * sizeof(*v))) == NULL)
			return -1;
		for (i = 0; i < cnt; i++) {
			uint64_t loc, fde;

			if (dt_cfi_ptr(&q, end, tabenc, vaddr + (uint64_t)(q -
			    p), vaddr, &loc) != 0 || dt_cfi_ptr(&q, end,
			    tabenc, vaddr + (uint64_t)(q - p), vaddr, &fde) != 0) {
				free(v);
				return -1;
			}
			v[i] = loc;
		}
	}
	*starts = v;
	*n = (size_t)cnt;
	return 0;
}

/* The FDE pointer encoding of a CIE ('R' in its augmentation), or -1. */
static int
dt_cfi_cie_enc(const Dwarf_CIE *cie)
{
	const char *a = cie->augmentation;
	const uint8_t *d = cie->augmentation_data;
	const uint8_t *end = d + cie->augmentation_data_size;
	int enc = DW_EH_PE_absptr;

	if (a[0] != 'z')
		return a[0] == '\0' ? enc : -1;
	for (a++; *a != '\0'; a++) {
		uint8_t pe;

		switch (*a) {
		case 'R':
			if (d >= end)
				return -1;
			enc = *d++;
			break;
		case 'L':
			d++;
			break;
		case 'P':		/* the personality routine: skipped */
			if (d >= end)
				return -1;
			pe = *d++;
			if ((pe & 0x0f) == DW_EH_PE_uleb128) {
				while (d < end && (*d++ & 0x80))
					;
				break;
			}
			d += (pe & 0x0f) == DW_EH_PE_udata2 ||
			    (pe & 0x0f) == DW_EH_PE_sdata2 ? 2 :
			    (pe & 0x0f) == DW_EH_PE_udata4 ||
			    (pe & 0x0f) == DW_EH_PE_sdata4 ? 4 : 8;
			break;
		case 'S': case 'B':
			break;
		default:
			return -1;
		}
	}
	return d <= end ? enc : -1;
}

/* The FDEs' first pcs, from .eh_frame itself (malloc'd; -1 if none). */
static int
dt_cfi_fde_scan(Elf *elf, uint64_t **starts, size_t *n)
{
	Elf_Scn *scn = NULL;
	GElf_Shdr sh;
	size_t shstr, cnt = 0, max = 0, ncie = 0, maxcie = 0;
	Elf_Data *d = NULL;
	Dwarf_Off off = 0, next;
	Dwarf_CFI_Entry e;
	struct { Dwarf_Off off; int enc; } *cies = NULL;
	uint64_t *v = NULL, vaddr = 0;
	const char *id = elf_getident(elf, NULL);

	if (id == NULL || elf_getshdrstrndx(elf, &shstr) != 0)
		return -1;
	while ((scn = elf_nextscn(elf, scn)) != NULL) {
		const char *name;

		if (gelf_getshdr(scn, &sh) == NULL || (name = elf_strptr(elf,
		    shstr, sh.sh_name)) == NULL || strcmp(name, ".eh_frame"))
			continue;
		d = elf_getdata(scn, NULL);
		vaddr = sh.sh_addr;
		break;
	}
	if (d == NULL)
		return -1;
	while (dwarf_next_cfi((const unsigned char *)id, d, true, off, &next,
	    &e) == 0) {
		if (dwarf_cfi_cie_p(&e)) {
			if (ncie == maxcie && (cies = realloc(cies,
			    (maxcie = 2 * maxcie + 8) * sizeof(*cies))) == NULL)
				goto fail;
			cies[ncie].off = off;
			cies[ncie++].enc = dt_cfi_cie_enc(&e.cie);
		} else {
			const uint8_t *p = e.fde.start;
			int enc = -1;
			uint64_t loc;

			for (size_t i = 0; i < ncie; i++)
				if (cies[i].off == e.fde.CIE_pointer)
					enc = cies[i].enc;
			if (enc >= 0 && dt_cfi_ptr(&p, e.fde.end, (uint8_t)enc,
			    vaddr + (uint64_t)(p - (const uint8_t *)d->d_buf),
			    0, &loc) == 0 && loc != 0) {
				if (cnt == max && (v = realloc(v,
				    (max = 2 * max + 64) * sizeof(*v))) == NULL)
					goto fail;
				v[cnt++] = loc;
			}
		}
		off = next;
	}
	free(cies);
	if (cnt == 0) {
		free(v);
		return -1;
	}
	*starts = v;
	*n = cnt;
	return 0;
fail:
	free(cies);
	free(v);
	return -1;
}

/* "CFA + off" of a register rule (DW_OP_call_frame_cfa [plus_uconst]) */
static int
dt_cfi_at_cfa(const Dwarf_Op *ops, size_t nops, int64_t *off)
{
	if (nops == 0 || ops[0].atom != DW_OP_call_frame_cfa)
		return -1;
	if (nops == 1) {
		*off = 0;
		return 0;
	}
	if (nops == 2 && ops[1].atom == DW_OP_plus_uconst) {
		*off = (int64_t)ops[1].number;
		return 0;
	}
	return -1;
}

/* the PLT's CFA expression; its threshold (11 or 10), or 0 */
static int
dt_cfi_plt(const Dwarf_Op *o, size_t n)
{
	if (n != 9 || o[0].atom != DW_OP_breg7 || o[0].number != 8 ||
	    o[1].atom != DW_OP_breg16 || o[1].number != 0 ||
	    o[2].atom != DW_OP_lit15 || o[3].atom != DW_OP_and ||
	    o[5].atom != DW_OP_ge || o[6].atom != DW_OP_lit3 ||
	    o[7].atom != DW_OP_shl || o[8].atom != DW_OP_plus)
		return 0;
	if (o[4].atom == DW_OP_lit11)
		return 11;
	if (o[4].atom == DW_OP_lit10)
		return 10;
	return 0;
}

/* The rule of frame f as a row (its pc set by the caller). */
static struct dt_uw_row
dt_cfi_rule(Dwarf_Frame *f)
{
	struct dt_uw_row r = { .ur_kind = DT_UW_NONE };
	Dwarf_Op mem[3], *ops;
	size_t nops;
	int64_t off;
	int plt;

	if (dwarf_frame_register(f, DT_CFI_RA, mem, &ops, &nops) != 0)
		return r;
	if (nops == 0 && ops == mem) {		/* undefined: outermost */
		r.ur_kind = DT_UW_END;
		return r;
	}
	if (dt_cfi_at_cfa(ops, nops, &off) != 0 || off != -8)
		return r;
	if (dwarf_frame_register(f, DT_CFI_RBP, mem, &ops, &nops) != 0)
		return r;
	if (nops != 0) {
		if (dt_cfi_at_cfa(ops, nops, &off) != 0 || off % 8 != 0 ||
		    off / 8 < -128 || off / 8 > 127 || off == 0)
			return r;
		r.ur_rbp = (signed char)(off / 8);
	}
	if (dwarf_frame_cfa(f, &ops, &nops) != 0 || nops == 0)
		return r;
	if ((plt = dt_cfi_plt(ops, nops)) != 0) {
		r.ur_kind = DT_UW_PLT;
		r.ur_rbp = (signed char)plt;	/* no rbp rule in a PLT */
		return r;
	}
	if (nops != 1 || ops[0].atom != DW_OP_bregx ||
	    (ops[0].number != DT_CFI_RSP && ops[0].number != DT_CFI_RBP))
		return r;
	off = (int64_t)ops[0].number2;
	if (off % 8 != 0 || off / 8 < -32768 || off / 8 > 32767)
		return r;
	r.ur_cfa = (short)(off / 8);
	r.ur_kind = ops[0].number == DT_CFI_RSP ? DT_UW_RSP : DT_UW_RBP;
	return r;
}

typedef struct dt_cfi_out {
	struct dt_uw_row *rows;
	size_t n, max;
} dt_cfi_out_t;

/* Append row r at pc (dropped if it says what the last one does). */
static int
dt_cfi_emit(dt_cfi_out_t *o, uint64_t pc, struct dt_uw_row r)
{
	struct dt_uw_row *last = o->n > 0 ? &o->rows[o->n - 1] : NULL;

	if (pc > UINT32_MAX)
		return -1;
	r.ur_pc = (uint32_t)pc;
	if (last != NULL && last->ur_pc == r.ur_pc) {
		*last = r;		/* an empty range before it */
		return 0;
	}
	if (last != NULL && last->ur_kind == r.ur_kind &&
	    last->ur_cfa == r.ur_cfa && last->ur_rbp == r.ur_rbp)
		return 0;
	if (o->n == o->max) {
		size_t max = o->max == 0 ? 1024 : 2 * o->max;
		struct dt_uw_row *p = realloc(o->rows, max * sizeof(*p));

		if (p == NULL)
			return -1;
		o->rows = p;
		o->max = max;
	}
	o->rows[o->n++] = r;
	return 0;
}

/* The rows of the FDE that starts at pc; next is where the next starts. */
static int
dt_cfi_fde(Dwarf_CFI *cfi, dt_cfi_out_t *o, uint64_t pc, uint64_t next)
{
	struct dt_uw_row none = { .ur_kind = DT_UW_NONE };
	Dwarf_Frame *f;
	Dwarf_Addr start, end;

	while (pc < next && dwarf_cfi_addrframe(cfi, pc, &f) == 0) {
		struct dt_uw_row r = dt_cfi_rule(f);

		dwarf_frame_info(f, &start, &end, NULL);
		free(f);
		if (end <= pc || dt_cfi_emit(o, pc, r) != 0)
			return -1;
		pc = end;
	}
	return pc < next ? dt_cfi_emit(o, pc, none) : 0;
}

static int
dt_cfi_cmp(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return x < y ? -1 : x > y;
}

int
dt_cfi_rows(Elf *elf, struct dt_uw_row **rows, uint32_t *nrows)
{
	dt_cfi_out_t o = { NULL, 0, 0 };
	Dwarf_CFI *cfi;
	uint64_t *starts;
	size_t n;
	int rc = 0;

	if (dt_cfi_fde_starts(elf, &starts, &n) != 0 &&
	    dt_cfi_fde_scan(elf, &starts, &n) != 0)
		return -1;
	if (n == 0 || (cfi = dwarf_getcfi_elf(elf)) == NULL) {
		free(starts);
		return -1;
	}
	qsort(starts, n, sizeof(*starts), dt_cfi_cmp);
	for (size_t i = 0; i < n && rc == 0; i++)
		rc = dt_cfi_fde(cfi, &o, starts[i],
		    i + 1 < n ? starts[i + 1] : UINT64_MAX);
	dwarf_cfi_end(cfi);
	free(starts);
	if (rc != 0 || o.n > UINT32_MAX) {
		free(o.rows);
		return -1;
	}
	*rows = o.rows;
	*nrows = (uint32_t)o.n;
	return 0;
}
