status 1
status 1
0
0
