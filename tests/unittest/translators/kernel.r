1 1 1
dtrace dtrace
dtrace

