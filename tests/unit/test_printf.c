/*
 * test_printf.c -- unit test of the printf() engine (libdtrace/check/dt_printf.c).
 *
 * Every case compiles a format against D argument types, formats decoded
 * values into a memory stream and compares the bytes (and the returned
 * count) with DTrace's output; compile errors are compared with DTrace's
 * message text and tag.  Where DTrace behaves as C's printf, the expected
 * text comes from the C library.  Prints one FAIL line per failure and
 * exits non-zero if there was any.
 *
 * Build: gcc -std=gnu11 -Wall -Wextra -O2 -Ilibdtrace \
 *            -o /tmp/test_printf tests/unit/test_printf.c libdtrace/check/dt_printf.c
 */
#ifndef _GNU_SOURCE
#define	_GNU_SOURCE	/* localtime_r, strdup, open_memstream */
#endif
#include <inttypes.h>
#include <locale.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "check/dt_printf.h"

static int nfail, npass;

/* --- arguments: a D type and its decoded value ---------------------------- */

typedef struct arg {
	dt_pfarg_type_t t;
	dt_pfval_t v;
} arg_t;

static arg_t
mkint(const char *name, size_t size, bool sgn, uint64_t bits)
{
	arg_t a;

	memset(&a, 0, sizeof(a));
	a.t.kind = a.v.kind = DT_PFK_INT;
	a.t.size = a.v.size = size;
	a.t.is_signed = a.v.is_signed = sgn;
	a.t.name = name;
	a.v.v.u = bits;
	return a;
}

/* values sign-extended as the consumer stores them */
static arg_t CH(int8_t x) { return mkint("char", 1, true, (uint64_t)(int64_t)x); }
static arg_t UCH(uint8_t x) { return mkint("uchar_t", 1, false, x); }
static arg_t SH(int16_t x) { return mkint("short", 2, true, (uint64_t)(int64_t)x); }
static arg_t USH(uint16_t x) { return mkint("ushort_t", 2, false, x); }
static arg_t I(int32_t x) { return mkint("int", 4, true, (uint64_t)(int64_t)x); }
static arg_t U(uint32_t x) { return mkint("uint_t", 4, false, x); }
static arg_t L(int64_t x) { return mkint("long", 8, true, (uint64_t)x); }
static arg_t UL(uint64_t x) { return mkint("ulong_t", 8, false, x); }
static arg_t LL(int64_t x) { return mkint("long long", 8, true, (uint64_t)x); }
static arg_t ULL(uint64_t x) { return mkint("unsigned long long", 8, false, x); }
static arg_t I64(int64_t x) { return mkint("int64_t", 8, true, (uint64_t)x); }
static arg_t U64(uint64_t x) { return mkint("uint64_t", 8, false, x); }

/* an int whose record was stored sign-extended to 8 bytes */
static arg_t
I_wide(int32_t x)
{
	arg_t a = I(x);

	a.v.size = 8;
	return a;
}

static arg_t
P(uint64_t x)
{
	arg_t a = mkint("void *", 8, false, x);

	a.t.kind = a.v.kind = DT_PFK_PTR;
	return a;
}

static arg_t
CHARP(uint64_t x)
{
	arg_t a = P(x);

	a.t.name = "char *";
	return a;
}

static arg_t
S(const char *s)
{
	arg_t a;

	memset(&a, 0, sizeof(a));
	a.t.kind = a.v.kind = DT_PFK_STRING;
	a.t.size = a.v.size = 256;
	a.t.name = "string";
	a.v.s = s;
	return a;
}

static arg_t
CARR(const char *s, const char *name)
{
	arg_t a = S(s);

	a.t.is_char_array = true;
	a.t.name = name;
	return a;
}

static arg_t
FL(const char *name, size_t size, double d)
{
	arg_t a;

	memset(&a, 0, sizeof(a));
	a.t.kind = a.v.kind = DT_PFK_FLOAT;
	a.t.size = a.v.size = size;
	a.t.is_signed = true;
	a.t.name = name;
	a.v.v.d = d;
	return a;
}

static arg_t D(double d) { return FL("double", 8, d); }
static arg_t F(float f) { return FL("float", 4, f); }

static arg_t
OTHER(const char *name)
{
	arg_t a;

	memset(&a, 0, sizeof(a));
	a.t.kind = a.v.kind = DT_PFK_OTHER;
	a.t.name = name;
	return a;
}

static arg_t
STACK(void)
{
	arg_t a = OTHER("stack");

	a.t.kind = a.v.kind = DT_PFK_STACK;
	a.t.size = a.v.size = 8;
	a.v.v.u = 0xffffffff81000000ULL;
	return a;
}

/* --- running ---------------------------------------------------------------- */

#define	MAXARGS	16

static void
fail(const char *what, const char *fmt, const char *got, const char *want)
{
	nfail++;
	printf("FAIL %s: format \"%s\"\n  got:  \"%s\"\n  want: \"%s\"\n",
	    what, fmt, got != NULL ? got : "(null)", want);
}

