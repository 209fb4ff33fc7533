file|T/d|T/d/file|FS|1
/dev/zero zero
file
T/d/file 0
<none> <none>

