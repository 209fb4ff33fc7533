/*
 * dt_cg_dvar.c -- dynamic variables: self-> variables and associative
 * arrays, global or thread-local.
 *
 * They live in one BPF hash, dt_dvars (made in dt_load.c), keyed by
 *
 *	u32 variable id, u32 0, u64 thread (pid_tgid; 0 for a global array),
 *	then the key tuple laid out as an aggregation's (dt_cg_tuple)
 *
 * and the key is built in dt_mem's dvar key area, zeroed first so that
 * equal tuples are equal bytes.  The value is one 64-bit word, a string
 * buffer, or a struct, union or array's bytes (whose value in the code
 * generator is their address, the map's value: members and elements are
 * read and written in place, an element's index checked against the
 * array's bounds as any D array's is).  A variable that has no entry
 * reads as 0 (or "", or zeroed bytes); storing 0 to a scalar, struct or
 * union deletes the entry, as DTrace frees a dynamic variable assigned
 * zero.  An array variable is never assigned whole (DTrace's D_OP_ARRFUN,
 * = 0 included): its entry is made by its first element store and lives
 * until its thread exits, or for an associative array's, for good.  A
 * store the full map refuses is a dynamic variable drop: counted in
 * dt_global (DT_GLOB_DVDROPS) and reported by the consumer.
 *
 * When a thread exits, its self-> variables are deleted (dt_cg_dvar_tlsexit,
 * run on the sched_process_exit tracepoint), so a long trace of threads
 * that come and go does not fill the map.  Scalars are deleted by key.
 * The elements of self-> associative arrays can be found only by walking
 * the map: bpf_for_each_map_elem() (kernel >= 5.13) calls a callback, a
 * subprogram of ours placed after the program's exit, for every entry,
 * and it deletes those whose thread is the exiting one (deleting the
 * current element is allowed in the walk of a hash).  A callback needs
 * the program to carry BTF describing its functions (dt_load_btf.c).
 * The walk costs one callback per entry of the map, at each exit of a
 * thread, and only in programs that have self-> arrays.
 *
 * The keys of x[k1, k2] are evaluated once into slots (dt_cg_dvar_keys),
 * so x[i++] += 1 reads and writes the same element.
 */
#include "dt_impl.h"
#include "cg/dt_cg.h"
#include "check/dt_stack.h"

#define R(n)	BPF_REG_##n

/*
 * Copy the bytes of a struct, union or array (a key or a value; its
 * address in slot s) to r1: a bad address is DTrace's "invalid address" fault, as trace()'s.
 */
static void
dt_cg_tuple_bytes(dt_cg_t *cg, const dt_type_t *t, int s)
{
	uint32_t ok = dt_cg_newlabel(cg);

	dt_cg_emit(cg, BPF_MOV64_IMM(R(2), (int32_t)t->dt_size));
	dt_cg_ld(cg, R(3), s);
	dt_cg_helper(cg, BPF_FUNC_probe_read_kernel);
	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JEQ, R(0), 0, 0), ok);
	dt_cg_ld(cg, R(1), s);
	dt_cg_raise(cg, DT_FLT_BADADDR, R(1));
	dt_cg_setlabel(cg, ok);
}

/*
 * Store n values (in slots) at dt_mem offset off, as a key tuple: integers
 * as 8 normalised bytes, strings copied into strsize buffers whose tails
 * the caller has zeroed, a struct's bytes (from its address) likewise.
 */
void
dt_cg_tuple(dt_cg_t *cg, uint32_t off, int n, dt_type_t *const *types,
    const uint32_t *offs, const int *slots)
{
	dt_cg_tuple_str(cg, off, n, types, offs, NULL, slots);
}

