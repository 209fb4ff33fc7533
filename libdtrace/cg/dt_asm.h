/*
 * dt_asm.h -- building BPF programs: the instruction buffer and the
 * instruction constructors the code generator writes with.
 *
 * A dt_prog_t is a growable array of struct bpf_insn plus the relocations
 * the linker (dt_link.c) resolves before loading: calls to support functions
 * precompiled from libdtrace/bpf/, and references to maps by name.  Labels
 * are small integers; a jump to a label is recorded and patched when the
 * label is placed (dt_prog_label_here), so the code generator never counts
 * instructions by hand.
 */
#ifndef DT_ASM_H
#define DT_ASM_H

#include <stdint.h>
#include <stddef.h>
#include <linux/bpf.h>

/* Relocation kinds resolved by the linker. */
enum {
	DT_RELOC_CALL = 1,	/* insn is a pseudo call; target is a support
				   function named dr_name */
	DT_RELOC_MAP_FD,	/* insn is ld_imm64; load the fd of map dr_name */
	DT_RELOC_MAP_VALUE	/* insn is ld_imm64; address of map dr_name's
				   value + dr_off (array maps only) */
};

typedef struct dt_reloc {
	int dr_kind;
	uint32_t dr_insn;	/* index of the instruction to patch */
	const char *dr_name;	/* support function or map name (static
				   storage or owned by the program's owner) */
	int32_t dr_off;
} dt_reloc_t;

typedef struct dt_prog {
	struct bpf_insn *dp_insns;
	uint32_t dp_ninsns, dp_capinsns;
	dt_reloc_t *dp_relocs;
	uint32_t dp_nrelocs, dp_caprelocs;
	/* labels: dp_labels[l] = insn index, or -1 while unplaced */
	int32_t *dp_labels;
	uint32_t dp_nlabels, dp_caplabels;
	struct dt_fixup { uint32_t insn; uint32_t label; } *dp_fixups;
	uint32_t dp_nfixups, dp_capfixups;
	/* the D variables its clauses use, for -S (dt_vartab.c) */
	struct dt_progvar *dp_vars;
	uint32_t dp_nvars, dp_capvars;
} dt_prog_t;

/*
 * A D variable one clause of a program uses: recorded by the code
 * generator as it reads or writes the variable (dt_vartab_use), one
 * entry a clause and variable.  The identifier lives as long as the
 * handle.
 */
#define DT_PV_READ	0x1		/* read, or its address taken */
#define DT_PV_WRITE	0x2		/* assigned */
typedef struct dt_progvar {
	const struct dt_ident *pv_ident;
	uint32_t pv_from, pv_to;	/* the clause's instructions */
	unsigned pv_flags;		/* DT_PV_* */
} dt_progvar_t;

void dt_prog_init(dt_prog_t *);
void dt_prog_fini(dt_prog_t *);
uint32_t dt_prog_emit(dt_prog_t *, struct bpf_insn);
/* ld_imm64 takes two slots */
uint32_t dt_prog_emit_ldimm64(dt_prog_t *, int reg, uint64_t imm);
void dt_prog_emit_map_fd(dt_prog_t *, int reg, int fd);
void dt_prog_reloc(dt_prog_t *, int kind, uint32_t insn, const char *name,
    int32_t off);
uint32_t dt_prog_label_new(dt_prog_t *);
void dt_prog_label_here(dt_prog_t *, uint32_t label);
/* emit a jump insn (any BPF_JMP op) whose offset targets a label */
void dt_prog_emit_jump(dt_prog_t *, struct bpf_insn, uint32_t label);
/* patch all jumps; returns -1 if a label was never placed, -2 if a jump
   is farther than a 16-bit offset reaches */
int dt_prog_resolve_labels(dt_prog_t *);

/* Instruction constructors (register numbers are BPF_REG_*). */
#define DT_INSN(c, d, s, o, i) \
	((struct bpf_insn){ .code = (c), .dst_reg = (d), .src_reg = (s), \
	    .off = (o), .imm = (i) })

#define BPF_ALU64_REG(op, d, s)	DT_INSN(BPF_ALU64 | BPF_OP(op) | BPF_X, d, s, 0, 0)
#define BPF_ALU64_IMM(op, d, i)	DT_INSN(BPF_ALU64 | BPF_OP(op) | BPF_K, d, 0, 0, i)
#define BPF_ALU32_REG(op, d, s)	DT_INSN(BPF_ALU | BPF_OP(op) | BPF_X, d, s, 0, 0)
#define BPF_ALU32_IMM(op, d, i)	DT_INSN(BPF_ALU | BPF_OP(op) | BPF_K, d, 0, 0, i)
#define BPF_NEG64(d)		DT_INSN(BPF_ALU64 | BPF_NEG, d, 0, 0, 0)
#define BPF_MOV64_REG(d, s)	DT_INSN(BPF_ALU64 | BPF_MOV | BPF_X, d, s, 0, 0)
#define BPF_MOV64_IMM(d, i)	DT_INSN(BPF_ALU64 | BPF_MOV | BPF_K, d, 0, 0, i)
#define BPF_MOV32_REG(d, s)	DT_INSN(BPF_ALU | BPF_MOV | BPF_X, d, s, 0, 0)
/* signed division/modulo (cpu v4, off = 1) is avoided: older kernels lack it */
#define BPF_LDX_MEM(sz, d, s, o) DT_INSN(BPF_LDX | BPF_SIZE(sz) | BPF_MEM, d, s, o, 0)
#define BPF_STX_MEM(sz, d, s, o) DT_INSN(BPF_STX | BPF_SIZE(sz) | BPF_MEM, d, s, o, 0)
#define BPF_ST_MEM(sz, d, o, i)	DT_INSN(BPF_ST | BPF_SIZE(sz) | BPF_MEM, d, 0, o, i)
#define BPF_JMP_REG(op, d, s, o) DT_INSN(BPF_JMP | BPF_OP(op) | BPF_X, d, s, o, 0)
#define BPF_JMP_IMM(op, d, i, o) DT_INSN(BPF_JMP | BPF_OP(op) | BPF_K, d, 0, o, i)
#define BPF_JMP_A(o)		DT_INSN(BPF_JMP | BPF_JA, 0, 0, o, 0)
#define BPF_CALL_HELPER(id)	DT_INSN(BPF_JMP | BPF_CALL, 0, 0, 0, id)
#define BPF_CALL_PSEUDO()	DT_INSN(BPF_JMP | BPF_CALL, 0, BPF_PSEUDO_CALL, 0, -1)
#define BPF_EXIT_INSN()		DT_INSN(BPF_JMP | BPF_EXIT, 0, 0, 0, 0)
#define BPF_ATOMIC_ADD(sz, d, s, o) \
	DT_INSN(BPF_STX | BPF_SIZE(sz) | BPF_ATOMIC, d, s, o, BPF_ADD)
#define BPF_ATOMIC_AND(sz, d, s, o) \
	DT_INSN(BPF_STX | BPF_SIZE(sz) | BPF_ATOMIC, d, s, o, BPF_AND)

#endif
