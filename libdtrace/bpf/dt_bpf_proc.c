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
 * pr_psargs (dlibs/procfs.d) of task: DTrace's "initial characters of arg
 * list", the first 80 bytes of the command line (mm->arg_start up to
 * arg_end, the arguments each followed by a NUL) with the NULs between
 * arguments turned into spaces; the NUL after the last argument ends the
 * string.  offs packs task_struct's mm and mm_struct's arg_start and
 * arg_end offsets 32:16:16 (the code generator reads them from BTF).
 *
 * The arguments are user memory of the current process, which
 * bpf_probe_read_user() can read; another task's (xlate <psinfo_t *> of a
 * task that is not curthread) would need the sleepable
 * bpf_copy_from_user_task(), which our probes cannot call: its pr_psargs
 * is the empty string, as is a kernel thread's (no mm) and that of a
 * process whose arguments are paged out.
 */
#define DT_PSARGS_MAX	80

static long (*const bpf_probe_read_user)(void *dst, unsigned int size,
    const void *src) = (void *)112;

/* the NULs of dst's first n bytes (of cap, at most 80) become spaces:
   eight bytes at a time, without branching on data (dt_bpf_str.c) */
static __attribute__((always_inline)) void
dt_psargs_spaces(char *dst, uint64_t n, uint64_t size)
{
	uint64_t w;

	for (w = 0; w < DT_PSARGS_MAX && w + 8 <= size; w += 8) {
		uint64_t v = *(uint64_t *)(dst + w);
		uint64_t k = dt_sel(dt_lt(w, n), n - w, 0);
		uint64_t m = dt_sel(dt_lt(k, 8), (1ULL << (8 * (k & 7))) - 1,
		    ~0ULL);

		/* little-endian: byte j of the string is bits 8j..8j+7 */
		*(uint64_t *)(dst + w) = v | ((DT_ZBYTES(v) >> 7) * ' ' & m);
	}
}

DT_BPF_FUNC void
dt_psargs(char *dst, const char *task, uint64_t offs, uint64_t size)
{
	uint64_t mmoff = offs >> 32, asoff = (offs >> 16) & 0xffff;
	uint64_t aeoff = offs & 0xffff, cap = DT_PSARGS_MAX, start = 0;
	uint64_t end = 0, len, n;
	char *mm = 0;

	dst[0] = '\0';
	if (size - 1 < cap)
		cap = size - 1;
	if (task != (const char *)bpf_get_current_task())
		return;
	if (bpf_probe_read_kernel(&mm, sizeof(mm), task + mmoff) != 0 ||
	    mm == 0 ||
	    bpf_probe_read_kernel(&start, sizeof(start), mm + asoff) != 0 ||
	    bpf_probe_read_kernel(&end, sizeof(end), mm + aeoff) != 0 ||
	    end <= start)
		return;
	len = end - start;
	n = len - 1;		/* the last NUL ends the string */
	if (len > cap) {	/* cut: every byte kept is the arguments' */
		len = cap;
		n = cap;
	}
	if (bpf_probe_read_user(dst, (unsigned int)len,
	    (const void *)start) != 0) {
		dst[0] = '\0';
		return;
	}
	dst[len] = '\0';
	dt_psargs_spaces(dst, n, size);
}
