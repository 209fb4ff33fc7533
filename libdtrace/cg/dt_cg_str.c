/*
 * dt_cg_str.c -- code for calls to D's string and byte-order subroutines,
 * and basename, dirname and cleanpath (prototypes: dt_subr.c; the others
 * of dt_subr.c's table are in dt_cg_subr.c).
 *
 * The byte-order functions, rand(), getmajor() and getminor() are a few
 * inline instructions.  The string functions evaluate their arguments
 * (strings as D strings: a char array or char * is first copied into a
 * temporary string, a bad address faulting), then call a support function
 * of libdtrace/bpf/dt_bpf_str.c with
 *
 *	r1 ...	the destination, a temporary string in dt_mem, for functions
 *		that return a string; the arguments; scratch in dt_mem
 *	last	strsize (a constant: the verifier bounds the loops with it)
 *
 * A string result is the temporary's address.  DTrace's NULL string
 * (strtok past the last token, strchr of a character not there) is the
 * empty string here: DTrace compares NULL equal to "", and a string
 * value must always point to a buffer.
 *
 * String scratch, per CPU in dt_mem at cg_strscroff (dt_cg_str_scratchsize
 * bytes, after everything else, so that a helper's variable-length write
 * into the last temporary string is provably inside the map value):
 *
 *	SCR_TOK		strtok's string (DT_STRBUF) and its offset (8)
 *	SCR_MAP		strtok's delimiter bitmap (32) and its scan's
 *			token bounds (32: dt_bpf_str.c)
 *	SCR_BUF		a string's worth of scratch (at least 72 bytes:
 *			lltostr's digits)
 *	SCR_WORK	index/rindex: text, pattern and their reversals in
 *			buffers of np2 bytes (strsize rounded up to a power
 *			of two), then the failure table (2 * np2), then
 *			the search's two positions (16: dt_bpf_str.c);
 *			cleanpath: its output (2 * np2), then its stack of
 *			component positions (2 * np2), then at 6 * np2
 *			its pass's state (64: dt_bpf_path.c);
 *			basename and dirname: their pass's state (48)
 */
#include <string.h>

#include "dt_impl.h"
#include "cg/dt_cg.h"
#include "check/dt_subr.h"
#include "types/dt_ident.h"

#define R(n)	BPF_REG_##n

static uint32_t
dt_cg_str_np2(const dtrace_hdl_t *dtp)
{
	uint32_t n = 8;

	while (n < DT_STRBUF(dtp))
		n <<= 1;
	return n;
}

#define SCR_TOK(dtp)	0
#define SCR_MAP(dtp)	(DT_STRBUF(dtp) + 8)
#define SCR_BUF(dtp)	(SCR_MAP(dtp) + 64)
#define SCR_BUFSIZE(dtp) (DT_STRBUF(dtp) > 72 ? DT_STRBUF(dtp) : 72)
#define SCR_WORK(dtp)	(SCR_BUF(dtp) + SCR_BUFSIZE(dtp))

uint32_t
dt_cg_str_scratchsize(const dtrace_hdl_t *dtp)
{
	return SCR_WORK(dtp) + 6 * dt_cg_str_np2(dtp) + 64;
}

/* reg = &dt_mem[off] */
static void
dt_cg_str_memaddr(dt_cg_t *cg, int reg, uint32_t off)
{
	dt_cg_emit(cg, BPF_MOV64_REG(reg, R(9)));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, reg, (int32_t)off));
}

static void
dt_cg_str_scratch(dt_cg_t *cg, int reg, uint32_t off)
{
	dt_cg_str_memaddr(cg, reg, cg->cg_strscroff + off);
}

static void
dt_cg_str_size(dt_cg_t *cg, int reg)
{
	dt_cg_emit(cg, BPF_MOV64_IMM(reg, (int32_t)cg->cg_dtp->dt_opts.strbytes));
}

/*
 * A string argument as a D string: a D string or char array as
 * dt_cg_value() gives it, a char * copied into a temporary string.
 */
