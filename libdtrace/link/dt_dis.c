/*
 * dt_dis.c -- BPF disassembler (see dt_dis.h for the listing layout).
 *
 * The instruction encoding.  Every instruction is 8 bytes:
 *
 *	struct bpf_insn { u8 code; u8 dst_reg:4, src_reg:4; s16 off;
 *			  s32 imm; }
 *
 * except ld_imm64, which takes two: the second slot (code 0) holds the
 * upper 32 bits of the constant in its imm.  The low 3 bits of code are
 * the class:
 *
 *   LD 0, LDX 1, ST 2, STX 3	loads, stores: code = class | size | mode
 *	size (0x18): W 0x00 (4 bytes), H 0x08, B 0x10, DW 0x18
 *	mode (0xe0): IMM 0x00 (ld_imm64), ABS 0x20 and IND 0x40 (legacy
 *	packet loads), MEM 0x60, MEMSX 0x80 (sign-extending load, cpu v4),
 *	ATOMIC 0xc0 (STX only; imm says which operation: ADD 0x00, OR 0x40,
 *	AND 0x50, XOR 0xa0, each | FETCH 0x01 to return the old value in
 *	src; XCHG 0xe1; CMPXCHG 0xf1, comparing with and returning in r0).
 *	LDX: dst = *(size *)(src + off); ST: *(size *)(dst + off) = imm;
 *	STX: *(size *)(dst + off) = src.
 *   ALU 4 (32-bit), ALU64 7	code = class | op | source
 *	source (0x08): K 0x00 (operand is imm), X 0x08 (operand is src)
 *	op (0xf0): ADD 0x00, SUB 0x10, MUL 0x20, DIV 0x30, OR 0x40, AND 0x50,
 *	LSH 0x60, RSH 0x70, NEG 0x80, MOD 0x90, XOR 0xa0, MOV 0xb0,
 *	ARSH 0xc0, END 0xd0 (byte swap of imm = 16, 32 or 64 bits: in ALU,
 *	source X means to big endian, K to little endian; in ALU64 it is an
 *	unconditional swap, cpu v4).  cpu v4 also uses off: DIV and MOD with
 *	off 1 are signed; MOV X with off 8, 16 or 32 sign-extends src.
 *	32-bit operations zero the upper half of dst; this listing shows
 *	their operands as %wN.
 *   JMP 5, JMP32 6		code = class | op | source
 *	op: JA 0x00, JEQ 0x10, JGT 0x20, JGE 0x30, JSET 0x40, JNE 0x50,
 *	JSGT 0x60, JSGE 0x70, CALL 0x80, EXIT 0x90, JLT 0xa0, JLE 0xb0,
 *	JSLT 0xc0, JSLE 0xd0, JCOND 0xe0 (may_goto).  A jump goes to
 *	pc + 1 + off (JMP32 JA, "gotol": pc + 1 + imm).  CALL: src_reg 0
 *	calls helper number imm; BPF_PSEUDO_CALL (1) calls the BPF function
 *	at pc + 1 + imm; BPF_PSEUDO_KFUNC_CALL (2) the kernel function of
 *	BTF id imm.  JMP32 compares the low 32 bits only.
 *
 * ld_imm64's src_reg says what the constant is: 0 a number,
 * BPF_PSEUDO_MAP_FD (1) the map whose fd is imm, BPF_PSEUDO_MAP_VALUE
 * (2) the address of map imm's value + the second slot's imm, and
 * BTF_ID (3), FUNC (4, at pc + 1 + imm), MAP_IDX (5), MAP_IDX_VALUE (6).
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "link/dt_dis.h"

#ifndef BPF_MEMSX
#define BPF_MEMSX		0x80
#endif
#ifndef BPF_JCOND
#define BPF_JCOND		0xe0
#endif
#ifndef BPF_PSEUDO_KFUNC_CALL
#define BPF_PSEUDO_KFUNC_CALL	2
#endif
#define DIS_LDIMM64		(BPF_LD | BPF_IMM | BPF_DW)
#define DIS_COMMENT_COL		30	/* where "! ..." comments go */

