/*
 * dt_uprobe.c -- the uprobe attach layer shared by the usdt and pid
 * providers: put a loaded BPF program on an instruction of a file.
 *
 * A uprobe is named by the file (its inode) and a FILE offset, not by a
 * process or an address: the kernel plants a breakpoint in every process
 * that maps that page of the file, now or later.  So one attachment serves
 * every process of a binary, and the per-process part is a filter:
 *
 *   - With BPF_TRACE_UPROBE_MULTI links (Linux 6.6, "bpf: Add
 *     uprobe_multi link"), one bpf(BPF_LINK_CREATE) attaches the program
 *     to the offset with the kernel filtering by process (pid = the
 *     thread group) and with the semaphore's offset (ref_ctr_offset),
 *     which the kernel increments in every process that maps the file
 *     while the probe is attached: the is-enabled probes of USDT.  The
 *     program must have been loaded with expected_attach_type
 *     BPF_TRACE_UPROBE_MULTI; dt_uprobe_attach_type() says which to use.
 *   - Older kernels: a perf event of the "uprobe" PMU (Linux 4.17) per
 *     online CPU, system-wide, with the reference counter offset in config
 *     bits 32-63 (Linux 4.20, "uprobes: Support SDT markers having
 *     reference count (semaphore)"), and PERF_EVENT_IOC_SET_BPF.  The
 *     process filter is then only the one every usdt/pid trampoline makes
 *     anyway (the current tgid against the probe's pid).
 *
 * Either way the attachment is a file descriptor in the probe's pr_fds,
 * closed by the one teardown path (dt_probe_teardown), and nothing
 * outlives dtrace: a uprobe goes away with its last descriptor.
 */
#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/ioctl.h>
#include <sys/resource.h>
#include <stddef.h>
#include <sys/syscall.h>
#include <asm/ptrace.h>
#include <linux/perf_event.h>
#include <bpf/bpf.h>

#include "dt_impl.h"
#include "base/dt_file.h"
#include "base/dt_kfeat.h"
#include "cg/dt_cg_tramp.h"

/* From Linux 6.6's uapi <linux/bpf.h>, absent from older headers. */
#define DT_F_UPROBE_MULTI_RETURN 1U

/* bpf(BPF_LINK_CREATE) for a uprobe_multi link: the common head of
   link_create, then its uprobe_multi member (uapi layout). */
struct dt_uprobe_multi_attr {
	uint32_t prog_fd, target_fd, attach_type, flags;
	uint64_t path, offsets, ref_ctr_offsets, cookies;
	uint32_t cnt, umflags, pid;
	uint8_t pad[128 - 60];
};

uint32_t
dt_uprobe_attach_type(dtrace_hdl_t *dtp)
{
	return dt_kfeat_has(dtp, DT_KF_UPROBE_MULTI) ? DT_TRACE_UPROBE_MULTI :
	    0;
}

/* One uprobe_multi link: cnt offsets of a file, each with its cookie
   (cookies may be NULL: all 0) and semaphore (refs may be NULL). */
int
dt_uprobe_link_raw(const dt_uprobe_t *up, const uint64_t *offs,
    const uint64_t *refs, const uint64_t *cookies, int cnt, int prog)
{
	struct dt_uprobe_multi_attr a;

	memset(&a, 0, sizeof(a));
	a.prog_fd = (uint32_t)prog;
	a.attach_type = DT_TRACE_UPROBE_MULTI;
	a.path = (uint64_t)(uintptr_t)up->up_path;
	a.offsets = (uint64_t)(uintptr_t)offs;
	a.ref_ctr_offsets = (uint64_t)(uintptr_t)refs;
	a.cookies = (uint64_t)(uintptr_t)cookies;
	a.cnt = (uint32_t)cnt;
	a.umflags = up->up_return ? DT_F_UPROBE_MULTI_RETURN : 0;
	a.pid = up->up_pid > 0 ? (uint32_t)up->up_pid : 0;
	return (int)syscall(__NR_bpf, BPF_LINK_CREATE, &a, sizeof(a));
}

static uint64_t *
dt_uprobe_refs(const dt_uprobe_t *up, int cnt)
{
	uint64_t *refs;

	if (up->up_refctr == 0)
		return NULL;
	refs = dt_xcalloc((size_t)cnt, 8);
	for (int i = 0; i < cnt; i++)
		refs[i] = up->up_refctr;
	return refs;
}

