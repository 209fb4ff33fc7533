y is 0

