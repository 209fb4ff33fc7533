/*
 * dt_check_act.c -- the checker's rules for the destructive actions, as
 * the Dynamic Tracing Guide defines them, and for ftruncate().
 *
 * A destructive action changes the traced system rather than observing
 * it.  DTrace's prototypes:
 *
 *	void system(string constant, ...)	run a command (the consumer)
 *	void freopen(string constant, ...)	send the output to a file;
 *						freopen("") sends it back
 *	void raise(int)				signal the current process
 *	void stop(void)				stop the current process
 *	void copyout(void *, uintptr_t, size_t)	write into the process
 *	void copyoutstr(char *, uintptr_t, size_t)
 *	void chill(int), panic(void), breakpoint(void)
 *						kernel destructive actions
 *
 * A program with any of them is refused when tracing starts unless
 * destructive actions are allowed (-w, -x destructive, #pragma D option
 * destructive): the checker only marks the program (dt_destructive), as
 * DTrace marks its BPF programs, and dtrace_go() refuses it with
 * DTrace's "Destructive actions not allowed".  The mark holds for every
 * clause, even one that matches no probe under -Z.
 *
 * DTrace on Linux does not implement chill(), panic() and breakpoint():
 * they are refused at compile time with its message ("chill() is not
 * implemented (yet)", tag D_UNKNOWN), after their prototype is checked
 * and after the rule that no destructive action follows speculate().
 * ftruncate() is a library action in DTrace, not a destructive one.
 *
 * system() and freopen() format as printf() does (dt_check.c): the format
 * is kept with the action, the values go in the record.  Inside DTrace,
 * freopen("") is a format of "." (which therefore cannot be given
 * itself); here it is checked the same way and the action is marked as
 * the restore (act_restore).
 */
#include <string.h>

#include "dt_impl.h"
#include "check/dt_check.h"

/* What an argument must be. */
enum {
	DT_DA_INT = 1,		/* an integer (int, size_t) */
	DT_DA_ADDR,		/* an integer or a pointer (uintptr_t) */
	DT_DA_BUF,		/* a pointer or a string (void *) */
	DT_DA_STR		/* a string or a char pointer (char *) */
};

typedef struct dt_destr {
	const char *dd_name;
	int dd_kind;			/* DT_ACT_*; 0: not implemented */
	bool dd_destructive;
	int dd_nargs;			/* -1: a format and its values */
	int dd_args[3];			/* DT_DA_* */
	const char *dd_proto[3];	/* as DTrace names them */
} dt_destr_t;

static const dt_destr_t dt_destrs[] = {
	{ "system", DT_ACT_SYSTEM, true, -1, { 0 }, { NULL } },
	{ "freopen", DT_ACT_FREOPEN, true, -1, { 0 }, { NULL } },
	{ "ftruncate", DT_ACT_FTRUNCATE, false, 0, { 0 }, { NULL } },
	{ "raise", DT_ACT_RAISE, true, 1, { DT_DA_INT }, { "int" } },
	{ "stop", DT_ACT_STOP, true, 0, { 0 }, { NULL } },
	{ "copyout", DT_ACT_COPYOUT, true, 3,
	    { DT_DA_BUF, DT_DA_ADDR, DT_DA_INT },
	    { "void *", "uintptr_t", "size_t" } },
	{ "copyoutstr", DT_ACT_COPYOUTSTR, true, 3,
	    { DT_DA_STR, DT_DA_ADDR, DT_DA_INT },
	    { "char *", "uintptr_t", "size_t" } },
	{ "chill", 0, true, 1, { DT_DA_INT }, { "int" } },
	{ "panic", 0, true, 0, { 0 }, { NULL } },
	{ "breakpoint", 0, true, 0, { 0 }, { NULL } },
};

static const dt_destr_t *
dt_chk_destr_lookup(const char *name)
{
	for (size_t i = 0; i < sizeof(dt_destrs) / sizeof(dt_destrs[0]); i++)
		if (strcmp(dt_destrs[i].dd_name, name) == 0)
			return &dt_destrs[i];
	return NULL;
}

