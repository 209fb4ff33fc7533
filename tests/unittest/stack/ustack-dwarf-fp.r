fp: status 0
1
1
0
dwarf: status 0
1
1
1
