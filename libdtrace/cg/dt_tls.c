/*
 * dt_tls.c -- thread-local scalars (self->x holding an integer or a
 * pointer) in the kernel's task-local storage, where it has it.
 *
 * A dynamic variable in the dt_dvars hash (dt_cg_dvar.c) costs a key
 * built, hashed and compared at every access, an element taken from the
 * preallocated free list at every store and given back when it is
 * freed: some 200 ns for self->ts = timestamp at entry and as much again
 * for reading and freeing it at return.  A thread-local scalar needs none
 * of that: BPF_MAP_TYPE_TASK_STORAGE (kernel >= 5.11) keeps a value per
 * task, found from the task itself, freed with it.  So each of the
 * program's self-> scalars gets a word of one value, dt_tls, of all of
 * them (di_tlsoff):
 *
 *	read	bpf_task_storage_get(&dt_tls, current, NULL, 0): none, 0
 *	store	... BPF_LOCAL_STORAGE_GET_F_CREATE, the word written; 0
 *		frees nothing (the word reads as 0, as a freed variable)
 *
 * A storage the kernel cannot make (out of memory, or the task's storage
 * busy: a probe nested in another's use of it) is a dynamic variable
 * drop, as a full dt_dvars is.  self-> strings, structs and arrays stay
 * in dt_dvars.  Where the kernel lacks task storage for tracing programs
 * or bpf_get_current_task_btf() (5.11, and kernel BTF), every self->
 * variable stays in dt_dvars (DTRACE_DEBUG_KFEAT_OFF=task_storage takes
 * that way here).  A task-storage map must be made with BTF for its key
 * (int) and value (here u64[n]).  Which variables take a word is decided
 * with the rest of the variables' layout, by the checker
 * (dt_tls_layout, check/dt_check_var.c).
 */
#include <errno.h>
#include <string.h>
#include <unistd.h>

#include <bpf/bpf.h>
#include <bpf/btf.h>

#include "dt_impl.h"
#include "cg/dt_cg.h"
#include "base/dt_kfeat.h"

#define R(n)	BPF_REG_##n

/* dt_tls, with the BTF a task-storage map is made with */
int
dt_tls_load(dtrace_hdl_t *dtp)
{
	LIBBPF_OPTS(bpf_map_create_opts, opts, .map_flags = BPF_F_NO_PREALLOC);
	struct btf *btf;
	int key, word, val, fd;

	if (dtp->dt_ntls == 0 || dtp->dt_tlsfd >= 0)
		return 0;
	if ((btf = btf__new_empty()) == NULL)
		return dt_set_err(dtp, "cannot make BTF for dt_tls: %s",
		    strerror(errno));
	key = btf__add_int(btf, "int", 4, BTF_INT_SIGNED);
	word = btf__add_int(btf, "long long unsigned int", 8, 0);
	val = btf__add_array(btf, key, word, dtp->dt_ntls);
	if (key < 0 || word < 0 || val < 0 || btf__load_into_kernel(btf) != 0) {
		btf__free(btf);
		return dt_set_err(dtp, "cannot load BTF for dt_tls: %s",
		    strerror(errno));
	}
	opts.btf_fd = (uint32_t)btf__fd(btf);
	opts.btf_key_type_id = (uint32_t)key;
	opts.btf_value_type_id = (uint32_t)val;
	fd = bpf_map_create(BPF_MAP_TYPE_TASK_STORAGE, "dt_tls", sizeof(int),
	    8 * dtp->dt_ntls, 0, &opts);
	btf__free(btf);			/* the map holds its own reference */
	if (fd < 0)
		return dt_set_err(dtp, "cannot create BPF map dt_tls: %s",
		    strerror(errno));
	dtp->dt_tlsfd = fd;
	return 0;
}

void
dt_tls_teardown(dtrace_hdl_t *dtp)
{
	if (dtp->dt_tlsfd >= 0)
		close(dtp->dt_tlsfd);
	dtp->dt_tlsfd = -1;
}

/* r0 = this thread's dt_tls value, made if create, or NULL */
static void
dt_cg_tls_lookup(dt_cg_t *cg, bool create)
{
	dt_cg_helper(cg, BPF_FUNC_get_current_task_btf);
	dt_cg_emit(cg, BPF_MOV64_REG(R(2), R(0)));
	dt_cg_map(cg, R(1), "dt_tls");
	dt_cg_emit(cg, BPF_MOV64_IMM(R(3), 0));
	dt_cg_emit(cg, BPF_MOV64_IMM(R(4), create ?
	    BPF_LOCAL_STORAGE_GET_F_CREATE : 0));
	dt_cg_helper(cg, BPF_FUNC_task_storage_get);
}

