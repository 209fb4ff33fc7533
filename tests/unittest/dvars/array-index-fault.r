fault 11 value 3
fault 11 value -2
a[2] 9

