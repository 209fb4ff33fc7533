20s: 6 printa, all the same, end 6
1ns: 6 printa, each its own write or later, the last 6, end 6
