1 1 1 0 [abcdefghij] [xyz]

