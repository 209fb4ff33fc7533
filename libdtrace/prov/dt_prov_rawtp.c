/*
 * dt_prov_rawtp.c -- the rawtp provider: every kernel tracepoint as a raw
 * tracepoint, rawtp:<group>::<event>.
 *
 * A raw tracepoint program (BPF_PROG_TYPE_RAW_TRACEPOINT, attached with
 * BPF_RAW_TRACEPOINT_OPEN, kernel >= 4.17) sees the tracepoint's own C
 * arguments, TP_PROTO(...), as u64 args[], before the event record is
 * built: cheaper than sdt, and with the kernel's objects instead of the
 * record's copies.  How many arguments there are comes from the kernel's
 * BTF: the typedef btf_trace_<event> is a pointer to a function whose
 * first parameter is the tracepoint's private data and the rest are the
 * arguments.  The same prototype types args[]: rawtp:sched::sched_switch
 * has args[1] a struct task_struct *, whose members D reads from BTF.  The
 * attachment is a file descriptor: closing it, or dtrace dying, detaches.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <bpf/bpf.h>
#include <bpf/btf.h>

#include "dt_impl.h"
#include "types/dt_btf.h"
#include "types/dt_kbtf.h"
#include "cg/dt_cg_tramp.h"

static int
dt_prov_rawtp_populate(dtrace_hdl_t *dtp)
{
	dt_tracefs_populate(dtp, &dt_prov_rawtp, true);
	return 0;
}

/* The prototype of event's tracepoint: btf_trace_<event>'s target. */
static const struct btf_type *
dt_rawtp_proto(dt_kbtf_t *btf, const char *event)
{
	const struct btf_type *t;
	char name[512];
	int id;

	snprintf(name, sizeof(name), "btf_trace_%s", event);
	if ((id = dt_kbtf_find(btf, name, BTF_KIND_TYPEDEF)) <= 0)
		return NULL;
	t = dt_kbtf_type(btf, dt_kbtf_type(btf, (uint32_t)id)->type);
	if (t != NULL && btf_is_ptr(t))
		t = dt_kbtf_type(btf, t->type);
	return t != NULL && btf_is_func_proto(t) ? t : NULL;
}

/* The raw tracepoint's argument count from the kernel's BTF, or -1. */
int
dt_rawtp_nargs(dtrace_hdl_t *dtp, const char *event)
{
	dt_kbtf_t *btf = dt_btf_kernel(&dtp->dt_types);
	const struct btf_type *proto = btf != NULL ?
	    dt_rawtp_proto(btf, event) : NULL;

	return proto != NULL ? btf_vlen(proto) - 1 : -1;  /* less __data */
}

static void
dt_prov_rawtp_trampoline(dt_cg_t *cg, dt_probe_t *pr)
{
	int i, n = dt_rawtp_nargs(dt_cg_dtp(cg), pr->pr_name);

	dt_cg_tramp_zero_args(cg);
	if (n > DT_MEM_NARGS)
		n = DT_MEM_NARGS;
	dt_cg_tramp_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_10, -8));
	for (i = 0; i < n; i++) {
		dt_cg_tramp_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_1,
		    8 * i));
		dt_cg_tramp_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_9, BPF_REG_0,
		    DT_MEM_ARGS + 8 * i));
	}
}

static int
dt_prov_rawtp_attach(dtrace_hdl_t *dtp, dt_probe_t *pr, int prog)
{
	int fd = bpf_raw_tracepoint_open(pr->pr_name, prog);

	if (fd < 0)
		return dt_set_err(dtp, "cannot enable rawtp:%s::%s: %s",
		    pr->pr_mod, pr->pr_name, strerror(errno));
	dt_probe_keep_fd(pr, fd);
	return 0;
}

/*
 * BTF type id as D spells it, in buf: "struct task_struct *", "unsigned
 * int", "pid_t" (D finds kernel typedefs in BTF).  Qualifiers are left
 * out.  False for what D cannot name in a cast: an anonymous struct,
 * union or enum, an array, a function pointer.
 */
static bool
dt_rawtp_typename(dt_kbtf_t *btf, uint32_t id, char *buf, size_t len)
{
	const struct btf_type *t = dt_kbtf_type(btf, id);
	const char *name, *tag;
	char ref[256];

	while (t != NULL && (btf_is_mod(t) || btf_is_type_tag(t)))
		t = dt_kbtf_type(btf, id = t->type);
	if (id == 0)
		return snprintf(buf, len, "void") > 0;
	if (t == NULL || (name = dt_kbtf_str(btf, t->name_off)) ==
	    NULL)
		return false;
	if (btf_is_ptr(t)) {
		if (!dt_rawtp_typename(btf, t->type, ref, sizeof(ref)))
			return false;
		return (size_t)snprintf(buf, len, "%s *", ref) < len;
	}
	if (name[0] == '\0')
		return false;
	if (btf_is_int(t) || btf_is_typedef(t) || btf_is_float(t))
		tag = "";
	else if (btf_is_struct(t) || (btf_is_fwd(t) && !btf_kflag(t)))
		tag = "struct ";
	else if (btf_is_union(t) || btf_is_fwd(t))
		tag = "union ";
	else if (btf_is_any_enum(t))
		tag = "enum ";
	else
		return false;
	return (size_t)snprintf(buf, len, "%s%s", tag, name) < len;
}

/*
 * args[i]: parameter i + 1 of the tracepoint's prototype (the first is
 * the tracepoint's private data), typed as BTF declares it; one D cannot
 * name reads as argN does, uint64_t.
 */
static bool
dt_prov_rawtp_argdesc(dtrace_hdl_t *dtp, const dt_probe_t *pr, int i,
    dt_argdesc_t *ad)
{
	dt_kbtf_t *btf = dt_btf_kernel(&dtp->dt_types);
	const struct btf_type *proto = btf != NULL ?
	    dt_rawtp_proto(btf, pr->pr_name) : NULL;
	char type[512];

	if (proto == NULL || i < 0 || i + 1 >= btf_vlen(proto) ||
	    i >= DT_MEM_NARGS)
		return false;
	if (!dt_rawtp_typename(btf, btf_params(proto)[i + 1].type, type,
	    sizeof(type)))
		snprintf(type, sizeof(type), "uint64_t");
	ad->ad_native = dt_arena_strdup(dtp->dt_arena, type);
	ad->ad_xlate = NULL;
	ad->ad_mapping = i;
	return true;
}

const dt_provops_t dt_prov_rawtp = {
	.po_name = "rawtp",
	.po_tracefs = true,
	.po_attr = dt_tracefs_attr,
	.po_populate = dt_prov_rawtp_populate,
	.po_may_list = dt_tracefs_may_list,
	.po_progtype = BPF_PROG_TYPE_RAW_TRACEPOINT,
	.po_trampoline = dt_prov_rawtp_trampoline,
	.po_attach = dt_prov_rawtp_attach,
	.po_argdesc = dt_prov_rawtp_argdesc,
};
