status 0
0