/* The same, a string key i copied into strsz[i] bytes (NULL: strsize). */
void
dt_cg_tuple_str(dt_cg_t *cg, uint32_t off, int n, dt_type_t *const *types,
    const uint32_t *offs, const uint32_t *strsz, const int *slots)
{
	dtrace_hdl_t *dtp = cg->cg_dtp;

	for (int i = 0; i < n; i++) {
		dt_cg_emit(cg, BPF_MOV64_REG(R(1), R(9)));
		dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, R(1),
		    (int32_t)(off + offs[i])));
		if (dt_stack_kind(types[i])) {	/* dt_cg_stack.c */
			dt_cg_stack_store(cg, types[i], off + offs[i],
			    slots[i]);
		} else if (dt_type_is_byref(types[i])) {
			dt_cg_tuple_bytes(cg, types[i], slots[i]);
		} else if (dt_type_is_string(types[i])) {
			dt_cg_emit(cg, BPF_MOV64_IMM(R(2), strsz != NULL ?
			    (int32_t)strsz[i] : (int32_t)dtp->dt_opts.strbytes));
			dt_cg_ld(cg, R(3), slots[i]);
			dt_cg_helper(cg, BPF_FUNC_probe_read_kernel_str);
		} else {
			dt_cg_ld(cg, R(0), slots[i]);
			dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, R(1), R(0), 0));
		}
	}
}

/*
 * Start a key at dt_mem offset off: all size bytes zeroed, so equal tuples
 * are equal bytes for the hash, then the u32 id first.  Leaves r1 = the
 * key's address.
 */
void
dt_cg_keyhead(dt_cg_t *cg, uint32_t off, uint32_t size, uint32_t id)
{
	dt_cg_emit(cg, BPF_MOV64_REG(R(1), R(9)));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, R(1), (int32_t)off));
	for (uint32_t at = 0; at < size; at += 8)
		dt_cg_emit(cg, BPF_ST_MEM(BPF_DW, R(1), (int16_t)at, 0));
	dt_cg_emit(cg, BPF_ST_MEM(BPF_W, R(1), 0, (int32_t)id));
}

/* Evaluate the keys of an lvalue x[...] into slots; returns how many. */
int
dt_cg_dvar_keys(dt_cg_t *cg, dt_node_t *lv, int *slots)
{
	int n = 0;

	if (lv->dn_kind != DT_N_INDEX)
		return 0;		/* self->x */
	for (dt_node_t *k = lv->dn_args; k != NULL; k = k->dn_next)
		slots[n++] = dt_cg_value(cg, k);
	return n;
}

void
dt_cg_dvar_free(dt_cg_t *cg, const int *slots, int n)
{
	for (int i = 0; i < n; i++)
		dt_cg_freeslot(cg, slots[i]);
}

/* What each string key of a tuple of n keys at offs (size bytes in all)
   is copied into: its place in the tuple (dt_chk_dvar_layout,
   dt_chk_agg_layouts), strsize at most. */
const uint32_t *
dt_cg_tuple_strsz(const dt_cg_t *cg, int n, const uint32_t *offs,
    uint32_t size, uint32_t *strsz)
{
	uint32_t full = (uint32_t)cg->cg_dtp->dt_opts.strbytes;

	for (int i = 0; i < n; i++) {
		uint32_t end = i + 1 < n ? offs[i + 1] : size;

		strsz[i] = end - offs[i] < full ? end - offs[i] : full;
	}
	return strsz;
}

/* Build the key of variable id, element slots[], in dt_mem. */
static void
dt_cg_dvar_key(dt_cg_t *cg, const dt_ident_t *id, const int *slots)
{
	uint32_t key = cg->cg_dvkeyoff, strsz[DT_DVAR_MAXKEYS];

	if (cg->cg_dtp->dt_dvkeysize > INT16_MAX) {	/* 16-bit offsets */
		cg->cg_unsupported = "associative array keys of more than "
		    "32 KiB";
		return;
	}
	dt_cg_keyhead(cg, key, cg->cg_dtp->dt_dvkeysize, id->di_id);
	if (id->di_tls) {
		dt_cg_helper(cg, BPF_FUNC_get_current_pid_tgid);
		dt_cg_emit(cg, BPF_MOV64_REG(R(1), R(9)));
		dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, R(1), (int32_t)key));
		dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, R(1), R(0), 8));
	}
	if (id->di_nkeys > 0)
		dt_cg_tuple_str(cg, key + 16, id->di_nkeys, id->di_keytypes,
		    id->di_keyoffs, dt_cg_tuple_strsz(cg, id->di_nkeys,
		    id->di_keyoffs, id->di_keysize, strsz), slots);
}

/* r1 = &dt_dvars, r2 = the key: the first two helper arguments */
static void
dt_cg_dvar_mapkey(dt_cg_t *cg)
{
	dt_cg_map(cg, R(1), "dt_dvars");
	dt_cg_emit(cg, BPF_MOV64_REG(R(2), R(9)));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, R(2), (int32_t)cg->cg_dvkeyoff));
}

