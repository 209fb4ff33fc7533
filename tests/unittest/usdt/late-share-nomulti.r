exit status 0
workers fired, each under a probe ID of its own
arg0: 1
execname: 1
module, function, name: 1
provider named for its worker: 1
