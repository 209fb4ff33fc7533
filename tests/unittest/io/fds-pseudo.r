pipe: as /proc/PID/fd has it, in pipefs
socket: as /proc/PID/fd has it, in sockfs
anon_inode: as /proc/PID/fd has it, in anon_inodefs
