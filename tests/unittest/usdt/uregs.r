status 0
PC is the probe site in main
0 1
0 1
0 1
