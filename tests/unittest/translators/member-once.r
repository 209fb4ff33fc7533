zero 42 n 2
one 2 n 3
two 6 n 4
three 444 n 5
ptr 666 n 6
12 n 7
this 999 n 9
inline 18 n 10

