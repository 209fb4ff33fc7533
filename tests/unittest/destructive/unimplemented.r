dtrace: invalid probe specifier BEGIN { chill(100); }: [D_UNKNOWN] in action list: chill() is not implemented (yet)
chill(100): status 1
dtrace: invalid probe specifier BEGIN { panic(); }: [D_UNKNOWN] in action list: panic() is not implemented (yet)
panic(): status 1
dtrace: invalid probe specifier BEGIN { breakpoint(); }: [D_UNKNOWN] in action list: breakpoint() is not implemented (yet)
breakpoint(): status 1
dtrace: invalid probe specifier BEGIN { chill(); }: [D_PROTO_LEN] in action list: chill( ) prototype mismatch: 0 args passed, 1 expected
chill(): status 1
dtrace: invalid probe specifier BEGIN { panic(1); }: [D_PROTO_LEN] in action list: panic( ) prototype mismatch: 1 arg passed, 0 expected
panic(1): status 1
