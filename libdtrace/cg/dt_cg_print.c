/*
 * dt_cg_print.c -- code for the actions that copy bytes into the record
 * (see dt_check_print.c for their layouts, dt_print.c for their output):
 * trace() of a struct, union or array, tracemem(), print() and pcap(); and
 * stores into members of D variables, which a translation used whole
 * (dt_cg_xlstruct) is made with.
 *
 * The bytes are read with bpf_probe_read_kernel() (kernel >= 5.5): it
 * reads kernel memory and our own maps alike (D variables live in
 * dt_global and dt_mem), and a bad address makes it fail rather than
 * fault, which raises DTrace's "invalid address" error with the address.
 */
#include "cg/dt_cg.h"

/* Copy size bytes from the address in slot s to the record at off. */
static void
dt_cg_copybytes(dt_cg_t *cg, int s, uint32_t off, uint32_t size)
{
	uint32_t ok = dt_cg_newlabel(cg);

	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_1, BPF_REG_9));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1,
	    (int32_t)(cg->cg_recoff + off)));
	dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_2, (int32_t)size));
	dt_cg_ld(cg, BPF_REG_3, s);
	dt_cg_helper(cg, BPF_FUNC_probe_read_kernel);
	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), ok);
	dt_cg_ld(cg, BPF_REG_1, s);
	dt_cg_raise(cg, DT_FLT_BADADDR, BPF_REG_1);
	dt_cg_setlabel(cg, ok);
}

/* Store the 8-byte value in slot s at the record's off. */
static void
dt_cg_recword(dt_cg_t *cg, int s, uint32_t off)
{
	dt_cg_ld(cg, BPF_REG_0, s);
	dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_9, BPF_REG_0,
	    (int32_t)(cg->cg_recoff + off)));
}

static void
dt_cg_trace_bytes(dt_cg_t *cg, const dt_action_t *act)
{
	const dt_recval_t *rv = &act->act_vals[0];
	int s = dt_cg_lvaddr(cg, act->act_node->dn_args);

	dt_cg_copybytes(cg, s, rv->rv_off, rv->rv_size);
	dt_cg_freeslot(cg, s);
}

static void
dt_cg_tracemem(dt_cg_t *cg, const dt_action_t *act)
{
	dt_node_t *addr = act->act_node->dn_args;
	int s = dt_cg_value(cg, addr);

	dt_cg_copybytes(cg, s, act->act_vals[0].rv_off,
	    act->act_vals[0].rv_size);
	dt_cg_freeslot(cg, s);
	if (act->act_nvals > 1) {	/* dsize */
		s = dt_cg_value(cg, addr->dn_next->dn_next);
		dt_cg_recword(cg, s, act->act_vals[1].rv_off);
		dt_cg_freeslot(cg, s);
	}
}

static void
dt_cg_print(dt_cg_t *cg, const dt_action_t *act)
{
	int s = dt_cg_value(cg, act->act_node->dn_args);

	dt_cg_recword(cg, s, act->act_vals[0].rv_off);
	dt_cg_copybytes(cg, s, act->act_vals[1].rv_off,
	    act->act_vals[1].rv_size);
	dt_cg_freeslot(cg, s);
}

/* The size-byte field (4 or 8) at off in the struct at the address in
   slot s, into the record's 8-byte word at rec (0 if it cannot be read). */
static void
dt_cg_pcap_field(dt_cg_t *cg, int s, int64_t off, uint32_t rec, int size)
{
	dt_cg_emit(cg, BPF_ST_MEM(BPF_DW, BPF_REG_9,
	    (int32_t)(cg->cg_recoff + rec), 0));
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_1, BPF_REG_9));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1,
	    (int32_t)(cg->cg_recoff + rec)));
	dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_2, size));
	dt_cg_ld(cg, BPF_REG_3, s);
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_3, (int32_t)off));
	dt_cg_helper(cg, BPF_FUNC_probe_read_kernel);
}

/*
 * pcap(skb, proto): the packet's linear data (skb->len - skb->data_len
 * bytes from skb->data, at most pcapsize), as Oracle's DTrace captures
 * it.  A packet that cannot be read (a NULL skb) records 0 bytes, which
 * the consumer skips, as Oracle's does.  The data pointer is read into
 * the protocol's word first, which the protocol then overwrites.
 */
