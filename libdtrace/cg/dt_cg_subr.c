/*
 * dt_cg_subr.c -- code for D's address, scratch-memory and process
 * subroutines (prototypes: dt_subr.c; the path functions basename,
 * dirname and cleanpath are string functions, in dt_cg_str.c):
 *
 *	string inet_ntoa(ipaddr_t *), inet_ntoa6(in6_addr_t *),
 *	    inet_ntop(int af, void *), link_ntop(int type, void *)
 *					support functions of
 *					bpf/dt_bpf_inet.c
 *	(the lock subroutines, mutex_owned() and the rest, are in
 *	dt_cg_lock.c)
 *	void *alloca(size_t)		scratch memory for this clause
 *	void *copyin(uintptr_t, size_t)	user memory copied into scratch
 *	void copyinto(uintptr_t, size_t, void *dest)
 *	void bcopy(void *src, void *dest, size_t)
 *	int progenyof(pid_t)		bpf/dt_bpf_proc.c
 *	string d_path(struct path *)	bpf/dt_bpf_proc.c: the kernel's
 *					bpf_d_path() is allowed only in
 *					fentry, fexit and LSM programs
 *	string __dt_d_path(void *mnt, void *dentry)
 *					the D library's (dlibs/io.d):
 *					d_path() of { mnt, dentry }
 *	void *__dt_bio_inode(void *bio)	and the inode of the file whose
 *					page cache holds the bio's first
 *					page, bpf/dt_bpf_io.c
 *	void *__dt_sb_mount(void *sb)	and the first mount of a super
 *					block (struct mount *), NULL if none
 *	string __dt_psargs(void *task)	the D library's pr_psargs
 *					(dlibs/procfs.d), bpf/dt_bpf_proc.c
 *	int64_t __dt_walltime(uint64_t)	its pr_start: a timestamp (the
 *					monotonic clock) made wall-clock
 *	int64_t __dt_uword(uintptr_t)	its pr_argc: the word at an
 *					address of the current process, 0
 *					if it cannot be read (paged out)
 *	size_t __dt_pagesize(void)	its pr_size: the page size
 *	int64_t __dt_pcpu_sum(void *)	the per-CPU parts of a kernel
 *					percpu_counter added up,
 *					bpf/dt_bpf_pcpu.c
 *	int64_t __dt_mm_rss(void *mm)	its pr_rssize: an mm_struct's
 *					resident pages
 *
 * Scratch memory.  Each CPU's dt_mem holds, after the string scratch
 * (dt_cg_str.c), an area of its own, present only if the program calls
 * one of these functions (dtp->dt_scratch):
 *
 *	AREA_USED	8 bytes: how much of the scratch is allocated
 *	AREA_WORK	96 bytes: the inet functions' work space
 *	AREA_DATA	2 * scratchsize bytes: alloca()'s memory
 *
 * Every clause starts with nothing allocated (dt_cg_subr_clause), so
 * memory alloca() gives lives until the end of its clause, as DTrace's.
 * An allocation is 8-byte aligned and zero-filled; one that does not fit
 * in what is left of the scratchsize bytes faults with "out of scratch
 * space".  AREA_DATA is twice scratchsize so that the verifier, which
 * knows an offset and a length each to be at most scratchsize but not
 * their sum, can prove every access inside the map value.
 *
 * The address alloca() returns is a plain integer: the map value pointer
 * is stored in dt_mem and read back, so the verifier sees a number that
 * D may do arithmetic on, store, and pass to bcopy(); loads from it go
 * through bpf_probe_read_kernel() as all loads do (it is kernel memory).
 * bcopy() and copyinto() check that [dest, dest + size) lies inside what
 * this clause allocated and fault with an invalid address otherwise.
 */
#include <string.h>
#include <unistd.h>

#include <bpf/btf.h>
#include <bpf/libbpf.h>

#include "dt_impl.h"
#include "cg/dt_cg.h"
#include "check/dt_subr.h"
#include "types/dt_btf.h"
#include "types/dt_kbtf.h"

#define R(n)	BPF_REG_##n

#define AREA_USED	0
#define AREA_WORK	8
#define AREA_DATA	104

uint32_t
dt_cg_subr_areasize(const dtrace_hdl_t *dtp)
{
	if (!dtp->dt_scratch)
		return 0;
	return AREA_DATA + 2 * (uint32_t)dt_subr_scratchsize(dtp);
}

/* reg = &dt_mem[area + off], a map value pointer */
static void
dt_cg_subr_area(dt_cg_t *cg, int reg, uint32_t off)
{
	dt_cg_emit(cg, BPF_MOV64_REG(reg, R(9)));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, reg, (int32_t)(cg->cg_strscroff +
	    dt_cg_str_scratchsize(cg->cg_dtp) + off)));
}

/* reg (a pointer) as a plain number: through dt_mem, which the verifier
   does not track */
static void
dt_cg_subr_number(dt_cg_t *cg, int reg)
{
	dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, R(9), reg, DT_MEM_SCRATCH));
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, reg, R(9), DT_MEM_SCRATCH));
}

