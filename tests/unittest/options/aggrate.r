20s: 6 printa, all the same, end 6
1ns: 6 printa, counts 1 2 3 4 5 6, end 6
