exit status 0
20 workers fired
their numbers add up to 190
arg0: 1
execname: 1
module, function, name: 1
provider named for its worker: 1
their probe IDs span 20
probe IDs: 20
dtrace: late programs: 1 alone, 1 loaded shared; 20 probes attached to them, on some reused rows
