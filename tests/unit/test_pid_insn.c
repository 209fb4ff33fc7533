/*
 * test_pid_insn.c -- unit test of pidprov's instruction boundaries
 * (pid_insn.c).
 *
 * Build and run from the top of the tree (make check does both):
 *
 *	gcc -Ipidprov -o test_pid_insn tests/unit/test_pid_insn.c \
 *	    -Llibdtrace/.libs -ldtrace
 *	srcdir=. ./test_pid_insn [-v]
 *
 * It builds tests/unit/pid/insn.c with gcc -O2 -fno-plt (x86-64) and, if
 * clang and ld.lld are there, with clang --target=aarch64-linux-gnu (no
 * libc), and for every function compares what pid_obj_insns() finds with
 * the disassembly of `objdump -d` (llvm-objdump for aarch64): the same
 * instruction starts, the same returns, and the jumps classified from
 * objdump's text -- a direct jump leaving the function or a jump through
 * a RIP-relative pointer is a tail call, another indirect jump is
 * "indirect".  Then the edges (size 0, a size past .text, undecodable
 * bytes), and pid_insns_decode() on hand-made bytes.  Exits 77 (skip)
 * without gcc or objdump.
 */
#include "pid/pid_test.h"	/* first: it sets _GNU_SOURCE */

#include <ctype.h>
#include <gelf.h>

/* ------------------------------------------------ objdump's view */

typedef struct ref_insns {
	uint32_t off[4096], ret[256], tail[256], ijmp[256];
	size_t n, nret, ntail, nijmp;
	int calls;		/* x86: PID_INSN_CALLS if a call is seen */
} ref_insns_t;

/* Strip the prefixes objdump prints before a mnemonic. */
static const char *
ref_mnemonic(const char *text)
{
	static const char *prefixes[] = { "notrack ", "bnd ", "repz ",
	    "rep ", "ds ", NULL };
	int i;

	while (isspace((unsigned char)*text))
		text++;
	for (i = 0; prefixes[i] != NULL; i++)
		if (strncmp(text, prefixes[i], strlen(prefixes[i])) == 0) {
			text += strlen(prefixes[i]);
			i = -1;
		}
	return text;
}

/* Classify one instruction from objdump's text. */
static void
ref_classify(ref_insns_t *r, const char *text, uint32_t off, uint64_t lo,
    uint64_t hi, int a64)
{
	const char *m = ref_mnemonic(text), *arg;
	char word[32];
	unsigned long long target;

	sscanf(m, "%31s", word);
	arg = m + strlen(word);
	while (isspace((unsigned char)*arg))
		arg++;
	if (strncmp(word, "ret", 3) == 0) {
		r->ret[r->nret++] = off;
		return;
	}
	if (!a64 && strncmp(word, "call", 4) == 0)
		r->calls = PID_INSN_CALLS;
	if (a64 ? strcmp(word, "br") == 0 || strncmp(word, "braa", 4) == 0 ||
	    strncmp(word, "brab", 4) == 0 :
	    word[0] == 'j' && arg[0] == '*') {
		if (!a64 && strstr(arg, "(%rip)") != NULL)
			r->tail[r->ntail++] = off;
		else
			r->ijmp[r->nijmp++] = off;
		return;
	}
	if (a64 ? !(strcmp(word, "b") == 0 || strncmp(word, "b.", 2) == 0 ||
	    strcmp(word, "cbz") == 0 || strcmp(word, "cbnz") == 0 ||
	    strcmp(word, "tbz") == 0 || strcmp(word, "tbnz") == 0) :
	    !(word[0] == 'j' || strncmp(word, "loop", 4) == 0))
		return;
	/* the target: the last hex number before " <" */
	if ((arg = strstr(arg, " <")) == NULL)
		return;
	while (arg > m && isxdigit((unsigned char)arg[-1]))
		arg--;
	if (sscanf(arg, "%llx", &target) == 1 && (target < lo || target >= hi))
		r->tail[r->ntail++] = off;
}

/*
 * objdump's instructions of the function at [lo, hi) in path; returns
 * whether the function was found.
 */
