/*
 * test_usdt_arg.c -- unit test of the argument specs of stapsdt notes
 * (usdt/usdt_arg.c): every form gcc writes on x86-64, i386 and aarch64,
 * decoded into what the code generator fetches from pt_regs, and garbage,
 * refused with its reason.  Also D's spelling of note names.
 *
 * Build and run from the top of the tree:
 *
 *	gcc -std=gnu11 -Wall -Iusdt -o /tmp/test_usdt_arg \
 *	    tests/unit/test_usdt_arg.c usdt/usdt_arg.c usdt/usdt_elf.c -lelf
 *	/tmp/test_usdt_arg
 */
#include "usdt_test.h"

#include <elf.h>
#include <inttypes.h>

/* Symbols for %rip-relative operands: g, garr, and amb (ambiguous). */
static int
symfn(void *cookie, const char *name, uint64_t *addr, const char **why)
{
	(void) cookie;
	if (strcmp(name, "g") == 0)
		*addr = 0x4000;
	else if (strcmp(name, "garr") == 0)
		*addr = 0x5000;
	else if (strcmp(name, "amb") == 0) {
		*why = "ambiguous symbol";
		return -1;
	} else {
		*why = "unknown symbol";
		return -1;
	}
	return 0;
}

#define C USDT_ARG_CONST
#define R USDT_ARG_REG
#define D USDT_ARG_REG_DEREF
#define S USDT_ARG_STATIC