/*
 * r0 = the value area, its first size bytes zeroed: what a struct, union
 * or array variable that has no entry reads as, and the entry a member
 * or element store makes.  Its stores take 16-bit offsets.
 */
static void
dt_cg_dvar_zeroval(dt_cg_t *cg, uint32_t size)
{
	if (size > INT16_MAX) {
		cg->cg_unsupported = "struct, union or array dynamic "
		    "variables of more than 32 KiB";
		return;
	}
	dt_cg_emit(cg, BPF_MOV64_REG(R(0), R(9)));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, R(0), (int32_t)cg->cg_dvvaloff));
	for (uint32_t at = 0; at < size; at += 8)
		dt_cg_emit(cg, BPF_ST_MEM(BPF_DW, R(0), (int16_t)at, 0));
}

/*
 * The value of variable id (element slots[]) into a new slot.  A string,
 * struct or union's value is its address: the map's value, or for a
 * variable that has none "" or zeroed bytes.
 */
int
dt_cg_dvar_load(dt_cg_t *cg, const dt_ident_t *id, const int *slots)
{
	uint32_t none = dt_cg_newlabel(cg), done = dt_cg_newlabel(cg);
	bool str = dt_type_is_string(id->di_type);
	bool sou = dt_type_is_byref(id->di_type);
	int s;

	if (id->di_taskstore)			/* dt_tls.c */
		return dt_cg_tls_load(cg, id);
	s = dt_cg_newslot(cg);
	dt_vartab_use(cg, id, DT_PV_READ);
	dt_cg_dvar_key(cg, id, slots);
	dt_cg_dvar_mapkey(cg);
	dt_cg_helper(cg, BPF_FUNC_map_lookup_elem);
	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JEQ, R(0), 0, 0), none);
	if (!str && !sou)
		dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, R(0), R(0), 0));
	dt_cg_st(cg, s, R(0));
	dt_cg_goto(cg, BPF_JMP_A(0), done);
	dt_cg_setlabel(cg, none);
	if (str)			/* NULL: reads as "" */
		dt_cg_strnull(cg, R(0));
	else if (sou)
		dt_cg_dvar_zeroval(cg, (uint32_t)id->di_type->dt_size);
	else
		dt_cg_emit(cg, BPF_MOV64_IMM(R(0), 0));
	dt_cg_st(cg, s, R(0));
	dt_cg_setlabel(cg, done);
	return s;
}

/* After map_update_elem: a refused store is a dynamic variable drop. */
static void
dt_cg_dvar_drop(dt_cg_t *cg)
{
	uint32_t ok = dt_cg_newlabel(cg);

	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JEQ, R(0), 0, 0), ok);
	dt_cg_mapaddr(cg, R(1), "dt_global", DT_GLOB_DVDROPS);
	dt_cg_emit(cg, BPF_MOV64_IMM(R(2), 1));
	dt_cg_emit(cg, BPF_ATOMIC_ADD(BPF_DW, R(1), R(2), 0));
	dt_cg_setlabel(cg, ok);
}

/*
 * Store the value in slot s into variable id (element slots[]): a string
 * is copied into the value area first; a scalar 0 or the NULL string
 * deletes the element.
 */
