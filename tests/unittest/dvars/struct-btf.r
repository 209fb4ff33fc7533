1 1
comm