static int
dt_uprobe_link(const dt_uprobe_t *up, int prog)
{
	uint64_t *refs = dt_uprobe_refs(up, up->up_noffs);
	int fd, err;

	fd = dt_uprobe_link_raw(up, up->up_offs, refs, up->up_cookies,
	    up->up_noffs, prog);
	err = errno;
	free(refs);
	errno = err;
	return fd;
}

/* The kernel's internal ENOTSUPP, which uprobe registration returns to
   user space when the architecture cannot probe the instruction (x86:
   int3, int N, iret, far jumps, ...); libc has no text for it. */
#define DT_ENOTSUPP	524

static const char *
dt_uprobe_strerror(int err)
{
	return err == DT_ENOTSUPP ? "the kernel cannot place a uprobe on "
	    "this instruction" : strerror(err);
}

/* The error of a failed link for probe pr at offset off. */
int
dt_uprobe_link_err(dtrace_hdl_t *dtp, const dt_probe_t *pr,
    const dt_uprobe_t *up, uint64_t off, int err)
{
	/* the process died while its probes were attached: its
	   /proc/PID/map_files paths went with it */
	if (err == ESRCH || (up->up_pid > 0 && kill(up->up_pid, 0) != 0 &&
	    errno == ESRCH))
		dt_set_err(dtp, "failed to grab pid %d: %s", (int)up->up_pid,
		    strerror(ESRCH));
	else
		dt_set_err(dtp, "cannot enable %s:%s:%s:%s at %s offset %#llx: "
		    "%s", pr->pr_prov, pr->pr_mod, pr->pr_func, pr->pr_name,
		    up->up_path, (unsigned long long)off,
		    dt_uprobe_strerror(err));
	errno = err;
	return -1;
}

/*
 * The fallback: a perf event of the uprobe PMU for each offset.  One event
 * serves every CPU: the kernel runs the program of a uprobe's event
 * wherever the probe is hit, before it looks at the event's CPU (which
 * only decides whose buffer a perf sample would go to), so an event on
 * each CPU would run the program once for each.  libbpf likewise opens a
 * system-wide uprobe on CPU 0.  An offset with a cookie (a return probe
 * in a library not loaded yet) is attached by a perf link carrying it
 * (Linux 5.15), as the kprobe way does (dt_kfn_kprobe.c).
 */
static int
dt_uprobe_perf(dtrace_hdl_t *dtp, dt_probe_t *pr, const dt_uprobe_t *up,
    int prog)
{
	static int type = -2, cpu = -1;
	struct perf_event_attr attr;
	struct rlimit rl;
	int fd;

	if (type == -2)
		type = dt_read_int("/sys/bus/event_source/devices/uprobe/type",
		    -1);
	if (type < 0)
		return dt_set_err(dtp, "cannot enable %s:%s:%s:%s: this kernel "
		    "has no uprobes", pr->pr_prov, pr->pr_mod, pr->pr_func,
		    pr->pr_name);
	if (cpu < 0 && dt_online_cpus(&cpu, 1) <= 0)
		return dt_set_err(dtp, "cannot read the online CPUs");
	memset(&attr, 0, sizeof(attr));
	attr.size = sizeof(attr);
	attr.type = (uint32_t)type;
	attr.config = (up->up_return ? 1 : 0) | (up->up_refctr << 32);
	attr.config1 = (uint64_t)(uintptr_t)up->up_path;	/* uprobe_path */
	attr.sample_period = 1;
	attr.wakeup_events = 1;
	for (int o = 0; o < up->up_noffs; o++) {
		attr.config2 = up->up_offs[o];		/* probe_offset */
		fd = dt_perf_event_open(&attr, -1, cpu, -1,
		    PERF_FLAG_FD_CLOEXEC);
		if (fd < 0 && errno == EMFILE &&
		    getrlimit(RLIMIT_NOFILE, &rl) == 0)
			return dt_set_err(dtp, "cannot enable %s:%s:%s:%s: "
			    "this kernel has no uprobe_multi links (Linux "
			    "6.6), so each instruction traced takes a file "
			    "descriptor, and all %llu (ulimit -Hn) are taken",
			    pr->pr_prov, pr->pr_mod, pr->pr_func, pr->pr_name,
			    (unsigned long long)rl.rlim_max);
		if (fd < 0)
			return dt_uprobe_link_err(dtp, pr, up, up->up_offs[o],
			    errno);
		dt_probe_keep_fd(pr, fd);
		if (up->up_cookies != NULL) {
			LIBBPF_OPTS(bpf_link_create_opts, lo,
			    .perf_event.bpf_cookie = up->up_cookies[o]);
			int link = bpf_link_create(prog, fd, BPF_PERF_EVENT,
			    &lo);

			if (link < 0)
				return dt_uprobe_link_err(dtp, pr, up,
				    up->up_offs[o], errno);
			dt_probe_keep_fd(pr, link);
		} else if (ioctl(fd, PERF_EVENT_IOC_SET_BPF, prog) != 0 ||
		    ioctl(fd, PERF_EVENT_IOC_ENABLE, 0) != 0)
			return dt_uprobe_link_err(dtp, pr, up, up->up_offs[o],
			    errno);
	}
	return 0;
}

