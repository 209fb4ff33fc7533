exit 0
ready
write(1, buf, 6) sizes 4 8 8 same 1
returned 6 size 8 errno 0

