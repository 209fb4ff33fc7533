/*
 * dt_consume_stack.c -- printing stacks and symbols as DTrace prints them.
 *
 * A stack (stack(), ustack(), %k) is a newline, then one line a frame,
 * each indented by the stackindent option (14 by default):
 *
 *
 *	              vmlinux`do_syscall_64+0x82
 *	              libc.so.6`__libc_start_call_main+0x7a
 *
 * A frame is "module`function+0xoffset", "module`function" at offset 0,
 * "module`0xaddress" in a module but no known function, "function+0xoffset"
 * in code a JIT compiled (named by its perf map, dt_perfmap.c), "0xaddress"
 * elsewhere (a process whose objects were never read, say).  The kernel's
 * core module is "vmlinux"; a user module is the basename of its file.
 * The stack ends at its first 0 address.
 *
 * The address functions print one name, as "  %-50s": sym() and func()
 * "module`function" (no offset), mod() and umod() the module, usym() and
 * ufunc() "module`function", uaddr() with the offset.  These are also the
 * formats of aggregation keys; printf()'s %a, %A and %k and printa()'s
 * keys go through the hooks of dt_printf.c (dt_stack_hooks).  With -x
 * json a stack is an array of its frames' strings (dt_stack_json).
 */
#include <string.h>

#include "dt_impl.h"
#include "consume/dt_json.h"
#include "check/dt_stack.h"

#define DT_STACK_INDENT	14	/* stackindent's default */

/*
 * Name addr (pid < 0: a kernel address) into buf; with offset false, a
 * function is named without its offset.  Returns what the lookup found
 * (dt_ksym_lookup).
 */
static int
dt_stack_name(dtrace_hdl_t *dtp, int pid, uint64_t addr, bool offset,
    char *buf, size_t len)
{
	dt_symres_t r;
	int rc = pid < 0 ? dt_ksym_lookup(dtp, addr, &r) :
	    dt_usym_lookup(dtp, pid, addr, &r);

	if (rc == 0 && offset && r.sr_off > 0)
		snprintf(buf, len, "%s%s%s+0x%llx", r.sr_mod ? r.sr_mod : "",
		    r.sr_mod ? "`" : "", r.sr_name,
		    (unsigned long long)r.sr_off);
	else if (rc == 0)
		snprintf(buf, len, "%s%s%s", r.sr_mod ? r.sr_mod : "",
		    r.sr_mod ? "`" : "", r.sr_name);
	else if (rc == 1)
		snprintf(buf, len, "%s`0x%llx", r.sr_mod,
		    (unsigned long long)addr);
	else
		snprintf(buf, len, "0x%llx", (unsigned long long)addr);
	return rc;
}

/* The frames of a stack: pid < 0 for the kernel's. */
static int
dt_stack_print_frames(dtrace_hdl_t *dtp, FILE *fp, const char *fmt,
    const char *data, uint32_t n, int pid)
{
	int indent = dtp->dt_opts.stackindent ?
	    (int)dtp->dt_opts.stackindent : DT_STACK_INDENT;
	char buf[1024];
	int len = 0;

	len += fprintf(fp, "\n");
	for (uint32_t i = 0; i < n; i++) {
		uint64_t pc;

		memcpy(&pc, data + 8 * i, 8);
		if (pc == 0)
			break;
		dt_stack_name(dtp, pid, pc, true, buf, sizeof(buf));
		len += fprintf(fp, "%*s", indent, "");
		len += fprintf(fp, fmt != NULL ? fmt : "%s", buf);
		len += fprintf(fp, "\n");
	}
	return len;
}

static uint64_t
dt_stack_word(const char *data, int i)
{
	uint64_t v;

	memcpy(&v, data + 8 * i, 8);
	return v;
}

/*
 * A ustack()'s pcs, into pcs[n]: its addresses, or in DWARF form with a
 * stack copy, the frames unwound from it (dt_ustack_dwarf.c); if nothing
 * could be unwound, the pc the probe fired at alone.
 */
