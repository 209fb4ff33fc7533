/*
 * pid_insn.c -- where the instructions of a function start, and which of
 * them leave it.
 *
 * A pid probe can sit at any instruction of a function:
 *
 *	pid$target:a.out:main:1c	the instruction at main+0x1c
 *	pid$target:a.out:main:		every instruction of main
 *
 * A uprobe placed in the middle of an instruction would corrupt it, so the
 * provider must know where instructions start.  On aarch64 that is every
 * 4th byte (every instruction is one 32-bit word, always little-endian).
 * On x86 instructions take 1 to 15 bytes and the only way to find them is
 * to decode from the function's first byte on: Capstone does it, on the
 * bytes read from the file at the function's file offset.  Compilers put
 * no data inside x86 functions (jump tables go to .rodata), so the walk
 * from the start sees every instruction; if Capstone meets something it
 * cannot decode (an instruction newer than it, bytes that are not code),
 * the walk stops there and says so (PID_INSN_PARTIAL): nothing past that
 * point is a known boundary.
 *
 * A return probe fires when the function returns.  A uretprobe does that
 * by hijacking the return address at entry; a design that probes the
 * return instructions instead needs them, and must also catch the ways a
 * function leaves without one:
 *
 *	ret				x86 ret, ret imm16, retf; aarch64
 *					ret, retaa, retab
 *	jmp other / jne other		a tail call: a direct jump (or x86
 *	b other / cbz x0, other		conditional jump; aarch64 b, b.cond,
 *					cbz, cbnz, tbz, tbnz) whose target is
 *					outside [start, start + size)
 *	jmp *0x2fe2(%rip)		a tail call through the GOT
 *	jmp *%rax / br x16		a tail call through a register -- or a
 *					switch through a jump table: cannot
 *					be told apart here, reported apart
 *
 * Capstone 4 decodes aarch64 branches with their targets but not the
 * pointer-authentication forms (retaa, braa, ...): those are recognised
 * by their encodings.  The "jump" group of Capstone 4's aarch64 also holds
 * calls (bl, blr), so branches are told by instruction id, not group.
 */
#include <dlfcn.h>
#include <errno.h>
#include <gelf.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <capstone/capstone.h>

#include "pid_impl.h"

/* ------------------------------------------------------------ Capstone */

/*
 * Capstone is loaded when the first function is decoded, not linked:
 * loading it relocates 83,000 pointers in its tables, 1 ms of every
 * start of dtrace, and only pid probes at offsets and returns decode.
 * The library is the one whose header we were built with (its major
 * version is its soname's; cs_insn changed between 4 and 5).
 */
#define PID_CS_STR(x)		#x
#define PID_CS_SONAME(major)	"libcapstone.so." PID_CS_STR(major)

static struct {
	cs_err (*open)(cs_arch, cs_mode, csh *);
	cs_err (*option)(csh, cs_opt_type, size_t);
	cs_insn *(*malloc)(csh);
	bool (*disasm_iter)(csh, const uint8_t **, size_t *, uint64_t *,
	    cs_insn *);
	bool (*insn_group)(csh, const cs_insn *, unsigned int);
	void (*free)(cs_insn *, size_t);
	cs_err (*close)(csh *);
	const char *(*strerror)(cs_err);
	char err[256];			/* why it could not be loaded */
} pid_cs;

static pthread_once_t pid_cs_once = PTHREAD_ONCE_INIT;

