/*
 * usdt_arg.c -- the argument specs of stapsdt notes, decoded into
 * usdt_arg_t: where the code generator finds each probe argument when the
 * uprobe fires.
 *
 * <sys/sdt.h> lets the compiler put each argument wherever it likes (the
 * asm constraint "nor": an immediate, an offsettable memory operand or a
 * register) and writes down where it put it: the assembler's operand text,
 * after the argument's size in bytes, negative if the type is signed.  What
 * gcc writes on x86-64:
 *
 *	-4@%edi                  int in %edi
 *	8@%rax                   unsigned long or pointer in %rax
 *	-2@%si  1@%al  -1@%r8b   short and char in sub-registers (%ah too)
 *	-4@$5  -8@$-3            constants
 *	-4@-20(%rbp)  8@8(%rsp)  in memory at register + displacement
 *	-8@(%rsi,%rdx,8)         base + index * scale (x86 SIB addressing)
 *	-4@g(%rip)  -8@16+garr(%rip)   a global, %rip-relative
 *	-4@g                     a global of non-PIC i386 code
 *	-8f@%xmm0                a double (the 'f' marks floating point)
 *
 * The grammar, x86-64 and i386 (AT&T syntax):
 *
 *	spec    = [ "-" ] size [ "f" ] "@" operand | operand
 *	size    = "1" | "2" | "4" | "8"
 *	operand = "$" int | "%" reg | mem
 *	mem     = [ disp ] "(" [ "%" reg ] [ index ] ")"
 *	        | disp                        (absolute: non-PIC i386 globals)
 *	index   = "," "%" reg [ "," scale ]
 *	disp    = int | sym [ ( "+" | "-" ) int ] | int "+" sym
 *	int     = [ "-" | "+" ] ( decimal | "0x" hex | "0" octal )
 *
 * and aarch64, where gcc writes "-4@x0", "8@[sp, 16]", "-4@5":
 *
 *	operand = [ "#" ] int | reg | "[" reg [ "," [ " " ] [ "#" ] int ] "]"
 *
 * A spec without "N@" comes from notes older than the size prefix: the
 * value is a signed machine word.
 *
 * Registers become byte offsets into struct pt_regs, the context of the
 * uprobe's BPF program.  On x86-64 that is the kernel's saved user register
 * set in the order of <asm/ptrace.h> (r15 at 0 ... rax at 80 ... rsp at
 * 152); an i386 process on an x86-64 kernel gets the same 64-bit layout,
 * %eax in the rax slot.  On aarch64 it starts with user_pt_regs: x0..x30 at
 * 8 * n, sp at 248.  A sub-register is its full register plus a width and,
 * for %ah %bh %ch %dh, a right shift of 8.
 *
 * What is well formed but cannot be fetched (floating point, vector
 * registers, a symbol we cannot resolve, @GOTOFF and friends) is -ENOTSUP
 * and kind USDT_ARG_UNSUPPORTED; what is not a spec at all is -EINVAL.
 */
#include <ctype.h>
#include <elf.h>
#include <errno.h>
#include <inttypes.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "usdt_impl.h"

#if defined(__x86_64__)
#include <asm/ptrace.h>
/* The table below is the x86-64 kernel's layout; check it where we can. */
_Static_assert(offsetof(struct pt_regs, r15) == 0, "pt_regs.r15");
_Static_assert(offsetof(struct pt_regs, rbp) == 32, "pt_regs.rbp");
_Static_assert(offsetof(struct pt_regs, rax) == 80, "pt_regs.rax");
_Static_assert(offsetof(struct pt_regs, rdi) == 112, "pt_regs.rdi");
_Static_assert(offsetof(struct pt_regs, rip) == 128, "pt_regs.rip");
_Static_assert(offsetof(struct pt_regs, rsp) == 152, "pt_regs.rsp");
#elif defined(__aarch64__)
#include <asm/ptrace.h>
_Static_assert(offsetof(struct user_pt_regs, sp) == 248, "user_pt_regs.sp");
#endif

