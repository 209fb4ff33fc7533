true [/bin/true one two] 1 1
true [/bin/true one two] 1 1
true [/bin/true one two] 1 1
true [/bin/true one two] 1 1
1 1

