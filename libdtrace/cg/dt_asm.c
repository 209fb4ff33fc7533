/*
 * dt_asm.c -- the BPF instruction buffer (see dt_asm.h).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/dt_base.h"
#include "cg/dt_asm.h"

static void *
dt_grow(void *p, uint32_t *cap, uint32_t need, size_t elem)
{
	uint32_t ncap;

	if (need <= *cap)
		return p;
	ncap = *cap ? *cap * 2 : 64;
	while (ncap < need)
		ncap *= 2;
	p = dt_xrealloc(p, (size_t)ncap * elem);
	*cap = ncap;
	return p;
}

void
dt_prog_init(dt_prog_t *dp)
{
	memset(dp, 0, sizeof(*dp));
}

void
dt_prog_fini(dt_prog_t *dp)
{
	free(dp->dp_insns);
	free(dp->dp_relocs);
	free(dp->dp_labels);
	free(dp->dp_fixups);
	free(dp->dp_vars);
	memset(dp, 0, sizeof(*dp));
}

uint32_t
dt_prog_emit(dt_prog_t *dp, struct bpf_insn insn)
{
	dp->dp_insns = dt_grow(dp->dp_insns, &dp->dp_capinsns,
	    dp->dp_ninsns + 1, sizeof(insn));
	dp->dp_insns[dp->dp_ninsns] = insn;
	return dp->dp_ninsns++;
}

uint32_t
dt_prog_emit_ldimm64(dt_prog_t *dp, int reg, uint64_t imm)
{
	uint32_t at = dt_prog_emit(dp, DT_INSN(BPF_LD | BPF_DW | BPF_IMM,
	    reg, 0, 0, (int32_t)(uint32_t)imm));

	dt_prog_emit(dp, DT_INSN(0, 0, 0, 0, (int32_t)(uint32_t)(imm >> 32)));
	return at;
}

/* reg = the map whose fd is fd (ld_imm64, two instructions) */
void
dt_prog_emit_map_fd(dt_prog_t *dp, int reg, int fd)
{
	dt_prog_emit(dp, DT_INSN(BPF_LD | BPF_DW | BPF_IMM, reg,
	    BPF_PSEUDO_MAP_FD, 0, fd));
	dt_prog_emit(dp, DT_INSN(0, 0, 0, 0, 0));
}

void
dt_prog_reloc(dt_prog_t *dp, int kind, uint32_t insn, const char *name,
    int32_t off)
{
	dt_reloc_t *r;

	dp->dp_relocs = dt_grow(dp->dp_relocs, &dp->dp_caprelocs,
	    dp->dp_nrelocs + 1, sizeof(*r));
	r = &dp->dp_relocs[dp->dp_nrelocs++];
	r->dr_kind = kind;
	r->dr_insn = insn;
	r->dr_name = name;
	r->dr_off = off;
}

uint32_t
dt_prog_label_new(dt_prog_t *dp)
{
	dp->dp_labels = dt_grow(dp->dp_labels, &dp->dp_caplabels,
	    dp->dp_nlabels + 1, sizeof(int32_t));
	dp->dp_labels[dp->dp_nlabels] = -1;
	return dp->dp_nlabels++;
}

void
dt_prog_label_here(dt_prog_t *dp, uint32_t label)
{
	dp->dp_labels[label] = (int32_t)dp->dp_ninsns;
}

void
dt_prog_emit_jump(dt_prog_t *dp, struct bpf_insn insn, uint32_t label)
{
	uint32_t at = dt_prog_emit(dp, insn);

	dp->dp_fixups = dt_grow(dp->dp_fixups, &dp->dp_capfixups,
	    dp->dp_nfixups + 1, sizeof(*dp->dp_fixups));
	dp->dp_fixups[dp->dp_nfixups].insn = at;
	dp->dp_fixups[dp->dp_nfixups].label = label;
	dp->dp_nfixups++;
}

int
dt_prog_resolve_labels(dt_prog_t *dp)
{
	uint32_t i;

	for (i = 0; i < dp->dp_nfixups; i++) {
		int32_t target = dp->dp_labels[dp->dp_fixups[i].label];
		uint32_t at = dp->dp_fixups[i].insn;
		int32_t off = target - (int32_t)at - 1;

		if (target < 0)
			return -1;
		if (off < INT16_MIN || off > INT16_MAX)
			return -2;	/* a jump offset is 16 bits */
		dp->dp_insns[at].off = (int16_t)off;
	}
	dp->dp_nfixups = 0;
	return 0;
}
