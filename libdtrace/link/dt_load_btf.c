/*
 * dt_load_btf.c -- the BTF a program must carry when it passes a callback
 * to a helper (bpf_for_each_map_elem: dt_cg_dvar.c).
 *
 * A callback is named by a ld_imm64 with src_reg BPF_PSEUDO_FUNC whose
 * imm is the callback's first instruction minus (the ld_imm64's index +
 * 1).  The verifier accepts one only if the program has "func_info": a
 * BTF object loaded into the kernel with a BTF_KIND_FUNC for every
 * subprogram, and an array of { first instruction, FUNC type id } with
 * one record per subprogram in order, the main program first (kernel
 * commit 69c087ba6225 "bpf: Add bpf_for_each_map_elem() helper", 5.13;
 * "missing btf func_info" otherwise).  The callback's FUNC must have
 * static linkage; the verifier then takes the argument types from the
 * helper, not from BTF, so every FUNC here shares one prototype, int (void).
 *
 * The subprograms are the main one (at 0) and every target of a BPF-to-
 * BPF call (the support functions dt_link.c appended) or of a function
 * address.  Programs without a function address load without BTF, as
 * before.
 */
#include <stdio.h>
#include <stdlib.h>

#include <bpf/bpf.h>
#include <bpf/btf.h>

#include "dt_impl.h"
#include "link/dt_load_btf.h"

static bool
dt_load_btf_is_funcaddr(const struct bpf_insn *in)
{
	return in->code == (BPF_LD | BPF_IMM | BPF_DW) &&
	    in->src_reg == BPF_PSEUDO_FUNC;
}

static bool
dt_load_btf_is_call(const struct bpf_insn *in)
{
	return in->code == (BPF_JMP | BPF_CALL) &&
	    in->src_reg == BPF_PSEUDO_CALL;
}

static int
dt_load_btf_cmp(const void *a, const void *b)
{
	uint32_t x = ((const struct bpf_func_info *)a)->insn_off;
	uint32_t y = ((const struct bpf_func_info *)b)->insn_off;

	return x < y ? -1 : x > y;
}

/* The sorted, distinct first instructions of dp's subprograms. */
static struct bpf_func_info *
dt_load_btf_subprogs(const dt_prog_t *dp, uint32_t *np)
{
	struct bpf_func_info *fi = dt_xcalloc(dp->dp_ninsns + 1, sizeof(*fi));
	uint32_t i, n = 1, k;

	for (i = 0; i < dp->dp_ninsns; i++) {
		const struct bpf_insn *in = &dp->dp_insns[i];

		if (dt_load_btf_is_call(in) || dt_load_btf_is_funcaddr(in))
			fi[n++].insn_off = (uint32_t)((int64_t)i + 1 + in->imm);
	}
	qsort(fi, n, sizeof(*fi), dt_load_btf_cmp);
	for (i = 1, k = 1; i < n; i++)
		if (fi[i].insn_off != fi[k - 1].insn_off)
			fi[k++] = fi[i];
	*np = k;
	return fi;
}

int
dt_load_btf(const dt_prog_t *dp, struct btf **btfp,
    struct bpf_func_info **fip, uint32_t *nfip)
{
	struct bpf_func_info *fi;
	struct btf *btf;
	uint32_t i, n;
	int proto;

	*btfp = NULL;
	*fip = NULL;
	*nfip = 0;
	for (i = 0; i < dp->dp_ninsns; i++)
		if (dt_load_btf_is_funcaddr(&dp->dp_insns[i]))
			break;
	if (i == dp->dp_ninsns)
		return 0;			/* no callback: no BTF */
	if ((btf = btf__new_empty()) == NULL)
		return -1;
	proto = btf__add_func_proto(btf, btf__add_int(btf, "int", 4,
	    BTF_INT_SIGNED));
	fi = dt_load_btf_subprogs(dp, &n);
	for (i = 0; i < n && proto > 0; i++) {
		char name[32];
		int id;

		snprintf(name, sizeof(name), "dt_func%u", i);
		id = btf__add_func(btf, name, BTF_FUNC_STATIC, proto);
		if (id <= 0)
			break;
		fi[i].type_id = (uint32_t)id;
	}
	if (i < n || proto <= 0 || btf__load_into_kernel(btf) != 0) {
		free(fi);
		btf__free(btf);
		return -1;
	}
	*btfp = btf;
	*fip = fi;
	*nfip = n;
	return 0;
}

int
dt_load_btf_opts(const dt_prog_t *dp, struct bpf_prog_load_opts *opts,
    struct btf **btfp, struct bpf_func_info **fip)
{
	uint32_t nfi;

	if (dt_load_btf(dp, btfp, fip, &nfi) != 0)
		return -1;
	if (*btfp != NULL) {
		opts->prog_btf_fd = (uint32_t)btf__fd(*btfp);
		opts->func_info = *fip;
		opts->func_info_cnt = nfi;
		opts->func_info_rec_size = sizeof(**fip);
	}
	return 0;
}
