/*
 * dt_kunwind.c -- the consumer's side of the in-kernel user stack unwinder:
 * the tables that ustack() aggregation keys are unwound from
 * (bpf/dt_bpf_unwind.h describes them, bpf/dt_bpf_unwind.c reads them).
 *
 * A key is made in the kernel, so it must be the frames' addresses; the
 * DWARF form of ustack() records (a copy of the stack, unwound by the
 * consumer: dt_ustack_dwarf.c) cannot be a key.  So the kernel unwinds
 * the stack itself, from rows this file compiles from the objects'
 * .eh_frame (dt_cfi_rows.c), the technique of the OpenTelemetry eBPF
 * profiler.  No DTrace and no bpftrace does this; both walk frame
 * pointers, which -O2 code on x86-64 does not keep.
 *
 * Processes are taken in as they are seen, not in advance: the first key
 * made in a process without rows walks its frame pointers, as before, and
 * puts its tgid in dt_uwwant; dt_kuw_poll() (from dtrace_work) reads the
 * process's modules again through dt_usym.c (pidprov's list: mappings,
 * load biases, objects opened through /proc/PID/map_files, which reaches
 * a container's files and deleted ones), so that the names of its frames
 * come from the same reading, kept when it has exited (DTrace prints
 * those in hex); it compiles the objects it has not seen (pidprov's
 * object cache says which are the same file) and the vDSO (from
 * dtrace's own image, placed at the process's AT_SYSINFO_EHDR), and
 * writes its dt_uwprocs entry.  A pc in no module of the entry (a
 * dlopen()ed library, a new program after an exec) asks again; a process
 * is read again at most every DT_KUW_RELOAD_NS, and its entry rewritten
 * only if its modules changed.  Entries of processes that are gone are
 * deleted every DT_KUW_SWEEP_NS.
 *
 * Each object's rows are appended to dt_uwrows (mmap'd: one copy, no
 * system call a row) and stay for the session.  When it is full, further
 * objects get no rows and their frames follow frame pointers.
 */
#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/auxv.h>
#include <sys/mman.h>
#include <gelf.h>
#include <bpf/bpf.h>
#include <bpf/libbpf.h>

#include "dt_impl.h"
#include "consume/dt_cfi_rows.h"
#include "check/dt_stack.h"
#include "base/dt_kfeat.h"
#include "consume/dt_kunwind.h"
#include "consume/dt_vdso.h"
#include "../../pidprov/pid.h"

#define DT_KUW_ROWS		(1U << 20)	/* 8 MiB of rows */
#define DT_KUW_PROCS		1024
#define DT_KUW_WANT		1024
#define DT_KUW_SEEN		4096		/* reload times, by pid */
#define DT_KUW_RELOAD_NS	200000000ULL
#define DT_KUW_SWEEP_NS		5000000000ULL

typedef struct dt_kuw_obj {
	pid_obj_t *ko_obj;		/* pidprov's object, held; NULL: the
					   vDSO */
	uint32_t ko_row, ko_nrows;	/* ko_nrows 0: no rows */
	uint64_t ko_vaddr, ko_size;	/* the vDSO's link-time address and
					   image size */
} dt_kuw_obj_t;

typedef struct dt_kuw_seen {
	pid_t ks_pid;
	uint64_t ks_when;		/* last read of its mappings */
	uint64_t ks_sig;		/* what they were */
} dt_kuw_seen_t;

struct dt_kuw {
	int ku_rowsfd, ku_procsfd, ku_wantfd;
	struct dt_uw_row *ku_rows;	/* dt_uwrows, mmap'd */
	size_t ku_rowslen;
	uint32_t ku_nrows;
	dt_kuw_obj_t *ku_objs;
	size_t ku_nobjs, ku_maxobjs;
	dt_kuw_seen_t ku_seen[DT_KUW_SEEN];
	uint64_t ku_sweep;
	dt_kuw_obj_t ku_vdso;		/* the kernel's vDSO (dt_kuw_vdso) */
	bool ku_vdsodone;
};

static int
dt_kuw_create(dtrace_hdl_t *dtp)
{
	LIBBPF_OPTS(bpf_map_create_opts, opts, .map_flags = BPF_F_MMAPABLE);
	dt_kuw_t *ku;

	ku = dt_xcalloc(1, sizeof(*ku));
	ku->ku_rowsfd = ku->ku_procsfd = ku->ku_wantfd = -1;
	dtp->dt_kuw = ku;
	ku->ku_rowsfd = bpf_map_create(BPF_MAP_TYPE_ARRAY, "dt_uwrows",
	    sizeof(uint32_t), sizeof(struct dt_uw_row), DT_KUW_ROWS, &opts);
	ku->ku_procsfd = bpf_map_create(BPF_MAP_TYPE_HASH, "dt_uwprocs",
	    sizeof(uint32_t), sizeof(struct dt_uw_proc), DT_KUW_PROCS, NULL);
	ku->ku_wantfd = bpf_map_create(BPF_MAP_TYPE_HASH, "dt_uwwant",
	    sizeof(uint32_t), sizeof(uint32_t), DT_KUW_WANT, NULL);
	if (ku->ku_rowsfd < 0 || ku->ku_procsfd < 0 || ku->ku_wantfd < 0)
		return dt_set_err(dtp, "cannot create the maps of the user "
		    "stack unwinder: %s", strerror(errno));
	ku->ku_rowslen = ((size_t)DT_KUW_ROWS * sizeof(struct dt_uw_row) +
	    4095) & ~(size_t)4095;
	ku->ku_rows = mmap(NULL, ku->ku_rowslen, PROT_READ | PROT_WRITE,
	    MAP_SHARED, ku->ku_rowsfd, 0);
	if (ku->ku_rows == MAP_FAILED) {
		ku->ku_rows = NULL;
		return dt_set_err(dtp, "cannot map dt_uwrows: %s",
		    strerror(errno));
	}
	return 0;
}