/* format args with fmt; NULL-terminated string the caller frees */
static char *
run_va(const char *fmt, const dt_pfhooks_t *hooks, int *rvp, char *err,
    size_t errlen, int n, va_list ap)
{
	dt_pfarg_type_t types[MAXARGS];
	dt_pfval_t vals[MAXARGS];
	dt_pfprog_t *pf;
	char *buf = NULL;
	size_t len = 0;
	FILE *fp;
	int i;

	for (i = 0; i < n; i++) {
		arg_t a = va_arg(ap, arg_t);

		types[i] = a.t;
		vals[i] = a.v;
	}
	pf = dt_printf_compile("printf", fmt, types, n, err, errlen);
	if (pf == NULL)
		return NULL;
	if (dt_printf_nargs(pf) != n)
		fail("nargs", fmt, "(mismatch)", "n");
	fp = open_memstream(&buf, &len);
	*rvp = dt_printf_exec(fp, pf, vals, n, hooks);
	fclose(fp);
	dt_printf_destroy(pf);
	return buf;
}

static void
check_hooks(const dt_pfhooks_t *hooks, const char *fmt, const char *want,
    int n, ...)
{
	char err[1024];
	va_list ap;
	char *got;
	int rv = -2;

	va_start(ap, n);
	got = run_va(fmt, hooks, &rv, err, sizeof(err), n, ap);
	va_end(ap);
	if (got == NULL) {
		fail("compile", fmt, err, want);
	} else if (strcmp(got, want) != 0) {
		fail("output", fmt, got, want);
	} else if (rv != (int)strlen(want)) {
		char r[32];

		snprintf(r, sizeof(r), "returned %d", rv);
		fail("return value", fmt, r, want);
	} else {
		npass++;
	}
	free(got);
}

#define	check(fmt, want, ...) \
	check_hooks(NULL, fmt, want, NARGS(__VA_ARGS__), ##__VA_ARGS__)
#define	NARGS(...)	NARGS_(0, ##__VA_ARGS__, 12, 11, 10, 9, 8, 7, 6, 5, \
	4, 3, 2, 1, 0)
#define	NARGS_(z, a, b, c, d, e, f, g, h, i, j, k, l, n, ...) n

/* a compile error with DTrace's tag and message */
static void
check_err_(const char *fmt, const char *wtag, const char *want, int n, ...)
{
	dt_pfarg_type_t types[MAXARGS];
	const char *tag = NULL;
	char err[1024] = "(none)";
	dt_pfprog_t *pf;
	va_list ap;
	int i;

	va_start(ap, n);
	for (i = 0; i < n; i++)
		types[i] = va_arg(ap, arg_t).t;
	va_end(ap);
	pf = dt_printf_compile_tag("printf", fmt, types, n, &tag, err,
	    sizeof(err));
	if (pf != NULL) {
		dt_printf_destroy(pf);
		fail("no error", fmt, "(compiled)", want);
	} else if (strcmp(err, want) != 0) {
		fail("error text", fmt, err, want);
	} else if (tag == NULL || strcmp(tag, wtag) != 0) {
		fail("error tag", fmt, tag, wtag);
	} else {
		npass++;
	}
}

