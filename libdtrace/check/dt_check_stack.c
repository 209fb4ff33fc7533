/*
 * dt_check_stack.c -- the checker's rules for stack(), ustack() and the
 * address functions, as DTrace declares them:
 *
 *	stack stack([uint32_t frames])
 *	stack ustack([uint32_t frames, [uint32_t strsize]])
 *	stack jstack([uint32_t frames, [uint32_t strsize]])
 *	_symaddr sym(uintptr_t), func(uintptr_t), mod(uintptr_t)
 *	_usymaddr usym(uintptr_t), ufunc(uintptr_t), umod(uintptr_t),
 *	    uaddr(uintptr_t)
 *
 * The number of frames is a positive integer constant; without it,
 * stack() takes the stackframes option (20 by default), ustack() the
 * ustackframes option (100) and jstack() jstackframes (50).  jstack() is
 * ustack(): DTrace's asks the runtime's ustack helper to name its frames,
 * ours has every ustack() name JIT frames from the perf map
 * (dt_perfmap.c).  Either is at most maxframes when that is
 * set, and at most 127, the kernel's perf_event_max_stack default, past
 * which bpf_get_stack() returns nothing more.  ustack()'s string size is
 * for the ustack helpers of other systems' JIT runtimes, which Linux does
 * not have: it is checked, and nothing is recorded for it.
 *
 * The value's type (kind DT_TK_STACK, see dt_stack.h) carries what the
 * record holds, so that the code generator, the record's layout and the
 * consumer all read it from one place.
 *
 * ustack() has two forms.  The plain one holds frame addresses: from
 * the kernel's frame-pointer walk, which loses the callers of any
 * function built without frame pointers (-fomit-frame-pointer, the
 * default of -O2 on x86-64), or, under auto and dwarf where the kernel
 * has what it needs (dt_kuw_usable), unwound in the kernel from CFI rows
 * the consumer compiles from .eh_frame (dt_cg_stack.c, dt_kunwind.c),
 * which lose nothing once the process's objects are compiled.  The DWARF
 * form holds the user registers and a copy of the
 * user stack as well, which the consumer unwinds with the objects' CFI
 * (.eh_frame, .debug_frame; dt_ustack_dwarf.c).  The ustackmode option
 * (ours; DTrace has none) picks:
 *
 *	fp	the plain form everywhere
 *	dwarf	the DWARF form for every ustack() record
 *	auto	(the default) the plain form, unwound in the kernel, where
 *		the kernel can; where it cannot, the DWARF form in the
 *		records of clauses with
 *		a pid provider description ("pid1234:...", "pid$target:..."),
 *		a description that matches usdt probes when the script is
 *		compiled, or, when a -c or -p target's executable has no
 *		frame pointers, any other (kernel probes); the code
 *		generator then copies the stack for a probe whose object
 *		has no frame pointers, or in a kernel probe for a thread of
 *		such a target, and walks the frame pointers for the others
 *		(dt_cg_stack.c); a ustack() whose copy would
 *		not fit in the record (maxrecsize) with what comes before
 *		it stays plain, so that a clause auto accepts is one fp
 *		accepts
 *
 * ustackdwarfsize is the size of the copy, 8 KiB by default, rounded
 * down to a multiple of 128 bytes (it is read in 16 pieces).  A stack
 * deeper than the copy ends where the copy does.  An aggregation key
 * keeps the plain form: a key must be equal bytes for equal stacks, and a
 * stack copy never is (the consumer cannot unwind before keying: the key
 * is made in the kernel), which unwinds it from the CFI rows where it
 * can.  The DWARF form and the rows are for x86-64 only; elsewhere
 * ustack() is always plain, by frame pointers.
 */
#include <string.h>

#include "dt_impl.h"
#include "check/dt_check.h"
#include "check/dt_stack.h"
#include "base/dt_kfeat.h"

