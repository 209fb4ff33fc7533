/*
 * ip.d -- the types the network providers' probes share, as DTrace's
 * ip.d declares them: pktinfo_t (the packet), csinfo_t (the connection)
 * and ipinfo_t (the IP header), and their translators from the kernel's
 * struct sk_buff, struct sock and struct iphdr.  Each translator takes a
 * NULL pointer too: the tcp provider's probes on changes of state have a
 * socket but no packet.
 */

#pragma D depends_on library net.d

typedef struct pktinfo {
	uintptr_t pkt_addr;		/* the packet (struct sk_buff *) */
} pktinfo_t;

typedef struct csinfo {
	uintptr_t cs_addr;		/* the socket (struct sock *) */
	uint64_t cs_cid;		/* a unique id: the socket's address */
	pid_t cs_pid;			/* not known: 0 */
	zoneid_t cs_zoneid;		/* 0 */
} csinfo_t;

typedef struct ipinfo {
	uint8_t ip_ver;			/* 4 or 6; 0 without a header */
	uint32_t ip_plength;		/* the payload's bytes */
	string ip_saddr;		/* source address */
	string ip_daddr;		/* destination address */
} ipinfo_t;

translator pktinfo_t < struct sk_buff *P > {
	pkt_addr = (uintptr_t)P;
};

translator csinfo_t < struct sock *S > {
	cs_addr = (uintptr_t)S;
	cs_cid = (uint64_t)(uintptr_t)S;
	cs_pid = 0;
	cs_zoneid = 0;
};

/* the version is the first byte's high nibble, in both versions */
translator ipinfo_t < struct iphdr *I > {
	ip_ver = I != NULL ? *(uint8_t *)I >> 4 : 0;
	ip_plength = I == NULL ? 0 : (*(uint8_t *)I >> 4) == 4 ?
	    ntohs(I->tot_len) - (*(uint8_t *)I & 0xf) * 4 :
	    ntohs(((struct ipv6hdr *)I)->payload_len);
	ip_saddr = I == NULL ? "<unknown>" : (*(uint8_t *)I >> 4) == 4 ?
	    inet_ntoa((ipaddr_t *)&I->saddr) :
	    inet_ntoa6((in6_addr_t *)&((struct ipv6hdr *)I)->saddr);
	ip_daddr = I == NULL ? "<unknown>" : (*(uint8_t *)I >> 4) == 4 ?
	    inet_ntoa((ipaddr_t *)&I->daddr) :
	    inet_ntoa6((in6_addr_t *)&((struct ipv6hdr *)I)->daddr);
};

/* DTrace's network stack id: one stack here */
typedef int netstackid_t;

typedef struct ifinfo {
	string if_name;			/* the device's name */
	int8_t if_local;		/* a loopback device */
	netstackid_t if_ipstack;	/* 0 */
	uintptr_t if_addr;		/* the device (struct net_device *) */
} ifinfo_t;

typedef struct ipv4info {
	uint8_t ipv4_ver;		/* 4 */
	uint8_t ipv4_ihl;		/* the header's bytes */
	uint8_t ipv4_tos;
	uint16_t ipv4_length;		/* the packet's bytes */
	uint16_t ipv4_ident;
	uint8_t ipv4_flags;		/* IPH_DF, IPH_MF */
	uint16_t ipv4_offset;		/* fragment offset, bytes */
	uint8_t ipv4_ttl;
	uint8_t ipv4_protocol;
	string ipv4_protostr;		/* "TCP", "UDP", ... */
	uint16_t ipv4_checksum;
	ipaddr_t ipv4_src;
	ipaddr_t ipv4_dst;
	string ipv4_saddr;
	string ipv4_daddr;
	struct iphdr *ipv4_hdr;
} ipv4info_t;

typedef struct ipv6info {
	uint8_t ipv6_ver;		/* 6 */
	uint8_t ipv6_tclass;		/* traffic class */
	uint32_t ipv6_flow;		/* flow label */
	uint16_t ipv6_plen;		/* the payload's bytes */
	uint8_t ipv6_nexthdr;
	string ipv6_nextstr;		/* "TCP", "UDP", ... */
	uint8_t ipv6_hlim;		/* hop limit */
	in6_addr_t *ipv6_src;
	in6_addr_t *ipv6_dst;
	string ipv6_saddr;
	string ipv6_daddr;
	struct ipv6hdr *ipv6_hdr;
} ipv6info_t;

