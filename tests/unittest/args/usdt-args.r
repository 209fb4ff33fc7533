status 0
ready
query-start select 1 7 size 8 4
swap three 3 3 / three 3 3
swap compares
swap compares char *
none 0 0

