other 2 0 4
dtrace 1 1 3
dtrace 3
other 4
dtrace 2
a-long-literal-key-one 1
a-long-literal-key-two 1

status 0
other 2 0 4
dtrace 1 1 3
dtrace 3
other 4
dtrace 2
a-long-l 2

status 0
