42 hello 44 84
dtrace
1

