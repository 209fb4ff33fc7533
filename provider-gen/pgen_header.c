/*
 * pgen_header.c -- "dtrace -h": the C and C++ header for the providers the
 * compiled scripts define.
 *
 * The header has DTrace's shape, so that builds which post-process it
 * (PostgreSQL's sed 's/POSTGRESQL_/TRACE_POSTGRESQL_/g') work unchanged:
 *
 *	#ifndef	_PROBES_H			guard from the file name
 *	#define	_PROBES_H
 *	#include <unistd.h>, <inttypes.h>, extern "C", system_header
 *	(support macros, once per translation unit)
 *	#define _DTRACE_VERSION 1		then, per provider:
 *	#if _DTRACE_VERSION
 *	#define	MYAPP_QUERY_START(arg0, arg1) \	a probe site
 *		...
 *	#define	MYAPP_QUERY_START_ENABLED() \	is it being traced?
 *		...
 *	(the semaphores)
 *	#else
 *	#define	MYAPP_QUERY_START(arg0, arg1)	the same macros, empty
 *	#define	MYAPP_QUERY_START_ENABLED() (0)
 *	#endif
 *
 * What the macros expand to is ours, not DTrace's (which calls functions
 * that -G later rewrites into nops).  A probe site is what systemtap's
 * <sys/sdt.h> makes, so that every USDT tool (bpftrace, perf, gdb, libbpf)
 * sees the probe:
 *
 *   - each argument is first assigned to a local of its declared D type,
 *     which converts it as a call to a prototype would (DTrace's headers
 *     declared such prototypes);
 *   - one instruction, the 1-byte "nop", as systemtap's <sys/sdt.h> has
 *     it.  Not the 5-byte nop 0f 1f 44 00 00 that x86-64 kernels since
 *     6.18 optimise (the uprobe becomes a call into a trampoline, about
 *     20 times cheaper than the breakpoint trap): that call pushes its
 *     return address below %rsp, into the red zone, where a leaf
 *     function keeps its locals, so a traced site in such a function
 *     corrupts them (tests/unittest/usdt/redzone: 199 of 200 sums wrong
 *     on 6.18).  A site must be safe wherever the compiler put it;
 * *   - a note in section .note.stapsdt (type 3, owner "stapsdt") whose
 *     description is: the nop's address, the address of _.stapsdt.base,
 *     the semaphore's address, then "provider\0name\0args\0".  The
 *     addresses let a consumer undo prelink-style relocation; the
 *     .stapsdt.base section holding _.stapsdt.base is a one-byte comdat
 *     section so every object has exactly one.  The note section is opened
 *     with the "?" group flag, so that in C++ a probe in an inline function
 *     is discarded with the function's comdat group;
 *   - args is one "size@operand" per argument, the size negative for a
 *     signed type: "-4@%edi 8@-16(%rbp) 4@$5".  The compiler prints the
 *     operand ("nor": a register, memory or a constant); the size and sign
 *     come from the local's type at compile time (sizeof, and a signedness
 *     test that also accepts pointers, by __builtin_classify_type in C and
 *     a template in C++);
 *   - the note names the provider and the probe as the provider file
 *     declares them: myapp, query__start, as systemtap's dtrace writes
 *     them, so that perf ("sdt_myapp:query__start"), bpftrace and bcc
 *     scripts written for distribution builds work unchanged.  Every
 *     reader of our notes (-G, the usdt provider) turns "__" into "-", so
 *     in D the probe is query-start, as DTrace names it.
 *
 * Is-enabled probes read a 2-byte semaphore, <prov>_<probe>_semaphore in
 * section .probes, whose address the note carries: a tracer attaching a
 * uprobe with a reference counter (ref_ctr_offset, Linux >= 4.20) makes
 * the kernel increment it while the probe is traced.  It must be in the
 * file's data (a .bss address has no file offset), hence the section.
 * The header only declares each semaphore, as systemtap's does: the
 * object "dtrace -G" writes defines it.  So every object with a probe site
 * refers to the -G object, and a linker that takes the -G object from a
 * static library (CPython's pydtrace.o in libpython3.x.a) pulls it in,
 * with the registration it carries; a program built without the -G
 * object fails to link, naming the semaphore, as with systemtap.  Hidden,
 * because each executable or library has its own semaphores, as its notes
 * say.
 */
