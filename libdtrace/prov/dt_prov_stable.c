/*
 * dt_prov_stable.c -- the machinery the stable providers (proc, sched,
 * io) share.
 *
 * A stable probe (proc:::exec, sched:::off-cpu, io:::start) names an
 * event of the operating system's model, not a kernel function: DTrace's
 * providers place it on whatever the kernel offers, and give it
 * arguments in DTrace's types (psinfo_t, lwpsinfo_t, bufinfo_t, ...)
 * through translators written in D (dlibs/).  Here each probe sits on one
 * raw tracepoint (BPF_PROG_TYPE_RAW_TRACEPOINT, kernel >= 4.17: this
 * kernel has no kprobes or fentry, and a tracepoint's arguments are the
 * kernel's own objects).  The probe's trampoline reads the tracepoint's
 * arguments (the u64 array that is the program's context), returns early
 * when the firing is not the probe's (proc:::exec-success is
 * sys_exit of execve returning 0), and stores the probe's native
 * arguments into arg0..: mostly a struct task_struct * or a struct bio *
 * that the D translators turn into args[].
 *
 * A probe whose raw tracepoint this kernel lacks is not listed.  The few
 * probes that no tracepoint serves sit on kernel functions instead
 * (dt_prov_stable_fn.c), and those that kernel functions serve better
 * (the network providers' send and receive) move to them where the
 * kernel can attach them (dt_stable_fn_take).
 */
#define _GNU_SOURCE		/* memmem */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include <bpf/bpf.h>
#include <bpf/btf.h>
#include <linux/btf.h>

#include "prov/dt_prov_stable.h"
#include "types/dt_btf.h"
#include "types/dt_kbtf.h"

#define DT_STABLE_EVENTS	"/sys/kernel/tracing/events"

/* As DTrace's stable providers: Evolving names and arguments, Private
   modules and functions. */
const dt_attr_t dt_stable_attr[5] = {
	{ DT_STAB_EVOLVING, DT_STAB_EVOLVING, DT_CLASS_ISA },	/* provider */
	{ DT_STAB_PRIVATE, DT_STAB_PRIVATE, DT_CLASS_UNKNOWN },	/* module */
	{ DT_STAB_PRIVATE, DT_STAB_PRIVATE, DT_CLASS_UNKNOWN },	/* function */
	{ DT_STAB_EVOLVING, DT_STAB_EVOLVING, DT_CLASS_ISA },	/* name */
	{ DT_STAB_EVOLVING, DT_STAB_EVOLVING, DT_CLASS_ISA },	/* arguments */
};

/* The names btf_trace_<tp> of btf's strings, into the handle. */
static void
dt_stable_bare_scan(dtrace_hdl_t *dtp, const dt_kbtf_t *btf)
{
	static const char pfx[] = "btf_trace_";
	const char *strs, *end, *p, **v = NULL, **nv;
	size_t cap = 0, n = 0;
	uint32_t len;

	if ((strs = dt_kbtf_strings(btf, &len)) == NULL || len == 0)
		return;
	end = strs + len;	/* the reader checked that the last ends */
	for (p = strs; (p = memmem(p, (size_t)(end - p), pfx,
	    sizeof(pfx) - 1)) != NULL; p += strlen(p)) {
		if (p > strs && p[-1] != '\0')	/* inside another name */
			continue;
		if (n == cap) {
			cap = cap ? cap * 2 : 1024;
			nv = dt_xrealloc(v, cap * sizeof(*v));
			v = nv;
		}
		v[n++] = p + sizeof(pfx) - 1;
	}
	if (n > 0) {
		qsort(v, n, sizeof(*v), dt_strptrcmp);
		dtp->dt_baretps = dt_arena_alloc(dtp->dt_arena,
		    n * sizeof(*v));
		for (size_t i = 0; i < n; i++)
			dtp->dt_baretps[i] = dt_arena_strdup(dtp->dt_arena,
			    v[i]);
	}
	dtp->dt_nbaretps = n;
	free(v);
}

/*
 * The kernel's bare tracepoints (those tracefs does not list): the names
 * btf_trace_<tp> in its BTF string table, sorted.  Found by one pass over
 * the raw strings rather than a search of the types per probe, at the
 * first probe that asks; the names are copied into the handle's arena.
 * The strings are those of the BTF dt_btf.c has read if it has, else of
 * the file mapped for its strings alone (dt_kbtf_open_strings): recording
 * where its 100,000 types start took 2.5 ms of every program that makes
 * all the probes (tick-1s, fbt, pid), whose compile may need no kernel
 * type.  Where the file cannot be mapped, dt_btf.c reads it (once, for
 * the types too).
 */
