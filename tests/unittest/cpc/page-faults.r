about 100 samples
0 not in user mode

