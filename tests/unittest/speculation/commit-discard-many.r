IDs: 1 2 3 4
on 4
on 2

