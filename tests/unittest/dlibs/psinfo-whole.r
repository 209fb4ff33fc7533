pid 1 ppid 1 uid 1 nlwp 1
fname true psargs [/bin/true one two]
start 1 time 1
size 1 lwp 1 true
zero: pctcpu 0 pctmem 0
lwpid 1 name true sname R
size 416

             0  1  2  3  4  5  6  7  8  9  a  b  c  d  e  f  0123456789abcdef
pr_fname row 80:

dump rows 26