#include <errno.h>
#include <string.h>

#include "pgen.h"

/* The macros every generated header shares, defined once per unit. */
static const char pgen_support_head[] =
"#ifndef\t_DTRACE_USDT_SUPPORT\n"
"#define\t_DTRACE_USDT_SUPPORT\t1\n"
"/*\n"
" * A probe site: a nop recorded in a .note.stapsdt note, as systemtap's\n"
" * <sys/sdt.h> records it, with a semaphore for is-enabled probes.\n"
" */\n"
"#define\t_DTRACE_USDT_NOP\t\"nop\"\n"
"#if defined(__LP64__) || defined(_LP64)\n"
"#define\t_DTRACE_USDT_ADDR\t\".8byte \"\n"
"#else\n"
"#define\t_DTRACE_USDT_ADDR\t\".4byte \"\n"
"#endif\n"
"#if defined(__i386__)\n"
"#define\t_DTRACE_USDT_OPND(n)\t\"%k[_dtrace_a\" #n \"]\"\n"
"#else\n"
"#define\t_DTRACE_USDT_OPND(n)\t\"%[_dtrace_a\" #n \"]\"\n"
"#endif\n"
"#define\t_DTRACE_USDT_SPEC(n)\t\"%n[_dtrace_s\" #n \"]@\" _DTRACE_USDT_OPND(n)\n"
"#ifdef\t__cplusplus\n"
"#define\t_DTRACE_USDT_BOOL\tbool\n"
"extern \"C++\" {\n"
"template <typename _dtrace_t> struct _dtrace_usdt_sign {\n"
"\tenum { _v = (_dtrace_t)-1 < (_dtrace_t)1 };\n"
"};\n"
"template <typename _dtrace_t> struct _dtrace_usdt_sign<_dtrace_t *> {\n"
"\tenum { _v = 0 };\n"
"};\n"
"template <typename _dtrace_t>\n"
"struct _dtrace_usdt_sign<_dtrace_t *const> { enum { _v = 0 }; };\n"
"template <typename _dtrace_t>\n"
"struct _dtrace_usdt_sign<_dtrace_t *volatile> { enum { _v = 0 }; };\n"
"template <typename _dtrace_t>\n"
"struct _dtrace_usdt_sign<_dtrace_t *const volatile> { enum { _v = 0 }; };\n"
"}\n"
"#define\t_DTRACE_USDT_SIGNED(v)\t(_dtrace_usdt_sign<__typeof__(v)>::_v)\n"
"#else\n"
"#define\t_DTRACE_USDT_BOOL\t_Bool\n"
"#define\t_DTRACE_USDT_INTTYPE(v)\t__typeof__(__builtin_choose_expr( \\\n"
"\t__builtin_classify_type(v) == 5, 0, (v)))\n"
"#define\t_DTRACE_USDT_SIGNED(v)\t(__builtin_classify_type(v) != 5 && \\\n"
"\t(_DTRACE_USDT_INTTYPE(v))-1 < (_DTRACE_USDT_INTTYPE(v))1)\n"
"#endif\n"
"#define\t_DTRACE_USDT_ARG(n, v)\t[_dtrace_s##n] \"n\" \\\n"
"\t(_DTRACE_USDT_SIGNED(v) ? (int)sizeof(v) : -(int)sizeof(v)), \\\n"
"\t[_dtrace_a##n] \"nor\" (v)\n"
"#define\t_DTRACE_USDT_NOTE(prov, name, sem, args) \\\n"
"\t\"990:\\t\" _DTRACE_USDT_NOP \"\\n\" \\\n"
"\t\"\\t.pushsection .note.stapsdt,\\\"?\\\",\\\"note\\\"\\n\" \\\n"
"\t\"\\t.balign 4\\n\" \\\n"
"\t\"\\t.4byte 992f-991f, 994f-993f, 3\\n\" \\\n"
"\t\"991:\\t.asciz \\\"stapsdt\\\"\\n\" \\\n"
"\t\"992:\\t.balign 4\\n\" \\\n"
"\t\"993:\\t\" _DTRACE_USDT_ADDR \"990b\\n\" \\\n"
"\t\"\\t\" _DTRACE_USDT_ADDR \"_.stapsdt.base\\n\" \\\n"
"\t\"\\t\" _DTRACE_USDT_ADDR #sem \"\\n\" \\\n"
"\t\"\\t.asciz \\\"\" prov \"\\\"\\n\" \\\n"
"\t\"\\t.asciz \\\"\" name \"\\\"\\n\" \\\n"
"\t\"\\t.asciz \\\"\" args \"\\\"\\n\" \\\n"
"\t\"994:\\t.balign 4\\n\" \\\n"
"\t\"\\t.popsection\\n\" \\\n"
"\t\"\\t.ifndef _.stapsdt.base\\n\" \\\n"
"\t\"\\t.pushsection .stapsdt.base,\\\"aG\\\",\\\"progbits\\\",\" \\\n"
"\t    \".stapsdt.base,comdat\\n\" \\\n"
"\t\"\\t.weak _.stapsdt.base\\n\" \\\n"
"\t\"\\t.hidden _.stapsdt.base\\n\" \\\n"
"\t\"_.stapsdt.base:\\t.space 1\\n\" \\\n"
"\t\"\\t.size _.stapsdt.base, 1\\n\" \\\n"
"\t\"\\t.popsection\\n\" \\\n"
"\t\"\\t.endif\\n\"\n"
"#define\t_DTRACE_USDT_ENABLED(sem) \\\n"
"\t(__builtin_expect(*(volatile unsigned short *)&(sem) != 0, 0))\n"
"#define\t_DTRACE_USDT_SEMAPHORE\t__attribute__((__visibility__(\"hidden\"), \\\n"
"\t__section__(\".probes\")))\n";