static int
dt_cg_str_arg(dt_cg_t *cg, dt_node_t *a)
{
	uint32_t off, ok;
	int s;

	if (dt_type_is_string(a->dn_ctype))
		return dt_cg_value(cg, a);
	s = dt_cg_value(cg, a);
	off = dt_cg_newtstring(cg);
	ok = dt_cg_newlabel(cg);
	dt_cg_str_memaddr(cg, R(1), off);
	dt_cg_emit(cg, BPF_ST_MEM(BPF_B, R(1), 0, 0));
	dt_cg_str_size(cg, R(2));
	dt_cg_ld(cg, R(3), s);
	dt_cg_helper(cg, BPF_FUNC_probe_read_kernel_str);
	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JSGE, R(0), 0, 0), ok);
	dt_cg_ld(cg, R(1), s);
	dt_cg_raise(cg, DT_FLT_BADADDR, R(1));
	dt_cg_setlabel(cg, ok);
	dt_cg_str_memaddr(cg, R(0), off);
	dt_cg_st(cg, s, R(0));
	return s;
}

/* Evaluate the arguments into slots; a NULL strtok string is -1. */
static int
dt_cg_str_args(dt_cg_t *cg, dt_node_t *n, const dt_subr_t *sr, int *slots)
{
	dt_node_t *a;
	int i = 0;

	for (a = n->dn_args; a != NULL; a = a->dn_next, i++) {
		if (sr->ds_args[i] == DT_SA_STR0 &&
		    (a->dn_flags & DT_NF_CONST) &&
		    dt_type_is_integer(a->dn_ctype))
			slots[i] = -1;
		else if (sr->ds_args[i] == DT_SA_INT)
			slots[i] = dt_cg_value(cg, a);
		else
			slots[i] = dt_cg_str_arg(cg, a);
	}
	return i;
}

/* Free the argument slots but keep (and return) one for the result. */
static int
dt_cg_str_done(dt_cg_t *cg, const int *slots, int nargs)
{
	int i, keep = -1;

	for (i = 0; i < nargs; i++) {
		if (slots[i] < 0)
			continue;
		if (keep < 0)
			keep = slots[i];
		else
			dt_cg_freeslot(cg, slots[i]);
	}
	return keep >= 0 ? keep : dt_cg_newslot(cg);
}

/* the inline ones: r0 = f(r0) */
static void
dt_cg_str_inline(dt_cg_t *cg, int id)
{
	static const struct { int id, bits; } swap[] = {
		{ DT_SUBR_HTONS, 16 }, { DT_SUBR_NTOHS, 16 },
		{ DT_SUBR_HTONL, 32 }, { DT_SUBR_NTOHL, 32 },
		{ DT_SUBR_HTONLL, 64 }, { DT_SUBR_NTOHLL, 64 },
	};
	size_t i;

	for (i = 0; i < sizeof(swap) / sizeof(swap[0]); i++) {
		if (swap[i].id != id)
			continue;
		/* network order is big-endian: a byte swap on little-endian
		   hosts, none on big-endian ones, as BPF_TO_BE does */
		dt_cg_emit(cg, (struct bpf_insn){ .code = BPF_ALU | BPF_END |
		    BPF_TO_BE, .dst_reg = R(0), .imm = swap[i].bits });
		return;
	}
	switch (id) {
	case DT_SUBR_GETMAJOR:		/* the kernel's dev_t: 12:20 bits */
		dt_cg_emit(cg, BPF_MOV32_REG(R(0), R(0)));
		dt_cg_emit(cg, BPF_ALU64_IMM(BPF_RSH, R(0), 20));
		break;
	case DT_SUBR_GETMINOR:
		dt_cg_emit(cg, BPF_ALU64_IMM(BPF_AND, R(0), 0xfffff));
		break;
	}
}

