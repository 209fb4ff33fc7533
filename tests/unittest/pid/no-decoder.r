entry

status 0
dtrace: invalid probe specifier pid$target:a.out:twice:1 { exit(0); }: cannot find the instructions of twice: cannot load libcapstone.so.V: DIR/libcapstone.so.V: (why)
status 1
dtrace: invalid probe specifier pid$target:a.out:twice:return { exit(0); }: cannot find the instructions of twice: cannot load libcapstone.so.V: DIR/libcapstone.so.V: (why)
status 1
dtrace: invalid probe specifier pid$target:a.out:twi*: { exit(0); }: cannot find the instructions of twice: cannot load libcapstone.so.V: DIR/libcapstone.so.V: (why)
status 1