static void
dt_stable_bare_read(dtrace_hdl_t *dtp)
{
	dt_kbtf_t *own = NULL;
	const dt_kbtf_t *btf = dt_btf_kernel_if_read(&dtp->dt_types);

	dtp->dt_baretps_read = true;
	if (btf == NULL)
		btf = own = dt_kbtf_open_strings("/sys/kernel/btf/vmlinux");
	if (btf == NULL)		/* or libbpf's search for vmlinux */
		btf = dt_btf_kernel(&dtp->dt_types);
	if (btf != NULL)
		dt_stable_bare_scan(dtp, btf);
	dt_kbtf_free(own);
}

/*
 * Whether the kernel has a probe's tracepoint: a tracepoint tracefs lists
 * is looked for there, and only a bare one in BTF (above).
 */
bool
dt_stable_has_tp(dtrace_hdl_t *dtp, const dt_stable_probe_t *sp)
{
	char path[512];
	const char *key = sp->sp_tp;
	struct stat st;

	if (sp->sp_group != NULL) {
		snprintf(path, sizeof(path), "%s/%s/%s", DT_STABLE_EVENTS,
		    sp->sp_group, sp->sp_tp);
		return stat(path, &st) == 0;
	}
	if (!dtp->dt_baretps_read)
		dt_stable_bare_read(dtp);
	return dtp->dt_nbaretps > 0 && bsearch(&key, dtp->dt_baretps,
	    dtp->dt_nbaretps, sizeof(*dtp->dt_baretps), dt_strptrcmp) !=
	    NULL;
}

/* The probes <prov>:vmlinux::<name> of a table, pr_arg their entry, in
   the table's order (so IDs are stable from run to run). */
void
dt_stable_populate(dtrace_hdl_t *dtp, const dt_provops_t *ops,
    const dt_stable_probe_t *tab, size_t n)
{
	dt_stable_populate_range(dtp, ops, tab, 0, n);
}

void
dt_stable_populate_range(dtrace_hdl_t *dtp, const dt_provops_t *ops,
    const dt_stable_probe_t *tab, size_t from, size_t to)
{
	size_t i;

	for (i = from; i < to; i++)
		if (dt_stable_has_tp(dtp, &tab[i]))
			dt_probe_create(dtp, ops, "vmlinux", "", tab[i].sp_name,
			    (uint64_t)(uintptr_t)&tab[i]);
}

/*
 * For a stable provider's po_may_list: could a probe vmlinux::<name> of
 * tab[0 .. n) match fld?  Its probes on kernel functions are asked for
 * with dt_stable_fn_may().
 */
_Static_assert(offsetof(dt_stable_probe_t, sp_name) == 0,
    "dt_probe_table_may() finds the name first");

bool
dt_stable_may(char *const fld[4], const dt_stable_probe_t *tab, size_t n)
{
	return dt_stable_fields_may(fld) &&
	    dt_probe_table_may(fld[3], tab, n, sizeof(*tab));
}

/* the module and function of every stable probe: vmlinux and none */
bool
dt_stable_fields_may(char *const fld[4])
{
	return dt_field_match(fld[1], "vmlinux") && dt_field_match(fld[2], "");
}

const dt_stable_probe_t *
dt_stable_probe(const dt_probe_t *pr)
{
	return (const dt_stable_probe_t *)(uintptr_t)pr->pr_arg;
}

void
dt_stable_trampoline(dt_cg_t *cg, dt_probe_t *pr)
{
	dt_cg_tramp_zero_args(cg);
	dt_stable_probe(pr)->sp_tramp(cg);
}

int
dt_stable_attach(dtrace_hdl_t *dtp, dt_probe_t *pr, int prog)
{
	int fd = bpf_raw_tracepoint_open(dt_stable_probe(pr)->sp_tp, prog);

	if (fd < 0)
		return dt_set_err(dtp, "cannot enable %s:%s:%s:%s: %s",
		    pr->pr_prov, pr->pr_mod, pr->pr_func, pr->pr_name,
		    strerror(errno));
	dt_probe_keep_fd(pr, fd);
	return 0;
}

bool
dt_stable_argdesc(const dt_stable_probe_t *sp, int i, dt_argdesc_t *ad)
{
	if (i < 0 || i >= DT_STABLE_MAXARGS || sp->sp_args[i].ad_native ==
	    NULL)
		return false;
	*ad = sp->sp_args[i];
	return true;
}