/* The helpers whose names we print; others are "helper#N". */
static const char *const dis_helpers[] = {
	[1] = "map_lookup_elem",	[2] = "map_update_elem",
	[3] = "map_delete_elem",	[4] = "probe_read",
	[5] = "ktime_get_ns",		[6] = "trace_printk",
	[7] = "get_prandom_u32",	[8] = "get_smp_processor_id",
	[12] = "tail_call",		[14] = "get_current_pid_tgid",
	[15] = "get_current_uid_gid",	[16] = "get_current_comm",
	[22] = "perf_event_read",	[25] = "perf_event_output",
	[27] = "get_stackid",		[35] = "get_current_task",
	[36] = "probe_write_user",	[42] = "get_numa_node_id",
	[45] = "probe_read_str",	[58] = "override_return",
	[67] = "get_stack",		[80] = "get_current_cgroup_id",
	[87] = "map_push_elem",		[88] = "map_pop_elem",
	[89] = "map_peek_elem",		[93] = "spin_lock",
	[94] = "spin_unlock",		[109] = "send_signal",
	[112] = "probe_read_user",	[113] = "probe_read_kernel",
	[114] = "probe_read_user_str",	[115] = "probe_read_kernel_str",
	[117] = "send_signal_thread",	[118] = "jiffies64",
	[120] = "get_ns_current_pid_tgid",
	[123] = "get_current_ancestor_cgroup_id",
	[125] = "ktime_get_boot_ns",	[130] = "ringbuf_output",
	[131] = "ringbuf_reserve",	[132] = "ringbuf_submit",
	[133] = "ringbuf_discard",	[141] = "get_task_stack",
	[148] = "copy_from_user",	[158] = "get_current_task_btf",
	[160] = "ktime_get_coarse_ns",	[164] = "for_each_map_elem",
	[165] = "snprintf",		[173] = "get_func_ip",
	[174] = "get_attach_cookie",	[181] = "loop",
	[182] = "strncmp",		[183] = "get_func_arg",
	[184] = "get_func_ret",		[185] = "get_func_arg_cnt",
	[208] = "ktime_get_tai_ns",
};

/* --- text output ---------------------------------------------------------- */

typedef struct dis_buf {
	char *buf;
	size_t len;
	size_t pos;		/* characters produced (maybe > len) */
} dis_buf_t;

static void
dis_vprintf(dis_buf_t *b, const char *fmt, va_list ap)
{
	size_t room = b->pos < b->len ? b->len - b->pos : 0;
	int n = vsnprintf(room ? b->buf + b->pos : NULL, room, fmt, ap);

	if (n > 0)
		b->pos += (size_t)n;
}

static void
dis_printf(dis_buf_t *b, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	dis_vprintf(b, fmt, ap);
	va_end(ap);
}

/* "   ! text", starting at DIS_COMMENT_COL (or one space further on) */
static void
dis_comment(dis_buf_t *b, const char *fmt, ...)
{
	int pad = b->pos < DIS_COMMENT_COL ? DIS_COMMENT_COL - (int)b->pos : 1;
	va_list ap;

	dis_printf(b, "%*s! ", pad, "");
	va_start(ap, fmt);
	dis_vprintf(b, fmt, ap);
	va_end(ap);
}

static void
dis_target(dis_buf_t *b, uint32_t i, int64_t rel)
{
	dis_comment(b, "-> %04lld", (long long)i + 1 + rel);
}

static void
dis_illegal(dis_buf_t *b)
{
	dis_printf(b, "(illegal opcode)");
}

