2 9 dtrace

status 0