#define USDT_X86_RIP	128	/* pt_regs.rip */
#define USDT_X86_RSP	152	/* pt_regs.rsp */
#define USDT_A64_SP	248	/* user_pt_regs.sp */

/* The parser's state: the spec, where we are in it, and the result. */
typedef struct usdt_ap {
	const char	*spec;
	const char	*p;
	unsigned	machine;
	usdt_symfn_t	*symfn;
	void		*cookie;
	usdt_arg_t	*arg;
	usdt_err_t	*err;
} usdt_ap_t;

static int
usdt_arg_bad(usdt_ap_t *ap, const char *why)
{
	ap->arg->kind = USDT_ARG_UNSUPPORTED;
	return usdt_errf(ap->err, -EINVAL, "malformed argument '%.64s': %s",
	    ap->spec, why);
}

static int
usdt_arg_unsup(usdt_ap_t *ap, const char *why)
{
	ap->arg->kind = USDT_ARG_UNSUPPORTED;
	return usdt_errf(ap->err, -ENOTSUP, "cannot decode argument '%.64s': "
	    "%s", ap->spec, why);
}

/* ----------------------------------------------------------- registers */

/* An x86 general register by the names of its 8, 4, 2, 1 (and high) bytes. */
static const struct usdt_x86_gpr {
	const char	*q, *d, *w, *b, *h;
	int16_t		off;		/* in the x86-64 struct pt_regs */
	bool		rex;		/* x86-64 only */
} usdt_x86_gprs[] = {
	{ "rax", "eax", "ax", "al", "ah", 80, false },
	{ "rbx", "ebx", "bx", "bl", "bh", 40, false },
	{ "rcx", "ecx", "cx", "cl", "ch", 88, false },
	{ "rdx", "edx", "dx", "dl", "dh", 96, false },
	{ "rsi", "esi", "si", "sil", NULL, 104, false },
	{ "rdi", "edi", "di", "dil", NULL, 112, false },
	{ "rbp", "ebp", "bp", "bpl", NULL, 32, false },
	{ "rsp", "esp", "sp", "spl", NULL, 152, false },
	{ "r8", "r8d", "r8w", "r8b", NULL, 72, true },
	{ "r9", "r9d", "r9w", "r9b", NULL, 64, true },
	{ "r10", "r10d", "r10w", "r10b", NULL, 56, true },
	{ "r11", "r11d", "r11w", "r11b", NULL, 48, true },
	{ "r12", "r12d", "r12w", "r12b", NULL, 24, true },
	{ "r13", "r13d", "r13w", "r13b", NULL, 16, true },
	{ "r14", "r14d", "r14w", "r14b", NULL, 8, true },
	{ "r15", "r15d", "r15w", "r15b", NULL, 0, true },
};

/* A register as found: pt_regs offset, width in bytes, right shift. */
typedef struct usdt_regloc {
	int16_t	off;
	uint8_t	width;
	uint8_t	shift;
} usdt_regp_t;

static bool
usdt_streq(const char *a, const char *b)
{
	return b != NULL && strcmp(a, b) == 0;
}

/*
 * An x86 register name (without '%'): 0, or -1 if unknown.  i386 has only
 * the registers without REX: no r8..r15, no 64-bit names, no sil..spl.
 */
