/*
 * dt_cg_member.c -- code for members that are not whole bytes: bit-fields
 * (kernel structs from BTF have many: task_struct's in_execve, ...).
 *
 * The checker leaves a member's byte offset (dm_off) and, for a bit-field,
 * its width and first bit within that byte (dm_bits, dm_bitoff).  The code
 * reads the 1, 2, 4 or 8 bytes that cover the field with the same checked
 * load as any member (a bad address faults), then shifts the field to the
 * top of the register and back down, arithmetically if its type is signed.
 * Bit numbering is the little-endian one x86_64 and arm64 use: bit 0 is
 * the lowest bit of the first byte.
 */
#include "dt_cg.h"

/* The bit-field member an expression reads, or NULL. */
const dt_member_t *
dt_cg_bitfield(const dt_node_t *n)
{
	const dt_type_t *t;
	const dt_member_t *m;

	if (n->dn_kind == DT_N_PTRMEMBER)
		t = n->dn_left->dn_ctype->dt_ref;
	else if (n->dn_kind == DT_N_MEMBER)
		t = n->dn_left->dn_ctype;
	else
		return NULL;
	m = dt_type_member(t, n->dn_str);
	return m != NULL && m->dm_bits != 0 ? m : NULL;
}

/* The value of bit-field m of the struct whose member's address is in s. */
void
dt_cg_bitfield_load(dt_cg_t *cg, int s, const dt_member_t *m)
{
	int span = m->dm_bitoff + m->dm_bits, size = 1;

	while (size * 8 < span)
		size *= 2;
	if (size > 8) {		/* wider than a register: not in C */
		cg->cg_unsupported = "a bit-field spanning more than 8 bytes";
		return;
	}
	dt_cg_loadmem(cg, s, dt_type_int(&cg->cg_dtp->dt_types,
	    (size_t)size, false));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_LSH, BPF_REG_0, 64 - span));
	dt_cg_emit(cg, BPF_ALU64_IMM(m->dm_type->dt_signed ? BPF_ARSH :
	    BPF_RSH, BPF_REG_0, 64 - m->dm_bits));
	dt_cg_st(cg, s, BPF_REG_0);
}
