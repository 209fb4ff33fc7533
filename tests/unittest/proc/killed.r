signal-send 15 to itself
exit: CLD_KILLED 1, signal 15

