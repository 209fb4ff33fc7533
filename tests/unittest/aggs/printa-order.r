2 b 10 3
3 a 20 2
1 c 30 1
aggsortpos=1
1 c 30 1
3 a 20 2
2 b 10 3
aggsortrev
2 b 10 3
3 a 20 2
1 c 30 1
aggsortkey
3 a 20 2
2 b 10 3
1 c 30 1
aggsortkeypos=1
1 c 30 1
2 b 10 3
3 a 20 2
one aggregation
1 c 30
2 b 10
3 a 20

                2
                1