inline int IPH_DF = 2;		/* don't fragment */
inline int IPH_MF = 1;		/* more fragments */

/* the names of the IP protocol numbers, as DTrace's ip.d gives them */
inline string protocols[int p] =
	p == 0 ? "IP" : p == 1 ? "ICMP" : p == 2 ? "IGMP" : p == 4 ? "IPIP" :
	p == 6 ? "TCP" : p == 17 ? "UDP" : p == 41 ? "IPV6" :
	p == 43 ? "ROUTING" : p == 44 ? "FRAGMENT" : p == 47 ? "GRE" :
	p == 50 ? "ESP" : p == 51 ? "AH" : p == 58 ? "ICMPV6" :
	p == 59 ? "NONE" : p == 60 ? "DSTOPTS" : p == 132 ? "SCTP" :
	p == 255 ? "RAW" : "<unknown>";

/* IFF_LOOPBACK of <linux/if.h> */
translator ifinfo_t < struct net_device *D > {
	if_name = D != NULL ? stringof(D->name) : "<unknown>";
	if_local = D != NULL ? (D->flags & 0x8) != 0 : 0;
	if_ipstack = 0;
	if_addr = (uintptr_t)D;
};

/* the flags and fragment offset are the 16 bits after the ident */
translator ipv4info_t < struct iphdr *I > {
	ipv4_ver = I != NULL ? 4 : 0;
	ipv4_ihl = I != NULL ? (*(uint8_t *)I & 0xf) * 4 : 0;
	ipv4_tos = I != NULL ? I->tos : 0;
	ipv4_length = I != NULL ? ntohs(I->tot_len) : 0;
	ipv4_ident = I != NULL ? ntohs(I->id) : 0;
	ipv4_flags = I != NULL ? ntohs(I->frag_off) >> 13 : 0;
	ipv4_offset = I != NULL ? (ntohs(I->frag_off) & 0x1fff) * 8 : 0;
	ipv4_ttl = I != NULL ? I->ttl : 0;
	ipv4_protocol = I != NULL ? I->protocol : 0;
	ipv4_protostr = I != NULL ? protocols[I->protocol] : "<null>";
	ipv4_checksum = I != NULL ? ntohs(I->check) : 0;
	ipv4_src = I != NULL ? I->saddr : 0;
	ipv4_dst = I != NULL ? I->daddr : 0;
	ipv4_saddr = I != NULL ? inet_ntoa((ipaddr_t *)&I->saddr) : "<null>";
	ipv4_daddr = I != NULL ? inet_ntoa((ipaddr_t *)&I->daddr) : "<null>";
	ipv4_hdr = I;
};

/* version, traffic class and flow label are the first 32 bits */
translator ipv6info_t < struct ipv6hdr *I > {
	ipv6_ver = I != NULL ? *(uint8_t *)I >> 4 : 0;
	ipv6_tclass = I != NULL ? (ntohl(*(uint32_t *)I) >> 20) & 0xff : 0;
	ipv6_flow = I != NULL ? ntohl(*(uint32_t *)I) & 0xfffff : 0;
	ipv6_plen = I != NULL ? ntohs(I->payload_len) : 0;
	ipv6_nexthdr = I != NULL ? I->nexthdr : 0;
	ipv6_nextstr = I != NULL ? protocols[I->nexthdr] : "<null>";
	ipv6_hlim = I != NULL ? I->hop_limit : 0;
	ipv6_src = I != NULL ? (in6_addr_t *)&I->saddr : NULL;
	ipv6_dst = I != NULL ? (in6_addr_t *)&I->daddr : NULL;
	ipv6_saddr = I != NULL ? inet_ntoa6((in6_addr_t *)&I->saddr) :
	    "<null>";
	ipv6_daddr = I != NULL ? inet_ntoa6((in6_addr_t *)&I->daddr) :
	    "<null>";
	ipv6_hdr = I;
};