int
dt_cg_subr(dt_cg_t *cg, dt_node_t *n)
{
	dtrace_hdl_t *dtp = cg->cg_dtp;
	const dt_subr_t *sr = dt_subr_lookup(n->dn_str);
	int slots[DT_SUBR_MAXARGS] = { -1, -1, -1 }, nargs, s;
	uint32_t dst = 0, ok;
	bool isstr = n->dn_ctype->dt_kind == DT_TK_STRING;

	if (sr->ds_id == DT_SUBR_SPECULATION)
		return dt_cg_spec_alloc(cg);
	if (sr->ds_id >= DT_SUBR_INET_NTOA)	/* dt_cg_subr.c */
		return dt_cg_subr_more(cg, n, sr);
	if (sr->ds_id == DT_SUBR_RAND) {	/* int: the low 32 bits */
		s = dt_cg_newslot(cg);
		dt_cg_helper(cg, BPF_FUNC_get_prandom_u32);
		dt_cg_emit(cg, BPF_ALU64_IMM(BPF_LSH, R(0), 32));
		dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ARSH, R(0), 32));
		dt_cg_st(cg, s, R(0));
		return s;
	}
	nargs = dt_cg_str_args(cg, n, sr, slots);
	if (isstr) {
		dst = dt_cg_newtstring(cg);
		dt_cg_str_memaddr(cg, R(1), dst);
	}
	switch (sr->ds_id) {
	case DT_SUBR_STRLEN:
		dt_cg_ld(cg, R(1), slots[0]);
		dt_cg_str_scratch(cg, R(2), SCR_BUF(dtp));
		dt_cg_str_size(cg, R(3));
		dt_cg_libcall(cg, "dt_str_len");
		break;
	case DT_SUBR_STRJOIN:
		dt_cg_ld(cg, R(2), slots[0]);
		dt_cg_ld(cg, R(3), slots[1]);
		dt_cg_str_size(cg, R(4));
		dt_cg_libcall(cg, "dt_str_join");
		break;
	case DT_SUBR_SUBSTR:
		dt_cg_ld(cg, R(2), slots[0]);
		dt_cg_ld(cg, R(3), slots[1]);
		if (nargs > 2)
			dt_cg_ld(cg, R(4), slots[2]);
		else
			dt_cg_str_size(cg, R(4));
		dt_cg_str_size(cg, R(5));
		dt_cg_libcall(cg, "dt_str_substr");
		break;
	case DT_SUBR_INDEX: case DT_SUBR_RINDEX: case DT_SUBR_STRSTR: {
		uint64_t rev = sr->ds_id == DT_SUBR_RINDEX;

		dt_cg_ld(cg, R(1), slots[0]);
		dt_cg_ld(cg, R(2), slots[1]);
		if (nargs > 2)
			dt_cg_ld(cg, R(3), slots[2]);
		else
			dt_cg_emit(cg, BPF_MOV64_IMM(R(3), rev ?
			    (int32_t)dtp->dt_opts.strbytes : 0));
		dt_cg_str_scratch(cg, R(4), SCR_WORK(dtp));
		dt_cg_loadimm(cg, R(5), (uint64_t)dt_cg_str_np2(dtp) << 32 |
		    rev << 16 | dtp->dt_opts.strbytes);
		dt_cg_libcall(cg, "dt_str_index");
		if (sr->ds_id != DT_SUBR_STRSTR)
			break;
		/* strstr: the tail of s from there, or NULL ("") */
		dt_cg_st(cg, slots[1], R(0));
		dt_cg_str_memaddr(cg, R(1), dst);
		dt_cg_ld(cg, R(2), slots[0]);
		dt_cg_ld(cg, R(3), slots[1]);
		dt_cg_str_size(cg, R(4));
		dt_cg_str_size(cg, R(5));
		dt_cg_libcall(cg, "dt_str_substr");
		ok = dt_cg_newlabel(cg);
		dt_cg_ld(cg, R(0), slots[1]);
		dt_cg_goto(cg, BPF_JMP_IMM(BPF_JSGE, R(0), 0, 0), ok);
		dt_cg_str_memaddr(cg, R(1), dst);
		dt_cg_emit(cg, BPF_ST_MEM(BPF_B, R(1), 0, 0));
		dt_cg_setlabel(cg, ok);
		break;
	}
	case DT_SUBR_STRCHR: case DT_SUBR_STRRCHR:
		dt_cg_ld(cg, R(2), slots[0]);
		dt_cg_ld(cg, R(3), slots[1]);
		dt_cg_str_size(cg, R(4));
		dt_cg_emit(cg, BPF_MOV64_IMM(R(5),
		    sr->ds_id == DT_SUBR_STRRCHR));
		dt_cg_libcall(cg, "dt_str_chr");
		break;
	case DT_SUBR_STRTOK:
		if (slots[0] >= 0) {	/* a new string: keep a copy */
			dt_cg_str_scratch(cg, R(1), SCR_TOK(dtp));
			dt_cg_str_size(cg, R(2));
			dt_cg_ld(cg, R(3), slots[0]);
			dt_cg_helper(cg, BPF_FUNC_probe_read_kernel_str);
			dt_cg_str_scratch(cg, R(1), SCR_TOK(dtp));
			dt_cg_emit(cg, BPF_ST_MEM(BPF_DW, R(1),
			    (int16_t)DT_STRBUF(dtp), 0));
			dt_cg_str_memaddr(cg, R(1), dst);
		}
		dt_cg_ld(cg, R(2), slots[1]);
		dt_cg_str_scratch(cg, R(3), SCR_TOK(dtp));
		dt_cg_str_scratch(cg, R(4), SCR_MAP(dtp));
		dt_cg_loadimm(cg, R(5), (uint64_t)dt_cg_str_np2(dtp) << 32 |
		    dtp->dt_opts.strbytes);
		dt_cg_libcall(cg, "dt_str_tok");
		break;
	case DT_SUBR_LLTOSTR:
		dt_cg_ld(cg, R(2), slots[0]);
		if (nargs > 1)
			dt_cg_ld(cg, R(3), slots[1]);
		else
			dt_cg_emit(cg, BPF_MOV64_IMM(R(3), 10));
		dt_cg_str_scratch(cg, R(4), SCR_BUF(dtp));
		dt_cg_str_size(cg, R(5));
		dt_cg_libcall(cg, "dt_str_lltostr");
		ok = dt_cg_newlabel(cg);
		dt_cg_goto(cg, BPF_JMP_IMM(BPF_JEQ, R(0), 0, 0), ok);
		dt_cg_raise(cg, DT_FLT_ILLOP, -1);	/* bad base */
		dt_cg_setlabel(cg, ok);
		break;
	case DT_SUBR_TOUPPER: case DT_SUBR_TOLOWER:
		dt_cg_ld(cg, R(2), slots[0]);
		dt_cg_str_size(cg, R(3));
		dt_cg_emit(cg, BPF_MOV64_IMM(R(4),
		    sr->ds_id == DT_SUBR_TOUPPER));
		dt_cg_libcall(cg, "dt_str_case");
		break;
	case DT_SUBR_BASENAME: case DT_SUBR_DIRNAME:	/* bpf/dt_bpf_path.c */
		dt_cg_ld(cg, R(2), slots[0]);
		dt_cg_str_scratch(cg, R(3), SCR_WORK(dtp));
		dt_cg_loadimm(cg, R(4), (uint64_t)(sr->ds_id ==
		    DT_SUBR_DIRNAME) << 32 | dtp->dt_opts.strbytes);
		dt_cg_libcall(cg, "dt_path_base");
		break;
	case DT_SUBR_CLEANPATH:
		dt_cg_ld(cg, R(2), slots[0]);
		dt_cg_str_scratch(cg, R(3), SCR_WORK(dtp));
		dt_cg_loadimm(cg, R(4), (uint64_t)dt_cg_str_np2(dtp) << 32 |
		    dtp->dt_opts.strbytes);
		dt_cg_libcall(cg, "dt_path_clean");
		break;
	default:			/* one integer in, one out */
		dt_cg_ld(cg, R(0), slots[0]);
		dt_cg_str_inline(cg, sr->ds_id);
		break;
	}
	s = dt_cg_str_done(cg, slots, nargs);
	if (isstr) {		/* in dst, not in its arguments' strings */
		dt_cg_str_memaddr(cg, R(0), dst);
		dt_cg_tstr_result(cg, dst);
	}
	dt_cg_st(cg, s, R(0));
	return s;
}

