   ID   PROVIDER            MODULE                          FUNCTION NAME
 ID        udp           vmlinux                                   receive
 ID        udp           vmlinux                                   send
		args[0]: pktinfo_t *
		args[1]: csinfo_t *
		args[2]: ipinfo_t *
		args[3]: udpsinfo_t *
		args[4]: udpinfo_t *
