4 threads, 100 calls, 100 timed, at most 25 a thread

status 0
4 threads, 100 calls, 100 timed, at most 25 a thread

status 0
