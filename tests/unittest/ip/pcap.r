dump: status 0
dump: 2 packets, 118 bytes, the payload last
null: nothing
null: nothing

file: status 0
header: a1b23c4d 00040002 00000014 00000001
packet 1: 20 of 59 bytes
packet 2: 20 of 59 bytes
file: 96 bytes
