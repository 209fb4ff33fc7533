/*
 * dt_load.c -- from generated programs to running probes: link the support
 * functions, create the maps, load each program (printing the verifier's
 * log where asked), and attach it through its provider.
 *
 * Every kernel object here is a file descriptor owned by the handle (map
 * fds in the handle, program and perf event fds in each probe), so one
 * teardown path, dt_load_teardown() and dt_probe_teardown(), releases them
 * all, and if dtrace dies the kernel releases them itself: nothing is
 * pinned and nothing is registered in tracefs.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <sys/utsname.h>
#include <bpf/bpf.h>
#include <bpf/btf.h>
#include <bpf/libbpf.h>
#include <linux/perf_event.h>

#include "dt_impl.h"
#include "base/dt_file.h"
#include "link/dt_bpflib.h"
#include "consume/dt_kunwind.h"
#include "link/dt_link.h"
#include "link/dt_load_btf.h"
#include "cg/dt_cg.h"
#include "consume/dt_consume.h"
#include "dt_driver.h"

extern const char dt_bpflib_image[], dt_bpflib_image_end[];

static int dt_load_cpuinfo(dtrace_hdl_t *);

static int
dt_load_resolve_map(void *arg, const char *name)
{
	dtrace_hdl_t *dtp = arg;

	if (strcmp(name, "dt_mem") == 0)
		return dtp->dt_memfd;
	if (strcmp(name, "dt_global") == 0)
		return dtp->dt_globfd;
	if (strcmp(name, "dt_strtab") == 0)
		return dtp->dt_strfd;
	if (strcmp(name, "dt_buffers") == 0)
		return dtp->dt_buffd;
	if (strcmp(name, "dt_drops") == 0)
		return dtp->dt_dropsfd;
	if (strcmp(name, "dt_fill") == 0)
		return dtp->dt_fillfd;
	if (strcmp(name, "dt_cpuinfo") == 0) {
		/* made for the first program that reads it (curcpu): its
		   values are read from sysfs, two files a CPU */
		if (dtp->dt_cpuinfofd < 0)
			dtp->dt_cpuinfofd = dt_load_cpuinfo(dtp);
		return dtp->dt_cpuinfofd;
	}
	if (strcmp(name, "dt_aggs") == 0)
		return dtp->dt_aggfd;
	if (strcmp(name, "dt_aggzero") == 0)
		return dtp->dt_aggzerofd;
	if (strcmp(name, "dt_dvars") == 0)
		return dtp->dt_dvarfd;
	if (strcmp(name, "dt_specs") == 0)
		return dt_spec_mapfd(dtp);
	if (strcmp(name, "dt_prows") == 0)
		return dtp->dt_rowsfd;
	if (strcmp(name, "dt_pnames") == 0)
		return dtp->dt_pnamesfd;
	if (strcmp(name, "dt_vtime") == 0)
		return dtp->dt_vtimefd;
	if (strcmp(name, "dt_tls") == 0)
		return dtp->dt_tlsfd;
	if (strcmp(name, "dt_kfnargs") == 0)
		return dtp->dt_kfnargsfd;
	if (strcmp(name, "dt_procexit") == 0)
		return dtp->dt_procexitfd;
	if (strncmp(name, "dt_uw", 5) == 0)
		return dt_kuw_mapfd(dtp, name);		/* dt_kunwind.c */
	for (int i = 0; i < dtp->dt_nprovs; i++) {	/* a provider's own */
		const dt_provops_t *ops = dtp->dt_provs[i];
		int fd;

		if (ops->po_map_fd != NULL && (fd = ops->po_map_fd(dtp, name)) >= 0)
			return fd;
	}
	return -1;
}

static int
dt_load_array(dtrace_hdl_t *dtp, const char *name, enum bpf_map_type type,
    uint32_t size, const void *init)
{
	uint32_t key = 0;
	int fd = bpf_map_create(type, name, sizeof(key), size, 1, NULL);

	if (fd < 0)
		return dt_set_err(dtp, "cannot create BPF map %s (%u bytes): "
		    "%s", name, size, strerror(errno));
	if (init != NULL && bpf_map_update_elem(fd, &key, init, BPF_ANY) != 0) {
		close(fd);
		return dt_set_err(dtp, "cannot initialise BPF map %s: %s",
		    name, strerror(errno));
	}
	return fd;
}

