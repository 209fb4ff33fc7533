write    1 119 = 10
open     2 111 = 20
read     3 114 = 30
write|open|read|
     write 001 w
      open 002 o
      read 003 r
10 10 write
20 20 open
30 30 read
[    ab]
[cd  ]
-5 65535 -3
fffffffffffffffb ffff fd

