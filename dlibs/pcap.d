/*
 * pcap.d -- the protocols pcap(skb, proto) takes, as Oracle's DTrace
 * names them: a PCAP_* value is the libpcap link type (DLT_*) of what
 * the captured bytes start with, and the link type of a capture file the
 * packets are saved to (freopen(); dt_pcap.c).  Other DLT_* numbers may
 * be passed as they are.
 */

inline int PCAP_NULL = 0;	/* BSD loopback: a 4-byte family first */
inline int PCAP_ETHER = 1;	/* an Ethernet header */
inline int PCAP_PPP = 9;	/* a PPP header */
inline int PCAP_IP = 12;	/* an IPv4 or IPv6 header (DLT_RAW) */
inline int PCAP_WIFI = 105;	/* an 802.11 header */
inline int PCAP_IPOIB = 242;	/* IP over InfiniBand */
