filler 1
filler 2
filler 3
filler 4
filler 5
filler 6
filler 7
filler 8
filler 9
filler 10
filler 11
filler 12
filler 13
filler 14
dtrace: 3 drops on CPU n
kept
1

exit 0
