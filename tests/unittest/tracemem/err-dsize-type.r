[D_PROTO_ARG] in action list: tracemem( ) argument #3 is incompatible with prototype:
	prototype: size_t
	 argument: string
tracemem(curthread, 8, "x"): exit 1
[D_PROTO_ARG] in action list: tracemem( ) argument #3 is incompatible with prototype:
	prototype: size_t
	 argument: char *
tracemem(curthread, 8, (char *)0): exit 1
[D_PROTO_ARG] in action list: tracemem( ) argument #3 is incompatible with prototype:
	prototype: size_t
	 argument: string
tracemem(*curthread, 0, "x"): exit 1
