11 n 2
2-4 n 3
3-9 n 4
1 n 5
dtrace n 6
dtrace! n 7
dtrace n 8
n 10
predicate n 11
dtrace 1
dtrace! 1