static int
usdt_x86_reg(const char *name, unsigned machine, usdt_regp_t *r)
{
	bool x64 = machine == EM_X86_64;
	char alt[8];
	size_t i, n = strlen(name);

	/* "r8l" is another spelling of "r8b". */
	if (n >= 3 && n < sizeof(alt) && name[0] == 'r' && name[n - 1] == 'l' &&
	    isdigit((unsigned char)name[1])) {
		memcpy(alt, name, n - 1);
		alt[n - 1] = 'b';
		alt[n] = '\0';
		name = alt;
	}
	for (i = 0; i < sizeof(usdt_x86_gprs) / sizeof(usdt_x86_gprs[0]); i++) {
		const struct usdt_x86_gpr *g = &usdt_x86_gprs[i];

		if (g->rex && !x64)
			continue;
		r->off = g->off;
		r->shift = 0;
		if (x64 && usdt_streq(name, g->q))
			r->width = 8;
		else if (usdt_streq(name, g->d))
			r->width = 4;
		else if (usdt_streq(name, g->w))
			r->width = 2;
		else if (usdt_streq(name, g->b) && (x64 || strlen(g->b) == 2))
			r->width = 1;
		else if (usdt_streq(name, g->h)) {
			r->width = 1;
			r->shift = 8;
		} else
			continue;
		return 0;
	}
	return -1;
}

/* "x0".."x30", "w0".."w30", "sp", "wsp", and fp/lr for x29/x30. */
static int
usdt_a64_reg(const char *name, usdt_regp_t *r)
{
	char *end;
	long n;

	r->shift = 0;
	if (strcmp(name, "sp") == 0 || strcmp(name, "wsp") == 0) {
		r->off = USDT_A64_SP;
		r->width = name[0] == 'w' ? 4 : 8;
		return 0;
	}
	if (strcmp(name, "fp") == 0 || strcmp(name, "lr") == 0) {
		r->off = name[0] == 'f' ? 29 * 8 : 30 * 8;
		r->width = 8;
		return 0;
	}
	if ((name[0] != 'x' && name[0] != 'w') ||
	    !isdigit((unsigned char)name[1]) || (name[1] == '0' && name[2]))
		return -1;
	n = strtol(name + 1, &end, 10);
	if (*end != '\0' || n > 30)
		return -1;
	r->off = (int16_t)(n * 8);
	r->width = name[0] == 'x' ? 8 : 4;
	return 0;
}

/* Names of registers that exist but hold no integer we can fetch. */
static bool
usdt_vector_reg(const char *name, unsigned machine)
{
	static const char *const x86[] = { "xmm", "ymm", "zmm", "mm", "st",
	    "k", NULL };
	static const char *const a64[] = { "v", "q", "d", "s", "h", "b", "z",
	    "p", NULL };
	const char *const *v = machine == EM_AARCH64 ? a64 : x86;
	size_t n;

	for (; *v != NULL; v++) {
		n = strlen(*v);
		if (strncmp(name, *v, n) == 0 &&
		    (name[n] == '\0' || isdigit((unsigned char)name[n])))
			return true;
	}
	return false;
}

static int
usdt_find_reg(const char *name, unsigned machine, usdt_regp_t *r)
{
	if (machine == EM_AARCH64)
		return usdt_a64_reg(name, r);
	return usdt_x86_reg(name, machine, r);
}

int
usdt_arg_regoff(const char *name, unsigned machine)
{
	usdt_regp_t r;

	if (machine != EM_X86_64 && machine != EM_386 && machine != EM_AARCH64)
		return -1;
	return usdt_find_reg(name, machine, &r) == 0 ? r.off : -1;
}

/* ------------------------------------------------------------- lexemes */

/* int = [ "-" | "+" ] ( decimal | "0x" hex | "0" octal ), as gas reads it. */
static int
usdt_arg_int(usdt_ap_t *ap, int64_t *v)
{
	const char *p = ap->p;
	uint64_t m = 0, d;
	unsigned base = 10;
	bool neg = false;

	if (*p == '-' || *p == '+')
		neg = *p++ == '-';
	if (!isdigit((unsigned char)*p))
		return usdt_arg_bad(ap, "number expected");
	if (p[0] == '0' && (p[1] == 'x' || p[1] == 'X') &&
	    isxdigit((unsigned char)p[2])) {
		base = 16;
		p += 2;
	} else if (p[0] == '0' && isdigit((unsigned char)p[1]))
		base = 8;
	for (; isxdigit((unsigned char)*p); p++) {
		d = isdigit((unsigned char)*p) ? (uint64_t)(*p - '0') :
		    (uint64_t)(tolower((unsigned char)*p) - 'a' + 10);
		if (d >= base)
			break;
		if (m > (UINT64_MAX - d) / base)
			return usdt_arg_bad(ap, "number out of range");
		m = m * base + d;
	}
	if (neg && m > (uint64_t)INT64_MAX + 1)
		return usdt_arg_bad(ap, "number out of range");
	*v = neg ? (int64_t)(0 - m) : (int64_t)m;
	ap->p = p;
	return 0;
}