/* spec, machine -> kind size signed reg_off reg_shift idx scale ext val */
static const struct good {
	const char	*spec;
	unsigned	machine;
	usdt_arg_kind_t	kind;
	int		size, sgn, reg, shift, idx, scale, ext;
	int64_t		val;
} goods[] = {
	/* x86-64 registers and sub-registers */
	{ "-4@%edi", EM_X86_64, R, 4, 1, 112, 0, -1, 0, 32, 0 },
	{ "8@%rax", EM_X86_64, R, 8, 0, 80, 0, -1, 0, 0, 0 },
	{ "-8@%rsp", EM_X86_64, R, 8, 1, 152, 0, -1, 0, 0, 0 },
	{ "-2@%si", EM_X86_64, R, 2, 1, 104, 0, -1, 0, 48, 0 },
	{ "2@%r15w", EM_X86_64, R, 2, 0, 0, 0, -1, 0, 48, 0 },
	{ "4@%r11d", EM_X86_64, R, 4, 0, 48, 0, -1, 0, 32, 0 },
	{ "1@%al", EM_X86_64, R, 1, 0, 80, 0, -1, 0, 56, 0 },
	{ "1@%ah", EM_X86_64, R, 1, 0, 80, 8, -1, 0, 56, 0 },
	{ "-1@%bh", EM_X86_64, R, 1, 1, 40, 8, -1, 0, 56, 0 },
	{ "1@%ch", EM_X86_64, R, 1, 0, 88, 8, -1, 0, 56, 0 },
	{ "1@%dh", EM_X86_64, R, 1, 0, 96, 8, -1, 0, 56, 0 },
	{ "-1@%r8b", EM_X86_64, R, 1, 1, 72, 0, -1, 0, 56, 0 },
	{ "-1@%r8l", EM_X86_64, R, 1, 1, 72, 0, -1, 0, 56, 0 },
	{ "-1@%sil", EM_X86_64, R, 1, 1, 104, 0, -1, 0, 56, 0 },
	{ "1@%dil", EM_X86_64, R, 1, 0, 112, 0, -1, 0, 56, 0 },
	{ "1@%bpl", EM_X86_64, R, 1, 0, 32, 0, -1, 0, 56, 0 },
	{ "1@%spl", EM_X86_64, R, 1, 0, 152, 0, -1, 0, 56, 0 },
	{ "8@%r9", EM_X86_64, R, 8, 0, 64, 0, -1, 0, 0, 0 },
	{ "8@%r10", EM_X86_64, R, 8, 0, 56, 0, -1, 0, 0, 0 },
	{ "8@%r12", EM_X86_64, R, 8, 0, 24, 0, -1, 0, 0, 0 },
	{ "8@%r13", EM_X86_64, R, 8, 0, 16, 0, -1, 0, 0, 0 },
	{ "8@%r14", EM_X86_64, R, 8, 0, 8, 0, -1, 0, 0, 0 },
	{ "8@%rbx", EM_X86_64, R, 8, 0, 40, 0, -1, 0, 0, 0 },
	{ "8@%rcx", EM_X86_64, R, 8, 0, 88, 0, -1, 0, 0, 0 },
	{ "8@%rdx", EM_X86_64, R, 8, 0, 96, 0, -1, 0, 0, 0 },
	/* a 32-bit register holds a 64-bit value (zero-extended)... */
	{ "8@%eax", EM_X86_64, R, 8, 0, 80, 0, -1, 0, 0, 0 },
	/* ...a 16-bit one only its own 16 bits */
	{ "-8@%cx", EM_X86_64, R, 8, 1, 88, 0, -1, 0, 48, 0 },
	/* no size: an old note, a signed word */
	{ "%rdi", EM_X86_64, R, 8, 1, 112, 0, -1, 0, 0, 0 },
	/* constants, extended to the argument's size and sign */
	{ "4@$5", EM_X86_64, C, 4, 0, 0, 0, -1, 0, 32, 5 },
	{ "-4@$-3", EM_X86_64, C, 4, 1, 0, 0, -1, 0, 32, -3 },
	{ "4@$-1", EM_X86_64, C, 4, 0, 0, 0, -1, 0, 32, 0xffffffffLL },
	{ "-1@$255", EM_X86_64, C, 1, 1, 0, 0, -1, 0, 56, -1 },
	{ "1@$0x1ff", EM_X86_64, C, 1, 0, 0, 0, -1, 0, 56, 0xff },
	{ "4@$0x10", EM_X86_64, C, 4, 0, 0, 0, -1, 0, 32, 16 },
	{ "4@$010", EM_X86_64, C, 4, 0, 0, 0, -1, 0, 32, 8 },
	{ "-8@$9223372036854775807", EM_X86_64, C, 8, 1, 0, 0, -1, 0, 0,
	    INT64_MAX },
	{ "-8@$-9223372036854775808", EM_X86_64, C, 8, 1, 0, 0, -1, 0, 0,
	    INT64_MIN },
	{ "8@$18446744073709551615", EM_X86_64, C, 8, 0, 0, 0, -1, 0, 0, -1 },
	/* memory at register + displacement (+ index * scale) */
	{ "-8@-16(%rbp)", EM_X86_64, D, 8, 1, 32, 0, -1, 0, 0, -16 },
	{ "4@8(%rsp)", EM_X86_64, D, 4, 0, 152, 0, -1, 0, 32, 8 },
	{ "8@(%rdi)", EM_X86_64, D, 8, 0, 112, 0, -1, 0, 0, 0 },
	{ "-1@+3(%rax)", EM_X86_64, D, 1, 1, 80, 0, -1, 0, 56, 3 },
	{ "-8@(%rsi,%rdx,8)", EM_X86_64, D, 8, 1, 104, 0, 96, 8, 0, 0 },
	{ "4@16(%rax,%rbx)", EM_X86_64, D, 4, 0, 80, 0, 40, 1, 32, 16 },
	{ "2@-0x20(%r12,%r13,4)", EM_X86_64, D, 2, 0, 24, 0, 16, 4, 48, -32 },
	{ "8@2147483647(%r8)", EM_X86_64, D, 8, 0, 72, 0, -1, 0, 0,
	    2147483647 },
	/* %rip-relative globals: link-time address + displacement */
	{ "-4@g(%rip)", EM_X86_64, S, 4, 1, 0, 0, -1, 0, 32, 0x4000 },
	{ "-8@16+garr(%rip)", EM_X86_64, S, 8, 1, 0, 0, -1, 0, 0, 0x5010 },
	{ "-8@garr+16(%rip)", EM_X86_64, S, 8, 1, 0, 0, -1, 0, 0, 0x5010 },
	{ "1@garr-8(%rip)", EM_X86_64, S, 1, 0, 0, 0, -1, 0, 56, 0x4ff8 },
	/* absolute globals (non-PIC i386 code) */
	{ "-4@g", EM_386, S, 4, 1, 0, 0, -1, 0, 32, 0x4000 },
	{ "4@garr+8", EM_386, S, 4, 0, 0, 0, -1, 0, 32, 0x5008 },
	{ "8@garr", EM_X86_64, S, 8, 0, 0, 0, -1, 0, 0, 0x5000 },
	/* i386: the x86-64 pt_regs of a compat task */
	{ "-4@%eax", EM_386, R, 4, 1, 80, 0, -1, 0, 32, 0 },
	{ "4@%esp", EM_386, R, 4, 0, 152, 0, -1, 0, 32, 0 },
	{ "1@%dl", EM_386, R, 1, 0, 96, 0, -1, 0, 56, 0 },
	{ "-8@%edx", EM_386, R, 8, 1, 96, 0, -1, 0, 32, 0 },
	{ "-4@8(%ebp)", EM_386, D, 4, 1, 32, 0, -1, 0, 32, 8 },
	{ "4@(%eax,%ecx,2)", EM_386, D, 4, 0, 80, 0, 88, 2, 32, 0 },
	{ "4@$7", EM_386, C, 4, 0, 0, 0, -1, 0, 32, 7 },
	{ "%ecx", EM_386, R, 4, 1, 88, 0, -1, 0, 32, 0 },
	/* aarch64 */
	{ "-4@x0", EM_AARCH64, R, 4, 1, 0, 0, -1, 0, 32, 0 },
	{ "8@x30", EM_AARCH64, R, 8, 0, 240, 0, -1, 0, 0, 0 },
	{ "8@lr", EM_AARCH64, R, 8, 0, 240, 0, -1, 0, 0, 0 },
	{ "8@fp", EM_AARCH64, R, 8, 0, 232, 0, -1, 0, 0, 0 },
	{ "8@sp", EM_AARCH64, R, 8, 0, 248, 0, -1, 0, 0, 0 },
	{ "-4@w1", EM_AARCH64, R, 4, 1, 8, 0, -1, 0, 32, 0 },
	{ "8@w2", EM_AARCH64, R, 8, 0, 16, 0, -1, 0, 0, 0 },
	{ "8@[sp, 16]", EM_AARCH64, D, 8, 0, 248, 0, -1, 0, 0, 16 },
	{ "-4@[x29, -12]", EM_AARCH64, D, 4, 1, 232, 0, -1, 0, 32, -12 },
	{ "8@[x1,#8]", EM_AARCH64, D, 8, 0, 8, 0, -1, 0, 0, 8 },
	{ "8@[x1]", EM_AARCH64, D, 8, 0, 8, 0, -1, 0, 0, 0 },
	{ "4@5", EM_AARCH64, C, 4, 0, 0, 0, -1, 0, 32, 5 },
	{ "-4@#-7", EM_AARCH64, C, 4, 1, 0, 0, -1, 0, 32, -7 },
	{ "8@xzr", EM_AARCH64, C, 8, 0, 0, 0, -1, 0, 0, 0 },
};

