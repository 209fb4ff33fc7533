{"timestamp":T,"cpu":C,"id":1,"enabled-id":1,"probe-description":{"provider":"dtrace","module":"","function":"","name":"BEGIN"},"output":[{"exit":0}]}
{"aggregation-name":"","aggregation-data":[{"keys":[8589934593,{"bytes":[17,0,0,0,0,0,0,0,255,255,255,255]}],"value":1}]}
exit 0