#define	check_err(fmt, tag, want, ...) \
	check_err_(fmt, tag, want, NARGS(__VA_ARGS__), ##__VA_ARGS__)

/* --- the brief's examples and DTrace's test suite outputs -------------- */

static void
test_examples(void)
{
	check("[%d] [%i] [%5d] [%-5d|] [%05d] [%+d] [% d]\n",
	    "[42] [42] [   42] [42   |] [00042] [+42] [ 42]\n",
	    I(42), I(42), I(42), I(42), I(42), I(42), I(42));
	check("[%d] [%5d] [%-5d|] [%u]\n", "[-7] [   -7] [-7   |] [4294967289]\n",
	    I(-7), I(-7), I(-7), U((uint32_t)-7));
	check("[%x] [%X] [%#x] [%o] [%#o] [%8.4x]\n",
	    "[ff] [FF] [0xff] [10] [010] [    00ff]\n",
	    I(255), I(255), I(255), I(8), I(8), I(255));
	check("[%c] [%c%c%c]\n", "[A] [dtr]\n", I(65), CH('d'), CH('t'),
	    CH('r'));
	check("[%*d] [%-*d|] [%.*d]\n", "[     7] [7     |] [0007]\n",
	    I(6), I(7), I(6), I(7), I(4), I(7));
	check("[%%] [100%%]\n", "[%] [100%]\n");
	check("[%s] [%10s] [%-10s|] [%.3s] [%10.3s]\n",
	    "[tracing] [   tracing] [tracing   |] [tra] [       tra]\n",
	    S("tracing"), S("tracing"), S("tracing"), S("tracing"),
	    S("tracing"));
	check("%hd", "1", SH((int16_t)65537));
	check("[%ld] [%lld] [%lu]", "[1099511627776] [-1] "
	    "[18446744073709551615]", L(1LL << 40), LL(-1),
	    ULL(18446744073709551615ULL));
	check("%u", "4294967295", U((uint32_t)-1));
}

/* test/unittest/printf/tst.basics.d (its .r) */
static void
test_basics(void)
{
	int i = 'a';

	check("%c", "a", I(i));
	check("%d", "97", I(i));
	check("%hd", "97", SH((int16_t)i));
	check("%hi", "97", SH((int16_t)i));
	check("%ho", "141", USH((uint16_t)i));
	check("%hu", "97", USH((uint16_t)i));
	check("%hx", "61", USH((uint16_t)i));
	check("%hX", "61", USH((uint16_t)i));
	check("%i", "97", I(i));
	check("%lc", "a", I(i));
	check("%ld", "97", L(i));
	check("%li", "97", L(i));
	check("%lo", "141", UL((uint64_t)i));
	check("%lu", "97", UL((uint64_t)i));
	check("%lx", "61", UL((uint64_t)i));
	check("%lX", "61", UL((uint64_t)i));
	check("%o", "141", U((uint32_t)i));
	check("%p", "61", P((uint64_t)i));
	check("%s", "hello", S("hello"));
	check("%u", "97", U((uint32_t)i));
	check("%x", "61", U((uint32_t)i));
	check("%X", "61", U((uint32_t)i));
	check("\n%%d = %d\n", "\n%d = 97\n", I(i));
	/* tst.flags.d */
	check("# %#8x\n", "#    0x123\n", I(0x123));
	check("0 %08x\n", "0 00000123\n", I(0x123));
	check("- %-8x\n", "- 123     \n", I(0x123));
	check("+ %+8d\n", "+     +123\n", I(123));
	check("  % 8d\n", "       123\n", I(123));
	/* tst.widths1.d: '?' is the width of a pointer */
	check("%?d\n", "               0\n", I(0));
	check("%?d\n", "               5\n", I(5));
	check("%-?p|", "ffffffff8100beef|", P(0xffffffff8100beefULL));
	/* tst.rawfmt.d, tst.conv_e_float.d, tst.conv_d_signed.d */
	check("hello world from BEGIN", "hello world from BEGIN");
	check("%e", "0.000000e+00", F(0));
	check("%d", "-12345", I(-12345));
	check("%c", "A", I(0x41));
}

/* --- integers: the argument's own size and signedness ------------------- */

static void
test_int_sizes(void)
{
	check("%d %d %d %d", "-1 -1 -1 -1", CH(-1), SH(-1), I(-1), L(-1));
	check("%u %u %u %u", "255 65535 4294967295 18446744073709551615",
	    CH(-1), SH(-1), I(-1), L(-1));
	check("%x %x %x %x", "ff ffff ffffffff ffffffffffffffff",
	    CH(-1), SH(-1), I(-1), L(-1));
	check("%o %X", "377 FFFF", CH(-1), SH(-1));
	/* %d/%i follow the type's signedness */
	check("%d %i", "4294967295 255", U(0xffffffffu), UCH(255));
	check("%d", "18446744073709551615", U64(UINT64_MAX));
	check("%+d|% i", "4294967295|255", U(0xffffffffu), UCH(255));
	check("%d %d", "-9223372036854775808 9223372036854775807",
	    I64(INT64_MIN), I64(INT64_MAX));
	/* an int recorded as 8 bytes still prints as an int */
	check("%u %x %d", "4294967289 fffffff9 -7", I_wide(-7), I_wide(-7),
	    I_wide(-7));
	check("%c%c", "AA", I(0x141), SH(0x41));
	check("%p %#p", "0 0x7fff0000", P(0), P(0x7fff0000));
	check("%p", "ffffffff", I(-1));
	check("%08p|%-18p|", "0000beef|deadbeef          |", P(0xbeef),
	    P(0xdeadbeef));
	check("%llx %llX %lld %llu %lli %llo", "ff FF -2 3 4 10", U64(255),
	    I64(255), LL(-2), ULL(3), I64(4), ULL(8));
	check("%lx %hx", "ffffffffffffffff ffff", L(-1), SH(-1));
	check("%wc", "z", I('z'));
	check("%C%C%C%C%C", "a\\n\\0\\310\\\\", CH('a'), I('\n'), I(0),
	    UCH(200), CH('\\'));
	check("[%5C]", "[   \\t]", CH('\t'));
}

/* flags, width and precision as the C library does them */
static void
cmp_c(const char *dfmt, const char *want, arg_t a)
{
	check_hooks(NULL, dfmt, want, 1, a);
}

static void
test_int_vs_c(void)
{
	static const char *const flags[] = {
		"", "-", "0", "+", " ", "#", "-+", "0+", "0 ", "#0", "-#",
		"+ ", "-+ #", "0+#"
	};
	static const char *const wp[] = {
		"", "1", "7", "12", ".1", ".5", "8.3", "3.8", "12.6"
	};
	static const char convs[] = "diouxXc";
	static const int32_t ivals[] = { 0, 1, -1, 42, -42, 255, 65,
	    2147483647, -2147483647 - 1 };
	static const int64_t lvals[] = { 0, -1, 1099511627776LL, INT64_MIN,
	    INT64_MAX };
	char dfmt[64], cfmt[64], want[256];
	size_t f, w, c, v;

	for (f = 0; f < sizeof(flags) / sizeof(flags[0]); f++)
	for (w = 0; w < sizeof(wp) / sizeof(wp[0]); w++)
	for (c = 0; convs[c] != '\0'; c++) {
		snprintf(dfmt, sizeof(dfmt), "[%%%s%s%c]", flags[f], wp[w],
		    convs[c]);
		for (v = 0; v < sizeof(ivals) / sizeof(ivals[0]); v++) {
			if (convs[c] == 'c' && ivals[v] < 32)
				continue;
			snprintf(want, sizeof(want), dfmt, convs[c] == 'c' ?
			    (ivals[v] & 0x7f) | 0x20 : ivals[v]);
			cmp_c(dfmt, want, convs[c] == 'c' ?
			    I((ivals[v] & 0x7f) | 0x20) : I(ivals[v]));
		}
		if (convs[c] == 'c')
			continue;
		snprintf(cfmt, sizeof(cfmt), "[%%%s%sll%c]", flags[f], wp[w],
		    convs[c]);
		for (v = 0; v < sizeof(lvals) / sizeof(lvals[0]); v++) {
			snprintf(want, sizeof(want), cfmt, lvals[v]);
			cmp_c(dfmt, want, L(lvals[v]));
		}
	}
}

/* where DTrace's parser differs from C's */
static void
test_int_dtrace_quirks(void)
{
	/* a precision of 0 is ignored */
	check("[%.0d] [%.d] [%5.0x]", "[0] [0] [    0]", I(0), I(0), I(0));
	check("[%.*d]", "[0]", I(0), I(0));
	/* a negative '*' width left-justifies; a negative precision is off */
	check("[%*d] [%.*d]", "[7    ] [7]", I(-5), I(7), I(-3), I(7));
	/* '0' after '-' wins, and '-' after '0' */
	check("[%-05d] [%0-5d]", "[00042] [42   ]", I(42), I(42));
	/* size letters anywhere before the name */
	check("[%l5d] [%h-4d]", "[   42] [42  ]", L(42), SH(42));
	/* 64-bit '*' arguments are truncated to int */
	check("[%*d]", "[  3]", L(0x100000003LL), I(3));
	check("[%'d]", "[1234567]", I(1234567));	/* C locale */
}

/* --- strings ------------------------------------------------------------- */

static void
test_strings(void)
{
	check("%s|%5s|%-5s|%.1s|%.0s", "|     |     ||", S(""), S(""), S(""),
	    S(""), S(""));
	check("%0.0s %1.1s %2.2s %9.9s", "hello h he     hello",
	    S("hello"), S("hello"), S("hello"), S("hello"));
	check("%*.*s|", "   he|", I(5), I(2), S("hello"));
	check("%s", "", S(NULL));
	check("%s %s", "abc xyz", CARR("abc", "char [4]"),
	    CARR("xyz", "char [16]"));
	check("%05s|%+s", "  abc|abc", S("abc"), S("abc"));
	check("%S", "a\\tb\\n\\\"q\\\"\\\\ \\001\\177\\377\\033\\0",
	    S("a\tb\n\"q\"\\ \001\177\377\033"));
	check("%S", "\\a\\b\\f\\r\\v~!\\0", S("\a\b\f\r\v~!"));
	check("[%12S] [%-6.2S]", "[     hello\\0] [he    ]", S("hello"),
	    S("hello"));
	check("%s", "line1\nline2", S("line1\nline2"));
}

/* --- floating point ----------------------------------------------------- */

static void
test_floats(void)
{
	static const char *const specs[] = {
		"%e", "%E", "%f", "%g", "%G", "%10.3f", "%-12.2e|", "%+.4g",
		"% f", "%#.1f", "%012.4f", "%.10g", "%#g"
	};
	static const double vals[] = { 0, 1, -1.5, 3.14159265358979,
	    1e-10, 6.02214076e23, -0.0001 };
	char want[128];
	size_t s, v;

	for (s = 0; s < sizeof(specs) / sizeof(specs[0]); s++) {
		for (v = 0; v < sizeof(vals) / sizeof(vals[0]); v++) {
			snprintf(want, sizeof(want), specs[s], vals[v]);
			cmp_c(specs[s], want, D(vals[v]));
			snprintf(want, sizeof(want), specs[s],
			    (double)(float)vals[v]);
			cmp_c(specs[s], want, F((float)vals[v]));
		}
	}
	check("[%*.*f]", "[    2.50]", I(8), I(2), D(2.5));
	/* DTrace ignores a precision of 0 here too */
	check("[%.0f] [%#.0e] [%.*g]", "[2.500000] [2.500000e+00] [2.5]",
	    D(2.5), D(2.5), I(0), D(2.5));
	check("%Lf %Le", "1.500000 1.500000e+00", FL("long double", 16, 1.5),
	    FL("long double", 16, 1.5));
}

/* --- %a %A %k ----------------------------------------------------------- */

static int
ksym(void *arg, uint64_t addr, char *buf, size_t len)
{
	(*(int *)arg)++;
	if (addr == 0xffffffff82001000ULL)
		snprintf(buf, len, "vmlinux`max_pfn");
	else if (addr == 0xffffffff82001010ULL)
		snprintf(buf, len, "vmlinux`max_pfn+0x10");
	else
		return -1;
	return 0;
}

static int
usym(void *arg, int pid, uint64_t addr, char *buf, size_t len)
{
	(*(int *)arg)++;
	if (pid != 1234 || addr != 0x401000)
		return -1;
	snprintf(buf, len, "a.out`main");
	return 0;
}

static void
test_symbols(void)
{
	int calls = 0;
	dt_pfhooks_t h = { ksym, usym, &calls, 1234 };

	check_hooks(&h, "%a|%a|%a", "vmlinux`max_pfn|vmlinux`max_pfn+0x10|"
	    "0xffffffff82002000", 3, P(0xffffffff82001000ULL),
	    P(0xffffffff82001010ULL), P(0xffffffff82002000ULL));
	check_hooks(&h, "[%20a] [%-17a]", "[     vmlinux`max_pfn] "
	    "[vmlinux`max_pfn  ]", 2, P(0xffffffff82001000ULL),
	    U64(0xffffffff82001000ULL));
	check_hooks(&h, "%A %A", "a.out`main 0x401001", 2, P(0x401000),
	    P(0x401001));
	if (calls != 7) {
		nfail++;
		printf("FAIL symbol hooks called %d times, want 7\n", calls);
	}
	check("%a %A", "0xffffffff82001000 0x401000",
	    P(0xffffffff82001000ULL), P(0x401000));
	check("%a", "0xffffffff", U(0xffffffffu));
	check("%k", "0xffffffff81000000", STACK());
	check("[%20k]", "[  0xffffffff81000000]", STACK());
}

/* --- %Y %T ------------------------------------------------------------- */

static void
settz(const char *tz)
{
	setenv("TZ", tz, 1);
	tzset();
}

static void
test_times(void)
{
	const int64_t ns = 1000000000LL;

	settz("UTC");
	check("%Y", "2026 Nov 21 19:30:00", U64(1795289400ULL * ns));
	check("%Y", "1970 Jan  1 00:00:00", U64(0));
	check("[%25Y] [%-21Y]", "[     2026 Nov 21 19:30:00] "
	    "[1970 Jan  1 00:00:00 ]", I64(1795289400LL * ns + 999999999),
	    U64(0));
	check("%T", "Thu, 01 Jan 1970 00:00:00 UTC", U64(0));
	check("%T", "Sat, 21 Nov 2026 19:30:00 UTC", U64(1795289400ULL * ns));
	/* tst.printY.sh / tst.printT.sh inputs, as DTrace runs them */
	if (access("/usr/share/zoneinfo/US/Pacific", R_OK) == 0) {
		settz("US/Pacific");
		check("%Y\n%Y\n%Y", "1969 Dec 31 16:00:00\n"
		    "2003 Sep  3 10:23:41\n2038 Jan 18 19:14:07",
		    U64(0), U64(1062609821ULL * ns),
		    U64(0x7fffffffULL * ns));
		check("%T", "Wed, 03 Sep 2003 10:23:41 PDT",
		    U64(1062609821ULL * ns));
	}
	settz("UTC");
}

/* --- wide fields (tst.wide.sh) --------------------------------------- */

static void
test_wide(void)
{
	static const char *const fmts[] = {
		"%10000000d", "%.10000000d", "%10000000.10000000d"
	};
	dt_pfarg_type_t t = I(1).t;
	dt_pfval_t v = I(1).v;
	size_t i, len, k;

	for (i = 0; i < 3; i++) {
		dt_pfprog_t *pf = dt_printf_compile("printf", fmts[i], &t, 1,
		    NULL, 0);
		char *buf = NULL;
		FILE *fp = open_memstream(&buf, &len);
		int rv = dt_printf_exec(fp, pf, &v, 1, NULL);
		char pad = i == 0 ? ' ' : '0';

		fclose(fp);
		for (k = 0; k + 1 < len && buf[k] == pad; k++)
			continue;
		if (rv != 10000000 || len != 10000000 || k != len - 1 ||
		    buf[k] != '1') {
			nfail++;
			printf("FAIL wide \"%s\": rv %d len %zu\n", fmts[i],
			    rv, len);
		} else {
			npass++;
		}
		free(buf);
		dt_printf_destroy(pf);
	}
}

/* --- compile errors: DTrace's texts ----------------------------------- */

#define	INCOMPAT(argn, convn, conv, proto, arg) \
	"printf( ) argument #" argn " is incompatible with conversion #" \
	convn " prototype:\n\tconversion: " conv "\n\t prototype: " proto \
	"\n\t  argument: " arg

static void
test_errors_suite(void)
{
	/* the test suite's err.*.r files, verbatim */
	check_err("%d\n", "D_PRINTF_ARG_TYPE", INCOMPAT("2", "1", "%d",
	    "char, short, int, long, or long long", "string"), S("hello"));
	check_err("%s\n", "D_PRINTF_ARG_TYPE", INCOMPAT("2", "1", "%s",
	    "char [] or string (or use stringof)", "void"), OTHER("void"));
	check_err("%d", "D_PRINTF_ARG_TYPE", INCOMPAT("2", "1", "%d",
	    "char, short, int, long, or long long", "void"), OTHER("void"));
	check_err("%d %d", "D_PRINTF_ARG_TYPE", INCOMPAT("3", "2", "%d",
	    "char, short, int, long, or long long", "aggregation"), I(1),
	    OTHER("aggregation"));
	check_err("%*.*d", "D_PRINTF_ARG_TYPE", INCOMPAT("4", "1", "%d",
	    "char, short, int, long, or long long", "string"), I(1), I(2),
	    S(""));
	check_err("x = %d y = %d\n", "D_PRINTF_ARG_EXTRA", "printf( ) "
	    "prototype mismatch: only 2 arguments required by this format "
	    "string", I(123), I(456), I(789));
	check_err("%?d\n", "D_PRINTF_ARG_EXTRA", "printf( ) prototype "
	    "mismatch: only 1 arguments required by this format string",
	    I(1), I(2));
	check_err("%s", "D_PRINTF_ARG_PROTO", "printf( ) prototype mismatch: "
	    "conversion #1 (%s) is missing a corresponding value argument");
	check_err("%*.*d", "D_PRINTF_ARG_PROTO", "printf( ) prototype "
	    "mismatch: conversion #1 (%d) is missing a corresponding value "
	    "argument", I(1), I(2));
	check_err("%s %.*d\n", "D_PRINTF_DYN_PROTO", "printf( ) prototype "
	    "mismatch: conversion #2 (%d) is missing a corresponding \".*\" "
	    "argument", S("foo"));
	check_err("%s %*d\n", "D_PRINTF_DYN_PROTO", "printf( ) prototype "
	    "mismatch: conversion #2 (%d) is missing a corresponding \"*\" "
	    "argument", S("foo"));
	check_err("%*.*d", "D_PRINTF_DYN_PROTO", "printf( ) prototype "
	    "mismatch: conversion #1 (%d) is missing a corresponding \".*\" "
	    "argument", I(1));
	check_err("%.*d\n", "D_PRINTF_DYN_TYPE", INCOMPAT("2", "1", "% .* d",
	    "int", "string"), S("foo"), I(1));
	check_err("%*d\n", "D_PRINTF_DYN_TYPE", INCOMPAT("2", "1", "% * d",
	    "int", "string"), S("foo"), I(1));
	check_err("%*.*d", "D_PRINTF_DYN_TYPE", INCOMPAT("2", "1", "% * d",
	    "int", "string"), S(""), S(""), I(1));
	check_err("hello %@d", "D_PRINTF_AGG_CONV", "%@ conversion requires "
	    "an aggregation and is not for use with printf( )", I(123));
	check_err("", "D_PRINTF_FMT_EMPTY", "printf( ) format string is "
	    "empty");
	check_err("%3$d", "D_SYNTAX", "format conversion #1 uses unsupported "
	    "positional format (%n$)", I(123));
	check_err("%*1$d", "D_SYNTAX", "format conversion #1 uses "
	    "unsupported positional format (%n$)");
	check_err("%.*1$d", "D_SYNTAX", "format conversion #1 uses "
	    "unsupported positional format (%n$)");
	check_err("%3", "D_SYNTAX", "format conversion #1 name expected "
	    "before end of format string", I(123));
	check_err("%*", "D_SYNTAX", "format conversion #1 name expected "
	    "before end of format string");
	check_err("%.*", "D_SYNTAX", "format conversion #1 name expected "
	    "before end of format string");
	check_err("%Z", "D_SYNTAX", "format conversion #1 is undefined: %Z",
	    I(123));
	check_err("%z", "D_SYNTAX", "format conversion #1 is undefined: %z");
	check_err("%.*.*d", "D_SYNTAX", "format conversion #1 has more than "
	    "one '.' specified");
	check_err("%**d", "D_SYNTAX", "format conversion #1 has more than "
	    "one '*' specified for the output width");
	check_err("%.**d", "D_SYNTAX", "format conversion #1 has more than "
	    "one '*' specified for the output precision");
	check_err("%-%", "D_SYNTAX", "format conversion #1 cannot be "
	    "combined with other format flags: %%");
}

static void
test_errors_derived(void)
{
	/* prototypes and numbering from DTrace's conversion table */
	check_err("%f", "D_PRINTF_ARG_TYPE", INCOMPAT("2", "1", "%f",
	    "float, double, or long double", "int"), I(1));
	check_err("%% %d %c", "D_PRINTF_ARG_TYPE", INCOMPAT("3", "3", "%c",
	    "char, short, or int", "long"), I(1), L(1));
	check_err("%p", "D_PRINTF_ARG_TYPE", INCOMPAT("2", "1", "%p",
	    "pointer or integer", "string"), S("x"));
	check_err("%x", "D_PRINTF_ARG_TYPE", INCOMPAT("2", "1", "%x",
	    "char, short, int, long, or long long", "void *"), P(1));
	check_err("%s", "D_PRINTF_ARG_TYPE", INCOMPAT("2", "1", "%s",
	    "char [] or string (or use stringof)", "char *"), CHARP(1));
	check_err("%S", "D_PRINTF_ARG_TYPE", INCOMPAT("2", "1", "%S",
	    "char [] or string (or use stringof)", "int"), I(1));
	check_err("%Y", "D_PRINTF_ARG_TYPE", INCOMPAT("2", "1", "%Y",
	    "int64_t", "int"), I(1));
	check_err("%T", "D_PRINTF_ARG_TYPE", INCOMPAT("2", "1", "%T",
	    "int64_t", "string"), S("x"));
	check_err("%hd", "D_PRINTF_ARG_TYPE", INCOMPAT("2", "1", "%hd",
	    "short", "int"), I(1));
	check_err("%hu", "D_PRINTF_ARG_TYPE", INCOMPAT("2", "1", "%hu",
	    "unsigned short", "short"), SH(1));
	check_err("%ld", "D_PRINTF_ARG_TYPE", INCOMPAT("2", "1", "%ld",
	    "long", "int"), I(1));
	check_err("%lx", "D_PRINTF_ARG_TYPE", INCOMPAT("2", "1", "%lx",
	    "long", "uint_t"), U(1));
	check_err("%llu", "D_PRINTF_ARG_TYPE", INCOMPAT("2", "1", "%llu",
	    "unsigned long long", "long"), L(1));
	check_err("%lc", "D_PRINTF_ARG_TYPE", INCOMPAT("2", "1", "%lc",
	    "int", "char"), CH(1));
	check_err("%Lf", "D_PRINTF_ARG_TYPE", INCOMPAT("2", "1", "%Lf",
	    "long double", "double"), D(1));
	check_err("%ls", "D_PRINTF_ARG_TYPE", INCOMPAT("2", "1", "%ls",
	    "wchar_t []", "string"), S("x"));
	check_err("%k", "D_PRINTF_ARG_TYPE", INCOMPAT("2", "1", "%k",
	    "stack", "string"), S("x"));
	check_err("%A", "D_PRINTF_ARG_TYPE", INCOMPAT("2", "1", "%A",
	    "pointer or integer (with -p/-c) or _usymaddr (without -p/-c)",
	    "double"), D(1));
	check_err("%-*hd", "D_PRINTF_DYN_TYPE", INCOMPAT("2", "1", "% * hd",
	    "int", "void *"), P(1), SH(1));
	check_err("%d %s", "D_PRINTF_ARG_PROTO", "printf( ) prototype "
	    "mismatch: conversion #2 (%s) is missing a corresponding value "
	    "argument", I(1));
	check_err("no conversions", "D_PRINTF_ARG_EXTRA", "printf( ) "
	    "prototype mismatch: only 0 arguments required by this format "
	    "string", I(1));
	check_err("%d %hhd", "D_SYNTAX", "format conversion #2 is undefined: "
	    "%hhd", I(1), CH(1));
	check_err("%F", "D_SYNTAX", "format conversion #1 is undefined: %F",
	    D(1));
	check_err("%zd %jd", "D_SYNTAX", "format conversion #1 is undefined: "
	    "%z", L(1), L(1));
	check_err("%%%5%", "D_SYNTAX", "format conversion #2 cannot be "
	    "combined with other format flags: %%");
	check_err("%d%", "D_SYNTAX", "format conversion #2 name expected "
	    "before end of format string", I(1));
	/* the format is parsed before any argument is checked */
	check_err("%d %Q", "D_SYNTAX", "format conversion #2 is undefined: "
	    "%Q", S("x"));
	/* the untagged entry point gives the same text */
	{
		dt_pfarg_type_t t = S("x").t;
		char err[256];

		if (dt_printf_compile("printf", "%d", &t, 1, err,
		    sizeof(err)) != NULL || strcmp(err, INCOMPAT("2", "1",
		    "%d", "char, short, int, long, or long long",
		    "string")) != 0)
			fail("dt_printf_compile", "%d", err, "(error)");
		if (dt_printf_compile("printf", "%d", &t, 1, NULL, 0) != NULL)
			fail("dt_printf_compile", "%d", "(compiled)", "NULL");
	}
}

/* --- the rest of the API -------------------------------------------------- */

static void
test_api(void)
{
	dt_pfarg_type_t t[4] = { I(1).t, I(2).t, I(3).t, S("").t };
	dt_pfval_t v[4] = { I(1).v, I(2).v, I(3).v, S("x").v };
	dt_pfprog_t *pf;
	char err[64];
	FILE *fp;

	pf = dt_printf_compile("printf", "%*.*d %s", t, 4, err, sizeof(err));
	if (pf == NULL || dt_printf_nargs(pf) != 4) {
		fail("nargs", "%*.*d %s", err, "4");
	} else {
		fp = fopen("/dev/null", "w");
		if (dt_printf_exec(fp, pf, v, 3, NULL) != -1)
			fail("too few values", "%*.*d %s", "(ran)", "-1");
		else
			npass++;
		fclose(fp);
	}
	dt_printf_destroy(pf);
	dt_printf_destroy(NULL);
	pf = dt_printf_compile("printf", "%%", NULL, 0, err, sizeof(err));
	if (pf == NULL || dt_printf_nargs(pf) != 0)
		fail("nargs", "%%", err, "0");
	dt_printf_destroy(pf);
}

/* --- printa(): keys for arguments, %@ for aggregation values -------------- */

/* the values of the %@ conversions: vals[i] (the last one's beyond, as
   the consumer gives them), or "<hist>" printed for a NULL-named one; and
   the order they were asked for */
typedef struct aggvals {
	const arg_t *vals;
	int n;
	char asked[16];
} aggvals_t;

static int
aggval(void *arg, int i, FILE *fp, dt_pfval_t *v)
{
	aggvals_t *av = arg;
	size_t len = strlen(av->asked);

	if (len < sizeof(av->asked) - 1)
		av->asked[len] = (char)('0' + i);
	if (i >= av->n)
		i = av->n - 1;
	if (av->vals[i].t.name == NULL) {
		fputs("<hist>", fp);
		return 1;
	}
	*v = av->vals[i].v;
	return 0;
}

/* format keys[0..nkeys) and values vals[0..nvals) with fmt */
static void
check_printa(const char *fmt, const arg_t *keys, int nkeys,
    const arg_t *vals, int nvals, const char *want, const char *asked)
{
	dt_pfarg_type_t kt[MAXARGS];
	dt_pfval_t kv[MAXARGS];
	aggvals_t av = { vals, nvals, "" };
	char err[1024], *buf = NULL;
	size_t len = 0;
	dt_pfprog_t *pf;
	FILE *fp;
	int i;

	for (i = 0; i < nkeys; i++) {
		kt[i] = keys[i].t;
		kv[i] = keys[i].v;
	}
	pf = dt_printa_compile(fmt, kt, nkeys, &vals[0].t, NULL, err,
	    sizeof(err));
	if (pf == NULL) {
		fail("printa compile", fmt, err, want);
		return;
	}
	fp = open_memstream(&buf, &len);
	dt_printa_exec(fp, pf, kv, nkeys, aggval, &av, NULL);
	fclose(fp);
	dt_printf_destroy(pf);
	if (strcmp(buf, want) != 0)
		fail("printa output", fmt, buf, want);
	else if (strcmp(av.asked, asked) != 0)
		fail("printa %@ order", fmt, av.asked, asked);
	else
		npass++;
	free(buf);
}

static void
check_printa_err(const char *fmt, const arg_t *keys, int nkeys,
    const arg_t *val, const char *wtag, const char *want)
{
	dt_pfarg_type_t kt[MAXARGS];
	const char *tag = NULL;
	char err[1024] = "(none)";
	dt_pfprog_t *pf;
	int i;

	for (i = 0; i < nkeys; i++)
		kt[i] = keys[i].t;
	pf = dt_printa_compile(fmt, kt, nkeys, &val->t, &tag, err,
	    sizeof(err));
	if (pf != NULL) {
		dt_printf_destroy(pf);
		fail("printa no error", fmt, "(compiled)", want);
	} else if (strcmp(err, want) != 0) {
		fail("printa error text", fmt, err, want);
	} else if (tag == NULL || strcmp(tag, wtag) != 0) {
		fail("printa error tag", fmt, tag, wtag);
	} else {
		npass++;
	}
}

/* an aggregation value divided by a normalize() */
static arg_t
NORM(arg_t a, uint64_t normal)
{
	a.v.normal = normal;
	return a;
}

static void
test_printa(void)
{
	arg_t k1[] = { S("read"), I(3) };
	arg_t cnt[] = { U64(7) };
	arg_t sum[] = { I64(-10) };
	arg_t three[] = { I64(1), I64(2), I64(3) };
	arg_t hist[] = { I64(0) };
	arg_t wk[] = { I(-6), S("ab") };

	check_printa("%s %d %@d\n", k1, 2, cnt, 1, "read 3 7\n", "0");
	check_printa("%@u|%@-4d|%@x|%s\n", k1, 2, cnt, 1, "7|7   |7|read\n",
	    "012");
	check_printa("[%s]", k1, 2, cnt, 1, "[read]", "");
	check_printa("%@d %@d %@d %@d\n", NULL, 0, three, 3, "1 2 3 3\n",
	    "0123");
	check_printa("%@d %@u\n", NULL, 0, (arg_t[]){ NORM(I64(-10), 3) }, 1,
	    "-3 6148914691236517202\n", "01");
	check_printa("%@d\n", NULL, 0, (arg_t[]){ NORM(U64(10), 4) }, 1,
	    "2\n", "0");
	check_printa("%@d\n", NULL, 0, sum, 1, "-10\n", "0");
	hist[0].t.name = NULL;
	{	/* a histogram prints itself; the format goes on */
		aggvals_t av = { hist, 1, "" };
		dt_pfarg_type_t t = I64(0).t;
		dt_pfprog_t *pf = dt_printa_compile("a%@db\n", NULL, 0, &t,
		    NULL, NULL, 0);
		char *buf = NULL;
		size_t len = 0;
		FILE *fp = open_memstream(&buf, &len);

		dt_printa_exec(fp, pf, NULL, 0, aggval, &av, NULL);
		fclose(fp);
		if (strcmp(buf, "a<hist>b\n") != 0)
			fail("printa histogram", "a%@db\\n", buf, "a<hist>b\n");
		else
			npass++;
		free(buf);
		dt_printf_destroy(pf);
	}
	/* '*' takes a key: a negative width left-justifies */
	check_printa("[%*s]", wk, 2, cnt, 1, "[ab    ]", "");
	check_printa_err("%d %d %@d", k1, 2, cnt, "D_PRINTF_ARG_TYPE",
	    "printa( ) argument #2 is incompatible with conversion #1 "
	    "prototype:\n\tconversion: %d\n\t prototype: char, short, int, "
	    "long, or long long\n\t  argument: string");
	check_printa_err("%s %d %d", k1, 2, cnt, "D_PRINTF_ARG_PROTO",
	    "printa( ) prototype mismatch: conversion #3 (%d) is missing a "
	    "corresponding value argument");
	check_printa_err("%@s", NULL, 0, sum, "D_PRINTF_ARG_TYPE",
	    "printa( ) aggregating action is incompatible with conversion #1 "
	    "prototype:\n\tconversion: %s\n\t prototype: char [] or string "
	    "(or use stringof)\n\t  argument: int64_t");
	check_printa_err("%@c", NULL, 0, cnt, "D_PRINTF_ARG_TYPE",
	    "printa( ) aggregating action is incompatible with conversion #1 "
	    "prototype:\n\tconversion: %c\n\t prototype: char, short, or "
	    "int\n\t  argument: uint64_t");
	check_printa_err("", NULL, 0, cnt, "D_PRINTF_FMT_EMPTY",
	    "printa( ) format string is empty");
}

int
main(void)
{
	setlocale(LC_ALL, "C");
	settz("UTC");
	test_examples();
	test_basics();
	test_int_sizes();
	test_int_vs_c();
	test_int_dtrace_quirks();
	test_strings();
	test_floats();
	test_symbols();
	test_times();
	test_wide();
	test_errors_suite();
	test_errors_derived();
	test_api();
	test_printa();
	printf("%d passed, %d failed\n", npass, nfail);
	return nfail != 0;
}
