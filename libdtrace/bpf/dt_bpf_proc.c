/*
 * dt_bpf_proc.c -- progenyof() as a BPF support function (included by
 * dt_bpflib.c after dt_bpf_str.c; called from dt_cg_subr.c).
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
