sizeof 34
offsetof 0 1 16 20 33
A [hello] 11223344 [a string lon] Z

             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f  0123456789abcdef
         0: 41 68 65 6c 6c 6f 00 00 00 00 00 00 00 00 00 00  Ahello..........
        10: 44 33 22 11 61 20 73 74 72 69 6e 67 20 6c 6f 6e  D3".a string lon
        20: 00 5a                                            .Z

A [hello] 11223345 [a string lon] Z
A [hello] 11223345 [a string lon] Y
A [assoc] 11223345 [a string lon] Y
1 12 1

             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f  0123456789abcdef
         0: 41 61 73 73 6f 63 00 00 00 00 00 00 00 00 00 00  Aassoc..........
        10: 45 33 22 11 61 20 73 74 72 69 6e 67 20 6c 6f 6e  E3".a string lon
        20: 00 59                                            .Y