/*
 * Attach a loaded program to the uprobe up describes.  The program was
 * loaded with dt_uprobe_attach_type(dtp) as its expected attach type.
 */
int
dt_uprobe_attach(dtrace_hdl_t *dtp, dt_probe_t *pr, const dt_uprobe_t *up,
    int prog)
{
	int fd;

	if (!dt_kfeat_has(dtp, DT_KF_UPROBE_MULTI))
		return dt_uprobe_perf(dtp, pr, up, prog);
	/* on failure, pid_attach reads errno */
	if ((fd = dt_uprobe_link(up, prog)) < 0)
		return dt_uprobe_link_err(dtp, pr, up, up->up_offs[0], errno);
	dt_probe_keep_fd(pr, fd);
	return 0;
}

/*
 * Trampoline parts.  The context is the uprobe's struct pt_regs, saved by
 * the prologue at fp-8.
 */

/*
 * Return unless the current process is pid: the perf-event fallback
 * attaches system-wide.  A shared program (dt_share.c) is only ever
 * attached by uprobe_multi links made for its probes' processes, whose
 * filter is the kernel's (the link's pid; the whole thread group since
 * Linux 6.12, "bpf: fix multi-uprobe PID filtering logic", its leader
 * only before), so it tests nothing here: one program then serves the
 * probes of many processes (late enabling's forked workers, dt_late.c).
 */
void
dt_uprobe_tramp_pid(dt_cg_t *cg, pid_t pid)
{
	if (dt_cg_shared(cg))
		return;
	dt_cg_helper(cg, BPF_FUNC_get_current_pid_tgid);
	dt_cg_tramp_emit(cg, BPF_ALU64_IMM(BPF_RSH, BPF_REG_0, 32));
	dt_cg_tramp_exit_if(cg, BPF_JEQ, BPF_REG_0, (int32_t)pid);
}

#if defined(__x86_64__)
#define DT_UPROBE_PC	offsetof(struct pt_regs, rip)
#define DT_UPROBE_RVAL	offsetof(struct pt_regs, rax)
/* The System V AMD64 integer argument registers, as pt_regs offsets. */
static const int16_t dt_uprobe_argregs[] = {
	offsetof(struct pt_regs, rdi), offsetof(struct pt_regs, rsi),
	offsetof(struct pt_regs, rdx), offsetof(struct pt_regs, rcx),
	offsetof(struct pt_regs, r8), offsetof(struct pt_regs, r9),
};
#define DT_UPROBE_SP	offsetof(struct pt_regs, rsp)
#elif defined(__aarch64__)
#define DT_UPROBE_PC	256		/* pc; x0 is the return value */
#define DT_UPROBE_RVAL	0
static const int16_t dt_uprobe_argregs[] = { 0, 8, 16, 24, 32, 40, 48, 56 };
#define DT_UPROBE_SP	248
#endif

/*
 * reg = the probed instruction's address (while uprobe handlers run, the
 * pc is set back to the breakpoint's address) or the return value
 * register.
 */
void
dt_uprobe_tramp_pc(dt_cg_t *cg, int reg)
{
	dt_cg_tramp_emit(cg, BPF_LDX_MEM(BPF_DW, reg, BPF_REG_10, -8));
	dt_cg_tramp_emit(cg, BPF_LDX_MEM(BPF_DW, reg, reg, DT_UPROBE_PC));
}

void
dt_uprobe_tramp_rval(dt_cg_t *cg, int reg)
{
	dt_cg_tramp_emit(cg, BPF_LDX_MEM(BPF_DW, reg, BPF_REG_10, -8));
	dt_cg_tramp_emit(cg, BPF_LDX_MEM(BPF_DW, reg, reg, DT_UPROBE_RVAL));
}

