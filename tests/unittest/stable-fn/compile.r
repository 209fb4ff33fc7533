exit 0
dtrace: invalid probe specifier sched:::dequeue { trace(args[3]); }: in action list: index 3 is out of range for sched:::dequeue args[ ]
exit 1
dtrace: invalid probe specifier proc:::signal-clear { trace(args[1]); }: in action list: index 1 is out of range for proc:::signal-clear args[ ]
exit 1