/* register name: %r0-%r9 and %fp, or %w0-%w10 for 32-bit operands */
static const char *
dis_reg(char *s, unsigned r, int w32)
{
	if (r == BPF_REG_10 && !w32)
		strcpy(s, "%fp");
	else
		snprintf(s, 8, "%%%c%u", w32 ? 'w' : 'r', r & 0xf);
	return s;
}

static const char *
dis_size(uint8_t code)
{
	switch (BPF_SIZE(code)) {
	case BPF_B:
		return "b";
	case BPF_H:
		return "h";
	case BPF_W:
		return "w";
	default:
		return "dw";
	}
}

/* --- ALU ---------------------------------------------------------------- */

static void
dis_end(dis_buf_t *b, const struct bpf_insn *in)
{
	char d[8];
	const char *name;

	if (in->imm != 16 && in->imm != 32 && in->imm != 64) {
		dis_illegal(b);
		return;
	}
	if (BPF_CLASS(in->code) == BPF_ALU64) {
		if (BPF_SRC(in->code) != BPF_K) {
			dis_illegal(b);
			return;
		}
		name = "bswap";
	} else
		name = BPF_SRC(in->code) == BPF_X ? "be" : "le";
	dis_printf(b, "%s%d %s", name, in->imm, dis_reg(d, in->dst_reg, 0));
}

/* the name of an ALU op, with the cpu v4 variants that use off */
static const char *
dis_alu_name(const struct bpf_insn *in, int w32)
{
	static const char *const names[16] = {
		"add", "sub", "mul", "div", "or", "and", "lsh", "rsh",
		"neg", "mod", "xor", "mov", "arsh", NULL, NULL, NULL
	};
	uint8_t op = BPF_OP(in->code);

	if (in->off == 0)
		return names[op >> 4];
	if (op == BPF_DIV && in->off == 1)
		return "sdiv";
	if (op == BPF_MOD && in->off == 1)
		return "smod";
	if (op == BPF_MOV && BPF_SRC(in->code) == BPF_X) {
		if (in->off == 8)
			return "movsx8";
		if (in->off == 16)
			return "movsx16";
		if (in->off == 32 && !w32)
			return "movsx32";
	}
	return NULL;
}

static void
dis_alu(dis_buf_t *b, const struct bpf_insn *in)
{
	int w32 = BPF_CLASS(in->code) == BPF_ALU;
	const char *name;
	char d[8], s[8];

	if (BPF_OP(in->code) == BPF_END) {
		dis_end(b, in);
		return;
	}
	name = dis_alu_name(in, w32);
	if (name == NULL) {
		dis_illegal(b);
		return;
	}
	dis_reg(d, in->dst_reg, w32);
	if (BPF_OP(in->code) == BPF_NEG)
		dis_printf(b, "%-4s %s", name, d);
	else if (BPF_SRC(in->code) == BPF_X)
		dis_printf(b, "%-4s %s, %s", name, d,
		    dis_reg(s, in->src_reg, w32));
	else
		dis_printf(b, "%-4s %s, %d", name, d, in->imm);
}

/* --- jumps and calls ------------------------------------------------------ */

static void
dis_call(dis_buf_t *b, const struct bpf_insn *in, uint32_t i,
    const char *rname)
{
	int32_t id = in->imm;
	size_t nh = sizeof(dis_helpers) / sizeof(dis_helpers[0]);

	switch (in->src_reg) {
	case 0:
		if (id >= 0 && (size_t)id < nh && dis_helpers[id] != NULL)
			dis_printf(b, "call bpf_%s", dis_helpers[id]);
		else
			dis_printf(b, "call helper#%d", id);
		return;
	case BPF_PSEUDO_CALL:
		if (rname == NULL) {
			dis_printf(b, "call %d", id);
			dis_target(b, i, id);
		} else {
			dis_printf(b, "call %s", rname);
			if (id != -1)	/* -1: not linked yet */
				dis_target(b, i, id);
		}
		return;
	case BPF_PSEUDO_KFUNC_CALL:
		dis_printf(b, "call kfunc#%d", id);
		return;
	default:
		dis_illegal(b);
	}
}