/* A displacement: an int that fits the 32 bits of an x86 or arm64 offset. */
static int
usdt_arg_disp(usdt_ap_t *ap, int64_t *v)
{
	int rc = usdt_arg_int(ap, v);

	if (rc == 0 && (*v < INT32_MIN || *v > INT32_MAX))
		return usdt_arg_bad(ap, "displacement out of range");
	return rc;
}

/* A register or symbol name: [A-Za-z0-9_.$]+, into buf. */
static int
usdt_arg_word(usdt_ap_t *ap, char *buf, size_t len, const char *what)
{
	size_t n = 0;

	while (isalnum((unsigned char)ap->p[n]) || ap->p[n] == '_' ||
	    ap->p[n] == '.' || ap->p[n] == '$')
		n++;
	if (n == 0)
		return usdt_arg_bad(ap, what);
	if (n >= len)
		return usdt_arg_bad(ap, "name too long");
	memcpy(buf, ap->p, n);
	buf[n] = '\0';
	ap->p += n;
	return 0;
}

/* "%" reg (x86) or reg (aarch64): looked up into *r. */
static int
usdt_arg_regname(usdt_ap_t *ap, usdt_regp_t *r)
{
	char name[16];
	int rc;

	if (ap->machine != EM_AARCH64 && *ap->p++ != '%')
		return usdt_arg_bad(ap, "register expected");
	if ((rc = usdt_arg_word(ap, name, sizeof(name), "register expected")))
		return rc;
	if (ap->machine == EM_X86_64 && strcmp(name, "rip") == 0) {
		r->off = USDT_X86_RIP;
		r->width = 8;
		r->shift = 0;
		return 0;
	}
	if (usdt_find_reg(name, ap->machine, r) == 0)
		return 0;
	if (usdt_vector_reg(name, ap->machine))
		return usdt_arg_unsup(ap, "not an integer register");
	return usdt_arg_bad(ap, "unknown register");
}

/* -------------------------------------------------------------- operands */

/* A value straight from a register. */
static int
usdt_arg_setreg(usdt_ap_t *ap, const usdt_regp_t *r)
{
	usdt_arg_t *a = ap->arg;
	unsigned width = a->size;

	if (r->off == USDT_X86_RIP && ap->machine == EM_X86_64)
		return usdt_arg_unsup(ap, "%rip is not an argument register");
	/*
	 * A register narrower than the argument holds only its own bits,
	 * except a 32-bit one on a 64-bit machine: every 32-bit write
	 * zeroes the upper half (x86-64 and aarch64 alike).
	 */
	if (r->width < width && !(r->width == 4 && ap->machine != EM_386))
		width = r->width;
	a->kind = USDT_ARG_REG;
	a->reg_off = r->off;
	a->reg_shift = r->shift;
	a->ext_shift = (uint8_t)(64 - 8 * width);
	return 0;
}

static void
usdt_arg_setconst(usdt_arg_t *a, int64_t v)
{
	unsigned s = 64 - 8 * a->size;
	uint64_t u = (uint64_t)v << s;

	a->kind = USDT_ARG_CONST;
	a->ext_shift = (uint8_t)s;
	a->val = a->is_signed ? (int64_t)u >> s : (int64_t)(u >> s);
}