/*
 * r0 = strcmp(r1, r2) (<0, 0, >0) on two string buffers, comparing
 * unsigned bytes.  It reads a word at a time: the verifier follows a loop
 * iteration by iteration and keeps a pending state for each branch it has
 * not yet taken, at most 8192 of them, so a byte loop over a 4096-byte
 * strsize would be refused.  The bound is the buffer size (DT_STRBUF), so
 * every read is provably inside the buffers (bounded loops: kernel 5.3).
 *
 *	for (i = 0; i < bufsize; i += 8) {
 *		a = *(u64 *)(r1 + i); b = *(u64 *)(r2 + i);
 *		if (a != b) goto diff;
 *		if (a has a zero byte) return 0;
 *	}
 *	return 0;
 * diff:	the first byte (little-endian: lowest first) that differs, or
 *		a NUL before it, decides
 */
void
dt_cg_str_cmp(dt_cg_t *cg)
{
	uint32_t loop = dt_cg_newlabel(cg), diff = dt_cg_newlabel(cg),
	    eq = dt_cg_newlabel(cg), out = dt_cg_newlabel(cg);
	int k;

	dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_4, 0));
	dt_cg_setlabel(cg, loop);
	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JGE, BPF_REG_4,
	    (int32_t)DT_STRBUF(cg->cg_dtp), 0), eq);
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_5, BPF_REG_1));
	dt_cg_emit(cg, BPF_ALU64_REG(BPF_ADD, BPF_REG_5, BPF_REG_4));
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_5, BPF_REG_5, 0));
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_0, BPF_REG_2));
	dt_cg_emit(cg, BPF_ALU64_REG(BPF_ADD, BPF_REG_0, BPF_REG_4));
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_0, 0));
	dt_cg_goto(cg, BPF_JMP_REG(BPF_JNE, BPF_REG_5, BPF_REG_0, 0), diff);
	/* zero byte in r5: (r5 - 0x0101..01) & ~r5 & 0x8080..80 */
	dt_prog_emit_ldimm64(cg->cg_prog, BPF_REG_3, 0x0101010101010101ULL);
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_0, BPF_REG_5));
	dt_cg_emit(cg, BPF_ALU64_REG(BPF_SUB, BPF_REG_0, BPF_REG_3));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_XOR, BPF_REG_5, -1));
	dt_cg_emit(cg, BPF_ALU64_REG(BPF_AND, BPF_REG_0, BPF_REG_5));
	dt_prog_emit_ldimm64(cg->cg_prog, BPF_REG_3, 0x8080808080808080ULL);
	dt_cg_emit(cg, BPF_ALU64_REG(BPF_AND, BPF_REG_0, BPF_REG_3));
	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JNE, BPF_REG_0, 0, 0), eq);
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_4, 8));
	dt_cg_goto(cg, BPF_JMP_A(0), loop);

	dt_cg_setlabel(cg, diff);	/* r5, r0: the differing words */
	for (k = 0; k < 8; k++) {
		dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_1, BPF_REG_5));
		dt_cg_emit(cg, BPF_ALU64_IMM(BPF_AND, BPF_REG_1, 0xff));
		dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_2, BPF_REG_0));
		dt_cg_emit(cg, BPF_ALU64_IMM(BPF_AND, BPF_REG_2, 0xff));
		dt_cg_emit(cg, BPF_ALU64_REG(BPF_SUB, BPF_REG_1, BPF_REG_2));
		dt_cg_goto(cg, BPF_JMP_IMM(BPF_JNE, BPF_REG_1, 0, 0), out);
		dt_cg_goto(cg, BPF_JMP_IMM(BPF_JEQ, BPF_REG_2, 0, 0), out);
		dt_cg_emit(cg, BPF_ALU64_IMM(BPF_RSH, BPF_REG_5, 8));
		dt_cg_emit(cg, BPF_ALU64_IMM(BPF_RSH, BPF_REG_0, 8));
	}
	dt_cg_setlabel(cg, eq);
	dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_1, 0));
	dt_cg_setlabel(cg, out);
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_0, BPF_REG_1));
}

