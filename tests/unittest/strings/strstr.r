[barbaz] [foo]
1