/* A memory operand's registers are addresses: the machine's word. */
static int
usdt_arg_addrreg(usdt_ap_t *ap, const usdt_regp_t *r)
{
	unsigned word = ap->machine == EM_386 ? 4 : 8;

	if (r->width != word || r->shift != 0)
		return usdt_arg_unsup(ap, "address register of the wrong width");
	return 0;
}

/*
 * disp = int | sym [ ( "+" | "-" ) int ] | int "+" sym
 * Sets *sym to "" when there is none.
 */
static int
usdt_x86_disp(usdt_ap_t *ap, int64_t *disp, char *sym, size_t len)
{
	int64_t d = 0;
	int rc;

	*disp = 0;
	sym[0] = '\0';
	if (*ap->p == '(')
		return 0;
	if (isdigit((unsigned char)*ap->p) || *ap->p == '-' || *ap->p == '+') {
		if ((rc = usdt_arg_disp(ap, disp)))
			return rc;
		if (*ap->p != '+' || ap->p[1] == '(')
			return 0;
		ap->p++;
		return usdt_arg_word(ap, sym, len, "symbol expected");
	}
	if ((rc = usdt_arg_word(ap, sym, len, "displacement expected")))
		return rc;
	if (*ap->p == '@')
		return usdt_arg_unsup(ap, "symbol relocation");
	if (*ap->p == '+' || *ap->p == '-') {
		if ((rc = usdt_arg_disp(ap, &d)))
			return rc;
		*disp = d;
	}
	return 0;
}

/* A global: memory at load bias + its link-time address + disp. */
static int
usdt_x86_static(usdt_ap_t *ap, const char *sym, int64_t disp)
{
	const char *why = "unknown symbol";
	uint64_t addr;

	if (sym[0] == '\0')
		return usdt_arg_unsup(ap, "%rip-relative operand without a "
		    "symbol");
	if (ap->symfn == NULL || ap->symfn(ap->cookie, sym, &addr, &why) != 0)
		return usdt_arg_unsup(ap, why);
	ap->arg->kind = USDT_ARG_STATIC;
	ap->arg->val = (int64_t)(addr + (uint64_t)disp);
	return 0;
}

/* index = "," "%" reg [ "," scale ] */
static int
usdt_x86_index(usdt_ap_t *ap)
{
	usdt_regp_t idx;
	int64_t scale = 1;
	int rc;

	ap->p++;
	if ((rc = usdt_arg_regname(ap, &idx)) ||
	    (rc = usdt_arg_addrreg(ap, &idx)))
		return rc;
	if (idx.off == USDT_X86_RSP)
		return usdt_arg_bad(ap, "%rsp cannot be an index");
	if (*ap->p == ',') {
		ap->p++;
		if ((rc = usdt_arg_int(ap, &scale)))
			return rc;
		if (scale != 1 && scale != 2 && scale != 4 && scale != 8)
			return usdt_arg_bad(ap, "scale not 1, 2, 4 or 8");
	}
	ap->arg->idx_off = idx.off;
	ap->arg->scale = (uint8_t)scale;
	return 0;
}

/*
 * mem = [ disp ] "(" [ "%" reg ] [ index ] ")" | disp
 */
