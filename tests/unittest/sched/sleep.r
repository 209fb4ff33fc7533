surrender: args[1] is the target 1
sleep >= 5: ok
off-cpu >= 5: ok
wakeup >= 5: ok
on-cpu >= 5: ok
off-cpu to itself: 0

