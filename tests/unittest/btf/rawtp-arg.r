1 1 true