#if defined(__x86_64__)
/* EFLAGS bits */
#define DT_FL_CF	0
#define DT_FL_PF	2
#define DT_FL_ZF	6
#define DT_FL_SF	7
#define DT_FL_OF	11

/*
 * r4 = bit 0 of EFLAGS (r4) as condition cc / 2 wants it, the even
 * conditions of Jcc (the odd ones are their negations):
 *
 *	0 jo  OF	2 jb  CF	4 je  ZF	6 jbe CF | ZF
 *	8 js  SF	10 jp PF	12 jl SF ^ OF	14 jle ZF | (SF ^ OF)
 *
 * Returns the number of instructions written to out (at most 6).
 */
static int
dt_uprobe_flagbit(int cc, struct bpf_insn *out)
{
	static const int bit[] = { DT_FL_OF, DT_FL_CF, DT_FL_ZF, -1,
	    DT_FL_SF, DT_FL_PF, -1, -1 };
	int n = 0;

	switch (cc / 2) {
	case 3:		/* CF | ZF */
		out[n++] = BPF_MOV64_REG(BPF_REG_5, BPF_REG_4);
		out[n++] = BPF_ALU64_IMM(BPF_RSH, BPF_REG_5, DT_FL_ZF);
		out[n++] = BPF_ALU64_REG(BPF_OR, BPF_REG_4, BPF_REG_5);
		break;
	case 6:		/* SF ^ OF: OF moved down to SF's bit */
	case 7:		/* ZF | (SF ^ OF) */
		out[n++] = BPF_MOV64_REG(BPF_REG_5, BPF_REG_4);
		out[n++] = BPF_ALU64_IMM(BPF_RSH, BPF_REG_5,
		    DT_FL_OF - DT_FL_SF);
		out[n++] = BPF_ALU64_REG(BPF_XOR, BPF_REG_5, BPF_REG_4);
		out[n++] = BPF_ALU64_IMM(BPF_RSH, BPF_REG_5, DT_FL_SF);
		if (cc / 2 == 6) {
			out[n++] = BPF_MOV64_REG(BPF_REG_4, BPF_REG_5);
			break;
		}
		out[n++] = BPF_ALU64_IMM(BPF_RSH, BPF_REG_4, DT_FL_ZF);
		out[n++] = BPF_ALU64_REG(BPF_OR, BPF_REG_4, BPF_REG_5);
		break;
	default:
		out[n++] = BPF_ALU64_IMM(BPF_RSH, BPF_REG_4, bit[cc / 2]);
	}
	return n;
}

/*
 * A return probe on a conditional tail call (jg other) fires only if the
 * jump is taken, as DTrace's fasttrap fires it only when the jump leaves
 * the function: when offreg (pc - function) is off, return from the
 * program unless x86 condition cc (0..15, the low bits of the Jcc
 * opcode) holds in the user's EFLAGS.  Clobbers r4 and r5.
 */
void
dt_uprobe_tramp_cond(dt_cg_t *cg, int offreg, uint32_t off, int cc)
{
	struct bpf_insn ins[16];
	int n = 0;

	ins[n++] = BPF_LDX_MEM(BPF_DW, BPF_REG_4, BPF_REG_10, -8);
	ins[n++] = BPF_LDX_MEM(BPF_DW, BPF_REG_4, BPF_REG_4,
	    offsetof(struct pt_regs, eflags));
	n += dt_uprobe_flagbit(cc, &ins[n]);
	ins[n++] = BPF_ALU64_IMM(BPF_AND, BPF_REG_4, 1);
	if (cc & 1)
		ins[n++] = BPF_ALU64_IMM(BPF_XOR, BPF_REG_4, 1);
	ins[n] = BPF_JMP_IMM(BPF_JNE, BPF_REG_4, 0, 0);	/* taken */
	ins[n].off = (int16_t)dt_cg_exit_insns(cg, &ins[n + 1]);
	n += 1 + ins[n].off;
	dt_cg_tramp_emit(cg, BPF_JMP_IMM(BPF_JNE, offreg, (int32_t)off, n));
	for (int i = 0; i < n; i++)
		dt_cg_tramp_emit(cg, ins[i]);
}
#else
void
dt_uprobe_tramp_cond(dt_cg_t *cg, int offreg, uint32_t off, int cc)
{
	(void)cg, (void)offreg, (void)off, (void)cc;	/* no such tails */
}
#endif

