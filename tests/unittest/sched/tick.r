one per 10 ms
args ok
sleeping 0

status 0
