match
match
match
match
match
fs 1 pc 1 sp 1 cs 51 ss 43

