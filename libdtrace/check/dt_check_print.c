/*
 * dt_check_print.c -- the checker's side of the actions that record data
 * by value for dt_print.c to print: trace() of any type, tracemem() and
 * print().
 *
 *	trace(expr)		a scalar records 8 bytes, a string strsize
 *				and its NUL;
 *				a struct, union or array records its bytes
 *				(its size, rounded up to 8 in the record)
 *	tracemem(addr, size)	size bytes from addr: size a positive
 *				integer constant
 *	tracemem(addr, size, dsize)
 *				the same, printing only the first dsize
 *				bytes (dsize evaluated when the probe fires;
 *				a negative one prints them all)
 *	print(ptr)		the pointer, then the bytes it points to:
 *				the pointee's size (at most maxrecsize;
 *				printsize cuts them when printed)
 *	pcap(skb, proto)	a packet, as Oracle's DTrace records it:
 *				the bytes captured (the skb's linear data,
 *				at most pcapsize), the packet's length, the
 *				protocol (PCAP_*, pcap.d: the capture's
 *				link type), then pcapsize bytes of data
 *
 * The messages are DTrace's (Oracle's dt_cg.c and dt_open.c prototypes:
 * tracemem is "void(@, size_t, [size_t])", print "void(void *)", pcap
 * "void(void *, int)").
 */
#include <string.h>

#include "check/dt_check.h"
#include "check/dt_stack.h"

/* Lay out rv: n bytes (by reference: a struct, an array, bytes). */
static void
dt_chk_recbytes(dt_chk_t *ck, dt_recval_t *rv, dt_type_t *t, uint32_t n)
{
	rv->rv_off = ck->ck_recoff;
	rv->rv_size = n;
	rv->rv_type = t;
	ck->ck_recoff = (ck->ck_recoff + n + 7) & ~7u;
}

static dt_recval_t *
dt_chk_recvals(dt_chk_t *ck, int n)
{
	return dt_arena_alloc(ck->ck_dtp->dt_arena, n * sizeof(dt_recval_t));
}

static bool
dt_chk_is_byref(const dt_type_t *t)
{
	return t->dt_kind == DT_TK_STRUCT || t->dt_kind == DT_TK_UNION ||
	    t->dt_kind == DT_TK_ARRAY;
}

/* trace(expr) once expr is checked: what it records */
int
dt_chk_trace_val(dt_chk_t *ck, dt_node_t *n, dt_action_t *act)
{
	dt_node_t *a = n->dn_args;
	dt_type_t *t = a->dn_ctype;

	if (t->dt_kind == DT_TK_DYN)		/* trace(@a) */
		return CK_ERR(ck, a, "D_TRACE_DYN", "trace( ) may not be "
		    "applied to a dynamic expression");
	if (dt_chk_is_byref(t)) {
		if (t->dt_size == 0 || t->dt_size > ck->ck_dtp->dt_opts.maxrecsize)
			return CK_ERR(ck, a, "D_TRACE_DYN", "trace( ) may not "
			    "be applied to a dynamic expression");
		if (!(a->dn_flags & DT_NF_LVALUE))
			return CK_ERR(ck, n, "D_UNSUPPORTED", "trace( ) of a "
			    "%s value that is not in memory is not supported "
			    "yet", t->dt_name);
		act->act_vals = dt_chk_recvals(ck, 1);
		dt_chk_recbytes(ck, act->act_vals, t, (uint32_t)t->dt_size);
	} else if (t->dt_kind == DT_TK_STRING || dt_type_is_scalar(t) ||
	    dt_stack_kind(t)) {
		act->act_vals = dt_chk_recval(ck, a);
	} else {
		return CK_ERR(ck, n, "D_UNSUPPORTED", "trace( ) of type %s is "
		    "not supported yet", t->dt_name);
	}
	act->act_nvals = 1;
	return 0;
}

/* Argument #argno of tracemem(), a size_t by its prototype. */
static int
dt_chk_tracemem_size(dt_chk_t *ck, dt_node_t *n, const dt_node_t *a,
    int argno)
{
	if (a == NULL || dt_type_is_integer(a->dn_ctype))
		return 0;
	return CK_ERR(ck, n, "D_PROTO_ARG", "tracemem( ) argument #%d is "
	    "incompatible with prototype:\n\tprototype: size_t\n"
	    "\t argument: %s", argno, a->dn_ctype->dt_name);
}

/*
 * Its prototype's checks first (the count, then the two sizes: the third
 * is a size_t too, so an integer), then tracemem()'s own: the address,
 * and the size a positive constant.
 */
