IPv4 receive client RST|ACK 1 1 1
IPv4 receive client SYN|ACK 1 1 1
IPv4 receive server SYN     0 1 1
IPv4 receive server SYN     1 0 1
IPv4 send    client SYN     1 1 1
IPv4 send    server RST|ACK 1 0 1
IPv4 send    server SYN|ACK 1 0 1
IPv6 receive client RST|ACK 1 1 1
IPv6 receive client SYN|ACK 1 1 1
IPv6 receive server SYN     0 1 1
IPv6 receive server SYN     1 0 1
IPv6 send    client SYN     1 1 1
IPv6 send    server RST|ACK 1 0 1
IPv6 send    server SYN|ACK 1 0 1
IPv4 accept-refused flags 14 to the peer 1: 1
IPv6 accept-refused flags 14 to the peer 1: 1

status 0