static int
dt_load_global(dtrace_hdl_t *dtp, uint32_t size)
{
	LIBBPF_OPTS(bpf_map_create_opts, opts, .map_flags = BPF_F_MMAPABLE);
	size_t len = ((size_t)size + 4095) & ~(size_t)4095;
	int fd = bpf_map_create(BPF_MAP_TYPE_ARRAY, "dt_global", 4, size, 1,
	    &opts);
	void *p;

	if (fd < 0)
		return dt_set_err(dtp, "cannot create BPF map dt_global: %s",
		    strerror(errno));
	p = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
	if (p == MAP_FAILED) {
		close(fd);
		return dt_set_err(dtp, "cannot map dt_global: %s",
		    strerror(errno));
	}
	dtp->dt_globmap = p;
	dtp->dt_globmaplen = len;
	return fd;
}

/* cpuinfo_t as dt_type.c declares it (curcpu points at this CPU's copy) */
typedef struct dt_cpuinfo {
	int32_t cpu_id, cpu_pset, cpu_chip, cpu_lgrp;
	int32_t pi_state;
	char pi_processor_type[16];
	char pi_fputypes[32];
	int32_t pi_clock;
} dt_cpuinfo_t;

/* "cpu MHz" from /proc/cpuinfo, or 0 */
static double
dt_cpu_mhz(void)
{
	FILE *fp = fopen("/proc/cpuinfo", "r");
	char line[512];
	double mhz = 0;

	if (fp == NULL)
		return 0;
	while (fgets(line, sizeof(line), fp) != NULL)
		if (sscanf(line, "cpu MHz : %lf", &mhz) == 1)
			break;
	fclose(fp);
	return mhz;
}

static int32_t
dt_sysfs_int(const char *fmt, int cpu, int32_t dflt)
{
	char path[256];

	snprintf(path, sizeof(path), fmt, cpu);
	return dt_read_int(path, dflt);
}

/* The NUMA node of a CPU: the nodeN link in its sysfs directory. */
static int32_t
dt_cpu_node(int cpu)
{
	char path[256];
	int node;

	for (node = 0; node < 1024; node++) {
		snprintf(path, sizeof(path),
		    "/sys/devices/system/cpu/cpu%d/node%d", cpu, node);
		if (access(path, F_OK) == 0)
			return node;
	}
	return 0;
}

/*
 * dt_cpuinfo: a per-CPU array whose element on each CPU describes it:
 * id, package (chip), NUMA node (lgrp), online state (P_ONLINE = 2), the
 * machine type and the clock in MHz.  Filled once, read by curcpu.
 */
static int
dt_load_cpuinfo(dtrace_hdl_t *dtp)
{
	dt_cpuinfo_t *ci = dt_xcalloc((size_t)dtp->dt_ncpus, sizeof(*ci));
	struct utsname un;
	int32_t mhz = (int32_t)dt_cpu_mhz();
	uint32_t key = 0;
	int cpu, fd;

	uname(&un);
	for (cpu = 0; cpu < dtp->dt_ncpus; cpu++) {
		ci[cpu].cpu_id = cpu;
		ci[cpu].cpu_chip = dt_sysfs_int("/sys/devices/system/cpu/cpu%d/"
		    "topology/physical_package_id", cpu, 0);
		ci[cpu].cpu_lgrp = dt_cpu_node(cpu);
		ci[cpu].pi_state = dt_sysfs_int("/sys/devices/system/cpu/cpu%d/"
		    "online", cpu, 1) ? 2 : 1;
		snprintf(ci[cpu].pi_processor_type,
		    sizeof(ci[cpu].pi_processor_type), "%.15s", un.machine);
		ci[cpu].pi_clock = mhz;
	}
	fd = dt_load_array(dtp, "dt_cpuinfo", BPF_MAP_TYPE_PERCPU_ARRAY,
	    sizeof(*ci), NULL);
	if (fd >= 0 && bpf_map_update_elem(fd, &key, ci, BPF_ANY) != 0) {
		dt_set_err(dtp, "cannot initialise dt_cpuinfo: %s",
		    strerror(errno));
		close(fd);
		fd = -1;
	}
	free(ci);
	return fd;
}

