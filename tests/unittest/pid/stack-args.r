sum 261
1 2 3 4 5 6 70 80 90

status 0
