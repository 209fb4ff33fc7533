-5 65000 -100000 1099511627776 hello
global 42
site 7 -9
site -18 8

status 0