/*
 * dt_aggs: the aggregations' entries, a per-CPU hash; dt_aggzero: the
 * all-zero value new entries start from.
 *
 * The hash is preallocated: a map that allocates entries as they appear
 * takes them from a small per-CPU cache refilled later, so a burst of new
 * keys in interrupt context (profile, tick) finds it empty and the
 * entries are lost as aggregation drops.  It holds as many entries as
 * aggsize bytes of keys and values take (a CPU's share, as Oracle's
 * DTrace sizes its aggregation maps), DT_AGG_DEFSIZE when aggsize is not
 * set, then no more than DT_AGG_MAXENTRIES: 65536 count()s, 4000
 * quantize()s.  An aggsize too small for even one entry is refused, as
 * DTrace refuses it.
 */
#define DT_AGG_MAXENTRIES	65536
#define DT_AGG_DEFSIZE		(4ULL << 20)
#define DT_MAP_MAXENTRIES	(1U << 24)

/*
 * A hash with as many entries as *size bytes hold (aggsize, dynvarsize).
 * More than DT_MAP_MAXENTRIES entries, or a map the kernel has no memory
 * for, is a size to lower under bufresize=auto (dt_buf_resize).  Returns
 * the map's fd or -1.
 */
static int
dt_load_sized_hash(dtrace_hdl_t *dtp, enum bpf_map_type type,
    const char *name, uint64_t *size, uint32_t keysize, uint32_t valsize,
    const struct bpf_map_create_opts *opts)
{
	for (;;) {
		uint64_t n = *size / (keysize + valsize);
		int fd;

		if (n == 0)
			n = 1;
		if (n <= DT_MAP_MAXENTRIES) {
			fd = bpf_map_create(type, name, keysize, valsize,
			    (uint32_t)n, opts);
			if (fd >= 0)
				return fd;
			if (errno != ENOMEM && errno != E2BIG)
				return dt_set_err(dtp, "cannot create BPF map "
				    "%s (%llu entries): %s", name,
				    (unsigned long long)n, strerror(errno));
		}
		if (dt_buf_resize(dtp, size, keysize + valsize) != 0)
			return -1;
	}
}

static int
dt_load_aggs(dtrace_hdl_t *dtp)
{
	uint64_t entsize = dtp->dt_aggkeysize + dtp->dt_aggvalsize;
	uint64_t size = dtp->dt_opts.aggsize != 0 ? dtp->dt_opts.aggsize :
	    DT_AGG_DEFSIZE;

	uint64_t want;

	if (dtp->dt_opts.aggsize != 0 && dtp->dt_opts.aggsize < entsize)
		return dt_set_err(dtp, "could not enable tracing: Enabling "
		    "exceeds size of buffer");	/* not one entry: DTrace's */
	if (dtp->dt_opts.aggsize == 0 && size / entsize > DT_AGG_MAXENTRIES)
		size = DT_AGG_MAXENTRIES * entsize;
	want = size;
	dtp->dt_aggfd = dt_load_sized_hash(dtp, BPF_MAP_TYPE_PERCPU_HASH,
	    "dt_aggs", &size, dtp->dt_aggkeysize, dtp->dt_aggvalsize, NULL);
	if (dtp->dt_opts.aggsize != 0 && size < want)
		dtp->dt_opts.aggsize = size;	/* as bufresize lowered it */
	if (dtp->dt_aggfd < 0)
		return -1;
	dtp->dt_aggzerofd = dt_load_array(dtp, "dt_aggzero",
	    BPF_MAP_TYPE_ARRAY, dtp->dt_aggvalsize, NULL);
	return dtp->dt_aggzerofd < 0 ? -1 : 0;
}

/*
 * dt_dvars: the dynamic variables (dt_cg_dvar.c), a hash with as many
 * entries as dynvarsize bytes hold keys and values.  Preallocated, so a
 * store in any probe context never allocates; when it is full a store is
 * a dynamic variable drop.  A dynvarsize too small for even one of the
 * program's variables is refused, as DTrace refuses it.
 */
