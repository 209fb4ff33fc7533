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
 *
 * A store (to a D variable's struct, or through a pointer into alloca()'d
 * memory) reads the unit that holds the field, replaces the field's bits
 * and writes the unit back, so that the neighbouring fields keep theirs.
 */
#include "cg/dt_cg.h"

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

/* The bytes a load of bit-field m reads from its member's address: the
   smallest 1, 2, 4 or 8 that hold it (more than 8: none can). */
uint32_t
dt_cg_bitfield_size(const dt_member_t *m)
{
	uint32_t span = m->dm_bitoff + m->dm_bits, size = 1;

	while (size * 8 < span)
		size *= 2;
	return size;
}

/* The value of bit-field m of the struct whose member's address is in s. */
void
dt_cg_bitfield_load(dt_cg_t *cg, int s, const dt_member_t *m)
{
	int span = m->dm_bitoff + m->dm_bits;
	uint32_t size = dt_cg_bitfield_size(m);

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

static const int dt_cg_member_bpfsize[] = { 0, BPF_B, BPF_H, 0, BPF_W, 0,
    0, 0, BPF_DW };

/*
 * Where a store puts bit-field m: the smallest 1, 2, 4 or 8 bytes from
 * dm_off that hold it (what the load reads), unless those bytes stray out
 * of the unit of its declared type's size that holds it: the C ABIs keep
 * a bit-field inside one such unit, aligned to its size, and the unit is
 * inside the struct where bytes past the field may not be (a 24-bit field
 * at byte 1).  The store then uses that unit, at dm_off + *adj, the field
 * *shift bits up.  DTrace's own layout (dt_check_type.c) puts a bit-field
 * at the bottom of bytes of its own, where the two agree.  Returns the
 * size in bytes, or 0 if wider than a register.
 */
static int
dt_cg_bitfield_unit(const dt_member_t *m, int *adj, int *shift)
{
	size_t size = m->dm_type->dt_size;
	size_t bitpos = m->dm_off * 8 + (size_t)m->dm_bitoff, start;
	int span = m->dm_bitoff + m->dm_bits, cover = 1;

	while (cover * 8 < span)
		cover *= 2;
	*adj = 0;
	*shift = m->dm_bitoff;
	if (size != 1 && size != 2 && size != 4 && size != 8)
		return cover > 8 ? 0 : cover;
	start = bitpos / (size * 8) * size;
	if (bitpos - start * 8 + (size_t)m->dm_bits > size * 8 ||
	    m->dm_off + (size_t)cover <= start + size)
		return cover > 8 ? 0 : cover;	/* packed, or inside */
	*adj = (int)start - (int)m->dm_off;
	*shift = (int)(bitpos - start * 8);
	return (int)size;
}

/*
 * Replace bit-field m's bits in the unit-byte word r1 points to with the
 * value in slot s (read, mask, or in, write back: the neighbours keep
 * their bits), then make s the field's value as a read gives it back: cut
 * to its width, sign-extended if signed.  That is the assignment's value.
 */
static void
dt_cg_bitfield_put(dt_cg_t *cg, const dt_member_t *m, int unit, int shift,
    int s)
{
	uint64_t field = m->dm_bits >= 64 ? ~0ULL : (1ULL << m->dm_bits) - 1;
	int size = dt_cg_member_bpfsize[unit];

	dt_cg_emit(cg, BPF_LDX_MEM(size, BPF_REG_2, BPF_REG_1, 0));
	dt_prog_emit_ldimm64(cg->cg_prog, BPF_REG_3, ~(field << shift));
	dt_cg_emit(cg, BPF_ALU64_REG(BPF_AND, BPF_REG_2, BPF_REG_3));
	dt_cg_ld(cg, BPF_REG_0, s);
	dt_prog_emit_ldimm64(cg->cg_prog, BPF_REG_3, field);
	dt_cg_emit(cg, BPF_ALU64_REG(BPF_AND, BPF_REG_0, BPF_REG_3));
	if (shift > 0)
		dt_cg_emit(cg, BPF_ALU64_IMM(BPF_LSH, BPF_REG_0, shift));
	dt_cg_emit(cg, BPF_ALU64_REG(BPF_OR, BPF_REG_2, BPF_REG_0));
	dt_cg_emit(cg, BPF_STX_MEM(size, BPF_REG_1, BPF_REG_2, 0));
	dt_cg_ld(cg, BPF_REG_0, s);
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_LSH, BPF_REG_0, 64 - m->dm_bits));
	dt_cg_emit(cg, BPF_ALU64_IMM(m->dm_type->dt_signed ? BPF_ARSH :
	    BPF_RSH, BPF_REG_0, 64 - m->dm_bits));
	dt_cg_st(cg, s, BPF_REG_0);
}

/*
 * The assignment, compound assignment, ++ or -- n to bit-field m, whose
 * member address (dm_off) is in slot a: of a D variable's storage, or
 * through a pointer (scratch: the store must land in this clause's
 * alloca()s, dt_cg_store.c).  A compound assignment reads the field first.
 */
int
dt_cg_bitfield_assign(dt_cg_t *cg, dt_node_t *n, const dt_member_t *m,
    int a, bool scratch)
{
	int adj, shift, unit = dt_cg_bitfield_unit(m, &adj, &shift);
	int s, old = -1;

	if (unit == 0) {
		cg->cg_unsupported = "a bit-field spanning more than 8 bytes";
		return a;
	}
	if (n->dn_kind == DT_N_ASSIGN && n->dn_op == '=') {
		s = dt_cg_value(cg, n->dn_right);
	} else {
		old = dt_cg_newslot(cg);
		dt_cg_ld(cg, BPF_REG_0, a);
		dt_cg_st(cg, old, BPF_REG_0);
		dt_cg_bitfield_load(cg, old, m);
		s = dt_cg_update(cg, n, old);
	}
	dt_cg_ld(cg, BPF_REG_1, a);
	if (adj != 0) {
		dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, adj));
		dt_cg_st(cg, a, BPF_REG_1);
	}
	if (scratch)
		dt_cg_subr_scratchptr(cg, a, (uint32_t)unit);
	dt_cg_bitfield_put(cg, m, unit, shift, s);
	dt_cg_freeslot(cg, a);
	return dt_cg_update_value(cg, n, s, old);
}