static int
usdt_x86_mem(usdt_ap_t *ap)
{
	usdt_arg_t *a = ap->arg;
	usdt_regp_t base;
	char sym[256];
	int64_t disp;
	int rc;

	if ((rc = usdt_x86_disp(ap, &disp, sym, sizeof(sym))))
		return rc;
	if (*ap->p == '\0') {
		/* An absolute address: a global of non-PIC code. */
		if (sym[0] == '\0')
			return usdt_arg_unsup(ap, "absolute address");
		return usdt_x86_static(ap, sym, disp);
	}
	if (*ap->p++ != '(')
		return usdt_arg_bad(ap, "'(' expected");
	if (*ap->p != '%')
		return usdt_arg_unsup(ap, "no base register");
	if ((rc = usdt_arg_regname(ap, &base)))
		return rc;
	if (base.off == USDT_X86_RIP && ap->machine == EM_X86_64) {
		if (*ap->p++ != ')')
			return usdt_arg_bad(ap, "')' expected");
		return usdt_x86_static(ap, sym, disp);
	}
	if (sym[0] != '\0')
		return usdt_arg_unsup(ap, "symbolic displacement");
	if ((rc = usdt_arg_addrreg(ap, &base)))
		return rc;
	a->kind = USDT_ARG_REG_DEREF;
	a->reg_off = base.off;
	a->val = disp;
	if (*ap->p == ',' && (rc = usdt_x86_index(ap)))
		return rc;
	if (*ap->p++ != ')')
		return usdt_arg_bad(ap, "')' expected");
	return 0;
}

/* operand = "$" int | "%" reg | mem */
static int
usdt_x86_operand(usdt_ap_t *ap)
{
	usdt_regp_t r;
	int64_t v;
	int rc;

	if (*ap->p == '$') {
		ap->p++;
		if (isalpha((unsigned char)*ap->p) || *ap->p == '_' ||
		    *ap->p == '.')
			return usdt_arg_unsup(ap, "symbolic constant");
		if ((rc = usdt_arg_int(ap, &v)))
			return rc;
		usdt_arg_setconst(ap->arg, v);
		return 0;
	}
	if (*ap->p == '%') {
		if ((rc = usdt_arg_regname(ap, &r)))
			return rc;
		return usdt_arg_setreg(ap, &r);
	}
	if (*ap->p == '*')
		return usdt_arg_bad(ap, "indirection");
	return usdt_x86_mem(ap);
}

/* operand = [ "#" ] int | reg | "[" reg [ "," [ " " ] [ "#" ] int ] "]" */
static int
usdt_a64_operand(usdt_ap_t *ap)
{
	usdt_arg_t *a = ap->arg;
	usdt_regp_t r;
	int64_t v = 0;
	int rc;

	if (*ap->p == '#')
		ap->p++;
	if (isdigit((unsigned char)*ap->p) || *ap->p == '-' || *ap->p == '+') {
		if ((rc = usdt_arg_int(ap, &v)))
			return rc;
		usdt_arg_setconst(a, v);
		return 0;
	}
	if (strcmp(ap->p, "xzr") == 0 || strcmp(ap->p, "wzr") == 0) {
		ap->p += 3;
		usdt_arg_setconst(a, 0);
		return 0;
	}
	if (*ap->p != '[') {
		if ((rc = usdt_arg_regname(ap, &r)))
			return rc;
		return usdt_arg_setreg(ap, &r);
	}
	ap->p++;
	if ((rc = usdt_arg_regname(ap, &r)) || (rc = usdt_arg_addrreg(ap, &r)))
		return rc;
	if (*ap->p == ',') {
		ap->p++;
		if (*ap->p == ' ')
			ap->p++;
		if (*ap->p == '#')
			ap->p++;
		if ((rc = usdt_arg_disp(ap, &v)))
			return rc;
	}
	if (*ap->p++ != ']')
		return usdt_arg_bad(ap, "']' expected");
	a->kind = USDT_ARG_REG_DEREF;
	a->reg_off = r.off;
	a->val = v;
	return 0;
}

/* ----------------------------------------------------------------- specs */

/* [ "-" ] size [ "f" ] "@": 1 if there, 0 if the spec has no size prefix. */
static int
usdt_arg_size(usdt_ap_t *ap, bool *isfloat)
{
	const char *p = ap->spec;
	usdt_arg_t *a = ap->arg;
	bool neg = false;
	long n = 0;

	*isfloat = false;
	if (*p == '-') {
		neg = true;
		p++;
	}
	if (!isdigit((unsigned char)*p))
		return 0;
	while (isdigit((unsigned char)*p) && n < 1000)
		n = n * 10 + (*p++ - '0');
	if (*p == 'f') {
		*isfloat = true;
		p++;
	}
	if (*p != '@')
		return 0;
	if (n != 1 && n != 2 && n != 4 && n != 8)
		return usdt_arg_bad(ap, "size not 1, 2, 4 or 8");
	a->size = (uint8_t)n;
	a->is_signed = neg;
	ap->p = p + 1;
	return 1;
}