static void
dt_cg_pcap(dt_cg_t *cg, const dt_action_t *act)
{
	dtrace_hdl_t *dtp = cg->cg_dtp;
	int64_t len = dt_cg_subr_btfoff(dtp, "sk_buff", "len"),
	    dlen = dt_cg_subr_btfoff(dtp, "sk_buff", "data_len"),
	    data = dt_cg_subr_btfoff(dtp, "sk_buff", "data");
	uint32_t cap = act->act_vals[0].rv_off, orig = act->act_vals[1].rv_off,
	    proto = act->act_vals[2].rv_off, buf = act->act_vals[3].rv_off,
	    max = act->act_vals[3].rv_size, none = dt_cg_newlabel(cg),
	    fits = dt_cg_newlabel(cg), done = dt_cg_newlabel(cg);
	int32_t r = (int32_t)cg->cg_recoff;
	int s;

	if (len < 0 || dlen < 0 || data < 0) {
		cg->cg_nobtf = "pcap()";
		return;
	}
	s = dt_cg_value(cg, act->act_node->dn_args);
	dt_cg_pcap_field(cg, s, len, orig, 4);
	dt_cg_pcap_field(cg, s, dlen, cap, 4);
	dt_cg_pcap_field(cg, s, data, proto, 8);
	dt_cg_freeslot(cg, s);
	/* r2 = min(len - data_len, pcapsize), 0 if data_len > len */
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_2, BPF_REG_9,
	    r + (int32_t)orig));
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_1, BPF_REG_9,
	    r + (int32_t)cap));
	dt_cg_goto(cg, BPF_JMP_REG(BPF_JGT, BPF_REG_1, BPF_REG_2, 0), none);
	dt_cg_emit(cg, BPF_ALU64_REG(BPF_SUB, BPF_REG_2, BPF_REG_1));
	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JLE, BPF_REG_2, (int32_t)max, 0),
	    fits);
	dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_2, (int32_t)max));
	dt_cg_setlabel(cg, fits);
	dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_9, BPF_REG_2,
	    r + (int32_t)cap));
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_3, BPF_REG_9,
	    r + (int32_t)proto));
	dt_cg_emit(cg, BPF_MOV64_REG(BPF_REG_1, BPF_REG_9));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_1, r + (int32_t)buf));
	dt_cg_helper(cg, BPF_FUNC_probe_read_kernel);
	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JEQ, BPF_REG_0, 0, 0), done);
	dt_cg_setlabel(cg, none);		/* nothing captured */
	dt_cg_emit(cg, BPF_ST_MEM(BPF_DW, BPF_REG_9, r + (int32_t)cap, 0));
	dt_cg_setlabel(cg, done);
	s = dt_cg_value(cg, act->act_node->dn_args->dn_next);
	dt_cg_recword(cg, s, proto);
	dt_cg_freeslot(cg, s);
}

bool
dt_cg_print_action(dt_cg_t *cg, const dt_action_t *act)
{
	const dt_type_t *t;

	switch (act->act_kind) {
	case DT_ACT_TRACE:
		t = act->act_vals[0].rv_type;
		if (t->dt_kind != DT_TK_STRUCT && t->dt_kind != DT_TK_UNION &&
		    t->dt_kind != DT_TK_ARRAY)
			return false;
		dt_cg_trace_bytes(cg, act);
		return true;
	case DT_ACT_TRACEMEM:
		dt_cg_tracemem(cg, act);
		return true;
	case DT_ACT_PRINT:
		dt_cg_print(cg, act);
		return true;
	case DT_ACT_PCAP:
		dt_cg_pcap(cg, act);
		return true;
	default:
		return false;
	}
}

/* ---- members and elements of D variables ------------------------------ */

/*
 * The address of a member or element of a D variable (st.a, arr[i],
 * st.b[i], arr[i].x, self->st.a, a[k].x), into a new slot.  An index is
 * checked against the array's bounds: the store that follows goes
 * straight into our map, so the verifier must see that it stays inside
 * (and DTrace faults on an index out of range rather than write past the
 * array).
 */
static int
dt_cg_varmem_addr(dt_cg_t *cg, dt_node_t *n)
{
	const dt_type_t *at;
	const dt_ident_t *id = n->dn_ident;
	int s, i;

	if (id != NULL && id->di_kind == DT_ID_DVAR)	/* self->s, a[k] */
		return dt_cg_dvar_lvaddr(cg, n);	/* dt_cg_dvar.c */
	switch (n->dn_kind) {
	case DT_N_MEMBER:
		s = dt_cg_varmem_addr(cg, n->dn_left);
		dt_cg_ld(cg, BPF_REG_0, s);
		dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, BPF_REG_0, (int32_t)
		    dt_type_member(n->dn_left->dn_ctype, n->dn_str)->dm_off));
		dt_cg_st(cg, s, BPF_REG_0);
		return s;
	case DT_N_INDEX:
		at = n->dn_left->dn_ctype;
		s = dt_cg_varmem_addr(cg, n->dn_left);
		i = dt_cg_value(cg, n->dn_args);
		dt_cg_ld(cg, BPF_REG_1, i);
		dt_cg_index_check(cg, BPF_REG_1, at->dt_nelems);
		dt_cg_emit(cg, BPF_ALU64_IMM(BPF_MUL, BPF_REG_1, (int32_t)
		    dt_type_field_size(&cg->cg_dtp->dt_types, at->dt_ref)));
		dt_cg_ld(cg, BPF_REG_0, s);
		dt_cg_emit(cg, BPF_ALU64_REG(BPF_ADD, BPF_REG_0, BPF_REG_1));
		dt_cg_st(cg, s, BPF_REG_0);
		dt_cg_freeslot(cg, i);
		return s;
	default:			/* the variable */
		return dt_cg_lvaddr(cg, n);
	}
}

