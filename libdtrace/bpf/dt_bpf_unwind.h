/*
 * dt_bpf_unwind.h -- the tables of the in-kernel user stack unwinder,
 * shared by its BPF side (dt_bpf_unwind.c), the code that calls it
 * (dt_cg_stack.c) and the consumer that fills them (dt_kunwind.c).
 *
 * An object's call frame information (.eh_frame) is compiled by the
 * consumer into rows: from a row's pc up to the next row's, the
 * Canonical Frame Address is a register (rsp or rbp) plus an offset, the
 * return address is the word below the CFA, and the caller's rbp is
 * either where it was or saved at an offset from the CFA.  That is every
 * rule gcc and clang write for x86-64 code outside hand-written assembly;
 * a rule the row cannot say (a DWARF expression, an unusual register) is
 * a DT_UW_NONE row, where the unwinder follows the frame pointer instead.
 *
 *	dt_uwrows	array of struct dt_uw_row: every object's rows, each
 *			object's a contiguous run sorted by pc (object-
 *			relative: the pc minus the mapping's load bias)
 *	dt_uwprocs	hash, tgid -> struct dt_uw_proc: the process's
 *			executable mappings that have rows, sorted by start
 *	dt_uwwant	hash, tgid -> 0: processes whose stacks were walked
 *			without rows (none loaded yet, or a pc in no mapping
 *			of theirs), for the consumer to load
 */
#ifndef DT_BPF_UNWIND_H
#define DT_BPF_UNWIND_H

/* ur_kind */
#define DT_UW_NONE	0	/* no rule: follow the frame pointer */
#define DT_UW_END	1	/* the outermost frame: no caller */
#define DT_UW_RSP	2	/* CFA = rsp + 8 * ur_cfa */
#define DT_UW_RBP	3	/* CFA = rbp + 8 * ur_cfa */
#define DT_UW_PLT	4	/* a PLT entry: CFA = rsp + 8, + 8 from its
				   12th byte on (the push of the lazy
				   binding stub) */

struct dt_uw_row {
	unsigned int ur_pc;	/* the first pc of the rule */
	short ur_cfa;		/* the CFA's offset from its register / 8 */
	signed char ur_rbp;	/* rbp saved at CFA + 8 * ur_rbp; 0: kept */
	unsigned char ur_kind;	/* DT_UW_* */
};

/* the mappings a process's entry has room for (more fall back to the
   frame pointer); a power of two, for the binary search */
#define DT_UW_MAXMAPS	64
#define DT_UW_MAPBITS	6
/* the binary search of an object's rows takes up to 2^DT_UW_ROWBITS */
#define DT_UW_ROWBITS	22

struct dt_uw_map {
	unsigned long long um_start, um_end;	/* [start, end) */
	unsigned long long um_bias;		/* pc - bias: object-relative */
	unsigned int um_row, um_nrows;		/* its rows in dt_uwrows */
};

struct dt_uw_proc {
	unsigned int up_n;			/* mappings in up_maps */
	unsigned int up_pad;
	struct dt_uw_map up_maps[DT_UW_MAXMAPS];
};

#endif
