T/d/file|file|T/d|FS|0|1
fd 0: /dev/zero zero FS 0
<none> <none> <none> <none> 0
mount MOUNT
T/d/file|file|T/d|FS|5|1
fd 0: /dev/zero zero FS 0
<none> <none> <none> <none> 0
mount MOUNT

