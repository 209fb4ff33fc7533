owned 1, owner is curthread 1, owner dtrace
adaptive 1, spin 0
owned 0, owner 0x1000
writer: 255 255 0
2 readers, a writer waiting: 0 256 1024
free: 0 0 0
fault 1 at 0x8
fault 1 at 0x10