static int
ref_insns(const char *objdump, const char *path, const char *func,
    uint64_t lo, uint64_t hi, int a64, ref_insns_t *r)
{
	char *out = capture("%s -d --no-show-raw-insn %s '%s' 2>/dev/null",
	    objdump, a64 ? "--mattr=+pauth" : "", path), *line, *save,
	    head[300];
	int in = 0, found = 0;

	memset(r, 0, sizeof(*r));
	snprintf(head, sizeof(head), "<%s>:", func);
	for (line = strtok_r(out, "\n", &save); line != NULL;
	    line = strtok_r(NULL, "\n", &save)) {
		unsigned long long addr;
		char *colon;

		if (strstr(line, ">:") != NULL) {
			in = strstr(line, head) != NULL;
			found |= in;
			continue;
		}
		if (!in || sscanf(line, " %llx:", &addr) != 1 ||
		    (colon = strchr(line, ':')) == NULL || addr < lo ||
		    addr >= hi || r->n == 4096)
			continue;
		r->off[r->n++] = addr - lo;
		ref_classify(r, colon + 1, addr - lo, lo, hi, a64);
	}
	free(out);
	return found;
}

static int
same_list(const uint32_t *a, size_t na, const uint32_t *b, size_t nb)
{
	return na == nb && (na == 0 || memcmp(a, b, na * sizeof(*a)) == 0);
}

static void
print_list(const char *what, const uint32_t *v, size_t n)
{
	size_t i;

	printf("  %s:", what);
	for (i = 0; i < n; i++)
		printf(" %x", v[i]);
	printf("\n");
}

/* Compare function func of obj with objdump; returns the decoding. */
static pid_insns_t *
check_func(pid_obj_t *obj, const char *path, const char *objdump,
    const char *func, int a64)
{
	const pid_sym_t *s = pid_obj_lookup(obj, func);
	static ref_insns_t r;
	pid_insns_t *ins;
	size_t i;
	int err;

	if (!CHECK(s != NULL, "%s: no function %s", path, func))
		return NULL;
	err = pid_obj_insns(obj, s, &ins);
	if (!CHECK(err == 0, "%s: %d %s", func, err, pid_errmsg()))
		return NULL;
	if (!CHECK(ref_insns(objdump, path, func, s->ps_vaddr, s->ps_vaddr +
	    s->ps_size, a64, &r), "%s not in %s's output", func, objdump))
		return ins;
	CHECK(ins->pi_flags == r.calls && ins->pi_end == s->ps_size &&
	    ins->pi_vaddr == s->ps_vaddr, "%s: flags %d end %llu", func,
	    ins->pi_flags, (unsigned long long)ins->pi_end);
	if (!CHECK(same_list(ins->pi_off, ins->pi_n, r.off, r.n) &&
	    same_list(ins->pi_ret, ins->pi_nret, r.ret, r.nret) &&
	    same_list(ins->pi_tail, ins->pi_ntail, r.tail, r.ntail) &&
	    same_list(ins->pi_ijmp, ins->pi_nijmp, r.ijmp, r.nijmp),
	    "%s: decoding differs from %s", func, objdump)) {
		print_list("ours     ", ins->pi_off, ins->pi_n);
		print_list("objdump  ", r.off, r.n);
		print_list("ret      ", ins->pi_ret, ins->pi_nret);
		print_list("objdump  ", r.ret, r.nret);
		print_list("tail     ", ins->pi_tail, ins->pi_ntail);
		print_list("objdump  ", r.tail, r.ntail);
		print_list("ijmp     ", ins->pi_ijmp, ins->pi_nijmp);
		print_list("objdump  ", r.ijmp, r.nijmp);
	}
	for (i = 0; i < ins->pi_n; i++)
		CHECK(pid_insns_boundary(ins, ins->pi_off[i]), "%s: boundary "
		    "%x", func, ins->pi_off[i]);
	for (i = 0; i + 1 < ins->pi_n; i++)
		if (ins->pi_off[i + 1] > ins->pi_off[i] + 1)
			CHECK(!pid_insns_boundary(ins, ins->pi_off[i] + 1),
			    "%s: %x+1 is a boundary", func, ins->pi_off[i]);
	CHECK(!pid_insns_boundary(ins, s->ps_size), "%s: its end is a "
	    "boundary", func);
	return ins;
}

/* --------------------------------------------------------------- x86 */

