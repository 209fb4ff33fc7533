dtrace: 1 aggregation drop on CPU N

        1                1
        2                1
exit 0
