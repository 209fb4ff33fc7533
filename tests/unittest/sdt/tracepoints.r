exit 0
ready
5 calls, nr 110, exit of pid: 1

