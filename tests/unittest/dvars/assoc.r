10 20 -1 0
read 2 write 7 open 0
[three] []
after delete: 0 20
b[5] 2 b[6] 0 i 6
self array: 9 0