static int
dt_chk_tracemem(dt_chk_t *ck, dt_node_t *n, dt_action_t *act)
{
	dtrace_hdl_t *dtp = ck->ck_dtp;
	dt_node_t *addr = n->dn_args, *size, *dsize;

	if (dt_chk_nargs(ck, n, 2, 3) < 0)	/* void(@, size_t, [size_t]) */
		return -1;
	size = addr->dn_next;
	dsize = size->dn_next;
	if (dt_chk_expr(ck, addr) != 0 || dt_chk_expr(ck, size) != 0 ||
	    (dsize != NULL && dt_chk_expr(ck, dsize) != 0))
		return -1;
	if (dt_chk_tracemem_size(ck, n, size, 2) != 0 ||
	    dt_chk_tracemem_size(ck, n, dsize, 3) != 0)
		return -1;
	/* an array is its address, as DTrace counts it a pointer */
	if (!dt_type_is_scalar(addr->dn_ctype) &&
	    addr->dn_ctype->dt_kind != DT_TK_ARRAY)
		return CK_ERR(ck, addr, "D_TRACEMEM_ADDR", "tracemem( ) "
		    "argument #1 is incompatible with prototype:\n\tprototype: "
		    "pointer or integer\n\t argument: %s",
		    addr->dn_ctype->dt_name);
	if (!(size->dn_flags & DT_NF_CONST) || (int64_t)size->dn_int <= 0)
		return CK_ERR(ck, size, "D_TRACEMEM_SIZE", "tracemem( ) "
		    "argument #2 must be a non-zero positive integral constant "
		    "expression");
	if (size->dn_int > dtp->dt_opts.maxrecsize)
		return CK_ERR(ck, size, "D_TRACEMEM_SIZE", "tracemem( ) "
		    "argument #2 is larger than the largest record "
		    "(maxrecsize %llu)",
		    (unsigned long long)dtp->dt_opts.maxrecsize);
	act->act_nvals = dsize != NULL ? 2 : 1;
	act->act_vals = dt_chk_recvals(ck, act->act_nvals);
	dt_chk_recbytes(ck, &act->act_vals[0], dtp->dt_types.tt_uchar,
	    (uint32_t)size->dn_int);
	if (dsize != NULL)
		dt_chk_recbytes(ck, &act->act_vals[1], dsize->dn_ctype, 8);
	return 0;
}

static int
dt_chk_print(dt_chk_t *ck, dt_node_t *n, dt_action_t *act)
{
	dtrace_hdl_t *dtp = ck->ck_dtp;
	dt_node_t *a = n->dn_args;
	dt_type_t *t;
	size_t size;

	if (dt_chk_nargs(ck, n, 1, 1) < 0 || dt_chk_expr(ck, a) != 0)
		return -1;
	t = a->dn_ctype;
	if (!dt_type_is_pointer(t))
		return CK_ERR(ck, n, "D_PROTO_ARG", "print( ) argument #1 is "
		    "incompatible with prototype:\n\tprototype: void *\n"
		    "\t argument: %s", t->dt_name);
	size = t->dt_ref->dt_size;
	if (size == 0 || (dt_chk_is_byref(t->dt_ref) &&
	    !t->dt_ref->dt_complete && t->dt_ref->dt_kind != DT_TK_ARRAY))
		return CK_ERR(ck, n, "D_PRINT_SIZE", "print( ) argument #1 "
		    "reference has type '%s' with size 0; cannot print( ) it.",
		    t->dt_ref->dt_name);
	/* all of it: printsize cuts it when it is printed (dt_print.c) */
	if (size > dtp->dt_opts.maxrecsize)
		size = dtp->dt_opts.maxrecsize;
	act->act_vals = dt_chk_recvals(ck, 2);
	dt_chk_recbytes(ck, &act->act_vals[0], t, 8);
	dt_chk_recbytes(ck, &act->act_vals[1], t->dt_ref, (uint32_t)size);
	act->act_nvals = 2;
	return 0;
}

static int
dt_chk_pcap(dt_chk_t *ck, dt_node_t *n, dt_action_t *act)
{
	dtrace_hdl_t *dtp = ck->ck_dtp;
	dt_node_t *skb = n->dn_args, *proto;
	uint32_t size = dt_pcapsize(dtp);

	if (dt_chk_nargs(ck, n, 2, 2) < 0 || dt_chk_expr(ck, skb) != 0 ||
	    dt_chk_expr(ck, proto = skb->dn_next) != 0)
		return -1;
	if (!dt_type_is_pointer(skb->dn_ctype))
		return CK_ERR(ck, n, "D_PROTO_ARG", "pcap( ) argument #1 is "
		    "incompatible with prototype:\n\tprototype: void *\n"
		    "\t argument: %s", skb->dn_ctype->dt_name);
	if (!dt_type_is_integer(proto->dn_ctype))
		return CK_ERR(ck, n, "D_PROTO_ARG", "pcap( ) argument #2 is "
		    "incompatible with prototype:\n\tprototype: int\n"
		    "\t argument: %s", proto->dn_ctype->dt_name);
	if (size + 24 > dtp->dt_opts.maxrecsize)
		return CK_ERR(ck, n, "D_PCAP_SIZE", "pcap( ) pcapsize %u is "
		    "larger than the largest record (maxrecsize %llu)", size,
		    (unsigned long long)dtp->dt_opts.maxrecsize);
	act->act_nvals = 4;
	act->act_vals = dt_chk_recvals(ck, 4);
	for (int i = 0; i < 3; i++)	/* captured, length, protocol */
		dt_chk_recbytes(ck, &act->act_vals[i], dtp->dt_types.tt_ulong,
		    8);
	dt_chk_recbytes(ck, &act->act_vals[3], dtp->dt_types.tt_uchar, size);
	return 0;
}

/* tracemem, print and pcap: their kind, or 0 */
int
dt_chk_print_kind(const char *name)
{
	if (strcmp(name, "tracemem") == 0)
		return DT_ACT_TRACEMEM;
	if (strcmp(name, "print") == 0)
		return DT_ACT_PRINT;
	if (strcmp(name, "pcap") == 0)
		return DT_ACT_PCAP;
	return 0;
}

int
dt_chk_print_act(dt_chk_t *ck, dt_node_t *n, dt_action_t *act)
{
	switch (act->act_kind) {
	case DT_ACT_TRACEMEM:	return dt_chk_tracemem(ck, n, act);
	case DT_ACT_PCAP:	return dt_chk_pcap(ck, n, act);
	default:		return dt_chk_print(ck, n, act);
	}
}
