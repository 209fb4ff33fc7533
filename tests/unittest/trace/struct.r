CPU     ID                    FUNCTION:NAME
  0      1                           :BEGIN 
             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f  0123456789abcdef
         0: 34 12 00 00 00 00 00 00 76 98 00 00              4.......v...


