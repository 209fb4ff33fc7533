/*
 * dt_prov_net.h -- what the network providers (ip, tcp, udp) share:
 * packets in the IP layer's functions or at the network devices'
 * tracepoints (dt_prov_ip.c).
 */
#ifndef DT_PROV_NET_H
#define DT_PROV_NET_H

#include "prov/dt_stable_fn.h"

#define DT_IP_V4	0x0008		/* ETH_P_IP, as a big-endian u16 */
#define DT_IP_V6	0xdd86		/* ETH_P_IPV6 */

/* ip_finish_output(), ip6_finish_output(): the packets sent, skb their
   third argument */
extern const dt_stable_kfn_t dt_ip_out_fns[];

/* for a trampoline: r6 = the skb (ctx[skbarg]), r7 = DT_IP_V4 or
   DT_IP_V6, r8 = the IP header (at skb->head + skb->network_header if
   nethdr, else at skb->data: netif_receive_skb); arg0 = the skb, arg1 =
   its socket; returns unless it is an IP packet */
void dt_ip_packet_at(dt_cg_t *, int skbarg, bool nethdr);
/* then: returns unless its transport is proto (IPPROTO_TCP, _UDP); arg2
   = the IP header, arg4 = the transport's */
void dt_ip_transport(dt_cg_t *, int proto);

#endif
