/*
 * dt_prov_udp.c -- the udp provider: UDP datagrams sent and received, as
 * udp:vmlinux::send and udp:vmlinux::receive, IPv4 and IPv6.  Where the
 * kernel can attach kernel functions (fentry or kprobes), a datagram
 * sent is seen where the ip provider's packets are (ip_finish_output,
 * ip6_finish_output) and one received where UDP queues it on its socket
 * (udp_queue_rcv_skb(sk, skb), udpv6_queue_rcv_skb(sk, skb), as Oracle's
 * DTrace: once for each socket that takes it); elsewhere both are seen
 * at the network devices on the ip provider's tracepoints (dt_prov_ip.c:
 * net_dev_start_xmit and netif_receive_skb).
 *
 * The arguments are DTrace's (dlibs/udp.d): args[0] a pktinfo_t, args[1]
 * a csinfo_t, args[2] an ipinfo_t, args[3] a udpsinfo_t and args[4] a
 * udpinfo_t (the UDP header).  args[1] and args[3] are the datagram's
 * socket where it has one (those sent, and those received in UDP; one
 * received at a device has none yet): then udpsinfo_t takes its ports and
 * addresses from the headers, by the direction arg7 marks (0x7564706f
 * "udpo", 0x75647069 "udpi").
 */
#include "prov/dt_prov_net.h"

#define DT_UDP_IPPROTO	17
#define DT_UDP_MARK_IN	0x75647069
#define DT_UDP_MARK_OUT	0x7564706f

static void
dt_udp_datagram(dt_cg_t *cg, bool send, int skbarg, bool nethdr)
{
	dt_ip_packet_at(cg, skbarg, nethdr);
	dt_ip_transport(cg, DT_UDP_IPPROTO);
	dt_cg_tramp_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_9,
	    DT_MEM_ARGS + 8));
	dt_stable_setarg(cg, 3, BPF_REG_0);
	dt_cg_tramp_emit(cg, BPF_MOV64_IMM(BPF_REG_0, send ? DT_UDP_MARK_OUT :
	    DT_UDP_MARK_IN));
	dt_stable_setarg(cg, 7, BPF_REG_0);
}

static void
dt_udp_receive(dt_cg_t *cg)
{
	dt_udp_datagram(cg, false, 0, false);
}

static void
dt_udp_send(dt_cg_t *cg)
{
	dt_udp_datagram(cg, true, 0, true);
}

static const dt_stable_kfn_t dt_udp_in_fns[] = {
	{ "udp_queue_rcv_skb", 0, false },
	{ "udpv6_queue_rcv_skb", 0, false },
	{ NULL, 0, false }
};

/* fn(sk, skb): arg1 and arg3 = the socket that takes the datagram */
static void
dt_udp_fn_receive(dt_cg_t *cg)
{
	dt_udp_datagram(cg, false, 1, true);
	dt_stable_ctx(cg, BPF_REG_0, 0);
	dt_stable_setarg(cg, 1, BPF_REG_0);
	dt_stable_setarg(cg, 3, BPF_REG_0);
}

static void
dt_udp_fn_send(dt_cg_t *cg)
{
	dt_udp_datagram(cg, true, 2, true);
}

#define UDP_ARGS \
	{ "struct sk_buff *", "pktinfo_t *", 0, false }, \
	{ "struct sock *", "csinfo_t *", 1, false }, \
	{ "struct iphdr *", "ipinfo_t *", 2, false }, \
	{ "struct sock *", "udpsinfo_t *", 3, false }, \
	{ "struct udphdr *", "udpinfo_t *", 4, false }

static const dt_stable_fn_probe_t dt_udp_fn_probes[] = {
	{ "receive", dt_udp_in_fns, false, dt_udp_fn_receive, { UDP_ARGS } },
	{ "send", dt_ip_out_fns, false, dt_udp_fn_send, { UDP_ARGS } },
};

/* in DTrace's order */
static const dt_stable_probe_t dt_udp_probes[] = {
	{ "receive", "net", "netif_receive_skb", dt_udp_receive,
	    { UDP_ARGS } },
	{ "send", "net", "net_dev_start_xmit", dt_udp_send, { UDP_ARGS } },
};

#define DT_UDP_NPROBES	(sizeof(dt_udp_probes) / sizeof(dt_udp_probes[0]))

/* send and receive move to kernel functions where the kernel has them */
static void
dt_prov_udp_prepare(dtrace_hdl_t *dtp, dt_probe_t *pr)
{
	dt_stable_fn_take(dtp, pr, dt_udp_fn_probes,
	    sizeof(dt_udp_fn_probes) / sizeof(dt_udp_fn_probes[0]));
}

static int
dt_prov_udp_populate(dtrace_hdl_t *dtp)
{
	dt_stable_populate(dtp, &dt_prov_udp, dt_udp_probes, DT_UDP_NPROBES);
	return 0;
}

static bool
dt_prov_udp_may_list(dtrace_hdl_t *dtp, char *const fld[4])
{
	(void)dtp;
	return dt_stable_may(fld, dt_udp_probes, DT_UDP_NPROBES);
}

const dt_provops_t dt_prov_udp = DT_STABLE_OPS_PREPARE("udp",
    dt_prov_udp_populate, dt_prov_udp_may_list, dt_prov_udp_prepare);
