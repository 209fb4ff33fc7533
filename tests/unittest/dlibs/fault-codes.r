bad address
divide by zero
0 1 2 3 4 5 6 7 8 9

