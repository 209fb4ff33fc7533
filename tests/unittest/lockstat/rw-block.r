writers: some
lock not in the kernel: 0
neither RW_READER nor RW_WRITER: 0
no time asleep: 0

exit 0
