
             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f  0123456789abcdef
         0: 4c 69 6e 75 78 20 76 65 72 73 69 6f 6e 20        Linux version 

             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f  0123456789abcdef
         0: 4c 69 6e 75 78 20 76 65 72 73 69 6f 6e 20        Linux version 

             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f  0123456789abcdef
         0: 4c 69                                            Li

             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f  0123456789abcdef
         0: 4c 69 6e 75 78 20 76                             Linux v

             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f  0123456789abcdef
         0: 4c 69 6e 75 78 20 76 65 72 73 69 6f              Linux versio

             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f  0123456789abcdef
         0: 4c 69 6e 75 78 20 76 65 72 73 69 6f 6e 20        Linux version 

             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f  0123456789abcdef
         0: 4c 69 6e 75 78 20 76 65 72 73 69 6f 6e 20        Linux version 

