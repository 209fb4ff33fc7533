/*
 * dt_prov_ip.c -- the ip provider: IP packets sent and received, as
 * ip:vmlinux::send and ip:vmlinux::receive.  Where the kernel can attach
 * kernel functions (fentry, or kprobes: dt_prov_stable_fn.c), the probes
 * sit in the IP layer, where Oracle's DTrace places them:
 *
 *   send	ip_finish_output(net, sk, skb), ip6_finish_output(net, sk,
 *		skb): a packet routed and about to be fragmented if need be
 *		and handed to its device
 *   receive	ip_local_deliver(skb), ip6_input(skb): a packet for this
 *		host, before its transport protocol takes it
 *
 * Elsewhere (a kernel without fentry and kprobes, as this machine's) they
 * sit on raw tracepoints of the network devices' layer
 * (dt_prov_stable.c), which see the same packets but those dropped
 * between the IP layer and the device:
 *
 *   send	net_dev_start_xmit(skb, dev) (Linux 3.19): a packet handed
 *		to a device to send, loopback's included
 *   receive	netif_receive_skb(skb): a packet a device received, before
 *		the IP layer sees it; its IP header is at skb->data (the
 *		network header is not set yet there)
 *
 * Everywhere else the IP header is at skb->head + skb->network_header.
 * Only IPv4 and IPv6 packets (skb->protocol, big-endian ETH_P_IP or
 * ETH_P_IPV6) fire.  The arguments are DTrace's (dlibs/ip.d): args[0] a
 * pktinfo_t and args[1] a csinfo_t (the packet's socket, if it has one:
 * none on receive, before the socket is found), args[2] an ipinfo_t from
 * the IP header, args[3] an ifinfo_t from the device, args[4] an
 * ipv4info_t and args[5] an ipv6info_t, of which the one of the other
 * version is translated from NULL.  A packet sent and received over
 * loopback fires both.
 */
#include "prov/dt_prov_net.h"

/* the IP layer's functions that send a packet: skb is their third
   argument */
const dt_stable_kfn_t dt_ip_out_fns[] = {
	{ "ip_finish_output", 0, false },
	{ "ip6_finish_output", 0, false },
	{ NULL, 0, false }
};

static const dt_stable_kfn_t dt_ip_in_fns[] = {
	{ "ip_local_deliver", 0, false },
	{ "ip6_input", 0, false },
	{ NULL, 0, false }
};

/*
 * r6 = the skb (ctx[skbarg]); returns unless it is an IPv4 or IPv6
 * packet, whose protocol is then in r7: (p ^ V4) * (p ^ V6) is 0 for
 * those two alone (both factors are below 2^16).  arg0 = the skb, arg1
 * its socket.
 */
static void
dt_ip_packet(dt_cg_t *cg, int skbarg)
{
	dt_stable_ctx(cg, BPF_REG_6, skbarg);
	dt_cg_tramp_emit(cg, BPF_MOV64_REG(BPF_REG_7, BPF_REG_6));
	dt_stable_deref(cg, BPF_REG_7, dt_stable_offsetof(cg, "sk_buff",
	    "protocol"), 4);
	dt_cg_tramp_emit(cg, BPF_ALU64_IMM(BPF_AND, BPF_REG_7, 0xffff));
	dt_cg_tramp_emit(cg, BPF_MOV64_REG(BPF_REG_0, BPF_REG_7));
	dt_cg_tramp_emit(cg, BPF_ALU64_IMM(BPF_XOR, BPF_REG_0, DT_IP_V4));
	dt_cg_tramp_emit(cg, BPF_MOV64_REG(BPF_REG_1, BPF_REG_7));
	dt_cg_tramp_emit(cg, BPF_ALU64_IMM(BPF_XOR, BPF_REG_1, DT_IP_V6));
	dt_cg_tramp_emit(cg, BPF_ALU64_REG(BPF_MUL, BPF_REG_0, BPF_REG_1));
	dt_cg_tramp_exit_if(cg, BPF_JEQ, BPF_REG_0, 0);
	dt_stable_setarg(cg, 0, BPF_REG_6);
	dt_stable_readarg(cg, 1, BPF_REG_6, dt_stable_offsetof(cg, "sk_buff",
	    "sk"), 8);
}