static void
test_good(void)
{
	usdt_err_t err;
	usdt_arg_t a;
	size_t i;
	int rc;

	for (i = 0; i < sizeof(goods) / sizeof(goods[0]); i++) {
		const struct good *g = &goods[i];

		err.msg[0] = '\0';
		rc = usdt_arg_parse(g->spec, g->machine, symfn, NULL, &a, &err);
		if (!CHECK(rc == 0, "'%s': rc %d (%s)", g->spec, rc, err.msg))
			continue;
		CHECK(a.kind == g->kind && a.size == g->size &&
		    a.is_signed == g->sgn && a.ext_shift == g->ext &&
		    a.val == g->val, "'%s': kind %d size %d signed %d ext %d "
		    "val %" PRId64, g->spec, a.kind, a.size, a.is_signed,
		    a.ext_shift, a.val);
		if (g->kind == R || g->kind == D)
			CHECK(a.reg_off == g->reg && a.reg_shift == g->shift,
			    "'%s': reg_off %d shift %d", g->spec, a.reg_off,
			    a.reg_shift);
		CHECK(a.idx_off == g->idx && (g->idx < 0 || a.scale ==
		    g->scale), "'%s': idx_off %d scale %d", g->spec,
		    a.idx_off, a.scale);
	}
}

/* spec, machine -> rc and the exact message */
static const struct bad {
	const char	*spec;
	unsigned	machine;
	int		rc;
	const char	*msg;
} bads[] = {
	{ "-8f@%xmm0", EM_X86_64, -ENOTSUP,
	  "usdt: cannot decode argument '-8f@%xmm0': floating-point argument" },
	{ "8@%xmm1", EM_X86_64, -ENOTSUP,
	  "usdt: cannot decode argument '8@%xmm1': not an integer register" },
	{ "8@%st", EM_X86_64, -ENOTSUP, NULL },
	{ "8@foo(%rip)", EM_X86_64, -ENOTSUP,
	  "usdt: cannot decode argument '8@foo(%rip)': unknown symbol" },
	{ "8@amb(%rip)", EM_X86_64, -ENOTSUP,
	  "usdt: cannot decode argument '8@amb(%rip)': ambiguous symbol" },
	{ "8@16(%rip)", EM_X86_64, -ENOTSUP,
	  "usdt: cannot decode argument '8@16(%rip)': %rip-relative "
	  "operand without a symbol" },
	{ "-4@g@GOTPCREL(%rip)", EM_X86_64, -ENOTSUP,
	  "usdt: cannot decode argument '-4@g@GOTPCREL(%rip)': symbol "
	  "relocation" },
	{ "-4@g@GOTOFF(%eax)", EM_386, -ENOTSUP, NULL },
	{ "8@g(%rax)", EM_X86_64, -ENOTSUP,
	  "usdt: cannot decode argument '8@g(%rax)': symbolic displacement" },
	{ "8@$g", EM_X86_64, -ENOTSUP,
	  "usdt: cannot decode argument '8@$g': symbolic constant" },
	{ "8@(,%rax,8)", EM_X86_64, -ENOTSUP,
	  "usdt: cannot decode argument '8@(,%rax,8)': no base register" },
	{ "8@(%eax)", EM_X86_64, -ENOTSUP,
	  "usdt: cannot decode argument '8@(%eax)': address register of the "
	  "wrong width" },
	{ "8@%rip", EM_X86_64, -ENOTSUP, NULL },
	{ "8@[w1]", EM_AARCH64, -ENOTSUP, NULL },
	{ "8@v0", EM_AARCH64, -ENOTSUP, NULL },
	{ "8@d1", EM_AARCH64, -ENOTSUP, NULL },
	{ "8@%rax", 21 /* EM_PPC64 */, -ENOTSUP,
	  "usdt: cannot decode argument '8@%rax': unsupported machine" },
	{ "", EM_X86_64, -EINVAL,
	  "usdt: malformed argument '': operand expected" },
	{ "-4@", EM_X86_64, -EINVAL,
	  "usdt: malformed argument '-4@': operand expected" },
	{ "3@%eax", EM_X86_64, -EINVAL,
	  "usdt: malformed argument '3@%eax': size not 1, 2, 4 or 8" },
	{ "16@%rax", EM_X86_64, -EINVAL, NULL },
	{ "4@%", EM_X86_64, -EINVAL,
	  "usdt: malformed argument '4@%': register expected" },
	{ "4@%foo", EM_X86_64, -EINVAL,
	  "usdt: malformed argument '4@%foo': unknown register" },
	{ "4@%fs:8", EM_X86_64, -EINVAL, NULL },
	{ "4@$", EM_X86_64, -EINVAL,
	  "usdt: malformed argument '4@$': number expected" },
	{ "4@$99999999999999999999", EM_X86_64, -EINVAL,
	  "usdt: malformed argument '4@$99999999999999999999': number out "
	  "of range" },
	{ "-8@$-9223372036854775809", EM_X86_64, -EINVAL, NULL },
	{ "4@8(%rax", EM_X86_64, -EINVAL,
	  "usdt: malformed argument '4@8(%rax': ')' expected" },
	{ "4@8(%rax))", EM_X86_64, -EINVAL,
	  "usdt: malformed argument '4@8(%rax))': trailing characters" },
	{ "4@8(%rax,%rbx,3)", EM_X86_64, -EINVAL,
	  "usdt: malformed argument '4@8(%rax,%rbx,3)': scale not 1, 2, 4 "
	  "or 8" },
	{ "4@(%rax,%rsp)", EM_X86_64, -EINVAL,
	  "usdt: malformed argument '4@(%rax,%rsp)': %rsp cannot be an "
	  "index" },
	{ "4@9999999999(%rax)", EM_X86_64, -EINVAL,
	  "usdt: malformed argument '4@9999999999(%rax)': displacement out "
	  "of range" },
	{ "4@%eax junk", EM_X86_64, -EINVAL, NULL },
	{ "4@*%rax", EM_X86_64, -EINVAL, NULL },
	{ "@%eax", EM_X86_64, -EINVAL, NULL },
	{ "4@8", EM_X86_64, -ENOTSUP,
	  "usdt: cannot decode argument '4@8': absolute address" },
	{ "4@g_arr(,%rax,8)", EM_X86_64, -ENOTSUP, NULL },
	{ "\001\377", EM_X86_64, -EINVAL, NULL },
	{ "-4@%rax", EM_386, -EINVAL, NULL },
	{ "-1@%sil", EM_386, -EINVAL, NULL },
	{ "4@8(%r8)", EM_386, -EINVAL, NULL },
	{ "8@x31", EM_AARCH64, -EINVAL, NULL },
	{ "8@x01", EM_AARCH64, -EINVAL, NULL },
	{ "8@[x1, #:lo12:foo]", EM_AARCH64, -EINVAL, NULL },
	{ "8@[x1, 8", EM_AARCH64, -EINVAL, NULL },
	{ "8@%rax", EM_AARCH64, -EINVAL, NULL },
};

