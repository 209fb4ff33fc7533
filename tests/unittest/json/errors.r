{"timestamp":T,"cpu":C,"id":3,"enabled-id":3,"probe-description":{"provider":"dtrace","module":"","function":"","name":"ERROR"},"output":[{"value":3}]}
{"timestamp":T,"cpu":C,"id":1,"enabled-id":2,"probe-description":{"provider":"dtrace","module":"","function":"","name":"BEGIN"},"output":[{"value":2}]}
{"timestamp":T,"cpu":C,"id":1,"enabled-id":4,"probe-description":{"provider":"dtrace","module":"","function":"","name":"BEGIN"},"output":[{"exit":0}]}
exit 0
dtrace: error in dt_clause_0 for probe ID 1 (dtrace:::BEGIN): invalid address (0x0) at BPF pc 48
