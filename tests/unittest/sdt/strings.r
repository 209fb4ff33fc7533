exit 0
ready
exec: 1 1 1
exit: 1 1 1 1 16
comm|trace