static void
test_bad(void)
{
	usdt_err_t err;
	usdt_arg_t a;
	size_t i;
	int rc;

	for (i = 0; i < sizeof(bads) / sizeof(bads[0]); i++) {
		const struct bad *b = &bads[i];

		err.msg[0] = '\0';
		rc = usdt_arg_parse(b->spec, b->machine, symfn, NULL, &a, &err);
		CHECK(rc == b->rc, "'%s': rc %d, want %d (%s)", b->spec, rc,
		    b->rc, err.msg);
		CHECK(a.kind == USDT_ARG_UNSUPPORTED, "'%s': kind %d", b->spec,
		    a.kind);
		CHECK(strncmp(err.msg, "usdt: ", 6) == 0 && (b->msg == NULL ||
		    strcmp(err.msg, b->msg) == 0), "'%s': message '%s'",
		    b->spec, err.msg);
	}
	/* Without a symbol resolver, no %rip-relative global. */
	rc = usdt_arg_parse("-4@g(%rip)", EM_X86_64, NULL, NULL, &a, NULL);
	CHECK(rc == -ENOTSUP && a.kind == USDT_ARG_UNSUPPORTED,
	    "no symfn: rc %d", rc);
}

static void
test_args(void)
{
	usdt_arg_t args[USDT_MAX_ARGS];
	usdt_err_t err;
	char many[400] = "";
	int n = -1, rc, i;

	rc = usdt_args_parse("-4@%edi -8@(%rsi,%rdx,8) -4@g(%rip)", EM_X86_64,
	    symfn, NULL, args, &n, &err);
	CHECK(rc == 0 && n == 3 && args[0].kind == R && args[1].kind == D &&
	    args[1].idx_off == 96 && args[2].kind == S, "three: rc %d n %d",
	    rc, n);
	rc = usdt_args_parse("", EM_X86_64, symfn, NULL, args, &n, &err);
	CHECK(rc == 0 && n == 0, "empty: rc %d n %d", rc, n);
	rc = usdt_args_parse("  ", EM_X86_64, symfn, NULL, args, &n, &err);
	CHECK(rc == 0 && n == 0, "blank: rc %d n %d", rc, n);
	rc = usdt_args_parse("8@[sp, 16] -4@x0", EM_AARCH64, NULL, NULL, args,
	    &n, &err);
	CHECK(rc == 0 && n == 2 && args[0].kind == D && args[0].val == 16 &&
	    args[1].kind == R, "aarch64: rc %d n %d", rc, n);
	/* A bad one in the middle: reported, the others still decoded. */
	rc = usdt_args_parse("4@%eax 4@%bad -8f@%xmm0 8@%rax", EM_X86_64,
	    symfn, NULL, args, &n, &err);
	CHECK(rc == -EINVAL && n == 4 && args[0].kind == R &&
	    args[1].kind == USDT_ARG_UNSUPPORTED &&
	    args[2].kind == USDT_ARG_UNSUPPORTED && args[3].kind == R,
	    "middle: rc %d n %d", rc, n);
	CHECK(strcmp(err.msg, "usdt: malformed argument '4@%bad': unknown "
	    "register") == 0, "middle: '%s'", err.msg);
	for (i = 0; i < 13; i++)
		strcat(many, "4@$1 ");
	rc = usdt_args_parse(many, EM_X86_64, symfn, NULL, args, &n, &err);
	CHECK(rc == -E2BIG && n == USDT_MAX_ARGS, "13 args: rc %d n %d", rc,
	    n);
	memset(many, 'a', 300);
	many[300] = '\0';
	rc = usdt_args_parse(many, EM_X86_64, symfn, NULL, args, &n, &err);
	CHECK(rc == -EINVAL && n == 1 && args[0].kind == USDT_ARG_UNSUPPORTED,
	    "too long: rc %d n %d", rc, n);
}

