2 2 4 4 2 0 -1 2 1 1 1

status 0
0 1 0
dtrace: 1 dynamic variable drop

status 0
