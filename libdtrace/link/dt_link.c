/*
 * dt_link.c -- append the support functions a program calls, and resolve
 * map references (see dt_link.h).
 *
 * A BPF program may consist of several functions ("subprograms") laid end
 * to end in one instruction array: the main one first, at index 0, each
 * ending in exit (or a jump back).  A BPF-to-BPF call is the instruction
 * code BPF_JMP|BPF_CALL with src_reg BPF_PSEUDO_CALL (1) and imm = the
 * callee's first instruction minus (the call's index + 1); the verifier
 * finds the subprograms from these calls.  (A helper call has src_reg 0
 * and the helper's number in imm.)
 *
 * So linking is: take the closure of the functions called (from the
 * program's DT_RELOC_CALL relocations, then from each appended function's
 * own calls as recorded by dt_bpflib.c), append each function's code once
 * (copied as a block: its branches are relative), then set every call's
 * imm from the final placement.
 *
 * A function's address (a callback for bpf_loop()) is a ld_imm64 with
 * src_reg BPF_PSEUDO_FUNC (4) and imm relative as a call's; the function
 * is appended as a callee is.
 *
 * A map reference is a two-slot ld_imm64 (code BPF_LD|BPF_IMM|BPF_DW).
 * The kernel replaces it at load time according to src_reg:
 * BPF_PSEUDO_MAP_FD: imm is a map fd, the register gets the map pointer;
 * BPF_PSEUDO_MAP_VALUE: imm is a map fd, the second slot's imm an offset,
 * the register gets the address of the value (array maps, key 0) + offset.
 */
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/dt_base.h"
#include "link/dt_link.h"

static int
dt_link_error(char *err, size_t errlen, const char *fmt, ...)
{
	va_list ap;

	if (err != NULL && errlen > 0) {
		va_start(ap, fmt);
		vsnprintf(err, errlen, fmt, ap);
		va_end(ap);
	}
	return -1;
}

/*
 * The names of the maps the appended code references must outlive the
 * library (a caller may close it before dt_link_maps): keep one copy of
 * each name for the life of the process.  They are few: the map names of
 * the one embedded object.
 */
typedef struct dt_link_name {
	struct dt_link_name *next;
	char name[];
} dt_link_name_t;

static dt_link_name_t *dt_link_names;
static pthread_mutex_t dt_link_names_lock = PTHREAD_MUTEX_INITIALIZER;

static const char *
dt_link_intern(const char *name)
{
	dt_link_name_t *n;

	pthread_mutex_lock(&dt_link_names_lock);
	for (n = dt_link_names; n != NULL; n = n->next) {
		if (strcmp(n->name, name) == 0)
			break;
	}
	if (n == NULL) {
		n = dt_xmalloc(sizeof(*n) + strlen(name) + 1);
		strcpy(n->name, name);
		n->next = dt_link_names;
		dt_link_names = n;
	}
	pthread_mutex_unlock(&dt_link_names_lock);
	return n->name;
}

typedef struct dt_linker {
	dt_prog_t *prog;
	const dt_bpflib_t *lib;
	int32_t *place;		/* per library function: its index */
	uint32_t *queue;	/* functions to append, in order */
	uint32_t nqueue;
} dt_linker_t;

/* schedule function fn to be appended (if it is not already) */
static void
dt_link_want(dt_linker_t *lk, uint32_t fn)
{
	if (lk->place[fn] != -1)
		return;
	lk->place[fn] = -2;	/* queued */
	lk->queue[lk->nqueue++] = fn;
}

/* check the program's call relocations and queue their callees */
static int
dt_link_check(dt_linker_t *lk, char *err, size_t errlen)
{
	const dt_prog_t *prog = lk->prog;
	uint32_t i;
	int fn;

	for (i = 0; i < prog->dp_nrelocs; i++) {
		const dt_reloc_t *r = &prog->dp_relocs[i];

		if (r->dr_kind != DT_RELOC_CALL)
			continue;
		if (r->dr_insn >= prog->dp_ninsns ||
		    prog->dp_insns[r->dr_insn].code != (BPF_JMP | BPF_CALL))
			return dt_link_error(err, errlen, "call relocation "
			    "for '%s' at instruction %u is not on a call",
			    r->dr_name ? r->dr_name : "?", r->dr_insn);
		fn = r->dr_name ? dt_bpflib_lookup(lk->lib, r->dr_name) : -1;
		if (fn < 0)
			return dt_link_error(err, errlen,
			    "undefined BPF function '%s'",
			    r->dr_name ? r->dr_name : "(null)");
		dt_link_want(lk, (uint32_t)fn);
	}
	return 0;
}

/* append function fn; queue what it calls; export its map references */
static void
dt_link_append(dt_linker_t *lk, uint32_t fn)
{
	const dt_bpffunc_t *f = dt_bpflib_func(lk->lib, fn);
	uint32_t at = lk->prog->dp_ninsns, i;

	lk->place[fn] = (int32_t)at;
	for (i = 0; i < f->bf_ninsns; i++)
		dt_prog_emit(lk->prog, f->bf_insns[i]);
	for (i = 0; i < f->bf_nrels; i++) {
		const dt_bpfrel_t *r = &f->bf_rels[i];

		if (r->br_kind == DT_BPFREL_CALL ||
		    r->br_kind == DT_BPFREL_FUNC)
			dt_link_want(lk, r->br_func);
		else
			dt_prog_reloc(lk->prog, DT_RELOC_MAP_FD,
			    at + r->br_insn, dt_link_intern(r->br_name), 0);
	}
}