#define DT_STACK_MAXFRAMES	127
#define DT_STACK_FRAMES		20	/* stackframes' default */
#define DT_USTACK_FRAMES	100	/* ustackframes' default */
#define DT_JSTACK_FRAMES	50	/* jstackframes' default */
#define DT_USTACK_DWSIZE	8192	/* ustackdwarfsize's default */
#define DT_USTACK_DWUNIT	128	/* 16 pieces of 8-byte words */

static const struct {
	const char *name;
	int kind;
} dt_stackfns[] = {
	{ "stack", DT_STK_STACK }, { "ustack", DT_STK_USTACK },
	{ "jstack", DT_STK_USTACK },
	{ "sym", DT_STK_SYM }, { "func", DT_STK_SYM }, { "mod", DT_STK_MOD },
	{ "usym", DT_STK_USYM }, { "ufunc", DT_STK_USYM },
	{ "umod", DT_STK_UMOD }, { "uaddr", DT_STK_UADDR },
};

static int
dt_stackfn_kind(const char *name)
{
	for (size_t i = 0; i < sizeof(dt_stackfns) / sizeof(dt_stackfns[0]);
	    i++)
		if (strcmp(dt_stackfns[i].name, name) == 0)
			return dt_stackfns[i].kind;
	return 0;
}

bool
dt_chk_is_stackfn(const char *name)
{
	return dt_stackfn_kind(name) != 0;
}

int
dt_stack_kind(const dt_type_t *t)
{
	return t != NULL && t->dt_kind == DT_TK_STACK ? t->dt_stack : 0;
}

uint32_t
dt_stack_frames(const dt_type_t *t)
{
	return dt_stack_kind(t) ? (uint32_t)t->dt_nelems : 0;
}

uint32_t
dt_stack_dwarfsize(const dt_type_t *t)
{
	uint32_t plain = 8 + 8 * (uint32_t)t->dt_nelems;

	if (dt_stack_kind(t) != DT_STK_USTACK || t->dt_size <= plain)
		return 0;
	return (uint32_t)t->dt_size - plain - DT_UDW_STACK;
}

/* The type of a value of function kind with n frames. */
static dt_type_t *
dt_stack_type(dtrace_hdl_t *dtp, int kind, uint32_t n)
{
	dt_type_t *t = dt_arena_alloc(dtp->dt_arena, sizeof(*t));

	t->dt_kind = DT_TK_STACK;
	t->dt_stack = kind;
	t->dt_nelems = n;
	t->dt_align = 8;
	switch (kind) {
	case DT_STK_STACK:
		t->dt_name = "stack";
		t->dt_size = 8 * (size_t)n;
		break;
	case DT_STK_USTACK:
		t->dt_name = "stack";
		t->dt_size = 8 + 8 * (size_t)n;
		break;
	case DT_STK_SYM: case DT_STK_MOD:
		t->dt_name = "_symaddr";
		t->dt_size = 8;
		break;
	default:
		t->dt_name = "_usymaddr";
		t->dt_size = 16;
		break;
	}
	return t;
}

/* ustack type t in DWARF form: t's addresses, then the DWARF part */
static dt_type_t *
dt_stack_dwarftype(dtrace_hdl_t *dtp, dt_type_t *t)
{
	uint64_t size = dtp->dt_opts.ustackdwarfsize ?
	    dtp->dt_opts.ustackdwarfsize : DT_USTACK_DWSIZE;

	size -= size % DT_USTACK_DWUNIT;
	if (size == 0)
		size = DT_USTACK_DWUNIT;
	if (size > UINT32_MAX / 2)	/* past any maxrecsize */
		size = UINT32_MAX / 2;
	t->dt_size += DT_UDW_STACK + size;
	return t;
}

/* Does a description name the pid provider ("pid123:m:f:n", "pid*:...")? */
static bool
dt_chk_desc_pid(const char *desc)
{
	const char *c = desc;
	int colons = 0;

	for (; *c != '\0'; c++)
		colons += *c == ':';
	return colons == 3 && strncmp(desc, "pid", 3) == 0;
}