/* _DTRACE_USDT_PROBEn(prov, name, sem, a1 .. an), for n in 0 .. 12 */
static void
pgen_support_probe(FILE *out, int n)
{
	int i;

	fprintf(out, "#define\t_DTRACE_USDT_PROBE%d(prov, name, sem", n);
	for (i = 1; i <= n; i++)
		fprintf(out, ", a%d", i);
	fputs(") \\\n\t__asm__ __volatile__ (_DTRACE_USDT_NOTE(prov, name, "
	    "sem, \\\n\t    ", out);
	if (n == 0)
		fputs("\"\"", out);
	for (i = 1; i <= n; i++) {
		if (i > 1)
			fputs(i % 3 == 1 ? " \" \" \\\n\t    " : " \" \" ", out);
		fprintf(out, "_DTRACE_USDT_SPEC(%d)", i);
	}
	fputs(") \\\n\t    ::", out);
	for (i = 1; i <= n; i++)
		fprintf(out, "%s_DTRACE_USDT_ARG(%d, a%d)", i == 1 ? " " :
		    i % 3 == 1 ? ", \\\n\t    " : ", ", i, i);
	fputs(")\n", out);
}

static int
pgen_support(FILE *out)
{
	int n;

	fputs(pgen_support_head, out);
	for (n = 0; n <= PGEN_MAXARGS; n++)
		pgen_support_probe(out, n);
	return fputs("#endif\t/* _DTRACE_USDT_SUPPORT */\n\n", out);
}

static void
pgen_args(FILE *out, int n)
{
	int i;

	for (i = 0; i < n; i++)
		fprintf(out, "%sarg%d", i == 0 ? "" : ", ", i);
}

/* The probe site and is-enabled macros of one probe. */
static void
pgen_header_probe(dtrace_hdl_t *dtp, FILE *out, const pgen_prov_t *pv,
    const pgen_probe_t *pp, const char *pmacro)
{
	const char *mname = pgen_macro_name(dtp, pp->pp_name);
	int i;

	fprintf(out, "#define\t%s_%s(", pmacro, mname);
	pgen_args(out, pp->pp_nargc);
	fprintf(out, ") \\\n\tdo { \\\n");
	for (i = 0; i < pp->pp_nargc; i++) {
		char local[32];

		snprintf(local, sizeof(local), "_dtrace_arg%d", i);
		fprintf(out, "\t\t%s = (arg%d); \\\n", pgen_param_cdecl(dtp,
		    pp->pp_nargs[i], local), i);
	}
	fprintf(out, "\t\t_DTRACE_USDT_PROBE%d(\"%s\", \"%s\", \\\n\t\t    "
	    "%s_%s_semaphore", pp->pp_nargc, pv->pv_name, pp->pp_dname,
	    pv->pv_name, pp->pp_dname);
	for (i = 0; i < pp->pp_nargc; i++)
		fprintf(out, ",%s_dtrace_arg%d", i % 4 == 0 ? " \\\n\t\t    " :
		    " ", i);
	fprintf(out, "); \\\n\t} while (0)\n");
	fprintf(out, "#define\t%s_%s_ENABLED() \\\n"
	    "\t_DTRACE_USDT_ENABLED(%s_%s_semaphore)\n", pmacro, mname,
	    pv->pv_name, pp->pp_dname);
}