void
dt_cg_dvar_store(dt_cg_t *cg, const dt_ident_t *id, const int *slots, int s)
{
	uint32_t val = cg->cg_dvvaloff, done;

	if (id->di_taskstore) {			/* dt_tls.c */
		dt_cg_tls_store(cg, id, s);
		return;
	}
	done = dt_cg_newlabel(cg);
	dt_vartab_use(cg, id, DT_PV_WRITE);
	dt_cg_dvar_key(cg, id, slots);
	if (dt_type_is_string(id->di_type)) {
		uint32_t copy = dt_cg_newlabel(cg);

		dt_cg_strnull_unless(cg, s, copy);  /* NULL deletes, as 0 */
		dt_cg_dvar_mapkey(cg);
		dt_cg_helper(cg, BPF_FUNC_map_delete_elem);
		dt_cg_goto(cg, BPF_JMP_A(0), done);
		dt_cg_setlabel(cg, copy);
		dt_cg_emit(cg, BPF_MOV64_REG(R(1), R(9)));
		dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, R(1), (int32_t)val));
		dt_cg_emit(cg, BPF_MOV64_IMM(R(2),
		    (int32_t)cg->cg_dtp->dt_opts.strbytes));
		dt_cg_ld(cg, R(3), s);
		dt_cg_helper(cg, BPF_FUNC_probe_read_kernel_str);
	} else {
		uint32_t set = dt_cg_newlabel(cg);

		dt_cg_ld(cg, R(0), s);
		dt_cg_goto(cg, BPF_JMP_IMM(BPF_JNE, R(0), 0, 0), set);
		dt_cg_dvar_mapkey(cg);
		dt_cg_helper(cg, BPF_FUNC_map_delete_elem);
		dt_cg_goto(cg, BPF_JMP_A(0), done);
		dt_cg_setlabel(cg, set);
		dt_cg_emit(cg, BPF_MOV64_REG(R(1), R(9)));
		dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, R(1), (int32_t)val));
		dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, R(1), R(0), 0));
	}
	dt_cg_dvar_mapkey(cg);
	dt_cg_emit(cg, BPF_MOV64_REG(R(3), R(9)));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, R(3), (int32_t)val));
	dt_cg_emit(cg, BPF_MOV64_IMM(R(4), BPF_ANY));
	dt_cg_helper(cg, BPF_FUNC_map_update_elem);
	dt_cg_dvar_drop(cg);
	dt_cg_setlabel(cg, done);
}

/*
 * The start of x++ on a variable whose word lies at r0 + off, r0 its
 * element (or NULL: none): r0 into slot ptr, the word (or 0) into slot
 * old.
 */
void
dt_cg_step_old(dt_cg_t *cg, int ptr, int old, int16_t off)
{
	uint32_t none = dt_cg_newlabel(cg), have = dt_cg_newlabel(cg);

	dt_cg_st(cg, ptr, R(0));
	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JEQ, R(0), 0, 0), none);
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, R(0), R(0), off));
	dt_cg_goto(cg, BPF_JMP_A(0), have);
	dt_cg_setlabel(cg, none);
	dt_cg_emit(cg, BPF_MOV64_IMM(R(0), 0));
	dt_cg_setlabel(cg, have);
	dt_cg_st(cg, old, R(0));
}

/*
 * x[k]++, x[k]--, ++x[k], --x[k] (n) on a scalar dynamic variable: one
 * key built and hashed once, where a load and a store would build and
 * hash it twice, and an element that is there is updated in place
 * (bpftrace's counters are), freed when it becomes 0; one that is not is
 * made unless the new value is 0.  The arithmetic between the lookup and
 * the store touches no other dynamic variable, so the key area still
 * holds the key.  A delete of the same element on another CPU between
 * the two is the race every BPF map's in-place update has, as DTrace's
 * dynamic variables have theirs.  Returns the expression's value.
 */
int
dt_cg_dvar_step(dt_cg_t *cg, dt_node_t *n, const dt_ident_t *id,
    const int *keys)
{
	uint32_t insert, write, done;
	int ptr, old, s;

	if (id->di_taskstore)			/* dt_tls.c */
		return dt_cg_tls_step(cg, n, id);
	insert = dt_cg_newlabel(cg);
	write = dt_cg_newlabel(cg);
	done = dt_cg_newlabel(cg);
	ptr = dt_cg_newslot(cg);
	old = dt_cg_newslot(cg);
	dt_vartab_use(cg, id, DT_PV_READ);
	dt_vartab_use(cg, id, DT_PV_WRITE);
	dt_cg_dvar_key(cg, id, keys);
	dt_cg_dvar_mapkey(cg);
	dt_cg_helper(cg, BPF_FUNC_map_lookup_elem);
	dt_cg_step_old(cg, ptr, old, 0);
	s = dt_cg_update(cg, n, old);			/* dt_cg.c */
	dt_cg_ld(cg, R(1), ptr);
	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JEQ, R(1), 0, 0), insert);
	dt_cg_ld(cg, R(0), s);
	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JNE, R(0), 0, 0), write);
	dt_cg_dvar_mapkey(cg);				/* 0: freed */
	dt_cg_helper(cg, BPF_FUNC_map_delete_elem);
	dt_cg_goto(cg, BPF_JMP_A(0), done);
	dt_cg_setlabel(cg, write);
	dt_cg_ld(cg, R(1), ptr);
	dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, R(1), R(0), 0));
	dt_cg_goto(cg, BPF_JMP_A(0), done);
	dt_cg_setlabel(cg, insert);
	dt_cg_ld(cg, R(0), s);
	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JEQ, R(0), 0, 0), done);
	dt_cg_emit(cg, BPF_MOV64_REG(R(1), R(9)));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, R(1), (int32_t)cg->cg_dvvaloff));
	dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, R(1), R(0), 0));
	dt_cg_dvar_mapkey(cg);
	dt_cg_emit(cg, BPF_MOV64_REG(R(3), R(9)));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, R(3), (int32_t)cg->cg_dvvaloff));
	dt_cg_emit(cg, BPF_MOV64_IMM(R(4), BPF_ANY));
	dt_cg_helper(cg, BPF_FUNC_map_update_elem);
	dt_cg_dvar_drop(cg);
	dt_cg_setlabel(cg, done);
	dt_cg_freeslot(cg, ptr);
	return dt_cg_update_value(cg, n, s, old);
}

