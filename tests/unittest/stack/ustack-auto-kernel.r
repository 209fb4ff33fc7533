status 0
1
1
1