static void
dt_stack_ustack_pcs(dtrace_hdl_t *dtp, const dt_type_t *t, const char *data,
    uint64_t *pcs, uint32_t n)
{
	const char *dw = data + dt_stack_dwarfoff(t);
	uint32_t size = dt_stack_dwarfsize(t);
	int pid = (int)dt_stack_word(data, 0);

	memset(pcs, 0, 8 * (size_t)n);
	if (size == 0 || dt_stack_word(dw, 0) == 0) {
		memcpy(pcs, data + 8, 8 * (size_t)n);
		return;
	}
	if (dt_ustack_unwind(dtp, pid, dw, size, pcs, n) == 0)
		memcpy(&pcs[0], dw + DT_UDW_REGS + 8 * DT_UDW_RIP, 8);
}

static int
dt_stack_print_ustack(dtrace_hdl_t *dtp, FILE *fp, const char *fmt,
    const dt_type_t *t, const char *data)
{
	uint32_t n = dt_stack_frames(t);
	uint64_t pcs[n + 1];

	dt_stack_ustack_pcs(dtp, t, data, pcs, n);
	return dt_stack_print_frames(dtp, fp, fmt, (const char *)pcs, n,
	    (int)dt_stack_word(data, 0));
}

uint64_t
dt_stack_addr(const dt_type_t *t, const char *data)
{
	int kind = dt_stack_kind(t);

	return dt_stack_word(data, kind == DT_STK_SYM || kind == DT_STK_MOD ?
	    0 : 1);
}

/* An address function's name of its value. */
static void
dt_stack_symstr(dtrace_hdl_t *dtp, int kind, const char *data, char *buf,
    size_t len)
{
	int pid = (int)dt_stack_word(data, 0);
	uint64_t addr = dt_stack_word(data, 1);
	dt_symres_t r;
	int rc;

	switch (kind) {
	case DT_STK_SYM:
		dt_stack_name(dtp, -1, dt_stack_word(data, 0), false, buf, len);
		return;
	case DT_STK_USYM:
		dt_stack_name(dtp, pid, addr, false, buf, len);
		return;
	case DT_STK_UADDR:
		dt_stack_name(dtp, pid, addr, true, buf, len);
		return;
	case DT_STK_MOD:
		addr = dt_stack_word(data, 0);
		rc = dt_ksym_lookup(dtp, addr, &r);
		break;
	default:		/* DT_STK_UMOD */
		rc = dt_usym_lookup(dtp, pid, addr, &r);
		break;
	}
	if (rc >= 0 && r.sr_mod != NULL)
		snprintf(buf, len, "%s", r.sr_mod);
	else
		snprintf(buf, len, "0x%llx", (unsigned long long)addr);
}

static int
dt_stack_print_fmt(dtrace_hdl_t *dtp, FILE *fp, const char *fmt,
    const dt_type_t *t, const char *data)
{
	int kind = dt_stack_kind(t);
	char buf[1024];

	if (kind == DT_STK_STACK)
		return dt_stack_print_frames(dtp, fp, fmt, data,
		    dt_stack_frames(t), -1);
	if (kind == DT_STK_USTACK)
		return dt_stack_print_ustack(dtp, fp, fmt, t, data);
	dt_stack_symstr(dtp, kind, data, buf, sizeof(buf));
	return fprintf(fp, fmt != NULL ? fmt : "  %-50s", buf);
}

void
dt_stack_print(dtrace_hdl_t *dtp, FILE *fp, const char *fmt,
    const dt_type_t *t, const char *data)
{
	(void)dt_stack_print_fmt(dtp, fp, fmt, t, data);
}

/* -x json: the frames as an array of strings, a name as a string */
static void
dt_stack_json_frames(dtrace_hdl_t *dtp, FILE *fp, const char *data,
    uint32_t n, int pid)
{
	char buf[1024];

	fputc('[', fp);
	for (uint32_t i = 0; i < n; i++) {
		uint64_t pc = dt_stack_word(data, (int)i);

		if (pc == 0)
			break;
		dt_stack_name(dtp, pid, pc, true, buf, sizeof(buf));
		if (i > 0)
			fputc(',', fp);
		dt_json_str(fp, buf, sizeof(buf));
	}
	fputc(']', fp);
}

