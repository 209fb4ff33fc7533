record 1
record 2
record 3