static void
test_x86_64(void)
{
	static const char *funcs[] = { "leaf", "other", "loopfunc",
	    "tailcaller", "switcher", "viaptr", "viagot", "main", NULL };
	const char *path = TMP("insn");
	pid_obj_t *obj;
	pid_insns_t *ins;
	const pid_sym_t *s;
	int i, err;

	if (run("gcc -O2 -fno-plt -DWITH_LIBC -o %s %s/insn.c", path,
	    src_dir()) != 0) {
		printf("FAIL: cannot build insn.c\n");
		exit(1);
	}
	if ((err = pid_obj_open(path, &obj)) != 0) {
		CHECK(0, "%s: %s", path, pid_errmsg());
		return;
	}
	if (pid_obj_machine(obj) != EM_X86_64) {
		printf("note: not x86-64: native case not run\n");
		pid_obj_rele(obj);
		return;
	}
	for (i = 0; funcs[i] != NULL; i++) {
		ins = check_func(obj, path, "objdump", funcs[i], 0);
		if (ins == NULL)
			continue;
		/* what insn.c was written to contain */
		if (strcmp(funcs[i], "leaf") == 0)
			CHECK(ins->pi_nret == 1 && ins->pi_ntail == 0 &&
			    ins->pi_nijmp == 0, "leaf: one ret");
		if (strcmp(funcs[i], "loopfunc") == 0)
			CHECK(ins->pi_ntail == 0, "loopfunc: a tail call");
		if (strcmp(funcs[i], "tailcaller") == 0)
			CHECK(ins->pi_ntail >= 1, "tailcaller: no tail call");
		if (strcmp(funcs[i], "switcher") == 0)
			CHECK(ins->pi_nijmp >= 1, "switcher: no indirect jump");
		if (strcmp(funcs[i], "viaptr") == 0)
			CHECK(ins->pi_nijmp == 1, "viaptr: no indirect jump");
		if (strcmp(funcs[i], "viagot") == 0)
			CHECK(ins->pi_ntail == 1, "viagot: no GOT tail call");
		pid_insns_free(ins);
	}

	s = pid_obj_lookup(obj, "pid_nosize");
	CHECK(s && s->ps_size == 0 && pid_obj_insns(obj, s, &ins) == -ENODATA,
	    "size 0: %s", pid_errmsg());
	s = pid_obj_lookup(obj, "pid_huge");
	if (CHECK(s && pid_obj_insns(obj, s, &ins) == 0, "huge: %s",
	    pid_errmsg())) {
		CHECK((ins->pi_flags & PID_INSN_CLAMPED) && ins->pi_size <
		    s->ps_size && ins->pi_n >= 1 && ins->pi_off[0] == 0 &&
		    ins->pi_nret >= 1 && ins->pi_ret[0] == 0, "huge: flags %d "
		    "size %llu", ins->pi_flags,
		    (unsigned long long)ins->pi_size);
		pid_insns_free(ins);
	}
	s = pid_obj_lookup(obj, "pid_bad");
	if (CHECK(s && pid_obj_insns(obj, s, &ins) == 0, "bad: %s",
	    pid_errmsg())) {
		CHECK(ins->pi_flags == PID_INSN_PARTIAL && ins->pi_end == 1 &&
		    ins->pi_n == 1 && pid_insns_boundary(ins, 0) &&
		    !pid_insns_boundary(ins, 2), "bad: flags %d end %llu n %zu",
		    ins->pi_flags, (unsigned long long)ins->pi_end, ins->pi_n);
		pid_insns_free(ins);
	}
	pid_obj_rele(obj);
}

/* ------------------------------------------------------------- aarch64 */

static void
test_aarch64(void)
{
	static const char *funcs[] = { "leaf", "other", "loopfunc",
	    "tailcaller", "switcher", "viaptr", "_start", "pid_pac", NULL };
	const char *path = TMP("insn-a64");
	pid_obj_t *obj;
	pid_insns_t *ins;
	int i;

	if (run("(command -v clang && command -v ld.lld && "
	    "command -v llvm-objdump) >/dev/null") != 0 ||
	    run("clang --target=aarch64-linux-gnu -O2 -nostdlib -static "
	    "-fuse-ld=lld -o %s %s/insn.c 2>/dev/null", path, src_dir()) != 0) {
		printf("note: no clang/ld.lld/llvm-objdump for aarch64: "
		    "aarch64 case not run\n");
		return;
	}
	if (pid_obj_open(path, &obj) != 0) {
		CHECK(0, "%s: %s", path, pid_errmsg());
		return;
	}
	CHECK(pid_obj_machine(obj) == EM_AARCH64, "aarch64: machine %d",
	    pid_obj_machine(obj));
	for (i = 0; funcs[i] != NULL; i++) {
		ins = check_func(obj, path, "llvm-objdump", funcs[i], 1);
		if (ins == NULL)
			continue;
		if (strcmp(funcs[i], "pid_pac") == 0)
			CHECK(ins->pi_n == 3 && ins->pi_nret == 1 &&
			    ins->pi_ret[0] == 8 && ins->pi_nijmp == 1 &&
			    ins->pi_ijmp[0] == 4, "pid_pac: retaa and braa");
		if (strcmp(funcs[i], "tailcaller") == 0)
			CHECK(ins->pi_ntail >= 1, "aarch64 tailcaller: no tail "
			    "call");
		pid_insns_free(ins);
	}
	pid_obj_rele(obj);
}