bool
dt_chk_is_destr(const char *name)
{
	return dt_chk_destr_lookup(name) != NULL;
}

static bool
dt_chk_destr_argok(const dt_type_t *t, int k)
{
	switch (k) {
	case DT_DA_INT:
		return dt_type_is_integer(t);
	case DT_DA_ADDR:
		return dt_type_is_integer(t) || dt_type_is_pointer(t);
	case DT_DA_BUF:
		return dt_type_is_pointer(t) || dt_type_is_string(t);
	default:		/* DT_DA_STR */
		return dt_type_is_string(t) ||
		    (dt_type_is_pointer(t) && t->dt_ref->dt_char);
	}
}

/* The arguments of an action with a fixed prototype. */
static int
dt_chk_destr_args(dt_chk_t *ck, dt_node_t *n, const dt_destr_t *dd)
{
	dt_node_t *a;
	int i;

	if (dt_chk_nargs(ck, n, dd->dd_nargs, dd->dd_nargs) < 0)
		return -1;
	for (a = n->dn_args, i = 0; a != NULL; a = a->dn_next, i++) {
		if (dt_chk_expr(ck, a) != 0)
			return -1;
		if (!dt_chk_destr_argok(a->dn_ctype, dd->dd_args[i]))
			return CK_ERR(ck, n, "D_PROTO_ARG", "%s( ) argument "
			    "#%d is incompatible with prototype:\n"
			    "\tprototype: %s\n\t argument: %s", dd->dd_name,
			    i + 1, dd->dd_proto[i], a->dn_ctype->dt_name);
	}
	return 0;
}

/* freopen(fmt, ...): "" is the restore, "." may not be given */
static int
dt_chk_freopen(dt_chk_t *ck, dt_node_t *n, dt_action_t *act)
{
	dt_node_t *fmt = n->dn_args;

	if (fmt != NULL && fmt->dn_kind == DT_N_STR) {
		if (strcmp(fmt->dn_str, ".") == 0)
			return CK_ERR(ck, n, "D_FREOPEN_INVALID", "freopen( ) "
			    "argument #1 cannot be \".\"");
		if (fmt->dn_strlen == 0) {
			act->act_restore = true;
			fmt->dn_str = ".";
			fmt->dn_strlen = 1;
		}
	}
	return dt_chk_printf(ck, n, act);
}

int
dt_chk_destr(dt_chk_t *ck, dt_node_t *n, dt_action_t *act)
{
	const dt_destr_t *dd = dt_chk_destr_lookup(n->dn_str);
	int rc;

	act->act_kind = dd->dd_kind;
	if (dd->dd_kind == DT_ACT_SYSTEM)
		rc = dt_chk_printf(ck, n, act);
	else if (dd->dd_kind == DT_ACT_FREOPEN)
		rc = dt_chk_freopen(ck, n, act);
	else
		rc = dt_chk_destr_args(ck, n, dd);
	if (rc != 0)
		return -1;
	if (dd->dd_destructive &&
	    dt_chk_spec_destructive(ck, n) != 0) {	/* dt_check_spec.c */
		/* system()'s and freopen()'s format is compiled by now, and
		   the action is never linked in, where it would be freed */
		dt_printf_destroy(act->act_pf);
		act->act_pf = NULL;
		return -1;
	}
	if (dd->dd_kind == 0)
		return CK_ERR(ck, n, "D_UNKNOWN", "%s() is not implemented "
		    "(yet)", dd->dd_name);
	if (dd->dd_destructive)
		ck->ck_dtp->dt_destructive = true;
	if (dd->dd_kind == DT_ACT_COPYOUT || dd->dd_kind == DT_ACT_COPYOUTSTR)
		ck->ck_dtp->dt_writes_user = true;
	return 0;
}
