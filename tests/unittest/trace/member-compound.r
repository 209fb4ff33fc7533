a 98
c -126 u 65535 l 1099511627776
arr 0 9 6 10
post 98 pre 100 post 0 pre -2 now 100 -2
this 42 45 1 51