static void
pgen_header_empty(dtrace_hdl_t *dtp, FILE *out, const pgen_probe_t *pp,
    const char *pmacro)
{
	const char *mname = pgen_macro_name(dtp, pp->pp_name);

	fprintf(out, "#define\t%s_%s(", pmacro, mname);
	pgen_args(out, pp->pp_nargc);
	fprintf(out, ")\n#define\t%s_%s_ENABLED() (0)\n", pmacro, mname);
}

static int
pgen_header_provider(dtrace_hdl_t *dtp, FILE *out, const pgen_prov_t *pv)
{
	const char *pmacro = pgen_macro_name(dtp, pv->pv_name);
	const pgen_probe_t *pp;

	fprintf(out, "#define _DTRACE_VERSION 1\n\n#if _DTRACE_VERSION\n\n");
	for (pp = pv->pv_probes; pp != NULL; pp = pp->pp_next)
		pgen_header_probe(dtp, out, pv, pp, pmacro);
	fprintf(out, "\n\n");
	for (pp = pv->pv_probes; pp != NULL; pp = pp->pp_next)
		fprintf(out, "extern unsigned short %s_%s_semaphore "
		    "_DTRACE_USDT_SEMAPHORE;\n", pv->pv_name, pp->pp_dname);
	fprintf(out, "\n#else\n\n");
	for (pp = pv->pv_probes; pp != NULL; pp = pp->pp_next)
		pgen_header_empty(dtp, out, pp, pmacro);
	return fprintf(out, "\n#endif\n\n");
}

/* Probes the header cannot express. */
static int
pgen_header_check(dtrace_hdl_t *dtp)
{
	const pgen_prov_t *pv;
	const pgen_probe_t *pp;

	for (pv = pgen_provs(dtp); pv != NULL; pv = pv->pv_next)
		for (pp = pv->pv_probes; pp != NULL; pp = pp->pp_next)
			if (pp->pp_nargc > PGEN_MAXARGS)
				return dt_set_err(dtp, "probe %s:::%s has %d "
				    "arguments; a probe site records at most "
				    "%d", pv->pv_name, pp->pp_name,
				    pp->pp_nargc, PGEN_MAXARGS);
	return 0;
}

int
dtrace_program_header(dtrace_hdl_t *dtp, FILE *out, const char *fname)
{
	const char *guard = NULL, *p;
	const pgen_prov_t *pv;

	if (pgen_header_check(dtp) != 0)
		return -1;
	if (fname != NULL) {
		if ((p = strrchr(fname, '/')) != NULL)
			fname = p + 1;
		guard = pgen_macro_name(dtp, fname);
		fprintf(out, "#ifndef\t_%s\n#define\t_%s\n\n", guard, guard);
	}
	fprintf(out, "#include <unistd.h>\n#include <inttypes.h>\n\n");
	fprintf(out, "#ifdef\t__cplusplus\nextern \"C\" {\n#endif\n\n");
	fprintf(out, "#ifdef\t__GNUC__\n#pragma GCC system_header\n#endif\n\n");
	pgen_support(out);
	for (pv = pgen_provs(dtp); pv != NULL; pv = pv->pv_next)
		if (pv->pv_defined)
			pgen_header_provider(dtp, out, pv);
	fprintf(out, "\n#ifdef\t__cplusplus\n}\n#endif\n");
	if (guard != NULL)
		fprintf(out, "\n#endif\t/* _%s */\n", guard);
	if (fflush(out) != 0 || ferror(out))
		return dt_set_err(dtp, "%s", strerror(errno ? errno : EIO));
	return 0;
}
