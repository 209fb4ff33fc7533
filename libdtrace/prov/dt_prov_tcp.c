/*
 * dt_prov_tcp.c -- the tcp provider's probes on connection state: the
 * ones a TCP connection's changes of state give, each on the raw
 * tracepoint inet_sock_set_state(sk, oldstate, newstate) (Linux 4.16),
 * which the kernel fires for every state a socket of the inet families
 * takes, just before it takes it:
 *
 *   state-change		any change of state of a TCP socket
 *   connect-request		an active open: CLOSED to SYN_SENT (the
 *				connect() that sends the SYN)
 *   connect-established	SYN_SENT to ESTABLISHED (the SYN/ACK came)
 *   connect-refused		SYN_SENT to CLOSED with the socket's error
 *				ECONNREFUSED (an RST answered the SYN)
 *   accept-established		a passive open: SYN_RECEIVED to ESTABLISHED,
 *				on the connection's new socket
 *
 * Their arguments are DTrace's (dlibs/ip.d, dlibs/tcp.d): args[0] a
 * pktinfo_t, args[1] a csinfo_t, args[2] an ipinfo_t, args[3] a
 * tcpsinfo_t, args[4] a tcpinfo_t, and for state-change args[5] a
 * tcplsinfo_t with the state left.  No packet is at hand at a change of
 * state: args[0], args[2] and args[4] are translated from NULL (pkt_addr
 * 0, ip_ver 0, "<unknown>" addresses, zero header fields); args[1] and
 * args[3] are the socket.  The socket still holds its old state when the
 * tracepoint fires, so the trampoline passes the new one in arg6, with
 * the mark DT_TCP_MARK in arg7 that tells tcpsinfo_t's translator to
 * take it (tcps_state).  States are Linux's numbers, as in Oracle's
 * DTrace (TCP_STATE_ESTABLISHED is 1).
 *
 *   send, receive		a TCP segment: args[4] its TCP header,
 *				args[2] its IP one, args[3] its
 *				connection's socket where the segment has
 *				it (dt_tcp_segment).  Where the kernel can
 *				attach kernel functions, a segment sent is
 *				seen where the ip provider's are
 *				(ip_finish_output, ip6_finish_output), and
 *				one received where TCP has found its socket
 *				(tcp_rcv_established, tcp_rcv_state_process:
 *				args[1] and args[3] are that socket), as in
 *				Oracle's DTrace, or, for a segment no
 *				socket takes, where the kernel answers it
 *				with a reset (tcp_v4_send_reset,
 *				tcp_v6_send_reset with no socket); elsewhere
 *				both are seen at the network devices, on the
 *				ip provider's tracepoints (dt_prov_ip.c),
 *				where a received segment has no socket yet
 *
 *   accept-refused		the RST|ACK the kernel sends for a SYN
 *				that no socket listens for, at the device
 *				(dt_tcp_refusal)
 */
#include "prov/dt_prov_net.h"

#define DT_TCP_ESTABLISHED	1	/* Linux's enum of TCP states */
#define DT_TCP_SYN_SENT		2
#define DT_TCP_SYN_RECV		3
#define DT_TCP_CLOSE		7
#define DT_TCP_IPPROTO		6	/* IPPROTO_TCP */
#define DT_TCP_ECONNREFUSED	111
#define DT_TCP_NEW_SYN_RECV	12	/* a request socket */
#define DT_TCP_TIME_WAIT	6	/* a timewait socket */
#define DT_TCP_MARK		0x74637073	/* "tcps": see dlibs/tcp.d */
#define DT_TCP_MARK_IN		0x74637069	/* "tcpi": a packet received */
#define DT_TCP_MARK_OUT		0x7463706f	/* "tcpo": a packet sent */

/*
 * r6 = the socket, r7 = the state it leaves, r8 = the state it takes;
 * returns unless it is a TCP socket (the tracepoint fires for DCCP and
 * SCTP too; dt_cg_tramp_exit_if() goes on when its condition holds).
 * sk_protocol is a u16 from Linux 5.6 (a bit-field before: no test
 * there); a 4-byte read of it has it in its low half.
 */