/* ----------------------------------------------------- raw bytes */

/*
 * The 5-byte nop past the first instruction of a function that calls
 * nothing is PID_REFUSE_REDZONE; at the first instruction, or in a
 * function with a call, it is not; the 4-byte nop never is.
 */
static void
test_raw_redzone(void)
{
	/* nopl 0(%rax,%rax); mov %rdi,-8(%rsp); nopl 0(%rax,%rax);
	   nopl 0(%rax); ret */
	static const uint8_t leaf[] = { 0x0f, 0x1f, 0x44, 0, 0,
	    0x48, 0x89, 0x7c, 0x24, 0xf8, 0x0f, 0x1f, 0x44, 0, 0,
	    0x0f, 0x1f, 0x40, 0, 0xc3 };
	/* the same nop after call .+5 */
	static const uint8_t caller[] = { 0xe8, 0, 0, 0, 0,
	    0x0f, 0x1f, 0x44, 0, 0, 0xc3 };
	pid_insns_t *ins;

	if (CHECK(pid_insns_decode(EM_X86_64, leaf, sizeof(leaf), 0x1000,
	    &ins) == 0, "leaf bytes: %s", pid_errmsg())) {
		CHECK(ins->pi_flags == 0 &&
		    pid_insns_refusal(ins, 0) == PID_REFUSE_NONE &&
		    pid_insns_refusal(ins, 10) == PID_REFUSE_REDZONE &&
		    pid_insns_refusal(ins, 15) == PID_REFUSE_NONE,
		    "leaf: refusals %d %d %d", pid_insns_refusal(ins, 0),
		    pid_insns_refusal(ins, 10), pid_insns_refusal(ins, 15));
		pid_insns_free(ins);
	}
	if (CHECK(pid_insns_decode(EM_X86_64, caller, sizeof(caller), 0x1000,
	    &ins) == 0, "caller bytes: %s", pid_errmsg())) {
		CHECK(ins->pi_flags == PID_INSN_CALLS &&
		    pid_insns_refusal(ins, 5) == PID_REFUSE_NONE,
		    "caller: flags %d refusal %d", ins->pi_flags,
		    pid_insns_refusal(ins, 5));
		pid_insns_free(ins);
	}
}

