   ID   PROVIDER            MODULE                          FUNCTION NAME
 ID        tcp           vmlinux                                   accept-established
 ID        tcp           vmlinux                                   accept-refused
 ID        tcp           vmlinux                                   connect-established
 ID        tcp           vmlinux                                   connect-refused
 ID        tcp           vmlinux                                   connect-request
 ID        tcp           vmlinux                                   receive
 ID        tcp           vmlinux                                   send
 ID        tcp           vmlinux                                   state-change
		args[0]: pktinfo_t *
		args[1]: csinfo_t *
		args[2]: ipinfo_t *
		args[3]: tcpsinfo_t *
		args[4]: tcpinfo_t *
		args[5]: tcplsinfo_t *
		args[0]: pktinfo_t *
		args[1]: csinfo_t *
		args[2]: ipinfo_t *
		args[3]: tcpsinfo_t *
		args[4]: tcpinfo_t *