void
dt_stack_json(dtrace_hdl_t *dtp, FILE *fp, const dt_type_t *t,
    const char *data)
{
	int kind = dt_stack_kind(t);
	char buf[1024];

	if (kind == DT_STK_STACK) {
		dt_stack_json_frames(dtp, fp, data, dt_stack_frames(t), -1);
	} else if (kind == DT_STK_USTACK) {
		uint32_t n = dt_stack_frames(t);
		uint64_t pcs[n + 1];

		dt_stack_ustack_pcs(dtp, t, data, pcs, n);
		dt_stack_json_frames(dtp, fp, (const char *)pcs, n,
		    (int)dt_stack_word(data, 0));
	} else {
		dt_stack_symstr(dtp, kind, data, buf, sizeof(buf));
		dt_json_str(fp, buf, sizeof(buf));
	}
}

/*
 * usym() and sym() name a function without its offset, in printf() too:
 * %A and %a of them print the function's start, as DTrace's do.
 */
void
dt_stack_pfval(dtrace_hdl_t *dtp, const dt_type_t *t, const char *data,
    dt_pfval_t *pv)
{
	int kind = dt_stack_kind(t);
	dt_symres_t r;

	memset(pv, 0, sizeof(*pv));
	if (kind == DT_STK_STACK || kind == DT_STK_USTACK) {
		pv->kind = DT_PFK_STACK;
		pv->size = t->dt_size;
		pv->s = data;
		pv->stack = t;
		return;
	}
	pv->kind = DT_PFK_INT;
	pv->size = 8;
	pv->v.u = dt_stack_addr(t, data);
	if (kind != DT_STK_SYM && kind != DT_STK_MOD)
		pv->pid = (int)dt_stack_word(data, 0);
	if ((kind == DT_STK_SYM && dt_ksym_lookup(dtp, pv->v.u, &r) == 0) ||
	    (kind == DT_STK_USYM && dt_usym_lookup(dtp, pv->pid, pv->v.u,
	    &r) == 0))
		pv->v.u -= r.sr_off;
}

/* Word by word, as unsigned numbers. */
int
dt_stack_cmp(const dt_type_t *t, const char *a, const char *b)
{
	for (size_t i = 0; i < t->dt_size / 8; i++) {
		uint64_t x = dt_stack_word(a, (int)i);
		uint64_t y = dt_stack_word(b, (int)i);

		if (x != y)
			return x < y ? -1 : 1;
	}
	return 0;
}

static bool
dt_stack_is_user(const dt_type_t *t)
{
	int kind = dt_stack_kind(t);

	return kind != 0 && kind != DT_STK_STACK && kind != DT_STK_SYM &&
	    kind != DT_STK_MOD;
}

bool
dt_stack_user(const dtrace_hdl_t *dtp)
{
	for (const dt_aggvar_t *ag = dtp->dt_aggs; ag != NULL;
	    ag = ag->ag_next)
		for (int i = 0; i < ag->ag_nkeys; i++)
			if (dt_stack_is_user(ag->ag_keytypes[i]))
				return true;
	for (int c = 0; c < dtp->dt_nclauses; c++)
		for (const dt_action_t *a = dtp->dt_clauses[c]->cl_actions;
		    a != NULL; a = a->act_next)
			for (int i = 0; i < a->act_nvals; i++)
				if (dt_stack_is_user(a->act_vals[i].rv_type))
					return true;
	return false;
}

/* ---- printf()'s hooks -------------------------------------------------- */

static int
dt_stack_hook_kaddr(void *arg, uint64_t addr, char *buf, size_t len)
{
	dt_stack_name(arg, -1, addr, true, buf, len);
	return 0;
}

static int
dt_stack_hook_uaddr(void *arg, int pid, uint64_t addr, char *buf,
    size_t len)
{
	dt_stack_name(arg, pid > 0 ? pid : 0, addr, true, buf, len);
	return 0;
}

static int
dt_stack_hook_stack(void *arg, FILE *fp, const char *fmt,
    const dt_pfval_t *v)
{
	return dt_stack_print_fmt(arg, fp, fmt, v->stack, v->s);
}

void
dt_stack_hooks(dtrace_hdl_t *dtp, dt_pfhooks_t *h)
{
	memset(h, 0, sizeof(*h));
	h->kaddr_sym = dt_stack_hook_kaddr;
	h->uaddr_sym = dt_stack_hook_uaddr;
	h->stack_print = dt_stack_hook_stack;
	h->arg = dtp;
	h->pid = (int)dtp->dt_target;
}
