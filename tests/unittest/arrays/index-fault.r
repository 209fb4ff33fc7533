fault 11 value 8
fault 11 value -1
a[4] 3

