dequeue >= 5: ok
enqueue >= 5: ok
cpu not this machine's: 0
head not 0 or 1: 0