static int
dt_load_dvars(dtrace_hdl_t *dtp)
{
	if (dtp->dt_opts.dynvarsize < dtp->dt_dvminsize)
		return dt_set_err(dtp, "could not enable tracing: Enabling "
		    "exceeds size of buffer");
	dtp->dt_dvarfd = dt_load_sized_hash(dtp, BPF_MAP_TYPE_HASH,
	    "dt_dvars", &dtp->dt_opts.dynvarsize, dtp->dt_dvkeysize,
	    dtp->dt_dvvalsize, NULL);
	return dtp->dt_dvarfd < 0 ? -1 : 0;
}

/* dt_strtab: the string constants, as they are now. */
static int
dt_load_strtab(dtrace_hdl_t *dtp)
{
	uint32_t size = dtp->dt_strtablen ? dtp->dt_strtablen : 8;
	char *strtab = dt_xcalloc(1, size);
	int fd;

	if (dtp->dt_strtablen > 0)
		memcpy(strtab, dtp->dt_strtab, dtp->dt_strtablen);
	fd = dt_load_array(dtp, "dt_strtab", BPF_MAP_TYPE_ARRAY, size, strtab);
	free(strtab);
	if (fd >= 0)
		dtp->dt_strmaplen = dtp->dt_strtablen;
	return fd;
}

static int
dt_load_maps(dtrace_hdl_t *dtp)
{
	uint32_t globsize = dt_globbase(dtp) + dtp->dt_globsize;
	uint32_t memsize = dt_cg_memsize(dtp);
	int ncpus = libbpf_num_possible_cpus();

	if (ncpus <= 0)
		return dt_set_err(dtp, "cannot count the possible CPUs");
	dtp->dt_ncpus = ncpus;
	/* dt_mem is an array indexed by CPU and nesting level
	   (dt_cg_prologue), not a per-CPU array, whose values are limited
	   to 32 KiB (PCPU_MIN_UNIT_SIZE) */
	dtp->dt_memfd = bpf_map_create(BPF_MAP_TYPE_ARRAY, "dt_mem",
	    sizeof(uint32_t), memsize, (uint32_t)ncpus * DT_MEM_LEVELS, NULL);
	if (dtp->dt_memfd < 0)
		return dt_set_err(dtp, "cannot create BPF map dt_mem (%u bytes "
		    "a CPU): %s", memsize, strerror(errno));
	if ((dtp->dt_globfd = dt_load_global(dtp, globsize)) < 0)
		return -1;
	if ((dtp->dt_strfd = dt_load_strtab(dtp)) < 0)
		return -1;
	/* per CPU: [DT_DROP_PRINCIPAL] records, [DT_DROP_AGG] new keys */
	dtp->dt_dropsfd = bpf_map_create(BPF_MAP_TYPE_PERCPU_ARRAY, "dt_drops",
	    sizeof(uint32_t), sizeof(uint64_t), DT_DROP_NKINDS, NULL);
	if (dtp->dt_dropsfd < 0)
		return dt_set_err(dtp, "cannot create BPF map dt_drops: %s",
		    strerror(errno));
	/* per CPU: bufpolicy=fill's bytes recorded and full mark */
	dtp->dt_fillfd = bpf_map_create(BPF_MAP_TYPE_PERCPU_ARRAY, "dt_fill",
	    sizeof(uint32_t), DT_FILL_SIZE, 1, NULL);
	if (dtp->dt_fillfd < 0)
		return dt_set_err(dtp, "cannot create BPF map dt_fill: %s",
		    strerror(errno));
	if (dtp->dt_naggs > 0 && dt_load_aggs(dtp) != 0)
		return -1;
	/* (self-> scalars in dt_tls need no room here: dt_tls.c) */
	if (dtp->dt_ndvars > dtp->dt_ntls && dt_load_dvars(dtp) != 0)
		return -1;
	if (dt_spec_load(dtp) != 0 || dt_vtime_load(dtp) != 0 ||
	    dt_tls_load(dtp) != 0)
		return -1;
	if (dt_share_load_maps(dtp) != 0)
		return -1;
	/* (late probes' code may make them later: dt_load_resolve_map) */
	if (dtp->dt_kuwused && dt_kuw_mapfd(dtp, "dt_uwrows") < 0)
		return -1;
	dtp->dt_buffd = bpf_map_create(BPF_MAP_TYPE_PERF_EVENT_ARRAY,
	    "dt_buffers", sizeof(int), sizeof(int), (uint32_t)ncpus, NULL);
	if (dtp->dt_buffd < 0)
		return dt_set_err(dtp, "cannot create the principal buffer "
		    "map: %s", strerror(errno));
	return 0;
}

