[] [] [] [] [] []
1 1 1 0 1
1 0
fault 1 at 1
fault 1 at 2
fault 1 at 3
fault 1 at 4
fault 1 at 5
again g

