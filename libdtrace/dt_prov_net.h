/*
 * dt_prov_net.h -- what the network providers (ip, tcp, udp) share: packets
 * at the network devices' tracepoints (dt_prov_ip.c).
 */
#ifndef DT_PROV_NET_H
#define DT_PROV_NET_H

#include "dt_prov_stable.h"

#define DT_IP_V4	0x0008		/* ETH_P_IP, as a big-endian u16 */
#define DT_IP_V6	0xdd86		/* ETH_P_IPV6 */

/* for a trampoline on net_dev_start_xmit (send) or netif_receive_skb:
   r6 = the skb, r7 = DT_IP_V4 or DT_IP_V6, r8 = the IP header; arg0 =
   the skb, arg1 = its socket; returns unless it is an IP packet */
void dt_ip_packet_at(dt_cg_t *, bool send);
/* then: returns unless its transport is proto (IPPROTO_TCP, _UDP); arg2
   = the IP header, arg4 = the transport's */
void dt_ip_transport(dt_cg_t *, int proto);

#endif
