via pointer 3 20
assoc 2
via pointer