#if defined(__x86_64__)
static int
dt_chk_probe_user(dtrace_hdl_t *dtp, dt_probe_t *pr, void *arg)
{
	(void)dtp;
	if (pr->pr_ops->po_uobject != NULL)
		*(bool *)arg = true;
	return 0;
}

/*
 * Does a description match probes in user objects (usdt) now?  Probes of
 * processes that start later (a provider glob) are not known yet: their
 * clauses walk frame pointers unless they name the pid provider.
 */
static bool
dt_chk_desc_user(dtrace_hdl_t *dtp, const char *desc)
{
	bool user = false;

	if (dt_probe_iter(dtp, desc, 3, dt_chk_probe_user, &user) < 0)
		return false;
	return user;
}

static bool
dt_chk_ustack_auto(dt_chk_t *ck)
{
	dtrace_hdl_t *dtp = ck->ck_dtp;
	pid_t nofp[1];

	if (ck->ck_clause == NULL)
		return false;
	for (dt_node_t *pd = ck->ck_clause->cl_node->dn_list; pd != NULL;
	    pd = pd->dn_next)
		if (dt_chk_desc_pid(pd->dn_str) ||
		    dt_chk_desc_user(dtp, pd->dn_str))
			return true;
	return dt_proc_nofp_targets(dtp, nofp, 1) > 0;	/* dt_proc.c */
}
#endif

/* Whether ustack() records in this clause take the DWARF form. */
static bool
dt_chk_ustack_dwarf(dt_chk_t *ck)
{
#if defined(__x86_64__)
	switch (ck->ck_dtp->dt_opts.ustackmode) {
	case DT_USTACK_DWARF:
		return true;
	case DT_USTACK_AUTO:	/* the kernel unwinds plain ones itself */
		return !dt_kuw_usable(ck->ck_dtp) && dt_chk_ustack_auto(ck);
	default:
		return false;
	}
#else
	(void)ck;
	return false;
#endif
}

static int
dt_chk_stack_badarg(dt_chk_t *ck, dt_node_t *n, int argno, const char *proto,
    const dt_node_t *a)
{
	return CK_ERR(ck, n, "D_PROTO_ARG", "%s( ) argument #%d is "
	    "incompatible with prototype:\n\tprototype: %s\n\t argument: %s",
	    n->dn_str, argno, proto, a->dn_ctype->dt_name);
}

/* A frames or strsize argument: an integer constant, > 0 if frames. */
static int
dt_chk_stack_const(dt_chk_t *ck, dt_node_t *n, dt_node_t *a, int argno,
    const char *tag, bool frames, uint64_t *v)
{
	if (dt_chk_expr(ck, a) != 0)
		return -1;
	if (!dt_type_is_integer(a->dn_ctype))
		return dt_chk_stack_badarg(ck, n, argno, "uint32_t", a);
	if (!(a->dn_flags & DT_NF_CONST) || (int64_t)a->dn_int < 0 ||
	    (frames && a->dn_int == 0))
		return CK_ERR(ck, n, tag, "%s( ) argument #%d must be a %s"
		    "positive integer constant", n->dn_str, argno,
		    frames ? "non-zero " : "");
	*v = a->dn_int;
	return 0;
}