static int
dt_load_prog(dtrace_hdl_t *dtp, dt_probe_t *pr, char *log, size_t loglen)
{
	LIBBPF_OPTS(bpf_prog_load_opts, opts);
	struct bpf_func_info *fi;
	struct btf *btf;
	int fd, err;

	/* a program with a callback carries BTF (dt_load_btf.c) */
	if (dt_load_btf_opts(&pr->pr_bpf, &opts, &btf, &fi) != 0)
		return -1;

	if (pr->pr_ops->po_attach_type != NULL)
		opts.expected_attach_type = pr->pr_ops->po_attach_type(dtp);
	if (pr->pr_ops->po_load_opts != NULL &&
	    pr->pr_ops->po_load_opts(dtp, pr, &opts) != 0)
		return -1;
	if (log != NULL) {
		log[0] = '\0';
		opts.log_buf = log;
		opts.log_size = (uint32_t)loglen;
		opts.log_level = 1;
	}
	fd = bpf_prog_load(pr->pr_ops->po_progtype, "dt_probe", "GPL",
	    pr->pr_bpf.dp_insns, pr->pr_bpf.dp_ninsns, &opts);
	err = errno;
	free(fi);
	btf__free(btf);
	errno = err;
	return fd;
}

/*
 * Load one probe's program.  On a verifier rejection, say why; with
 * -x bpflog, print the verifier's log for every program.  The log is only
 * asked for when it will be shown: it slows the verifier down.
 */
static int
dt_load_one(dtrace_hdl_t *dtp, dt_probe_t *pr)
{
	size_t loglen = dtp->dt_opts.bpflogsize != 0 ?
	    dtp->dt_opts.bpflogsize : 16 << 20;
	char *log = NULL;
	int fd, err;

	if (loglen < 128 || loglen > (UINT32_MAX >> 2))
		loglen = loglen < 128 ? 128 : UINT32_MAX >> 2;
	if (dtp->dt_opts.bpflog)
		log = dt_xmalloc(loglen);
	fd = dt_load_prog(dtp, pr, log, loglen);
	err = errno;
	if (fd < 0 && err == ENOSPC && log != NULL) {
		/* -x bpflogsize too small for the log (kernels since 6.4
		   fail the load then): show what fitted, load without it */
		fd = dt_load_prog(dtp, pr, NULL, 0);
		err = errno;
	}
	if (fd < 0 && log == NULL) {
		log = dt_xmalloc(loglen);
		if ((fd = dt_load_prog(dtp, pr, log, loglen)) >= 0) {
			close(fd);	/* passed the second time: keep the */
			fd = -1;	/* first error */
		}
	}
	if (dtp->dt_opts.bpflog)
		fprintf(stderr, "BPF verifier log for %s:%s:%s:%s:\n%s\n",
		    pr->pr_prov, pr->pr_mod, pr->pr_func, pr->pr_name, log);
	if (fd < 0) {
		dt_set_err(dtp, "could not enable tracing: BPF program for "
		    "probe %s:%s:%s:%s was rejected: %s%s", pr->pr_prov,
		    pr->pr_mod, pr->pr_func, pr->pr_name, strerror(err),
		    dtp->dt_opts.bpflog ? "" :
		    " (use -x bpflog to see the verifier log)");
		free(log);
		return -1;
	}
	free(log);
	pr->pr_progfd = fd;
	return 0;
}

/*
 * Link the programs of probes[0 .. n) with the support library, parsed
 * once per handle: late enabling links again for every new process (7% of
 * a forked worker's enabling was parsing it again).
 */
static int
dt_load_link_probes(dtrace_hdl_t *dtp, dt_probe_t *const *probes, uint32_t n)
{
	char err[512];
	uint32_t i;

	if (dtp->dt_bpflib == NULL && (dtp->dt_bpflib = dt_bpflib_open(
	    dt_bpflib_image, (size_t)(dt_bpflib_image_end - dt_bpflib_image),
	    err, sizeof(err))) == NULL)
		return dt_set_err(dtp, "%s", err);
	for (i = 0; i < n; i++) {
		dt_probe_t *pr = probes[i];

		if (pr->pr_bpf.dp_ninsns == 0)
			continue;
		if (dt_link(&pr->pr_bpf, dtp->dt_bpflib, err, sizeof(err)) != 0)
			return dt_set_err(dtp, "%s", err);
	}
	return 0;
}

