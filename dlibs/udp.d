/*
 * udp.d -- the udp provider's types, as DTrace's udp.d declares them:
 * udpinfo_t (a UDP header) and udpsinfo_t (the socket), and their
 * translators.  A datagram received has no socket yet
 * (libdtrace/prov/dt_prov_udp.c): its ports and addresses come from the
 * headers, arg2 (IP) and arg4 (UDP), by the direction arg7 marks,
 * 0x75647069 ("udpi") received, 0x7564706f ("udpo") sent.
 */

#pragma D depends_on library ip.d
#pragma D depends_on provider udp

typedef struct udpinfo {
	uint16_t udp_sport;		/* source port */
	uint16_t udp_dport;		/* destination port */
	uint16_t udp_length;		/* the datagram's bytes, header too */
	uint16_t udp_checksum;
	uintptr_t udp_hdr;		/* the header (struct udphdr *) */
} udpinfo_t;

typedef struct udpsinfo {
	uintptr_t udps_addr;		/* the socket */
	uint16_t udps_lport;		/* local port */
	uint16_t udps_rport;		/* remote port: 0 unless connected */
	string udps_laddr;		/* local address */
	string udps_raddr;		/* remote address */
} udpsinfo_t;

translator udpinfo_t < struct udphdr *U > {
	udp_sport = U != NULL ? ntohs(U->source) : 0;
	udp_dport = U != NULL ? ntohs(U->dest) : 0;
	udp_length = U != NULL ? ntohs(U->len) : 0;
	udp_checksum = U != NULL ? ntohs(U->check) : 0;
	udp_hdr = (uintptr_t)U;
};

/* the destination (d 1) or source (d 0) address of the IP header at h */
inline string __udp_addr[uint64_t h, int d] =
	(*(uint8_t *)h >> 4) == 4 ?
	    inet_ntoa(d ? (ipaddr_t *)&((struct iphdr *)h)->daddr :
	    (ipaddr_t *)&((struct iphdr *)h)->saddr) :
	    inet_ntoa6(d ? (in6_addr_t *)&((struct ipv6hdr *)h)->daddr :
	    (in6_addr_t *)&((struct ipv6hdr *)h)->saddr);

translator udpsinfo_t < struct sock *S > {
	udps_addr = (uintptr_t)S;
	udps_lport = S != NULL ? S->__sk_common.skc_num :
	    arg7 == 0x75647069 ? ntohs(((struct udphdr *)arg4)->dest) :
	    arg7 == 0x7564706f ? ntohs(((struct udphdr *)arg4)->source) : 0;
	udps_rport = S != NULL ? ntohs(S->__sk_common.skc_dport) :
	    arg7 == 0x75647069 ? ntohs(((struct udphdr *)arg4)->source) :
	    arg7 == 0x7564706f ? ntohs(((struct udphdr *)arg4)->dest) : 0;
	udps_laddr = S != NULL ? (S->__sk_common.skc_family == AF_INET ?
	    inet_ntoa((ipaddr_t *)&S->__sk_common.skc_rcv_saddr) :
	    inet_ntoa6((in6_addr_t *)&S->__sk_common.skc_v6_rcv_saddr)) :
	    arg7 == 0x75647069 ? __udp_addr[arg2, 1] :
	    arg7 == 0x7564706f ? __udp_addr[arg2, 0] : "<unknown>";
	udps_raddr = S != NULL ? (S->__sk_common.skc_family == AF_INET ?
	    inet_ntoa((ipaddr_t *)&S->__sk_common.skc_daddr) :
	    inet_ntoa6((in6_addr_t *)&S->__sk_common.skc_v6_daddr)) :
	    arg7 == 0x75647069 ? __udp_addr[arg2, 0] :
	    arg7 == 0x7564706f ? __udp_addr[arg2, 1] : "<unknown>";
};