/*
 * dst = size + off, off the offset the caller adds to a map value pointer
 * next: dst starts as the size, so that it is never a copy of off.  From
 * Linux 6.10 the verifier links a register to the copy it was made from
 * plus a constant (dst = off; dst += 8), and a check of dst then narrows
 * off; 6.12's turns a map value pointer plus an offset so linked into a
 * scalar, which no helper takes as memory.
 */
static void
dt_cg_subr_sum(dt_cg_t *cg, int dst, int size, int off)
{
	dt_cg_emit(cg, BPF_MOV64_REG(dst, size));
	dt_cg_emit(cg, BPF_ALU64_REG(BPF_ADD, dst, off));
}

/* A clause begins with no scratch memory allocated. */
void
dt_cg_subr_clause(dt_cg_t *cg)
{
	if (!cg->cg_dtp->dt_scratch)
		return;
	dt_cg_subr_area(cg, R(1), AREA_USED);
	dt_cg_emit(cg, BPF_ST_MEM(BPF_DW, R(1), 0, 0));
}

/* Allocate the size in slot s (8-byte aligned, zero-filled); slot s
   becomes the memory's address. */
static void
dt_cg_subr_alloc(dt_cg_t *cg, int s)
{
	int32_t max = (int32_t)dt_subr_scratchsize(cg->cg_dtp);
	uint32_t full = dt_cg_newlabel(cg), ok = dt_cg_newlabel(cg);

	dt_cg_subr_area(cg, R(1), AREA_USED);
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, R(2), R(1), 0));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, R(2), 7));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_AND, R(2), -8));
	dt_cg_ld(cg, R(3), s);
	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JGT, R(2), max, 0), full);
	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JGT, R(3), max, 0), full);
	dt_cg_subr_sum(cg, R(4), R(3), R(2));
	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JLE, R(4), max, 0), ok);
	dt_cg_setlabel(cg, full);
	dt_cg_raise(cg, DT_FLT_NOSCRATCH, -1);
	dt_cg_setlabel(cg, ok);
	dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, R(1), R(4), 0));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, R(1), AREA_DATA - AREA_USED));
	dt_cg_emit(cg, BPF_ALU64_REG(BPF_ADD, R(1), R(2)));
	dt_cg_emit(cg, BPF_MOV64_REG(R(0), R(1)));
	dt_cg_subr_number(cg, R(0));
	dt_cg_st(cg, s, R(0));
	/* zero it: a read from address 0 fails, and a failed read zeroes
	   its destination */
	dt_cg_emit(cg, BPF_MOV64_REG(R(2), R(3)));
	dt_cg_emit(cg, BPF_MOV64_IMM(R(3), 0));
	dt_cg_helper(cg, BPF_FUNC_probe_read_kernel);
}

/*
 * r1 = the scratch memory at the address in slot dest, for the size in
 * r2, after checking that it lies inside what this clause allocated;
 * else an invalid address fault with dest.
 */
static void
dt_cg_subr_inside(dt_cg_t *cg, int dest)
{
	int32_t max = (int32_t)dt_subr_scratchsize(cg->cg_dtp);
	uint32_t bad = dt_cg_newlabel(cg), ok = dt_cg_newlabel(cg);

	dt_cg_subr_area(cg, R(1), AREA_DATA);
	dt_cg_subr_number(cg, R(1));
	dt_cg_ld(cg, R(3), dest);
	dt_cg_emit(cg, BPF_ALU64_REG(BPF_SUB, R(3), R(1)));	/* offset */
	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JGT, R(3), max, 0), bad);
	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JGT, R(2), max, 0), bad);
	dt_cg_subr_sum(cg, R(4), R(2), R(3));
	dt_cg_subr_area(cg, R(1), AREA_USED);
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, R(5), R(1), 0));
	dt_cg_goto(cg, BPF_JMP_REG(BPF_JLE, R(4), R(5), 0), ok);
	dt_cg_setlabel(cg, bad);
	dt_cg_ld(cg, R(1), dest);
	dt_cg_raise(cg, DT_FLT_BADADDR, R(1));
	dt_cg_setlabel(cg, ok);
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, R(1), AREA_DATA - AREA_USED));
	dt_cg_emit(cg, BPF_ALU64_REG(BPF_ADD, R(1), R(3)));
}

/*
 * A load of size bytes at the address in slot addr from alloca()'d
 * memory (DT_NF_INALLOCA, dt_check_alloca.c): an invalid address fault
 * with the address unless they lie inside what this clause allocated.
 */
void
dt_cg_subr_allocaload(dt_cg_t *cg, int addr, uint32_t size)
{
	dt_cg_emit(cg, BPF_MOV64_IMM(R(2), (int32_t)size));
	dt_cg_subr_inside(cg, addr);
}

/* dt_cg_subr_inside for the size in slot size */
static void
dt_cg_subr_dest(dt_cg_t *cg, int dest, int size)
{
	dt_cg_ld(cg, R(2), size);
	dt_cg_subr_inside(cg, dest);
}

