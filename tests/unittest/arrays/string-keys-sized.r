2 2 1 2 3

status 0
2 2 2 2 3

status 0
