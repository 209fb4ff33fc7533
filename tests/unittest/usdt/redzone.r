--- untraced
0 of 200 sums wrong
--- traced
0 of 200 sums wrong
fired 200

status 0