static void
dt_tcp_states(dt_cg_t *cg)
{
	int off = dt_stable_offsetof(cg, "sock", "sk_protocol");

	dt_stable_ctx(cg, BPF_REG_6, 0);
	if (off >= 0) {
		dt_cg_tramp_emit(cg, BPF_MOV64_REG(BPF_REG_7, BPF_REG_6));
		dt_stable_deref(cg, BPF_REG_7, off, 4);
		dt_cg_tramp_emit(cg, BPF_ALU64_IMM(BPF_AND, BPF_REG_7, 0xffff));
		dt_cg_tramp_exit_if(cg, BPF_JEQ, BPF_REG_7, DT_TCP_IPPROTO);
	}
	dt_stable_ctx(cg, BPF_REG_7, 1);
	dt_stable_ctx(cg, BPF_REG_8, 2);
}

/* the arguments every probe has: the socket for csinfo_t and tcpsinfo_t,
   the state left, the new state and the mark */
static void
dt_tcp_setargs(dt_cg_t *cg)
{
	dt_stable_setarg(cg, 1, BPF_REG_6);
	dt_stable_setarg(cg, 3, BPF_REG_6);
	dt_stable_setarg(cg, 5, BPF_REG_7);
	dt_stable_setarg(cg, 6, BPF_REG_8);
	dt_cg_tramp_emit(cg, BPF_MOV64_IMM(BPF_REG_0, DT_TCP_MARK));
	dt_stable_setarg(cg, 7, BPF_REG_0);
}

/* When a probe fires: at a change of state, the state left and the
   state taken, and the socket's error (-1: any); or at a segment. */
typedef struct dt_tcp_when {
	int tw_old, tw_new, tw_err;
	enum {
		DT_TCP_STATE, DT_TCP_RECEIVE, DT_TCP_SEND, DT_TCP_REFUSE
	} tw_at;
} dt_tcp_when_t;

/*
 * A TCP segment (send, receive; ctx[skbarg] its skb, nethdr as
 * dt_ip_packet_at() takes it): arg2 = its IP header, arg4 = its TCP
 * header, arg3 = for one sent its socket when that is a connection's
 * (sk_state neither NEW_SYN_RECV, a request socket, nor TIME_WAIT, a
 * timewait one: those are no tcp_sock; nor CLOSE: the RSTs the kernel
 * sends from its control socket), arg7 = the direction's mark, by
 * which tcpsinfo_t's translator takes the ports and addresses from the
 * headers where there is no socket (a received segment at a device: the
 * socket is found later).
 */
static void
dt_tcp_segment(dt_cg_t *cg, bool send, int skbarg, bool nethdr)
{
	dt_ip_packet_at(cg, skbarg, nethdr);
	dt_ip_transport(cg, DT_TCP_IPPROTO);
	dt_cg_tramp_emit(cg, BPF_MOV64_IMM(BPF_REG_0, send ? DT_TCP_MARK_OUT :
	    DT_TCP_MARK_IN));
	dt_stable_setarg(cg, 7, BPF_REG_0);
	if (!send)
		return;
	/* arg3 = arg1 if it is a connection's socket (a NULL one reads as
	   state 0, and is 0) */
	dt_cg_tramp_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_6, BPF_REG_9,
	    DT_MEM_ARGS + 8));
	dt_cg_tramp_emit(cg, BPF_MOV64_REG(BPF_REG_8, BPF_REG_6));
	dt_stable_deref(cg, BPF_REG_8, dt_stable_offsetof(cg, "sock_common",
	    "skc_state"), 4);
	dt_cg_tramp_emit(cg, BPF_ALU64_IMM(BPF_AND, BPF_REG_8, 0xff));
	dt_cg_tramp_emit(cg, BPF_JMP_IMM(BPF_JEQ, BPF_REG_8,
	    DT_TCP_NEW_SYN_RECV, 3));
	dt_cg_tramp_emit(cg, BPF_JMP_IMM(BPF_JEQ, BPF_REG_8, DT_TCP_TIME_WAIT,
	    2));
	dt_cg_tramp_emit(cg, BPF_JMP_IMM(BPF_JEQ, BPF_REG_8, DT_TCP_CLOSE, 1));
	dt_stable_setarg(cg, 3, BPF_REG_6);
}

/*
 * accept-refused: the RST the kernel sends for a SYN to a port nobody
 * listens on.  At the device that is a segment sent from no connection's
 * socket with the flags RST|ACK and the sequence number 0: Linux answers
 * so a segment without ACK (tcp_v4_send_reset, tcp_v6_send_reset), and
 * of those a SYN is the one a peer sends.
 */