int
usdt_arg_parse(const char *spec, unsigned machine, usdt_symfn_t *symfn,
    void *cookie, usdt_arg_t *arg, usdt_err_t *err)
{
	usdt_ap_t ap = { spec, spec, machine, symfn, cookie, arg, err };
	bool isfloat;
	int rc;

	memset(arg, 0, sizeof(*arg));
	arg->kind = USDT_ARG_UNSUPPORTED;
	arg->idx_off = -1;
	if (machine != EM_X86_64 && machine != EM_386 && machine != EM_AARCH64)
		return usdt_arg_unsup(&ap, "unsupported machine");
	if ((rc = usdt_arg_size(&ap, &isfloat)) < 0)
		return rc;
	if (rc == 0) {
		/* No "N@": a note from before sizes, a signed word. */
		arg->size = machine == EM_386 ? 4 : 8;
		arg->is_signed = true;
	}
	if (isfloat)
		return usdt_arg_unsup(&ap, "floating-point argument");
	if (*ap.p == '\0')
		return usdt_arg_bad(&ap, "operand expected");
	rc = machine == EM_AARCH64 ? usdt_a64_operand(&ap) :
	    usdt_x86_operand(&ap);
	if (rc != 0)
		return rc;
	if (*ap.p != '\0')
		return usdt_arg_bad(&ap, "trailing characters");
	if (arg->kind == USDT_ARG_REG_DEREF || arg->kind == USDT_ARG_STATIC)
		arg->ext_shift = (uint8_t)(64 - 8 * arg->size);
	return 0;
}

/* Spaces separate specs, except inside "[sp, 16]" (aarch64). */
static size_t
usdt_arg_speclen(const char *p)
{
	size_t n;
	int depth = 0;

	for (n = 0; p[n] != '\0'; n++) {
		if (p[n] == '[' || p[n] == '(')
			depth++;
		else if ((p[n] == ']' || p[n] == ')') && depth > 0)
			depth--;
		else if ((p[n] == ' ' || p[n] == '\t') && depth == 0)
			break;
	}
	return n;
}

int
usdt_args_parse(const char *str, unsigned machine, usdt_symfn_t *symfn,
    void *cookie, usdt_arg_t args[USDT_MAX_ARGS], int *nargs, usdt_err_t *err)
{
	char spec[256];
	const char *p = str;
	int n = 0, rc = 0, r;
	size_t len;

	for (;;) {
		while (*p == ' ' || *p == '\t')
			p++;
		if (*p == '\0')
			break;
		len = usdt_arg_speclen(p);
		if (n == USDT_MAX_ARGS) {
			*nargs = n;
			return usdt_errf(err, -E2BIG, "more than %d arguments "
			    "in '%.64s'", USDT_MAX_ARGS, str);
		}
		if (len >= sizeof(spec)) {
			memset(&args[n], 0, sizeof(args[n]));
			args[n].kind = USDT_ARG_UNSUPPORTED;
			args[n].idx_off = -1;
			r = usdt_errf(rc ? NULL : err, -EINVAL, "malformed "
			    "argument '%.64s': too long", p);
		} else {
			memcpy(spec, p, len);
			spec[len] = '\0';
			r = usdt_arg_parse(spec, machine, symfn, cookie,
			    &args[n], rc ? NULL : err);
		}
		if (r < 0 && rc == 0)
			rc = r;
		n++;
		p += len;
	}
	*nargs = n;
	return rc;
}
