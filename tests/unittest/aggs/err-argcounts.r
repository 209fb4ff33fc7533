dtrace: invalid probe specifier BEGIN { printa(); }: [D_PROTO_LEN] in action list: printa( ) prototype mismatch: 0 args passed, at least 1 expected
printa(): status 1
dtrace: invalid probe specifier BEGIN { clear(); }: [D_PROTO_LEN] in action list: clear( ) prototype mismatch: 0 args passed, 1 expected
clear(): status 1
dtrace: invalid probe specifier BEGIN { denormalize(); }: [D_PROTO_LEN] in action list: denormalize( ) prototype mismatch: 0 args passed, 1 expected
denormalize(): status 1
dtrace: invalid probe specifier BEGIN { @a = count(); normalize(@a); }: [D_PROTO_LEN] in action list: normalize( ) prototype mismatch: 1 arg passed, 2 expected
@a = count(); normalize(@a): status 1
dtrace: invalid probe specifier BEGIN { @a = count(); normalize(@a, 1, 2); }: [D_PROTO_LEN] in action list: normalize( ) prototype mismatch: 3 args passed, 2 expected
@a = count(); normalize(@a, 1, 2): status 1
dtrace: invalid probe specifier BEGIN { trunc(); }: [D_PROTO_LEN] in action list: trunc( ) prototype mismatch: 0 args passed, at least 1 expected
trunc(): status 1
dtrace: invalid probe specifier BEGIN { @a = count(); trunc(@a, 1, 2); }: [D_PROTO_LEN] in action list: trunc( ) prototype mismatch: 3 args passed, at most 2 expected
@a = count(); trunc(@a, 1, 2): status 1
dtrace: invalid probe specifier BEGIN { tracemem(0, 8, 1, 2); }: [D_PROTO_LEN] in action list: tracemem( ) prototype mismatch: 4 args passed, at most 3 expected
tracemem(0, 8, 1, 2): status 1
dtrace: invalid probe specifier BEGIN { setopt(); }: [D_PROTO_LEN] in action list: setopt( ) prototype mismatch: 0 args passed, at least 1 expected
setopt(): status 1
dtrace: invalid probe specifier BEGIN { setopt("a", "b", "c"); }: [D_PROTO_LEN] in action list: setopt( ) prototype mismatch: 3 args passed, at most 2 expected
setopt("a", "b", "c"): status 1
dtrace: invalid probe specifier BEGIN { @a = quantize(); }: [D_PROTO_LEN] in action list: quantize( ) prototype mismatch: 0 args passed, at least 1 expected
@a = quantize(): status 1
dtrace: invalid probe specifier BEGIN { @a = lquantize(1, 2); }: [D_PROTO_LEN] in action list: lquantize( ) prototype mismatch: 2 args passed, at least 3 expected
@a = lquantize(1, 2): status 1
dtrace: invalid probe specifier BEGIN { @a = llquantize(1, 2, 3, 4); }: [D_PROTO_LEN] in action list: llquantize( ) prototype mismatch: 4 args passed, at least 5 expected
@a = llquantize(1, 2, 3, 4): status 1
dtrace: invalid probe specifier BEGIN { trace(copyinstr()); }: [D_PROTO_LEN] in action list: copyinstr( ) prototype mismatch: 0 args passed, at least 1 expected
trace(copyinstr()): status 1
dtrace: invalid probe specifier BEGIN { trace(copyinstr(0, 1, 2)); }: [D_PROTO_LEN] in action list: copyinstr( ) prototype mismatch: 3 args passed, at most 2 expected
trace(copyinstr(0, 1, 2)): status 1
dtrace: invalid probe specifier BEGIN { stack(1, 2); }: [D_PROTO_LEN] in action list: stack( ) prototype mismatch: 2 args passed, at most 1 expected
stack(1, 2): status 1
dtrace: invalid probe specifier BEGIN { printa("%d"); }: [D_PRINTA_PROTO] in action list: printa( ) prototype mismatch: 1 args passed, 2 expected
printa("%d"): status 1