int
dt_kuw_mapfd(dtrace_hdl_t *dtp, const char *name)
{
	dt_kuw_t *ku = dtp->dt_kuw;

	if (ku == NULL && dt_kuw_create(dtp) != 0)
		return -1;
	ku = dtp->dt_kuw;
	if (strcmp(name, "dt_uwrows") == 0)
		return ku->ku_rowsfd;
	if (strcmp(name, "dt_uwprocs") == 0)
		return ku->ku_procsfd;
	if (strcmp(name, "dt_uwwant") == 0)
		return ku->ku_wantfd;
	return -1;
}

/* Compile the object elf into new rows for o (none if it has no CFI we
   read, or they do not fit); elf is ended. */
static void
dt_kuw_compile(dt_kuw_t *ku, Elf *elf, dt_kuw_obj_t *o)
{
	struct dt_uw_row *rows;
	uint32_t n;

	if (elf == NULL)
		return;
	if (elf_kind(elf) == ELF_K_ELF && ku->ku_rows != NULL &&
	    dt_cfi_rows(elf, &rows, &n) == 0) {
		if (n <= DT_KUW_ROWS - ku->ku_nrows) {
			memcpy(&ku->ku_rows[ku->ku_nrows], rows,
			    n * sizeof(*rows));
			o->ko_row = ku->ku_nrows;
			o->ko_nrows = n;
			ku->ku_nrows += n;
		}
		free(rows);
	}
	elf_end(elf);
}

/*
 * The vDSO, which every process maps as "[vdso]" (clock_gettime() runs
 * in it) and no file holds: it is the kernel's, the same image in every
 * 64-bit process, so ours is compiled (the ELF image at AT_SYSINFO_EHDR,
 * its size from its headers), once; ko_size is that size and ko_vaddr
 * its link-time address, to place it in a process at its AT_SYSINFO_EHDR.
 */
static const dt_kuw_obj_t *
dt_kuw_vdso(dt_kuw_t *ku)
{
	dt_kuw_obj_t *o = &ku->ku_vdso;
	const char *img;
	size_t size;

	if (ku->ku_vdsodone)
		return o;
	ku->ku_vdsodone = true;
	if ((img = dt_vdso_image(&size, &o->ko_vaddr)) == NULL)
		return o;
	o->ko_size = size;
	elf_version(EV_CURRENT);
	dt_kuw_compile(ku, elf_memory((char *)img, o->ko_size), o);
	return o;
}

/* The rows of a module's object (pidprov's, shared with the names),
   compiled the first time it is seen. */
static const dt_kuw_obj_t *
dt_kuw_obj(dt_kuw_t *ku, pid_obj_t *obj)
{
	dt_kuw_obj_t *o;

	for (size_t i = 0; i < ku->ku_nobjs; i++)
		if (ku->ku_objs[i].ko_obj == obj)
			return &ku->ku_objs[i];
	if (ku->ku_nobjs == ku->ku_maxobjs) {
		size_t max = ku->ku_maxobjs == 0 ? 32 : 2 * ku->ku_maxobjs;

		o = dt_xrealloc(ku->ku_objs, max * sizeof(*o));
		ku->ku_objs = o;
		ku->ku_maxobjs = max;
	}
	o = &ku->ku_objs[ku->ku_nobjs++];
	memset(o, 0, sizeof(*o));
	o->ko_obj = pid_obj_hold(obj);	/* the pointer identifies it */
	elf_version(EV_CURRENT);
	dt_kuw_compile(ku, elf_begin(pid_obj_fd(obj), ELF_C_READ_MMAP, NULL),
	    o);
	return o;
}

static int
dt_kuw_mapcmp(const void *a, const void *b)
{
	const struct dt_uw_map *x = a, *y = b;

	return x->um_start < y->um_start ? -1 : x->um_start > y->um_start;
}

/*
 * Process pid's entry from its modules (dt_usym.c's list: the names of
 * its frames come from the same reading) and its vDSO, sorted by start;
 * a signature of them in *sig.
 */
