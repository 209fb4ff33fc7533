[short] 7 [this string is ] 15

             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f  0123456789abcdef
         0: 73 68 6f 72 74 00 65 72 20 73 74 72 69 6e 67 00  short.er string.
        10: 07 00 00 00 74 68 69 73 20 73 74 72 69 6e 67 20  ....this string 
        20: 69 73 20 00                                      is .

short
[shorter] 8 [dtrace]
[shorter] 9 [dtrace]
[shorter] 9 [dtrace] 1

