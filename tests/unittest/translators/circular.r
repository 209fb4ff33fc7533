forward: 10 c
backward: 1000 d
nested: 100