static void
dis_jmp(dis_buf_t *b, const struct bpf_insn *in, uint32_t i,
    const char *rname)
{
	static const char *const names[16] = {
		"ja", "jeq", "jgt", "jge", "jset", "jne", "jsgt", "jsge",
		NULL, NULL, "jlt", "jle", "jslt", "jsle", NULL, NULL
	};
	int w32 = BPF_CLASS(in->code) == BPF_JMP32;
	uint8_t op = BPF_OP(in->code);
	char d[8], s[8];

	if (op == BPF_JA && w32) {
		dis_printf(b, "gotol %d", in->imm);
		dis_target(b, i, in->imm);
	} else if (op == BPF_JA) {
		if (in->off == 0) {
			dis_printf(b, "nop");
			return;
		}
		dis_printf(b, "%-4s %d", "ja", in->off);
		dis_target(b, i, in->off);
	} else if (op == BPF_CALL && !w32) {
		dis_call(b, in, i, rname);
	} else if (op == BPF_EXIT && !w32) {
		dis_printf(b, "exit");
	} else if (op == BPF_JCOND && !w32 && in->src_reg == 0) {
		dis_printf(b, "may_goto %d", in->off);
		dis_target(b, i, in->off);
	} else if (names[op >> 4] == NULL) {
		dis_illegal(b);
	} else {
		dis_printf(b, "%-4s %s, ", names[op >> 4],
		    dis_reg(d, in->dst_reg, w32));
		if (BPF_SRC(in->code) == BPF_X)
			dis_printf(b, "%s, %d", dis_reg(s, in->src_reg, w32),
			    in->off);
		else
			dis_printf(b, "%d, %d", in->imm, in->off);
		dis_target(b, i, in->off);
	}
}

/* --- loads and stores ----------------------------------------------------- */

static void
dis_ldimm64(dis_buf_t *b, const struct bpf_insn *in, uint32_t i)
{
	char d[8];

	if (in->src_reg > 6) {
		dis_illegal(b);
		return;
	}
	dis_printf(b, "lddw %s, ", dis_reg(d, in->dst_reg, 0));
	switch (in->src_reg) {
	case 0:
		dis_printf(b, "0x%08x%08x", (uint32_t)in[1].imm,
		    (uint32_t)in[0].imm);
		break;
	case BPF_PSEUDO_MAP_FD:
		dis_printf(b, "map_fd(%d)", in->imm);
		break;
	case BPF_PSEUDO_MAP_VALUE:
		dis_printf(b, "map_value(%d)%+d", in->imm, in[1].imm);
		break;
	case 3:
		dis_printf(b, "btf_id(%d)", in->imm);
		break;
	case 4:
		dis_printf(b, "func(%d)", in->imm);
		dis_target(b, i, in->imm);
		break;
	case 5:
		dis_printf(b, "map_idx(%d)", in->imm);
		break;
	default:	/* 6 */
		dis_printf(b, "map_idx_value(%d)%+d", in->imm, in[1].imm);
		break;
	}
}

static void
dis_ld(dis_buf_t *b, const struct bpf_insn *in, uint32_t i)
{
	char s[8];

	switch (BPF_MODE(in->code)) {
	case BPF_IMM:
		if (BPF_SIZE(in->code) == BPF_DW)
			dis_ldimm64(b, in, i);
		else
			dis_illegal(b);
		return;
	case BPF_ABS:
		dis_printf(b, "ldabs%s %d", dis_size(in->code), in->imm);
		return;
	case BPF_IND:
		dis_printf(b, "ldind%s [%s%+d]", dis_size(in->code),
		    dis_reg(s, in->src_reg, 0), in->imm);
		return;
	default:
		dis_illegal(b);
	}
}

