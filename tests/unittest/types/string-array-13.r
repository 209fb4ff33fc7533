sizeof 39 39 44
offsetof 4 43
[first] [] [third-elemen] [g0] [gthird] z
[allocaed] q
[gthird] z

             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f  0123456789abcdef
         0: 44 33 22 11 67 30 00 00 00 00 00 00 00 00 00 00  D3".g0..........
        10: 00 00 00 00 00 00 00 00 00 00 00 00 00 00 67 74  ..............gt
        20: 68 69 72 64 00 00 00 00 00 00 00 7a              hird.......z