/* The pt_regs offset of register reg, numbered as pid_insns_t's
   pi_ijmpreg (x86-64: DWARF; aarch64: xN), or -1. */
static int
dt_uprobe_regoff(int reg)
{
#if defined(__x86_64__)
	static const int16_t off[16] = {
	    offsetof(struct pt_regs, rax), offsetof(struct pt_regs, rdx),
	    offsetof(struct pt_regs, rcx), offsetof(struct pt_regs, rbx),
	    offsetof(struct pt_regs, rsi), offsetof(struct pt_regs, rdi),
	    offsetof(struct pt_regs, rbp), offsetof(struct pt_regs, rsp),
	    offsetof(struct pt_regs, r8), offsetof(struct pt_regs, r9),
	    offsetof(struct pt_regs, r10), offsetof(struct pt_regs, r11),
	    offsetof(struct pt_regs, r12), offsetof(struct pt_regs, r13),
	    offsetof(struct pt_regs, r14), offsetof(struct pt_regs, r15) };

	return reg >= 0 && reg < 16 ? off[reg] : -1;
#elif defined(__aarch64__)
	return reg >= 0 && reg <= 30 ? 8 * reg : -1;	/* regs[reg] */
#else
	return -1;
#endif
}

/*
 * A return probe on an indirect jump through a register (jmp *%rax, br
 * x16) fires only if the jump leaves the function (a tail call through a
 * pointer), not for a switch's jump inside it -- fasttrap's test too:
 * when offreg (pc - function) is off, return from the program if the
 * register's value minus the function's address (funcreg) is below the
 * function's size fsize.  Clobbers r4.
 */
void
dt_uprobe_tramp_ijmp(dt_cg_t *cg, int offreg, uint32_t off, int funcreg,
    uint64_t fsize, int reg)
{
	int roff = dt_uprobe_regoff(reg);

	struct bpf_insn exit[DT_CG_EXIT_MAX];
	int n = dt_cg_exit_insns(cg, exit);

	if (roff < 0 || fsize > INT32_MAX) {	/* cannot tell: never fire */
		dt_cg_tramp_emit(cg, BPF_JMP_IMM(BPF_JNE, offreg,
		    (int32_t)off, n));
		for (int i = 0; i < n; i++)
			dt_cg_tramp_emit(cg, exit[i]);
		return;
	}
	dt_cg_tramp_emit(cg, BPF_JMP_IMM(BPF_JNE, offreg, (int32_t)off,
	    4 + n));
	dt_cg_tramp_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_4, BPF_REG_10, -8));
	dt_cg_tramp_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_4, BPF_REG_4,
	    (int16_t)roff));
	dt_cg_tramp_emit(cg, BPF_ALU64_REG(BPF_SUB, BPF_REG_4, funcreg));
	dt_cg_tramp_emit(cg, BPF_JMP_IMM(BPF_JGE, BPF_REG_4, (int32_t)fsize,
	    n));				/* outside: a return */
	for (int i = 0; i < n; i++)
		dt_cg_tramp_emit(cg, exit[i]);
}

/* bpf_get_stack(regs, &dt_mem[at], len, BPF_F_USER_STACK) */
static void
dt_uprobe_ustack_walk(dt_cg_t *cg, uint32_t at, uint32_t len)
{
	dt_cg_tramp_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_10, -8));
	dt_cg_tramp_emit(cg, BPF_MOV64_REG(BPF_REG_2, BPF_REG_9));
	dt_cg_tramp_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_2, (int32_t)at));
	dt_cg_tramp_emit(cg, BPF_MOV64_IMM(BPF_REG_3, (int32_t)len));
	dt_cg_tramp_emit(cg, BPF_MOV64_IMM(BPF_REG_4, BPF_F_USER_STACK));
	dt_cg_helper(cg, BPF_FUNC_get_stack);
}

/* The return address at the stack pointer into dt_mem[off] (0 if it
   cannot be read): at a function's first instruction, into its caller. */
void
dt_uprobe_ustack_retaddr(dt_cg_t *cg, uint32_t off)
{
	dt_cg_tramp_emit(cg, BPF_MOV64_REG(BPF_REG_1, BPF_REG_9));
	dt_cg_tramp_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, (int32_t)off));
	dt_cg_tramp_emit(cg, BPF_MOV64_IMM(BPF_REG_2, 8));
	dt_cg_tramp_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_10, -8));
	dt_cg_tramp_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_3,
	    DT_UPROBE_SP));
	dt_cg_helper(cg, BPF_FUNC_probe_read_user);
}

