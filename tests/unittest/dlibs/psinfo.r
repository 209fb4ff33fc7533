pid 1 ppid 1
uid 1 gid 1 euid 1 egid 1
fname dtrace
pgid 1 sid 1
addr 1 nlwp 1 dmodel 1
lwpid 1 name dtrace
state R 1 onpro 1

