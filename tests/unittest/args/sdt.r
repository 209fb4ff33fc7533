exit 0
ready
nr 1 fd 1 count 6 sizes 4 4

