more than 100000 probes: yes
listed twice: 0
libc.so.6 malloc entry