bool
dt_stable_probe_argdesc(dtrace_hdl_t *dtp, const dt_probe_t *pr, int i,
    dt_argdesc_t *ad)
{
	(void)dtp;
	return dt_stable_argdesc(dt_stable_probe(pr), i, ad);
}

/* ---- for trampolines ------------------------------------------------- */

/* from the context (u64[]), or from where a kprobe trampoline copied a
   kernel function's arguments (dt_kfn_kprobe.c) */
void
dt_stable_ctx(dt_cg_t *cg, int reg, int i)
{
	if (dt_cg_kfncopy(cg)) {
		dt_cg_tramp_emit(cg, BPF_MOV64_REG(reg, BPF_REG_9));
		dt_cg_tramp_emit(cg, BPF_ALU64_IMM(BPF_ADD, reg,
		    (int32_t)dt_cg_kfnoff(cg)));
		dt_cg_tramp_emit(cg, BPF_LDX_MEM(BPF_DW, reg, reg, 8 * i));
		return;
	}
	dt_cg_tramp_emit(cg, BPF_LDX_MEM(BPF_DW, reg, BPF_REG_10, -8));
	dt_cg_tramp_emit(cg, BPF_LDX_MEM(BPF_DW, reg, reg, 8 * i));
}

void
dt_stable_setarg(dt_cg_t *cg, int n, int reg)
{
	dt_cg_tramp_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_9, reg,
	    DT_MEM_ARGS + 8 * n));
}

/* probe_read_kernel(r9 + dst, size, reg + off): kernel >= 5.5; the
   helper zeroes the destination when the read fails */
static void
dt_stable_read(dt_cg_t *cg, int32_t dst, int reg, int32_t off, int size)
{
	if (reg != BPF_REG_3)
		dt_cg_tramp_emit(cg, BPF_MOV64_REG(BPF_REG_3, reg));
	if (off != 0)
		dt_cg_tramp_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_3, off));
	dt_cg_tramp_emit(cg, BPF_MOV64_REG(BPF_REG_1, BPF_REG_9));
	dt_cg_tramp_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, dst));
	dt_cg_tramp_emit(cg, BPF_MOV64_IMM(BPF_REG_2, size));
	dt_cg_helper(cg, BPF_FUNC_probe_read_kernel);
}

void
dt_stable_readarg(dt_cg_t *cg, int n, int reg, int32_t off, int size)
{
	dt_cg_tramp_emit(cg, BPF_ST_MEM(BPF_DW, BPF_REG_9, DT_MEM_ARGS + 8 * n,
	    0));
	if (off >= 0)		/* else the kernel has no such member: 0 */
		dt_stable_read(cg, DT_MEM_ARGS + 8 * n, reg, off, size);
}

void
dt_stable_deref(dt_cg_t *cg, int reg, int32_t off, int size)
{
	dt_cg_tramp_emit(cg, BPF_ST_MEM(BPF_DW, BPF_REG_9, DT_MEM_SCRATCH, 0));
	if (off >= 0)
		dt_stable_read(cg, DT_MEM_SCRATCH, reg, off, size);
	dt_cg_tramp_emit(cg, BPF_LDX_MEM(size == 8 ? BPF_DW : BPF_W, reg,
	    BPF_REG_9, DT_MEM_SCRATCH));
}

void
dt_stable_task_int(dt_cg_t *cg, int reg, const char *member)
{
	dt_stable_deref(cg, reg, dt_stable_offsetof(cg, "task_struct", member),
	    4);
}

/* Kernel types come from the handle's BTF (dt_btf.c), read once and only
   for a program that needs them. */
int
dt_stable_offsetof(dt_cg_t *cg, const char *sou, const char *member)
{
	dt_btf_miss_t miss;
	const dt_type_t *t = dt_btf_lookup_tag(&dt_cg_dtp(cg)->dt_types, NULL,
	    DT_TK_STRUCT, sou, &miss);
	char path[256], *name, *save = NULL;
	const dt_member_t *m;
	int off = 0;

	snprintf(path, sizeof(path), "%s", member);
	for (name = strtok_r(path, ".", &save); name != NULL;
	    name = strtok_r(NULL, ".", &save)) {
		if (t == NULL || (m = dt_type_member(t, name)) == NULL)
			return -1;
		off += (int)m->dm_off;
		t = m->dm_type;
	}
	return off;
}
