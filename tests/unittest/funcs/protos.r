dtrace: invalid probe specifier BEGIN { basename(); }: [D_PROTO_LEN] in action list: basename( ) prototype mismatch: 0 args passed, 1 expected
basename(): status 1
dtrace: invalid probe specifier BEGIN { basename(1); }: [D_PROTO_ARG] in action list: basename( ) argument #1 is incompatible with prototype:
	prototype: char *
	 argument: int
basename(1): status 1
dtrace: invalid probe specifier BEGIN { dirname("a", "b"); }: [D_PROTO_LEN] in action list: dirname( ) prototype mismatch: 2 args passed, 1 expected
dirname("a", "b"): status 1
dtrace: invalid probe specifier BEGIN { cleanpath(0); }: [D_PROTO_ARG] in action list: cleanpath( ) argument #1 is incompatible with prototype:
	prototype: char *
	 argument: int
cleanpath(0): status 1
dtrace: invalid probe specifier BEGIN { inet_ntoa(1); }: [D_PROTO_ARG] in action list: inet_ntoa( ) argument #1 is incompatible with prototype:
	prototype: ipaddr_t *
	 argument: int
inet_ntoa(1): status 1
dtrace: invalid probe specifier BEGIN { inet_ntoa((char *)0 + 1); }: [D_PROTO_ARG] in action list: inet_ntoa( ) argument #1 is incompatible with prototype:
	prototype: ipaddr_t *
	 argument: char *
inet_ntoa((char *)0 + 1): status 1
dtrace: invalid probe specifier BEGIN { inet_ntoa6((ipaddr_t *)0); }: [D_PROTO_ARG] in action list: inet_ntoa6( ) argument #1 is incompatible with prototype:
	prototype: in6_addr_t *
	 argument: uint32_t *
inet_ntoa6((ipaddr_t *)0): status 1
dtrace: invalid probe specifier BEGIN { inet_ntop("a", 0); }: [D_PROTO_ARG] in action list: inet_ntop( ) argument #1 is incompatible with prototype:
	prototype: int
	 argument: string
inet_ntop("a", 0): status 1
dtrace: invalid probe specifier BEGIN { inet_ntop(2); }: [D_PROTO_LEN] in action list: inet_ntop( ) prototype mismatch: 1 arg passed, 2 expected
inet_ntop(2): status 1
dtrace: invalid probe specifier BEGIN { alloca(); }: [D_PROTO_LEN] in action list: alloca( ) prototype mismatch: 0 args passed, 1 expected
alloca(): status 1
dtrace: invalid probe specifier BEGIN { alloca("x"); }: [D_PROTO_ARG] in action list: alloca( ) argument #1 is incompatible with prototype:
	prototype: size_t
	 argument: string
alloca("x"): status 1
dtrace: invalid probe specifier BEGIN { alloca(1025); }: [D_ALLOCA_SIZE] in action list: alloca(1025) size larger than scratchsize 1024
alloca(1025): status 1
dtrace: invalid probe specifier BEGIN { copyin(0); }: [D_PROTO_LEN] in action list: copyin( ) prototype mismatch: 1 arg passed, 2 expected
copyin(0): status 1
dtrace: invalid probe specifier BEGIN { copyin("a", 1); }: [D_PROTO_ARG] in action list: copyin( ) argument #1 is incompatible with prototype:
	prototype: uintptr_t
	 argument: string
copyin("a", 1): status 1
dtrace: invalid probe specifier BEGIN { copyinto(0, 1); }: [D_PROTO_LEN] in action list: copyinto( ) prototype mismatch: 2 args passed, 3 expected
copyinto(0, 1): status 1
dtrace: invalid probe specifier BEGIN { copyinto(0, 1, 2); }: [D_PROTO_ARG] in action list: copyinto( ) argument #3 is incompatible with prototype:
	prototype: void *
	 argument: int
copyinto(0, 1, 2): status 1
dtrace: invalid probe specifier BEGIN { bcopy(0, 0); }: [D_PROTO_LEN] in action list: bcopy( ) prototype mismatch: 2 args passed, 3 expected
bcopy(0, 0): status 1
dtrace: invalid probe specifier BEGIN { bcopy(1, alloca(1), 1); }: [D_PROTO_ARG] in action list: bcopy( ) argument #1 is incompatible with prototype:
	prototype: void *
	 argument: int
bcopy(1, alloca(1), 1): status 1
dtrace: invalid probe specifier BEGIN { progenyof("a"); }: [D_PROTO_ARG] in action list: progenyof( ) argument #1 is incompatible with prototype:
	prototype: pid_t
	 argument: string
progenyof("a"): status 1
dtrace: invalid probe specifier BEGIN { progenyof(); }: [D_PROTO_LEN] in action list: progenyof( ) prototype mismatch: 0 args passed, 1 expected
progenyof(): status 1
dtrace: invalid probe specifier BEGIN { progenyof(1, 2); }: [D_PROTO_LEN] in action list: progenyof( ) prototype mismatch: 2 args passed, 1 expected
progenyof(1, 2): status 1
dtrace: invalid probe specifier BEGIN { d_path(1); }: [D_PROTO_ARG] in action list: d_path( ) argument #1 is incompatible with prototype:
	prototype: struct path *
	 argument: int
d_path(1): status 1
dtrace: invalid probe specifier BEGIN { d_path(curthread); }: [D_PROTO_ARG] in action list: d_path( ) argument #1 is incompatible with prototype:
	prototype: struct path *
	 argument: struct task_struct *
d_path(curthread): status 1