static void
dt_tcp_refusal(dt_cg_t *cg)
{
	dt_tcp_segment(cg, true, 0, true);
	dt_cg_tramp_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_6, BPF_REG_9,
	    DT_MEM_ARGS + 8 * 3));
	dt_cg_tramp_exit_if(cg, BPF_JEQ, BPF_REG_6, 0);
	dt_cg_tramp_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_8, BPF_REG_9,
	    DT_MEM_ARGS + 8 * 4));
	dt_cg_tramp_emit(cg, BPF_MOV64_REG(BPF_REG_6, BPF_REG_8));
	dt_stable_deref(cg, BPF_REG_6, 4, 4);		/* seq */
	dt_cg_tramp_exit_if(cg, BPF_JEQ, BPF_REG_6, 0);
	dt_cg_tramp_emit(cg, BPF_MOV64_REG(BPF_REG_6, BPF_REG_8));
	dt_stable_deref(cg, BPF_REG_6, 12, 4);		/* offset, flags */
	dt_cg_tramp_emit(cg, BPF_ALU64_IMM(BPF_RSH, BPF_REG_6, 8));
	dt_cg_tramp_emit(cg, BPF_ALU64_IMM(BPF_AND, BPF_REG_6, 0xff));
	dt_cg_tramp_exit_if(cg, BPF_JEQ, BPF_REG_6, 0x14);	/* RST|ACK */
}

/* the function way of send and receive (dt_stable_fn_take) */

#define DT_TCP_FN_RESET	1	/* the cookie of the functions that answer
				   a segment with a reset */

static const dt_stable_kfn_t dt_tcp_in_fns[] = {
	{ "tcp_rcv_established", 0, false },
	{ "tcp_rcv_state_process", 0, false },
	{ "tcp_v4_send_reset", DT_TCP_FN_RESET, false },
	{ "tcp_v6_send_reset", DT_TCP_FN_RESET, false },
	{ NULL, 0, false }
};

static void
dt_tcp_fn_send(dt_cg_t *cg)
{
	dt_tcp_segment(cg, true, 2, true);
}

/*
 * fn(sk, skb): the socket TCP found for the segment; for a reset's
 * function (cookie DT_TCP_FN_RESET in r7) only a segment no socket took
 * (sk NULL) is a receive: one with a socket was seen by tcp_rcv_*().
 */
static void
dt_tcp_fn_receive(dt_cg_t *cg)
{
	/* r0 = sk != NULL (a scalar: fentry's sk is a typed pointer) */
	dt_stable_ctx(cg, BPF_REG_6, 0);
	dt_cg_tramp_emit(cg, BPF_MOV64_IMM(BPF_REG_0, 1));
	dt_cg_tramp_emit(cg, BPF_JMP_IMM(BPF_JNE, BPF_REG_6, 0, 1));
	dt_cg_tramp_emit(cg, BPF_MOV64_IMM(BPF_REG_0, 0));
	dt_cg_tramp_emit(cg, BPF_ALU64_REG(BPF_AND, BPF_REG_0, BPF_REG_7));
	dt_cg_tramp_exit_if(cg, BPF_JEQ, BPF_REG_0, 0);
	dt_stable_setarg(cg, 3, BPF_REG_6);
	dt_tcp_segment(cg, false, 1, true);
	dt_cg_tramp_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_9,
	    DT_MEM_ARGS + 8 * 3));
	dt_stable_setarg(cg, 1, BPF_REG_0);
}

#define TCP_ARGS \
	{ "struct sk_buff *", "pktinfo_t *", 0, false }, \
	{ "struct sock *", "csinfo_t *", 1, false }, \
	{ "struct iphdr *", "ipinfo_t *", 2, false }, \
	{ "struct tcp_sock *", "tcpsinfo_t *", 3, false }, \
	{ "struct tcphdr *", "tcpinfo_t *", 4, false }

static const dt_stable_fn_probe_t dt_tcp_fn_probes[] = {
	{ "receive", dt_tcp_in_fns, false, dt_tcp_fn_receive, { TCP_ARGS } },
	{ "send", dt_ip_out_fns, false, dt_tcp_fn_send, { TCP_ARGS } },
};