static void
dis_ldx(dis_buf_t *b, const struct bpf_insn *in)
{
	const char *sx = BPF_MODE(in->code) == BPF_MEMSX ? "s" : "";
	char d[8], s[8], name[8];

	if (BPF_MODE(in->code) != BPF_MEM &&
	    (BPF_MODE(in->code) != BPF_MEMSX || BPF_SIZE(in->code) == BPF_DW)) {
		dis_illegal(b);
		return;
	}
	snprintf(name, sizeof(name), "ld%s%s", sx, dis_size(in->code));
	dis_printf(b, "%-4s %s, [%s%+d]", name, dis_reg(d, in->dst_reg, 0),
	    dis_reg(s, in->src_reg, 0), in->off);
}

static void
dis_st(dis_buf_t *b, const struct bpf_insn *in)
{
	char d[8], name[8];

	if (BPF_MODE(in->code) != BPF_MEM) {
		dis_illegal(b);
		return;
	}
	snprintf(name, sizeof(name), "st%s", dis_size(in->code));
	dis_printf(b, "%-4s [%s%+d], %d", name, dis_reg(d, in->dst_reg, 0),
	    in->off, in->imm);
}

static void
dis_atomic(dis_buf_t *b, const struct bpf_insn *in)
{
	int w32 = BPF_SIZE(in->code) == BPF_W;
	int fetch = (in->imm & BPF_FETCH) != 0;
	const char *op;
	char d[8], s[8];

	switch (in->imm & ~BPF_FETCH) {
	case BPF_ADD: op = fetch ? "fetch_add" : "add"; break;
	case BPF_OR: op = fetch ? "fetch_or" : "or"; break;
	case BPF_AND: op = fetch ? "fetch_and" : "and"; break;
	case BPF_XOR: op = fetch ? "fetch_xor" : "xor"; break;
	case BPF_XCHG & ~BPF_FETCH: op = fetch ? "xchg" : NULL; break;
	case BPF_CMPXCHG & ~BPF_FETCH: op = fetch ? "cmpxchg" : NULL; break;
	default: op = NULL;
	}
	if (op == NULL || (!w32 && BPF_SIZE(in->code) != BPF_DW)) {
		dis_illegal(b);
		return;
	}
	dis_reg(s, in->src_reg, w32);
	dis_printf(b, "atomic_%s%s [%s%+d], %s", op, w32 ? "32" : "64",
	    dis_reg(d, in->dst_reg, 0), in->off, s);
	if (in->imm == BPF_CMPXCHG)	/* compares with r0, returns in r0 */
		dis_comment(b, "%s = old", w32 ? "%w0" : "%r0");
	else if (fetch)
		dis_comment(b, "%s = old", s);
}

static void
dis_stx(dis_buf_t *b, const struct bpf_insn *in)
{
	char d[8], s[8], name[8];

	if (BPF_MODE(in->code) == BPF_ATOMIC) {
		dis_atomic(b, in);
		return;
	}
	if (BPF_MODE(in->code) != BPF_MEM) {
		dis_illegal(b);
		return;
	}
	snprintf(name, sizeof(name), "st%s", dis_size(in->code));
	dis_printf(b, "%-4s [%s%+d], %s", name, dis_reg(d, in->dst_reg, 0),
	    in->off, dis_reg(s, in->src_reg, 0));
}

/* --- one instruction, and the listing ----------------------------------- */

static void
dis_text(char *buf, size_t len, const struct bpf_insn *insns, uint32_t i,
    const char *rname)
{
	const struct bpf_insn *in = &insns[i];
	dis_buf_t b = { buf, len, 0 };

	if (len == 0)
		return;
	buf[0] = '\0';
	if (i > 0 && in->code == 0 && insns[i - 1].code == DIS_LDIMM64)
		return;		/* second slot of a ld_imm64 */
	switch (BPF_CLASS(in->code)) {
	case BPF_LD: dis_ld(&b, in, i); break;
	case BPF_LDX: dis_ldx(&b, in); break;
	case BPF_ST: dis_st(&b, in); break;
	case BPF_STX: dis_stx(&b, in); break;
	case BPF_ALU:
	case BPF_ALU64: dis_alu(&b, in); break;
	default: dis_jmp(&b, in, i, rname); break;
	}
}