/*
 * The NULL string (s = NULL, an unset string element) is the string
 * table's entry of its own (dt_strtab_null): every string function reads
 * it as "", and an index into it faults at the index, as NULL + i does
 * in DTrace.  A string variable that holds it holds Oracle's marker: a
 * NUL, then 0x7f (DT_STRNULL, as a little-endian half-word), which reads
 * as "" too; a store of "" clears the byte after its NUL, so that no
 * empty string is taken for the marker.
 */
#define DT_STRNULL	0x7f00

/* reg = the NULL string */
void
dt_cg_strnull(dt_cg_t *cg, int reg)
{
	dt_cg_mapaddr(cg, reg, "dt_strtab", dt_strtab_null(cg->cg_dtp));
}

/* Jump to label unless the string in slot s is the NULL string (r0 and
   r1 are used). */
void
dt_cg_strnull_unless(dt_cg_t *cg, int s, uint32_t label)
{
	dt_cg_strnull(cg, R(0));
	dt_cg_ld(cg, R(1), s);
	dt_cg_goto(cg, BPF_JMP_REG(BPF_JNE, R(1), R(0), 0), label);
}

/* The string at the address in slot s is indexed by the integer in reg
   (not r0 or r1): a fault at the index if it is the NULL string. */
void
dt_cg_strnull_index(dt_cg_t *cg, int s, int reg)
{
	uint32_t ok = dt_cg_newlabel(cg);

	dt_cg_strnull_unless(cg, s, ok);
	dt_cg_raise(cg, DT_FLT_BADADDR, reg);
	dt_cg_setlabel(cg, ok);
}