static void
dt_kuw_entry(dt_kuw_t *ku, pid_t pid, const pid_modlist_t *l,
    struct dt_uw_proc *p, uint64_t *sig)
{
	const dt_kuw_obj_t *o = dt_kuw_vdso(ku);
	uint64_t vdso = dt_proc_auxv(pid, AT_SYSINFO_EHDR);

	*sig = 1469598103934665603ULL ^ vdso;
	for (size_t i = 0; i < l->pl_nmods && p->up_n < DT_UW_MAXMAPS - 1;
	    i++) {
		const pid_mod_t *m = &l->pl_mods[i];
		struct dt_uw_map *um = &p->up_maps[p->up_n++];

		um->um_start = m->pm_lo;
		um->um_end = m->pm_hi;
		um->um_bias = m->pm_bias;
		if (m->pm_obj != NULL) {
			const dt_kuw_obj_t *mo = dt_kuw_obj(ku, m->pm_obj);

			um->um_row = mo->ko_row;
			um->um_nrows = mo->ko_nrows;
		}
		*sig = (*sig ^ m->pm_lo ^ (m->pm_ino << 20) ^ m->pm_bias) *
		    1099511628211ULL;
	}
	if (vdso != 0 && o->ko_nrows != 0) {
		struct dt_uw_map *um = &p->up_maps[p->up_n++];

		um->um_start = vdso;
		um->um_end = vdso + o->ko_size;
		um->um_bias = vdso - o->ko_vaddr;
		um->um_row = o->ko_row;
		um->um_nrows = o->ko_nrows;
	}
	qsort(p->up_maps, p->up_n, sizeof(p->up_maps[0]), dt_kuw_mapcmp);
}

/* Take in (or again) process pid, unless it was read very recently. */
static void
dt_kuw_load_proc(dtrace_hdl_t *dtp, dt_kuw_t *ku, pid_t pid)
{
	dt_kuw_seen_t *s = &ku->ku_seen[(uint32_t)pid % DT_KUW_SEEN];
	uint64_t now = dt_clock_ns(CLOCK_MONOTONIC), sig = 0;
	const pid_modlist_t *l;
	struct dt_uw_proc *p;
	uint32_t key = (uint32_t)pid;

	if (s->ks_pid == pid && now - s->ks_when < DT_KUW_RELOAD_NS)
		return;
	p = dt_xcalloc(1, sizeof(*p));
	if ((l = dt_usym_reread(dtp, pid)) != NULL) {
		dt_kuw_entry(ku, pid, l, p, &sig);
		if (s->ks_pid != pid || s->ks_sig != sig)
			bpf_map_update_elem(ku->ku_procsfd, &key, p, BPF_ANY);
	}
	free(p);
	s->ks_pid = pid;
	s->ks_when = now;
	s->ks_sig = sig;
}

/* Delete the entries of processes that are gone. */
static void
dt_kuw_sweep(dt_kuw_t *ku)
{
	uint32_t key, next, *prev = NULL;

	while (bpf_map_get_next_key(ku->ku_procsfd, prev, &next) == 0) {
		key = next;
		prev = &key;
		if (kill((pid_t)key, 0) != 0 && errno == ESRCH)
			bpf_map_delete_elem(ku->ku_procsfd, &key);
	}
}

void
dt_kuw_load_pid(dtrace_hdl_t *dtp, pid_t pid)
{
	if (dtp->dt_kuw != NULL)
		dt_kuw_load_proc(dtp, dtp->dt_kuw, pid);
}

void
dt_kuw_poll(dtrace_hdl_t *dtp)
{
	dt_kuw_t *ku = dtp->dt_kuw;
	uint32_t pids[DT_KUW_WANT], key, n = 0;
	uint64_t now;

	if (ku == NULL)
		return;
	while (n < DT_KUW_WANT &&
	    bpf_map_get_next_key(ku->ku_wantfd, NULL, &key) == 0) {
		bpf_map_delete_elem(ku->ku_wantfd, &key);
		pids[n++] = key;
	}
	for (uint32_t i = 0; i < n; i++)
		dt_kuw_load_proc(dtp, ku, (pid_t)pids[i]);
	now = dt_clock_ns(CLOCK_MONOTONIC);
	if (now - ku->ku_sweep >= DT_KUW_SWEEP_NS) {
		ku->ku_sweep = now;
		dt_kuw_sweep(ku);
	}
}

void
dt_kuw_close(dtrace_hdl_t *dtp)
{
	dt_kuw_t *ku = dtp->dt_kuw;

	if (ku == NULL)
		return;
	if (ku->ku_rows != NULL)
		munmap(ku->ku_rows, ku->ku_rowslen);
	if (ku->ku_rowsfd >= 0)
		close(ku->ku_rowsfd);
	if (ku->ku_procsfd >= 0)
		close(ku->ku_procsfd);
	if (ku->ku_wantfd >= 0)
		close(ku->ku_wantfd);
	for (size_t i = 0; i < ku->ku_nobjs; i++)
		pid_obj_rele(ku->ku_objs[i].ko_obj);
	free(ku->ku_objs);
	free(ku);
	dtp->dt_kuw = NULL;
}
