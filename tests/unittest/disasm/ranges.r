x clause 1
arg4 clause 2
y clause 3
x clause 3
3 ranges
the ERROR clause within the first: yes
the second right after the first: yes
in the program: yes
