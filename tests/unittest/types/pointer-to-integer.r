shifted: 1
aligned: 1
low byte: 1