/*
 * A clause that names a self-> scalar keeps the thread's dt_tls pointer
 * in a slot of its own, 0 at the clause's start: the first access looks
 * it up (two helper calls) and the others of the clause use it, where
 * each access looked it up (self->ts read in a predicate, read and
 * cleared in the body: six calls, now two).  Looked up at the first
 * access, not at the start, so that a clause whose predicate fails
 * before it pays nothing.  A lookup that finds none (no store yet, or
 * the storage busy) leaves 0, and the next access looks again: a store
 * makes the storage.  The verifier sees the slot hold 0 or the map
 * value (or NULL) and every use checks it.
 */
void
dt_cg_tls_clause(dt_cg_t *cg, const dt_clause_t *cl)
{
	int s;

	cg->cg_tlsslot = 0;
	if (!cl->cl_self || cg->cg_dtp->dt_ntls == 0)
		return;
	s = dt_cg_newslot(cg);
	dt_cg_emit(cg, BPF_MOV64_IMM(R(0), 0));
	dt_cg_st(cg, s, R(0));
	cg->cg_tlsslot = s + 1;
}

/* r0 = this thread's dt_tls value, made if create, or NULL: the
   clause's if it has one, else looked up (and kept for the clause) */
static void
dt_cg_tls_get(dt_cg_t *cg, bool create)
{
	int s = cg->cg_tlsslot - 1;
	uint32_t have;

	if (s < 0) {
		dt_cg_tls_lookup(cg, create);
		return;
	}
	have = dt_cg_newlabel(cg);
	dt_cg_ld(cg, R(0), s);
	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JNE, R(0), 0, 0), have);
	dt_cg_tls_lookup(cg, create);
	dt_cg_st(cg, s, R(0));
	dt_cg_setlabel(cg, have);
}

/* A store with no storage to land in: a dynamic variable drop. */
static void
dt_cg_tls_drop(dt_cg_t *cg)
{
	dt_cg_mapaddr(cg, R(1), "dt_global", DT_GLOB_DVDROPS);
	dt_cg_emit(cg, BPF_MOV64_IMM(R(2), 1));
	dt_cg_emit(cg, BPF_ATOMIC_ADD(BPF_DW, R(1), R(2), 0));
}

/* The value of self->x into a new slot (0 where it has none) */
int
dt_cg_tls_load(dt_cg_t *cg, const dt_ident_t *id)
{
	uint32_t done = dt_cg_newlabel(cg);
	int s = dt_cg_newslot(cg);

	dt_vartab_use(cg, id, DT_PV_READ);
	dt_cg_tls_get(cg, false);
	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JEQ, R(0), 0, 0), done);
	dt_cg_emit(cg, BPF_LDX_MEM(BPF_DW, R(0), R(0), (int16_t)id->di_tlsoff));
	dt_cg_setlabel(cg, done);
	dt_cg_st(cg, s, R(0));
	return s;
}

/* The value in slot s into self->x's word of the storage in slot ptr,
   or, where there is none, a drop. */
static void
dt_cg_tls_put(dt_cg_t *cg, const dt_ident_t *id, int ptr, int s)
{
	uint32_t write = dt_cg_newlabel(cg), done = dt_cg_newlabel(cg);

	dt_cg_ld(cg, R(1), ptr);
	dt_cg_goto(cg, BPF_JMP_IMM(BPF_JNE, R(1), 0, 0), write);
	dt_cg_tls_drop(cg);
	dt_cg_goto(cg, BPF_JMP_A(0), done);
	dt_cg_setlabel(cg, write);
	dt_cg_ld(cg, R(0), s);
	dt_cg_emit(cg, BPF_STX_MEM(BPF_DW, R(1), R(0), (int16_t)id->di_tlsoff));
	dt_cg_setlabel(cg, done);
}

/* self->x = the value in slot s */
void
dt_cg_tls_store(dt_cg_t *cg, const dt_ident_t *id, int s)
{
	int ptr = dt_cg_newslot(cg);

	dt_vartab_use(cg, id, DT_PV_WRITE);
	dt_cg_tls_get(cg, true);
	dt_cg_st(cg, ptr, R(0));
	dt_cg_tls_put(cg, id, ptr, s);
	dt_cg_freeslot(cg, ptr);
}

/* self->x++ and the like (n): one lookup, the word updated in place */
int
dt_cg_tls_step(dt_cg_t *cg, dt_node_t *n, const dt_ident_t *id)
{
	int ptr = dt_cg_newslot(cg), old = dt_cg_newslot(cg), s;

	dt_vartab_use(cg, id, DT_PV_READ);
	dt_vartab_use(cg, id, DT_PV_WRITE);
	dt_cg_tls_get(cg, true);
	dt_cg_step_old(cg, ptr, old, (int16_t)id->di_tlsoff);	/* dt_cg_dvar.c */
	s = dt_cg_update(cg, n, old);			/* dt_cg.c */
	dt_cg_tls_put(cg, id, ptr, s);
	dt_cg_freeslot(cg, ptr);
	return dt_cg_update_value(cg, n, s, old);
}
