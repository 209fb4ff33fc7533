status 0
return offsets agree with objdump
sum 433
add(0, 100)
pick 0
add(1, 100)
pick -1
add(2, 100)
pick -2
add(3, 100)
pick 30

