status 0
1
1
1
status 0
1
1
1
