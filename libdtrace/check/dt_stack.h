/*
 * dt_stack.h -- stacks and symbols: stack(), ustack(), and the address
 * functions sym(), func(), mod(), usym(), ufunc(), umod(), uaddr().
 *
 * Each of them records raw addresses in the kernel; the consumer turns
 * them into names when it prints them.  Their values have D types of kind
 * DT_TK_STACK (dt_type_t.dt_stack says which function, dt_size how many
 * bytes it records):
 *
 *	stack(n)	n kernel return addresses, 8 bytes each; 0 ends a
 *			shorter stack
 *	ustack(n)	the process id (tgid), then n user addresses;
 *			in DWARF form (dt_ustack_dwarf.c) then also a
 *			header, the user registers and a copy of the user
 *			stack, for the consumer to unwind
 *	sym() mod()	the kernel address (func() is sym())
 *	usym() umod()	the process id, then the user address (ufunc() is
 *	uaddr()		usym())
 *
 * Such a value may be an action of its own (stack();), the argument of
 * trace() and printf() (%k, %a, %A), or an aggregation key; it is not an
 * integer and takes part in no arithmetic.  Files:
 *
 *	dt_check_stack.c	prototypes and types (checker)
 *	dt_cg_stack.c		bpf_get_stack() into the record or key
 *	dt_ksym.c, dt_usym.c	kernel and user symbol lookups
 *	dt_ustack_dwarf.c	unwinding a ustack() copied in DWARF form
 *	dt_consume_stack.c	printing, as DTrace prints them
 */
#ifndef DT_STACK_H
#define DT_STACK_H

#include "dt_impl.h"

typedef struct dt_ksymtab dt_ksymtab_t;
typedef struct dt_usymtab dt_usymtab_t;

enum {
	DT_STK_STACK = 1, DT_STK_USTACK, DT_STK_SYM, DT_STK_MOD,
	DT_STK_USYM, DT_STK_UMOD, DT_STK_UADDR
};

/* which function made a value of type t (DT_STK_*), or 0 */
int dt_stack_kind(const dt_type_t *t);
/* the frames a stack type holds (0 for the address functions) */
uint32_t dt_stack_frames(const dt_type_t *t);

/*
 * A ustack() record in DWARF form, after the pid and the n addresses
 * (DT_UDW_* are byte offsets from the end of those):
 *
 *	u64 captured	1: registers and stack follow; 0: the addresses
 *			hold a frame-pointer walk, as in the plain form
 *	u64 copied	bytes of the stack copy that were read
 *	u64 regs[8]	rip, rsp, rbp, rbx, r12, r13, r14, r15
 *	u8  stack[S]	the user stack from rsp up (copied bytes of it)
 */
#define DT_UDW_CAPTURED	0
#define DT_UDW_COPIED	8
#define DT_UDW_REGS	16
#define DT_UDW_NREGS	8
#define DT_UDW_STACK	(DT_UDW_REGS + 8 * DT_UDW_NREGS)
enum { DT_UDW_RIP, DT_UDW_RSP, DT_UDW_RBP, DT_UDW_RBX, DT_UDW_R12,
	DT_UDW_R13, DT_UDW_R14, DT_UDW_R15 };

/* the bytes of stack a ustack type copies: 0 for the plain form */
uint32_t dt_stack_dwarfsize(const dt_type_t *t);
/* the byte offset of its DWARF part in the record */
static inline uint32_t
dt_stack_dwarfoff(const dt_type_t *t)
{
	return 8 + 8 * (uint32_t)t->dt_nelems;
}

/* dt_check_stack.c */
struct dt_chk;
bool dt_chk_is_stackfn(const char *name);
int dt_chk_stackfn(struct dt_chk *, dt_node_t *call);
/* a later use of an aggregation: its stack keys as the first's */
int dt_chk_stack_keys(struct dt_chk *, dt_node_t *at, const dt_aggvar_t *);
/* a key's type: a DWARF ustack as a plain one (keys hold addresses) */
dt_type_t *dt_chk_stack_keytype(dtrace_hdl_t *, dt_type_t *);

