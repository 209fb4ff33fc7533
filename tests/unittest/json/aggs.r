{"timestamp":T,"cpu":C,"id":1,"enabled-id":1,"probe-description":{"provider":"dtrace","module":"","function":"","name":"BEGIN"},"output":[{"exit":0}]}
{"aggregation-name":"count","aggregation-data":[{"keys":["a",1],"value":1},{"keys":["b",2],"value":2}]}
{"aggregation-name":"sum","aggregation-data":[{"keys":[2],"value":-4},{"keys":[1],"value":10}]}
{"aggregation-name":"avg","aggregation-data":[{"keys":[7],"value":4}]}
{"aggregation-name":"min","aggregation-data":[{"keys":[-1],"value":-2}]}
{"aggregation-name":"max","aggregation-data":[{"keys":[1],"value":9}]}
{"aggregation-name":"sd","aggregation-data":[{"keys":[],"value":2}]}
{"aggregation-name":"norm","aggregation-data":[{"keys":[],"value":100}]}
{"aggregation-name":"q","aggregation-data":[{"keys":[],"buckets":[{"value":-4,"count":0},{"value":-2,"count":1},{"value":-1,"count":0},{"value":0,"count":1},{"value":1,"count":0},{"value":2,"count":0},{"value":4,"count":2},{"value":8,"count":0}]}]}
{"aggregation-name":"l","aggregation-data":[{"keys":[],"buckets":[{"value":-1,"count":1},{"value":0,"count":0},{"value":2,"count":1},{"value":4,"count":0},{"value":6,"count":0},{"value":8,"count":0},{"value":10,"count":1}]}]}
{"aggregation-name":"ll","aggregation-data":[{"keys":[],"buckets":[{"value":-1,"count":0},{"value":0,"count":1},{"value":1,"count":0},{"value":2,"count":0},{"value":3,"count":0},{"value":4,"count":0},{"value":5,"count":0},{"value":6,"count":0},{"value":7,"count":0},{"value":8,"count":0},{"value":9,"count":0},{"value":10,"count":0},{"value":20,"count":0},{"value":30,"count":0},{"value":40,"count":0},{"value":50,"count":1},{"value":60,"count":0},{"value":70,"count":0},{"value":80,"count":0},{"value":90,"count":0},{"value":100,"count":0},{"value":200,"count":0},{"value":300,"count":0},{"value":400,"count":0},{"value":500,"count":0},{"value":600,"count":0},{"value":700,"count":0},{"value":800,"count":0},{"value":900,"count":0},{"value":1000,"count":1}]}]}
exit 0
