abcd|
xy|
hello|16
hello, world, an|

