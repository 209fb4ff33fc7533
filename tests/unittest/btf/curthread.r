pid 1 tgid 1
ppid 1
leader 1
deref 1
comm 1 1
comm[0] d
[dtrace]
dtrace

