7 -2 5 300
8 -3 4 305 5
42 z -5 4464
55667788 44
A
deadbeefcafe ok

