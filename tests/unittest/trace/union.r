CPU     ID                    FUNCTION:NAME
  0      1                           :BEGIN 
             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f  0123456789abcdef
         0: 78 56 34 12                                      xV4.


