6 fffffffff123ffff
ffff5afef123fff0 0 123 5a -2
d23 -3 0
1 ffff5afdfd23fff1

