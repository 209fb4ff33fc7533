CPU     ID                    FUNCTION:NAME
  0      1                           :BEGIN 
             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f  0123456789abcdef
         0: 61 41 00 42 00 43 00 44 65                       aA.B.C.De

             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f  0123456789abcdef
         0: 61 41 62 42 63 05 64 44 00                       aAbBc.dD.

             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f  0123456789abcdef
         0: 00 00 00 00                                      ....


