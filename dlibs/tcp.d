/*
 * tcp.d -- the tcp provider's types, as DTrace's tcp.d declares them:
 * tcpinfo_t (a TCP header), tcpsinfo_t (a connection's state),
 * tcplsinfo_t (the state a connection left), the TCP_STATE_* numbers
 * (Linux's, as Oracle's DTrace has them) and tcp_state_string[].
 *
 * The provider's probes on changes of a socket's state
 * (libdtrace/prov/dt_prov_tcp.c) fire before the socket takes the new state:
 * they pass the new state in arg6, marked by 0x74637073 ("tcps") in
 * arg7, and tcpsinfo_t's tcps_state takes it from there.  send and
 * receive mark arg7 0x7463706f ("tcpo") and 0x74637069 ("tcpi"): where
 * they have no socket (receive, before the socket is found), the ports
 * and addresses come from the headers, arg2 (IP) and arg4 (TCP).
 */

#pragma D depends_on library ip.d
#pragma D depends_on provider tcp

inline int TH_FIN = 0x01;
inline int TH_SYN = 0x02;
inline int TH_RST = 0x04;
inline int TH_PSH = 0x08;
inline int TH_ACK = 0x10;
inline int TH_URG = 0x20;
inline int TH_ECE = 0x40;
inline int TH_CWR = 0x80;

inline int TCP_STATE_IDLE = 0;
inline int TCP_STATE_ESTABLISHED = 1;
inline int TCP_STATE_SYN_SENT = 2;
inline int TCP_STATE_SYN_RECEIVED = 3;
inline int TCP_STATE_FIN_WAIT_1 = 4;
inline int TCP_STATE_FIN_WAIT_2 = 5;
inline int TCP_STATE_TIME_WAIT = 6;
inline int TCP_STATE_CLOSED = 7;
inline int TCP_STATE_CLOSE_WAIT = 8;
inline int TCP_STATE_LAST_ACK = 9;
inline int TCP_STATE_LISTEN = 10;
inline int TCP_STATE_CLOSING = 11;

inline string tcp_state_string[int s] =
	s == TCP_STATE_IDLE ? "state-idle" :
	s == TCP_STATE_ESTABLISHED ? "state-established" :
	s == TCP_STATE_SYN_SENT ? "state-syn-sent" :
	s == TCP_STATE_SYN_RECEIVED ? "state-syn-received" :
	s == TCP_STATE_FIN_WAIT_1 ? "state-fin-wait-1" :
	s == TCP_STATE_FIN_WAIT_2 ? "state-fin-wait-2" :
	s == TCP_STATE_TIME_WAIT ? "state-time-wait" :
	s == TCP_STATE_CLOSED ? "state-closed" :
	s == TCP_STATE_CLOSE_WAIT ? "state-close-wait" :
	s == TCP_STATE_LAST_ACK ? "state-last-ack" :
	s == TCP_STATE_LISTEN ? "state-listen" :
	s == TCP_STATE_CLOSING ? "state-closing" : "<unknown>";

typedef struct tcpinfo {
	uint16_t tcp_sport;		/* source port */
	uint16_t tcp_dport;		/* destination port */
	uint32_t tcp_seq;		/* sequence number */
	uint32_t tcp_ack;		/* acknowledgement number */
	uint8_t tcp_offset;		/* the header's bytes */
	uint8_t tcp_flags;		/* TH_* */
	uint16_t tcp_window;		/* window */
	uint16_t tcp_checksum;
	uint16_t tcp_urgent;		/* urgent pointer */
	uintptr_t tcp_hdr;		/* the header (struct tcphdr *) */
} tcpinfo_t;

typedef struct tcpsinfo {
	uintptr_t tcps_addr;		/* the socket */
	int tcps_local;			/* both ends on this host */
	uint16_t tcps_lport;		/* local port */
	uint16_t tcps_rport;		/* remote port */
	string tcps_laddr;		/* local address */
	string tcps_raddr;		/* remote address */
	int tcps_state;			/* TCP_STATE_* */
	uint32_t tcps_iss;		/* initial sequence number sent */
	uint32_t tcps_suna;		/* oldest sequence number not acked */
	uint32_t tcps_snxt;		/* next sequence number to send */
	uint32_t tcps_rnxt;		/* next sequence number expected */
	uint32_t tcps_swnd;		/* send window */
	int32_t tcps_snd_ws;		/* its scale */
	uint32_t tcps_rwnd;		/* receive window */
	int32_t tcps_rcv_ws;		/* its scale */
	uint32_t tcps_cwnd;		/* congestion window */
	uint32_t tcps_cwnd_ssthresh;	/* slow-start threshold */
	uint32_t tcps_sack_snxt;	/* next sequence number to resend */
	uint32_t tcps_rto;		/* retransmission timeout */
	uint32_t tcps_mss;		/* maximum segment size */
	int tcps_retransmit;		/* a retransmission: 0 here */
	uint32_t tcps_rtt;		/* smoothed round-trip time, ms */
	uint32_t tcps_rtt_sd;		/* its deviation, ms */
	uint32_t tcps_irs;		/* initial sequence number received */
} tcpsinfo_t;

typedef struct tcplsinfo {
	int tcps_state;			/* the state left */
} tcplsinfo_t;

/* the destination (d 1) or source (d 0) address of the IP header at h */
inline string __tcp_addr[uint64_t h, int d] =
	(*(uint8_t *)h >> 4) == 4 ?
	    inet_ntoa(d ? (ipaddr_t *)&((struct iphdr *)h)->daddr :
	    (ipaddr_t *)&((struct iphdr *)h)->saddr) :
	    inet_ntoa6(d ? (in6_addr_t *)&((struct ipv6hdr *)h)->daddr :
	    (in6_addr_t *)&((struct ipv6hdr *)h)->saddr);

