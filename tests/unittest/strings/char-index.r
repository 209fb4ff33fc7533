B X e 3 n
100 a c
0

