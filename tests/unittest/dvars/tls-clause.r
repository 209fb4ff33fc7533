a 0 before any store
a 1 after the first
b 2
c 20 y 5
a 4
error, a 4
e 7
a 0, b 2