/* May a store of size bytes fit in a region of regsize bytes? (None
   when the program has no variables of the region's kind.) */
static bool
dt_cg_subr_fits(uint32_t size, uint32_t regsize)
{
	return size > 0 && regsize >= size && regsize <= INT32_MAX;
}

/*
 * If the size bytes at the address in slot addr lie inside the region of
 * regsize bytes (dt_cg_subr_fits) whose address the caller put in r1 (a
 * map value pointer), r1 = a pointer to them that the verifier can
 * bound, and on to label found; else on with r1 clobbered.
 */
static void
dt_cg_subr_inregion(dt_cg_t *cg, int addr, uint32_t size, uint32_t regsize,
    uint32_t found)
{
	uint32_t out = dt_cg_newlabel(cg);

	dt_cg_emit(cg, BPF_MOV64_REG(R(4), R(1)));
	dt_cg_subr_number(cg, R(4));
	dt_cg_ld(cg, R(3), addr);
	dt_cg_emit(cg, BPF_ALU64_REG(BPF_SUB, R(3), R(4)));	/* offset */
	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JGT, R(3), (int32_t)(regsize - size),
	    0), out);
	dt_cg_emit(cg, BPF_ALU64_REG(BPF_ADD, R(1), R(3)));
	dt_cg_goto(cg, BPF_JMP_A(0), found);
	dt_cg_setlabel(cg, out);
}

/*
 * r1 = a pointer the verifier accepts to the size bytes at the address in
 * slot addr, for a store through a D pointer (dt_cg_store.c).  As
 * DTrace's stores may land in scratch memory and in D variables, the
 * bytes must lie inside this clause's alloca()s, the global variables or
 * the clause-local (this->) ones; anything else, a dynamic variable's
 * storage among them, faults as an invalid address.  A pointer into a
 * variable comes from an array cast or decayed to one (((int *)a)[1] = 5).
 */
void
dt_cg_subr_scratchptr(dt_cg_t *cg, int addr, uint32_t size)
{
	const dtrace_hdl_t *dtp = cg->cg_dtp;
	uint32_t found = dt_cg_newlabel(cg);

	if (dt_cg_subr_fits(size, dtp->dt_globsize)) {
		dt_cg_mapaddr(cg, R(1), "dt_global", cg->cg_globoff);
		dt_cg_subr_inregion(cg, addr, size, dtp->dt_globsize, found);
	}
	if (dt_cg_subr_fits(size, dtp->dt_thissize)) {
		dt_cg_emit(cg, BPF_MOV64_REG(R(1), R(9)));
		dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, R(1),
		    (int32_t)cg->cg_thisoff));
		dt_cg_subr_inregion(cg, addr, size, dtp->dt_thissize, found);
	}
	dt_cg_emit(cg, BPF_MOV64_IMM(R(2), (int32_t)size));
	dt_cg_subr_inside(cg, addr);
	dt_cg_setlabel(cg, found);
}

/* r1, r2 set: read from the address in slot src with helper, or fault */
static void
dt_cg_subr_read(dt_cg_t *cg, int src, int helper)
{
	uint32_t ok = dt_cg_newlabel(cg);

	dt_cg_ld(cg, R(3), src);
	dt_cg_helper(cg, helper);
	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JEQ, R(0), 0, 0), ok);
	dt_cg_ld(cg, R(1), src);
	dt_cg_raise(cg, DT_FLT_BADADDR, R(1));
	dt_cg_setlabel(cg, ok);
}

/* inet_ntoa(p), inet_ntoa6(p), inet_ntop(af, p), link_ntop(type, p):
   slot s the result */
static void
dt_cg_subr_inet(dt_cg_t *cg, int id, const int *slots, bool strict)
{
	uint32_t dst = dt_cg_newtstring(cg), ok = dt_cg_newlabel(cg);
	bool two = id == DT_SUBR_INET_NTOP || id == DT_SUBR_LINK_NTOP;
	int addr = slots[two ? 1 : 0], r = 2;

	dt_cg_emit(cg, BPF_MOV64_REG(R(1), R(9)));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, R(1), (int32_t)dst));
	if (two) {			/* r2 = af or type */
		dt_cg_ld(cg, R(2), slots[0]);
		r = 3;
	}
	dt_cg_ld(cg, r, addr);
	dt_cg_subr_area(cg, r + 1, AREA_WORK);
	dt_cg_emit(cg, BPF_MOV64_IMM(r + 2,
	    (int32_t)cg->cg_dtp->dt_opts.strbytes));
	if (id == DT_SUBR_INET_NTOA6)
		dt_cg_emit(cg, BPF_MOV64_IMM(R(5), strict));
	dt_cg_libcall(cg, id == DT_SUBR_INET_NTOA ? "dt_inet_ntoa" :
	    id == DT_SUBR_INET_NTOA6 ? "dt_inet_ntoa6" :
	    id == DT_SUBR_INET_NTOP ? "dt_inet_ntop" : "dt_link_ntop");
	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JEQ, R(0), 0, 0), ok);
	if (two) {
		uint32_t bad = dt_cg_newlabel(cg);

		dt_cg_goto(cg, BPF_JMP_IMM(BPF_JEQ, R(0), -1, 0), bad);
		dt_cg_raise(cg, DT_FLT_ILLOP, -1);	/* unknown family */
		dt_cg_setlabel(cg, bad);
	}
	dt_cg_ld(cg, R(1), addr);
	dt_cg_raise(cg, DT_FLT_BADADDR, R(1));
	dt_cg_setlabel(cg, ok);
	dt_cg_emit(cg, BPF_MOV64_REG(R(0), R(9)));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, R(0), (int32_t)dst));
	dt_cg_st(cg, addr, R(0));
}

