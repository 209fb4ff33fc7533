top x
fault 1
fault 1
fault 1
member 7
fault 1
assoc 5 5

