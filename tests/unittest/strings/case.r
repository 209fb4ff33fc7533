[HELLO, WORLD 42 AZ@[`{] [hello, world 42 az@[`{] []