/*
 * The byte offset of member in BTF struct or union t, looking into its
 * anonymous members (mm_struct keeps everything in one), or -1; and its
 * type, typedefs and qualifiers resolved, in *type if not NULL.
 */
static int64_t
dt_cg_subr_member(dt_kbtf_t *btf, const struct btf_type *t,
    const char *member, int depth, const struct btf_type **type)
{
	const struct btf_member *m = btf_members(t);
	int i;

	for (i = 0; i < btf_vlen(t) && depth < 4; i++, m++) {
		const char *name = dt_kbtf_str(btf, m->name_off);
		const struct btf_type *mt = dt_kbtf_type(btf,
		    dt_kbtf_resolve_type(btf, m->type));
		int64_t off;

		if (name != NULL && strcmp(name, member) == 0) {
			if (type != NULL)
				*type = mt;
			return btf_member_bit_offset(t, i) / 8;
		}
		if (name != NULL && *name != '\0')
			continue;
		if (mt == NULL || (!btf_is_struct(mt) && !btf_is_union(mt)))
			continue;
		off = dt_cg_subr_member(btf, mt, member, depth + 1, type);
		if (off >= 0)
			return btf_member_bit_offset(t, i) / 8 + off;
	}
	return -1;
}

int64_t
dt_cg_subr_memboff(dt_kbtf_t *btf, const struct btf_type *t,
    const char *member, int depth)
{
	return dt_cg_subr_member(btf, t, member, depth, NULL);
}

/* the byte offset of member in the kernel's struct sname, or -1 */
int64_t
dt_cg_subr_btfoff(dtrace_hdl_t *dtp, const char *sname, const char *member)
{
	dt_kbtf_t *btf = dt_btf_kernel(&dtp->dt_types);
	int id;

	if (btf == NULL ||
	    (id = dt_kbtf_find(btf, sname, BTF_KIND_STRUCT)) <= 0)
		return -1;
	return dt_cg_subr_memboff(btf, dt_kbtf_type(btf, id), member, 0);
}

/*
 * d_path()'s field offsets, packed as its support function takes them
 * (bpf/dt_bpf_proc.c), in *o1 and *o2; false without the kernel's BTF or
 * one of the fields.
 */
static bool
dt_cg_subr_dpathoffs(dtrace_hdl_t *dtp, uint64_t *o1, uint64_t *o2)
{
	static const char *const f[8][2] = {
		{ "vfsmount", "mnt_root" }, { "mount", "mnt" },
		{ "task_struct", "fs" }, { "fs_struct", "root" },
		{ "mount", "mnt_parent" }, { "mount", "mnt_mountpoint" },
		{ "dentry", "d_parent" }, { "dentry", "d_name" },
	};
	uint64_t offs[2] = { 0, 0 };

	for (int i = 0; i < 8; i++) {
		int64_t off = dt_cg_subr_btfoff(dtp, f[i][0], f[i][1]);

		if (off < 0 || off > 0xffff)
			return false;
		offs[i / 4] |= (uint64_t)off << (16 * (i % 4));
	}
	*o1 = offs[0];
	*o2 = offs[1];
	return true;
}

/* d_path(p) into slot s (p: a struct path *), into temporary string
   dst; a fault names the address in slot fs */
static void
dt_cg_subr_dpath(dt_cg_t *cg, int s, int fs, uint32_t dst)
{
	uint32_t ok = dt_cg_newlabel(cg);
	uint64_t o1, o2;

	if (!dt_cg_subr_dpathoffs(cg->cg_dtp, &o1, &o2)) {
		cg->cg_nobtf = "d_path()";
		return;
	}
	dt_cg_emit(cg, BPF_MOV64_REG(R(1), R(9)));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, R(1), (int32_t)dst));
	dt_cg_ld(cg, R(2), s);
	dt_cg_emit(cg, BPF_MOV64_IMM(R(3),
	    (int32_t)cg->cg_dtp->dt_opts.strbytes));
	dt_cg_loadimm(cg, R(4), o1);
	dt_cg_loadimm(cg, R(5), o2);
	dt_cg_libcall(cg, "dt_d_path");
	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JEQ, R(0), 0, 0), ok);
	dt_cg_ld(cg, R(1), fs);
	dt_cg_raise(cg, DT_FLT_BADADDR, R(1));
	dt_cg_setlabel(cg, ok);
	dt_cg_emit(cg, BPF_MOV64_REG(R(0), R(9)));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, R(0), (int32_t)dst));
	dt_cg_st(cg, s, R(0));
}

