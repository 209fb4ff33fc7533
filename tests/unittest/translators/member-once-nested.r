sum 4 n 2
deep 11 n 3
p.hi 99 n 4
p.lo 43 n 5
pair 60 n 6

