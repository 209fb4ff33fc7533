/*
 * dt_dis.h -- BPF disassembler (dtrace -S).
 *
 * A listing, laid out like Oracle's Linux DTrace:
 *
 *	Disassembly of clause dtrace:::BEGIN:
 *	INS  OFF    OPCODE                  INSTRUCTION
 *	0000 00000: b7 1 0 0000 00000005    mov  %r1, 5
 *	0001 00008: 61 0 a fffc 00000000    ldw  %r0, [%fp-4]
 *	0002 00016: 95 0 0 0000 00000000    exit
 *
 * INS is the instruction index, OFF its byte offset, then the raw fields
 * (code, dst_reg, src_reg, off, imm in hex), then the instruction, with
 * comments such as a jump's target ("! -> 0012") from its 30th column.
 * Operands of 32-bit operations are shown as %w0-%w10.  A ld_imm64 takes
 * two lines, the second naming the map it loads, if known.
 */
#ifndef DT_DIS_H
#define DT_DIS_H

#include <stdint.h>
#include <stdio.h>
#include <linux/bpf.h>

#include "cg/dt_asm.h"

/*
 * Print a listing of insns[0..n) under the heading title (e.g.
 * "Disassembly of clause dtrace:::BEGIN"; a colon is added if it does not
 * end in one), preceded and followed by a blank line.
 */
void dt_dis(FILE *fp, const char *title, const struct bpf_insn *insns,
    uint32_t n);

/*
 * The same for a program, naming the support function of each
 * DT_RELOC_CALL call and the map of each map relocation.
 */
void dt_dis_prog(FILE *fp, const char *title, const dt_prog_t *prog);

/*
 * The text of instruction i alone (mnemonic, operands and a "! ..."
 * comment, such as a jump's target; no index, raw bytes or newline) into
 * buf (always NUL-terminated, truncated to len).  A ld_imm64 at i reads
 * insns[i + 1] too, which must exist; the second slot of a ld_imm64 gives
 * an empty string.
 */
void dt_dis_insn(char *buf, size_t len, const struct bpf_insn *insns,
    uint32_t i);

#endif