/*
 * __dt_d_path(mnt, dentry) into slot slots[0]: d_path() of the struct
 * path { mnt, dentry }, built in the first 16 bytes of the temporary
 * string d_path() will write (dt_d_path reads the struct path with
 * bpf_probe_read_kernel, which reads BPF memory too, and reads it before
 * it writes the string); a dentry that cannot be read is the fault's
 * address.  One temporary string, as d_path(): they are few
 * (DT_NTSTRINGS, dt_cg_tstr.c), and an expression may hold several.
 */
static void
dt_cg_subr_mntpath(dt_cg_t *cg, const int *slots)
{
	uint32_t p = dt_cg_newtstring(cg);

	dt_cg_emit(cg, BPF_MOV64_REG(R(1), R(9)));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, R(1), (int32_t)p));
	for (int i = 0; i < 2; i++) {
		dt_cg_ld(cg, R(0), slots[i]);
		dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, R(1), R(0), 8 * i));
	}
	dt_cg_st(cg, slots[0], R(1));
	dt_cg_subr_dpath(cg, slots[0], slots[1], p);
}

/*
 * __dt_bio_inode(bio) into slot s: dt_bio_inode's field offsets, packed
 * as it takes them (bpf/dt_bpf_io.c), read from the kernel's BTF.
 */
static void
dt_cg_subr_bioinode(dt_cg_t *cg, int s)
{
	static const char *const f[7][2] = {
		{ "bio", "bi_io_vec" }, { "bio", "bi_vcnt" },
		{ "bio", "bi_iter" }, { "page", "compound_head" },
		{ "page", "mapping" }, { "address_space", "host" },
		{ "inode", "i_mode" },
	};
	int64_t idx = dt_cg_subr_btfoff(cg->cg_dtp, "bvec_iter", "bi_idx");
	uint64_t offs[2] = { 0, 0 };

	for (int i = 0; i < 7; i++) {
		int64_t off = dt_cg_subr_btfoff(cg->cg_dtp, f[i][0], f[i][1]);

		if (i == 2 && idx >= 0)		/* bi_iter.bi_idx */
			off += idx;
		if (off < 0 || idx < 0 || off > 0xffff) {
			cg->cg_unsupported = "io's fileinfo_t of a bio "
			    "without the kernel's BTF of bio, page, "
			    "address_space and inode";
			return;
		}
		offs[i / 4] |= (uint64_t)off << (16 * (i % 4));
	}
	dt_cg_ld(cg, R(1), s);
	dt_cg_loadimm(cg, R(2), offs[0]);
	dt_cg_loadimm(cg, R(3), offs[1]);
	dt_cg_libcall(cg, "dt_bio_inode");
	dt_cg_st(cg, s, R(0));
}

/* The type of member of the kernel's struct sname, or NULL. */
static const struct btf_type *
dt_cg_subr_btfmtype(dtrace_hdl_t *dtp, const char *sname, const char *member)
{
	dt_kbtf_t *btf = dt_btf_kernel(&dtp->dt_types);
	const struct btf_type *mt = NULL;
	int id;

	if (btf == NULL ||
	    (id = dt_kbtf_find(btf, sname, BTF_KIND_STRUCT)) <= 0)
		return NULL;
	(void) dt_cg_subr_member(btf, dt_kbtf_type(btf, (uint32_t)id),
	    member, 0, &mt);
	return mt;
}

static bool
dt_cg_subr_btfptr(dtrace_hdl_t *dtp, const char *sname, const char *member)
{
	const struct btf_type *t = dt_cg_subr_btfmtype(dtp, sname, member);

	return t != NULL && btf_is_ptr(t);
}

/* slot dst = the 8 bytes at (slot base) + off in kernel memory, or 0 */
static void
dt_cg_subr_read8(dt_cg_t *cg, int dst, int base, int64_t off)
{
	dt_cg_ld(cg, R(3), base);
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, R(3), (int32_t)off));
	dt_cg_slotaddr(cg, R(1), dst);
	dt_cg_emit(cg, BPF_MOV64_IMM(R(2), 8));
	dt_cg_helper(cg, BPF_FUNC_probe_read_kernel);	/* zeroes on failure */
}

/* slot tot += slot t */
static void
dt_cg_subr_addslot(dt_cg_t *cg, int tot, int t)
{
	dt_cg_ld(cg, R(0), tot);
	dt_cg_ld(cg, R(1), t);
	dt_cg_emit(cg, BPF_ALU64_REG(BPF_ADD, R(0), R(1)));
	dt_cg_st(cg, tot, R(0));
}

/*
 * __dt_sb_mount(sb) into slot s.  super_block.s_mounts is a struct mount *
 * since Linux 6.16; before, the head of a list of mounts linked through
 * mount.mnt_instance, the first of which is the one wanted (NULL for an
 * empty list).
 */
