status 0
enabling shown
disabling shown
 \r 033 [ K
status 0
0
