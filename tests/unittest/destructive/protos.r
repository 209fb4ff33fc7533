dtrace: invalid probe specifier BEGIN { raise(); }: [D_PROTO_LEN] in action list: raise( ) prototype mismatch: 0 args passed, 1 expected
status 1
dtrace: invalid probe specifier BEGIN { raise("x"); }: [D_PROTO_ARG] in action list: raise( ) argument #1 is incompatible with prototype:
	prototype: int
	 argument: string
status 1
dtrace: invalid probe specifier BEGIN { stop(1); }: [D_PROTO_LEN] in action list: stop( ) prototype mismatch: 1 arg passed, 0 expected
status 1
dtrace: invalid probe specifier BEGIN { copyout("x", 0); }: [D_PROTO_LEN] in action list: copyout( ) prototype mismatch: 2 args passed, 3 expected
status 1
dtrace: invalid probe specifier BEGIN { copyout(1, 0, 1); }: [D_PROTO_ARG] in action list: copyout( ) argument #1 is incompatible with prototype:
	prototype: void *
	 argument: int
status 1
dtrace: invalid probe specifier BEGIN { copyout("x", "y", 1); }: [D_PROTO_ARG] in action list: copyout( ) argument #2 is incompatible with prototype:
	prototype: uintptr_t
	 argument: string
status 1
dtrace: invalid probe specifier BEGIN { copyoutstr(1, 0, 1); }: [D_PROTO_ARG] in action list: copyoutstr( ) argument #1 is incompatible with prototype:
	prototype: char *
	 argument: int
status 1
dtrace: invalid probe specifier BEGIN { copyoutstr("x", 0, "z"); }: [D_PROTO_ARG] in action list: copyoutstr( ) argument #3 is incompatible with prototype:
	prototype: size_t
	 argument: string
status 1
dtrace: invalid probe specifier BEGIN { system(); }: [D_PROTO_LEN] in action list: system( ) prototype mismatch: 0 args passed, at least 1 expected
status 1
dtrace: invalid probe specifier BEGIN { system(1); }: [D_PRINTF_ARG_FMT] in action list: system( ) argument #1 is incompatible with prototype:
	prototype: string constant
	 argument: int
status 1
dtrace: invalid probe specifier BEGIN { system("%d"); }: [D_PRINTF_ARG_PROTO] in action list: system( ) prototype mismatch: conversion #1 (%d) is missing a corresponding value argument
status 1
dtrace: invalid probe specifier BEGIN { system("%d", "s"); }: [D_PRINTF_ARG_TYPE] in action list: system( ) argument #2 is incompatible with conversion #1 prototype:
	conversion: %d
	 prototype: char, short, int, long, or long long
	  argument: string
status 1
dtrace: invalid probe specifier BEGIN { freopen("."); }: [D_FREOPEN_INVALID] in action list: freopen( ) argument #1 cannot be "."
status 1
dtrace: invalid probe specifier BEGIN { freopen("", 1); }: [D_PRINTF_ARG_EXTRA] in action list: freopen( ) prototype mismatch: only 0 arguments required by this format string
status 1
dtrace: invalid probe specifier BEGIN { ftruncate(1); }: [D_PROTO_LEN] in action list: ftruncate( ) prototype mismatch: 1 arg passed, 0 expected
status 1
dtrace: invalid probe specifier BEGIN { x = raise(1); }: [D_CG_EXPR] in action list: tracing function raise( ) may not be called from a D expression (D program context required)
status 1