static void
dt_cg_subr_sbmount(dt_cg_t *cg, int s)
{
	dtrace_hdl_t *dtp = cg->cg_dtp;
	int64_t off = dt_cg_subr_btfoff(dtp, "super_block", "s_mounts");
	int64_t inst = dt_cg_subr_btfoff(dtp, "mount", "mnt_instance");
	bool ptr = dt_cg_subr_btfptr(dtp, "super_block", "s_mounts");
	uint32_t none = dt_cg_newlabel(cg), done = dt_cg_newlabel(cg);
	int t;

	if (off < 0 || (!ptr && inst < 0)) {
		cg->cg_unsupported = "io's fileinfo_t without the kernel's "
		    "BTF of super_block and mount";
		return;
	}
	t = dt_cg_newslot(cg);
	dt_cg_subr_read8(cg, t, s, off);
	dt_cg_ld(cg, R(0), t);
	dt_cg_freeslot(cg, t);
	if (!ptr) {
		dt_cg_goto(cg, BPF_JMP_IMM(BPF_JEQ, R(0), 0, 0), none);
		dt_cg_ld(cg, R(1), s);
		dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, R(1), (int32_t)off));
		dt_cg_goto(cg, BPF_JMP_REG(BPF_JEQ, R(0), R(1), 0), none);
		dt_cg_emit(cg, BPF_ALU64_IMM(BPF_SUB, R(0), (int32_t)inst));
		dt_cg_goto(cg, BPF_JMP_A(0), done);
		dt_cg_setlabel(cg, none);
		dt_cg_emit(cg, BPF_MOV64_IMM(R(0), 0));
		dt_cg_setlabel(cg, done);
	}
	dt_cg_st(cg, s, R(0));
}

/* progenyof(pid) into slot s: task_struct's real_parent and tgid
   offsets, packed as dt_progenyof takes them */
static void
dt_cg_subr_progeny(dt_cg_t *cg, int s)
{
	int64_t parent = dt_cg_subr_btfoff(cg->cg_dtp, "task_struct",
	    "real_parent");
	int64_t tgid = dt_cg_subr_btfoff(cg->cg_dtp, "task_struct", "tgid");

	if (parent < 0 || tgid < 0) {
		cg->cg_nobtf = "progenyof()";
		return;
	}
	dt_cg_ld(cg, R(1), s);
	dt_cg_loadimm(cg, R(2), (uint64_t)parent << 32 | (uint64_t)tgid);
	dt_cg_libcall(cg, "dt_progenyof");
	dt_cg_st(cg, s, R(0));
}

/* the place of per-CPU variable name in the per-CPU area (its offset in
   the kernel BTF's DATASEC .data..percpu), or -1 */
int64_t
dt_cg_subr_pcpuvar(dt_kbtf_t *btf, const char *name)
{
	int sec = dt_kbtf_find(btf, ".data..percpu",
	    BTF_KIND_DATASEC);
	const struct btf_type *t;
	const struct btf_var_secinfo *v;
	int i;

	if (sec <= 0 || (t = dt_kbtf_type(btf, sec)) == NULL)
		return -1;
	v = btf_var_secinfos(t);
	for (i = 0; i < btf_vlen(t); i++, v++) {
		const struct btf_type *var = dt_kbtf_type(btf, v->type);

		if (var != NULL && strcmp(dt_kbtf_str(btf,
		    var->name_off), name) == 0)
			return v->offset;
	}
	return -1;
}

/*
 * The walk from the current task to a CPU's run queue, as bpf/dt_bpf_pcpu.c
 * takes it: the offsets of task_struct.sched_task_group, task_group.cfs_rq
 * and cfs_rq.rq packed 32:16:16 into *offs, and the place of runqueues in
 * the per-CPU area into *rqs.  False without the kernel's BTF or one of
 * them (a kernel without CONFIG_FAIR_GROUP_SCHED).
 */
bool
dt_cg_subr_rqwalk(dtrace_hdl_t *dtp, uint64_t *offs, int64_t *rqs)
{
	dt_kbtf_t *btf = dt_btf_kernel(&dtp->dt_types);
	int64_t tg = dt_cg_subr_btfoff(dtp, "task_struct", "sched_task_group");
	int64_t cfs = dt_cg_subr_btfoff(dtp, "task_group", "cfs_rq");
	int64_t rq = dt_cg_subr_btfoff(dtp, "cfs_rq", "rq");

	*rqs = btf == NULL ? -1 : dt_cg_subr_pcpuvar(btf, "runqueues");
	if (tg < 0 || cfs < 0 || rq < 0 || cfs > 0xffff || rq > 0xffff ||
	    *rqs < 0)
		return false;
	*offs = (uint64_t)tg << 32 | (uint64_t)cfs << 16 | (uint64_t)rq;
	return true;
}

/*
 * __dt_pcpu_sum(counters) into slot s, by dt_pcpu_sum: the walk to a
 * CPU's run queue (dt_cg_subr_rqwalk), the distance from runqueues to
 * this_cpu_off in the per-CPU area, and the number of possible CPUs.  A
 * kernel without one of them (this_cpu_off is x86's) gives 0: its
 * counters' folded totals alone.
 */