static const int dt_cg_bpfsize[] = { 0, BPF_B, BPF_H, 0, BPF_W, 0, 0, 0,
    BPF_DW };

/* a new slot = the scalar of type t at the address in slot a */
static int
dt_cg_varmem_load(dt_cg_t *cg, int a, const dt_type_t *t)
{
	int s = dt_cg_newslot(cg);

	dt_cg_ld(cg, BPF_REG_1, a);
	dt_cg_emit(cg, BPF_LDX_MEM(dt_cg_bpfsize[t->dt_size], BPF_REG_0,
	    BPF_REG_1, 0));
	dt_cg_normalize(cg, BPF_REG_0, t);
	dt_cg_st(cg, s, BPF_REG_0);
	return s;
}

/*
 * st.name = s, a char array or string member or element of a D variable
 * given a string: as much of it as the array holds (a string member is a
 * char array of strsize), NUL-terminated (the bytes after the NUL are
 * left as they are).
 */
static int
dt_cg_assign_var_chars(dt_cg_t *cg, dt_node_t *n)
{
	const dt_type_t *t = n->dn_left->dn_ctype;
	int a = dt_cg_varmem_addr(cg, n->dn_left);
	int s = dt_cg_value(cg, n->dn_right);

	dt_cg_ld(cg, BPF_REG_1, a);
	dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_2, (int32_t)dt_type_field_size(
	    &cg->cg_dtp->dt_types, t)));
	dt_cg_ld(cg, BPF_REG_3, s);
	dt_cg_helper(cg, BPF_FUNC_probe_read_kernel_str);
	dt_cg_freeslot(cg, a);
	return s;
}

/*
 * st.a = v, arr[i] += v, this->st.b *= v, arr[i]++, --st.a: a scalar
 * member or element of a D variable, whose address is worked out once
 * (index and all) and which is read, updated and written back in place.
 */
int
dt_cg_assign_var_member(dt_cg_t *cg, dt_node_t *n)
{
	const dt_type_t *t = n->dn_left->dn_ctype;
	const dt_member_t *m = dt_cg_bitfield(n->dn_left);
	int a, s, old = -1;

	if (m != NULL)		/* dt_cg_member.c */
		return dt_cg_bitfield_assign(cg, n, m,
		    dt_cg_varmem_addr(cg, n->dn_left), false);
	if (t->dt_kind == DT_TK_STRUCT || t->dt_kind == DT_TK_UNION ||
	    (n->dn_flags & DT_NF_XLCOPY))	/* an array, dt_xlate.c */
		return dt_cg_store_sou(cg, n, dt_cg_varmem_addr(cg,
		    n->dn_left), false);	/* dt_cg_store.c */
	if (dt_type_is_string(t) && n->dn_kind == DT_N_ASSIGN &&
	    n->dn_op == '=')
		return dt_cg_assign_var_chars(cg, n);
	if (!dt_type_is_scalar(t) || (t->dt_size != 1 && t->dt_size != 2 &&
	    t->dt_size != 4 && t->dt_size != 8)) {
		cg->cg_unsupported = "this assignment to a member or element "
		    "of a variable";
		return dt_cg_newslot(cg);
	}
	a = dt_cg_varmem_addr(cg, n->dn_left);
	if (n->dn_kind == DT_N_ASSIGN && n->dn_op == '=') {
		s = dt_cg_value(cg, n->dn_right);
	} else {
		old = dt_cg_varmem_load(cg, a, t);
		s = dt_cg_update(cg, n, old);
	}
	dt_cg_ld(cg, BPF_REG_1, a);
	dt_cg_ld(cg, BPF_REG_0, s);
	dt_cg_emit(cg, BPF_STX_MEM(dt_cg_bpfsize[t->dt_size], BPF_REG_1,
	    BPF_REG_0, 0));
	dt_cg_freeslot(cg, a);
	return dt_cg_update_value(cg, n, s, old);
}

/*
 * A translation made whole (dt_chk_xlate_whole): its clause-local
 * variable zeroed, then its members assigned; the variable's address into
 * a new slot.
 */
int
dt_cg_xlstruct(dt_cg_t *cg, dt_node_t *n)
{
	const dt_ident_t *id = n->dn_left->dn_ident;
	uint32_t size = (id->di_type->dt_size + 7) & ~7u;
	int a = dt_cg_lvaddr(cg, n->dn_left);
	uint32_t off;

	if (size > 4096) {
		cg->cg_unsupported = "translated data of more than 4096 bytes "
		    "used whole";
		return a;
	}
	dt_cg_ld(cg, BPF_REG_1, a);
	dt_cg_emit(cg, BPF_MOV64_IMM(BPF_REG_0, 0));
	for (off = 0; off < size; off += 8)
		dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_1, BPF_REG_0,
		    (int16_t)off));
	if (n->dn_right != NULL) {	/* the members: copies */
		uint32_t mark = dt_cg_tstr_mark(cg);

		dt_cg_freeslot(cg, dt_cg_expr(cg, n->dn_right));
		dt_cg_tstr_release(cg, mark);
	}
	return a;
}
