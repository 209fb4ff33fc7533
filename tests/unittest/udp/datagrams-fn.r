IPv4 receive to-client  1 -1 1 13 13 1 1
IPv4 receive to-server  0 -1 1 13 13 1 1
IPv4 send    to-client  0 -1 1 13 13 1 1
IPv4 send    to-server  1 -1 1 13 13 1 1
IPv6 receive to-client  1 -1 1 13 13 1 1
IPv6 receive to-server  0 -1 1 13 13 1 1
IPv6 send    to-client  0 -1 1 13 13 1 1
IPv6 send    to-server  1 -1 1 13 13 1 1

status 0
