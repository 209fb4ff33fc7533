/*
 * dt_cg_task.c -- where the fields of the kernel's task_struct that the
 * code generator reads for built-in variables lie (ppid: real_parent and
 * tgid; vtimestamp: pid and se.sum_exec_runtime).  The offsets come from
 * the kernel's BTF the first time a program needs one, and are kept in
 * the handle (-1 where the kernel has no such field; DT_BTF_UNLOADED
 * before the first look).
 */
#include <string.h>
#include <bpf/btf.h>

#include "dt_impl.h"
#include "cg/dt_cg.h"
#include "types/dt_btf.h"
#include "types/dt_kbtf.h"

/* task_struct.se.sum_exec_runtime's offset, se being at se_off */
static void
dt_cg_task_runtime(dtrace_hdl_t *dtp, dt_kbtf_t *btf, uint32_t se_type,
    int se_off)
{
	const struct btf_type *t = dt_kbtf_type(btf, se_type);
	const struct btf_member *m;
	int i;

	if (t == NULL || !btf_is_struct(t))
		return;
	m = btf_members(t);
	for (i = 0; i < btf_vlen(t); i++, m++)
		if (strcmp(dt_kbtf_str(btf, m->name_off),
		    "sum_exec_runtime") == 0)
			dtp->dt_btf_task_runtime = se_off +
			    (int)(btf_member_bit_offset(t, i) / 8);
}

/*
 * Offsets in task_struct for ppid, pid and the runtime vtimestamp reads,
 * from the kernel's BTF (the handle's, dt_btf.c), at their first use.
 */
void
dt_cg_task_btf(dtrace_hdl_t *dtp)
{
	dt_kbtf_t *btf = dt_btf_kernel(&dtp->dt_types);
	const struct btf_type *t;
	const struct btf_member *m;
	int id, i;

	dtp->dt_btf_ppid_parent = dtp->dt_btf_ppid_tgid = -1;
	dtp->dt_btf_task_pid = dtp->dt_btf_task_runtime = -1;
	if (btf == NULL)
		return;
	id = dt_kbtf_find(btf, "task_struct", BTF_KIND_STRUCT);
	if (id > 0) {
		t = dt_kbtf_type(btf, (uint32_t)id);
		m = btf_members(t);
		for (i = 0; i < btf_vlen(t); i++, m++) {
			const char *name = dt_kbtf_str(btf, m->name_off);

			if (strcmp(name, "real_parent") == 0)
				dtp->dt_btf_ppid_parent =
				    (int)(btf_member_bit_offset(t, i) / 8);
			else if (strcmp(name, "tgid") == 0)
				dtp->dt_btf_ppid_tgid =
				    (int)(btf_member_bit_offset(t, i) / 8);
			else if (strcmp(name, "pid") == 0)
				dtp->dt_btf_task_pid =
				    (int)(btf_member_bit_offset(t, i) / 8);
			else if (strcmp(name, "se") == 0)
				dt_cg_task_runtime(dtp, btf, m->type,
				    (int)(btf_member_bit_offset(t, i) / 8));
		}
	}
}