/*
 * self->s = v, a[k] = v for a struct or union variable: v's bytes (read
 * from its address, which may be kernel memory: a bad one faults) are
 * copied into the value area, then stored.  The constant 0 (all the
 * checker lets through besides a struct) frees the variable.  The key is
 * built after v is read, since reading another dynamic variable builds
 * its own key in the same place.
 */
int
dt_cg_dvar_assign_sou(dt_cg_t *cg, dt_node_t *n)
{
	dt_node_t *lv = n->dn_left;
	const dt_ident_t *id = lv->dn_ident;
	uint32_t val = cg->cg_dvvaloff;
	int keys[DT_DVAR_MAXKEYS], nkeys = dt_cg_dvar_keys(cg, lv, keys);
	int src;

	dt_vartab_use(cg, id, DT_PV_WRITE);
	if (!dt_type_is_byref(n->dn_right->dn_ctype)) {		/* = 0 */
		dt_cg_dvar_key(cg, id, keys);
		dt_cg_dvar_mapkey(cg);
		dt_cg_helper(cg, BPF_FUNC_map_delete_elem);
		dt_cg_dvar_free(cg, keys, nkeys);
		return dt_cg_value(cg, n->dn_right);
	}
	if (!dt_cg_store_hasaddr(n->dn_right)) {	/* dt_cg_store.c */
		cg->cg_unsupported = "assigning this struct or union value";
		dt_cg_dvar_free(cg, keys, nkeys);
		return dt_cg_newslot(cg);
	}
	src = dt_cg_lvaddr(cg, n->dn_right);
	dt_cg_emit(cg, BPF_MOV64_REG(R(1), R(9)));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, R(1), (int32_t)val));
	dt_cg_tuple_bytes(cg, id->di_type, src);
	dt_cg_dvar_key(cg, id, keys);
	dt_cg_dvar_mapkey(cg);
	dt_cg_emit(cg, BPF_MOV64_REG(R(3), R(9)));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, R(3), (int32_t)val));
	dt_cg_emit(cg, BPF_MOV64_IMM(R(4), BPF_ANY));
	dt_cg_helper(cg, BPF_FUNC_map_update_elem);
	dt_cg_dvar_drop(cg);
	dt_cg_dvar_free(cg, keys, nkeys);
	return src;
}

/*
 * The address of struct, union or array variable n (self->s, a[k]) to
 * store a member or element into, into a new slot: its entry, made zeroed
 * if it has none, as DTrace makes a dynamic variable on its first store.
 * If the map is full, that is a drop, and the store lands in the value
 * area, lost.
 */
