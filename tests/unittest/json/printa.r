{"timestamp":T,"cpu":C,"id":1,"enabled-id":1,"probe-description":{"provider":"dtrace","module":"","function":"","name":"BEGIN"},"output":[{"message":"before"},{"message":"after"}]}
{"aggregation-name":"a","aggregation-data":[{"keys":["y"],"value":0},{"keys":["x"],"value":3}]}
{"aggregation-name":"b","aggregation-data":[{"keys":["y"],"value":1},{"keys":["x"],"value":4}]}
{"aggregation-name":"c","aggregation-data":[{"keys":[1],"value":1}]}
{"timestamp":T,"cpu":C,"id":1,"enabled-id":2,"probe-description":{"provider":"dtrace","module":"","function":"","name":"BEGIN"},"output":[{"exit":0}]}
{"aggregation-name":"left","aggregation-data":[{"keys":[],"value":1}]}
exit 0
