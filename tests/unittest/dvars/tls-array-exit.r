exit 0
ready
1 2 5
1 2 5
1 2 5
1 2 5
1 2 5

