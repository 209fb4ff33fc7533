4
 <- offsetof(struct s, b): status 0
0
 <- offsetof(union u, y): status 0
4
 <- offsetof(st, b): status 0
dtrace: failed to compile script offsetof.d: [D_OFFSETOF_TYPE] line 3: offsetof operand must be a struct or union type
 <- offsetof(int, c): status 1
dtrace: failed to compile script offsetof.d: [D_OFFSETOF_TYPE] line 3: offsetof operand must be a struct or union type
 <- offsetof(myint, c): status 1
dtrace: failed to compile script offsetof.d: [D_OFFSETOF_TYPE] line 3: offsetof operand must be a struct or union type
 <- offsetof(int *, x): status 1
dtrace: failed to compile script offsetof.d: [D_UNKNOWN] line 3: failed to determine offset of NULL: Invalid member name
 <- offsetof(struct s, NULL): status 1
dtrace: failed to compile script offsetof.d: [D_UNKNOWN] line 3: failed to determine offset of c: Invalid member name
 <- offsetof(struct s, c): status 1
dtrace: failed to compile script offsetof.d: [D_OFFSETOF_BITFIELD] line 3: cannot take offset of a bit-field: bf
 <- offsetof(struct s, bf): status 1