translator tcpinfo_t < struct tcphdr *T > {
	tcp_sport = T != NULL ? ntohs(T->source) : 0;
	tcp_dport = T != NULL ? ntohs(T->dest) : 0;
	tcp_seq = T != NULL ? ntohl(T->seq) : 0;
	tcp_ack = T != NULL ? ntohl(T->ack_seq) : 0;
	tcp_offset = T != NULL ? (*((uint8_t *)T + 12) >> 4) * 4 : 0;
	tcp_flags = T != NULL ? *((uint8_t *)T + 13) : 0;
	tcp_window = T != NULL ? ntohs(T->window) : 0;
	tcp_checksum = T != NULL ? ntohs(T->check) : 0;
	tcp_urgent = T != NULL ? ntohs(T->urg_ptr) : 0;
	tcp_hdr = (uintptr_t)T;
};

translator tcpsinfo_t < struct tcp_sock *T > {
	tcps_addr = (uintptr_t)T;
	tcps_local = T == NULL ? (arg2 == 0 ? 0 :
	    (*(uint8_t *)arg2 >> 4) == 4 ?
	    ((struct iphdr *)arg2)->saddr == ((struct iphdr *)arg2)->daddr :
	    inet_ntoa6((in6_addr_t *)&((struct ipv6hdr *)arg2)->saddr) ==
	    inet_ntoa6((in6_addr_t *)&((struct ipv6hdr *)arg2)->daddr)) :
	    ((struct sock *)T)->__sk_common.skc_family == AF_INET ?
	    ((struct sock *)T)->__sk_common.skc_rcv_saddr ==
	    ((struct sock *)T)->__sk_common.skc_daddr :
	    ((uint64_t *)&((struct sock *)T)->__sk_common.skc_v6_rcv_saddr)[0]
	    == ((uint64_t *)&((struct sock *)T)->__sk_common.skc_v6_daddr)[0] &&
	    ((uint64_t *)&((struct sock *)T)->__sk_common.skc_v6_rcv_saddr)[1]
	    == ((uint64_t *)&((struct sock *)T)->__sk_common.skc_v6_daddr)[1];
	tcps_lport = T != NULL ? ((struct sock *)T)->__sk_common.skc_num :
	    arg7 == 0x74637069 ? ntohs(((struct tcphdr *)arg4)->dest) :
	    arg7 == 0x7463706f ? ntohs(((struct tcphdr *)arg4)->source) : 0;
	tcps_rport = T != NULL ?
	    ntohs(((struct sock *)T)->__sk_common.skc_dport) :
	    arg7 == 0x74637069 ? ntohs(((struct tcphdr *)arg4)->source) :
	    arg7 == 0x7463706f ? ntohs(((struct tcphdr *)arg4)->dest) : 0;
	tcps_laddr = T != NULL ?
	    (((struct sock *)T)->__sk_common.skc_family == AF_INET ?
	    inet_ntoa((ipaddr_t *)
	    &((struct sock *)T)->__sk_common.skc_rcv_saddr) :
	    inet_ntoa6((in6_addr_t *)
	    &((struct sock *)T)->__sk_common.skc_v6_rcv_saddr)) :
	    arg7 == 0x74637069 ? __tcp_addr[arg2, 1] :
	    arg7 == 0x7463706f ? __tcp_addr[arg2, 0] : "<unknown>";
	tcps_raddr = T != NULL ?
	    (((struct sock *)T)->__sk_common.skc_family == AF_INET ?
	    inet_ntoa((ipaddr_t *)&((struct sock *)T)->__sk_common.skc_daddr) :
	    inet_ntoa6((in6_addr_t *)
	    &((struct sock *)T)->__sk_common.skc_v6_daddr)) :
	    arg7 == 0x74637069 ? __tcp_addr[arg2, 0] :
	    arg7 == 0x7463706f ? __tcp_addr[arg2, 1] : "<unknown>";
	tcps_state = arg7 == 0x74637073 ? (int)arg6 : T != NULL ?
	    ((struct sock *)T)->__sk_common.skc_state : 0;
	tcps_iss = T != NULL ? T->snd_una - (uint32_t)T->bytes_acked : 0;
	tcps_suna = T != NULL ? T->snd_una : 0;
	tcps_snxt = T != NULL ? T->snd_nxt : 0;
	tcps_rnxt = T != NULL ? T->rcv_nxt : 0;
	tcps_swnd = T != NULL ? T->snd_wnd : 0;
	tcps_snd_ws = T != NULL ? T->rx_opt.snd_wscale : 0;
	tcps_rwnd = T != NULL ? T->rcv_wnd : 0;
	tcps_rcv_ws = T != NULL ? T->rx_opt.rcv_wscale : 0;
	tcps_cwnd = T != NULL ? T->snd_cwnd : 0;
	tcps_cwnd_ssthresh = T != NULL ? T->snd_ssthresh : 0;
	tcps_sack_snxt = T != NULL ? T->snd_una : 0;
	tcps_rto = T != NULL ? T->inet_conn.icsk_rto : 0;	/* jiffies */
	tcps_mss = T != NULL ? T->mss_cache : 0;
	tcps_retransmit = 0;
	tcps_rtt = T != NULL ? (T->srtt_us >> 3) / 1000 : 0;
	tcps_rtt_sd = T != NULL ? (T->mdev_us >> 2) / 1000 : 0;
	tcps_irs = T != NULL ? T->rcv_nxt - (uint32_t)T->bytes_received : 0;
};

translator tcplsinfo_t < int S > {
	tcps_state = S;
};