/* arg2 = the IP header at r8, and arg4 or arg5 by its version (r7) */
static void
dt_ip_setargs(dt_cg_t *cg)
{
	dt_stable_setarg(cg, 2, BPF_REG_8);
	dt_cg_tramp_emit(cg, BPF_JMP_IMM(BPF_JNE, BPF_REG_7, DT_IP_V4, 1));
	dt_cg_tramp_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_9, BPF_REG_8,
	    DT_MEM_ARGS + 8 * 4));
	dt_cg_tramp_emit(cg, BPF_JMP_IMM(BPF_JNE, BPF_REG_7, DT_IP_V6, 1));
	dt_cg_tramp_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_9, BPF_REG_8,
	    DT_MEM_ARGS + 8 * 5));
}

/*
 * A packet (dt_prov_net.h): r6 = the skb, r7 = its protocol (DT_IP_V4 or
 * DT_IP_V6), r8 = its IP header; arg0 = the skb, arg1 = its socket;
 * returns unless it is an IP packet.  The IP header is at skb->head +
 * skb->network_header, or, for a packet a device received
 * (netif_receive_skb(skb)), at skb->data.
 */
void
dt_ip_packet_at(dt_cg_t *cg, int skbarg, bool nethdr)
{
	dt_ip_packet(cg, skbarg);
	dt_cg_tramp_emit(cg, BPF_MOV64_REG(BPF_REG_8, BPF_REG_6));
	if (!nethdr) {
		dt_stable_deref(cg, BPF_REG_8, dt_stable_offsetof(cg,
		    "sk_buff", "data"), 8);
		return;
	}
	/* network_header is a u16 offset from head */
	dt_stable_deref(cg, BPF_REG_8, dt_stable_offsetof(cg, "sk_buff",
	    "network_header"), 4);
	dt_cg_tramp_emit(cg, BPF_ALU64_IMM(BPF_AND, BPF_REG_8, 0xffff));
	dt_cg_tramp_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_9, BPF_REG_8,
	    DT_MEM_SCRATCH + 8));
	dt_cg_tramp_emit(cg, BPF_MOV64_REG(BPF_REG_8, BPF_REG_6));
	dt_stable_deref(cg, BPF_REG_8, dt_stable_offsetof(cg, "sk_buff",
	    "head"), 8);
	dt_cg_tramp_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_0, BPF_REG_9,
	    DT_MEM_SCRATCH + 8));
	dt_cg_tramp_emit(cg, BPF_ALU64_REG(BPF_ADD, BPF_REG_8, BPF_REG_0));
}

/*
 * For a packet of dt_ip_packet_at(): returns unless its transport is
 * proto; arg2 = its IP header, arg4 = its transport header.  The
 * protocol is the IPv4 header's byte 9 or the IPv6 header's byte 6 (no
 * extension header: the transport's follows the 40 fixed bytes); both
 * are read, and the version picks.  Clobbers r0-r6.
 */
void
dt_ip_transport(dt_cg_t *cg, int proto)
{
	dt_stable_setarg(cg, 2, BPF_REG_8);
	dt_cg_tramp_emit(cg, BPF_MOV64_REG(BPF_REG_6, BPF_REG_8));
	dt_stable_deref(cg, BPF_REG_6, 8, 4);		/* v4: ttl, proto */
	dt_cg_tramp_emit(cg, BPF_ALU64_IMM(BPF_RSH, BPF_REG_6, 8));
	dt_cg_tramp_emit(cg, BPF_STX_MEM(BPF_DW, BPF_REG_9, BPF_REG_6,
	    DT_MEM_SCRATCH + 8));
	dt_cg_tramp_emit(cg, BPF_MOV64_REG(BPF_REG_6, BPF_REG_8));
	dt_stable_deref(cg, BPF_REG_6, 4, 4);		/* v6: len, next */
	dt_cg_tramp_emit(cg, BPF_ALU64_IMM(BPF_RSH, BPF_REG_6, 16));
	dt_cg_tramp_emit(cg, BPF_JMP_IMM(BPF_JNE, BPF_REG_7, DT_IP_V4, 1));
	dt_cg_tramp_emit(cg, BPF_LDX_MEM(BPF_DW, BPF_REG_6, BPF_REG_9,
	    DT_MEM_SCRATCH + 8));
	dt_cg_tramp_emit(cg, BPF_ALU64_IMM(BPF_AND, BPF_REG_6, 0xff));
	dt_cg_tramp_exit_if(cg, BPF_JEQ, BPF_REG_6, proto);
	/* the transport header: after ihl words (v4), after 40 bytes (v6) */
	dt_cg_tramp_emit(cg, BPF_MOV64_REG(BPF_REG_6, BPF_REG_8));
	dt_stable_deref(cg, BPF_REG_6, 0, 4);
	dt_cg_tramp_emit(cg, BPF_ALU64_IMM(BPF_AND, BPF_REG_6, 0xf));
	dt_cg_tramp_emit(cg, BPF_ALU64_IMM(BPF_LSH, BPF_REG_6, 2));
	dt_cg_tramp_emit(cg, BPF_JMP_IMM(BPF_JEQ, BPF_REG_7, DT_IP_V4, 1));
	dt_cg_tramp_emit(cg, BPF_MOV64_IMM(BPF_REG_6, 40));
	dt_cg_tramp_emit(cg, BPF_ALU64_REG(BPF_ADD, BPF_REG_6, BPF_REG_8));
	dt_stable_setarg(cg, 4, BPF_REG_6);
}

