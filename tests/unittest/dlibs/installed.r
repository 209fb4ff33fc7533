2 9 dtrace

status 0
dtrace: invalid probe specifier BEGIN { trace(ENOENT); exit(0); }: in action list: failed to resolve ENOENT: Unknown variable name (no D libraries were found in DIR/x/lib/dtrace)
status 1
dtrace: invalid probe specifier BEGIN { trace(ENOENT); exit(0); }: in action list: failed to resolve ENOENT: Unknown variable name
status 1
