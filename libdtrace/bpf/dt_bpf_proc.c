/*
 * dt_bpf_proc.c -- progenyof(), d_path() and procfs.d's pr_psargs as BPF
 * support functions (included by dt_bpflib.c after dt_bpf_str.c; called
 * from dt_cg_subr.c).
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
 * d_path(p): the path of the file struct path *p names, as the kernel's
 * d_path() spells it for the current task: the names of the dentries from
 * p's up to the task's root directory, crossing each mount up to the
 * mount point it hangs on (the kernel's prepend_path(), less its locks:
 * a rename while we walk can show a mix of old and new names, as any
 * lockless read of the dentry tree can).  The walk stops at the task's
 * root, at the root of the mount tree, at a dentry that is its own parent
 * (a filesystem's root not mounted in this tree), or after DT_DPATH_STEPS
 * steps.  "/" if there is no name on the way.  A path longer than
 * size - 1 keeps its first size - 1 bytes.
 *
 * The walk is made twice: once to add up the length, once to write each
 * name at its place, from the end.  The field offsets come from the
 * kernel's BTF, two bytes each (the code generator packs them):
 *	o1: vfsmount.mnt_root, mount.mnt (the vfsmount in the mount),
 *	    task_struct.fs, fs_struct.root
 *	o2: mount.mnt_parent, mount.mnt_mountpoint, dentry.d_parent,
 *	    dentry.d_name
 * struct path is { mnt, dentry } and struct qstr { hash, len, name }, as
 * they have always been.  p may lie in dst (__dt_d_path() builds it
 * there): each walk reads it before any name is written.
 */
#define DT_DPATH_STEPS	64
#define DT_OFF(o, i)	(((o) >> (16 * (i))) & 0xffff)

static __attribute__((always_inline)) const char *
dt_kptr(const char *p, uint64_t off)
{
	const char *v = 0;

	bpf_probe_read_kernel(&v, sizeof(v), p + off);
	return v;
}

/* The walk's state, for its steps (a bpf_loop() callback: the verifier
   checks a step once, where a flat loop had it walk every path). */
typedef struct dt_dpath {
	char *dst;
	const char *dentry, *vmnt, *mnt;	/* where the walk is */
	const char *rdentry, *rmnt;		/* the task's root */
	uint64_t o1, o2, size;
	int64_t len;		/* 0: count; else write, the path's length */
	uint64_t used;		/* bytes of the names met so far */
} dt_dpath_t;

/* One step up: 1 to stop. */
static long
dt_dpath_step(uint64_t i, void *arg)
{
	dt_dpath_t *w = arg;
	const char *parent, *name;
	unsigned int n = 0;
	uint64_t used;
	int64_t pos;

	if (w->dentry == w->rdentry && w->vmnt == w->rmnt)
		return 1;
	if (w->dentry == dt_kptr(w->vmnt, DT_OFF(w->o1, 0))) {
		parent = dt_kptr(w->mnt, DT_OFF(w->o2, 0));
		if (parent == w->mnt || parent == 0)
			return 1;
		w->dentry = dt_kptr(w->mnt, DT_OFF(w->o2, 1));
		w->mnt = parent;
		w->vmnt = parent + DT_OFF(w->o1, 1);
		return 0;
	}
	parent = dt_kptr(w->dentry, DT_OFF(w->o2, 2));
	if (parent == w->dentry || parent == 0)
		return 1;
	bpf_probe_read_kernel(&n, sizeof(n), w->dentry + DT_OFF(w->o2, 3) + 4);
	name = dt_kptr(w->dentry, DT_OFF(w->o2, 3) + 8);
	n &= 0xff;			/* NAME_MAX */
	used = w->used + n + 1;
	/* through a helper: the verifier sees any value, the same at each
	   step, and is done after one (its range would grow otherwise) */
	bpf_probe_read_kernel(&w->used, sizeof(w->used), &used);
	pos = w->len - (int64_t)used;
	w->dentry = parent;
	if (w->len > 0 && pos >= 0 && pos < (int64_t)w->size - 1) {
		int64_t room = (int64_t)w->size - 2 - pos;

		w->dst[pos] = '/';
		if (room > n)
			room = n;
		if (room > 0)
			bpf_probe_read_kernel(w->dst + pos + 1, room & 0xff,
			    name);
	}
	return 0;
}

/* The walk from p: the path's length (len 0), or its names written. */
static __attribute__((always_inline)) int64_t
dt_dpath_walk(dt_dpath_t *w, const char *p, int64_t len)
{
	const char *fs = dt_kptr(bpf_get_current_task(), DT_OFF(w->o1, 2));

	w->rdentry = dt_kptr(fs, DT_OFF(w->o1, 3) + 8);
	w->rmnt = dt_kptr(fs, DT_OFF(w->o1, 3));
	w->dentry = dt_kptr(p, 8);
	w->vmnt = dt_kptr(p, 0);
	w->mnt = w->vmnt - DT_OFF(w->o1, 1);
	w->len = len;
	w->used = 0;
	bpf_loop(DT_DPATH_STEPS, dt_dpath_step, w, 0);
	return w->used;
}

/* d_path(p) into dst (strsize bytes); -1 if p cannot be read, else 0 */
DT_BPF_FUNC int64_t
dt_d_path(char *dst, const char *p, uint64_t size, uint64_t o1, uint64_t o2)
{
	dt_dpath_t w = { .dst = dst, .o1 = o1, .o2 = o2, .size = size };
	char *d = 0;
	int64_t len;

	if (bpf_probe_read_kernel(&d, sizeof(d), p + 8) != 0 || d == 0)
		return -1;
	len = dt_dpath_walk(&w, p, 0);
	if (len <= 0) {
		dst[0] = '/';
		dst[1] = '\0';
		return 0;
	}
	dt_dpath_walk(&w, p, len);
	dst[len < (int64_t)size - 1 ? len : (int64_t)size - 1] = '\0';
	return 0;
}

/*
 * pr_psargs (dlibs/procfs.d) of the current task, as Oracle's DTrace
 * gives it: the command line (mm->arg_start up to arg_end, the arguments
 * each followed by a NUL) with the NULs between arguments turned into
 * spaces, as much as a string holds (strsize bytes; the NUL after the
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