/* Link every enabled probe's program with the support library. */
int
dt_load_link(dtrace_hdl_t *dtp)
{
	return dt_load_link_probes(dtp, dtp->dt_probes, dtp->dt_nprobes);
}

/*
 * Resolve one probe's map references, load its program, attach it: 0,
 * -1 (the error set), or DT_LOAD_REFUSED where the provider or the
 * kernel refused the probe (no way to attach it here) rather than the
 * program (dt_skip.c may leave such a probe out).
 */
#define DT_LOAD_REFUSED	(-2)

/* Resolve the program's map references; ask the provider whether it
   can load it (0, -1 or DT_LOAD_REFUSED). */
static int
dt_load_attach_prep(dtrace_hdl_t *dtp, dt_probe_t *pr)
{
	LIBBPF_OPTS(bpf_prog_load_opts, check);
	char err[512];

	if (dt_link_maps(&pr->pr_bpf, dt_load_resolve_map, dtp, err,
	    sizeof(err)) != 0)
		return dt_set_err(dtp, "%s", err);
	/* refused by the provider: its message says why */
	if (pr->pr_ops->po_load_opts != NULL &&
	    pr->pr_ops->po_load_opts(dtp, pr, &check) != 0)
		return DT_LOAD_REFUSED;
	return 0;
}

static int
dt_load_attach(dtrace_hdl_t *dtp, dt_probe_t *pr)
{
	int rc = dt_load_attach_prep(dtp, pr);

	if (rc != 0)
		return rc;
	if (dt_load_one(dtp, pr) != 0)
		return -1;
	if ((pr->pr_share != NULL ? dt_share_attach(dtp, pr) :
	    pr->pr_ops->po_attach(dtp, pr, pr->pr_progfd)) != 0)
		return DT_LOAD_REFUSED;
	return 0;
}

/*
 * Create the maps, resolve map references, load every program and attach
 * it.  The consumer's buffers must be open first (dt_buf_open) so no
 * record is lost.  BEGIN is attached but not yet fired.
 */
int
dt_load_program(dtrace_hdl_t *dtp)
{
	uint32_t i, n = 0, done = 0, enabled = 0;
	dt_progress_t pg;
	char first[sizeof(dtp->dt_errmsg)];
	int rc;

	if (dt_load_maps(dtp) != 0 || dt_buf_open(dtp) != 0)
		return -1;
	for (i = 0; i < dtp->dt_nprobes; i++)
		n += dtp->dt_probes[i]->pr_bpf.dp_ninsns != 0;
	dt_progress_begin(dtp, &pg, "enabling", n);
	for (i = 0; i < dtp->dt_nprobes; i++) {
		dt_probe_t *pr = dtp->dt_probes[i];

		if (pr->pr_bpf.dp_ninsns == 0)
			continue;
		dt_progress_step(&pg, done++);
		if ((rc = dt_load_attach(dtp, pr)) == 0) {
			enabled++;
			continue;
		}
		if (rc != DT_LOAD_REFUSED || !dt_skip_globbed(pr)) {
			dt_progress_end(&pg);
			return -1;
		}
		if (dtp->dt_nskipped == 0)	/* the error if none is left */
			snprintf(first, sizeof(first), "%s", dtp->dt_errmsg);
		dt_skip_probe(dtp, pr);		/* dt_skip.c */
	}
	dt_progress_end(&pg);
	if (enabled == 0 && dtp->dt_nskipped > 0)
		return dt_set_err(dtp, "%s", first);
	dtp->dt_loaded = true;
	return 0;
}

/*
 * A late probe that shares a late program (dt_late_share.c): load that
 * program if none has yet (its shared form is this probe's pr_bpf), write
 * the probe's row and attach the program for the probe's process with
 * the row as cookie.
 */