static void
dt_cg_subr_pcpusum(dt_cg_t *cg, int s)
{
	dtrace_hdl_t *dtp = cg->cg_dtp;
	dt_kbtf_t *btf = dt_btf_kernel(&dtp->dt_types);
	int64_t self = btf == NULL ? -1 : dt_cg_subr_pcpuvar(btf,
	    "this_cpu_off");
	int ncpus = libbpf_num_possible_cpus();
	uint64_t offs;
	int64_t rqs;

	if (!dt_cg_subr_rqwalk(dtp, &offs, &rqs) || self < 0 || ncpus <= 0) {
		dt_cg_emit(cg, BPF_MOV64_IMM(R(0), 0));
		dt_cg_st(cg, s, R(0));
		return;
	}
	dt_cg_ld(cg, R(1), s);
	dt_cg_loadimm(cg, R(2), offs);
	dt_cg_loadimm(cg, R(3), (uint64_t)(self - rqs));
	dt_cg_emit(cg, BPF_MOV64_IMM(R(4), ncpus));
	dt_cg_libcall(cg, "dt_pcpu_sum");
	dt_cg_st(cg, s, R(0));
}

/*
 * __dt_mm_rss(mm) into slot s: the mm_struct's MM_FILEPAGES, MM_ANONPAGES
 * and MM_SHMEMPAGES (0, 1 and 3 in every kernel) added up.  Since Linux
 * 6.2 rss_stat is an array of struct percpu_counter, each its folded
 * count plus its per-CPU parts (as /proc adds them up); before, a struct
 * mm_rss_stat of atomic_long_t count[].
 */
static void
dt_cg_subr_mmrss(dt_cg_t *cg, int s)
{
	static const int idx[3] = { 0, 1, 3 };
	dtrace_hdl_t *dtp = cg->cg_dtp;
	dt_kbtf_t *btf = dt_btf_kernel(&dtp->dt_types);
	const struct btf_type *rt = dt_cg_subr_btfmtype(dtp, "mm_struct",
	    "rss_stat");
	int64_t rss = dt_cg_subr_btfoff(dtp, "mm_struct", "rss_stat");
	int64_t cnt, ctrs = -1, esz = 8;
	int tot, t;

	if (rt != NULL && btf_is_array(rt)) {
		cnt = dt_cg_subr_btfoff(dtp, "percpu_counter", "count");
		ctrs = dt_cg_subr_btfoff(dtp, "percpu_counter", "counters");
		esz = dt_kbtf_resolve_size(btf, btf_array(rt)->type);
		if (ctrs < 0)
			cnt = -1;
	} else
		cnt = dt_cg_subr_btfoff(dtp, "mm_rss_stat", "count");
	if (rss < 0 || cnt < 0 || esz <= 0) {
		cg->cg_unsupported = "psinfo_t's pr_rssize without the "
		    "kernel's BTF of mm_struct's rss_stat";
		return;
	}
	tot = dt_cg_newslot(cg);
	t = dt_cg_newslot(cg);
	dt_cg_emit(cg, BPF_MOV64_IMM(R(0), 0));
	dt_cg_st(cg, tot, R(0));
	for (int i = 0; i < 3; i++) {
		dt_cg_subr_read8(cg, t, s, rss + idx[i] * esz + cnt);
		dt_cg_subr_addslot(cg, tot, t);
		if (ctrs < 0)
			continue;
		dt_cg_subr_read8(cg, t, s, rss + idx[i] * esz + ctrs);
		dt_cg_subr_pcpusum(cg, t);
		dt_cg_subr_addslot(cg, tot, t);
	}
	dt_cg_ld(cg, R(0), tot);
	dt_cg_st(cg, s, R(0));
	dt_cg_freeslot(cg, t);
	dt_cg_freeslot(cg, tot);
}

/*
 * __dt_psargs(task) (procfs.d's pr_psargs) into slot s: a temporary
 * string made by dt_psargs from task_struct's mm and mm_struct's
 * arg_start and arg_end, whose offsets it takes packed 32:16:16.
 */
static void
dt_cg_subr_psargs(dt_cg_t *cg, int s)
{
	dtrace_hdl_t *dtp = cg->cg_dtp;
	int64_t mm = dt_cg_subr_btfoff(dtp, "task_struct", "mm");
	int64_t as = dt_cg_subr_btfoff(dtp, "mm_struct", "arg_start");
	int64_t ae = dt_cg_subr_btfoff(dtp, "mm_struct", "arg_end");
	uint32_t dst;

	if (mm < 0 || as < 0 || ae < 0 || as > 0xffff || ae > 0xffff) {
		cg->cg_unsupported = "pr_psargs without the kernel's BTF "
		    "(/sys/kernel/btf/vmlinux)";
		return;
	}
	dst = dt_cg_newtstring(cg);
	dt_cg_emit(cg, BPF_MOV64_REG(R(1), R(9)));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, R(1), (int32_t)dst));
	dt_cg_ld(cg, R(2), s);
	dt_cg_loadimm(cg, R(3), (uint64_t)mm << 32 | (uint64_t)as << 16 |
	    (uint64_t)ae);
	dt_cg_emit(cg, BPF_MOV64_IMM(R(4), (int32_t)dtp->dt_opts.strbytes));
	dt_cg_libcall(cg, "dt_psargs");
	dt_cg_emit(cg, BPF_MOV64_REG(R(0), R(9)));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, R(0), (int32_t)dst));
	dt_cg_st(cg, s, R(0));
}

