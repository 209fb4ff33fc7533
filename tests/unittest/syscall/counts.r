exit 0
ready
write(1, 6)
returned 6
5 getppid, 5 return values

