exit 0
ready
write nr 1 fd 1 buf 1 len 6
pc in user space 1
returned 6 6
getppid nr 110 5 times

