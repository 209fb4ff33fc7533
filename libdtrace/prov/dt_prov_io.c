/*
 * dt_prov_io.c -- the io provider: block I/O starting and finishing, as
 * io:vmlinux::<name>, each on a raw tracepoint (dt_prov_stable.c), with
 * DTrace's arguments: args[0] a bufinfo_t and args[1] a devinfo_t, both
 * translated (dlibs/io.d) from the struct bio in arg0, and args[2] a
 * fileinfo_t translated from the same bio: the file whose page cache its
 * first page is in, if any (a bio does not know its file: DTrace gives
 * "<none>"; io.d says how the file is found).
 *
 *   start	block_bio_queue(bio): a bio submitted to a device, in the
 *		submitting thread
 *   done	block_rq_complete(rq, error, nr_bytes): a request finished,
 *		usually in interrupt context: arg0 = its first bio
 *		(rq->bio; requests without one, flushes, are passed over)
 *
 * A request the block layer merged from several bios is done once, for
 * its first bio.
 *
 * wait-start and wait-done have no tracepoint: as in Oracle's DTrace they
 * are the entry to and the return from submit_bio_wait(bio), the
 * kernel's synchronous I/O, in the waiting thread, by fentry and fexit
 * (dt_prov_stable_fn.c; listed on every kernel, enabled only where the
 * kernel attaches such programs); fexit sees the function's arguments,
 * so the bio need not be kept from the entry.  Not here: Oracle's other
 * waits, XFS's buffer waits (xfs_buf_iowait tracepoints, which have no
 * bio), and I/O of file systems without a block device (NFS).
 */
#include "prov/dt_stable_fn.h"

static void
dt_io_start(dt_cg_t *cg)
{
	dt_stable_ctx(cg, BPF_REG_0, 0);
	dt_stable_setarg(cg, 0, BPF_REG_0);
}

static void
dt_io_done(dt_cg_t *cg)
{
	dt_stable_ctx(cg, BPF_REG_6, 0);
	dt_stable_readarg(cg, 0, BPF_REG_6, dt_stable_offsetof(cg, "request",
	    "bio"), 8);
	dt_cg_tramp_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_6, BPF_REG_9,
	    DT_MEM_ARGS));
	dt_cg_tramp_exit_if(cg, BPF_JNE, BPF_REG_6, 0);
}

#define BIO(t)	{ "struct bio *", t, 0, false }
#define FILEARG	BIO("fileinfo_t *")

/* in DTrace's order */
static const dt_stable_probe_t dt_io_probes[] = {
	{ "start", "block", "block_bio_queue",
	    dt_io_start, { BIO("bufinfo_t *"), BIO("devinfo_t *"), FILEARG } },
	{ "done", "block", "block_rq_complete",
	    dt_io_done, { BIO("bufinfo_t *"), BIO("devinfo_t *"), FILEARG } },
};

#define DT_IO_NPROBES	(sizeof(dt_io_probes) / sizeof(dt_io_probes[0]))

/* submit_bio_wait(bio), at its entry and its return: arg0 = the bio */
static void
dt_io_wait(dt_cg_t *cg)
{
	dt_stable_ctx(cg, BPF_REG_0, 0);
	dt_stable_setarg(cg, 0, BPF_REG_0);
}

static const dt_stable_kfn_t dt_io_waiters[] = {
	{ "submit_bio_wait", 0, false }, { NULL, 0, false }
};

/* in DTrace's order, after done */
static const dt_stable_fn_probe_t dt_io_fn_probes[] = {
	{ "wait-start", dt_io_waiters, false, dt_io_wait,
	    { BIO("bufinfo_t *"), BIO("devinfo_t *"), FILEARG } },
	{ "wait-done", dt_io_waiters, true, dt_io_wait,
	    { BIO("bufinfo_t *"), BIO("devinfo_t *"), FILEARG } },
};

static const dt_provops_t dt_prov_io_fn = DT_STABLE_FN_OPS("io");

static int
dt_prov_io_populate(dtrace_hdl_t *dtp)
{
	size_t i;

	dt_stable_populate(dtp, &dt_prov_io, dt_io_probes, DT_IO_NPROBES);
	for (i = 0; i < sizeof(dt_io_fn_probes) / sizeof(dt_io_fn_probes[0]);
	    i++)
		dt_stable_fn_create(dtp, &dt_prov_io_fn, &dt_io_fn_probes[i]);
	return 0;
}

static bool
dt_prov_io_may_list(dtrace_hdl_t *dtp, char *const fld[4])
{
	(void)dtp;
	return dt_stable_may(fld, dt_io_probes, DT_IO_NPROBES) ||
	    dt_stable_fn_may(fld, dt_io_fn_probes,
	    sizeof(dt_io_fn_probes) / sizeof(dt_io_fn_probes[0]));
}

const dt_provops_t dt_prov_io = DT_STABLE_OPS("io",
    dt_prov_io_populate, dt_prov_io_may_list);