/* in DTrace's order */
static const dt_stable_probe_t dt_tcp_probes[] = {
	{ "accept-established", "sock", "inet_sock_set_state", NULL,
	    { TCP_ARGS } },
	{ "accept-refused", "net", "net_dev_start_xmit", NULL,
	    { TCP_ARGS } },
	{ "connect-established", "sock", "inet_sock_set_state", NULL,
	    { TCP_ARGS } },
	{ "connect-refused", "sock", "inet_sock_set_state", NULL,
	    { TCP_ARGS } },
	{ "connect-request", "sock", "inet_sock_set_state", NULL,
	    { TCP_ARGS } },
	{ "receive", "net", "netif_receive_skb", NULL, { TCP_ARGS } },
	{ "send", "net", "net_dev_start_xmit", NULL, { TCP_ARGS } },
	{ "state-change", "sock", "inet_sock_set_state", NULL,
	    { TCP_ARGS, { "int", "tcplsinfo_t *", 5, false } } },
};

/* in the same order: tcp_reset() sets sk_err before the socket closes */
static const dt_tcp_when_t dt_tcp_when[] = {
	{ DT_TCP_SYN_RECV, DT_TCP_ESTABLISHED, -1, DT_TCP_STATE },
	{ -1, -1, -1, DT_TCP_REFUSE },
	{ DT_TCP_SYN_SENT, DT_TCP_ESTABLISHED, -1, DT_TCP_STATE },
	{ DT_TCP_SYN_SENT, DT_TCP_CLOSE, DT_TCP_ECONNREFUSED, DT_TCP_STATE },
	{ -1, DT_TCP_SYN_SENT, -1, DT_TCP_STATE },
	{ -1, -1, -1, DT_TCP_RECEIVE },
	{ -1, -1, -1, DT_TCP_SEND },
	{ -1, -1, -1, DT_TCP_STATE },
};

#define DT_TCP_NPROBES	(sizeof(dt_tcp_probes) / sizeof(dt_tcp_probes[0]))

/* send and receive move to kernel functions where the kernel has them */
static void
dt_prov_tcp_prepare(dtrace_hdl_t *dtp, dt_probe_t *pr)
{
	dt_stable_fn_take(dtp, pr, dt_tcp_fn_probes,
	    sizeof(dt_tcp_fn_probes) / sizeof(dt_tcp_fn_probes[0]));
}

static int
dt_prov_tcp_populate(dtrace_hdl_t *dtp)
{
	dt_stable_populate(dtp, &dt_prov_tcp, dt_tcp_probes, DT_TCP_NPROBES);
	return 0;
}

static bool
dt_prov_tcp_may_list(dtrace_hdl_t *dtp, char *const fld[4])
{
	(void)dtp;
	return dt_stable_may(fld, dt_tcp_probes, DT_TCP_NPROBES);
}

static void
dt_prov_tcp_trampoline(dt_cg_t *cg, dt_probe_t *pr)
{
	const dt_tcp_when_t *w = &dt_tcp_when[dt_stable_probe(pr) -
	    dt_tcp_probes];

	dt_cg_tramp_zero_args(cg);
	if (w->tw_at == DT_TCP_REFUSE) {
		dt_tcp_refusal(cg);
		return;
	}
	if (w->tw_at != DT_TCP_STATE) {
		dt_tcp_segment(cg, w->tw_at == DT_TCP_SEND, 0,
		    w->tw_at == DT_TCP_SEND);
		return;
	}
	dt_tcp_states(cg);
	if (w->tw_old >= 0)
		dt_cg_tramp_exit_if(cg, BPF_JEQ, BPF_REG_7, w->tw_old);
	if (w->tw_new >= 0)
		dt_cg_tramp_exit_if(cg, BPF_JEQ, BPF_REG_8, w->tw_new);
	dt_tcp_setargs(cg);
	if (w->tw_err >= 0) {
		dt_stable_deref(cg, BPF_REG_6, dt_stable_offsetof(cg, "sock",
		    "sk_err"), 4);
		dt_cg_tramp_exit_if(cg, BPF_JEQ, BPF_REG_6, w->tw_err);
	}
}

const dt_provops_t dt_prov_tcp = {
	.po_name = "tcp",
	.po_attr = dt_stable_attr,
	.po_populate = dt_prov_tcp_populate,
	.po_may_list = dt_prov_tcp_may_list,
	.po_progtype = BPF_PROG_TYPE_RAW_TRACEPOINT,
	.po_prepare = dt_prov_tcp_prepare,
	.po_trampoline = dt_prov_tcp_trampoline,
	.po_attach = dt_stable_attach,
	.po_argdesc = dt_stable_probe_argdesc,
};