/* stack([frames]) and ustack([frames[, strsize]]) */
static int
dt_chk_stack_frames(dt_chk_t *ck, dt_node_t *n, int kind, uint32_t *np)
{
	dt_opts_t *o = &ck->ck_dtp->dt_opts;
	bool user = kind == DT_STK_USTACK;
	bool java = strcmp(n->dn_str, "jstack") == 0;
	uint64_t frames = java ? o->jstackframes : user ? o->ustackframes :
	    o->stackframes, strsize;
	uint64_t max = o->maxframes && o->maxframes < DT_STACK_MAXFRAMES ?
	    o->maxframes : DT_STACK_MAXFRAMES;
	dt_node_t *a = n->dn_args;

	if (dt_chk_nargs(ck, n, 0, user ? 2 : 1) < 0)
		return -1;
	if (frames == 0)
		frames = java ? DT_JSTACK_FRAMES : user ? DT_USTACK_FRAMES :
		    DT_STACK_FRAMES;
	if (a != NULL && dt_chk_stack_const(ck, n, a, 1, user ?
	    "D_USTACK_FRAMES" : "D_STACK_SIZE", true, &frames) != 0)
		return -1;
	if (a != NULL && a->dn_next != NULL && dt_chk_stack_const(ck, n,
	    a->dn_next, 2, "D_USTACK_STRSIZE", false, &strsize) != 0)
		return -1;
	*np = (uint32_t)(frames < max ? frames : max);
	return 0;
}

int
dt_chk_stackfn(dt_chk_t *ck, dt_node_t *n)
{
	int kind = dt_stackfn_kind(n->dn_str);
	uint32_t frames = 0;
	dt_node_t *a = n->dn_args;

	if (kind == DT_STK_STACK || kind == DT_STK_USTACK) {
		if (dt_chk_stack_frames(ck, n, kind, &frames) != 0)
			return -1;
	} else {
		if (dt_chk_nargs(ck, n, 1, 1) < 0 ||
		    dt_chk_expr(ck, a) != 0)
			return -1;
		if (!dt_type_is_integer(a->dn_ctype) &&
		    !dt_type_is_pointer(a->dn_ctype))
			return dt_chk_stack_badarg(ck, n, 1, "uintptr_t", a);
	}
	n->dn_ctype = dt_stack_type(ck->ck_dtp, kind, frames);
	if (kind == DT_STK_STACK && ck->ck_clause != NULL)
		ck->ck_clause->cl_kstack = true;	/* dt_prov_syscall.c */
	if (kind == DT_STK_USTACK && dt_chk_ustack_dwarf(ck)) {
		dt_type_t *dw = dt_stack_dwarftype(ck->ck_dtp,
		    dt_stack_type(ck->ck_dtp, kind, frames));

		if (ck->ck_dtp->dt_opts.ustackmode == DT_USTACK_DWARF ||
		    ck->ck_recoff + dw->dt_size <= ck->ck_dtp->dt_opts.maxrecsize)
			n->dn_ctype = dw;
	}
	return 0;
}

dt_type_t *
dt_chk_stack_keytype(dtrace_hdl_t *dtp, dt_type_t *t)
{
	if (dt_stack_dwarfsize(t) == 0)
		return t;
	return dt_stack_type(dtp, DT_STK_USTACK, (uint32_t)t->dt_nelems);
}

/*
 * A stack key records as many frames as its first use said: a later use
 * must record the same (stack(5) where stack(20) was used is refused),
 * and a stack or address where the first had something else.
 */
int
dt_chk_stack_keys(dt_chk_t *ck, dt_node_t *at, const dt_aggvar_t *ag)
{
	dt_node_t *k = at->dn_args;

	for (int i = 0; k != NULL; k = k->dn_next, i++) {
		const dt_type_t *was = ag->ag_keytypes[i], *t = k->dn_ctype;

		if (!dt_stack_kind(was) && !dt_stack_kind(t))
			continue;
		if (dt_stack_kind(was) != dt_stack_kind(t) ||
		    was->dt_size != t->dt_size)
			return CK_ERR(ck, k, "D_AGG_KEY", "@%s: aggregation key "
			    "#%d is incompatible with its first use:\n"
			    "\tfirst use: %s of %u bytes\n\t      here: %s "
			    "of %u bytes", ag->ag_name, i + 1, was->dt_name,
			    (unsigned)was->dt_size, t->dt_name,
			    (unsigned)t->dt_size);
	}
	return 0;
}
