dtrace: invalid probe specifier struct fwd; struct bits { int i; int b : 3; } s; BEGIN { trace(sizeof (void)); exit(0); }: [D_SIZEOF_TYPE] in action list: cannot apply sizeof to an operand of unknown size
sizeof (void): status 1
dtrace: invalid probe specifier struct fwd; struct bits { int i; int b : 3; } s; BEGIN { trace(sizeof (struct fwd)); exit(0); }: [D_SIZEOF_TYPE] in action list: cannot apply sizeof to an operand of unknown size
sizeof (struct fwd): status 1
dtrace: invalid probe specifier struct fwd; struct bits { int i; int b : 3; } s; BEGIN { trace(sizeof (s.b)); exit(0); }: [D_SIZEOF_BITFIELD] in action list: cannot apply sizeof to a bit-field
sizeof (s.b): status 1
4
sizeof (s.i): status 0
