dtrace: invalid probe specifier BEGIN { x = trace(1); }: [D_CG_EXPR] in action list: tracing function trace( ) may not be called from a D expression (D program context required)
status 1
dtrace: invalid probe specifier BEGIN { x = printf("a"); }: [D_CG_EXPR] in action list: tracing function printf( ) may not be called from a D expression (D program context required)
status 1
dtrace: invalid probe specifier BEGIN { x = count(); }: [D_CG_EXPR] in action list: aggregating function count( ) may not be called from a D expression (D program context required)
status 1
dtrace: invalid probe specifier BEGIN { x = exit(0); }: [D_CG_EXPR] in action list: tracing function exit( ) may not be called from a D expression (D program context required)
status 1
dtrace: invalid probe specifier BEGIN { x = 1 + trace(1); }: [D_OP_INCOMPAT] in action list: operands have incompatible types: "int" + "void"
status 1
dtrace: invalid probe specifier int y; BEGIN { y = trace(1); }: [D_OP_INCOMPAT] in action list: operands have incompatible types: "int" = "void"
status 1
dtrace: invalid probe specifier BEGIN { printf("%s", stringof(trace(0))); }: [D_STRINGOF_TYPE] in action list: cannot apply stringof to a value of type void
status 1
dtrace: invalid probe specifier BEGIN { p -= trace(0); }: [D_VAR_UNDEF] in action list: p has not yet been declared or assigned
status 1
dtrace: invalid probe specifier BEGIN { trace(trace(1)); }: [D_TRACE_VOID] in action list: trace( ) may not be applied to a void expression
status 1
dtrace: invalid probe specifier BEGIN { if (exit(0)) { x = 1; }; }: [D_IF_COND] in action list: if condition must be of scalar type
status 1
dtrace: invalid probe specifier BEGIN { x = 1; y = speculate(1); }: [D_CG_EXPR] in action list: tracing function speculate( ) may not be called from a D expression (D program context required)
status 1
dtrace: invalid probe specifier BEGIN { x = stack(); }: [D_CG_EXPR] in action list: tracing function stack( ) may not be called from a D expression (D program context required)
status 1
dtrace: invalid probe specifier BEGIN { self->s = ustack(); }: [D_CG_EXPR] in action list: tracing function ustack( ) may not be called from a D expression (D program context required)
status 1
dtrace: invalid probe specifier BEGIN { x = func(0); }: [D_CG_EXPR] in action list: tracing function func( ) may not be called from a D expression (D program context required)
status 1
dtrace: invalid probe specifier BEGIN /1 + exit(0)/ { }: [D_OP_INCOMPAT] in predicate: operands have incompatible types: "int" + "void"
status 1
dtrace: failed to compile script action-in-expr.d: [D_CG_EXPR] line 5: tracing function trace( ) may not be called from a D expression (D program context required)
status 1
