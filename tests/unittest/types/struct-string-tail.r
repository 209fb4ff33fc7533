16 7 10 9
[abcdefgh] [12345678] c [xyz] [abcdefgh] [last] [scratch!]
1 8 0 1 1
abcdefgh+ cdefgh

             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f  0123456789abcdef
         0: 00 00 00 00 00 00 00 61 62 63 64 65 66 67 68 00  .......abcdefgh.

             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f  0123456789abcdef
         0: 31 32 33 34 35 36 37 38 00 63                    12345678.c