static int
dt_load_late_member(dtrace_hdl_t *dtp, dt_probe_t *pr)
{
	int rc;

	if (dt_late_share_progfd(pr) < 0) {
		if (pr->pr_bpf.dp_ninsns == 0)
			return dt_set_err(dtp, "internal error: no program for "
			    "%s:%s:%s:%s", pr->pr_prov, pr->pr_mod,
			    pr->pr_func, pr->pr_name);
		if ((rc = dt_load_attach_prep(dtp, pr)) != 0)
			return rc;
		if (dt_load_one(dtp, pr) != 0)
			return -1;
		dt_late_share_loaded(dtp, pr);
	}
	dt_prog_fini(&pr->pr_bpf);
	if (dt_late_share_row(dtp, pr) != 0)
		return -1;
	return pr->pr_ops->po_attach_shared(dtp, &pr, 1,
	    dt_late_share_progfd(pr));
}

/*
 * While tracing: load and attach the programs generated for probes made
 * since (dt_late.c).  Their string constants may have grown the string
 * table; the programs already loaded keep the map they were loaded with,
 * the new ones get a new map holding the whole table, the old strings at
 * the same offsets.
 */
int
dt_load_late(dtrace_hdl_t *dtp, dt_probe_t *const *probes, uint32_t n)
{
	uint32_t i;

	if (dt_load_link_probes(dtp, probes, n) != 0)
		return -1;
	if (dtp->dt_strtablen > dtp->dt_strmaplen) {
		int fd = dt_load_strtab(dtp);

		if (fd < 0)
			return -1;
		close(dtp->dt_strfd);
		dtp->dt_strfd = fd;
	}
	for (i = 0; i < n; i++) {
		dt_probe_t *pr = probes[i];

		/* a late probe is no glob's choice: its error is final */
		if (pr->pr_lmember) {
			if (dt_load_late_member(dtp, pr) != 0)
				return -1;
		} else if (pr->pr_bpf.dp_ninsns != 0 &&
		    dt_load_attach(dtp, pr) != 0)
			return -1;
	}
	return 0;
}

void
dt_load_teardown(dtrace_hdl_t *dtp)
{
	int i;

	dt_bpflib_close(dtp->dt_bpflib);
	dtp->dt_bpflib = NULL;
	for (i = 0; i < dtp->dt_nprovs; i++)
		if (dtp->dt_provs[i]->po_teardown != NULL)
			dtp->dt_provs[i]->po_teardown(dtp);
	dt_late_close(dtp);
	/* the shares point at probes: they go first */
	dt_share_teardown(dtp);
	dt_probe_teardown(dtp);
	dt_buf_close(dtp);
	if (dtp->dt_memfd >= 0)
		close(dtp->dt_memfd);
	if (dtp->dt_globmap != NULL)
		munmap(dtp->dt_globmap, dtp->dt_globmaplen);
	dtp->dt_globmap = NULL;
	if (dtp->dt_globfd >= 0)
		close(dtp->dt_globfd);
	if (dtp->dt_strfd >= 0)
		close(dtp->dt_strfd);
	if (dtp->dt_buffd >= 0)
		close(dtp->dt_buffd);
	if (dtp->dt_dropsfd >= 0)
		close(dtp->dt_dropsfd);
	if (dtp->dt_fillfd >= 0)
		close(dtp->dt_fillfd);
	if (dtp->dt_cpuinfofd >= 0)
		close(dtp->dt_cpuinfofd);
	if (dtp->dt_aggfd >= 0)
		close(dtp->dt_aggfd);
	if (dtp->dt_aggzerofd >= 0)
		close(dtp->dt_aggzerofd);
	if (dtp->dt_dvarfd >= 0)
		close(dtp->dt_dvarfd);
	if (dtp->dt_kfnargsfd >= 0)
		close(dtp->dt_kfnargsfd);
	dtp->dt_kfnargsfd = -1;
	if (dtp->dt_procexitfd >= 0)
		close(dtp->dt_procexitfd);
	dtp->dt_procexitfd = -1;
	dt_spec_teardown(dtp);
	dt_kuw_close(dtp);
	dt_vtime_teardown(dtp);
	dt_tls_teardown(dtp);
	dtp->dt_aggfd = dtp->dt_aggzerofd = dtp->dt_dvarfd = -1;
	dtp->dt_memfd = dtp->dt_globfd = dtp->dt_strfd = dtp->dt_buffd = -1;
	dtp->dt_dropsfd = dtp->dt_fillfd = dtp->dt_cpuinfofd = -1;
}