static void
pid_cs_load(void)
{
	const char *name = PID_CS_SONAME(CS_API_MAJOR);
	void *h = dlopen(name, RTLD_NOW | RTLD_LOCAL);

	if (h == NULL) {
		snprintf(pid_cs.err, sizeof(pid_cs.err), "cannot load %s: %s",
		    name, dlerror());
		return;
	}
	*(void **)&pid_cs.open = dlsym(h, "cs_open");
	*(void **)&pid_cs.option = dlsym(h, "cs_option");
	*(void **)&pid_cs.malloc = dlsym(h, "cs_malloc");
	*(void **)&pid_cs.disasm_iter = dlsym(h, "cs_disasm_iter");
	*(void **)&pid_cs.insn_group = dlsym(h, "cs_insn_group");
	*(void **)&pid_cs.free = dlsym(h, "cs_free");
	*(void **)&pid_cs.close = dlsym(h, "cs_close");
	*(void **)&pid_cs.strerror = dlsym(h, "cs_strerror");
	if (pid_cs.open == NULL || pid_cs.option == NULL ||
	    pid_cs.malloc == NULL || pid_cs.disasm_iter == NULL ||
	    pid_cs.insn_group == NULL || pid_cs.free == NULL ||
	    pid_cs.close == NULL || pid_cs.strerror == NULL) {
		snprintf(pid_cs.err, sizeof(pid_cs.err), "%s lacks a "
		    "function of Capstone's", name);
		pid_cs.open = NULL;
	}
	/* (kept loaded: the handle is the process's) */
}

const char *
pid_insn_decoder_error(void)
{
	pthread_once(&pid_cs_once, pid_cs_load);
	return pid_cs.open == NULL ? pid_cs.err : NULL;
}

typedef struct pid_vec {
	uint32_t *v;
	size_t n, cap;
} pid_vec_t;

static int
pid_vec_push(pid_vec_t *vec, uint32_t x)
{
	if (vec->n == vec->cap) {
		size_t cap = vec->cap ? vec->cap * 2 : 64;
		uint32_t *v = realloc(vec->v, cap * sizeof(*v));

		if (v == NULL)
			return pid_nomem();
		vec->v = v;
		vec->cap = cap;
	}
	vec->v[vec->n++] = x;
	return 0;
}

/* One decoding: the Capstone handle and what it found. */
typedef struct pid_dec {
	csh d_cs;
	cs_insn *d_in;
	uint64_t d_lo, d_hi;		/* the function: [lo, hi) */
	pid_vec_t d_off, d_ret, d_tail, d_tailcond, d_ijmp, d_ijmpreg;
} pid_dec_t;

enum { PID_K_NONE, PID_K_RET, PID_K_TAIL, PID_K_IJMP };

/*
 * Note the instruction at off, of kind PID_K_*, with what more is known
 * of it: a tail's PID_COND_*, an indirect jump's register (PID_REG_NONE
 * if through memory).
 */
static int
pid_dec_note(pid_dec_t *d, int kind, uint32_t off, uint32_t more)
{
	int err;

	switch (kind) {
	case PID_K_RET:
		return pid_vec_push(&d->d_ret, off);
	case PID_K_TAIL:
		if ((err = pid_vec_push(&d->d_tail, off)) < 0)
			return err;
		return pid_vec_push(&d->d_tailcond, more);
	case PID_K_IJMP:
		if ((err = pid_vec_push(&d->d_ijmp, off)) < 0)
			return err;
		return pid_vec_push(&d->d_ijmpreg, more);
	}
	return 0;
}

/* A direct jump to target: a tail call if target is outside the function. */
static int
pid_dec_direct(const pid_dec_t *d, uint64_t target)
{
	return target >= d->d_lo && target < d->d_hi ? PID_K_NONE : PID_K_TAIL;
}

/* ------------------------------------------------------------------ x86 */

static int
pid_x86_kind(const pid_dec_t *d, const cs_insn *in)
{
	const cs_x86 *x = &in->detail->x86;
	const cs_x86_op *op = &x->operands[0];

	if (pid_cs.insn_group(d->d_cs, in, CS_GRP_RET))
		return PID_K_RET;
	if (!pid_cs.insn_group(d->d_cs, in, CS_GRP_JUMP))
		return PID_K_NONE;
	if (x->op_count == 1 && op->type == X86_OP_IMM)
		return pid_dec_direct(d, (uint64_t)op->imm);
	if (x->op_count == 1 && op->type == X86_OP_MEM &&
	    op->mem.base == X86_REG_RIP && op->mem.index == X86_REG_INVALID)
		return PID_K_TAIL;
	return PID_K_IJMP;
}

/*
 * The condition of a jump, as the low four bits of a Jcc opcode (0x70 +
 * cc): what a return probe on a conditional tail call tests before it
 * fires (dt_uprobe_tramp_cond).
 */