/* dt_cg_stack.c: the call's value in a slot (an address; 0 for stacks),
   then its record at dt_mem offset off */
struct dt_cg;
int dt_cg_stackfn(struct dt_cg *, dt_node_t *call);
void dt_cg_stack_store(struct dt_cg *, const dt_type_t *, uint32_t off,
    int slot);
/* r0 = caller, ucaller, stackdepth or ustackdepth (DT_BI_*) */
void dt_cg_stack_builtin(struct dt_cg *, int builtin);

/* the most frames stackdepth counts: the kernel's default
   perf_event_max_stack, the most bpf_get_stack() gives */
#define DT_STACKDEPTH_MAX	127

/* A symbol lookup: the module, and the function with the offset. */
typedef struct dt_symres {
	const char *sr_mod;
	const char *sr_name;
	uint64_t sr_off;
	uint64_t sr_modaddr;		/* the module's lowest address */
} dt_symres_t;

/* dt_ksym.c: 0 found a function, 1 only a module, -1 nothing */
int dt_ksym_lookup(dtrace_hdl_t *, uint64_t addr, dt_symres_t *);
void dt_ksym_free(dtrace_hdl_t *);

/* dt_usym.c: the same in process pid (names valid until dt_usym_free;
   0 with sr_mod NULL: code a JIT compiled, its name valid until the next
   lookup) */
int dt_usym_lookup(dtrace_hdl_t *, int pid, uint64_t addr, dt_symres_t *);
void dt_usym_prime(dtrace_hdl_t *, int pid);	/* read its maps now */
void dt_usym_free(dtrace_hdl_t *);
/* whether the program records user stacks or addresses */
bool dt_stack_user(const dtrace_hdl_t *);

/*
 * dt_ustack_dwarf.c: the frames of a DWARF-form record of process pid
 * (dw: its DWARF part, stacksize its copy's size) into pcs[max]; returns
 * how many, 0 if it could not be unwound.
 */
uint32_t dt_ustack_unwind(dtrace_hdl_t *, int pid, const char *dw,
    uint32_t stacksize, uint64_t *pcs, uint32_t max);
void dt_ustack_dwarf_free(dtrace_hdl_t *);
/* dt_usym.c: the modules of process pid, as read for its names (read
   again if they do not hold addr, as for a lookup), or NULL */
struct pid_modlist;
const struct pid_modlist *dt_usym_modlist(dtrace_hdl_t *, int pid,
    uint64_t addr);
/* the same read again now (the in-kernel unwinder's reload:
   dt_kunwind.c); the old list is kept if pid is gone */
const struct pid_modlist *dt_usym_reread(dtrace_hdl_t *, int pid);

/* dt_consume_stack.c */
void dt_stack_print(dtrace_hdl_t *, FILE *, const char *fmt,
    const dt_type_t *, const char *data);
/* the address a value of an address function names */
uint64_t dt_stack_addr(const dt_type_t *, const char *data);
void dt_stack_hooks(dtrace_hdl_t *, dt_pfhooks_t *);
/* a value as printf() takes it: a stack for %k, an address for %a/%A */
void dt_stack_pfval(dtrace_hdl_t *, const dt_type_t *, const char *data,
    dt_pfval_t *);
/*
 * Entries of a snapshot whose keys name the same function (sym, usym) or
 * module (mod, umod) from different addresses, made one, as DTrace's
 * consumer makes them: for printing only (the keys no longer match the
 * kernel's).
 */
struct dt_aggsnap;
void dt_stack_aggmerge(dtrace_hdl_t *, struct dt_aggsnap *);
/* aggregation keys' order: -1, 0, 1 */
int dt_stack_cmp(const dt_type_t *, const char *a, const char *b);

#endif
