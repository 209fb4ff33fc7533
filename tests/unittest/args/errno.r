BEGIN errno 0
openat returned -2 errno 2
openat returned a descriptor: 1, errno 0
exit_group errno 0

exit 0