/*
 * ustack() at a function's first instruction, into the frames at
 * dt_mem[off] (size bytes, at least 16): the kernel's walk gives the pc,
 * then the frames the frame pointer leads to -- which, before the
 * function has pushed %rbp, start with its caller's caller.  DTrace puts
 * the caller in (illumos: dtrace_getupcstack at an entry probe), so: walk
 * into dt_mem[off + 8], move the pc down to off, and read the return
 * address at the stack pointer into off + 8.  The walk's last frame is
 * lost to make room.  Without a stack (pc 0) nothing is added.
 *
 * Some kernels add the return address themselves, at some entries
 * (Linux 6.11's perf_callchain_user() when the probed instruction is
 * push %rbp or endbr64, and only when its uprobe handler says so: 6.18
 * does not at endbr64): there the walk's second frame is that address
 * too, and the kernel's own walk, taken again at off, is the stack.
 * (A recursive call from the same place looks the same on a kernel that
 * does not add it: one level of the recursion is then not shown.)
 */
void
dt_uprobe_ustack_caller(dt_cg_t *cg, uint32_t off, uint32_t size)
{
	uint32_t done = dt_cg_newlabel(cg);

	dt_uprobe_ustack_walk(cg, off + 8, size - 8);
	dt_cg_tramp_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_9,
	    (int16_t)(off + 8)));
	dt_cg_tramp_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_9, BPF_REG_1,
	    (int16_t)off));
	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JEQ, BPF_REG_1, 0, 0), done);
	dt_uprobe_ustack_retaddr(cg, off + 8);
	if (size >= 24) {	/* did the kernel add it too? */
		dt_cg_tramp_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_9,
		    (int16_t)(off + 8)));
		dt_cg_tramp_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_2, BPF_REG_9,
		    (int16_t)(off + 16)));
		dt_cg_goto(cg, BPF_JMP_REG(BPF_JNE, BPF_REG_1, BPF_REG_2, 0),
		    done);
		dt_uprobe_ustack_walk(cg, off, size);
	}
	dt_cg_setlabel(cg, done);
	dt_cg_tramp_emit(cg, BPF_MOV64_IMM(BPF_REG_0, 0));
}

/*
 * A function's arguments at its first instruction: the ABI's argument
 * registers, then the stack (above the return address on x86-64).
 */
/* the pt_regs offset of integer argument register i, or -1 (also for
   the kernel's functions: its pt_regs at a kprobe has the same layout) */
int
dt_uprobe_argreg(int i)
{
	int nregs = (int)(sizeof(dt_uprobe_argregs) / sizeof(int16_t));

	return i >= 0 && i < nregs ? dt_uprobe_argregs[i] : -1;
}

void
dt_uprobe_tramp_regargs(dt_cg_t *cg, int nargs)
{
	int nregs = (int)(sizeof(dt_uprobe_argregs) / sizeof(int16_t));

	dt_cg_tramp_zero_args(cg);
	dt_cg_tramp_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_10, -8));
	for (int i = 0; i < nargs && i < DT_MEM_NARGS; i++) {
		if (i < nregs) {
			dt_cg_tramp_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_0,
			    BPF_REG_1, dt_uprobe_argregs[i]));
			dt_cg_tramp_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_9,
			    BPF_REG_0, DT_MEM_ARGS + 8 * i));
			continue;
		}
		/* stack argument: bpf_probe_read_user(&arg, 8, sp + k) */
		dt_cg_tramp_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_10,
		    -8));
		dt_cg_tramp_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_1,
		    DT_UPROBE_SP));
#if defined(__x86_64__)
		dt_cg_tramp_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_3,
		    8 * (i - nregs + 1)));
#else
		dt_cg_tramp_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_3,
		    8 * (i - nregs)));
#endif
		dt_cg_tramp_emit(cg, BPF_MOV64_REG(BPF_REG_1, BPF_REG_9));
		dt_cg_tramp_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1,
		    DT_MEM_ARGS + 8 * i));
		dt_cg_tramp_emit(cg, BPF_MOV64_IMM(BPF_REG_2, 8));
		dt_cg_helper(cg, BPF_FUNC_probe_read_user);
		dt_cg_tramp_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_10,
		    -8));
	}
}