static void
dt_link_patch(dt_prog_t *prog, uint32_t call, int32_t target)
{
	struct bpf_insn *in = &prog->dp_insns[call];

	in->src_reg = BPF_PSEUDO_CALL;
	in->imm = target - (int32_t)call - 1;
}

/* a ld_imm64 of a function's address: relative, as a call's */
static void
dt_link_patch_func(dt_prog_t *prog, uint32_t at, int32_t target)
{
	struct bpf_insn *in = &prog->dp_insns[at];

	in[0].src_reg = BPF_PSEUDO_FUNC;
	in[0].imm = target - (int32_t)at - 1;
	in[1].imm = 0;
}

/* set the imm of every call: the program's, then the appended code's */
static void
dt_link_patch_all(dt_linker_t *lk, uint32_t nrelocs)
{
	dt_prog_t *prog = lk->prog;
	uint32_t i, j;

	for (i = 0; i < nrelocs; i++) {
		const dt_reloc_t *r = &prog->dp_relocs[i];

		if (r->dr_kind == DT_RELOC_CALL)
			dt_link_patch(prog, r->dr_insn, lk->place[
			    dt_bpflib_lookup(lk->lib, r->dr_name)]);
	}
	for (i = 0; i < lk->nqueue; i++) {
		uint32_t fn = lk->queue[i];
		const dt_bpffunc_t *f = dt_bpflib_func(lk->lib, fn);

		for (j = 0; j < f->bf_nrels; j++) {
			const dt_bpfrel_t *r = &f->bf_rels[j];

			if (r->br_kind == DT_BPFREL_CALL)
				dt_link_patch(prog, (uint32_t)lk->place[fn] +
				    r->br_insn, lk->place[r->br_func]);
			else if (r->br_kind == DT_BPFREL_FUNC)
				dt_link_patch_func(prog, (uint32_t)lk->place[
				    fn] + r->br_insn, lk->place[r->br_func]);
		}
	}
}

int
dt_link(dt_prog_t *prog, const dt_bpflib_t *lib, char *err, size_t errlen)
{
	uint32_t n = dt_bpflib_nfuncs(lib), nrelocs = prog->dp_nrelocs, i;
	dt_linker_t lk;
	int rc = -1;

	memset(&lk, 0, sizeof(lk));
	lk.prog = prog;
	lk.lib = lib;
	lk.place = malloc((n + 1) * sizeof(int32_t));
	lk.queue = malloc((n + 1) * sizeof(uint32_t));
	if (lk.place == NULL || lk.queue == NULL) {
		dt_link_error(err, errlen, "out of memory");
		goto out;
	}
	for (i = 0; i < n; i++)
		lk.place[i] = -1;
	if (dt_link_check(&lk, err, errlen) != 0)
		goto out;
	/* the queue grows while we walk it: that is the closure */
	for (i = 0; i < lk.nqueue; i++)
		dt_link_append(&lk, lk.queue[i]);
	dt_link_patch_all(&lk, nrelocs);
	rc = 0;
out:
	free(lk.place);
	free(lk.queue);
	return rc;
}

static int
dt_link_map(dt_prog_t *prog, const dt_reloc_t *r,
    int (*resolve)(void *, const char *), void *arg, char *err,
    size_t errlen)
{
	const char *name = r->dr_name ? r->dr_name : "(null)";
	struct bpf_insn *in;
	int fd;

	if (r->dr_insn + 1 >= prog->dp_ninsns ||
	    prog->dp_insns[r->dr_insn].code != (BPF_LD | BPF_IMM | BPF_DW))
		return dt_link_error(err, errlen, "reference to map '%s' at "
		    "instruction %u is not on a ld_imm64", name, r->dr_insn);
	fd = r->dr_name ? resolve(arg, r->dr_name) : -1;
	if (fd < 0)
		return dt_link_error(err, errlen, "unknown map '%s'", name);
	in = &prog->dp_insns[r->dr_insn];
	if (r->dr_kind == DT_RELOC_MAP_FD) {
		in[0].src_reg = BPF_PSEUDO_MAP_FD;
		in[1].imm = 0;
	} else {
		in[0].src_reg = BPF_PSEUDO_MAP_VALUE;
		in[1].imm = r->dr_off;
	}
	in[0].imm = fd;
	return 0;
}

int
dt_link_maps(dt_prog_t *prog, int (*resolve)(void *arg, const char *name),
    void *arg, char *err, size_t errlen)
{
	uint32_t i;

	for (i = 0; i < prog->dp_nrelocs; i++) {
		const dt_reloc_t *r = &prog->dp_relocs[i];

		if ((r->dr_kind == DT_RELOC_MAP_FD ||
		    r->dr_kind == DT_RELOC_MAP_VALUE) &&
		    dt_link_map(prog, r, resolve, arg, err, errlen) != 0)
			return -1;
	}
	return 0;
}
