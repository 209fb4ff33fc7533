/*
 * net.d -- the constants D's address-to-text subroutines take, as D
 * inlines, with Linux's values: the address families of inet_ntop()
 * (<sys/socket.h>) and the hardware types of link_ntop()
 * (<linux/if_arp.h>), as DTrace's net.d declares them.
 */

inline int AF_INET = 2;
inline int AF_INET6 = 10;

inline int ARPHRD_ETHER = 1;
inline int ARPHRD_INFINIBAND = 32;
