9 16 16
yes no
65
42 some
-1 <none>
46

