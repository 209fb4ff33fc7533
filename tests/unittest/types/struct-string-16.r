sizeof 41
offsetof 0 1 20 24 40
A [hello] 11223344 [a string longer] Z

             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f  0123456789abcdef
         0: 41 68 65 6c 6c 6f 00 00 00 00 00 00 00 00 00 00  Ahello..........
        10: 00 00 00 00 44 33 22 11 61 20 73 74 72 69 6e 67  ....D3".a string
        20: 20 6c 6f 6e 67 65 72 00 5a                        longer.Z

A [hello] 11223345 [a string longer] Z
A [hello] 11223345 [a string longer] Y
A [assoc] 11223345 [a string longer] Y
1 15 1

             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f  0123456789abcdef
         0: 41 61 73 73 6f 63 00 00 00 00 00 00 00 00 00 00  Aassoc..........
        10: 00 00 00 00 45 33 22 11 61 20 73 74 72 69 6e 67  ....E3".a string
        20: 20 6c 6f 6e 67 65 72 00 59                        longer.Y

