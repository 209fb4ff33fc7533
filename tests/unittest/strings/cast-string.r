xyz xyz xyz dtrace 3

