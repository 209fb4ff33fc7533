myi: 10
myc: c
sum: 109

