status 0
ready
parent fired
both children fired
each provider named for its process: 1