static uint32_t
pid_x86_cond(const cs_insn *in)
{
	static const struct { unsigned id; uint32_t cc; } jcc[] = {
		{ X86_INS_JO, 0 }, { X86_INS_JNO, 1 }, { X86_INS_JB, 2 },
		{ X86_INS_JAE, 3 }, { X86_INS_JE, 4 }, { X86_INS_JNE, 5 },
		{ X86_INS_JBE, 6 }, { X86_INS_JA, 7 }, { X86_INS_JS, 8 },
		{ X86_INS_JNS, 9 }, { X86_INS_JP, 10 }, { X86_INS_JNP, 11 },
		{ X86_INS_JL, 12 }, { X86_INS_JGE, 13 }, { X86_INS_JLE, 14 },
		{ X86_INS_JG, 15 },
	};

	if (in->id == X86_INS_JMP)
		return PID_COND_ALWAYS;
	for (size_t i = 0; i < sizeof(jcc) / sizeof(jcc[0]); i++)
		if (in->id == jcc[i].id)
			return jcc[i].cc;
	return PID_COND_OTHER;		/* jrcxz, loop */
}

/* The register of jmp *%reg, as a DWARF number (0 rax .. 15 r15). */
static uint32_t
pid_x86_jmpreg(const cs_insn *in)
{
	static const unsigned regs[16] = { X86_REG_RAX, X86_REG_RDX,
	    X86_REG_RCX, X86_REG_RBX, X86_REG_RSI, X86_REG_RDI, X86_REG_RBP,
	    X86_REG_RSP, X86_REG_R8, X86_REG_R9, X86_REG_R10, X86_REG_R11,
	    X86_REG_R12, X86_REG_R13, X86_REG_R14, X86_REG_R15 };
	const cs_x86 *x = &in->detail->x86;

	if (x->op_count != 1 || x->operands[0].type != X86_OP_REG)
		return PID_REG_NONE;
	for (uint32_t i = 0; i < 16; i++)
		if (x->operands[0].reg == regs[i])
			return i;
	return PID_REG_NONE;
}

/* What pid_dec_note wants to know more of an x86 instruction of kind. */
static uint32_t
pid_x86_more(const cs_insn *in, int kind)
{
	if (kind == PID_K_TAIL)
		return pid_x86_cond(in);
	return kind == PID_K_IJMP ? pid_x86_jmpreg(in) : 0;
}

static int
pid_decode_x86(pid_dec_t *d, const uint8_t *code, size_t size,
    pid_insns_t *ins)
{
	const uint8_t *p = code;
	size_t left = size;
	uint64_t addr = d->d_lo;
	uint32_t off;
	int err, kind;

	while (left > 0) {
		off = addr - d->d_lo;
		if (!pid_cs.disasm_iter(d->d_cs, &p, &left, &addr, d->d_in)) {
			ins->pi_flags |= PID_INSN_PARTIAL;
			ins->pi_end = off;
			return 0;
		}
		kind = pid_x86_kind(d, d->d_in);
		if (pid_cs.insn_group(d->d_cs, d->d_in, CS_GRP_CALL))
			ins->pi_flags |= PID_INSN_CALLS;
		if ((err = pid_vec_push(&d->d_off, off)) < 0 ||
		    (err = pid_dec_note(d, kind, off,
		    pid_x86_more(d->d_in, kind))) < 0)
			return err;
	}
	ins->pi_end = size;
	return 0;
}

/* -------------------------------------------------------------- aarch64 */

#define A64_RETAA	0xd65f0bffu
#define A64_RETAB	0xd65f0fffu
/* braaz, brabz (0xd61f08..) and braa, brab (0xd71f08..) */
#define A64_BRPAC_MASK	0xfefff800u
#define A64_BRPAC	0xd61f0800u