static void
test_regoff(void)
{
	CHECK(usdt_arg_regoff("rax", EM_X86_64) == 80, "rax");
	CHECK(usdt_arg_regoff("r8d", EM_X86_64) == 72, "r8d");
	CHECK(usdt_arg_regoff("ah", EM_X86_64) == 80, "ah");
	CHECK(usdt_arg_regoff("r8", EM_386) == -1, "r8 on i386");
	CHECK(usdt_arg_regoff("x3", EM_AARCH64) == 24, "x3");
	CHECK(usdt_arg_regoff("bogus", EM_X86_64) == -1, "bogus");
	CHECK(usdt_arg_regoff("rax", 21) == -1, "ppc64");
}

static void
test_hyphenate(void)
{
	static const char *const cases[][2] = {
		{ "test__prov", "test-prov" }, { "zero__probe", "zero-probe" },
		{ "a___b", "a-_b" }, { "__x__", "-x-" }, { "plain", "plain" },
		{ "a_b", "a_b" }, { "", "" },
	};
	char buf[32];
	size_t i;

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
		CHECK(strcmp(usdt_hyphenate(cases[i][0], buf, sizeof(buf)),
		    cases[i][1]) == 0, "hyphenate '%s': '%s'", cases[i][0],
		    buf);
	CHECK(strcmp(usdt_hyphenate("abcdef", buf, 4), "abc") == 0,
	    "hyphenate truncates: '%s'", buf);
}

int
main(int argc, char **argv)
{
	ut_verbose = argc > 1 && strcmp(argv[1], "-v") == 0;
	test_good();
	test_bad();
	test_args();
	test_regoff();
	test_hyphenate();
	return ut_finish("test_usdt_arg");
}
