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