static int
pid_a64_kind(const pid_dec_t *d, const uint8_t *p, bool decoded)
{
	uint32_t w = p[0] | p[1] << 8 | p[2] << 16 | (uint32_t)p[3] << 24;
	const cs_arm64 *a = decoded ? &d->d_in->detail->arm64 : NULL;
	const cs_arm64_op *last;

	if (w == A64_RETAA || w == A64_RETAB)
		return PID_K_RET;
	if ((w & A64_BRPAC_MASK) == A64_BRPAC)
		return PID_K_IJMP;
	if (!decoded)
		return PID_K_NONE;
	switch (d->d_in->id) {
	case ARM64_INS_RET:
		return PID_K_RET;
	case ARM64_INS_BR:
		return PID_K_IJMP;
	case ARM64_INS_B:
	case ARM64_INS_CBZ:
	case ARM64_INS_CBNZ:
	case ARM64_INS_TBZ:
	case ARM64_INS_TBNZ:
		if (a->op_count == 0)
			return PID_K_NONE;
		last = &a->operands[a->op_count - 1];
		if (last->type != ARM64_OP_IMM)
			return PID_K_NONE;
		return pid_dec_direct(d, (uint64_t)last->imm);
	}
	return PID_K_NONE;
}

/*
 * More of an aarch64 instruction of kind: a tail's condition (only b,
 * and b.al, is known taken); br xN's register N.
 */
static uint32_t
pid_a64_more(const pid_dec_t *d, int kind, bool decoded)
{
	const cs_arm64 *a = decoded ? &d->d_in->detail->arm64 : NULL;
	unsigned r;

	if (kind == PID_K_TAIL)
		return d->d_in->id == ARM64_INS_B && (a->cc ==
		    ARM64_CC_INVALID || a->cc == ARM64_CC_AL) ?
		    PID_COND_ALWAYS : PID_COND_OTHER;
	if (kind != PID_K_IJMP || a == NULL || d->d_in->id != ARM64_INS_BR ||
	    a->op_count != 1 || a->operands[0].type != ARM64_OP_REG)
		return PID_REG_NONE;
	r = a->operands[0].reg;
	if (r >= ARM64_REG_X0 && r <= ARM64_REG_X28)
		return r - ARM64_REG_X0;
	return r == ARM64_REG_X29 ? 29 : r == ARM64_REG_X30 ? 30 :
	    PID_REG_NONE;
}

static int
pid_decode_a64(pid_dec_t *d, const uint8_t *code, size_t size,
    pid_insns_t *ins)
{
	size_t off, left;
	const uint8_t *p;
	uint64_t addr;
	bool ok;
	int err, kind;

	for (off = 0; off + 4 <= size; off += 4) {
		p = code + off;
		left = 4;
		addr = d->d_lo + off;
		ok = pid_cs.disasm_iter(d->d_cs, &p, &left, &addr, d->d_in);
		kind = pid_a64_kind(d, code + off, ok);
		if ((err = pid_vec_push(&d->d_off, off)) < 0 ||
		    (err = pid_dec_note(d, kind, off,
		    pid_a64_more(d, kind, ok))) < 0)
			return err;
	}
	ins->pi_end = off;
	if (off != size)
		ins->pi_flags |= PID_INSN_PARTIAL;
	return 0;
}

/* ------------------------------------------------- what uprobes refuse */

/*
 * x86: the legacy prefixes (and, in 64-bit mode, a REX prefix), then the
 * opcode.  The kernel refuses (arch/x86/kernel/uprobes.c, uprobe_init_insn)
 * a lock prefix and the es, cs, ds and ss segment overrides (ds is also
 * the notrack prefix of CET's indirect jumps), and opcodes its table of
 * one-byte opcodes leaves out -- I/O, int3, int, into, int1, hlt -- which
 * it looks up for VEX-encoded instructions too, by the opcode byte after
 * the VEX prefix (vmovd and vpxor, 0x6e and 0xef, begin several of glibc's
 * AVX2 functions).  0x62 where an opcode starts is EVEX in 64-bit mode,
 * where BOUND does not exist; in 32-bit mode it is EVEX when the next
 * byte's top bits are 11, which no BOUND operand (always memory) has.
 * Whatever else the kernel refuses, it says so when attaching.
 */
