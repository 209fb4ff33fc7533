entry seen, return seen, fd ok

exit 0