int
dt_cg_dvar_lvaddr(dt_cg_t *cg, dt_node_t *n)
{
	const dt_ident_t *id = n->dn_ident;
	uint32_t found = dt_cg_newlabel(cg);
	int keys[DT_DVAR_MAXKEYS], nkeys = dt_cg_dvar_keys(cg, n, keys);
	int s = dt_cg_newslot(cg);

	dt_vartab_use(cg, id, DT_PV_READ);	/* as DTrace counts a
						   member's store */
	dt_cg_dvar_key(cg, id, keys);
	dt_cg_dvar_mapkey(cg);
	dt_cg_helper(cg, BPF_FUNC_map_lookup_elem);
	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JNE, R(0), 0, 0), found);
	dt_cg_dvar_zeroval(cg, (uint32_t)id->di_type->dt_size);
	dt_cg_dvar_mapkey(cg);
	dt_cg_emit(cg, BPF_MOV64_REG(R(3), R(0)));
	dt_cg_emit(cg, BPF_MOV64_IMM(R(4), BPF_NOEXIST));
	dt_cg_helper(cg, BPF_FUNC_map_update_elem);
	dt_cg_dvar_drop(cg);
	dt_cg_dvar_mapkey(cg);
	dt_cg_helper(cg, BPF_FUNC_map_lookup_elem);
	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JNE, R(0), 0, 0), found);
	dt_cg_emit(cg, BPF_MOV64_REG(R(0), R(9)));
	dt_cg_emit(cg, BPF_ALU64_IMM(BPF_ADD, R(0),
	    (int32_t)cg->cg_dvvaloff));
	dt_cg_setlabel(cg, found);
	dt_cg_st(cg, s, R(0));
	dt_cg_dvar_free(cg, keys, nkeys);
	return s;
}

/*
 * The walk's callback, (map, key, value, ctx) -> 0 to go on: delete the
 * entry if its thread (key bytes 8..15) is the one at ctx.  It runs in a
 * frame of its own: only its arguments, no dt_mem (r9).
 */
void
dt_cg_dvar_tlsfree_cb(dt_cg_t *cg)
{
	uint32_t keep = dt_cg_newlabel(cg);

	dt_cg_setlabel(cg, cg->cg_cblabel);
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, R(0), R(2), 8));
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, R(5), R(4), 0));
	dt_cg_goto(cg, BPF_JMP_REG(BPF_JNE, R(0), R(5), 0), keep);
	dt_cg_helper(cg, BPF_FUNC_map_delete_elem);	/* r1, r2 as given */
	dt_cg_setlabel(cg, keep);
	dt_cg_emit(cg, BPF_MOV64_IMM(R(0), 0));
	dt_cg_emit(cg, BPF_EXIT_INSN());
}

/* Walk dt_dvars, deleting the exiting thread's entries. */
static void
dt_cg_dvar_tlswalk(dt_cg_t *cg)
{
	int ctx = dt_cg_newslot(cg);

	dt_cg_helper(cg, BPF_FUNC_get_current_pid_tgid);
	dt_cg_st(cg, ctx, R(0));
	dt_cg_map(cg, R(1), "dt_dvars");
	cg->cg_cblabel = dt_cg_newlabel(cg);
	cg->cg_cbref = (int32_t)cg->cg_prog->dp_ninsns;
	dt_cg_emit(cg, (struct bpf_insn){ .code = BPF_LD | BPF_IMM | BPF_DW,
	    .dst_reg = R(2), .src_reg = BPF_PSEUDO_FUNC });
	dt_cg_emit(cg, (struct bpf_insn){ 0 });
	dt_cg_slotaddr(cg, R(3), ctx);
	dt_cg_emit(cg, BPF_MOV64_IMM(R(4), 0));
	dt_cg_helper(cg, BPF_FUNC_for_each_map_elem);
	dt_cg_freeslot(cg, ctx);
}

/* In the exiting thread: delete each of its self-> variables. */
void
dt_cg_dvar_tlsexit(dt_cg_t *cg)
{
	const dt_ident_t *id;

	for (id = cg->cg_dtp->dt_selfvars; id != NULL; id = id->di_next)
		if (id->di_kind == DT_ID_DVAR && id->di_nkeys != 0) {
			dt_cg_dvar_tlswalk(cg);	/* scalars and all */
			return;
		}
	for (id = cg->cg_dtp->dt_selfvars; id != NULL; id = id->di_next) {
		if (id->di_kind != DT_ID_DVAR || id->di_nkeys != 0 ||
		    id->di_taskstore)	/* freed with the task */
			continue;
		dt_cg_dvar_key(cg, id, NULL);
		dt_cg_dvar_mapkey(cg);
		dt_cg_helper(cg, BPF_FUNC_map_delete_elem);
	}
}