static bool
pid_x86_badop(uint8_t op)
{
	return (op >= 0x6c && op <= 0x6f) || (op >= 0xcc && op <= 0xce) ||
	    (op >= 0xe4 && op <= 0xe7) || (op >= 0xec && op <= 0xef) ||
	    op == 0xf1 || op == 0xf4;
}

static int
pid_x86_refusal(bool x64, const uint8_t *p, size_t n)
{
	bool bad = false;
	size_t i;

	for (i = 0; i < n; i++) {
		if (p[i] == 0xf0 || p[i] == 0x26 || p[i] == 0x2e ||
		    p[i] == 0x36 || p[i] == 0x3e)
			bad = true;
		else if (p[i] != 0x64 && p[i] != 0x65 && p[i] != 0x66 &&
		    p[i] != 0x67 && p[i] != 0xf2 && p[i] != 0xf3 &&
		    !(x64 && (p[i] & 0xf0) == 0x40))
			break;
	}
	if (i < n && p[i] == 0x62 &&
	    (x64 || (i + 1 < n && (p[i + 1] & 0xc0) == 0xc0)))
		return PID_REFUSE_EVEX;
	if (x64 && i + 2 < n && p[i] == 0xc5)
		i += 2;			/* the opcode after a 2-byte VEX */
	else if (x64 && i + 3 < n && p[i] == 0xc4)
		i += 3;			/* and after a 3-byte one */
	if (i < n && pid_x86_badop(p[i]))
		bad = true;
	return bad ? PID_REFUSE_KERNEL : PID_REFUSE_NONE;
}

int
pid_insn_refusal(int machine, const uint8_t *code, size_t n)
{
	if (machine == EM_X86_64 || machine == EM_386)
		return pid_x86_refusal(machine == EM_X86_64, code, n);
	return PID_REFUSE_NONE;	/* aarch64: uprobes take what they can */
}

/*
 * Whether the instruction at code (n bytes, not the function's first) of
 * function ins is the nop a uprobe would overwrite the red zone at: see
 * PID_REFUSE_REDZONE.  A function with a call keeps nothing below %rsp
 * (the call would overwrite it); one without may (gcc and clang use the
 * red zone only there).  At the first instruction the red zone holds
 * nothing yet.
 */
static bool
pid_x86_redzone_nop(const pid_insns_t *ins, const uint8_t *code, size_t n)
{
	static const uint8_t nop5[5] = { 0x0f, 0x1f, 0x44, 0x00, 0x00 };

	return !(ins->pi_flags & PID_INSN_CALLS) && n == sizeof(nop5) &&
	    memcmp(code, nop5, sizeof(nop5)) == 0;
}

/* The refusal of every instruction found, for ins->pi_refuse. */
static int
pid_insns_refusals(int machine, const uint8_t *code, pid_insns_t *ins)
{
	if ((ins->pi_refuse = pid_zalloc(ins->pi_n + 1)) == NULL)
		return -ENOMEM;
	for (size_t i = 0; i < ins->pi_n; i++) {
		uint64_t end = i + 1 < ins->pi_n ? ins->pi_off[i + 1] :
		    ins->pi_end;
		const uint8_t *p = code + ins->pi_off[i];

		if (end <= ins->pi_off[i])
			continue;
		ins->pi_refuse[i] = (uint8_t)pid_insn_refusal(machine, p,
		    end - ins->pi_off[i]);
		if (machine == EM_X86_64 && i > 0 && pid_x86_redzone_nop(ins,
		    p, end - ins->pi_off[i]))
			ins->pi_refuse[i] = PID_REFUSE_REDZONE;
	}
	return 0;
}

/* -------------------------------------------------------------- decoding */

