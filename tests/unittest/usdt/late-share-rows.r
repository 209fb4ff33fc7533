exit status 0
6 workers fired
provider named for its worker: 1

rows reused
probes freed
