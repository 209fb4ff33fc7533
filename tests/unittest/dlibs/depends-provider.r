1 2

dtrace: invalid probe specifier BEGIN { trace(C); exit(0); }: in action list: failed to resolve C: Unknown variable name