static int
pid_dec_open(pid_dec_t *d, int machine)
{
	cs_arch arch;
	cs_mode mode;
	cs_err err;

	switch (machine) {
	case EM_X86_64:
		arch = CS_ARCH_X86, mode = CS_MODE_64;
		break;
	case EM_386:
		arch = CS_ARCH_X86, mode = CS_MODE_32;
		break;
	case EM_AARCH64:
		arch = CS_ARCH_ARM64, mode = CS_MODE_LITTLE_ENDIAN;
		break;
	default:
		return pid_error(-ENOTSUP, "pid: no instruction decoder for "
		    "ELF machine %d", machine);
	}
	if (pid_insn_decoder_error() != NULL)
		return pid_error(-ENOTSUP, "pid: no instruction decoder: %s",
		    pid_cs.err);
	if ((err = pid_cs.open(arch, mode, &d->d_cs)) != CS_ERR_OK)
		return pid_error(-ENOTSUP, "pid: Capstone cannot decode ELF "
		    "machine %d: %s", machine, pid_cs.strerror(err));
	pid_cs.option(d->d_cs, CS_OPT_DETAIL, CS_OPT_ON);
	if ((d->d_in = pid_cs.malloc(d->d_cs)) == NULL) {
		pid_cs.close(&d->d_cs);
		return pid_nomem();
	}
	return 0;
}

static void
pid_dec_close(pid_dec_t *d)
{
	pid_cs.free(d->d_in, 1);
	pid_cs.close(&d->d_cs);
	free(d->d_off.v);
	free(d->d_ret.v);
	free(d->d_tail.v);
	free(d->d_tailcond.v);
	free(d->d_ijmp.v);
	free(d->d_ijmpreg.v);
}

void
pid_insns_free(pid_insns_t *ins)
{
	if (ins == NULL)
		return;
	free(ins->pi_off);
	free(ins->pi_refuse);
	free(ins->pi_ret);
	free(ins->pi_tail);
	free(ins->pi_tailcond);
	free(ins->pi_ijmp);
	free(ins->pi_ijmpreg);
	free(ins);
}

/* Move the decoder's lists into ins. */
static void
pid_dec_give(pid_dec_t *d, pid_insns_t *ins)
{
	ins->pi_off = d->d_off.v, ins->pi_n = d->d_off.n;
	ins->pi_ret = d->d_ret.v, ins->pi_nret = d->d_ret.n;
	ins->pi_tail = d->d_tail.v, ins->pi_ntail = d->d_tail.n;
	ins->pi_tailcond = d->d_tailcond.v;
	ins->pi_ijmp = d->d_ijmp.v, ins->pi_nijmp = d->d_ijmp.n;
	ins->pi_ijmpreg = d->d_ijmpreg.v;
	memset(&d->d_off, 0, sizeof(d->d_off));
	memset(&d->d_ret, 0, sizeof(d->d_ret));
	memset(&d->d_tail, 0, sizeof(d->d_tail));
	memset(&d->d_tailcond, 0, sizeof(d->d_tailcond));
	memset(&d->d_ijmp, 0, sizeof(d->d_ijmp));
	memset(&d->d_ijmpreg, 0, sizeof(d->d_ijmpreg));
}

int
pid_insns_decode(int machine, const void *code, size_t size, uint64_t vaddr,
    pid_insns_t **insp)
{
	pid_dec_t d = { 0 };
	pid_insns_t *ins;
	int err;

	*insp = NULL;
	if (size > PID_INSN_MAXSIZE || vaddr + size < vaddr)
		return pid_error(-E2BIG, "pid: %zu bytes of code at 0x%llx is "
		    "too much", size, (unsigned long long)vaddr);
	if ((err = pid_dec_open(&d, machine)) < 0)
		return err;
	if ((ins = pid_zalloc(sizeof(*ins))) == NULL) {
		pid_dec_close(&d);
		return -ENOMEM;
	}
	ins->pi_vaddr = vaddr;
	ins->pi_size = size;
	d.d_lo = vaddr;
	d.d_hi = vaddr + size;
	if (machine == EM_AARCH64)
		err = pid_decode_a64(&d, code, size, ins);
	else
		err = pid_decode_x86(&d, code, size, ins);
	if (err == 0) {
		pid_dec_give(&d, ins);
		err = pid_insns_refusals(machine, code, ins);
	}
	pid_dec_close(&d);
	if (err < 0) {
		pid_insns_free(ins);
		return err;
	}
	*insp = ins;
	return 0;
}