int
dt_cg_subr_more(dt_cg_t *cg, dt_node_t *n, const dt_subr_t *sr)
{
	int slots[DT_SUBR_MAXARGS] = { -1, -1, -1 }, i = 0, s;
	dt_node_t *a;

	if (sr->ds_id >= DT_SUBR_MUTEX_OWNED)
		return dt_cg_lock_subr(cg, n, sr->ds_id);
	for (a = n->dn_args; a != NULL; a = a->dn_next)
		slots[i++] = dt_cg_value(cg, a);
	switch (sr->ds_id) {
	case DT_SUBR_INET_NTOA: case DT_SUBR_INET_NTOA6:
	case DT_SUBR_INET_NTOP: case DT_SUBR_LINK_NTOP:
		dt_cg_subr_inet(cg, sr->ds_id, slots,	/* inet_ntoa6(a, 1) */
		    n->dn_args->dn_next != NULL && n->dn_args->dn_next->dn_int);
		s = slots[sr->ds_id == DT_SUBR_INET_NTOP ||
		    sr->ds_id == DT_SUBR_LINK_NTOP];
		break;
	case DT_SUBR_ALLOCA:
		dt_cg_subr_alloc(cg, s = slots[0]);
		break;
	case DT_SUBR_COPYIN:		/* copyinto(addr, size, alloca(size)) */
		s = dt_cg_newslot(cg);
		dt_cg_ld(cg, R(0), slots[1]);
		dt_cg_st(cg, s, R(0));
		dt_cg_subr_alloc(cg, s);
		dt_cg_subr_dest(cg, s, slots[1]);
		dt_cg_subr_read(cg, slots[0], BPF_FUNC_probe_read_user);
		break;
	case DT_SUBR_COPYINTO:
		dt_cg_subr_dest(cg, slots[2], slots[1]);
		dt_cg_subr_read(cg, slots[0], BPF_FUNC_probe_read_user);
		s = slots[0];
		break;
	case DT_SUBR_BCOPY:
		dt_cg_subr_dest(cg, slots[1], slots[2]);
		dt_cg_subr_read(cg, slots[0], BPF_FUNC_probe_read_kernel);
		s = slots[0];
		break;
	case DT_SUBR_D_PATH:
		dt_cg_subr_dpath(cg, s = slots[0], slots[0],
		    dt_cg_newtstring(cg));
		break;
	case DT_SUBR_MNT_PATH:
		dt_cg_subr_mntpath(cg, slots);
		s = slots[0];
		break;
	case DT_SUBR_BIO_INODE:
		dt_cg_subr_bioinode(cg, s = slots[0]);
		break;
	case DT_SUBR_MM_RSS:
		dt_cg_subr_mmrss(cg, s = slots[0]);
		break;
	case DT_SUBR_SB_MOUNT:
		dt_cg_subr_sbmount(cg, s = slots[0]);
		break;
	case DT_SUBR_PSARGS:
		dt_cg_subr_psargs(cg, s = slots[0]);
		break;
	case DT_SUBR_WALLTIME:	/* + (wall clock - monotonic clock) */
		dt_cg_ld(cg, R(0), s = slots[0]);
		dt_prog_emit_ldimm64(cg->cg_prog, R(1), cg->cg_dtp->dt_walloff);
		dt_cg_emit(cg, BPF_ALU64_REG(BPF_ADD, R(0), R(1)));
		dt_cg_st(cg, s, R(0));
		break;
	case DT_SUBR_UWORD:	/* a failed read leaves the word zeroed */
		s = slots[0];
		dt_cg_ld(cg, R(3), s);
		dt_cg_slotaddr(cg, R(1), s);
		dt_cg_emit(cg, BPF_MOV64_IMM(R(2), 8));
		dt_cg_helper(cg, BPF_FUNC_probe_read_user);
		break;
	case DT_SUBR_PAGESIZE:	/* the kernel's, which is dtrace's */
		s = dt_cg_newslot(cg);
		dt_cg_loadimm(cg, R(0), (uint64_t)getpagesize());
		dt_cg_st(cg, s, R(0));
		break;
	case DT_SUBR_PCPUSUM:
		dt_cg_subr_pcpusum(cg, s = slots[0]);
		break;
	default:			/* DT_SUBR_PROGENYOF */
		dt_cg_subr_progeny(cg, s = slots[0]);
		break;
	}
	for (i = 0; i < DT_SUBR_MAXARGS; i++)
		if (slots[i] >= 0 && slots[i] != s)
			dt_cg_freeslot(cg, slots[i]);
	return s;
}
