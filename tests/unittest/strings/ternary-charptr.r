hi yes hi
1 1

