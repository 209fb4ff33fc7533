9 16 16
yes no
65 2
42 some
-1 <none>
46