void
dt_dis_insn(char *buf, size_t len, const struct bpf_insn *insns, uint32_t i)
{
	dis_text(buf, len, insns, i, NULL);
}

static void
dis_prefix(FILE *fp, uint32_t i, const struct bpf_insn *in)
{
	fprintf(fp, "%04u %05u: %02x %01x %01x %04x %08x", i, i * 8,
	    in->code, in->dst_reg, in->src_reg, (uint16_t)in->off,
	    (uint32_t)in->imm);
}

/* what a relocation names, for the listing: "name" or "name+off" */
static void
dis_relname(char *buf, size_t len, const dt_reloc_t *r)
{
	buf[0] = '\0';
	if (r == NULL || r->dr_name == NULL)
		return;
	if (r->dr_kind == DT_RELOC_MAP_VALUE && r->dr_off != 0)
		snprintf(buf, len, "%s%+d", r->dr_name, r->dr_off);
	else
		snprintf(buf, len, "%s", r->dr_name);
}

/* print instruction i (two lines for a ld_imm64); returns slots used */
static uint32_t
dis_line(FILE *fp, const struct bpf_insn *insns, uint32_t n, uint32_t i,
    const dt_reloc_t *r)
{
	char text[256], name[256];

	dis_relname(name, sizeof(name), r);
	dis_prefix(fp, i, &insns[i]);
	if (insns[i].code == DIS_LDIMM64 && i + 1 >= n) {
		fprintf(fp, "    (truncated ld_imm64)\n");
		return 1;
	}
	dis_text(text, sizeof(text), insns, i,
	    r && r->dr_kind == DT_RELOC_CALL ? r->dr_name : NULL);
	fprintf(fp, "    %s\n", text);
	if (insns[i].code != DIS_LDIMM64)
		return 1;
	dis_prefix(fp, i + 1, &insns[i + 1]);
	if (name[0] != '\0')
		fprintf(fp, "    %*s! %s", DIS_COMMENT_COL, "", name);
	fprintf(fp, "\n");
	return 2;
}

static void
dis_listing(FILE *fp, const char *title, const struct bpf_insn *insns,
    uint32_t n, const dt_reloc_t *const *rel)
{
	uint32_t i;

	if (title == NULL || title[0] == '\0')
		title = "Disassembly";
	fprintf(fp, "\n%s%s\n", title,
	    title[strlen(title) - 1] == ':' ? "" : ":");
	fprintf(fp, "%-4s %-5s  %-20s    %s\n", "INS", "OFF", "OPCODE",
	    "INSTRUCTION");
	for (i = 0; i < n; )
		i += dis_line(fp, insns, n, i, rel ? rel[i] : NULL);
	fprintf(fp, "\n");
}

void
dt_dis(FILE *fp, const char *title, const struct bpf_insn *insns, uint32_t n)
{
	dis_listing(fp, title, insns, n, NULL);
}

void
dt_dis_prog(FILE *fp, const char *title, const dt_prog_t *prog)
{
	const dt_reloc_t **rel;
	uint32_t i;

	rel = calloc(prog->dp_ninsns + 1, sizeof(*rel));
	if (rel != NULL) {
		for (i = 0; i < prog->dp_nrelocs; i++) {
			const dt_reloc_t *r = &prog->dp_relocs[i];

			if (r->dr_insn < prog->dp_ninsns)
				rel[r->dr_insn] = r;
		}
	}
	dis_listing(fp, title, prog->dp_insns, prog->dp_ninsns, rel);
	free(rel);
}