/* a packet whose device is skb->dev */
static void
dt_ip_packet_dev(dt_cg_t *cg, int skbarg, bool nethdr)
{
	dt_ip_packet_at(cg, skbarg, nethdr);
	dt_stable_readarg(cg, 3, BPF_REG_6, dt_stable_offsetof(cg, "sk_buff",
	    "dev"), 8);
	dt_ip_setargs(cg);
}

static void
dt_ip_receive(dt_cg_t *cg)
{
	dt_ip_packet_dev(cg, 0, false);
}

static void
dt_ip_send(dt_cg_t *cg)
{
	dt_ip_packet_at(cg, 0, true);
	dt_stable_ctx(cg, BPF_REG_0, 1);
	dt_stable_setarg(cg, 3, BPF_REG_0);
	dt_ip_setargs(cg);
}

static void
dt_ip_fn_receive(dt_cg_t *cg)
{
	dt_ip_packet_dev(cg, 0, true);
}

static void
dt_ip_fn_send(dt_cg_t *cg)
{
	dt_ip_packet_dev(cg, 2, true);
}

#define IP_ARGS \
	{ "struct sk_buff *", "pktinfo_t *", 0, false }, \
	{ "struct sock *", "csinfo_t *", 1, false }, \
	{ "struct iphdr *", "ipinfo_t *", 2, false }, \
	{ "struct net_device *", "ifinfo_t *", 3, false }, \
	{ "struct iphdr *", "ipv4info_t *", 4, false }, \
	{ "struct ipv6hdr *", "ipv6info_t *", 5, false }

static const dt_stable_fn_probe_t dt_ip_fn_probes[] = {
	{ "receive", dt_ip_in_fns, false, dt_ip_fn_receive, { IP_ARGS } },
	{ "send", dt_ip_out_fns, false, dt_ip_fn_send, { IP_ARGS } },
};

/* in DTrace's order */
static const dt_stable_probe_t dt_ip_probes[] = {
	{ "receive", "net", "netif_receive_skb", dt_ip_receive,
	    { IP_ARGS } },
	{ "send", "net", "net_dev_start_xmit", dt_ip_send, { IP_ARGS } },
};

#define DT_IP_NPROBES	(sizeof(dt_ip_probes) / sizeof(dt_ip_probes[0]))

/* send and receive move to kernel functions where the kernel has them */
static void
dt_prov_ip_prepare(dtrace_hdl_t *dtp, dt_probe_t *pr)
{
	dt_stable_fn_take(dtp, pr, dt_ip_fn_probes,
	    sizeof(dt_ip_fn_probes) / sizeof(dt_ip_fn_probes[0]));
}

static int
dt_prov_ip_populate(dtrace_hdl_t *dtp)
{
	dt_stable_populate(dtp, &dt_prov_ip, dt_ip_probes, DT_IP_NPROBES);
	return 0;
}

static bool
dt_prov_ip_may_list(dtrace_hdl_t *dtp, char *const fld[4])
{
	(void)dtp;
	return dt_stable_may(fld, dt_ip_probes, DT_IP_NPROBES);
}

const dt_provops_t dt_prov_ip = DT_STABLE_OPS_PREPARE("ip",
    dt_prov_ip_populate, dt_prov_ip_may_list, dt_prov_ip_prepare);
