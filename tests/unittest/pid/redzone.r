0 of 200 sums wrong
leaf traced: yes

status 0
0 of 200 sums wrong
caller's nop fired 200 times

status 0
a probe named on leaf's nop: as this kernel needs
