exit 0
ready
5 getppid, 1 write, regs 1

