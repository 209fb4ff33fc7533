first clause, done = 1
tick 0
tick 1
tick 2

