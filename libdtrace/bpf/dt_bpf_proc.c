/*
 * dt_bpf_proc.c -- progenyof() and procfs.d's pr_psargs as BPF support
 * functions (included by dt_bpflib.c after dt_bpf_str.c; called from
 * dt_cg_subr.c).
 *
 * The current task and its ancestors are walked through task_struct's
 * real_parent, comparing each one's tgid (the process ID) with pid.  The
 * two field offsets come from the running kernel's BTF: the code
 * generator reads them when it compiles the call and passes them packed
 * in one argument (real_parent << 32 | tgid), so this object needs no BTF
 * of its own and no CO-RE relocation.  The walk ends at init_task, whose
 * real_parent is itself, or after DT_PROGENY_MAX generations.
 */

#define DT_PROGENY_MAX	256

static void *(*const bpf_get_current_task)(void) = (void *)35;

/* 1 if the current process is pid or a descendant of it, else 0 */
DT_BPF_FUNC int64_t
dt_progenyof(int64_t pid, uint64_t offs)
{
	uint64_t poff = offs >> 32, toff = offs & 0xffffffff;
	char *t = bpf_get_current_task();
	int i;

	for (i = 0; i < DT_PROGENY_MAX; i++) {
		char *parent = 0;
		int tgid = -1;

		if (bpf_probe_read_kernel(&tgid, sizeof(tgid), t + toff) != 0)
			return 0;
		if (tgid == (int)pid)
			return 1;
		if (bpf_probe_read_kernel(&parent, sizeof(parent),
		    t + poff) != 0 || parent == 0 || parent == t)
			return 0;
		t = parent;
	}
	return 0;
}

/*
 * pr_psargs (dlibs/procfs.d) of the current task, as Oracle's DTrace
 * gives it: the command line (mm->arg_start up to arg_end, the arguments
 * each followed by a NUL) with the NULs between arguments turned into
 * spaces, as much as a string holds (strsize - 1 bytes; the NUL after the
 * last argument ends the string).  offs packs task_struct's mm and
 * mm_struct's arg_start and arg_end offsets 32:16:16 (the code generator
 * reads them from BTF).  The arguments are user memory of the current
 * process, which bpf_probe_read_user() reads; procfs.d gives another
 * task's as "<unknown>".  A kernel thread's (no mm), and those that
 * cannot be read (paged out), are the empty string.
 */
static long (*const bpf_probe_read_user)(void *dst, unsigned int size,
    const void *src) = (void *)112;

struct dt_psargs {
	char *dst;
	uint64_t n, size;
};

/* the NULs of word i of the string's first n bytes become spaces,
   without branching on data (dt_bpf_str.c) */
static __attribute__((noinline)) long
dt_psargs_step(uint64_t i, void *arg)
{
	struct dt_psargs *cx = arg;
	uint64_t w, v, k, m;

	if (i >= cx->size / 8)	/* bounds w for the verifier */
		return 1;
	w = i * 8;
	if (w >= cx->n || w + 8 > cx->size)
		return 1;
	v = *(uint64_t *)(cx->dst + w);
	k = cx->n - w;
	m = dt_sel(dt_lt(k, 8), (1ULL << (8 * (k & 7))) - 1, ~0ULL);
	/* little-endian: byte j of the string is bits 8j..8j+7 */
	*(uint64_t *)(cx->dst + w) = v | ((DT_ZBYTES(v) >> 7) * ' ' & m);
	return 0;
}

DT_BPF_FUNC void
dt_psargs(char *dst, const char *task, uint64_t offs, uint64_t size)
{
	uint64_t mmoff = offs >> 32, asoff = (offs >> 16) & 0xffff;
	uint64_t aeoff = offs & 0xffff, start = 0, end = 0, len, n;
	struct dt_psargs cx;
	char *mm = 0;

	dst[0] = '\0';
	if (bpf_probe_read_kernel(&mm, sizeof(mm), task + mmoff) != 0 ||
	    mm == 0 ||
	    bpf_probe_read_kernel(&start, sizeof(start), mm + asoff) != 0 ||
	    bpf_probe_read_kernel(&end, sizeof(end), mm + aeoff) != 0 ||
	    end <= start)
		return;
	len = end - start;
	n = len - 1;		/* the last NUL ends the string */
	if (len > size - 1) {	/* cut: every byte kept is the arguments' */
		len = size - 1;
		n = len;
	}
	if (bpf_probe_read_user(dst, (unsigned int)len,
	    (const void *)start) != 0) {
		dst[0] = '\0';
		return;
	}
	dst[len] = '\0';
	cx.dst = dst;
	cx.n = n;
	cx.size = size;
	bpf_loop((unsigned int)((size + 7) / 8), dt_psargs_step, &cx, 0);
}
