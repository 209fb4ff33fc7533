receive 4 1 lo 1 TCP     64 20 <null>   0 1 1
receive 6 1 lo 1 <null>   0  0 TCP     64 1 1
send    4 1 lo 1 TCP     64 20 <null>   0 1 1
send    6 1 lo 1 <null>   0  0 TCP     64 1 1
receive with a socket: 0
send with a socket: 1

status 0