static void
test_raw(void)
{
	/* at 0x1000: ret; jmp 0x2000; jmp *%rax; jmp *0x10(%rip); ret $8;
	   jmp 0x1000 (inside) */
	static const uint8_t x86[] = { 0xc3, 0xe9, 0xfa, 0x0f, 0, 0,
	    0xff, 0xe0, 0xff, 0x25, 0x10, 0, 0, 0, 0xc2, 0x08, 0x00,
	    0xeb, 0xed };
	/* ret; b.ne +0x100 (out); cbz x0, +8 (in); br x16; retab; bl +4;
	   an undefined word; ret */
	static const uint32_t a64[] = { 0xd65f03c0, 0x54000801, 0xb4000040,
	    0xd61f0200, 0xd65f0fff, 0x94000001, 0x00000000, 0xd65f03c0 };
	/* at 0x1000, tails with their conditions: jg 0x2000 (cc 15); jo
	   0x1087 (cc 0); jrcxz 0x1089 (not evaluated); jmp 0x2000; jmp
	   *0x10(%rip); then ret */
	static const uint8_t x86cc[] = { 0x0f, 0x8f, 0xfa, 0x0f, 0, 0,
	    0x70, 0x7f, 0xe3, 0x7f, 0xe9, 0xf1, 0x0f, 0, 0,
	    0xff, 0x25, 0x10, 0, 0, 0, 0xc3 };
	pid_insns_t *ins;
	int err;

	err = pid_insns_decode(EM_X86_64, x86, sizeof(x86), 0x1000, &ins);
	if (CHECK(err == 0, "x86 bytes: %s", pid_errmsg())) {
		static const uint32_t off[] = { 0, 1, 6, 8, 14, 17 };
		static const uint32_t ret[] = { 0, 14 }, tail[] = { 1, 8 };

		CHECK(same_list(ins->pi_off, ins->pi_n, off, 6) &&
		    same_list(ins->pi_ret, ins->pi_nret, ret, 2) &&
		    same_list(ins->pi_tail, ins->pi_ntail, tail, 2) &&
		    ins->pi_nijmp == 1 && ins->pi_ijmp[0] == 6 &&
		    ins->pi_ijmpreg[0] == 0 /* rax */ &&
		    ins->pi_end == sizeof(x86) && ins->pi_flags == 0,
		    "x86 bytes decoded wrong");
		pid_insns_free(ins);
	}
	err = pid_insns_decode(EM_X86_64, x86cc, sizeof(x86cc), 0x1000, &ins);
	if (CHECK(err == 0, "x86 conditional tails: %s", pid_errmsg())) {
		static const uint32_t tail[] = { 0, 6, 8, 10, 15 };
		static const uint32_t cond[] = { 15, 0, PID_COND_OTHER,
		    PID_COND_ALWAYS, PID_COND_ALWAYS };

		CHECK(same_list(ins->pi_tail, ins->pi_ntail, tail, 5) &&
		    same_list(ins->pi_tailcond, ins->pi_ntail, cond, 5),
		    "x86 tail conditions wrong");
		pid_insns_free(ins);
	}
	test_raw_redzone();
	err = pid_insns_decode(EM_AARCH64, a64, sizeof(a64), 0x4000, &ins);
	if (CHECK(err == 0, "aarch64 words: %s", pid_errmsg())) {
		static const uint32_t ret[] = { 0, 16, 28 }, tail[] = { 4 };

		CHECK(ins->pi_n == 8 && ins->pi_off[7] == 28 &&
		    same_list(ins->pi_ret, ins->pi_nret, ret, 3) &&
		    same_list(ins->pi_tail, ins->pi_ntail, tail, 1) &&
		    ins->pi_tailcond[0] == PID_COND_OTHER &&
		    ins->pi_nijmp == 1 && ins->pi_ijmp[0] == 12 &&
		    ins->pi_ijmpreg[0] == 16 /* br x16 */ &&
		    ins->pi_flags == 0, "aarch64 words decoded wrong");
		pid_insns_free(ins);
	}
	err = pid_insns_decode(EM_AARCH64, a64, 10, 0x4000, &ins);
	if (CHECK(err == 0, "aarch64 odd size")) {
		CHECK(ins->pi_n == 2 && ins->pi_end == 8 &&
		    ins->pi_flags == PID_INSN_PARTIAL, "aarch64 odd size");
		pid_insns_free(ins);
	}
	err = pid_insns_decode(EM_X86_64, x86, 0, 0x1000, &ins);
	if (CHECK(err == 0, "no bytes")) {
		CHECK(ins->pi_n == 0 && ins->pi_end == 0, "no bytes");
		pid_insns_free(ins);
	}
	/* a jump cut in the middle */
	err = pid_insns_decode(EM_X86_64, x86, 3, 0x1000, &ins);
	if (CHECK(err == 0, "cut jump")) {
		CHECK(ins->pi_n == 1 && ins->pi_end == 1 &&
		    ins->pi_flags == PID_INSN_PARTIAL, "cut jump");
		pid_insns_free(ins);
	}
	CHECK(pid_insns_decode(EM_PPC64, x86, 4, 0, &ins) == -ENOTSUP &&
	    ins == NULL, "unknown machine");
	CHECK(pid_insns_decode(EM_X86_64, x86, PID_INSN_MAXSIZE + 1, 0,
	    &ins) == -E2BIG, "too big");
	CHECK(pid_insns_decode(EM_X86_64, x86, 16, UINT64_MAX - 4, &ins) ==
	    -E2BIG, "address wraps");
}

int
main(int argc, char **argv)
{
	verbose = argc > 1 && strcmp(argv[1], "-v") == 0;
	need_tool("gcc");
	need_tool("objdump");
	tmp_setup();

	test_raw();
	test_x86_64();
	test_aarch64();

	printf("%d checks, %d failed\n", checks, failures);
	return failures != 0;
}
