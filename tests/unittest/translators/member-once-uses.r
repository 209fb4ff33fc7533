2 222 3
n 4
predicate true, n 5
predicate false, n 6
n 9
1
n 10
key 666 1
key 777 1
sum 16

