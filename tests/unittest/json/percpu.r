exit 0
[["x"],1,{"cpu":0,"value":1},true,true]
[[],[{"value":1,"count":0},{"value":2,"count":1},{"value":4,"count":0}],{"cpu":0,"buckets":[{"value":1,"count":0},{"value":2,"count":1},{"value":4,"count":0}]},true,true]