/* The value of a string variable whose storage is at reg: reg itself,
   or the NULL string if it holds the marker (r1 is used). */
void
dt_cg_strnull_load(dt_cg_t *cg, int reg)
{
	uint32_t ok = dt_cg_newlabel(cg);

	dt_cg_emit(cg, BPF_LDX_MEM(BPF_H, R(1), reg, 0));
	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JNE, R(1), DT_STRNULL, 0), ok);
	dt_cg_strnull(cg, reg);
	dt_cg_setlabel(cg, ok);
}

/* Before the string in slot s is copied into the variable at reg (not r0
   or r1, which are used): the marker instead, and a jump to done, if it
   is the NULL string. */
void
dt_cg_strnull_store(dt_cg_t *cg, int reg, int s, uint32_t done)
{
	uint32_t copy = dt_cg_newlabel(cg);

	dt_cg_strnull_unless(cg, s, copy);
	dt_cg_emit(cg, BPF_ST_MEM(BPF_H, reg, 0, DT_STRNULL));
	dt_cg_goto(cg, BPF_JMP_A(0), done);
	dt_cg_setlabel(cg, copy);
}

/* After a string was copied into the variable at reg: an empty one's
   second byte cleared (r1 is used). */
void
dt_cg_strnull_cleared(dt_cg_t *cg, int reg)
{
	uint32_t ok = dt_cg_newlabel(cg);

	dt_cg_emit(cg, BPF_LDX_MEM(BPF_B, R(1), reg, 0));
	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JNE, R(1), 0, 0), ok);
	dt_cg_emit(cg, BPF_ST_MEM(BPF_B, reg, 1, 0));
	dt_cg_setlabel(cg, ok);
}