/* The index of the instruction at off, or -1. */
static ssize_t
pid_insns_index(const pid_insns_t *ins, uint64_t off)
{
	size_t lo = 0, hi = ins->pi_n, mid;

	while (lo < hi) {
		mid = lo + (hi - lo) / 2;
		if (ins->pi_off[mid] == off)
			return (ssize_t)mid;
		if (ins->pi_off[mid] < off)
			lo = mid + 1;
		else
			hi = mid;
	}
	return -1;
}

bool
pid_insns_boundary(const pid_insns_t *ins, uint64_t off)
{
	return pid_insns_index(ins, off) >= 0;
}

int
pid_insns_refusal(const pid_insns_t *ins, uint64_t off)
{
	ssize_t i = pid_insns_index(ins, off);

	return i < 0 || ins->pi_refuse == NULL ? PID_REFUSE_NONE :
	    ins->pi_refuse[i];
}

/* ------------------------------------------------------ code from a file */

/*
 * Where sym's bytes are: the SHF_EXECINSTR section holding its start (or,
 * without section headers, the executable PT_LOAD), as the file offset of
 * the start and the bytes available from there.
 */
static int
pid_code_range(const pid_obj_t *obj, const pid_sym_t *sym, uint64_t *offp,
    uint64_t *availp)
{
	uint64_t v = sym->ps_vaddr;
	size_t i;

	for (i = 0; i < obj->po_nscns; i++) {
		const pid_scn_t *sc = &obj->po_scns[i];

		if (v >= sc->sc_addr && v - sc->sc_addr < sc->sc_size) {
			*offp = sc->sc_off + (v - sc->sc_addr);
			*availp = sc->sc_size - (v - sc->sc_addr);
			return 0;
		}
	}
	for (i = 0; !obj->po_have_shdrs && i < obj->po_nsegs; i++) {
		const pid_seg_t *sg = &obj->po_segs[i];

		if ((sg->sg_flags & PF_X) && v >= sg->sg_vaddr &&
		    v - sg->sg_vaddr < sg->sg_filesz) {
			*offp = sg->sg_off + (v - sg->sg_vaddr);
			*availp = sg->sg_filesz - (v - sg->sg_vaddr);
			return 0;
		}
	}
	return pid_error(-ENOENT, "pid: function %s (0x%llx) is not in "
	    "executable code of %s", sym->ps_name,
	    (unsigned long long)v, obj->po_path);
}

static int
pid_read_code(const pid_obj_t *obj, uint64_t off, void *buf, size_t size)
{
	size_t done = 0;
	ssize_t n;

	while (done < size) {
		n = pread(obj->po_fd, (char *)buf + done, size - done,
		    off + done);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			return pid_error(n < 0 ? -errno : -EIO, "pid: cannot "
			    "read code from %s: %s", obj->po_path,
			    n < 0 ? strerror(errno) : "file truncated");
		done += n;
	}
	return 0;
}

int
pid_obj_insns(const pid_obj_t *obj, const pid_sym_t *sym, pid_insns_t **insp)
{
	uint64_t off = 0, avail = 0, size = sym->ps_size;
	int flags = 0, err;
	void *buf;

	*insp = NULL;
	if (size == 0)
		return pid_error(-ENODATA, "pid: function %s has size 0",
		    sym->ps_name);
	if ((err = pid_code_range(obj, sym, &off, &avail)) < 0)
		return err;
	if (size > avail)
		size = avail, flags |= PID_INSN_CLAMPED;
	if (size > PID_INSN_MAXSIZE)
		size = PID_INSN_MAXSIZE, flags |= PID_INSN_CLAMPED;
	if ((buf = malloc(size)) == NULL)
		return pid_nomem();
	if ((err = pid_read_code(obj, off, buf, size)) == 0 &&
	    (err = pid_insns_decode(obj->po_machine, buf, size, sym->ps_vaddr,
	    insp)) == 0)
		(*insp)->pi_flags |= flags;
	free(buf);
	return err;
}

bool
pid_obj_entry_addcaller(const pid_obj_t *obj)
{
	return obj->po_machine == EM_X86_64;
}

