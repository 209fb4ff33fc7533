mutex contentions: some
args[0] is not arg0: 0
lock not in the kernel: 0
waited a second or more: 0

exit 0
