count: status 0
count: more than 2 million events (a scale's share)
count: @ is the number of events
count: peak memory under the bound
printf: status 0
printf: more than 2 million events (a scale's share)
printf: some drops reported
printf: lines + drops is the number of events
printf: peak memory under the bound
