status 0
  vmlinux|
  vmlinux`FUNC|
  vmlinux`FUNC|vmlinux`FUNC+0xOFF|

1
some
0 lines twice