int
pid_obj_insn_refusal(const pid_obj_t *obj, const pid_sym_t *sym, uint64_t off)
{
	uint64_t start = 0, avail = 0;
	uint8_t buf[16];
	size_t n;
	int err;

	if ((err = pid_code_range(obj, sym, &start, &avail)) < 0)
		return err;
	if (off >= avail)
		return pid_error(-ENOENT, "pid: offset 0x%llx is past the code "
		    "of %s", (unsigned long long)off, sym->ps_name);
	n = avail - off < sizeof(buf) ? (size_t)(avail - off) : sizeof(buf);
	if ((err = pid_read_code(obj, start + off, buf, n)) < 0)
		return err;
	return pid_insn_refusal(obj->po_machine, buf, n);
}

/*
 * Whether obj was built with frame pointers, from its functions'
 * prologues.  x86-64 code built with them starts a function with
 *
 *	[endbr64]		f3 0f 1e fa	(-fcf-protection)
 *	push %rbp		55
 *	...			(GCC -O2 may schedule others here)
 *	mov  %rsp,%rbp		48 89 e5
 *
 * and -fomit-frame-pointer code (GCC's default at -O1 and up) does not
 * set rbp from rsp.  Counted: functions of 16 bytes or more (a leaf may
 * need no frame), not the compiler's split-off parts (foo.cold) nor the
 * C runtime's own ("_start", "_init", names with a leading '_'); at most
 * PID_FP_SAMPLE of them spread evenly over the object are read.  A
 * quarter or more with the prologue is "built with frame pointers" (an
 * executable has few functions of its own, next to the C runtime's
 * register_tm_clones and the like).  Only x86-64 is looked at: on other
 * machines the answer is true (aarch64's ABI keeps the frame record).
 */
#define PID_FP_SAMPLE	256
#define PID_FP_WINDOW	32	/* bytes of prologue looked at */

static bool
pid_x86_fp_prologue(const uint8_t *p, size_t n)
{
	static const uint8_t endbr64[] = { 0xf3, 0x0f, 0x1e, 0xfa };
	static const uint8_t setfp[] = { 0x48, 0x89, 0xe5 };
	size_t i = 0;

	if (memcmp(p, endbr64, sizeof(endbr64)) == 0)
		i = sizeof(endbr64);
	if (p[i] != 0x55)			/* push %rbp */
		return false;
	for (i++; i + sizeof(setfp) <= n; i++)
		if (memcmp(p + i, setfp, sizeof(setfp)) == 0)
			return true;
	return false;
}

static bool
pid_fp_countable(const pid_sym_t *s)
{
	return s->ps_size >= 16 && s->ps_name[0] != '_' &&
	    !(s->ps_flags & (PID_SYM_ALIAS | PID_SYM_LOCALNAME));
}

static bool
pid_obj_fp_scan(const pid_obj_t *obj)
{
	size_t n, counted = 0, stride, with = 0, seen = 0;
	const pid_sym_t *syms = pid_obj_syms(obj, &n);

	for (size_t i = 0; i < n; i++)
		counted += pid_fp_countable(&syms[i]);
	stride = counted > PID_FP_SAMPLE ? counted / PID_FP_SAMPLE : 1;
	counted = 0;
	for (size_t i = 0; i < n; i++) {
		uint64_t off, avail;
		uint8_t code[PID_FP_WINDOW];

		if (!pid_fp_countable(&syms[i]) || counted++ % stride != 0)
			continue;
		if (pid_code_range(obj, &syms[i], &off, &avail) < 0 ||
		    avail < sizeof(code) ||
		    pid_read_code(obj, off, code, sizeof(code)) < 0)
			continue;
		seen++;
		with += pid_x86_fp_prologue(code, sizeof(code));
	}
	return seen == 0 || 4 * with >= seen;
}

bool
pid_obj_framepointers(const pid_obj_t *obj)
{
	pid_obj_t *o = (pid_obj_t *)obj;	/* only po_fp is written */

	if (obj->po_machine != EM_X86_64)
		return true;
	if (o->po_fp == 0)
		o->po_fp = pid_obj_fp_scan(obj) ? 2 : 1;
	return o->po_fp == 2;
}
